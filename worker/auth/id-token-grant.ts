import type { Context } from "hono";
import { z } from "zod";
import { nowIso } from "../db/client";
import { clearUnconfirmedAccount, identityByProvider, insertIdentity, recordIdentitySignIn } from "../db/identities";
import { confirmEmail, insertUser, userByEmail, userById } from "../db/users";
import type { AppBindings } from "../env";
import { AuthError } from "./errors";
import { IdTokenError, verifyIdToken } from "./id-token";
import { readBody } from "./input";
import { clientIp, enforce } from "./limits";
import { authenticate, sessionResponse, startSession } from "./session";

const idTokenBody = z.object({
  provider: z.enum(["google", "apple"]),
  id_token: z.string().min(1).max(8192),
  nonce: z.string().max(512).nullish(),
  access_token: z.string().max(8192).nullish(),
  link_identity: z.boolean().nullish(),
  gotrue_meta_security: z.unknown().nullish(),
});

/**
 * POST /token?grant_type=id_token: sign in (or sign up) with a Google or Apple id token, or with `link_identity`
 * attach that identity to the signed-in user. A verified e-mail that already has an account signs into it.
 */
export async function signInWithIdToken(c: Context<AppBindings>): Promise<Response> {
  const body = await readBody(c, idTokenBody);
  await enforce(c, "signIn", clientIp(c));
  const identity = await verifyIdToken(c.env, body.provider, body.id_token, body.nonce ?? undefined).catch(
    (err: unknown) => {
      if (err instanceof IdTokenError) {
        throw new AuthError(400, err.code === "provider_disabled" ? "provider_disabled" : "bad_id_token", err.message);
      }
      throw err;
    },
  );
  const db = c.env.DB;
  const data = {
    sub: identity.subject,
    iss: identity.claims.iss,
    email: identity.email,
    email_verified: identity.emailVerified,
    ...(identity.name ? { name: identity.name, full_name: identity.name } : {}),
  };
  const metadata = {
    ...(identity.name ? { full_name: identity.name, name: identity.name } : {}),
    ...(identity.email ? { email: identity.email } : {}),
  };
  const existing = await identityByProvider(db, body.provider, identity.subject);

  if (body.link_identity) {
    const auth = await authenticate(c);
    if (existing && existing.user_id !== auth.claims.sub) {
      throw new AuthError(422, "identity_already_exists", "Identity is already linked to another user");
    }
    if (!existing) await insertIdentity(db, auth.claims.sub, body.provider, identity.subject, data, identity.email);
    return sessionResponse(c, await startSession(c, auth.claims.sub, "id_token"));
  }

  if (existing) {
    const user = await userById(db, existing.user_id);
    if (!user) throw new AuthError(400, "user_not_found", "User not found");
    await recordIdentitySignIn(db, existing.id, data);
    return sessionResponse(c, await startSession(c, user.id, "id_token"));
  }

  if (identity.email && identity.emailVerified) {
    const byEmail = await userByEmail(db, identity.email);
    if (byEmail) {
      // An unconfirmed account with this address may be someone else's trap (their password, waiting for the
      // owner to confirm it): it is cleared before the provider's identity proves the address.
      if (!byEmail.email_confirmed_at) await clearUnconfirmedAccount(db, byEmail.id, body.provider, metadata);
      await insertIdentity(db, byEmail.id, body.provider, identity.subject, data, identity.email);
      if (!byEmail.email_confirmed_at) await confirmEmail(db, byEmail.id);
      return sessionResponse(c, await startSession(c, byEmail.id, "id_token"));
    }
  }

  const now = nowIso();
  const id = await insertUser(
    db,
    {
      email: identity.email,
      phone: null,
      passwordHash: null,
      metadata,
      provider: body.provider,
      emailConfirmedAt: identity.email && identity.emailVerified ? now : null,
    },
    { provider: body.provider, providerId: identity.subject, data },
  );
  if (!id) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
  return sessionResponse(c, await startSession(c, id, "id_token"));
}
