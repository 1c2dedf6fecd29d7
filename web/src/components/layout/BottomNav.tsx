import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { activeTab, bottomTabs, type TabIcon } from "../../../../domain/bottom-tabs";
import { useAuth } from "../../auth/context";
import { useSignInHere } from "../../auth/sign-in-here";
import { isNativeApp } from "../../native/bridge";
import { useUnreadDot } from "../../realtime/unread-dot";
import { BookIcon, ChatIcon, CompassIcon, GridIcon, UserIcon, UsersIcon } from "../shell-icons";

/** Spec §9: the bar hides when the on-screen keyboard shrinks the viewport by more than 150 px. */
export const KEYBOARD_THRESHOLD_PX = 150;
const HIDDEN_PREFIXES = ["/admin", "/chat"];

export const TAB_ICONS: Record<TabIcon, typeof UserIcon> = {
  hosts: UsersIcon,
  listings: GridIcon,
  blog: BookIcon,
  messages: ChatIcon,
  travelers: CompassIcon,
  account: UserIcon,
};

export const TAB = "flex w-full flex-col items-center gap-0.5 py-2 text-xs font-medium";
export const tabColour = (active: boolean) =>
  active ? "text-brand-700 dark:text-brand-200" : "text-stone-600 dark:text-stone-300";

function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const check = () => setOpen(window.innerHeight - vv.height > KEYBOARD_THRESHOLD_PX);
    vv.addEventListener("resize", check);
    return () => vv.removeEventListener("resize", check);
  }, []);
  return open;
}

// Only signed-in people have the account tab's menu: guests load none of its code.
const AccountTab = lazy(() => import("./AccountTab").then((m) => ({ default: m.AccountTab })));

/** Mobile bottom navigation (spec §2): under 768 px (or in the native app), hidden on /admin and /chat; tabs per role. */
export function BottomNav() {
  const { pathname } = useLocation();
  const { status, profile } = useAuth();
  const keyboardOpen = useKeyboardOpen();
  const signInHere = useSignInHere();
  const unread = useUnreadDot();
  if (HIDDEN_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  const native = isNativeApp();
  const tabs = bottomTabs(status === "signed-in", profile);
  const current = activeTab(tabs, pathname);
  return (
    <nav
      aria-label="Bottom navigation"
      data-testid="bottom-nav"
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-200 dark:border-stone-800 dark:bg-stone-900/95 ${
        native ? "" : "md:hidden"
      } ${keyboardOpen ? "translate-y-full" : ""}`}
    >
      <ul className={`mx-auto grid max-w-md ${tabs.length === 5 ? "grid-cols-5" : "grid-cols-4"}`}>
        {tabs.map((tab) => {
          const active = tab === current;
          if (tab.to === null)
            return (
              <Suspense key={tab.label} fallback={<li />}>
                <AccountTab tab={tab} active={active} />
              </Suspense>
            );
          const Icon = TAB_ICONS[tab.icon];
          const dot = unread && tab.icon === "messages";
          return (
            <li key={tab.label}>
              <Link
                // A guest's Account tab signs in and comes back to this page (issue 14).
                to={tab.prefixes.includes("/auth") ? signInHere : tab.to}
                aria-current={active ? "page" : undefined}
                aria-label={dot ? `${tab.label} (unread messages)` : undefined}
                className={`${TAB} ${tabColour(active)}`}
              >
                <span className="relative">
                  <Icon width={22} height={22} />
                  {dot && (
                    <span
                      aria-hidden="true"
                      data-testid="unread-dot"
                      className="absolute -top-0.5 -right-1 size-2.5 rounded-full bg-red-600 ring-2 ring-white dark:ring-stone-900"
                    />
                  )}
                </span>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
