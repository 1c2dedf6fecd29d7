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
