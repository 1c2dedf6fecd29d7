import { LISTING_LIMITS as L } from "../../../../domain/listing-form";
import { Field, HINT, LABEL, TextInput } from "../../components/form/Field";
import { buttonClass } from "../../components/ui/Button";
import { type DraftDeparture, newDepartureKey } from "./editor-draft";
import { a11yProps, FieldError, type FieldErrors, fieldDomId } from "./fields";

const todayIso = () => new Date().toISOString().slice(0, 10);

/** A group tour's departures: dates and seats; seats already booked are shown and cannot be undercut. */
export function DeparturesField({
  departures,
  onChange,
  errors,
}: {
  departures: DraftDeparture[];
  onChange: (departures: DraftDeparture[]) => void;
  errors: FieldErrors;
}) {
  const change = (key: string, patch: Partial<DraftDeparture>) =>
    onChange(departures.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const add = () => {
    onChange([
      ...departures,
      { key: newDepartureKey(), start_date: "", end_date: "", seats_total: "", seats_booked: 0 },
    ]);
    requestAnimationFrame(() =>
      document.getElementById(fieldDomId(`departures.${departures.length}.start_date`))?.focus(),
    );
  };
  const remove = (index: number) => {
    onChange(departures.filter((_, i) => i !== index));
    requestAnimationFrame(() => document.getElementById(fieldDomId("departures"))?.focus());
  };
  return (
    <fieldset>
      <legend className={LABEL}>Departures</legend>
      <p className={`${HINT} mt-0 mb-3`}>
        The dates travelers can join, with the seats of each (at most the maximum group size).
      </p>
      {departures.length > 0 && (
        <ol className="space-y-4">
          {departures.map((d, i) => {
            const f = (part: string) => `departures.${i}.${part}`;
            const n = i + 1;
            return (
              <li
                key={d.key}
                className="rounded-2xl border border-stone-200 p-4 dark:border-stone-700"
                aria-label={`Departure ${n}`}
              >
                <div className="grid gap-4 sm:grid-cols-[1fr_1fr_8rem]">
                  <Field
                    id={fieldDomId(f("start_date"))}
                    label={`Departure ${n} start date`}
                    error={errors[f("start_date")]}
                  >
                    <TextInput
                      type="date"
                      min={d.id ? undefined : todayIso()}
                      value={d.start_date}
                      onChange={(e) => change(d.key, { start_date: e.target.value })}
                    />
                  </Field>
                  <Field id={fieldDomId(f("end_date"))} label="End date (optional)" error={errors[f("end_date")]}>
                    <TextInput
                      type="date"
                      min={d.start_date || undefined}
                      value={d.end_date}
                      onChange={(e) => change(d.key, { end_date: e.target.value })}
                    />
                  </Field>
                  <Field id={fieldDomId(f("seats_total"))} label="Seats" error={errors[f("seats_total")]}>
                    <TextInput
                      inputMode="numeric"
                      value={d.seats_total}
                      onChange={(e) => change(d.key, { seats_total: e.target.value })}
                    />
                  </Field>
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
                  <span className="text-stone-600 dark:text-stone-300">
                    {d.seats_booked > 0 ? `${d.seats_booked} booked` : "No bookings yet"}
                  </span>
                  {d.seats_booked === 0 && (
                    <button
                      type="button"
                      onClick={() => remove(i)}
                      className="font-semibold text-red-700 underline underline-offset-2 dark:text-red-300"
                    >
                      Remove departure {n}
                    </button>
                  )}
                </div>
                <FieldError field={`departures.${i}`} errors={errors} />
              </li>
            );
          })}
        </ol>
      )}
      <button
        id={fieldDomId("departures")}
        type="button"
        onClick={add}
        disabled={departures.length >= L.departures}
        className={`${buttonClass({ variant: "secondary", size: "inline" })} mt-3`}
        {...a11yProps("departures", errors)}
      >
        Add a departure
      </button>
      <FieldError field="departures" errors={errors} />
    </fieldset>
  );
}
