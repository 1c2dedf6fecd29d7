// Text helpers shared by the slug rules.

/** Removes accents by decomposing (NFD) and dropping the combining marks, so "Ö" becomes "O". */
export function stripDiacritics(value: string): string {
  return value.normalize("NFD").replace(/\p{M}+/gu, "");
}
