import { Link } from "react-router";
import { ApiRequestError } from "../../lib/api";

/** A missing page is an answer, not a hiccup: asking again would only delay the not-found state. */
export function retryUnlessNotFound(failures: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status === 404) return false;
  return failures < 2;
}

export function isNotFound(error: Error | null): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The detail pages' 404: the not-found page's look, with a sentence about what is missing. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Not found · Untrodden</title>
      <p className="font-display text-7xl font-semibold text-brand-700 dark:text-brand-200">404</p>
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      <p className="text-stone-600 dark:text-stone-300">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/listings"
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Browse listings
        </Link>
        <Link
          to="/hosts"
          className="rounded-full border border-stone-300 px-5 py-2.5 font-semibold hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
        >
          Browse hosts
        </Link>
      </div>
    </section>
  );
}

/** A failed load that may succeed on a second try (network, 5xx). */
export function LoadErrorState({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="font-display text-2xl font-semibold">We couldn't load this {what}</h1>
      <p className="text-stone-600 dark:text-stone-300">Check your connection and try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Try again
      </button>
    </section>
  );
}
