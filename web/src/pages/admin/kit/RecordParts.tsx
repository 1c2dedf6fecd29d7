import type { ReactNode } from "react";

/** One record's page in the console (a booking, a traveler): its parts as cards. */
export const RECORD_CARD =
  "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10";
const H2 = "font-display text-xl font-semibold text-stone-900 dark:text-white";

/** A labelled value of a record, in a `<dl>`: label above on phones, beside from `sm`. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-stone-600 dark:text-stone-300">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** A card of the record named by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={RECORD_CARD}>
      <h2 id={id} className={H2}>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
