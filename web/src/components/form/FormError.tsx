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
