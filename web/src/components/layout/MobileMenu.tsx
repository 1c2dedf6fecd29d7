import { useId } from "react";
import { Link } from "react-router";
import { avatarMenu } from "../../../../domain/navigation";
import { useAuth } from "../../auth/context";
import { Menu } from "../ui/Menu";
import { accountName, MenuSections, UserAvatar } from "./AccountMenuParts";
import { CurrencyPicker } from "./CurrencyPicker";
import { useDestinations } from "./DestinationsMenu";

const LINK = "block py-3 text-base font-medium";

/**
 * The mobile drawer (under 768 px): the header's links (Travelers for signed-in people), destinations and the
 * currency picker; for a signed-in person the avatar menu's entries too (spec §2: the traveler's edit item reads
 * "Edit Trip Request"), for a guest an Account link.
 */
export function MobileMenu() {
  const countries = useDestinations();
  const { status, profile, user } = useAuth();
  const signedIn = status === "signed-in";
  const accountHeading = useId();
  const links = [
    { label: "Hosts", to: "/hosts" },
    { label: "Listings", to: "/listings" },
    ...(signedIn ? [{ label: "Travelers", to: "/travelers" }] : []),
    { label: "Blog", to: "/blog" },
    ...(status === "signed-out" ? [{ label: "Account", to: "/auth" }] : []),
  ];
  return (
    <Menu
      className="md:hidden"
      buttonLabel="Menu"
      button={(open) => (
        <>
          <span className={`h-0.5 w-5 rounded bg-current transition ${open ? "translate-y-1 rotate-45" : ""}`} />
          <span className={`h-0.5 w-5 rounded bg-current transition ${open ? "-translate-y-1 -rotate-45" : ""}`} />
        </>
      )}
      buttonClassName="flex size-10 flex-col items-center justify-center gap-1.5 rounded-full hover:bg-stone-100 dark:hover:bg-stone-800"
      panelClassName="absolute inset-x-0 top-16 z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-stone-200 bg-sand-50 px-4 pt-2 pb-6 shadow-lg dark:border-stone-800 dark:bg-stone-950"
    >
      <nav aria-label="Mobile">
        <ul className="divide-y divide-stone-200 dark:divide-stone-800">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={LINK}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        {signedIn && (
          <section aria-labelledby={accountHeading} className="mt-2 border-t border-stone-200 dark:border-stone-800">
            <h2 id={accountHeading} className="flex items-center gap-3 pt-4 pb-1">
              <UserAvatar size={32} />
              <span className="truncate font-semibold text-stone-900 dark:text-white">
                {accountName(profile, user)}
              </span>
            </h2>
            <MenuSections sections={avatarMenu(profile, "drawer")} itemClassName={LINK} />
          </section>
        )}
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
    </Menu>
  );
}
