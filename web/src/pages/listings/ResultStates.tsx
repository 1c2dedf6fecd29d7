import type { ReactNode } from "react";

/** Shared by /listings and /hosts: the states around a paginated grid of results. */

export function EmptyResults({ text, onClear }: { text: string; onClear?: () => void }) {
  return (
    <div className="col-span-full flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-stone-700">
      <p className="text-stone-700 dark:text-stone-200">{text}</p>
      {onClear && (
        <button
          type="button"
          onClick={onClear}
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

/** A failed load with a way to try again; `compact` for a failed "Load more" under results already shown. */
export function LoadFailed({
  what,
  onRetry,
  compact = false,
}: {
  what: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  return (
    <div
      role="alert"
      className={`col-span-full flex flex-col items-center gap-3 text-center ${
        compact ? "py-4" : "rounded-2xl border border-dashed border-stone-300 p-10 dark:border-stone-700"
      }`}
    >
      <p className="font-semibold text-stone-900 dark:text-white">We couldn't load {what}.</p>
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

export function LoadMore({
  loading,
  onClick,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mt-10 flex justify-center">
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading}
        className="min-w-40 rounded-full border border-stone-300 bg-white px-6 py-3 font-semibold text-stone-900 hover:bg-stone-100 disabled:cursor-wait disabled:opacity-70 dark:border-stone-700 dark:bg-stone-900 dark:text-white dark:hover:bg-stone-800"
      >
        {loading ? "Loading…" : children}
      </button>
    </div>
  );
}

/** Polite announcement of what the grid shows, so a filter change is heard, not only seen. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
      {children}
    </p>
  );
}
