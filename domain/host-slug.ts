import { stripDiacritics } from "./text";

export function hostSlug(h: { profile_slug?: string | null; first_name?: string | null; id: string }): string {
  const explicit = h.profile_slug?.trim();
  if (explicit) return explicit;
  // A name written only in a non-Latin script reduces to nothing; the id still gives a working link.
  const fromName = stripDiacritics(h.first_name ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return fromName || h.id;
}

/** Links may carry any case or stray spaces; lookups compare this form. */
export function normalizeHostSlug(s: string): string {
  return s.trim().toLowerCase();
}

/** The ASCII, lower-case, hyphenated form a saved profile slug takes ("Ásel Nurlan" → "asel-nurlan"). */
export function slugPart(value: string): string {
  return stripDiacritics(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Profile slugs to try, in order, for a person who has none yet (the demo seed's rule): the first name, then first
 * and last name, then that with -2, -3, …; the first one nobody holds is taken. Empty when the names have no Latin
 * letters or digits (the page then answers to the id).
 */
export function profileSlugCandidates(first: string | null, last: string | null, extra = 8): string[] {
  const a = slugPart(first ?? "");
  const b = [a, slugPart(last ?? "")].filter(Boolean).join("-");
  const base = b || a;
  if (!base) return [];
  const out = new Set<string>([a, b].filter(Boolean));
  for (let n = 2; n < 2 + extra; n++) out.add(`${base}-${n}`);
  return [...out].filter((s) => s.length <= 60);
}
