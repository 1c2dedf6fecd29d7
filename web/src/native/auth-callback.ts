/**
 * Spec §2/§4/§7: the app-scheme link `untrodden://auth/callback…` completes sign-in: `?code=` is exchanged for a
 * session with the PKCE verifier kept since the e-mail was asked for (grant_type=pkce), or `#access_token&
 * refresh_token` sets the session directly. Spec §8: the callback errors identity_already_exists,
 * identity_not_found and single_identity_not_deletable keep the session, any other clears it; failures are only
 * logged. The deep-link router hands these links here.
 */

import type { AuthUser } from "../../../domain/api/auth";
import { callbackErrorClearsSession } from "../../../domain/auth-session";
import { AuthError, authErrorFrom, type CookieSession } from "../auth/client";
import { appFetch } from "../lib/transport";
import { maybeNativePlugins } from "./runtime";
import { acceptLinkSession, endLinkSession, nativeSession } from "./session";
import { PKCE_VERIFIER_KEY } from "./session-transport";

/** A path on this app (`/x`, never `//host`), else null. */
function appPath(value: string | null): string | null {
  return value && /^\/(?!\/)/.test(value) ? value : null;
}

async function exchangeCode(code: string): Promise<CookieSession> {
  const storage = maybeNativePlugins()?.secureStorage;
  const verifier = await storage?.get(PKCE_VERIFIER_KEY);
  if (!verifier) throw new AuthError(400, "flow_state_not_found", "No sign-in is waiting for this link");
  const res = await appFetch("/auth/v1/token?grant_type=pkce", {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
  });
  if (!res.ok) throw await authErrorFrom(res);
  await storage?.remove(PKCE_VERIFIER_KEY);
  return (await res.json()) as CookieSession;
}

async function sessionFromFragment(hash: URLSearchParams): Promise<CookieSession> {
  const transport = nativeSession();
  if (!transport) throw new Error("The native session is not installed");
  const access = hash.get("access_token") ?? "";
  const refresh = hash.get("refresh_token") ?? "";
  const expiresIn = Number(hash.get("expires_in")) || 0;
  const expiresAt = Number(hash.get("expires_at")) || Math.floor(Date.now() / 1000) + expiresIn;
  // Whose session it is, asked with the link's token before it replaces the stored one.
  const res = await appFetch("/auth/v1/user", {
    headers: { Accept: "application/json", Authorization: `Bearer ${access}` },
  });
  if (!res.ok) throw await authErrorFrom(res);
  const user = (await res.json()) as AuthUser;
  await transport.save({ access_token: access, refresh_token: refresh, expires_at: expiresAt });
  return { token_type: "bearer", expires_in: expiresIn, expires_at: expiresAt, user };
}

/**
 * Completes the sign-in a callback link carries. Resolves with the page to show next (the `next` the e-mail was
 * sent with, or /reset-password for a recovery link), or null when there is none or the link failed.
 */
export async function completeAuthCallback(url: string): Promise<string | null> {
  try {
    const link = new URL(url);
    const hash = new URLSearchParams(link.hash.replace(/^#/, ""));
    const query = link.searchParams;
    const error = hash.get("error") ?? query.get("error");
    const errorCode = hash.get("error_code") ?? query.get("error_code");
    if (error || errorCode) {
      console.warn("Sign-in link failed", errorCode ?? error, hash.get("error_description") ?? "");
      if (callbackErrorClearsSession(errorCode)) await endLinkSession();
      return null;
    }
    const code = query.get("code");
    let session: CookieSession;
    if (code) session = await exchangeCode(code);
    else if (hash.get("access_token") && hash.get("refresh_token")) session = await sessionFromFragment(hash);
    else {
      console.warn("Sign-in link without a code or a session", link.pathname);
      return null;
    }
    acceptLinkSession(session);
    return appPath(query.get("next")) ?? (hash.get("type") === "recovery" ? "/reset-password" : null);
  } catch (err) {
    console.warn("Sign-in link failed", err);
    return null;
  }
}
