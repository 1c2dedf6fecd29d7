import { type ReactNode, Suspense } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { BRAND } from "../../../../domain/brand";
import { useAuth } from "../../auth/context";
import { ErrorBoundary } from "../../components/ErrorBoundary";
import { SkipLink } from "../../components/layout/SkipLink";
import { PageSkeleton } from "../../components/Skeletons";
import { Menu } from "../../components/ui/Menu";
import { Component as NotFoundPage } from "../NotFoundPage";

/** The console's pages, in the groups the navigation shows them in (spec §2 admin children). */
export const ADMIN_PAGES = [
  { to: "/admin", label: "Overview", group: "" },
  { to: "/admin/hosts", label: "Host applications", group: "People" },
  { to: "/admin/travelers", label: "Travelers", group: "People" },
  { to: "/admin/incomplete-users", label: "Incomplete sign-ups", group: "People" },
  { to: "/admin/listings", label: "Listings", group: "Marketplace" },
  { to: "/admin/bookings", label: "Bookings", group: "Marketplace" },
  { to: "/admin/reviews", label: "Reviews", group: "Marketplace" },
  { to: "/admin/conversations", label: "Conversations", group: "Marketplace" },
  { to: "/admin/admin-chat", label: "Chat", group: "Marketplace" },
  { to: "/admin/blog", label: "Articles", group: "Content" },
  { to: "/admin/inbox", label: "Inbox", group: "Content" },
  { to: "/admin/marketing", label: "Marketing", group: "Messages" },
  { to: "/admin/push-notifications", label: "Push notifications", group: "Messages" },
  { to: "/admin/email-settings", label: "E-mails", group: "Messages" },
  { to: "/admin/audit", label: "Audit log", group: "System" },
  { to: "/admin/testing", label: "Testing", group: "System" },
  { to: "/debug-index", label: "Debug tools", group: "System" },
];

const LINK =
  "block rounded-lg px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-white dark:aria-[current=page]:bg-stone-800 dark:aria-[current=page]:text-white";

const GROUPS = [...new Set(ADMIN_PAGES.map((p) => p.group))];

function AdminLinks() {
  return (
    <div className="space-y-3">
      {GROUPS.map((g) => (
        <div key={g || "top"}>
          {g && (
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">
              {g}
            </p>
          )}
          <ul className="space-y-0.5">
            {ADMIN_PAGES.filter((p) => p.group === g).map((p) => (
              <li key={p.to}>
                <NavLink to={p.to} end={p.to === "/admin"} className={LINK}>
                  {p.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="border-t border-stone-200 pt-2 dark:border-stone-800">
        <Link to="/" className={LINK}>
          Back to the site
        </Link>
      </div>
    </div>
  );
}

/** The admin area's `<main>`: an admin page that fails or is still loading leaves the admin frame standing. */
function AdminMain({ children = <Outlet /> }: { children?: ReactNode }) {
  const { key } = useLocation();
  return (
    <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
      <ErrorBoundary resetKey={key}>
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </ErrorBoundary>
    </main>
  );
}

/** The admin area's frame: its own bar, a sidebar on wide screens and a menu on phones, the page beside them. */
function AdminFrame() {
  return (
    <>
      <SkipLink />
      <header className="border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-950">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <p className="font-display text-lg font-semibold text-brand-700 dark:text-brand-200">
            {BRAND.name} <span className="text-stone-600 dark:text-stone-300">Admin</span>
          </p>
          <nav aria-label="Admin" className="lg:hidden">
            <Menu
              button="Menu"
              chevron
              buttonClassName="flex items-center gap-1 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold dark:border-stone-700"
              panelClassName="absolute top-full right-0 z-50 mt-2 max-h-[80dvh] w-64 overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
            >
              <AdminLinks />
            </Menu>
          </nav>
        </div>
      </header>
      <div className="lg:flex">
        <nav
          aria-label="Admin"
          className="hidden w-60 shrink-0 border-r border-stone-200 p-4 lg:block lg:min-h-[calc(100dvh-3.75rem)] dark:border-stone-800"
        >
          <AdminLinks />
        </nav>
        <AdminMain />
      </div>
    </>
  );
}

/**
 * The layout of every /admin page (spec §2: the site's navigation chrome is hidden inside /admin). Admins only:
 * anyone else sees the not-found page, as for a page that does not exist.
 */
export function Component() {
  const auth = useAuth();
  if (auth.status === "signed-in" && auth.profile?.is_admin) return <AdminFrame />;
  const loading = auth.status === "loading" || (auth.status === "signed-in" && auth.profileLoading);
  return <AdminMain>{loading ? <PageSkeleton /> : <NotFoundPage />}</AdminMain>;
}
