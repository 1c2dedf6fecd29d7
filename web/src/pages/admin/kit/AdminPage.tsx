import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageTitle } from "../../../../../domain/titles";
import { usePageTitle } from "../../../lib/page-title";

/** One step of the breadcrumb trail after "Admin"; the last one is the page itself (no link). */
export interface Crumb {
  label: string;
  to?: string;
}

/** The trail from the console's overview to this page. */
export function Breadcrumbs({ crumbs, className = "" }: { crumbs: Crumb[]; className?: string }) {
  const trail: Crumb[] = [{ label: "Admin", to: "/admin" }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className={`text-sm text-stone-600 dark:text-stone-300 ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((c, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${c.label}-${c.to ?? ""}`} className="flex items-center gap-1.5">
              {last || !c.to ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className="font-medium text-stone-800 dark:text-stone-100"
                >
                  {c.label}
                </span>
              ) : (
                <Link
                  to={c.to}
                  className="underline-offset-2 hover:text-brand-700 hover:underline dark:hover:text-brand-200"
                >
                  {c.label}
                </Link>
              )}
              {!last && (
                <span aria-hidden="true" className="text-stone-400">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const WIDTH = { wide: "max-w-7xl", medium: "max-w-5xl", narrow: "max-w-4xl" } as const;

/**
 * An admin page's frame: breadcrumbs, the heading with its description and actions (an export, a "New …"), then the
 * page. Sets the document title. `crumbs` defaults to the page alone.
 */
export function AdminPage({
  title,
  description,
  crumbs,
  actions,
  width = "wide",
  children,
}: {
  title: string;
  description?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
  /** "wide" for tables, "medium" for queues and tools, "narrow" for forms and single records. */
  width?: keyof typeof WIDTH;
  children: ReactNode;
}) {
  usePageTitle(pageTitle(title));
  return (
    <div className={`mx-auto px-4 py-6 sm:py-8 ${WIDTH[width]}`}>
      <Breadcrumbs crumbs={crumbs ?? [{ label: title }]} />
      <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold text-stone-900 dark:text-white">{title}</h1>
          {description && <p className="mt-2 max-w-3xl text-stone-600 dark:text-stone-300">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
