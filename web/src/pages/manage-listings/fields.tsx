import type { ReactNode } from "react";
import { ChipsInput } from "../../components/form/ChipsInput";
import {
  CHOICE,
  controlAria,
  Field,
  FieldSet,
  type FormErrors,
  HINT,
  FieldError as KitFieldError,
  NumberInput,
  TextArea,
  TextInput,
} from "../../components/form/Field";

/**
 * The editor's fields on the form kit. Each is named by its field path ("title", "departures.2.seats_total"); its
 * message (from the shared schema or the server) sits under it and is tied to it with aria-describedby / aria-invalid.
 */
export type FieldErrors = FormErrors;

export const fieldDomId = (field: string) => `listing-${field.replaceAll(".", "-")}`;

/** aria attributes of a control drawn by hand (a row of a list): its message (when any) and its hint. */
export const a11yProps = (field: string, errors: FieldErrors, hint?: boolean) =>
  controlAria(fieldDomId(field), { error: errors[field], hint });

export function FieldError({ field, errors }: { field: string; errors: FieldErrors }) {
  return <KitFieldError id={fieldDomId(field)} message={errors[field]} />;
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

export function TextField({ field, label, value, onChange, errors, hint, maxLength, placeholder }: TextProps) {
  return (
    <Field id={fieldDomId(field)} label={label} hint={hint} error={errors[field]}>
      <TextInput
        name={field}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function TextAreaField({ rows = 6, ...p }: TextProps & { rows?: number }) {
  return (
    <Field id={fieldDomId(p.field)} label={p.label} hint={p.hint} error={p.errors[p.field]}>
      <TextArea
        name={p.field}
        rows={rows}
        value={p.value}
        maxLength={p.maxLength}
        placeholder={p.placeholder}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </Field>
  );
}

/** Whole numbers (days, seats), with their unit after them. */
export function NumberField(p: Omit<TextProps, "maxLength" | "placeholder"> & { suffix?: string }) {
  return (
    <Field id={fieldDomId(p.field)} label={p.label} hint={p.hint} error={p.errors[p.field]}>
      <NumberInput name={p.field} value={p.value} suffix={p.suffix} onChange={(e) => p.onChange(e.target.value)} />
    </Field>
  );
}

/** A price in euros (the form's unit; the API gets cents). */
export function MoneyField(p: Omit<TextProps, "maxLength" | "placeholder"> & { unit: string }) {
  return (
    <Field id={fieldDomId(p.field)} label={p.label} hint={p.hint} error={p.errors[p.field]}>
      <NumberInput
        decimal
        name={p.field}
        prefix="€"
        suffix={p.unit}
        className="max-w-36"
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </Field>
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
  const id = fieldDomId(field);
  return (
    <div>
      <label className="flex cursor-pointer items-center gap-3 font-medium text-stone-900 dark:text-white">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="size-5 accent-brand-700"
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      )}
    </div>
  );
}

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
    <FieldSet id={fieldDomId(field)} legend={label} error={errors[field]}>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className={`${CHOICE} items-center px-4 py-3`}>
            <input
              type="radio"
              name={field}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-brand-700"
            />
            <span className="font-medium text-stone-900 dark:text-white">{o.label}</span>
          </label>
        ))}
      </div>
    </FieldSet>
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
  suggestions,
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
  /** How one item is named in the buttons ("Remove topic Hiking"). */
  itemName: string;
}) {
  return (
    <Field id={fieldDomId(field)} label={label} hint={hint} error={errors[field]}>
      <ChipsInput
        values={values}
        onChange={onChange}
        listLabel={label}
        itemName={itemName}
        max={max}
        placeholder={placeholder}
        suggestions={suggestions}
      />
    </Field>
  );
}
