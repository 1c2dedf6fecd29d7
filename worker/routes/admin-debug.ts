/**
 * /debug-index's tools (spec §2, §7; issue 19 item 6), admins only on the server (the spec's page had no guard):
 * the environment check names the required settings that are set and missing, never a value; restore-user-auth
 * clears the per-person sign-in lockouts of an address and sends a new confirmation e-mail when it is unconfirmed,
 * audited; when asked, it also removes the person's authenticators (lost phone; each audited, the person e-mailed). It never lifts an admin's suspension or a ban.
 */
import { adminDebugApi, type EnvironmentCheckResponse } from "../../domain/api/admin-debug";
import { ENVIRONMENT_SETTINGS } from "../../domain/environment";
import { removeFactorAsAdmin } from "../auth/factor-removal";
import { personalLimitKeys } from "../auth/limits";
import { sendConfirmation } from "../auth/one-time";
import { auditStatement } from "../db/audit";
import { factorsOfUser } from "../db/mfa";
import { deleteRateLimitKeys } from "../db/rate-limits";
import { userByEmail } from "../db/users";
import type { Env } from "../env";
import { principal } from "../middleware/auth";
import { implement } from "./implement";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

export const RESTORE_MESSAGES = {
  unknown: (email: string) =>
    `No account uses the e-mail address ${email}. Check the spelling, or ask them which address they signed up with.`,
  suspended: (at: string) =>
    `This account was suspended by an admin on ${when(at)} UTC. Restoring sign-in does not lift a suspension: restore the person in /admin/travelers if they should sign in again.`,
  banned: (until: string) => `This account is banned until ${when(until)} UTC. Restoring sign-in does not lift a ban.`,
  confirmationFailed: (why: string) => `Lockouts were cleared, but the confirmation e-mail could not be sent: ${why}`,
} as const;

/** Whether a setting has a value (empty text counts as unset); the value itself never leaves this function. */
const isSet = (env: Env, name: string) => {
  const value = (env as unknown as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "";
};

export function environmentCheck(env: Env): EnvironmentCheckResponse {
  const secretsCheck = Object.fromEntries(ENVIRONMENT_SETTINGS.map((s) => [s.name, isSet(env, s.name)]));
  const missingSecrets = ENVIRONMENT_SETTINGS.filter((s) => s.required && !secretsCheck[s.name]).map((s) => s.name);
  return { status: missingSecrets.length ? "MISSING_SECRETS" : "SUCCESS", secretsCheck, missingSecrets };
}

export const adminDebugRoutes = implement(adminDebugApi, {
  environment: (c) => {
    c.header("Cache-Control", "private, no-store");
    return environmentCheck(c.env);
  },
  restoreUserAuth: async (c, { body }) => {
    const user = await userByEmail(c.env.DB, body.email);
    if (!user) return { success: false, error: RESTORE_MESSAGES.unknown(body.email), done: [] };
    if (user.suspended_at) return { success: false, error: RESTORE_MESSAGES.suspended(user.suspended_at), done: [] };
    if (user.banned_until && Date.parse(user.banned_until) > Date.now())
      return { success: false, error: RESTORE_MESSAGES.banned(user.banned_until), done: [] };
    const factors = await factorsOfUser(c.env.DB, user.id);
    const keys = personalLimitKeys(
      user,
      factors.map((f) => f.id),
    );
    const resend = !user.email_confirmed_at;
    const [cleared] = await c.env.DB.batch<{ key: string }>([
      deleteRateLimitKeys(c.env.DB, keys),
      auditStatement(c.env.DB, {
        actorId: principal(c).userId,
        action: "user.restore_auth",
        entityType: "user",
        entityId: user.id,
        details: { email: user.email, confirmation_resent: resend },
      }),
    ]);
    const n = cleared?.results.length ?? 0;
    const done = [
      n
        ? `Cleared ${n} sign-in lockout${n === 1 ? "" : "s"} (failed passwords, code checks or e-mails sent).`
        : "There were no sign-in lockouts to clear.",
    ];
    if (body.remove_authenticators) {
      const adminId = principal(c).userId;
      for (const factor of factors) await removeFactorAsAdmin(c, adminId, user, factor);
      const verified = factors.filter((f) => f.status === "verified").length;
      done.push(
        verified
          ? `Removed two-step sign-in (${verified} authenticator${verified === 1 ? "" : "s"}); they were e-mailed about it.`
          : "There was no two-step sign-in to remove.",
      );
    }
    if (!resend) {
      done.push("The e-mail address is confirmed already.");
      return { success: true, error: null, done };
    }
    try {
      await sendConfirmation(c, user, undefined, null);
    } catch (err) {
      return {
        success: false,
        error: RESTORE_MESSAGES.confirmationFailed(err instanceof Error ? err.message : String(err)),
        done,
      };
    }
    done.push(`Sent a new confirmation e-mail to ${user.email}.`);
    return { success: true, error: null, done };
  },
});
