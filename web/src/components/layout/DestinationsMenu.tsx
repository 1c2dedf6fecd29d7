import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Menu } from "../ui/Menu";

export const DestinationLinks = lazy(() => import("./DestinationLinks").then((m) => ({ default: m.DestinationLinks })));

/** Spec §2 header: up to 20 countries that have listings, then "View all destinations". */
export function DestinationsMenu() {
  const item =
    "block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-white";
  return (
    <Menu
      button="Destinations"
      chevron
      buttonClassName="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
      panelClassName="absolute top-full left-0 z-50 mt-2 max-h-[70vh] w-[min(32rem,92vw)] overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
    >
      {(open) => (
        <>
          {open && (
            <Suspense fallback={null}>
              <DestinationLinks className="grid grid-cols-2 gap-0.5" itemClassName={item} />
            </Suspense>
          )}
          <div className="my-1 h-px bg-stone-100 dark:bg-stone-800" />
          <Link to="/destinations" className={`${item} font-semibold text-brand-700 dark:text-brand-200`}>
            View all destinations
          </Link>
        </>
      )}
    </Menu>
  );
}
