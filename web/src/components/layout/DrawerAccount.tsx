import { useId } from "react";
import { avatarMenu } from "../../../../domain/navigation";
import { useAuth } from "../../auth/context";
import { accountName, MenuSections, UserAvatar } from "./AccountMenuParts";
import { LINK } from "./MobileMenuPanel";

/**
 * The drawer's section for a signed-in person: the avatar menu's entries (spec §2: "Edit Trip Request"); under
 * 768 px only, where the header shows no avatar menu.
 */
export function DrawerAccount() {
  const { profile, user } = useAuth();
  const accountHeading = useId();
  return (
    <section
      aria-labelledby={accountHeading}
      className="mt-2 border-t border-stone-200 md:hidden dark:border-stone-800"
    >
      <h2 id={accountHeading} className="flex items-center gap-3 pt-4 pb-1">
        <UserAvatar size={32} />
        <span className="truncate font-semibold text-stone-900 dark:text-white">{accountName(profile, user)}</span>
      </h2>
      <MenuSections sections={avatarMenu(profile, "drawer")} itemClassName={LINK} />
    </section>
  );
}
