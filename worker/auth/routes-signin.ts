import { Hono } from "hono";
import { z } from "zod";
import { MESSAGES } from "../../domain/messages";
import { checkPassword } from "../../domain/password-policy";
import { insertFlowState, takeFlowState } from "../db/flow-states";
import { insertUser, type UserRow, userByEmail, userByPhone, userWithRelations } from "../db/users";
import type { AppBindings } from "../env";
import { noteForLog } from "../middleware/request-log";
import { hashPassword, verifyPassword } from "../services/password";
import { pkceChallenge, randomToken } from "./crypto";
import { AuthError, invalidCredentials, userBanned, validationFailed } from "./errors";
import { signInWithIdToken } from "./id-token-grant";
import { normalizeEmail, normalizePhone, readBody } from "./input";
import { clientIp, enforce, ensureUnder } from "./limits";
import { sendConfirmation } from "./one-time";
import { refreshSession, sessionResponse, startSession } from "./session";
import { refreshCookieOf, wantsCookies } from "./transport";
import { userJson } from "./user-json";

const metadata = z.record(z.string(), z.unknown()).nullish();
const pkce = {
  code_challenge: z.string().min(43).max(128).nullish(),
  code_challenge_method: z.string().nullish(),
};
const security = { gotrue_meta_security: z.object({ captcha_token: z.string().nullish() }).passthrough().nullish() };

const signUpBody = z.object({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(1024).nullish(),
  data: metadata,
  channel: z.enum(["sms", "whatsapp"]).nullish(),
  ...pkce,
  ...security,
});

const passwordBody = z.object({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(1024).nullish(),
  ...security,
});

const refreshBody = z.object({ refresh_token: z.string().max(512).nullish() });
const pkceBody = z.object({ auth_code: z.string().min(1).max(256), code_verifier: z.string().min(43).max(128) });

/** E-mail or phone of a sign-up or sign-in body, validated; the spec's §5 message when neither is given. */
export function contactOf(body: { email?: string | null; phone?: string | null }, missingMessage: string) {
  const email = body.email?.trim() ? normalizeEmail(body.email) : null;
  const phoneRaw = body.phone?.trim() ? body.phone : null;
  if (!email && !phoneRaw) throw validationFailed(missingMessage);
  if (email && !z.email().safeParse(email).success) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  const phone = phoneRaw ? normalizePhone(phoneRaw) : null;
  if (phoneRaw && !phone) throw validationFailed("Invalid phone number format (E.164 required)");
  return { email, phone };
}

export function assertStrongPassword(password: string): void {
  const check = checkPassword(password);
  if (!check.ok)
    throw new AuthError(422, "weak_password", check.message, { weak_password: { reasons: check.reasons } });
}

/** PKCE: the challenge a client sent with a sign-up or code request, validated (S256 or plain, like GoTrue). */
export function challengeOf(body: { code_challenge?: string | null; code_challenge_method?: string | null }) {
  if (!body.code_challenge) return null;
  const method = (body.code_challenge_method ?? "").toLowerCase();
  if (method !== "s256" && method !== "plain") throw validationFailed("code_challenge_method must be s256 or plain");
  return { challenge: body.code_challenge, method };
}

export async function savePkce(
  db: D1Database,
  userId: string,
  challenge: { challenge: string; method: string } | null,
  authenticationMethod: string,
): Promise<string | null> {
  if (!challenge) return null;
  const authCode = randomToken(24);
  await insertFlowState(db, {
    user_id: userId,
    auth_code: authCode,
    code_challenge: challenge.challenge,
    code_challenge_method: challenge.method,
    provider_type: "email",
    authentication_method: authenticationMethod,
  });
  return authCode;
}

/** A dummy verification keeps an unknown account as slow as a wrong password (no timing oracle for addresses). */
const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

export const signInRoutes = new Hono<AppBindings>()
  .post("/signup", async (c) => {
    const body = await readBody(c, signUpBody);
    await enforce(c, "signUp", clientIp(c));
    const { email, phone } = contactOf(body, MESSAGES.emailOrPhoneAndPassword);
    if (!body.password) throw validationFailed(MESSAGES.emailOrPhoneAndPassword);
    assertStrongPassword(body.password);
    const challenge = challengeOf(body);
    const redirectTo = c.req.query("redirect_to");

    const existing = email ? await userByEmail(c.env.DB, email) : await userByPhone(c.env.DB, phone ?? "");
    if (existing) {
      const confirmed = email ? existing.email_confirmed_at : existing.phone_confirmed_at;
      if (!confirmed)
        await sendConfirmation(
          c,
          existing,
          redirectTo,
          await savePkce(c.env.DB, existing.id, challenge, "email/signup"),
        );
      // Like GoTrue with confirmations on: the same answer for a taken address, so sign-up reveals no accounts.
      return c.json(obfuscatedUser(email, phone, body.data ?? {}));
    }
    const id = await insertUser(
      c.env.DB,
      {
        email,
        phone,
        passwordHash: await hashPassword(body.password),
        metadata: body.data ?? {},
        provider: email ? "email" : "phone",
      },
      { provider: email ? "email" : "phone" },
    );
    if (!id) return c.json(obfuscatedUser(email, phone, body.data ?? {}));
    const found = await userWithRelations(c.env.DB, id);
    if (!found) throw new AuthError(500, "unexpected_failure", "The new user could not be read back");
    await sendConfirmation(c, found.user, redirectTo, await savePkce(c.env.DB, id, challenge, "email/signup"));
    return c.json(userJson(found.user, found.identities, found.factors));
  })
  .post("/token", async (c) => {
    const grant = c.req.query("grant_type");
    switch (grant) {
      case "password":
        return passwordGrant(c);
      case "refresh_token": {
        const body = await readBody(c, refreshBody);
        const token = body.refresh_token || (wantsCookies(c) ? refreshCookieOf(c) : null);
        if (!token) throw validationFailed("refresh_token required");
        return sessionResponse(c, await refreshSession(c, token));
      }
      case "pkce": {
        const body = await readBody(c, pkceBody);
        const flow = await takeFlowState(c.env.DB, body.auth_code);
        if (!flow?.user_id)
          throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
        const expected =
          flow.code_challenge_method === "plain" ? body.code_verifier : await pkceChallenge(body.code_verifier);
        if (expected !== flow.code_challenge)
          throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
        return sessionResponse(
          c,
          await startSession(c, flow.user_id, flow.authentication_method.split("/")[1] ?? "otp"),
        );
      }
      case "id_token":
        return signInWithIdToken(c);
      case "web3":
        throw new AuthError(400, "web3_provider_disabled", "Web3 sign-in is not enabled");
      default:
        throw new AuthError(400, "unsupported_grant_type", "unsupported_grant_type");
    }
  });

async function passwordGrant(c: import("hono").Context<AppBindings>) {
  const body = await readBody(c, passwordBody);
  await enforce(c, "signIn", clientIp(c));
  const { email, phone } = contactOf(body, MESSAGES.emailOrPhoneAndPassword);
  if (!body.password) throw validationFailed(MESSAGES.emailOrPhoneAndPassword);
  const user: UserRow | null = email ? await userByEmail(c.env.DB, email) : await userByPhone(c.env.DB, phone ?? "");
  if (user) {
    // The account a sign-in tried goes into the request log, failed or not (never the password).
    noteForLog(c, { user_id: user.id });
    await ensureUnder(c, "failedSignIn", user.id);
  }
  const ok = await verifyPassword(body.password, user?.encrypted_password ?? DUMMY_HASH);
  if (!user || !ok) {
    if (user) await enforce(c, "failedSignIn", user.id).catch(() => undefined);
    throw invalidCredentials();
  }
  if (user.banned_until && Date.parse(user.banned_until) > Date.now()) {
    throw userBanned(user.suspended_at !== null);
  }
  if (email && !user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
  if (phone && !user.phone_confirmed_at) throw new AuthError(400, "phone_not_confirmed", "Phone not confirmed");
  return sessionResponse(c, await startSession(c, user.id, "password"));
}

/** What sign-up answers for an address that already has an account: a user-shaped object with no identities. */
function obfuscatedUser(email: string | null, phone: string | null, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    phone,
    email_confirmed_at: null,
    phone_confirmed_at: null,
    confirmed_at: null,
    last_sign_in_at: null,
    confirmation_sent_at: now,
    app_metadata: { provider: email ? "email" : "phone", providers: [email ? "email" : "phone"] },
    user_metadata: data,
    identities: [],
    factors: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
