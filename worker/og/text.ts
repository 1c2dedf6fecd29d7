/** Text as the share image draws it. */

// Emoji sequences (flags, keycaps, ZWJ families, skin tones) and other pictographs (✈ ☂ ♥, which have no glyph in
// the shipped fonts; © ® ™ do and stay). No emoji font ships, so they are dropped.
// biome-ignore lint/complexity/useRegexLiterals: a literal with the `v` flag needs an ES2024 TypeScript target
const EMOJI = new RegExp(
  "\\p{RGI_Emoji}|[\\p{Extended_Pictographic}--[\\u00A9\\u00AE\\u2122]]|[\\u{1F1E6}-\\u{1F1FF}\\u{1F3FB}-\\u{1F3FF}\\u{FE0F}\\u{20E3}]",
  "gv",
);
// Controls, bidi overrides/isolates and other invisible format characters; keeps ZWJ/ZWNJ (shaping) and spaces.
const INVISIBLE = /[\p{Cc}\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/gu;
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/** No emoji or invisible characters, one line of single spaces, at most `max` code points (then an ellipsis). */
export function cleanText(text: string, max: number): string {
  const cleaned = text.normalize("NFC").replace(EMOJI, " ").replace(INVISIBLE, " ").replace(/\s+/gu, " ").trim();
  const points = Array.from(cleaned);
  return points.length <= max ? cleaned : `${points.slice(0, max).join("").trimEnd()}…`;
}

/** "rtl" when the first letter is from a right-to-left script (the HTML dir="auto" rule). */
export function direction(text: string): "rtl" | "ltr" {
  for (const ch of text) if (LETTER.test(ch)) return RTL_LETTER.test(ch) ? "rtl" : "ltr";
  return "ltr";
}
