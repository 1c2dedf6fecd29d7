/**
 * Native Google and Apple sign-in (issue 20): the platform's own sheet through the social-login plugin, then the
 * server's `POST /auth/v1/token?grant_type=id_token` with the raw nonce (the provider signs its SHA-256 into the
 * token). Spec §5/§8: no identity token → "Apple Sign-In was cancelled" / "Invalid credential received from
 * Google"; the credential errors; "Successfully signed in with Google!".
 */
import { MESSAGES } from "../../../domain/messages";
import type { CookieSession } from "../auth/client";
import { appleSignInError, createNonce, googleSignInError } from "../auth/identity-providers";
import type { NativePlugins } from "./plugins";

export type NativeProvider = "google" | "apple";

/** The client ids as /api/config gives them (comma-separated lists, as the server accepts them). */
export interface NativeClientIds {
  googleClientId: string | null;
  appleClientId: string | null;
}

export interface NativeSignInDeps {
  plugins: Pick<NativePlugins, "socialLogin">;
  ids: NativeClientIds;
  signInWithIdToken: (provider: NativeProvider, token: string, nonce: string) => Promise<CookieSession>;
  acceptSession: (session: CookieSession) => void;
  toast: (message: string, kind: "success" | "error") => void;
}

const list = (ids: string | null) =>
  (ids ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The plugin's setup: Google's web client id (the first of GOOGLE_CLIENT_ID: the id token's audience the server
 * checks) and, when listed second, the iOS client id; Apple's service id (the first of APPLE_CLIENT_ID).
 */
export function pluginIds(ids: NativeClientIds) {
  const [googleWebClientId, googleIosClientId] = list(ids.googleClientId);
  const [appleClientId] = list(ids.appleClientId);
  return { googleWebClientId, googleIosClientId, appleClientId };
}

let initialized: Promise<void> | null = null;
let initializedFor = "";

function initialize(deps: NativeSignInDeps): Promise<void> {
  const key = JSON.stringify(deps.ids);
  if (!initialized || initializedFor !== key) {
    initializedFor = key;
    initialized = deps.plugins.socialLogin.initialize(pluginIds(deps.ids)).catch((err: unknown) => {
      initialized = null;
      throw err;
    });
  }
  return initialized;
}

/** One native sign-in; every outcome ends in a toast (or the session). Resolves true when signed in. */
export async function nativeSignIn(provider: NativeProvider, deps: NativeSignInDeps): Promise<boolean> {
  const nonce = await createNonce();
  let idToken: string | null;
  try {
    await initialize(deps);
    const login = provider === "google" ? deps.plugins.socialLogin.google : deps.plugins.socialLogin.apple;
    ({ idToken } = await login({ nonce: nonce.hashed }));
  } catch (err) {
    // The sheet was closed or the provider failed before handing over a token.
    console.warn(`${provider} sign-in ended without a token`, err);
    if (provider === "apple") deps.toast(MESSAGES.appleSignInCancelled, "error");
    else deps.toast((err instanceof Error && err.message) || MESSAGES.googleSignInFailed, "error");
    return false;
  }
  if (!idToken) {
    deps.toast(provider === "apple" ? MESSAGES.appleSignInCancelled : MESSAGES.invalidGoogleCredential, "error");
    return false;
  }
  try {
    deps.acceptSession(await deps.signInWithIdToken(provider, idToken, nonce.raw));
  } catch (err) {
    deps.toast(provider === "apple" ? appleSignInError(err) : googleSignInError(err), "error");
    return false;
  }
  if (provider === "google") deps.toast(MESSAGES.googleSignInSuccess, "success");
  return true;
}

/** Forgets the plugin's setup (tests). */
export function resetNativeSignIn(): void {
  initialized = null;
  initializedFor = "";
}
