import type { ReactNode } from "react";

export const LINK =
  "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-200";

/** One panel of the dashboard: a titled card (the title is the section's accessible name). */
export function Panel({
  id,
  title,
  action,
  children,
  className = "",
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A number with its label ("3 Published"); `dot` marks something waiting (spec §4's red unread dot). */
export function Stat({ value, label, dot = false }: { value: number; label: string; dot?: boolean }) {
  return (
    <div className="rounded-2xl bg-stone-50 px-4 py-3 dark:bg-stone-800">
      <p className="font-display text-2xl font-semibold text-stone-900 dark:text-white">{value}</p>
      <p className="flex items-center gap-1.5 text-sm text-stone-600 dark:text-stone-300">
        {dot && <span aria-hidden="true" className="size-2 rounded-full bg-red-600 dark:bg-red-400" />}
        {label}
      </p>
    </div>
  );
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
