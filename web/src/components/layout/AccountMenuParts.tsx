import { useState } from "react";
import { Link } from "react-router";
import type { MeProfile } from "../../../../domain/api/account";
import type { AuthUser } from "../../../../domain/api/auth";
import { photoProps } from "../../../../domain/media";
import { MESSAGES } from "../../../../domain/messages";
import { LOG_OUT_LABEL, type MenuSection } from "../../../../domain/navigation";
import { useAuth } from "../../auth/context";
import { call } from "../../lib/api";
import { useToast } from "../../lib/toast";

/** The signed-in person's name for menus: the profile's names, else the e-mail or phone. */
export function accountName(profile: MeProfile | null, user: AuthUser | null): string {
  const name = [profile?.first_name, profile?.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return name || user?.email || user?.phone || "Your account";
}

/** Up to two letters: first and last name's initials, else the first letter of the e-mail. */
export function initials(profile: MeProfile | null, user: AuthUser | null): string {
  const letters = [profile?.first_name, profile?.last_name].map((s) => s?.trim().charAt(0) ?? "").join("");
  return (letters || user?.email?.charAt(0) || "?").toLocaleUpperCase();
}

/** The profile photo, or the person's initials in a circle (decorative: the control around it is labelled). */
export function UserAvatar({ size = 36 }: { size?: number }) {
  const { profile, user } = useAuth();
  const box = { width: size, height: size };
  return profile?.profile_photo_url ? (
    <img
      {...photoProps(profile.profile_photo_url, `${size}px`)}
      alt=""
      width={size}
      height={size}
      style={box}
      className="shrink-0 rounded-full object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      style={box}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
    >
      {initials(profile, user)}
    </span>
  );
}

/**
 * Spec §2 and §4: the traveler's Receive New Conversations switch saves the new value (PATCH /api/me/profile) and
 * says so in a toast; a failed save puts the switch back and shows "Failed to update settings".
 */
export function ConversationsSwitch({ className = "" }: { className?: string }) {
  const { profile, refreshProfile } = useAuth();
  const { toast } = useToast();
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? profile?.receive_new_conversations ?? true;

  const toggle = async () => {
    const next = !checked;
    setPending(next);
    try {
      await call("PATCH /api/me/profile", { body: { receive_new_conversations: next } });
    } catch {
      setPending(null);
      toast(MESSAGES.settingsUpdateFailed, "error");
      return;
    }
    toast(next ? MESSAGES.newConversationsEnabled : MESSAGES.newConversationsDisabled, "success");
    await refreshProfile().catch(() => undefined);
    setPending(null);
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={toggle}
      className={`flex w-full items-center justify-between gap-3 text-left ${className}`}
    >
      <span>Receive New Conversations</span>
      <span
        aria-hidden="true"
        className={`relative h-6 w-10 shrink-0 rounded-full transition-colors ${
          checked ? "bg-brand-700" : "bg-stone-300 dark:bg-stone-600"
        }`}
      >
        <span
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${
            checked ? "translate-x-4" : ""
          }`}
        />
      </span>
    </button>
  );
}

/** Log out: spec §4 clean-up and /auth happen in AuthProvider's signOut. */
export function SignOutButton({ className = "" }: { className?: string }) {
  const { signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut()} className={`w-full text-left ${className}`}>
      {LOG_OUT_LABEL}
    </button>
  );
}

/** The sections of an avatar menu (header or drawer), separated by rules; a labelled section is a named list. */
export function MenuSections({ sections, itemClassName }: { sections: MenuSection[]; itemClassName: string }) {
  return (
    <div className="divide-y divide-stone-200 dark:divide-stone-800">
      {sections.map((section, n) => (
        <ul
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed per role and never reorder
          key={n}
          aria-label={section.label}
          className="py-1"
        >
          {section.entries.map((entry) => (
            <li key={entry.kind === "link" ? `${entry.label}:${entry.to}` : entry.kind}>
              {entry.kind === "link" ? (
                <Link to={entry.to} className={`block ${itemClassName}`}>
                  {entry.label}
                </Link>
              ) : entry.kind === "conversations-switch" ? (
                <ConversationsSwitch className={itemClassName} />
              ) : (
                <SignOutButton className={itemClassName} />
              )}
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
