import { type FormEvent, useId, useState } from "react";
import { isCodeShaped, normalizeCode, SECOND_FACTOR_TEXT as T } from "../../../domain/second-factor";
import { Field, FormMessage, PRIMARY_BUTTON } from "../pages/auth/parts";
import { AuthError } from "./client";

/** The words for a refused or failed code check. */
export function codeErrorText(err: unknown): string {
  if (err instanceof AuthError) {
    if (err.status === 429) return T.tooManyTries;
    if (err.retryable) return T.failed;
    return T.wrongCode;
  }
  return T.failed;
}

/**
 * One 6-digit authenticator code: checked for shape here, then handed to `onCode`, whose failure is shown under the
 * field (the field keeps what was typed, and takes the focus back).
 */
export function CodeForm({
  onCode,
  submitLabel = T.verify,
  autoFocus = false,
}: {
  onCode: (code: string) => Promise<void>;
  submitLabel?: string;
  autoFocus?: boolean;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem("code") as HTMLInputElement | null;
    const typed = normalizeCode(code);
    if (!isCodeShaped(typed)) {
      setError(T.codeShape);
      input?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onCode(typed);
    } catch (err) {
      setError(codeErrorText(err));
      input?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={T.codeLabel}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        autoFocus={autoFocus}
        invalid={error !== null}
        describedBy={errorId}
      />
      {error && (
        <FormMessage id={errorId} tone="error">
          {error}
        </FormMessage>
      )}
      <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
        {busy ? T.verifying : submitLabel}
      </button>
    </form>
  );
}
