import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { accountTabMenu, activeTab, type BottomTab, bottomTabs, type TabIcon } from "../../../../domain/navigation";
import { useAuth } from "../../auth/context";
import { isNativeApp } from "../../native/bridge";
import { BookIcon, ChatIcon, CompassIcon, GridIcon, UserIcon, UsersIcon } from "../icons";
import { Menu } from "../ui/Menu";
import { SignOutButton } from "./AccountMenuParts";

/** Spec §9: the bar hides when the on-screen keyboard shrinks the viewport by more than 150 px. */
export const KEYBOARD_THRESHOLD_PX = 150;
const HIDDEN_PREFIXES = ["/admin", "/chat"];

const ICONS: Record<TabIcon, typeof UserIcon> = {
  hosts: UsersIcon,
  listings: GridIcon,
  blog: BookIcon,
  messages: ChatIcon,
  travelers: CompassIcon,
  account: UserIcon,
};

const TAB = "flex w-full flex-col items-center gap-0.5 py-2 text-xs font-medium";
const tabColour = (active: boolean) =>
  active ? "text-brand-700 dark:text-brand-200" : "text-stone-600 dark:text-stone-300";
const MENU_ITEM =
  "block rounded-lg px-3 py-2.5 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-white";

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

/** Spec §2: the signed-in Account tab opens a popup menu of the person's own pages, ending with Log out. */
function AccountTab({ tab, active }: { tab: BottomTab; active: boolean }) {
  const { profile } = useAuth();
  const Icon = ICONS[tab.icon];
  return (
    <Menu
      as="li"
      button={
        <>
          <Icon width={22} height={22} />
          {tab.label}
        </>
      }
      buttonClassName={(open) => `${TAB} ${tabColour(active || open)}`}
      panelTestId="account-tab-menu"
      panelClassName="absolute right-2 bottom-full mb-2 w-60 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
    >
      <ul aria-label="Account">
        {accountTabMenu(profile).map((item) => (
          <li key={item.label}>
            <Link to={item.to} className={MENU_ITEM}>
              {item.label}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-stone-200 pt-1 dark:border-stone-800">
          <SignOutButton className={MENU_ITEM} />
        </li>
      </ul>
    </Menu>
  );
}

/** Mobile bottom navigation (spec §2): under 768 px (or in the native app), hidden on /admin and /chat; tabs per role. */
export function BottomNav() {
  const { pathname } = useLocation();
  const { status, profile } = useAuth();
  const keyboardOpen = useKeyboardOpen();
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
          if (tab.to === null) return <AccountTab key={tab.label} tab={tab} active={active} />;
          const Icon = ICONS[tab.icon];
          return (
            <li key={tab.label}>
              <Link to={tab.to} aria-current={active ? "page" : undefined} className={`${TAB} ${tabColour(active)}`}>
                <Icon width={22} height={22} />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
