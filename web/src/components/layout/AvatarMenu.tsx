import { avatarMenu } from "../../../../domain/navigation";
import { useAuth } from "../../auth/context";
import { Menu } from "../ui/Menu";
import { accountName, MenuSections, UserAvatar } from "./AccountMenuParts";

const ITEM =
  "rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-white";

/** Spec §2 header avatar menu for a signed-in person: a disclosure (decision 004) with the entries of their role. */
export function AvatarMenu() {
  const { profile, user } = useAuth();
  const name = accountName(profile, user);
  return (
    <Menu
      className="relative hidden md:block"
      button={
        <>
          {/* Named by text, not aria-label: the initials shown are decorative (axe label-content-name-mismatch). */}
          <span className="sr-only">Account menu: {name}</span>
          <UserAvatar />
        </>
      }
      chevron
      buttonClassName="flex items-center gap-1 rounded-full p-0.5 pr-1.5 hover:bg-stone-100 dark:hover:bg-stone-800"
      panelClassName="absolute top-full right-0 z-50 mt-2 max-h-[80vh] w-72 overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
      panelTestId="avatar-menu"
    >
      <div className="border-b border-stone-200 px-3 pt-1 pb-2 dark:border-stone-800">
        <p className="truncate font-semibold text-stone-900 dark:text-white">{name}</p>
        {user?.email && name !== user.email && (
          <p className="truncate text-sm text-stone-600 dark:text-stone-300">{user.email}</p>
        )}
      </div>
      <MenuSections sections={avatarMenu(profile, "header")} itemClassName={ITEM} />
    </Menu>
  );
}
