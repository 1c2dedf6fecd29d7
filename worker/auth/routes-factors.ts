import { type Context, Hono } from "hono";
import { z } from "zod";
import { BRAND } from "../../domain/brand";
import { generateTotpSecret, totpUri, verifyTotp } from "../../domain/totp";
import type { FactorRow } from "../db/mfa";
import {
  afterFactorVerified,
  challengeOf,
  consumeVerification,
  deleteChallenge,
  deleteFactor,
  factorsOfUser,
  insertChallenge,
  insertTotpFactor,
  ownedFactor,
} from "../db/mfa";
import { type Amr, raiseSession } from "../db/sessions";
import { userById } from "../db/users";
import type { AppBindings } from "../env";
import { AuthError, validationFailed } from "./errors";
import { readBody } from "./input";
import { clientIp, enforce } from "./limits";
import { mailSecurityNotice } from "./mail";
import { qrSvg } from "./qr";
import { type Authenticated, authenticate, reissueAccess, sessionResponse } from "./session";
import { canSeal, openTotpSecret, resealAfterUse, sealTotpSecret } from "./totp-secret";

type Ctx = Context<AppBindings>;

/** GoTrue's defaults: at most 10 factors per user, challenges valid for 5 minutes. */
export const MAX_FACTORS_PER_USER = 10;
export const CHALLENGE_TTL_SECONDS = 300;

const enrollBody = z.object({
  factor_type: z.string().max(32).optional(),
  friendly_name: z.string().max(120).optional(),
  issuer: z.string().max(120).optional(),
  phone: z.string().max(32).optional(),
});

const challengeBody = z.object({ channel: z.string().max(16).optional() });

const verifyBody = z.object({
  challenge_id: z.string().max(64).optional(),
  code: z.string().max(32).optional(),
});

export const factorNotFound = () => new AuthError(404, "mfa_factor_not_found", "Factor not found");

/** E-mails the factor's owner that an authenticator was added to or removed from their account. */
async function tellOwner(c: Ctx, auth: Authenticated, factor: FactorRow, change: "enrolled" | "unenrolled") {
  const owner = await userById(c.env.DB, auth.claims.sub);
  await mailSecurityNotice(c, owner?.email ?? null, {
    kind: "authenticator",
    change,
    factorName: factor.friendly_name,
  });
}

async function ownFactor(c: Ctx, auth: Authenticated): Promise<FactorRow> {
  const factor = await ownedFactor(c.env.DB, auth.claims.sub, c.req.param("id") ?? "");
  if (!factor) throw factorNotFound();
  return factor;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * TOTP second factors, in GoTrue's wire format (auth-js `mfa.enroll`, `challenge`, `verify`, `unenroll`):
 * a verified code raises the session to aal2; each code works once; a verified factor is removed only from an aal2
 * session. Text-message factors are not offered.
 */
export const factorRoutes = new Hono<AppBindings>()
  .post("/factors", async (c) => {
    const auth = await authenticate(c);
    const body = await readBody(c, enrollBody);
    if (body.factor_type === "phone") {
      throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
    }
    if (body.factor_type === "webauthn") {
      throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
    }
    if (body.factor_type !== "totp") throw validationFailed("factor_type needs to be totp, phone, or webauthn");

    const db = c.env.DB;
    const user = await userById(db, auth.claims.sub);
    if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
    const friendlyName = body.friendly_name?.trim() || null;
    const factors = await factorsOfUser(db, user.id);
    // An unverified factor of the same name is an abandoned enrolment: it is replaced, so it does not count.
    const kept = factors.filter((f) => f.status === "verified" || (f.friendly_name ?? "") !== (friendlyName ?? ""));
    if (friendlyName && kept.some((f) => f.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        "mfa_factor_name_conflict",
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (kept.length >= MAX_FACTORS_PER_USER) {
      throw new AuthError(
        422,
        "too_many_enrolled_mfa_factors",
        "Maximum number of verified factors reached, unenroll to continue",
      );
    }
    if (kept.some((f) => f.status === "verified") && auth.session.aal !== "aal2") {
      throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    }

    if (!canSeal(c.env)) {
      console.error(JSON.stringify({ error: "MFA_SECRET_KEYS is not set: authenticator enrolment is off" }));
      throw new AuthError(503, "mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP");
    }
    const secret = generateTotpSecret();
    const uri = totpUri({
      secret,
      issuer: body.issuer?.trim() || BRAND.name,
      account: user.email ?? user.phone ?? user.id,
    });
    const id = crypto.randomUUID();
    const sealed = await sealTotpSecret(c.env, id, secret);
    const factor = await insertTotpFactor(db, { id, userId: user.id, friendlyName, secret: sealed });
    return c.json({
      id: factor.id,
      type: "totp",
      friendly_name: friendlyName ?? "",
      totp: { qr_code: qrSvg(uri), secret, uri },
    });
  })
  .post("/factors/:id/challenge", async (c) => {
    const auth = await authenticate(c);
    const factor = await ownFactor(c, auth);
    await readBody(c, challengeBody);
    const cutoff = new Date(Date.now() - CHALLENGE_TTL_SECONDS * 1000).toISOString();
    const challenge = await insertChallenge(c.env.DB, factor.id, clientIp(c), cutoff);
    return c.json({
      id: challenge.id,
      type: factor.factor_type,
      expires_at: Math.floor(Date.parse(challenge.created_at) / 1000) + CHALLENGE_TTL_SECONDS,
    });
  })
  .post("/factors/:id/verify", async (c) => {
    const auth = await authenticate(c);
    const factor = await ownFactor(c, auth);
    const body = await readBody(c, verifyBody);
    if (!body.code) throw validationFailed("Code needs to be non-empty");
    await enforce(c, "mfaVerify", factor.id);

    const db = c.env.DB;
    const challenge = body.challenge_id ? await challengeOf(db, factor.id, body.challenge_id) : null;
    if (!challenge) {
      throw new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
    }
    if (challenge.verified_at || challenge.ip_address !== clientIp(c)) {
      throw new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
    }
    if (Date.parse(challenge.created_at) + CHALLENGE_TTL_SECONDS * 1000 < Date.now()) {
      await deleteChallenge(db, challenge.id);
      throw new AuthError(
        422,
        "mfa_challenge_expired",
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }

    const invalid = () => new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
    if (!factor.secret) throw invalid();
    const secret = await openTotpSecret(c.env, factor.id, factor.secret);
    if (secret === null) {
      // Its key was dropped from MFA_SECRET_KEYS too early, or the stored value was altered: no code can pass.
      console.error(JSON.stringify({ error: "mfa_secret_unreadable", factor_id: factor.id }));
      throw invalid();
    }
    const result = await verifyTotp(secret, body.code, nowSeconds(), factor.last_used_step);
    if (!result.ok) throw invalid();
    // The guarded update decides between two requests racing with the same code: only one of them passes.
    if (!(await consumeVerification(db, factor.id, challenge.id, result.step))) throw invalid();

    const amr: Amr = [
      { method: "totp", timestamp: nowSeconds() },
      ...auth.session.amr.filter((a) => a.method !== "totp"),
    ];
    await raiseSession(db, auth.session.id, factor.id, amr);
    await afterFactorVerified(db, auth.claims.sub, factor.id, auth.session.id);
    await resealAfterUse(c.env, factor.id, factor.secret, secret);
    // A first verification is the enrolment: the owner is told.
    if (factor.status !== "verified") await tellOwner(c, auth, factor, "enrolled");
    return sessionResponse(c, await reissueAccess(c, auth.session.id));
  })
  .delete("/factors/:id", async (c) => {
    const auth = await authenticate(c);
    const factor = await ownFactor(c, auth);
    if (factor.status === "verified" && auth.session.aal !== "aal2") {
      throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    }
    await deleteFactor(c.env.DB, factor);
    if (factor.status === "verified") await tellOwner(c, auth, factor, "unenrolled");
    return c.json({ id: factor.id });
  });
