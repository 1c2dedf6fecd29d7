import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiRequestError } from "../../lib/api";

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** A 404 is an answer, not a glitch: retrying it only delays the not-found state. */
export function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !isNotFound(error) && failures < 2;
}

/** A failed load with a way to try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 p-8 text-center dark:border-stone-700"
    >
      <p className="font-display text-xl font-semibold">{title}</p>
      <p className="text-sm text-stone-600 dark:text-stone-300">Check your connection and try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Try again
      </button>
    </div>
  );
}

/** A page whose subject does not exist (or has nothing to show): what happened and where to go instead. */
export function NotFoundState({
  title,
  children,
  links,
}: {
  title: string;
  children: ReactNode;
  links: { to: string; label: string }[];
}) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="font-display text-6xl font-semibold text-brand-700 dark:text-brand-200">404</p>
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      <p className="text-stone-600 dark:text-stone-300">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {links.map((l, n) => (
          <Link
            key={l.to}
            to={l.to}
            className={
              n === 0
                ? "rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                : "rounded-full border border-stone-300 px-5 py-2.5 font-semibold hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
            }
          >
            {l.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="col-span-full rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600 dark:border-stone-700 dark:text-stone-300">
      {children}
    </p>
  );
}

/** A rounded outline link placed beside a section heading ("All hosts in Nepal"). */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold hover:bg-white dark:border-stone-700 dark:hover:bg-stone-800"
    >
      {children}
    </Link>
  );
}
