import { Link } from "react-router";
import { CurrencyPicker } from "./CurrencyPicker";
import { useDestinations } from "./DestinationsMenu";
import { usePopover } from "./usePopover";

const LINKS = [
  { label: "Hosts", to: "/hosts" },
  { label: "Listings", to: "/listings" },
  { label: "Blog", to: "/blog" },
  { label: "Account", to: "/auth" },
];

/** The mobile drawer (under 768 px): the header's links and destinations, and the currency picker. */
export function MobileMenu() {
  const { open, root, buttonProps, panelProps } = usePopover();
  const countries = useDestinations();
  return (
    <div ref={root} className="md:hidden">
      <button
        {...buttonProps}
        aria-label="Menu"
        className="flex size-10 flex-col items-center justify-center gap-1.5 rounded-full hover:bg-stone-100 dark:hover:bg-stone-800"
      >
        <span className={`h-0.5 w-5 rounded bg-current transition ${open ? "translate-y-1 rotate-45" : ""}`} />
        <span className={`h-0.5 w-5 rounded bg-current transition ${open ? "-translate-y-1 -rotate-45" : ""}`} />
      </button>
      <nav
        {...panelProps}
        aria-label="Mobile"
        className="absolute inset-x-0 top-16 z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-stone-200 bg-sand-50 px-4 pt-2 pb-6 shadow-lg dark:border-stone-800 dark:bg-stone-950"
      >
        <ul className="divide-y divide-stone-200 dark:divide-stone-800">
          {LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="block py-3 text-base font-medium">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="mt-4 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300">
          Destinations
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-x-4">
          {countries.map((c) => (
            <li key={c.country}>
              <Link to={`/hosts?country=${encodeURIComponent(c.country)}`} className="block py-2 text-sm">
                {c.country}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/destinations" className="mt-2 block py-2 text-sm font-semibold text-brand-700 dark:text-brand-200">
          View all destinations
        </Link>
        <CurrencyPicker className="mt-4" />
      </nav>
    </div>
  );
}
