/**
 * Go's `time.ParseDuration` syntax, which GoTrue's admin API uses for `ban_duration`: an optionally signed
 * sequence of decimal numbers, each with an optional fraction and a unit — "300ms", "1.5h", "2h45m", "-1h" — where
 * the units are ns, us (µs), ms, s, m and h, and a bare "0" is allowed. Returns milliseconds, or null when the text
 * is not a duration.
 */
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

export function parseGoDuration(text: string): number | null {
  let rest = text;
  let sign = 1;
  if (rest.startsWith("-") || rest.startsWith("+")) {
    if (rest.startsWith("-")) sign = -1;
    rest = rest.slice(1);
  }
  if (rest === "0") return 0;
  if (rest === "") return null;
  let total = 0;
  const part = /^(\d*)(?:\.(\d*))?(ns|us|µs|μs|ms|s|m|h)/;
  while (rest !== "") {
    const m = part.exec(rest);
    if (!m) return null;
    const [whole, int = "", frac] = m;
    if (int === "" && !frac) return null;
    const unit = UNIT_MS[m[3] ?? ""];
    if (unit === undefined) return null;
    total += Number(`${int || "0"}.${frac || "0"}`) * unit;
    rest = rest.slice(whole.length);
  }
  return Number.isFinite(total) ? sign * total : null;
}
