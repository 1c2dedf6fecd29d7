import { type ComponentProps, type ReactNode, useId, useState } from "react";
import type { ContactMethod } from "../../../../domain/credentials";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../../domain/password-policy";
import { hintIdOf, Field as KitField, TextInput } from "../../components/form/Field";
import { Button, buttonClass } from "../../components/ui/Button";

/** The pieces the sign-in screens share: the card, fields with their autofill hints (spec §5), messages, buttons. */

/** The sign-in screens' buttons fill the card's width. */
export const PRIMARY_BUTTON = buttonClass({ block: true });
export const SECONDARY_BUTTON = buttonClass({ variant: "secondary", block: true });
export const TEXT_LINK =
  "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200 disabled:cursor-wait disabled:opacity-70";

/** The centred card every auth screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[70vh] w-full max-w-md flex-col justify-center px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:p-8 dark:bg-stone-900 dark:ring-white/10"
      >
        <h1 id="auth-title" className="font-display text-2xl font-semibold text-stone-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {intro && <div className="mt-2 text-stone-600 dark:text-stone-300">{intro}</div>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}

/** A form's outcome: an error (announced at once) or a notice such as "we sent a new link". */
export function FormMessage({ id, tone, children }: { id?: string; tone: "error" | "success"; children: ReactNode }) {
  const look =
    tone === "error"
      ? "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      : "border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-stone-800 dark:text-brand-100";
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-4 py-3 text-sm ${look}`}>
      {children}
    </div>
  );
}

type InputProps = Omit<ComponentProps<"input">, "className" | "id">;

/**
 * A labelled input on the form kit; `invalid` ties it to the form's message, named by `describedBy` (the sign-in
 * forms report problems for the whole form, not per field).
 */
export function Field({
  label,
  hint,
  invalid,
  describedBy,
  trailing,
  ...input
}: InputProps & { label: string; hint?: string; invalid?: boolean; describedBy?: string; trailing?: ReactNode }) {
  const id = useId();
  const described = [hint ? hintIdOf(id) : null, invalid ? describedBy : null].filter(Boolean).join(" ") || undefined;
  return (
    <KitField id={id} label={label} hint={hint}>
      <div className="relative">
        <TextInput
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          className={trailing ? "pr-16" : ""}
          {...input}
        />
        {trailing}
      </div>
    </KitField>
  );
}

/** An e-mail input's keyboard and autofill hints (spec §5). */
export const EMAIL_INPUT = {
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  autoCapitalize: "none",
  autoCorrect: "off",
  spellCheck: false,
} as const;

/** E-mail or phone: a two-way switch that changes the field's type, keyboard and autofill hint (spec §5). */
export function ContactField({
  method,
  onMethod,
  value,
  onChange,
  invalid,
  describedBy,
  autoFocus,
}: {
  method: ContactMethod;
  onMethod: (method: ContactMethod) => void;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const email = method === "email";
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Use e-mail or phone</legend>
      <div className="inline-flex rounded-full bg-stone-100 p-1 text-sm dark:bg-stone-800">
        {(["email", "phone"] as const).map((m) => (
          <label
            key={m}
            className="cursor-pointer rounded-full px-3 py-1.5 font-medium text-stone-700 has-checked:bg-white has-checked:text-stone-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:text-stone-300 dark:has-checked:bg-stone-950 dark:has-checked:text-white"
          >
            <input
              type="radio"
              name="contact-method"
              value={m}
              checked={method === m}
              onChange={() => onMethod(m)}
              className="sr-only"
            />
            {m === "email" ? "E-mail" : "Phone"}
          </label>
        ))}
      </div>
      <Field
        key={method}
        label={email ? "E-mail address" : "Phone number"}
        hint={email ? undefined : "With the country code, e.g. +7 701 123 4567"}
        type={email ? "email" : "tel"}
        inputMode={email ? "email" : "tel"}
        autoComplete={email ? "email" : "tel"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        invalid={invalid}
        describedBy={describedBy}
        autoFocus={autoFocus}
      />
    </fieldset>
  );
}

/** A password input with a Show/Hide button; `isNew` switches the autofill hint and the length limits. */
export function PasswordField({
  label = "Password",
  isNew,
  hint,
  value,
  onChange,
  invalid,
  describedBy,
  autoFocus,
}: {
  label?: string;
  isNew: boolean;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={label}
      hint={hint}
      type={shown ? "text" : "password"}
      autoComplete={isNew ? "new-password" : "current-password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      minLength={isNew ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={isNew ? PASSWORD_MAX_LENGTH : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      invalid={invalid}
      describedBy={describedBy}
      autoFocus={autoFocus}
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          className="absolute inset-y-1 right-1 rounded-md px-2 text-xs font-semibold text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
        >
          {shown ? "Hide" : "Show"}
        </button>
      }
    />
  );
}

/** The 6-digit code field: numeric keyboard and the platform's one-time-code autofill. */
export function CodeField({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <Field
      label="6-digit code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}

export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel: string }) {
  return (
    <Button type="submit" block busy={busy} busyLabel={busyLabel}>
      {children}
    </Button>
  );
}

/** "or" between the password form and the identity providers. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-stone-600 uppercase dark:text-stone-400">
      <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
      {children}
      <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
    </div>
  );
}

/** The centred "one moment" state while the session is being read. */
export function AuthPending({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-stone-600 dark:text-stone-300"
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      {label}
    </div>
  );
}
