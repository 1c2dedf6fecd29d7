import { type FormEvent, lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { SHELL_MESSAGES } from "../../../../domain/shell-messages";
import { useAuth } from "../../auth/context";
import { useSignInHere } from "../../auth/sign-in-here";
import { useStableNavigate } from "../../lib/navigate";
import { useToast } from "../../lib/toast";
import { useNoticeCount, useUnreadDot } from "../../realtime/unread-dot";
import { BellIcon, ChatIcon, SearchIcon, UserIcon } from "../shell-icons";
import { Menu } from "../ui/Menu";
import { CurrencyPicker } from "./CurrencyPicker";
import { DestinationsMenu } from "./DestinationsMenu";
import { HeaderSearch } from "./HeaderSearch";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { ThemeSwitcher } from "./ThemeSwitcher";

// Only signed-in people have the avatar menu: guests load none of its code.
const AvatarMenu = lazy(() => import("./AvatarMenu").then((m) => ({ default: m.AvatarMenu })));

// The bell's list opens on demand: nobody loads it until they open it.
const NotificationsPanel = lazy(() =>
  import("../../pages/notifications/NotificationsPanel").then((m) => ({ default: m.NotificationsPanel })),
);

/** Holds the avatar's place while who is signed in is not known yet. */
const AVATAR_PLACEHOLDER = (
  <span aria-hidden="true" className="hidden size-9 rounded-full bg-stone-200 md:block dark:bg-stone-800" />
);

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${
    isActive
      ? "bg-brand-50 text-brand-800 dark:bg-stone-800 dark:text-white"
      : "text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
  }`;

const ICON_BUTTON = "rounded-full p-2 text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800";

/**
 * Spec §2 header: Travelers only for signed-in people; the message icon opens /chat, or sends a guest to /auth
 * with "Please log in to continue"; the avatar menu when signed in, else the Account button.
 *
 * It fits every width from 320 px, whoever is signed in: from 1024 px the search box and the links; under 1024 px a
 * search button and the menu (the drawer holds the links); the avatar menu or Account button from 768 px (under
 * it the drawer holds the account's entries too); the theme switch from 640 px (under it, in the drawer).
 */
export function Header() {
  const navigate = useStableNavigate();
  const { status } = useAuth();
  const signedIn = status === "signed-in";
  const [query, setQuery] = useState("");

  const search = (e: FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    navigate(q ? `/listings?search=${encodeURIComponent(q)}` : "/listings");
  };

  return (
    <header className="sticky top-0 z-50 border-b border-stone-200/70 bg-sand-50/90 backdrop-blur dark:border-stone-800 dark:bg-stone-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Logo />
        <search className="ml-2 hidden min-w-0 max-w-xs flex-1 lg:block">
          <form onSubmit={search}>
            <label className="relative block">
              <span className="sr-only">Search listings</span>
              <SearchIcon
                width={16}
                height={16}
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
              />
              <input
                type="search"
                enterKeyHint="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Search tours, drivers, places"
                className="w-full rounded-full border border-stone-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-stone-500 dark:border-stone-700 dark:bg-stone-900"
              />
            </label>
          </form>
        </search>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-0.5 lg:flex">
          <DestinationsMenu />
          <NavLink to="/hosts" className={navLink}>
            Hosts
          </NavLink>
          <NavLink to="/listings" className={navLink}>
            Listings
          </NavLink>
          {signedIn && (
            <NavLink to="/travelers" className={navLink}>
              Travelers
            </NavLink>
          )}
          <NavLink to="/blog" className={navLink}>
            Blog
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-2">
          <HeaderSearch buttonClassName={ICON_BUTTON} />
          <CurrencyPicker compact className="hidden xl:flex" />
          <ThemeSwitcher className="hidden sm:flex" />
          {signedIn && <NotificationsBell />}
          {signedIn ? <MessagesLink /> : <GuestMessagesButton />}
          <MobileMenu />
          {signedIn ? (
            <Suspense fallback={AVATAR_PLACEHOLDER}>
              <AvatarMenu />
            </Suspense>
          ) : status === "loading" ? (
            AVATAR_PLACEHOLDER
          ) : (
            <GuestAccountButton />
          )}
        </div>
      </div>
    </header>
  );
}

/** The red dot on a message icon or tab: unread messages exist (spec §2, §4). */
export function UnreadDot({ className = "" }: { className?: string }) {
  return (
    <span
      data-testid="unread-dot"
      aria-hidden="true"
      className={`absolute size-2.5 rounded-full bg-red-600 ring-2 ring-sand-50 dark:ring-stone-950 ${className}`}
    />
  );
}

/** The signed-in person's message icon, with the unread dot (its name says so to screen readers too). */
function MessagesLink() {
  const unread = useUnreadDot();
  return (
    <Link
      to="/chat"
      aria-label={unread ? "Messages (unread messages)" : "Messages"}
      className={`relative ${ICON_BUTTON}`}
    >
      <ChatIcon />
      {unread && <UnreadDot className="top-1.5 right-1.5" />}
    </Link>
  );
}

/**
 * The signed-in person's bell with their unread notifications' count (live from the hub): on a phone a link to
 * /notifications, from 768 px a disclosure with the latest ones (its code loads when it first opens).
 */
function NotificationsBell() {
  const count = useNoticeCount();
  // Named by text, not aria-label: the visible count is part of the name (axe label-content-name-mismatch).
  const content = (
    <>
      <BellIcon />
      <span className="sr-only">{count ? `Notifications (${count} unread)` : "Notifications"}</span>
      {count > 0 && (
        <span
          data-testid="notifications-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-4.5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-4.5 font-bold text-white ring-2 ring-sand-50 dark:ring-stone-950"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </>
  );
  return (
    <>
      {/* Narrower on the smallest phones, where the header has no pixel to spare at 320 px. */}
      <Link to="/notifications" className={`relative md:hidden ${ICON_BUTTON} max-sm:px-1`}>
        {content}
      </Link>
      <Menu
        className="relative hidden md:block"
        button={content}
        buttonClassName={`relative ${ICON_BUTTON}`}
        panelClassName="absolute top-full right-0 z-50 mt-2 w-96 max-w-[calc(100vw-2rem)] rounded-2xl bg-white shadow-xl ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
        panelTestId="notifications-panel"
      >
        {(open) =>
          open && (
            <Suspense fallback={null}>
              <NotificationsPanel />
            </Suspense>
          )
        }
      </Menu>
    </>
  );
}

/**
 * A guest's Account button: signs in and comes back to this page. Its own component, so only it follows the
 * address (the header does not re-render on every navigation or query change).
 */
function GuestAccountButton() {
  const to = useSignInHere();
  return (
    <Link
      to={to}
      className="hidden items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 md:flex"
    >
      <UserIcon width={16} height={16} /> Account
    </Link>
  );
}

/** A guest's message icon: "Please log in to continue", then sign-in that comes back to this page. */
function GuestMessagesButton() {
  const navigate = useStableNavigate();
  const { toast } = useToast();
  const to = useSignInHere();
  const open = () => {
    toast(SHELL_MESSAGES.loginToContinue);
    navigate(to);
  };
  return (
    <button type="button" onClick={open} aria-label="Messages" className={ICON_BUTTON}>
      <ChatIcon />
    </button>
  );
}
