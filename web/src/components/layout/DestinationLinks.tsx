import { Link } from "react-router";
import { MAX_DESTINATIONS_MENU } from "../../../../domain/featured";
import { useCountries } from "../../lib/countries";

/**
 * Spec §2 header: up to 20 of the countries we have (the same list as /destinations and the home statistics,
 * worker/db/countries.ts), most listings first, as links to their hosts; when there are more, says how many are
 * left out, above the menu's "View all destinations". Loaded when a menu that shows them first opens, with the
 * query library it needs, so neither is part of the first screen's code.
 */
export function DestinationLinks({ className, itemClassName }: { className: string; itemClassName: string }) {
  const { data } = useCountries();
  const all = data?.countries ?? [];
  const shown = all.slice(0, MAX_DESTINATIONS_MENU);
  return (
    <>
      <ul className={className} aria-label="Countries with hosts and listings" aria-busy={!data}>
        {shown.map((c) => (
          <li key={c.country}>
            <Link to={`/hosts?country=${encodeURIComponent(c.country)}`} className={itemClassName}>
              {c.country}
            </Link>
          </li>
        ))}
      </ul>
      {all.length > shown.length && (
        <p className="px-3 pt-2 text-xs text-stone-600 dark:text-stone-300" data-testid="destinations-capped">
          Showing {shown.length} of {all.length} destinations, most listings first
        </p>
      )}
    </>
  );
}
