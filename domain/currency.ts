export type CurrencyCode = "EUR" | "USD" | "GBP" | "CAD";

export interface CurrencyOption {
  code: CurrencyCode;
  symbol: string;
  name: string;
  /** Units of this currency per euro. */
  rate: number;
}

export const CURRENCIES: readonly CurrencyOption[] = [
  { code: "EUR", symbol: "€", name: "Euro", rate: 1 },
  { code: "USD", symbol: "$", name: "US Dollar", rate: 1.1 },
  { code: "GBP", symbol: "£", name: "British Pound", rate: 0.85 },
  { code: "CAD", symbol: "C$", name: "Canadian Dollar", rate: 1.45 },
];

export const DEFAULT_CURRENCY: CurrencyCode = "EUR";

export const CURRENCY_STORAGE_KEY = "selectedCurrency";

const EURO = CURRENCIES.find((c) => c.code === DEFAULT_CURRENCY) ?? {
  code: "EUR",
  symbol: "€",
  name: "Euro",
  rate: 1,
};

/** A stale or tampered stored value must never break price display, so anything unknown is the euro. */
export function findCurrency(code: string | null | undefined): CurrencyOption {
  const wanted = (code ?? "").trim().toUpperCase();
  return CURRENCIES.find((c) => c.code === wanted) ?? EURO;
}

/** Rounding to 15 significant digits removes binary noise such as 100 * 1.1 = 110.00000000000001. */
export function convertPrice(euroAmount: number, currency: CurrencyOption): number {
  return Number((euroAmount * currency.rate).toPrecision(15));
}

const WHOLE_UNITS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Money is stored as integer euro cents and only ever converted for display. */
export function formatPrice(euroCents: number, currency: CurrencyOption): string {
  const units = Math.round(convertPrice(euroCents / 100, currency));
  // Math.round(-0.4) is -0, which would print as "-0".
  const whole = units === 0 ? 0 : units;
  const sign = whole < 0 ? "-" : "";
  return `${sign}${currency.symbol}${WHOLE_UNITS.format(Math.abs(whole))}`;
}

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
