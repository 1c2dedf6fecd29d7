import type { Context } from "hono";
import type { Aal } from "../../domain/vocabulary";
import { isAdmin } from "../db/admin-users";
import {
  activeRefreshToken,
  type RefreshTokenRow,
  recordSignIn,
  refreshTokenByHash,
  rotateRefreshToken,
} from "../db/refresh-tokens";
import { deleteSessions, insertSession, pastAdminLifetime, type SessionRow, sessionById } from "../db/sessions";
import { userById, userWithRelations } from "../db/users";
import type { AppBindings } from "../env";
import { noteForLog } from "../middleware/request-log";
import { siteOrigin } from "../site-origin";
import { hmacBase64url, sha256Hex } from "./crypto";
import { AuthError, badJwt, noAuthorization, sessionNotFound, userBanned } from "./errors";
import { type AccessClaims, signAccessToken, verifyAccessToken } from "./jwt";
import { keyRing } from "./keys";
import { accessTokenOf, SESSION_IDLE_SECONDS, setSessionCookies, wantsCookies } from "./transport";
import { userJson } from "./user-json";

type Ctx = Context<AppBindings>;

/** A refresh token used again within this many seconds of its rotation returns the active token (racing tabs). */
export const REFRESH_REUSE_WINDOW_SECONDS = 10;

export interface SessionPayload {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
  /** The session's assurance level; said only to the cookie transport, which cannot read it from the token. */
  aal: Aal;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * A refresh token is an HMAC of its row id under a key derived from the signing key: 256 bits nobody can guess
 * without the secret, stored only as a SHA-256 hash, and re-derivable by the server, so a token reused inside the
 * reuse window can be answered with the session's active token instead of a sibling.
 */
async function refreshTokenFor(c: Ctx, rowId: string): Promise<string> {
  return hmacBase64url((await keyRing(c.env)).secret, `refresh:${rowId}`);
}

async function accessPayload(c: Ctx, session: SessionRow, refreshToken: string): Promise<SessionPayload> {
  const found = await userWithRelations(c.env.DB, session.user_id);
  if (!found) throw sessionNotFound();
  const { user, identities, factors } = found;
  const { token, expiresAt } = await signAccessToken(c.env, siteOrigin(c.env), {
    sub: user.id,
    session_id: session.id,
    aal: session.aal,
    amr: session.amr,
    email: user.email ?? "",
    phone: user.phone ?? "",
    role: user.role,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    is_anonymous: false,
  });
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, identities, factors),
    aal: session.aal,
  };
}

/** Starts a session for a user who just proved who they are (`method`: password, otp, recovery, id_token, …). */
export async function startSession(c: Ctx, userId: string, method: string): Promise<SessionPayload> {
  const db = c.env.DB;
  const session = await insertSession(db, {
    userId,
    aal: "aal1",
    amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
    userAgent: c.req.header("User-Agent")?.slice(0, 300) ?? null,
    ip: c.req.header("CF-Connecting-IP") ?? null,
  });
  // A ban (admin API ban_duration) holds for every way in: password, codes, links, PKCE and id tokens.
  if (!session) throw userBanned((await userById(db, userId))?.suspended_at != null);
  const id = crypto.randomUUID();
  const refresh = await refreshTokenFor(c, id);
  await recordSignIn(db, { id, hash: await sha256Hex(refresh), userId, sessionId: session.id });
  noteForLog(c, { user_id: userId, sign_in: method });
  return accessPayload(c, session, refresh);
}

/** A new access token for an existing session (after MFA raised it to aal2), keeping its refresh token. */
export async function reissueAccess(c: Ctx, sessionId: string): Promise<SessionPayload> {
  const session = await sessionById(c.env.DB, sessionId);
  if (!session) throw sessionNotFound();
  const active = await activeRefreshToken(c.env.DB, sessionId);
  if (!active) throw sessionNotFound();
  return accessPayload(c, session, await refreshTokenFor(c, active.id));
}

const alreadyUsed = () => new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
const notFound = () => new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");

/**
 * The refresh-token grant: rotation on every use; reuse of a rotated token within the window answers with the
 * active token; reuse outside it revokes the whole family (the session), as a stolen token would be.
 */
export async function refreshSession(c: Ctx, token: string): Promise<SessionPayload> {
  const db = c.env.DB;
  const row = await refreshTokenByHash(db, await sha256Hex(token));
  if (!row) throw notFound();
  const session = await sessionById(db, row.session_id);
  if (!session) throw notFound();
  const lastActive = seconds(session.refreshed_at ?? session.created_at);
  if (Date.now() / 1000 - lastActive > SESSION_IDLE_SECONDS || (await overAdminLifetime(c, session))) {
    await deleteSessions(db, session.user_id, "local", session.id);
    throw new AuthError(400, "session_expired", "Session expired");
  }
  if (!row.revoked) {
    const rotated = await rotate(c, row);
    if (rotated) return accessPayload(c, session, rotated);
  }
  return reuse(c, session, await refreshTokenByHash(db, row.token_hash));
}

/** An admin's session past ADMIN_SESSION_MAX_SECONDS (the admin flag is read only for a session that old). */
async function overAdminLifetime(c: Ctx, session: SessionRow): Promise<boolean> {
  return pastAdminLifetime(session.created_at) && (await isAdmin(c.env.DB, session.user_id));
}

async function rotate(c: Ctx, row: RefreshTokenRow): Promise<string | null> {
  const id = crypto.randomUUID();
  const next = await refreshTokenFor(c, id);
  return (await rotateRefreshToken(c.env.DB, row, { id, hash: await sha256Hex(next) })) ? next : null;
}

async function reuse(c: Ctx, session: SessionRow, row: RefreshTokenRow | null): Promise<SessionPayload> {
  const db = c.env.DB;
  const revokedAt = row ? seconds(row.updated_at) : 0;
  const active = await activeRefreshToken(db, session.id);
  if (active && Date.now() / 1000 - revokedAt <= REFRESH_REUSE_WINDOW_SECONDS) {
    const token = await refreshTokenFor(c, active.id);
    if ((await sha256Hex(token)) === active.token_hash) return accessPayload(c, session, token);
    // Issued under a previous signing key: rotate the active token once more instead.
    const rotated = await rotate(c, active);
    if (rotated) return accessPayload(c, session, rotated);
  }
  await deleteSessions(db, session.user_id, "local", session.id);
  throw alreadyUsed();
}

/** Answers with a session: tokens in cookies for the web app, in the body for Bearer clients. */
export function sessionResponse(c: Ctx, payload: SessionPayload): Response {
  if (wantsCookies(c)) {
    setSessionCookies(c, payload.access_token, payload.expires_in, payload.refresh_token);
    const { access_token: _a, refresh_token: _r, ...rest } = payload;
    return c.json(rest);
  }
  // GoTrue's body: Bearer clients read the level from the token's aal claim.
  const { aal: _aal, ...body } = payload;
  return c.json(body);
}

export interface Authenticated {
  claims: AccessClaims;
  session: SessionRow;
  via: "bearer" | "cookie";
}

/**
 * The caller's session, or an AuthError: none given (401 no_authorization), unverifiable or expired (403 bad_jwt),
 * revoked (403 session_not_found). Revocation is immediate: the session row must still exist.
 */
export async function authenticate(c: Ctx): Promise<Authenticated> {
  const found = accessTokenOf(c);
  if (!found) throw noAuthorization();
  const verified = await verifyAccessToken(c.env, siteOrigin(c.env), found.token);
  if (!verified.ok) throw badJwt(verified.reason === "expired" ? "invalid JWT: token is expired" : undefined);
  const session = await sessionById(c.env.DB, verified.claims.session_id);
  if (!session || session.user_id !== verified.claims.sub || (await overAdminLifetime(c, session)))
    throw sessionNotFound();
  noteForLog(c, { user_id: session.user_id });
  return { claims: verified.claims, session, via: found.via };
}
