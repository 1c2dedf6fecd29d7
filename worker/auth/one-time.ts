import type { Context } from "hono";
import type { OneTimeTokenType } from "../../domain/vocabulary";
import { nowIso } from "../db/client";
import { replaceOneTimeTokens } from "../db/one-time-tokens";
import { type UserRow, updateUser } from "../db/users";
import type { AppBindings } from "../env";
import { siteOrigin } from "../site-origin";
import { randomCode, randomToken, sha256Hex } from "./crypto";
import { enforce } from "./limits";
import { mailAuthMessage, smsAuthCode } from "./mail";
import { safeRedirect } from "./redirects";

type Ctx = Context<AppBindings>;

/** How long each kind of e-mailed link or code stays valid. */
export const ONE_TIME_TTL_SECONDS: Record<OneTimeTokenType, number> = {
  confirmation: 24 * 3600,
  recovery: 3600,
  email_change_new: 24 * 3600,
  email_change_current: 24 * 3600,
  magiclink: 600,
  reauthentication: 600,
  phone_confirmation: 600,
  phone_change: 600,
};

/** What a one-time token remembers besides its hash: the address it went to and a PKCE auth code, if any. */
export interface TokenContext {
  address: string;
  flow: string | null;
}

const minutes = (type: OneTimeTokenType) => ONE_TIME_TTL_SECONDS[type] / 60;

export const linkHash = (token: string) => sha256Hex(`link:${token}`);
/** Codes are hashed with their user id, so equal codes of two people never collide. */
export const codeHash = (userId: string, code: string) => sha256Hex(`code:${userId}:${code}`);

async function issue(
  c: Ctx,
  user: UserRow,
  type: OneTimeTokenType,
  address: string,
  flow: string | null,
  withLink: boolean,
): Promise<{ link: string | null; code: string }> {
  const code = randomCode();
  const token = withLink ? randomToken(32) : null;
  const hashes = [await codeHash(user.id, code), ...(token ? [await linkHash(token)] : [])];
  const context: TokenContext = { address, flow };
  await replaceOneTimeTokens(c.env.DB, user.id, type, hashes, JSON.stringify(context), ONE_TIME_TTL_SECONDS[type]);
  return { link: token, code };
}

/** The e-mail link: GET /auth/v1/verify on this site, which then redirects to `redirectTo`. */
function verifyLink(c: Ctx, token: string, type: string, redirectTo: string): string {
  const url = new URL("/auth/v1/verify", siteOrigin(c.env));
  url.searchParams.set("token", token);
  url.searchParams.set("type", type);
  url.searchParams.set("redirect_to", redirectTo);
  return url.toString();
}

/**
 * An e-mail with a link and the same token as a code (per address rate limit; the link leads through
 * GET /verify as `linkType` to the redirect target, or to `fallbackPath` on this site).
 */
async function mailLinkAndCode(
  c: Ctx,
  user: UserRow,
  to: string,
  o: {
    type: OneTimeTokenType;
    linkType: string;
    kind: "confirmation" | "recovery" | "otp" | "email_change" | "email_change_current";
    flow: string | null;
    redirectTo: string | undefined;
    fallbackPath: string;
  },
) {
  await enforce(c, "emailSend", to);
  const { link, code } = await issue(c, user, o.type, to, o.flow, true);
  const url = verifyLink(c, link ?? "", o.linkType, safeRedirect(c, o.redirectTo, o.fallbackPath));
  const validityMinutes = minutes(o.type);
  await mailAuthMessage(
    c,
    o.kind === "email_change"
      ? {
          kind: o.kind,
          to,
          previous: user.email,
          // A confirmed current address gets a confirmation link of its own instead of a notice.
          noticeToPrevious: !user.email_confirmed_at,
          link: url,
          code,
          validityMinutes,
        }
      : o.kind === "email_change_current"
        ? { kind: o.kind, to, next: user.email_change ?? "", link: url, code, validityMinutes }
        : { kind: o.kind, to, link: url, code, validityMinutes },
  );
}

/** A code by text message (per number rate limit). */
async function textCode(c: Ctx, user: UserRow, phone: string, type: OneTimeTokenType, flow: string | null) {
  await enforce(c, "smsSend", phone);
  const { code } = await issue(c, user, type, phone, flow, false);
  await smsAuthCode(c, phone, code, minutes(type));
}

/** Sign-up confirmation: a link (and a code) by e-mail, or a code by text message for a phone sign-up. */
export async function sendConfirmation(c: Ctx, user: UserRow, redirectTo: string | undefined, flow: string | null) {
  if (user.email && !user.email_confirmed_at) {
    await mailLinkAndCode(c, user, user.email, {
      type: "confirmation",
      linkType: "signup",
      kind: "confirmation",
      flow,
      redirectTo,
      fallbackPath: "/auth",
    });
    await updateUser(c.env.DB, user.id, { confirmation_sent_at: nowIso() });
  } else if (user.phone && !user.phone_confirmed_at) {
    await textCode(c, user, user.phone, "phone_confirmation", flow);
  }
}

export async function sendRecovery(c: Ctx, user: UserRow, redirectTo: string | undefined, flow: string | null) {
  if (!user.email) return;
  await mailLinkAndCode(c, user, user.email, {
    type: "recovery",
    linkType: "recovery",
    kind: "recovery",
    flow,
    redirectTo,
    fallbackPath: "/reset-password",
  });
}

/** Passwordless sign-in: a 6-digit code (and a magic link) by e-mail, or a code by text message. */
export async function sendSignInCode(
  c: Ctx,
  user: UserRow,
  channel: "email" | "phone",
  redirectTo: string | undefined,
  flow: string | null,
) {
  if (channel === "email" && user.email) {
    await mailLinkAndCode(c, user, user.email, {
      type: "magiclink",
      linkType: "magiclink",
      kind: "otp",
      flow,
      redirectTo,
      fallbackPath: "/",
    });
  } else if (channel === "phone" && user.phone) {
    await textCode(c, user, user.phone, "phone_confirmation", flow);
  }
}

/**
 * Asks for an e-mail change (GoTrue's secure e-mail change): a confirmation link to the new address and, while the
 * current address is confirmed, one to the current address as well; the change happens once both are followed, so
 * a stolen session alone cannot move the account to another address. Asking again starts over.
 */
export async function sendEmailChange(c: Ctx, user: UserRow, newEmail: string, redirectTo: string | undefined) {
  const secure = Boolean(user.email && user.email_confirmed_at);
  await updateUser(c.env.DB, user.id, { email_change: newEmail, email_change_confirmed: secure ? null : "current" });
  const pending = { ...user, email_change: newEmail };
  const link = { linkType: "email_change", flow: null, redirectTo, fallbackPath: "/auth" } as const;
  await mailLinkAndCode(c, pending, newEmail, { ...link, type: "email_change_new", kind: "email_change" });
  if (secure && user.email)
    await mailLinkAndCode(c, pending, user.email, {
      ...link,
      type: "email_change_current",
      kind: "email_change_current",
    });
}

export async function sendReauthentication(c: Ctx, user: UserRow) {
  if (user.email) {
    await enforce(c, "emailSend", user.email);
    const { code } = await issue(c, user, "reauthentication", user.email, null, false);
    await mailAuthMessage(c, {
      kind: "reauthentication",
      to: user.email,
      code,
      validityMinutes: minutes("reauthentication"),
    });
  } else if (user.phone) {
    await textCode(c, user, user.phone, "reauthentication", null);
  }
}

export function tokenContext(relatesTo: string): TokenContext {
  try {
    const parsed = JSON.parse(relatesTo) as Partial<TokenContext>;
    return { address: String(parsed.address ?? ""), flow: parsed.flow ?? null };
  } catch {
    return { address: relatesTo, flow: null };
  }
}
