/**
 * Spec §5 "Autocomplete ranking": exact, starts-with, word start, fuzzy (similarity at least 0.6), substring.
 * With no match, up to 3 fallback suggestions and the last three remembered non-empty matches are shown as
 * recent. Blur closes after 150 ms; list max height 15rem.
 *
 * Matching ignores case, diacritics and punctuation: "cholpon ata" is an exact match for "Cholpon-Ata" and
 * "kok" starts "Kök-Töbe".
 */
import { stripDiacritics } from "./text";

export const FUZZY_THRESHOLD = 0.6;
export const MAX_FALLBACKS = 3;
export const MAX_RECENTS = 3;
export const BLUR_CLOSE_DELAY_MS = 150;
export const LIST_MAX_HEIGHT = "15rem";
/** How many ranked matches a list shows unless the caller asks for another number. */
export const DEFAULT_MATCH_LIMIT = 8;

export type MatchTier = "exact" | "starts-with" | "word-start" | "fuzzy" | "substring";
const TIER_ORDER: readonly MatchTier[] = ["exact", "starts-with", "word-start", "fuzzy", "substring"];

export interface Rankable {
  label: string;
}

/** Lower case, no diacritics, every run of punctuation or spaces as one space, trimmed. */
export function normalizeForSearch(text: string): string {
  return stripDiacritics(text.toLowerCase())
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Normalized Levenshtein similarity of two already-normalized strings: 1 - edits / length of the longer one.
 * 1 for equal strings, 0 when nothing lines up ("almaty" vs "almati" is 1 - 1/6 ≈ 0.83).
 */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b) / longest;
}

/**
 * The best similarity of the query to the whole label or to any one of its words ("prabng" ≈ "Prabang"). A word
 * counts only when it starts with the query's first letter: people misspell the middle of a short name, not its
 * start, and without that rule any five-letter word two letters off is a match ("Pamir" would suggest "Bahir Dar").
 */
export function fuzzyScore(label: string, query: string): number {
  const l = normalizeForSearch(label);
  const q = normalizeForSearch(query);
  if (!q) return 0;
  const words = l.split(" ").filter((word) => word[0] === q[0]);
  return Math.max(similarity(q, l), ...words.map((word) => similarity(q, word)));
}

/** Which tier a label reaches for a query, or null when it does not match at all. */
export function matchTier(label: string, query: string): MatchTier | null {
  const l = normalizeForSearch(label);
  const q = normalizeForSearch(query);
  if (!q) return null;
  if (l === q) return "exact";
  if (l.startsWith(q)) return "starts-with";
  if (l.includes(` ${q}`)) return "word-start";
  if (fuzzyScore(label, query) >= FUZZY_THRESHOLD) return "fuzzy";
  if (l.includes(q)) return "substring";
  return null;
}

/**
 * The options that match the query, best tier first. Fuzzy matches are ordered by similarity; otherwise ties
 * keep the order of the option list, so callers list the more important options first.
 */
export function rankOptions<T extends Rankable>(
  options: readonly T[],
  query: string,
  { limit = DEFAULT_MATCH_LIMIT }: { limit?: number } = {},
): T[] {
  const ranked: { option: T; tier: number; score: number; index: number }[] = [];
  options.forEach((option, index) => {
    const tier = matchTier(option.label, query);
    if (tier === null) return;
    const score = tier === "fuzzy" ? fuzzyScore(option.label, query) : 0;
    ranked.push({ option, tier: TIER_ORDER.indexOf(tier), score, index });
  });
  ranked.sort((a, b) => a.tier - b.tier || b.score - a.score || a.index - b.index);
  return ranked.slice(0, limit).map((r) => r.option);
}

/**
 * Up to 3 suggestions when nothing matches: the options closest in spelling to the query, ties in list order
 * (so an empty or hopeless query gets the first options of the list). `exclude` leaves out, e.g., recents.
 */
export function fallbackOptions<T extends Rankable>(
  options: readonly T[],
  query: string,
  { limit = MAX_FALLBACKS, exclude }: { limit?: number; exclude?: (option: T) => boolean } = {},
): T[] {
  return options
    .map((option, index) => ({ option, index, score: fuzzyScore(option.label, query) }))
    .filter((c) => !exclude?.(c.option))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.min(limit, MAX_FALLBACKS))
    .map((c) => c.option);
}

/** The recents list after a selection: newest first, no duplicates, no empty entries, at most 3. */
export function rememberRecent(recents: readonly string[], entry: string): string[] {
  if (!entry.trim()) return [...recents];
  return [entry, ...recents.filter((r) => r !== entry)].slice(0, MAX_RECENTS);
}

/** A recents list read back from storage: anything that is not a list of non-empty strings is dropped. */
export function parseRecents(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const entries = raw.filter((e): e is string => typeof e === "string" && e.trim() !== "");
  return [...new Set(entries)].slice(0, MAX_RECENTS);
}

export interface Suggestions<T> {
  /** Ranked matches; empty when nothing matches. */
  matches: T[];
  /** Only when nothing matches: up to 3 suggestions, none of them a recent. */
  fallbacks: T[];
  /** Only when nothing matches: the remembered options that still exist, newest first. */
  recent: T[];
}

/** What an autocomplete list shows for a query, given the recents (as option keys). */
export function suggest<T extends Rankable>(
  options: readonly T[],
  query: string,
  recents: readonly string[],
  keyOf: (option: T) => string,
  { limit = DEFAULT_MATCH_LIMIT }: { limit?: number } = {},
): Suggestions<T> {
  const matches = rankOptions(options, query, { limit });
  if (matches.length > 0) return { matches, fallbacks: [], recent: [] };
  const byKey = new Map(options.map((o) => [keyOf(o), o]));
  const recent = recents.flatMap((key) => byKey.get(key) ?? []).slice(0, MAX_RECENTS);
  const recentKeys = new Set(recent.map(keyOf));
  const fallbacks = fallbackOptions(options, query, { exclude: (o) => recentKeys.has(keyOf(o)) });
  return { matches, fallbacks, recent };
}
