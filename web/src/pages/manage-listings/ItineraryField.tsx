import { useRef } from "react";
import { LISTING_LIMITS as L } from "../../../../domain/listing-form";
import { HINT, INPUT, LABEL } from "../../components/form/Field";
import { buttonClass } from "../../components/ui/Button";
import { a11yProps, FieldError, type FieldErrors, fieldDomId } from "./fields";

/** One text per day of a multi-day tour; days are added at the end and removed one by one. */
export function ItineraryField({
  days,
  onChange,
  errors,
}: {
  days: string[];
  onChange: (days: string[]) => void;
  errors: FieldErrors;
}) {
  const list = useRef<HTMLOListElement>(null);
  const focusDay = (index: number) =>
    requestAnimationFrame(() => document.getElementById(fieldDomId(`itinerary.${index}`))?.focus());
  const add = () => {
    onChange([...days, ""]);
    focusDay(days.length);
  };
  const remove = (index: number) => {
    onChange(days.filter((_, i) => i !== index));
    if (days.length > 1) focusDay(Math.min(index, days.length - 2));
    else requestAnimationFrame(() => document.getElementById(fieldDomId("itinerary"))?.focus());
  };
  return (
    <fieldset>
      <legend className={LABEL}>Itinerary</legend>
      <p className={`${HINT} mb-3 mt-0`}>Optional: what happens on each day.</p>
      {days.length > 0 && (
        <ol ref={list} className="space-y-4">
          {days.map((day, i) => {
            const field = `itinerary.${i}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a day is its position in the trip
              <li key={i}>
                <div className="mb-1 flex items-center justify-between gap-3">
                  <label htmlFor={fieldDomId(field)} className="text-sm font-medium text-stone-800 dark:text-stone-200">
                    Day {i + 1}
                  </label>
                  <button
                    type="button"
                    onClick={() => remove(i)}
                    className="text-sm font-semibold text-red-700 underline underline-offset-2 dark:text-red-300"
                  >
                    Remove day {i + 1}
                  </button>
                </div>
                <textarea
                  id={fieldDomId(field)}
                  rows={3}
                  value={day}
                  onChange={(e) => onChange(days.map((d, j) => (j === i ? e.target.value : d)))}
                  className={INPUT}
                  {...a11yProps(field, errors)}
                />
                <FieldError field={field} errors={errors} />
              </li>
            );
          })}
        </ol>
      )}
      <button
        id={fieldDomId("itinerary")}
        type="button"
        onClick={add}
        disabled={days.length >= L.itineraryDays}
        className={`${buttonClass({ variant: "secondary", size: "inline" })} mt-3`}
        {...a11yProps("itinerary", errors)}
      >
        Add day {days.length + 1}
      </button>
      <FieldError field="itinerary" errors={errors} />
    </fieldset>
  );
}
