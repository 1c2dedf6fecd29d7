import { BRAND } from "../../../domain/brand";
import { MESSAGES } from "../../../domain/messages";
import { storage } from "../lib/storage";
import { AuthError } from "./client";

/**
 * Google Identity Services and Sign in with Apple JS: loaded from the providers only when their client ids are
 * configured and a button or the one-tap prompt is about to show; both end in POST /auth/v1/token?grant_type=id_token.
 */

export const GOOGLE_SCRIPT = "https://accounts.google.com/gsi/client";
export const APPLE_SCRIPT = "https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js";

export interface GoogleCredentialResponse {
  credential?: string;
}

interface PromptMoment {
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
  isSkippedMoment?: () => boolean;
}

export interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    nonce?: string;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
    context?: "signin" | "signup" | "use";
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  cancel(): void;
}

interface AppleSignInResponse {
  authorization?: { id_token?: string; code?: string; state?: string };
}

export interface AppleAuth {
  init(options: {
    clientId: string;
    scope: string;
    redirectURI: string;
    usePopup: boolean;
    nonce?: string;
    state?: string;
  }): void;
  signIn(): Promise<AppleSignInResponse>;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
    AppleID?: { auth: AppleAuth };
  }
}

const scripts = new Map<string, Promise<void>>();

/** Adds a provider's script once; a failed load may be tried again. */
export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`Could not load ${new URL(src).host}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

export async function loadGoogle(): Promise<GoogleIdentity> {
  if (!window.google?.accounts.id) await loadScript(GOOGLE_SCRIPT);
  const id = window.google?.accounts.id;
  if (!id) throw new Error("Google Identity Services did not start");
  return id;
}

export async function loadApple(): Promise<AppleAuth> {
  if (!window.AppleID?.auth) await loadScript(APPLE_SCRIPT);
  const auth = window.AppleID?.auth;
  if (!auth) throw new Error("Sign in with Apple did not start");
  return auth;
}

/**
 * A fresh nonce for one sign-in: the provider signs the SHA-256 (hex) into the id token, the server gets the raw
 * value and compares (GoTrue's rule), so a token captured elsewhere cannot be replayed here.
 */
export async function createNonce(): Promise<{ raw: string; hashed: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const raw = btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => ({ "+": "-", "/": "_", "=": "" })[c] ?? "");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(raw)));
  const hashed = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  return { raw, hashed };
}

/** Spec §4/§9: the last dismissal of the one-tap prompt, kept locally. */
export const ONE_TAP_DISMISSED_KEY = `${BRAND.storagePrefix}:one-tap-dismissed-at`;

export function oneTapDismissedAt(): number | null {
  const value = Number(storage.get(ONE_TAP_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function rememberOneTapDismissal(now = Date.now()): void {
  storage.set(ONE_TAP_DISMISSED_KEY, String(now));
}

/** A prompt the person closed (not one that ended in a credential) counts as a dismissal. */
export function isPromptDismissal(moment: PromptMoment): boolean {
  if (moment.isSkippedMoment?.()) return true;
  return Boolean(moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== "credential_returned");
}

/** Spec §8: what to say when a Google sign-in fails. */
export function googleSignInError(err: unknown): string {
  if (err instanceof AuthError) {
    const text = `${err.code} ${err.message}`.toLowerCase();
    if (/origin/.test(text) && /not (allowed|authorized)/.test(text)) return MESSAGES.googleOriginNotAllowed;
    if (
      err.code === "bad_jwt" ||
      err.code === "bad_id_token" ||
      /(invalid|expired).*token|token.*(invalid|expired)/.test(text)
    ) {
      return MESSAGES.googleTokenInvalid;
    }
    return err.message || MESSAGES.googleCredentialFailed;
  }
  return (err instanceof Error && err.message) || MESSAGES.signInFailed;
}

/** Spec §5/§8: an Apple pop-up closed or answered without a token counts as cancelled. */
export function appleSignInError(err: unknown): string {
  if (err instanceof AuthError) return err.message || MESSAGES.signInFailed;
  const code = typeof err === "object" && err !== null && "error" in err ? String(err.error) : "";
  if (code === "popup_closed_by_user" || code === "user_cancelled_authorize") return MESSAGES.appleSignInCancelled;
  return (err instanceof Error && err.message) || MESSAGES.signInFailed;
}
