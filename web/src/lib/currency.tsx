import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useState } from "react";
import {
  CURRENCIES,
  CURRENCY_STORAGE_KEY,
  type CurrencyOption,
  findCurrency,
  formatPrice,
} from "../../../domain/currency";
import { drawsFirstView } from "./first-view";
import { storage } from "./storage";

interface CurrencyState {
  currency: CurrencyOption;
  currencies: readonly CurrencyOption[];
  setCurrency: (code: string) => void;
  /** euro cents → "€1,235" in the chosen currency */
  format: (euroCents: number) => string;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

const savedCurrency = () => findCurrency(storage.get(CURRENCY_STORAGE_KEY));

export function CurrencyProvider({ children }: { children: ReactNode }) {
  // A drawn first view is hydrated with the default, then the saved choice applies before the next paint.
  const [currency, setState] = useState(() => (drawsFirstView ? findCurrency(null) : savedCurrency()));
  useLayoutEffect(() => {
    if (drawsFirstView) setState(savedCurrency());
  }, []);
  const setCurrency = useCallback((code: string) => {
    const next = findCurrency(code);
    storage.set(CURRENCY_STORAGE_KEY, next.code);
    setState(next);
  }, []);
  const value = useMemo(
    () => ({ currency, currencies: CURRENCIES, setCurrency, format: (c: number) => formatPrice(c, currency) }),
    [currency, setCurrency],
  );
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

/**
 * Euro cents as shown in a given currency at a given rate: a quote or a booking is shown in the currency and at the
 * rate the server priced it with (spec §9), whatever the picker says now.
 */
export function formatAt(euroCents: number, code: string, rate: number): string {
  return formatPrice(euroCents, { ...findCurrency(code), rate });
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error("useCurrency needs a CurrencyProvider");
  return state;
}
