import { type Context, Hono } from "hono";
import { z } from "zod";
import { MESSAGES } from "../../domain/messages";
import type { OneTimeTokenType } from "../../domain/vocabulary";
import { consumeOneTimeToken, findOneTimeToken, type OneTimeTokenRow } from "../db/one-time-tokens";
import {
  changeEmail,
  confirmEmail,
  confirmPhone,
  insertUser,
  updateUser,
  userByEmail,
  userById,
  userByPendingEmail,
  userByPhone,
} from "../db/users";
import type { AppBindings } from "../env";
import { AuthError, otpExpired, validationFailed } from "./errors";
import { normalizeEmail, readBody } from "./input";
import { clientIp, enforce } from "./limits";
import {
  codeHash,
  linkHash,
  sendConfirmation,
  sendEmailChange,
  sendRecovery,
  sendSignInCode,
  tokenContext,
} from "./one-time";
import { isSameSite, safeRedirect } from "./redirects";
import { challengeOf, contactOf, savePkce } from "./routes-signin";
import { sessionResponse, startSession } from "./session";
import { setSessionCookies } from "./transport";

type Ctx = Context<AppBindings>;

/** GoTrue's verification types and the one-time tokens each may use. */
const TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ["confirmation"],
  invite: ["confirmation"],
  magiclink: ["magiclink"],
  email: ["magiclink", "confirmation"],
  recovery: ["recovery"],
  email_change: ["email_change_new", "email_change_current"],
  sms: ["phone_confirmation"],
  phone_change: ["phone_change"],
};

const verifyBody = z.object({
  type: z.string().max(32),
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  token: z.string().max(256).nullish(),
  token_hash: z.string().max(256).nullish(),
  redirect_to: z.string().max(2048).nullish(),
  gotrue_meta_security: z.unknown().nullish(),
});

const otpBody = z.object({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  create_user: z.boolean().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  channel: z.enum(["sms", "whatsapp"]).nullish(),
  code_challenge: z.string().max(128).nullish(),
  code_challenge_method: z.string().nullish(),
  gotrue_meta_security: z.unknown().nullish(),
});

const resendBody = z.object({
  type: z.enum(["signup", "email_change", "sms", "phone_change"]),
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  gotrue_meta_security: z.unknown().nullish(),
});

const recoverBody = z.object({
  email: z.string().max(320),
  code_challenge: z.string().max(128).nullish(),
  code_challenge_method: z.string().nullish(),
  gotrue_meta_security: z.unknown().nullish(),
});

/** GoTrue's answer to the first of the two confirmations a secure e-mail change needs. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/**
 * Applies what a verified token proves, and says how the session that follows was authenticated; `accepted` when it
 * was one side of an e-mail change that still waits for the other (no session then).
 */
async function applyVerified(
  c: Ctx,
  token: OneTimeTokenRow,
): Promise<{ userId: string; method: string } | { accepted: true }> {
  const db = c.env.DB;
  const userId = token.user_id ?? "";
  const user = await userById(db, userId);
  if (!user) throw otpExpired();
  const { address } = tokenContext(token.relates_to);
  switch (token.token_type) {
    case "confirmation":
    case "magiclink":
      if (user.email === address) {
        // A sign-in code that confirms the address proves who owns it, not who chose the password: the account was
        // signed up by someone who never confirmed it, maybe with another person's address. Their password goes
        // (the owner can set one), so it cannot wait in the account for the owner to confirm it.
        if (token.token_type === "magiclink" && !user.email_confirmed_at && user.encrypted_password) {
          await updateUser(db, user.id, { encrypted_password: null });
        }
        await confirmEmail(db, user.id);
      } else if (user.phone === address) await confirmPhone(db, user.id);
      return { userId, method: "otp" };
    case "recovery":
      await confirmEmail(db, user.id);
      return { userId, method: "recovery" };
    case "email_change_new":
    case "email_change_current": {
      const side = token.token_type === "email_change_new" ? "new" : "current";
      const pending = user.email_change;
      if (!pending || address !== (side === "new" ? pending : user.email)) throw otpExpired();
      if (user.email_change_confirmed !== (side === "new" ? "current" : "new")) {
        await updateUser(db, user.id, { email_change_confirmed: side });
        return { accepted: true };
      }
      if (await userByEmail(db, pending)) {
        throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      }
      await changeEmail(db, user.id, pending);
      return { userId, method: "email_change" };
    }
    case "phone_confirmation":
    case "phone_change":
      await confirmPhone(db, user.id);
      return { userId, method: "otp" };
    default:
      throw otpExpired();
  }
}

/** Finds and consumes the token a verify call names: a code with its address, or a link's token. */
async function takeToken(
  c: Ctx,
  type: string,
  input: { email?: string | null; phone?: string | null; token?: string | null; token_hash?: string | null },
) {
  const types = TYPES[type];
  if (!types) throw validationFailed(`Verify requires a valid type, one of ${Object.keys(TYPES).join(", ")}`);
  let found: OneTimeTokenRow | null = null;
  if (input.token_hash) {
    found = await findOneTimeToken(c.env.DB, await linkHash(input.token_hash), types);
  } else if (input.token) {
    const { email, phone } = contactOf(input, MESSAGES.emailOrPhone);
    const subject = email ?? phone ?? "";
    const user = email ? await userByEmail(c.env.DB, email) : await userByPhone(c.env.DB, phone ?? "");
    // email_change codes are sent to the new address, which is not the user's address yet.
    const owner = user ?? (email ? await userByPendingEmail(c.env.DB, email) : null);
    // Guesses count per account, not per address typed: its e-mail, its phone and its pending new address all
    // reach the same codes, so they share one budget.
    await enforce(c, "otpVerify", owner ? `user:${owner.id}` : subject);
    if (owner) found = await findOneTimeToken(c.env.DB, await codeHash(owner.id, input.token.trim()), types);
  } else {
    throw validationFailed("Verify requires a token or a token hash");
  }
  if (!found || !(await consumeOneTimeToken(c.env.DB, found))) throw otpExpired();
  return found;
}

function fragment(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

export const codeRoutes = new Hono<AppBindings>()
  .post("/verify", async (c) => {
    const body = await readBody(c, verifyBody);
    const token = await takeToken(c, body.type, body);
    const verified = await applyVerified(c, token);
    if ("accepted" in verified) return c.json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 });
    return sessionResponse(c, await startSession(c, verified.userId, verified.method));
  })
  // The link in an e-mail. On this site the session is set in cookies (never in the URL) and the page learns what
  // happened from the fragment; a native app gets GoTrue's fragment with tokens, or a PKCE code.
  .get("/verify", async (c) => {
    const type = c.req.query("type") ?? "";
    const fallback = type === "recovery" ? "/reset-password" : "/auth";
    const target = safeRedirect(c, c.req.query("redirect_to"), fallback);
    let token: OneTimeTokenRow;
    try {
      token = await takeToken(c, type, { token_hash: c.req.query("token") ?? "" });
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      const description = err.code === "otp_expired" ? "Email link is invalid or has expired" : err.message;
      return c.redirect(
        `${target}#${fragment({ error: "access_denied", error_code: err.code, error_description: description })}`,
        303,
      );
    }
    const verified = await applyVerified(c, token);
    if ("accepted" in verified)
      return c.redirect(`${target}#${fragment({ message: SINGLE_CONFIRMATION_ACCEPTED })}`, 303);
    const { userId, method } = verified;
    const { flow } = tokenContext(token.relates_to);
    if (flow) {
      const url = new URL(target);
      url.searchParams.set("code", flow);
      return c.redirect(url.toString(), 303);
    }
    const session = await startSession(c, userId, method);
    if (isSameSite(c, target)) {
      setSessionCookies(c, session.access_token, session.expires_in, session.refresh_token);
      return c.redirect(`${target}#${fragment({ type })}`, 303);
    }
    return c.redirect(
      `${target}#${fragment({
        access_token: session.access_token,
        expires_at: session.expires_at,
        expires_in: session.expires_in,
        refresh_token: session.refresh_token,
        token_type: "bearer",
        type,
      })}`,
      303,
    );
  })
  .post("/otp", async (c) => {
    const body = await readBody(c, otpBody);
    const { email, phone } = contactOf(body, MESSAGES.emailOrPhone);
    const db = c.env.DB;
    let user = email ? await userByEmail(db, email) : await userByPhone(db, phone ?? "");
    if (!user) {
      // Told not to create an account: the answer a known address gets, the 429 after a few requests included
      // (GoTrue's otp_disabled here would tell anyone which addresses have an account). Nothing is sent.
      if (body.create_user === false) {
        await (email ? enforce(c, "emailSend", email) : enforce(c, "smsSend", phone ?? ""));
        return c.json({});
      }
      await enforce(c, "signUp", clientIp(c));
      const id = await insertUser(
        db,
        { email, phone, passwordHash: null, metadata: body.data ?? {}, provider: email ? "email" : "phone" },
        { provider: email ? "email" : "phone" },
      );
      user = id ? await userById(db, id) : null;
      if (!user) throw new AuthError(409, "conflict", "The account is being created by another request; try again");
    }
    const flow = await savePkce(db, user.id, challengeOf(body), "magiclink/otp");
    await sendSignInCode(c, user, email ? "email" : "phone", c.req.query("redirect_to"), flow);
    return c.json({});
  })
  .post("/resend", async (c) => {
    const body = await readBody(c, resendBody);
    const { email, phone } = contactOf(body, MESSAGES.emailOrPhone);
    const user = email ? await userByEmail(c.env.DB, email) : await userByPhone(c.env.DB, phone ?? "");
    const unconfirmed =
      user && (email ? user.email && !user.email_confirmed_at : user.phone && !user.phone_confirmed_at);
    if (unconfirmed && (body.type === "signup" || body.type === "sms")) {
      await sendConfirmation(c, user, c.req.query("redirect_to"), null);
    } else if (user?.email_change && body.type === "email_change") {
      await sendEmailChange(c, user, user.email_change, c.req.query("redirect_to"));
    } else {
      // Nothing to send, but the attempt counts like a sent message, so the 429 after a few tells nothing either.
      await enforce(c, email ? "emailSend" : "smsSend", email ?? phone ?? "");
    }
    return c.json({});
  })
  .post("/recover", async (c) => {
    const body = await readBody(c, recoverBody);
    if (!body.email.trim()) throw validationFailed(MESSAGES.emailOrPhone);
    const email = normalizeEmail(body.email);
    const user = await userByEmail(c.env.DB, email);
    // The same answer whether or not the address has an account, the 429 after a few requests included.
    if (user)
      await sendRecovery(
        c,
        user,
        c.req.query("redirect_to"),
        await savePkce(c.env.DB, user.id, challengeOf(body), "recovery"),
      );
    else await enforce(c, "emailSend", email);
    return c.json({});
  });
