import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { isNativeApp } from "../../native/bridge";
import { BookIcon, GridIcon, UserIcon, UsersIcon } from "../icons";

/** Spec §9: the bar hides when the on-screen keyboard shrinks the viewport by more than 150 px. */
export const KEYBOARD_THRESHOLD_PX = 150;
const HIDDEN_PREFIXES = ["/admin", "/chat"];

const GUEST_TABS = [
  { label: "Hosts", to: "/hosts", prefix: "/host", Icon: UsersIcon },
  { label: "Listings", to: "/listings", prefix: "/listings", Icon: GridIcon },
  { label: "Blog", to: "/blog", prefix: "/blog", Icon: BookIcon },
  { label: "Account", to: "/auth", prefix: "/auth", Icon: UserIcon },
];

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

/** Mobile bottom navigation: under 768 px (or in the native app), hidden on /admin and /chat. */
export function BottomNav() {
  const { pathname } = useLocation();
  const keyboardOpen = useKeyboardOpen();
  if (HIDDEN_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  const native = isNativeApp();
  return (
    <nav
      aria-label="Bottom navigation"
      data-testid="bottom-nav"
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-200 dark:border-stone-800 dark:bg-stone-900/95 ${
        native ? "" : "md:hidden"
      } ${keyboardOpen ? "translate-y-full" : ""}`}
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {GUEST_TABS.map(({ label, to, prefix, Icon }) => {
          const active = pathname.startsWith(prefix);
          return (
            <li key={label}>
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={`flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${
                  active ? "text-brand-700 dark:text-brand-200" : "text-stone-600 dark:text-stone-300"
                }`}
              >
                <Icon width={22} height={22} />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
