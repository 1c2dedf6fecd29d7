import { type accountApi, ACCOUNT_MESSAGES as MESSAGES } from "../../../domain/api/account";
import { BRAND } from "../../../domain/brand";
import { LIMITS } from "../../auth/limits";
import { checkNonce } from "../../auth/routes-user";
import { clearSessionCookies } from "../../auth/transport";
import { openBookingCount } from "../../db/account-deletion";
import { exportUserData } from "../../db/account-export";
import { userById } from "../../db/users";
import { errorJson } from "../../errors";
import { principal } from "../../middleware/auth";
import { deleteAccount } from "../../services/account-deletion";
import { verifyPassword } from "../../services/password";
import { hitRateLimit, peekRateLimit } from "../../services/rate-limit";
import { siteOrigin } from "../../site-origin";
import type { Handlers } from "../implement";

/** Wrong passwords given to DELETE /api/me count against the same per-account limit as failed sign-ins. */
const FAILED_PASSWORD_LIMIT = LIMITS.failedSignIn;

/** Everything stored about the caller as a JSON download, and deleting the account after re-authentication. */
export const dataHandlers: Pick<Handlers<typeof accountApi>, "export" | "remove"> = {
  export: async (c) => {
    const data = await exportUserData(c.env.DB, principal(c).userId);
    if (!data) return errorJson(c, 401, "unauthorized", MESSAGES.noAccount);
    const exportedAt = new Date().toISOString();
    const file = `${BRAND.storagePrefix}-data-${exportedAt.slice(0, 10)}.json`;
    c.header("Content-Disposition", `attachment; filename="${file}"`);
    c.header("Cache-Control", "private, no-store");
    return { service: BRAND.name, exported_at: exportedAt, ...data };
  },
  remove: async (c, { body }) => {
    const { userId } = principal(c);
    const user = await userById(c.env.DB, userId);
    if (!user) return errorJson(c, 401, "unauthorized", MESSAGES.noAccount);
    const limitKey = `failedSignIn:${userId}`;
    const room = await peekRateLimit(c.env.DB, limitKey, FAILED_PASSWORD_LIMIT);
    if (!room.ok) {
      c.header("Retry-After", String(room.retryAfter));
      return errorJson(c, 429, "over_request_rate_limit", "Too many attempts. Please try again later.");
    }
    // Checked before the proof, so the person learns it without spending an attempt.
    const open = await openBookingCount(c.env.DB, userId, new Date().toISOString().slice(0, 10));
    if (open > 0) return errorJson(c, 409, "open_bookings", MESSAGES.openBookings(open));
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
      origin: siteOrigin(c.env),
      actorId: userId,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    clearSessionCookies(c);
    return c.body(null, 204);
  },
};
