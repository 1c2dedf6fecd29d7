import { createContext, type ReactNode, useContext } from "react";
import { HINT, LABEL } from "./styles";

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
  error,
  className,
  children,
}: {
  id: string;
  legend: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset id={id} tabIndex={-1} className={className} {...controlAria(id, { error })}>
      <legend className={LABEL}>{legend}</legend>
      {children}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
