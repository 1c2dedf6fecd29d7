/** Fewer replies than this say nothing reliable about a host's speed. */
export const MIN_RESPONSE_SAMPLE = 3;

const BANDS: readonly { maxMinutes: number; text: string }[] = [
  { maxMinutes: 30, text: "Usually responds within 30 minutes" },
  { maxMinutes: 120, text: "Usually responds within 2 hours" },
  { maxMinutes: 480, text: "Usually responds within 8 hours" },
  { maxMinutes: 1440, text: "Usually responds within 1 day" },
];

export function responseTimeText(input: {
  minutes: number | null | undefined;
  sampleSize: number | null | undefined;
  isOnline?: boolean;
}): string | null {
  const { minutes, sampleSize, isOnline } = input;
  const enoughData =
    typeof sampleSize === "number" &&
    sampleSize >= MIN_RESPONSE_SAMPLE &&
    typeof minutes === "number" &&
    Number.isFinite(minutes) &&
    minutes >= 0;
  if (enoughData) {
    const band = BANDS.find((b) => minutes <= b.maxMinutes);
    return band ? band.text : "Response time varies";
  }
  return isOnline ? "Usually responds instantly" : null;
}
