/**
 * A whole number with en-US digit groups: 1234567 → "1,234,567", 2.5 → "3". What
 * `new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })` prints (except that nothing prints as "-0"),
 * built by hand because the first Intl object a page makes loads the browser's locale data: measured at 80–125 ms
 * of one task at Lighthouse's 4x CPU (25 ms on a phone), and the prices, counts and stats every page draws at
 * start-up were what made it.
 */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  // Intl rounds halves away from zero; Math.round rounds them up, so round the size and put the sign back.
  const size = Math.round(Math.abs(n));
  const digits = size < 1e21 ? size.toFixed(0) : String(size);
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 && size !== 0 ? `-${grouped}` : grouped;
}
