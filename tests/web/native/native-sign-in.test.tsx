import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthError, type CookieSession } from "../../../web/src/auth/client";
import { type SessionControl, SessionControlContext } from "../../../web/src/auth/context";
import { ToastProvider } from "../../../web/src/lib/toast";
import NativeSignIn from "../../../web/src/native/NativeSignIn";
import {
  type NativeSignInDeps,
  nativeSignIn,
  pluginIds,
  resetNativeSignIn,
} from "../../../web/src/native/native-sign-in";
import type { NativeIdentity, NativePlugins, SocialLoginPlugin } from "../../../web/src/native/plugins";
import { installPlugins } from "../../../web/src/native/runtime";

// Native Google and Apple sign-in (issue 20, spec §5/§8): the platform's sheet through the social-login plugin,
// then the id_token grant with the raw nonce; every outcome ends in the spec's toast or the session.

const SESSION = {
  token_type: "bearer",
  expires_in: 3600,
  expires_at: 2_000_000_000,
  user: { id: "u-1" },
} as CookieSession;

async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

let identity: (options: { nonce: string }) => Promise<NativeIdentity>;
let socialLogin: SocialLoginPlugin & { initialize: ReturnType<typeof vi.fn> };
let deps: NativeSignInDeps;
let toasts: [string, string][];

beforeEach(() => {
  resetNativeSignIn();
  toasts = [];
  identity = async () => ({ idToken: "id-token" });
  socialLogin = {
    initialize: vi.fn(async () => undefined),
    google: (o) => identity(o),
    apple: (o) => identity(o),
  };
  deps = {
    plugins: { socialLogin },
    ids: { googleClientId: "web.apps.googleusercontent.com,ios.apps.googleusercontent.com", appleClientId: "svc" },
    signInWithIdToken: vi.fn(async () => SESSION),
    acceptSession: vi.fn(),
    toast: (message, kind) => {
      toasts.push([message, kind]);
    },
  };
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("native sign-in", () => {
  it("signs in with Google: the plugin gets the hashed nonce, the server the raw one; success toast", async () => {
    let asked = "";
    identity = async ({ nonce }) => {
      asked = nonce;
      return { idToken: "google-id-token", nonce };
    };
    expect(await nativeSignIn("google", deps)).toBe(true);
    expect(socialLogin.initialize).toHaveBeenCalledWith({
      googleWebClientId: "web.apps.googleusercontent.com",
      googleIosClientId: "ios.apps.googleusercontent.com",
      appleClientId: "svc",
    });
    const [provider, token, raw] = vi.mocked(deps.signInWithIdToken).mock.calls[0] ?? [];
    expect([provider, token]).toEqual(["google", "google-id-token"]);
    expect(await sha256Hex(raw ?? "")).toBe(asked);
    expect(deps.acceptSession).toHaveBeenCalledWith(SESSION);
    expect(toasts).toEqual([["Successfully signed in with Google!", "success"]]);
  });

  it("initializes the plugin once for the same client ids", async () => {
    await nativeSignIn("google", deps);
    await nativeSignIn("apple", deps);
    expect(socialLogin.initialize).toHaveBeenCalledTimes(1);
  });

  it("says Apple Sign-In was cancelled when Apple hands back no identity token, or the sheet is closed", async () => {
    identity = async () => ({ idToken: null });
    expect(await nativeSignIn("apple", deps)).toBe(false);
    identity = async () => {
      throw new Error(
        "The operation couldn't be completed. (com.apple.AuthenticationServices.AuthorizationError 1001.)",
      );
    };
    expect(await nativeSignIn("apple", deps)).toBe(false);
    expect(toasts).toEqual([
      ["Apple Sign-In was cancelled", "error"],
      ["Apple Sign-In was cancelled", "error"],
    ]);
    expect(deps.signInWithIdToken).not.toHaveBeenCalled();
    expect(deps.acceptSession).not.toHaveBeenCalled();
  });

  it("says Invalid credential received from Google when Google hands back no identity token", async () => {
    identity = async () => ({ idToken: null });
    expect(await nativeSignIn("google", deps)).toBe(false);
    expect(toasts).toEqual([["Invalid credential received from Google", "error"]]);
  });

  it("shows the provider's message, else Failed to sign in with Google, when the Google sheet fails", async () => {
    identity = async () => {
      throw new Error("Developer console is not set up correctly.");
    };
    await nativeSignIn("google", deps);
    identity = async () => {
      throw new Error("");
    };
    await nativeSignIn("google", deps);
    expect(toasts).toEqual([
      ["Developer console is not set up correctly.", "error"],
      ["Failed to sign in with Google", "error"],
    ]);
  });

  it("shows the §8 credential errors when the server refuses the token", async () => {
    const cases: [AuthError, string][] = [
      [new AuthError(400, "bad_id_token", "Bad ID token"), "Google sign-in token is invalid. Please try again."],
      [
        new AuthError(400, "validation_failed", "Origin not allowed for this client"),
        "This domain is not authorized for Google sign-in. Please contact support.",
      ],
      [new AuthError(422, "user_banned", "User is banned"), "User is banned"],
      [new AuthError(500, "unexpected_failure", ""), "Google sign-in failed. Please try again."],
    ];
    for (const [err, message] of cases) {
      toasts = [];
      deps.signInWithIdToken = vi.fn(async () => {
        throw err;
      });
      expect(await nativeSignIn("google", deps)).toBe(false);
      expect(toasts, err.code).toEqual([[message, "error"]]);
    }
    toasts = [];
    await nativeSignIn("apple", deps);
    expect(toasts).toEqual([["Sign-in failed. Please try again.", "error"]]);
  });

  it("reads the client ids as the server lists them", () => {
    expect(pluginIds({ googleClientId: " a , b ", appleClientId: "svc,travel.untrodden.app" })).toEqual({
      googleWebClientId: "a",
      googleIosClientId: "b",
      appleClientId: "svc",
    });
    expect(pluginIds({ googleClientId: null, appleClientId: null })).toEqual({
      googleWebClientId: undefined,
      googleIosClientId: undefined,
      appleClientId: undefined,
    });
  });
});

describe("the sign-in screen's native buttons", () => {
  function show(platform: "ios" | "android") {
    installPlugins({ platform, socialLogin } as unknown as NativePlugins);
    const control = { acceptSession: vi.fn(), userUpdated: vi.fn(), linkReturn: null } as unknown as SessionControl;
    render(
      <ToastProvider>
        <SessionControlContext value={control}>
          <NativeSignIn ids={{ googleClientId: "web-id", appleClientId: "svc" }} />
        </SessionControlContext>
      </ToastProvider>,
    );
  }

  afterEach(() => installPlugins(null));

  it("offers Google and Apple on iOS, and Google only on Android", () => {
    show("ios");
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue with Apple" })).toBeTruthy();
  });

  it("offers no Apple button on Android", () => {
    show("android");
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue with Apple" })).toBeNull();
  });

  it("shows the cancelled toast when Apple's sheet gives no token", async () => {
    identity = async () => ({ idToken: null });
    show("ios");
    fireEvent.click(screen.getByRole("button", { name: "Continue with Apple" }));
    expect(await screen.findByText("Apple Sign-In was cancelled")).toBeTruthy();
  });
});
