import { type Context, Hono } from "hono";
import { z } from "zod";
import { consumeOneTimeToken, findOneTimeToken } from "../db/one-time-tokens";
import { deletePushToken } from "../db/push-tokens";
import { deleteSessions } from "../db/sessions";
import { type UserRow, updateUser, userByEmail, userWithRelations } from "../db/users";
import type { AppBindings } from "../env";
import { hashPassword, verifyPassword } from "../services/password";
import { AuthError, sessionNotFound, validationFailed } from "./errors";
import { normalizeEmail, readBody } from "./input";
import { keyRing } from "./keys";
import { enforce } from "./limits";
import { mailSecurityNotice } from "./mail";
import { codeHash, sendEmailChange, sendReauthentication } from "./one-time";
import { assertStrongPassword } from "./routes-signin";
import { authenticate } from "./session";
import { clearSessionCookies, hasSessionCookie } from "./transport";
import { userJson } from "./user-json";

type Ctx = Context<AppBindings>;

/** A password change needs a recent sign-in (this long) or the code from GET /reauthenticate. */
export const RECENT_SIGN_IN_SECONDS = 24 * 3600;

const updateBody = z.object({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(1024).nullish(),
  nonce: z.string().max(32).nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: z.string().max(128).nullish(),
  code_challenge_method: z.string().nullish(),
});

async function currentUser(c: Ctx) {
  const auth = await authenticate(c);
  const found = await userWithRelations(c.env.DB, auth.claims.sub);
  if (!found) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  return { auth, ...found };
}

/** Checks a reauthentication code (single use) for a sensitive change. */
export async function checkNonce(c: Ctx, user: UserRow, nonce: string): Promise<boolean> {
  const token = await findOneTimeToken(c.env.DB, await codeHash(user.id, nonce.trim()), ["reauthentication"]);
  return Boolean(token && (await consumeOneTimeToken(c.env.DB, token)));
}

export const userRoutes = new Hono<AppBindings>()
  .get("/user", async (c) => {
    const { user, identities, factors } = await currentUser(c);
    return c.json(userJson(user, identities, factors));
  })
  .put("/user", async (c) => {
    const { auth, user, factors } = await currentUser(c);
    const body = await readBody(c, updateBody);
    const db = c.env.DB;

    // GoTrue: with a verified second factor, the password and the e-mail change only from an aal2 session, so the
    // password alone (an aal1 session) cannot take the account over.
    const changesEmail = body.email != null && normalizeEmail(body.email) !== user.email;
    if (
      (body.password || changesEmail) &&
      auth.session.aal !== "aal2" &&
      factors.some((f) => f.status === "verified")
    ) {
      throw new AuthError(
        401,
        "insufficient_aal",
        "AAL2 session is required to update email or password when MFA is enabled.",
      );
    }

    if (body.password != null) {
      assertStrongPassword(body.password);
      const newest = Math.max(0, ...auth.session.amr.map((a) => a.timestamp));
      const recent = Date.now() / 1000 - newest < RECENT_SIGN_IN_SECONDS;
      if (!recent) {
        if (!body.nonce)
          throw new AuthError(400, "reauthentication_needed", "Password update requires reauthentication");
        // A six-digit code: guesses are limited per account, like every other code check.
        await enforce(c, "otpVerify", `reauthentication:${user.id}`);
        if (!(await checkNonce(c, user, body.nonce))) {
          throw new AuthError(400, "reauthentication_not_valid", "Verification code is invalid or has expired");
        }
      }
      if (user.encrypted_password && (await verifyPassword(body.password, user.encrypted_password))) {
        throw new AuthError(422, "same_password", "New password should be different from the old password.");
      }
      await updateUser(db, user.id, { encrypted_password: await hashPassword(body.password) });
      // A new password ends every other session: whoever knew the old one is signed out.
      await deleteSessions(db, user.id, "others", auth.session.id);
      await mailSecurityNotice(c, user.email, { kind: "password_changed" });
    }

    if (body.data) {
      const merged = { ...user.raw_user_meta_data, ...body.data };
      for (const [k, v] of Object.entries(body.data)) if (v === null) delete merged[k];
      await updateUser(db, user.id, { raw_user_meta_data: merged });
    }

    if (body.email != null) {
      const email = normalizeEmail(body.email);
      if (!z.email().safeParse(email).success)
        throw validationFailed("Unable to validate email address: invalid format");
      if (email !== user.email) {
        const taken = await userByEmail(db, email);
        if (taken)
          throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
        await sendEmailChange(c, user, email, c.req.query("redirect_to"));
      }
    }

    if (body.phone != null) {
      throw new AuthError(422, "phone_change_disabled", "Changing the phone number is not available; contact support");
    }

    const after = await userWithRelations(db, user.id);
    if (!after) throw sessionNotFound();
    return c.json(userJson(after.user, after.identities, after.factors));
  })
  .get("/reauthenticate", async (c) => {
    const { user } = await currentUser(c);
    if (!user.email && !user.phone) throw validationFailed("Reauthentication requires an email or a phone number");
    await sendReauthentication(c, user);
    return c.json({});
  })
  .post("/logout", async (c) => {
    const scope = c.req.query("scope") ?? "global";
    if (scope !== "local" && scope !== "global" && scope !== "others") {
      throw validationFailed("scope must be one of local, global, others");
    }
    const hadCookie = hasSessionCookie(c);
    try {
      const auth = await authenticate(c);
      await deleteSessions(c.env.DB, auth.claims.sub, scope, auth.session.id);
      // Spec §4 SIGNED_OUT: the push token is unregistered (§7: delete by user_id); signing the other devices out
      // leaves this one, and its pushes, as they are.
      if (scope !== "others") await deletePushToken(c.env.DB, auth.claims.sub);
    } catch (err) {
      // Signing out of a session that is already gone is still a sign-out; clear the cookies anyway.
      if (!(err instanceof AuthError) || !hadCookie) throw err;
    }
    if (hadCookie && scope !== "others") clearSessionCookies(c);
    return c.body(null, 204);
  })
  .get("/.well-known/jwks.json", async (c) => {
    const ring = await keyRing(c.env);
    c.header("Cache-Control", "public, max-age=600");
    return c.json({ keys: ring.publicJwks });
  })
  .get("/settings", (c) =>
    c.json({
      external: {
        email: true,
        phone: true,
        google: Boolean(c.env.GOOGLE_CLIENT_ID),
        apple: Boolean(c.env.APPLE_CLIENT_ID),
      },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    }),
  )
  .get("/health", (c) =>
    c.json({ name: "untrodden-auth", version: "1", description: "Untrodden auth (GoTrue-compatible)" }),
  );
