import { Link } from "react-router";
import { KINDS, newListingPath } from "./kinds";

/** The four kinds of listing, each a link to its empty editor. */
export function KindChooser({ headingId, title }: { headingId: string; title: string }) {
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-xl font-semibold text-stone-900 dark:text-white">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {KINDS.map((k) => (
          <li key={k.kind}>
            <Link
              to={newListingPath(k.kind)}
              className="flex h-full flex-col gap-1 rounded-2xl border border-stone-300 bg-white p-4 hover:border-brand-700 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:hover:border-brand-200 dark:hover:bg-stone-800"
            >
              <span className="font-semibold text-stone-900 dark:text-white">{k.label}</span>
              <span className="text-sm text-stone-600 dark:text-stone-300">{k.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
