import { useCallback, useState } from "react";
import { MESSAGES } from "../../../../domain/messages";
import { AuthError } from "../../auth/client";

/** What to show for a failed auth call: the server's own message (spec: e.g. a refused common password). */
export function authErrorText(err: unknown): string {
  if (err instanceof AuthError) {
    if (err.status === 0) return MESSAGES.connectionProblemText;
    if (err.status >= 500) return MESSAGES.unexpected;
    return err.message || MESSAGES.unexpected;
  }
  return MESSAGES.unexpected;
}

/**
 * A form's submission: `busy` while it runs, then its error (or null). `run` returns whether the action succeeded;
 * `fail` shows a message without calling anything (client-side checks).
 */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; code: string | null } | null>(null);

  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setError({ text: authErrorText(err), code: err instanceof AuthError ? err.code : null });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const fail = useCallback((text: string) => setError({ text, code: null }), []);
  const clear = useCallback(() => setError(null), []);

  return { busy, error, run, fail, clear };
}
