import { useId } from "react";
import type { CurrencyOption } from "../../../../domain/currency";
import {
  hasDepartures,
  hasDuration,
  type ListingFilters,
  MAX_DAYS,
  PARAM,
  RATING_OPTIONS,
} from "../../../../domain/listing-filters";
import { FIELD_CLASS, PlaceField } from "./PlaceField";
import { type Patch, type UpdateOptions, useUrlDraft } from "./url-state";

type Update = (patch: Patch, options?: UpdateOptions) => void;

const LEGEND = "mb-2 text-sm font-semibold text-stone-900 dark:text-white";
const SMALL_LABEL = "mb-1 block text-xs text-stone-600 dark:text-stone-300";

function NumberField({
  label,
  value,
  max,
  onCommit,
}: {
  label: string;
  value: number | null;
  max: number;
  onCommit: (value: string, options: UpdateOptions) => void;
}) {
  const id = useId();
  const field = useUrlDraft(value === null ? "" : String(value), onCommit);
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={SMALL_LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        onKeyDown={(e) => e.key === "Enter" && field.flush()}
        className={FIELD_CLASS}
      />
    </div>
  );
}

/** Whole numbers only; anything else (a pasted "1e3", a minus sign) clears the bound. */
const wholeOrNull = (raw: string) => (/^\d+$/.test(raw) ? raw : null);

function DateField({ label, value, onChange }: { label: string; value: string | null; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={SMALL_LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value)}
        className={FIELD_CLASS}
      />
    </div>
  );
}

/** The narrowing filters of /listings; every change goes straight to the URL. */
export function FiltersPanel({
  filters: f,
  update,
  currency,
}: {
  filters: ListingFilters;
  update: Update;
  currency: CurrencyOption;
}) {
  const ratingId = useId();
  const priceCommit = (param: string, other: number | null) => (raw: string, options: UpdateOptions) => {
    const value = wholeOrNull(raw);
    update({ [param]: value, [PARAM.currency]: value !== null || other !== null ? currency.code : null }, options);
  };
  const dayCommit = (param: string) => (raw: string, options: UpdateOptions) => {
    const value = wholeOrNull(raw);
    update({ [param]: value !== null && Number(value) >= 1 ? value : null }, options);
  };

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className={LEGEND}>Where</legend>
        <div className="space-y-3">
          <PlaceField
            label="Country"
            kinds="countries"
            recentsKey="listings-country"
            value={f.country}
            placeholder="Any country"
            // A city belongs to one country, so a new country drops it.
            onCommit={(country) => update({ [PARAM.country]: country, [PARAM.city]: null })}
          />
          <PlaceField
            label="City"
            kinds="cities"
            recentsKey="listings-city"
            country={f.country || undefined}
            value={f.city}
            placeholder={f.country ? `Any city in ${f.country}` : "Any city"}
            // A chosen city names its country, which tells apart cities of the same name.
            onCommit={(city, option) => update({ [PARAM.city]: city, [PARAM.country]: option?.country ?? f.country })}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className={LEGEND}>Price ({currency.symbol})</legend>
        <div className="flex gap-3">
          <NumberField
            label="Min"
            value={f.minPrice}
            max={500_000}
            onCommit={priceCommit(PARAM.minPrice, f.maxPrice)}
          />
          <NumberField
            label="Max"
            value={f.maxPrice}
            max={500_000}
            onCommit={priceCommit(PARAM.maxPrice, f.minPrice)}
          />
        </div>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">
          Per person for tours, per day for cars and drivers.
        </p>
      </fieldset>

      {hasDuration(f.type) && (
        <fieldset>
          <legend className={LEGEND}>Duration (days)</legend>
          <div className="flex gap-3">
            <NumberField label="Min days" value={f.minDays} max={MAX_DAYS} onCommit={dayCommit(PARAM.minDays)} />
            <NumberField label="Max days" value={f.maxDays} max={MAX_DAYS} onCommit={dayCommit(PARAM.maxDays)} />
          </div>
          {f.type === null && (
            <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">Shows tours and group tours only.</p>
          )}
        </fieldset>
      )}

      {hasDepartures(f.type) && (
        <fieldset>
          <legend className={LEGEND}>Departing between</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <DateField
              label="From"
              value={f.departureFrom}
              onChange={(v) => update({ [PARAM.departureFrom]: v }, { replace: true })}
            />
            <DateField
              label="To"
              value={f.departureTo}
              onChange={(v) => update({ [PARAM.departureTo]: v }, { replace: true })}
            />
          </div>
        </fieldset>
      )}

      <div>
        <label htmlFor={ratingId} className={`${LEGEND} block`}>
          Host rating
        </label>
        <select
          id={ratingId}
          value={f.minRating ?? ""}
          onChange={(e) => update({ [PARAM.minRating]: e.target.value })}
          className={FIELD_CLASS}
        >
          <option value="">Any rating</option>
          {RATING_OPTIONS.map((r) => (
            <option key={r} value={r}>
              {r}+ stars
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
