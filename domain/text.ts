// Text helpers shared by the slug, place and form rules.

/** Removes accents by decomposing (NFD) and dropping the combining marks, so "Ö" becomes "O". */
export function stripDiacritics(value: string): string {
  return value.normalize("NFD").replace(/\p{M}+/gu, "");
}

/**
 * The form place names are compared in: no accents, lower case, hyphens and runs of spaces as one space, so
 * "Sri-Lanka", "sri lanka" and "Sri Lanka" are the same place (the catalog triggers store this form).
 */
export function placeKey(value: string): string {
  return stripDiacritics(value)
    .toLowerCase()
    .replace(/[-\s]+/g, " ")
    .trim();
}

/** Whether two texts are the same ignoring case and accents ("sri lanka" is "Sri Lanka"). */
export const sameText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

/** "1 review", "16 reviews": a count with its noun, singular for one. */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A long text's paragraphs as pages show them: split at blank lines, trimmed, each keeping its single line breaks. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
