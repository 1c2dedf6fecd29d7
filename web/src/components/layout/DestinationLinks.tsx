import { Link } from "react-router";
import { MAX_DESTINATIONS_MENU } from "../../../../domain/featured";
import { call } from "../../lib/api";
import { useAppQuery } from "../../lib/query";

/**
 * Spec §2 header: up to 20 countries that have listings, as links to their hosts. Loaded when a menu that shows
 * them first opens, with the query library it needs, so neither is part of the first screen's code.
 */
export function DestinationLinks({ className, itemClassName }: { className: string; itemClassName: string }) {
  const { data } = useAppQuery({
    queryKey: ["countries"],
    queryFn: ({ signal }) => call("GET /api/countries", { signal }),
  });
  return (
    <ul className={className} aria-label="Countries with listings" aria-busy={!data}>
      {(data?.countries ?? []).slice(0, MAX_DESTINATIONS_MENU).map((c) => (
        <li key={c.country}>
          <Link to={`/hosts?country=${encodeURIComponent(c.country)}`} className={itemClassName}>
            {c.country}
          </Link>
        </li>
      ))}
    </ul>
  );
}
