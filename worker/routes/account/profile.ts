import { type accountApi, ACCOUNT_MESSAGES as MESSAGES } from "../../../domain/api/account";
import { isHost } from "../../../domain/people";
import { hostCountry, travelerCountry } from "../../../domain/profile-form";
import { upsertActivity } from "../../db/activity";
import { photoUrlsNotOwnedBy } from "../../db/media";
import {
  ensureProfileSlug,
  getMeProfile,
  profileBasics,
  profileSlugTaken,
  updateMyHost,
  upsertProfile,
} from "../../db/profiles";
import { errorJson } from "../../errors";
import { principal } from "../../middleware/auth";
import { forgetPages } from "../../seo/forget-pages";
import { siteOrigin } from "../../site-origin";
import type { Handlers } from "../implement";

type Ctx = Parameters<Handlers<typeof accountApi>["profile"]>[0];

/** The caller's profile as GET /api/me/profile answers it; 401 when the account is gone. */
export async function ownProfile(c: Ctx, userId: string) {
  const profile = await getMeProfile(c.env.DB, userId);
  if (!profile) return errorJson(c, 401, "unauthorized", MESSAGES.noAccount);
  return profile;
}

/** The person's own profile, host details and activity (spec §3 profiles, §4 activity heartbeat). */
export const profileHandlers: Pick<
  Handlers<typeof accountApi>,
  "profile" | "updateProfile" | "updateHost" | "activity"
> = {
  profile: (c) => {
    c.header("Cache-Control", "private, no-store");
    return ownProfile(c, principal(c).userId);
  },
  updateProfile: async (c, { body: patch }) => {
    const { userId } = principal(c);
    const before = await profileBasics(c.env.DB, userId);
    if (!before) return errorJson(c, 401, "unauthorized", MESSAGES.noAccount);
    if (patch.user_type === "traveler" && isHost(before)) {
      return errorJson(c, 409, "host_cannot_become_traveler", MESSAGES.hostCannotBecomeTraveler);
    }
    let country: string | undefined;
    if (patch.country !== undefined) {
      // A host's country is where they host (a destination); anyone else may live anywhere.
      const parsed = (before.user_type === "host" ? hostCountry : travelerCountry).safeParse(patch.country);
      if (!parsed.success) return errorJson(c, 400, "invalid_request", `country: ${parsed.error.issues[0]?.message}`);
      country = parsed.data;
    }
    // A photo must be one the person uploaded (or the one already on the profile); null removes it.
    const photo = patch.profile_photo_url;
    if (photo && photo !== before.profile_photo_url) {
      if ((await photoUrlsNotOwnedBy(c.env.DB, userId, [photo])).length > 0) {
        return errorJson(c, 400, "invalid_request", MESSAGES.notYourPhoto);
      }
    }
    const slug = patch.profile_slug;
    if (slug !== undefined && slug !== before.profile_slug && (await profileSlugTaken(c.env.DB, userId, slug))) {
      return errorJson(c, 409, "slug_taken", MESSAGES.slugTaken(slug));
    }
    const saved = await upsertProfile(c.env.DB, userId, { ...patch, country });
    // Refused in the write: a host application or a slug taken by someone else at the same moment.
    if (!saved.ok && saved.refusal === "slug_taken")
      return errorJson(c, 409, "slug_taken", MESSAGES.slugTaken(slug ?? ""));
    if (!saved.ok) return errorJson(c, 409, "host_cannot_become_traveler", MESSAGES.hostCannotBecomeTraveler);
    // The page under the slug just left now answers a 301 (worker/db/slug-redirects.ts): drop its cached copy. Host
    // pages are purged by the hosts trigger (worker/seo/changes.ts); traveler pages have none.
    // A traveler's page is named after them: a new name drops its cached copies too.
    const stale: string[] = [];
    if (slug !== undefined && before.profile_slug && slug !== before.profile_slug) stale.push(before.profile_slug);
    const renamed =
      (patch.first_name !== undefined && patch.first_name !== before.first_name) ||
      (patch.last_name !== undefined && patch.last_name !== before.last_name);
    if (renamed && before.user_type !== "host")
      stale.push(userId, ...(before.profile_slug ? [before.profile_slug] : []));
    if (stale.length > 0) {
      const paths = [...new Set(stale)].map((s) => `/traveler/${encodeURIComponent(s)}`);
      c.executionCtx.waitUntil(
        forgetPages(c.env, siteOrigin(c.env), paths).catch((err) =>
          console.error(JSON.stringify({ error: "page_purge_failed", detail: String(err) })),
        ),
      );
    }
    // A profile with a type gets its public slug once it has a name (hosts get theirs with the application).
    const typed = patch.user_type ?? before.user_type;
    if (typed && !before.profile_slug && (patch.first_name || before.first_name))
      await ensureProfileSlug(c.env.DB, userId);
    return ownProfile(c, userId);
  },
  updateHost: async (c, { body }) => {
    const { userId } = principal(c);
    if (!(await updateMyHost(c.env.DB, userId, body))) return errorJson(c, 403, "not_a_host", MESSAGES.notAHost);
    return ownProfile(c, userId);
  },
  activity: async (c, { body }) => {
    await upsertActivity(c.env.DB, principal(c).userId, body.is_online);
    return c.body(null, 204);
  },
};
