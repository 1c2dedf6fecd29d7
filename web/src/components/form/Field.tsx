import { type ComponentProps, createContext, type ReactNode, useContext } from "react";

/* The looks, also for controls drawn by hand (a row of a list, a radio card). */

export const INPUT =
  "w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 focus:outline-none focus:ring-1 focus:ring-brand-700 aria-[invalid=true]:border-red-700 dark:border-stone-700 dark:bg-stone-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
export const LABEL = "mb-1 block text-sm font-medium text-stone-800 dark:text-stone-200";
export const HINT = "mt-1 text-sm text-stone-600 dark:text-stone-300";
/** The white card a form (or one part of a long one) sits in. */
export const CARD =
  "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-8 dark:bg-stone-900 dark:ring-white/10";
/** A radio or checkbox drawn as a card around its label; outlined when checked or focused by keyboard. */
export const CHOICE =
  "flex cursor-pointer gap-3 rounded-2xl border border-stone-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-stone-700 dark:bg-stone-900 dark:has-[:checked]:border-brand-200 dark:has-[:checked]:bg-stone-800";

/** A form's messages keyed by field name ("bio", "departures.2.seats_total"). */
export type FormErrors = Partial<Record<string, string>>;

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * The aria attributes of control `id`: invalid while it has a message, described by that message and its hint
 * (in that order, so the problem is read first).
 */
export function controlAria(id: string, { error, hint }: { error?: string; hint?: boolean }) {
  const describedBy = [error ? errorIdOf(id) : "", hint ? hintIdOf(id) : ""].filter(Boolean).join(" ");
  return { "aria-invalid": error ? (true as const) : undefined, "aria-describedby": describedBy || undefined };
}

type Control = { id: string } & ReturnType<typeof controlAria>;
const ControlContext = createContext<Control | null>(null);

/** The id and aria attributes the surrounding Field gives its control (none outside a Field). */
export function useFieldControl(): Partial<Control> {
  return useContext(ControlContext) ?? {};
}

/**
 * A field's message, under it (read with the control, which it describes). `alert` also announces it when it
 * appears: for a form without an error summary.
 */
export function FieldError({ id, message, alert = false }: { id: string; message?: string; alert?: boolean }) {
  return message ? (
    <p
      id={errorIdOf(id)}
      role={alert ? "alert" : undefined}
      className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
    >
      {message}
    </p>
  ) : null;
}

/**
 * A labelled control with its hint and its message: the kit's inputs inside take `id`, aria-invalid and
 * aria-describedby from it. Without `label` the control names itself (an autocomplete draws its own label).
 */
export function Field({
  id,
  label,
  hint,
  error,
  alert,
  className,
  children,
}: {
  id: string;
  label?: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Announce the message when it appears (FieldError). */
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {label && (
        <label htmlFor={id} className={LABEL}>
          {label}
        </label>
      )}
      <ControlContext value={{ id, ...controlAria(id, { error, hint: Boolean(hint) }) }}>{children}</ControlContext>
      {hint && (
        <p id={hintIdOf(id)} className={HINT}>
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} alert={alert} />
    </div>
  );
}

/**
 * A group of radios or checkboxes under a legend, with its message. It carries the field's id and can take focus,
 * so the error summary's link lands on it.
 */
export function FieldSet({
  id,
  legend,
  labelledBy,
  error,
  className,
  children,
}: {
  id: string;
  legend: ReactNode;
  /** A heading above that already says what `legend` would (a wizard step's): it names the group instead. */
  labelledBy?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset id={id} tabIndex={-1} className={className} aria-labelledby={labelledBy} {...controlAria(id, { error })}>
      {!labelledBy && <legend className={LABEL}>{legend}</legend>}
      {children}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/**
 * The kit's controls: the house look, and inside a Field its id and aria attributes (props given here win, for a
 * control used alone).
 */

export function TextInput({ className = "", ...props }: ComponentProps<"input">) {
  return <input {...useFieldControl()} className={`${INPUT} ${className}`} {...props} />;
}

export function TextArea({ className = "", ...props }: ComponentProps<"textarea">) {
  return <textarea {...useFieldControl()} className={`${INPUT} ${className}`} {...props} />;
}

export function Select({ className = "", ...props }: ComponentProps<"select">) {
  return <select {...useFieldControl()} className={`${INPUT} ${className}`} {...props} />;
}

/**
 * A number typed as text (inputMode numeric, or decimal for money), so a half-typed value is never lost; the
 * form's schema checks it. `prefix` and `suffix` stand beside it ("€", "days").
 */
export function NumberInput({
  decimal = false,
  prefix,
  suffix,
  className = "max-w-32",
  ...props
}: Omit<ComponentProps<"input">, "prefix"> & { decimal?: boolean; prefix?: ReactNode; suffix?: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      {prefix && (
        <span aria-hidden="true" className="text-lg font-semibold text-stone-700 dark:text-stone-200">
          {prefix}
        </span>
      )}
      <TextInput inputMode={decimal ? "decimal" : "numeric"} className={className} {...props} />
      {suffix && <span className="text-stone-600 dark:text-stone-300">{suffix}</span>}
    </div>
  );
}
