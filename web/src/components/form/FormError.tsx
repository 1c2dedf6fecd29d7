import { MESSAGES } from "../../../../domain/messages";
import { ApiRequestError } from "../../lib/api";

/** What to tell a person about a failed call: the server's own words for a refusal, else the §8 catch-alls. */
export function errorText(err: unknown): string {
  if (err instanceof ApiRequestError) {
    if (err.status === 0) return "We couldn't reach the server. Check your connection and try again.";
    if (err.status < 500 && err.message) return err.message;
  }
  return MESSAGES.unexpected;
}

/** A form-level failure (the server refused or could not be reached), announced when it appears. */
export function FormError({ id, message }: { id?: string; message: string | null }) {
  return message ? (
    <p
      id={id}
      role="alert"
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  ) : null;
}
