import { useId } from "react";
import { useCurrency } from "../../lib/currency";

/** Spec §9 currencies; the choice is kept under "selectedCurrency". */
export function CurrencyPicker({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  const { currency, currencies, setCurrency } = useCurrency();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={compact ? "sr-only" : "text-sm text-stone-600 dark:text-stone-300"}>
        Currency
      </label>
      <select
        id={id}
        value={currency.code}
        onChange={(e) => setCurrency(e.target.value)}
        className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
      >
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {compact ? `${c.symbol} ${c.code}` : `${c.symbol} ${c.code} · ${c.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
