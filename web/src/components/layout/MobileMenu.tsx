import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useAuth } from "../../auth/context";
import { useSignInHere } from "../../auth/sign-in-here";
import { Menu } from "../ui/Menu";
import { CurrencyPicker } from "./CurrencyPicker";
import { DestinationLinks } from "./DestinationsMenu";
import { ThemeSwitcher } from "./ThemeSwitcher";

export const LINK = "block py-3 text-base font-medium";

// Only signed-in people have the drawer's account section: guests load none of its code.
const DrawerAccount = lazy(() => import("./DrawerAccount").then((m) => ({ default: m.DrawerAccount })));

/**
 * The mobile drawer (under 1024 px): the header's links (Travelers for signed-in people), destinations and the
 * currency picker; for a signed-in person the avatar menu's entries too under 768 px, where the header has no avatar
 * (spec §2: the traveler's edit item reads "Edit Trip Request"), for a guest an Account link; the theme switch under
 * 640 px, where the header has none. It opens over the bottom navigation (the header is above it) and scrolls, so
 * its end (the currency picker) is as reachable as its start.
 */
export function MobileMenu() {
  const { status } = useAuth();
  const signedIn = status === "signed-in";
  const links = [
    { label: "Hosts", to: "/hosts" },
    { label: "Listings", to: "/listings" },
    ...(signedIn ? [{ label: "Travelers", to: "/travelers" }] : []),
    { label: "Blog", to: "/blog" },
  ];
  return (
    <Menu
      className="lg:hidden"
      buttonLabel="Menu"
      button={(open) => (
        <>
          <span className={`h-0.5 w-5 rounded bg-current transition ${open ? "translate-y-1 rotate-45" : ""}`} />
          <span className={`h-0.5 w-5 rounded bg-current transition ${open ? "-translate-y-1 -rotate-45" : ""}`} />
        </>
      )}
      buttonClassName="flex size-10 flex-col items-center justify-center gap-1.5 rounded-full hover:bg-stone-100 dark:hover:bg-stone-800"
      panelClassName="absolute inset-x-0 top-16 z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-stone-200 bg-sand-50 px-4 pt-2 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-lg dark:border-stone-800 dark:bg-stone-950"
    >
      {(open) => (
        <nav aria-label="Mobile">
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
            {status === "signed-out" && <GuestAccountItem />}
          </ul>
          {signedIn && (
            <Suspense fallback={null}>
              <DrawerAccount />
            </Suspense>
          )}
          <h2 className="mt-4 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300">
            Destinations
          </h2>
          {open && (
            <Suspense fallback={null}>
              <DestinationLinks className="mt-2 grid grid-cols-2 gap-x-4" itemClassName="block py-2 text-sm" />
            </Suspense>
          )}
          <Link to="/destinations" className="mt-2 block py-2 text-sm font-semibold text-brand-700 dark:text-brand-200">
            View all destinations
          </Link>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
            <CurrencyPicker />
            <ThemeSwitcher className="flex sm:hidden" />
          </div>
        </nav>
      )}
    </Menu>
  );
}

/** A guest's Account entry: signs in and comes back to this page (its own component, so only it follows the address). */
function GuestAccountItem() {
  const to = useSignInHere();
  return (
    <li>
      <Link to={to} className={LINK}>
        Account
      </Link>
    </li>
  );
}
