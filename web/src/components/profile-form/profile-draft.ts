import type { AuthUser, MeProfile } from "../../../../domain/api-types";
import { EMPTY_DRAFT, type ProfileDraft } from "../../../../domain/profile-form";

const metaText = (user: AuthUser | null, key: string) => {
  const value = user?.user_metadata?.[key];
  return typeof value === "string" ? value : "";
};

/** What the person already told us (profile, or the names given at sign-up) fills the form in. */
export function draftFrom(profile: MeProfile | null, user: AuthUser | null): ProfileDraft {
  return {
    ...EMPTY_DRAFT,
    account_type: profile?.user_type ?? null,
    first_name: profile?.first_name ?? metaText(user, "first_name"),
    last_name: profile?.last_name ?? metaText(user, "last_name"),
    city: profile?.city ?? "",
    country: profile?.country ?? "",
    host_type: profile?.host?.host_type ?? null,
  };
}
