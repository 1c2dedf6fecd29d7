/**
 * Amounts of money as people type them in forms (the listing editor's prices, an admin's refund): euros in the
 * field, integer euro cents in the API. Apart from domain/currency.ts, which the first page loads, because only
 * forms need these.
 */

/** Cents as the form shows euros: 4500 → "45", 4550 → "45.50". */
export function centsToEuros(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * Euros as typed ("45", "45.5", "45,50", "1 200") → integer cents; null for an empty field, NaN when it is not an
 * amount of money.
 */
export function eurosToCents(text: string): number | null {
  const t = text.trim().replace(/[\s€]/g, "");
  if (t === "") return null;
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}
