import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useAuth } from "../../auth/context";
import { useSignInHere } from "../../auth/sign-in-here";
import { CurrencyPicker } from "./CurrencyPicker";
import { DestinationLinks } from "./DestinationsMenu";
import { ThemeSwitcher } from "./ThemeSwitcher";

export const LINK = "block py-3 text-base font-medium";

// Only signed-in people have the drawer's account section: guests load none of its code.
const DrawerAccount = lazy(() => import("./DrawerAccount").then((m) => ({ default: m.DrawerAccount })));

/** The open mobile drawer's content (MobileMenu): loaded when the drawer is first opened. */
export function MobileMenuPanel() {
  const { status } = useAuth();
  const signedIn = status === "signed-in";
  const links = [
    { label: "Hosts", to: "/hosts" },
    { label: "Listings", to: "/listings" },
    ...(signedIn ? [{ label: "Travelers", to: "/travelers" }] : []),
    { label: "Blog", to: "/blog" },
  ];
  return (
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
      <Suspense fallback={null}>
        <DestinationLinks className="mt-2 grid grid-cols-2 gap-x-4" itemClassName="block py-2 text-sm" />
      </Suspense>
      <Link to="/destinations" className="mt-2 block py-2 text-sm font-semibold text-brand-700 dark:text-brand-200">
        View all destinations
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <CurrencyPicker />
        <ThemeSwitcher className="flex sm:hidden" />
      </div>
    </nav>
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
