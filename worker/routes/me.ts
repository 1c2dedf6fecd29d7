import { Hono } from "hono";
import { z } from "zod";
import { BRAND } from "../../domain/brand";
import { PROFILE_LIMITS } from "../../domain/profile-form";
import { profileSlugSchema } from "../../domain/trip-request";
import { LIMITS } from "../auth/limits";
import { checkNonce } from "../auth/routes-user";
import { clearSessionCookies } from "../auth/transport";
import { userById } from "../db/auth";
import {
  ensureProfileSlug,
  exportUserData,
  getMeProfile,
  profileBasics,
  profileSlugTaken,
  updateMyHost,
  upsertActivity,
  upsertProfile,
} from "../db/me";
import { photoUrlsNotOwnedBy } from "../db/media";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow, principal } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { forgetPages } from "../seo/forget-pages";
import { deleteAccount } from "../services/account-deletion";
import { verifyPassword } from "../services/password";
import { hitRateLimit, peekRateLimit } from "../services/rate-limit";
import { siteOrigin } from "../site-origin";
import { destinationCountry, hostBio, hostLanguages, hostType, text, worldCountry } from "./inputs";

/** Server-side limits of the profile fields (the forms in domain/profile-form.ts are at least as strict). */

/** Wrong passwords given to DELETE /api/me count against the same per-account limit as failed sign-ins. */
const FAILED_PASSWORD_LIMIT = LIMITS.failedSignIn;

const profilePatch = z
  .strictObject({
    user_type: z
      .literal("traveler", { error: 'can only be "traveler" here (hosts apply at /api/me/host-application)' })
      .optional(),
    first_name: text(PROFILE_LIMITS.name).optional(),
    last_name: text(PROFILE_LIMITS.name).optional(),
    city: text(PROFILE_LIMITS.city).optional(),
    country: z.string().optional(),
    receive_new_conversations: z.boolean({ error: "must be true or false" }).optional(),
    profile_slug: profileSlugSchema.optional(),
    profile_photo_url: z.string({ error: "must be a photo's address or null" }).trim().max(500).nullable().optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: "nothing to update", path: ["body"] });

const hostPatch = z
  .strictObject({ host_type: hostType.optional(), bio: hostBio.optional(), languages: hostLanguages.optional() })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: "nothing to update", path: ["body"] });

const activityBody = z.strictObject({ is_online: z.boolean({ error: "must be true or false" }) });

const deleteBody = z
  .strictObject({
    password: z.string({ error: "must be text" }).min(1, "is required").max(1024).optional(),
    nonce: z.string({ error: "must be text" }).trim().min(1, "is required").max(32).optional(),
  })
  .refine((b) => b.password !== undefined || b.nonce !== undefined, {
    message: "give your password or the code from /auth/v1/reauthenticate",
    path: ["password"],
  });

const MESSAGES = {
  noAccount: "Your account no longer exists",
  hostCannotBecomeTraveler:
    "You are registered as a host, so your account cannot be switched to a traveler account here. Contact support to change it.",
  reauthenticationFailed: "The password or confirmation code is not correct",
  notAHost: "Only hosts have a host profile. Apply at /become-host.",
  notYourPhoto: "profile_photo_url: must be a photo you uploaded",
  slugTaken: (slug: string) => `profile_slug: "${slug}" is already taken`,
} as const;

/** Everything under /api/me is about the signed-in caller only: no route takes another person's id. */
export const meRoutes = new Hono<AppBindings>()
  .get("/profile", allow("signed-in"), async (c) => {
    const profile = await getMeProfile(c.env.DB, principal(c).userId);
    if (!profile) return errorJson(c, 401, "unauthorized", MESSAGES.noAccount);
    c.header("Cache-Control", "private, no-store");
    return c.json(profile);
  })
  .patch("/profile", allow("signed-in"), validate("json", profilePatch), async (c) => {
    const { userId } = principal(c);
    const patch = c.req.valid("json");
    const before = await profileBasics(c.env.DB, userId);
    if (!before) return errorJson(c, 401, "unauthorized", MESSAGES.noAccount);
    const isHost = before.user_type === "host" || before.host_status !== null;
    if (patch.user_type === "traveler" && isHost) {
      return errorJson(c, 409, "host_cannot_become_traveler", MESSAGES.hostCannotBecomeTraveler);
    }
    let country: string | undefined;
    if (patch.country !== undefined) {
      // A host's country is where they host (a destination); anyone else may live anywhere.
      const parsed = (before.user_type === "host" ? destinationCountry : worldCountry).safeParse(patch.country);
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
    let applied: boolean;
    try {
      applied = await upsertProfile(c.env.DB, userId, { ...patch, country });
    } catch (err) {
      // Two people asking for the same free slug at once: the unique index on profiles decides.
      if (slug !== undefined && String(err).includes("UNIQUE")) {
        return errorJson(c, 409, "slug_taken", MESSAGES.slugTaken(slug));
      }
      throw err;
    }
    if (!applied) return errorJson(c, 409, "host_cannot_become_traveler", MESSAGES.hostCannotBecomeTraveler);
    // The page under the slug just left now answers a 301 (worker/db/slug-redirects.ts): drop its cached copy. Host
    // pages are purged by the hosts trigger (worker/seo/changes.ts); traveler pages have none.
    if (slug !== undefined && before.profile_slug && slug !== before.profile_slug) {
      const left = `/traveler/${encodeURIComponent(before.profile_slug)}`;
      c.executionCtx.waitUntil(
        forgetPages(c.env, siteOrigin(c.env, c.req.url), [left]).catch((err) =>
          console.error(JSON.stringify({ error: "page_purge_failed", detail: String(err) })),
        ),
      );
    }
    // A profile with a type gets its public slug once it has a name (hosts get theirs with the application).
    const typed = patch.user_type ?? before.user_type;
    if (typed && !before.profile_slug && (patch.first_name || before.first_name))
      await ensureProfileSlug(c.env.DB, userId);
    return c.json(await getMeProfile(c.env.DB, userId));
  })
  .patch("/host", allow("signed-in"), validate("json", hostPatch), async (c) => {
    const { userId } = principal(c);
    if (!(await updateMyHost(c.env.DB, userId, c.req.valid("json")))) {
      return errorJson(c, 403, "not_a_host", MESSAGES.notAHost);
    }
    return c.json(await getMeProfile(c.env.DB, userId));
  })
  .post("/activity", allow("signed-in"), validate("json", activityBody), async (c) => {
    await upsertActivity(c.env.DB, principal(c).userId, c.req.valid("json").is_online);
    return c.body(null, 204);
  })
  .get("/export", allow("signed-in"), async (c) => {
    const data = await exportUserData(c.env.DB, principal(c).userId);
    if (!data) return errorJson(c, 401, "unauthorized", MESSAGES.noAccount);
    const exportedAt = new Date().toISOString();
    const file = `${BRAND.storagePrefix}-data-${exportedAt.slice(0, 10)}.json`;
    c.header("Content-Disposition", `attachment; filename="${file}"`);
    c.header("Cache-Control", "private, no-store");
    return c.json({ service: BRAND.name, exported_at: exportedAt, ...data });
  })
  .delete("/", allow("signed-in"), validate("json", deleteBody), async (c) => {
    const { userId } = principal(c);
    const body = c.req.valid("json");
    const user = await userById(c.env.DB, userId);
    if (!user) return errorJson(c, 401, "unauthorized", MESSAGES.noAccount);
    const limitKey = `failedSignIn:${userId}`;
    const room = await peekRateLimit(c.env.DB, limitKey, FAILED_PASSWORD_LIMIT);
    if (!room.ok) {
      c.header("Retry-After", String(room.retryAfter));
      return errorJson(c, 429, "over_request_rate_limit", "Too many attempts. Please try again later.");
    }
    let ok = false;
    if (body.password !== undefined && user.encrypted_password) {
      ok = await verifyPassword(body.password, user.encrypted_password);
    }
    if (!ok && body.nonce !== undefined) ok = await checkNonce(c, user, body.nonce);
    if (!ok) {
      await hitRateLimit(c.env.DB, limitKey, FAILED_PASSWORD_LIMIT);
      return errorJson(c, 403, "reauthentication_failed", MESSAGES.reauthenticationFailed);
    }
    await deleteAccount(c.env, userId, {
      origin: siteOrigin(c.env, c.req.url),
      actorId: userId,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    clearSessionCookies(c);
    return c.body(null, 204);
  });
