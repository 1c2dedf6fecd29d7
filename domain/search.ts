import { stripDiacritics } from "./text";

export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * Turns what a traveler typed into a safe FTS5 query: only runs of letters and digits survive, each one quoted
 * (so NEAR, OR, NOT, AND, `*`, `-`, `^`, `:` and stray quotes are plain words or gone) and prefix-matched, all
 * required. Returns null when nothing searchable is left, e.g. for "***".
 */
export function ftsQuery(input: string): string | null {
  const words =
    stripDiacritics(input)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_SEARCH_TERMS);
  if (terms.length === 0) return null;
  // One-letter prefixes would match most of the index; a single letter is searched as a whole word.
  return terms.map((t) => (t.length >= 2 ? `"${t}"*` : `"${t}"`)).join(" ");
}
