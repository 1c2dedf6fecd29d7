import { type KeyboardEvent, type ReactNode, useState } from "react";
import { CARD, HINT, INPUT, LABEL } from "../account/ProfileFields";

export { HINT, LABEL };

/**
 * The editor's form controls. Each is named by its field path ("title", "departures.2.seats_total"); its message
 * (from the shared schema or the server) sits under it and is tied to it with aria-describedby / aria-invalid.
 */
export type FieldErrors = Record<string, string>;

export const SMALL_BUTTON =
  "shrink-0 rounded-xl border border-stone-300 px-4 py-2 font-semibold hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800";

export const fieldDomId = (field: string) => `listing-${field.replaceAll(".", "-")}`;
export const errorDomId = (field: string) => `${fieldDomId(field)}-error`;
const hintDomId = (field: string) => `${fieldDomId(field)}-hint`;

/** aria attributes of a control: its error message (when any) and its hint. */
export function a11yProps(field: string, errors: FieldErrors, hint?: boolean) {
  const ids = [errors[field] ? errorDomId(field) : "", hint ? hintDomId(field) : ""].filter(Boolean).join(" ");
  return {
    "aria-invalid": errors[field] ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

export function FieldError({ field, errors }: { field: string; errors: FieldErrors }) {
  const message = errors[field];
  return message ? (
    <p id={errorDomId(field)} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

export function Hint({ field, children }: { field: string; children: ReactNode }) {
  return (
    <p id={hintDomId(field)} className={HINT}>
      {children}
    </p>
  );
}

interface TextProps {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  hint?: ReactNode;
  maxLength?: number;
  placeholder?: string;
}

/** A labelled control with its hint (when any) and its message under it. */
function LabelledField({
  field,
  label,
  hint,
  errors,
  children,
}: {
  field: string;
  label: string;
  hint?: ReactNode;
  errors: FieldErrors;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={fieldDomId(field)} className={LABEL}>
        {label}
      </label>
      {children}
      {hint && <Hint field={field}>{hint}</Hint>}
      <FieldError field={field} errors={errors} />
    </div>
  );
}

export function TextField({ field, label, value, onChange, errors, hint, maxLength, placeholder }: TextProps) {
  return (
    <LabelledField field={field} label={label} hint={hint} errors={errors}>
      <input
        id={fieldDomId(field)}
        name={field}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
        {...a11yProps(field, errors, Boolean(hint))}
      />
    </LabelledField>
  );
}

export function TextAreaField({ rows = 6, ...p }: TextProps & { rows?: number }) {
  return (
    <LabelledField field={p.field} label={p.label} hint={p.hint} errors={p.errors}>
      <textarea
        id={fieldDomId(p.field)}
        name={p.field}
        rows={rows}
        value={p.value}
        maxLength={p.maxLength}
        placeholder={p.placeholder}
        onChange={(e) => p.onChange(e.target.value)}
        className={INPUT}
        {...a11yProps(p.field, p.errors, Boolean(p.hint))}
      />
    </LabelledField>
  );
}

/** Whole numbers (days, seats): typed as text so a half-typed value is never lost; the schema checks the range. */
export function NumberField(p: Omit<TextProps, "maxLength" | "placeholder"> & { suffix?: string }) {
  return (
    <LabelledField field={p.field} label={p.label} hint={p.hint} errors={p.errors}>
      <div className="flex items-center gap-2">
        <input
          id={fieldDomId(p.field)}
          name={p.field}
          inputMode="numeric"
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          className={`${INPUT} max-w-32`}
          {...a11yProps(p.field, p.errors, Boolean(p.hint))}
        />
        {p.suffix && <span className="text-stone-600 dark:text-stone-300">{p.suffix}</span>}
      </div>
    </LabelledField>
  );
}

/** A price in euros (the form's unit; the API gets cents). */
export function MoneyField(p: Omit<TextProps, "maxLength" | "placeholder"> & { unit: string }) {
  return (
    <LabelledField field={p.field} label={p.label} hint={p.hint} errors={p.errors}>
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="text-lg font-semibold text-stone-700 dark:text-stone-200">
          €
        </span>
        <input
          id={fieldDomId(p.field)}
          name={p.field}
          inputMode="decimal"
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          className={`${INPUT} max-w-36`}
          {...a11yProps(p.field, p.errors, Boolean(p.hint))}
        />
        <span className="text-stone-600 dark:text-stone-300">{p.unit}</span>
      </div>
    </LabelledField>
  );
}

export function CheckboxField({
  field,
  label,
  checked,
  onChange,
  hint,
}: {
  field: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <div>
      <label className="flex cursor-pointer items-center gap-3 font-medium text-stone-900 dark:text-white">
        <input
          id={fieldDomId(field)}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="size-5 accent-brand-700"
          aria-describedby={hint ? hintDomId(field) : undefined}
        />
        {label}
      </label>
      {hint && <Hint field={field}>{hint}</Hint>}
    </div>
  );
}

const CHOICE =
  "flex cursor-pointer items-center gap-3 rounded-2xl border border-stone-300 bg-white px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-stone-700 dark:bg-stone-900 dark:has-[:checked]:border-brand-200 dark:has-[:checked]:bg-stone-800";

export function RadioField<T extends string>({
  field,
  label,
  options,
  value,
  onChange,
  errors,
}: {
  field: string;
  label: string;
  options: { value: T; label: string }[];
  value: T | "";
  onChange: (value: T) => void;
  errors: FieldErrors;
}) {
  return (
    <fieldset>
      <legend className={LABEL}>{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o, n) => (
          <label key={o.value} className={CHOICE}>
            <input
              id={n === 0 ? fieldDomId(field) : undefined}
              type="radio"
              name={field}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-brand-700"
              {...a11yProps(field, errors)}
            />
            <span className="font-medium text-stone-900 dark:text-white">{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError field={field} errors={errors} />
    </fieldset>
  );
}

/** Chips for a list of short texts (topics, languages, areas served): typed and added with Enter or "Add". */
export function ChipsField({
  field,
  label,
  values,
  onChange,
  errors,
  max,
  hint,
  placeholder,
  suggestions = [],
  itemName,
}: {
  field: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  errors: FieldErrors;
  max: number;
  hint?: ReactNode;
  placeholder?: string;
  suggestions?: string[];
  /** How one item is named in the remove buttons ("Remove topic Hiking"). */
  itemName: string;
}) {
  const [text, setText] = useState("");
  const add = (value: string) => {
    const v = value.trim().replace(/\s+/g, " ");
    if (v && values.length < max && !values.some((x) => x.toLowerCase() === v.toLowerCase())) onChange([...values, v]);
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault();
      add(text);
    }
  };
  const full = values.length >= max;
  const offered = suggestions.filter((s) => !values.includes(s));
  return (
    <LabelledField field={field} label={label} hint={hint} errors={errors}>
      <ChipList
        label={label}
        values={values}
        itemName={itemName}
        onRemove={(v) => onChange(values.filter((x) => x !== v))}
      />
      <div className="flex gap-2">
        <input
          id={fieldDomId(field)}
          value={text}
          disabled={full}
          placeholder={full ? `Up to ${max}` : placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          className={INPUT}
          {...a11yProps(field, errors, Boolean(hint))}
        />
        <button type="button" onClick={() => add(text)} disabled={full} className={SMALL_BUTTON}>
          Add<span className="sr-only"> {itemName}</span>
        </button>
      </div>
      {offered.length > 0 && !full && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-600 dark:text-stone-300">Quick add:</span>
          {offered.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => add(s)}
              className="rounded-full border border-stone-300 px-3 py-1 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
            >
              <span className="sr-only">Add {itemName} </span>
              {s}
            </button>
          ))}
        </div>
      )}
    </LabelledField>
  );
}

/** The chosen items of a list field, each with a remove button. */
export function ChipList({
  label,
  values,
  itemName,
  onRemove,
}: {
  label: string;
  values: string[];
  itemName: string;
  onRemove: (value: string) => void;
}) {
  if (values.length === 0) return null;
  return (
    <ul aria-label={label} className="mb-2 flex flex-wrap gap-2">
      {values.map((v) => (
        <li
          key={v}
          className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 dark:bg-stone-800 dark:text-white"
        >
          {v}
          <button
            type="button"
            aria-label={`Remove ${itemName} ${v}`}
            onClick={() => onRemove(v)}
            className="flex size-7 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-stone-700"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One titled part of the editor (Basics, Photos, Prices…). */
export function FormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`space-y-5 ${CARD}`}>
      <div>
        <h2 id={id} className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          {title}
        </h2>
        {intro && <p className={HINT}>{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** The problems found on the last try, each linking to its field; announced when it appears. */
export function ErrorList({ errors }: { errors: FieldErrors }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div
      id="listing-problems"
      role="alert"
      tabIndex={-1}
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">
        {entries.length === 1 ? "One field needs your attention:" : `${entries.length} fields need your attention:`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldDomId(field)}`} className="underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
