import { groupDigits } from "./numbers";

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

/** Money is stored as integer euro cents and only ever converted for display. */
export function formatPrice(euroCents: number, currency: CurrencyOption): string {
  const units = Math.round(convertPrice(euroCents / 100, currency));
  // Math.round(-0.4) is -0, which would print as "-0".
  const whole = units === 0 ? 0 : units;
  const sign = whole < 0 ? "-" : "";
  return `${sign}${currency.symbol}${groupDigits(Math.abs(whole))}`;
}
