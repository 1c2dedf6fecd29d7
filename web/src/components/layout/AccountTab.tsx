import { Link } from "react-router";
import { accountTabMenu, type BottomTab } from "../../../../domain/navigation";
import { useAuth } from "../../auth/context";
import { Menu } from "../ui/Menu";
import { SignOutButton } from "./AccountMenuParts";
import { TAB, TAB_ICONS, tabColour } from "./BottomNav";

const MENU_ITEM =
  "block rounded-lg px-3 py-2.5 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-white";

/** Spec §2: the signed-in Account tab opens a popup menu of the person's own pages, ending with Log out. */
export function AccountTab({ tab, active }: { tab: BottomTab; active: boolean }) {
  const { profile } = useAuth();
  const Icon = TAB_ICONS[tab.icon];
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
