import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ONE_TAP_DELAY_MS } from "../../domain/auth-routing";
import { MESSAGES } from "../../domain/messages";
import { AuthError } from "../../web/src/auth/client";
import type { GoogleCredentialResponse, GoogleIdentity } from "../../web/src/auth/identity-providers";
import {
  appleSignInError,
  googleSignInError,
  isPromptDismissal,
  ONE_TAP_DISMISSED_KEY,
} from "../../web/src/auth/identity-providers";
import { authError, makeProfile, renderAuthApp, sessionBody } from "./auth-harness";
import { json } from "./render";

afterEach(() => {
  vi.useRealTimers();
  delete window.google;
  delete window.AppleID;
});

/** Google Identity Services as the page sees it once its script has loaded. */
function fakeGoogle() {
  let options: Parameters<GoogleIdentity["initialize"]>[0] | null = null;
  const id = {
    initialize: vi.fn((o: Parameters<GoogleIdentity["initialize"]>[0]) => {
      options = o;
    }),
    prompt: vi.fn(),
    renderButton: vi.fn(),
    cancel: vi.fn(),
  };
  window.google = { accounts: { id } };
  return {
    id,
    answer: (response: GoogleCredentialResponse) => options?.callback(response),
    nonce: () => options?.nonce,
  };
}

/** Node's, never faked here: one turn of the real event loop. */
const realSetImmediate = (globalThis as unknown as { setImmediate: (fn: (v?: unknown) => void) => void }).setImmediate;

/** Fake setTimeout and clock only: the nonce's hashing and the fetch stubs still settle on the real event loop. */
const fakeTimers = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });

/** Runs the real event loop (and fake time not at all) until `done` holds; `waitFor` would wait on faked timers. */
async function until(done: () => boolean, step = 0) {
  const giveUp = performance.now() + 4000; // real time: hashing runs off the event loop and may be slow under load
  while (!done() && performance.now() < giveUp) await passTime(step);
  expect(done()).toBe(true);
}

async function passTime(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await new Promise((resolve) => realSetImmediate(resolve));
  });
}

/** Lets time pass until the prompt shows (the config and the session are read first). */
async function untilPrompted(google: ReturnType<typeof fakeGoogle>) {
  await until(() => google.id.prompt.mock.calls.length > 0, 100);
  expect(google.id.prompt).toHaveBeenCalledTimes(1);
}

async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

describe("the Google one-tap prompt (spec §4)", () => {
  it("appears for a guest 2 seconds after the page opens, when a client id is configured", async () => {
    fakeTimers();
    const google = fakeGoogle();
    const app = renderAuthApp("/hosts", () => undefined, { googleClientId: "client-1" });
    await until(() => app.callsTo("GET", "/api/config").length === 1);
    await passTime(ONE_TAP_DELAY_MS - 100);
    expect(google.id.prompt).not.toHaveBeenCalled();
    await untilPrompted(google);
    expect(google.id.initialize.mock.calls[0]?.[0]).toMatchObject({ client_id: "client-1" });
    expect(google.nonce()).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stays away within 24 hours of a dismissal, and a dismissal is remembered", async () => {
    fakeTimers();
    const google = fakeGoogle();
    const first = renderAuthApp("/hosts", () => undefined, { googleClientId: "client-1" });
    await untilPrompted(google);
    const listener = google.id.prompt.mock.calls[0]?.[0] as (m: object) => void;
    listener({ isDismissedMoment: () => true, getDismissedReason: () => "cancel_called" });
    expect(Number(localStorage.getItem(ONE_TAP_DISMISSED_KEY))).toBeGreaterThan(0);
    first.unmount();

    const again = fakeGoogle();
    const { callsTo } = renderAuthApp("/hosts", () => undefined, { googleClientId: "client-1" });
    await until(() => callsTo("GET", "/api/config").length === 1);
    await passTime(ONE_TAP_DELAY_MS * 2);
    expect(again.id.prompt).not.toHaveBeenCalled();
  });

  it("is not shown without a client id", async () => {
    fakeTimers();
    const google = fakeGoogle();
    const { callsTo } = renderAuthApp("/hosts");
    await until(() => callsTo("GET", "/api/config").length === 1);
    await passTime(ONE_TAP_DELAY_MS * 2);
    expect(google.id.initialize).not.toHaveBeenCalled();
  });

  it("signs in with the credential and the nonce's raw value, then says so", async () => {
    fakeTimers();
    const google = fakeGoogle();
    const { callsTo } = renderAuthApp(
      "/hosts",
      (call) => {
        if (call.url === "/auth/v1/token?grant_type=id_token") return json(sessionBody());
        if (call.url === "/api/me/profile") return json(makeProfile());
        return undefined;
      },
      { googleClientId: "client-1" },
    );
    await untilPrompted(google);
    await act(async () => google.answer({ credential: "header.payload.signature" }));
    await until(() => screen.queryByText(MESSAGES.googleSignInSuccess) !== null);
    const body = callsTo("POST", "/auth/v1/token")[0]?.body as { provider: string; id_token: string; nonce: string };
    expect([body.provider, body.id_token]).toEqual(["google", "header.payload.signature"]);
    expect(await sha256Hex(body.nonce)).toBe(google.nonce());
  });

  it("refuses an answer without a credential (spec §5)", async () => {
    fakeTimers();
    const google = fakeGoogle();
    renderAuthApp("/hosts", () => undefined, { googleClientId: "client-1" });
    await untilPrompted(google);
    await act(async () => google.answer({}));
    expect(screen.getByText(MESSAGES.invalidGoogleCredential)).toBeTruthy();
  });
});

describe("the Google button on /auth", () => {
  it("is drawn by Google when a client id is configured", async () => {
    const google = fakeGoogle();
    renderAuthApp("/auth", () => undefined, { googleClientId: "client-1" });
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalledTimes(1));
    expect(google.id.renderButton.mock.calls[0]?.[0]).toBe(screen.getByTestId("google-button"));
  });
});

describe("Sign in with Apple", () => {
  it("sends Apple's id token with the raw nonce", async () => {
    const init = vi.fn();
    window.AppleID = {
      auth: { init, signIn: vi.fn(async () => ({ authorization: { id_token: "apple.id.token" } })) },
    };
    const { callsTo } = renderAuthApp(
      "/auth",
      (call) => (call.url === "/auth/v1/token?grant_type=id_token" ? json(sessionBody()) : undefined),
      { appleClientId: "travel.untrodden.web" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Continue with Apple" }));
    await screen.findByRole("heading", { name: "You're signed in" });
    const body = callsTo("POST", "/auth/v1/token")[0]?.body as { provider: string; id_token: string; nonce: string };
    expect([body.provider, body.id_token]).toEqual(["apple", "apple.id.token"]);
    expect(await sha256Hex(body.nonce)).toBe(init.mock.calls[0]?.[0].nonce);
  });

  it("says the sign-in was cancelled when the pop-up closes", async () => {
    window.AppleID = {
      auth: { init: vi.fn(), signIn: vi.fn(async () => Promise.reject({ error: "popup_closed_by_user" })) },
    };
    renderAuthApp("/auth", () => undefined, { appleClientId: "travel.untrodden.web" });
    fireEvent.click(await screen.findByRole("button", { name: "Continue with Apple" }));
    expect(await screen.findByText(MESSAGES.appleSignInCancelled)).toBeTruthy();
  });
});

describe("provider error texts (spec §8)", () => {
  it("name an invalid Google token, a refused origin, else the message or the fallback", () => {
    expect(googleSignInError(new AuthError(400, "bad_jwt", "invalid JWT"))).toBe(MESSAGES.googleTokenInvalid);
    expect(googleSignInError(new AuthError(400, "validation_failed", "Origin not allowed for this client"))).toBe(
      MESSAGES.googleOriginNotAllowed,
    );
    expect(googleSignInError(new AuthError(422, "email_exists", "Email already registered"))).toBe(
      "Email already registered",
    );
    expect(googleSignInError(new AuthError(400, "x", ""))).toBe(MESSAGES.googleCredentialFailed);
    expect(googleSignInError(new Error("boom"))).toBe("boom");
    expect(googleSignInError("?")).toBe(MESSAGES.signInFailed);
    expect(appleSignInError(new Error(""))).toBe(MESSAGES.signInFailed);
  });

  it("count a closed prompt as a dismissal but not one that returned a credential", () => {
    expect(isPromptDismissal({ isSkippedMoment: () => true })).toBe(true);
    expect(isPromptDismissal({ isDismissedMoment: () => true, getDismissedReason: () => "credential_returned" })).toBe(
      false,
    );
    expect(isPromptDismissal({})).toBe(false);
  });
});

describe("a server error body", () => {
  it("is read from GoTrue's msg and code", async () => {
    const { authErrorFrom } = await import("../../web/src/auth/client");
    const err = await authErrorFrom(authError(429, "over_request_rate_limit", "Too many requests"));
    expect([err.status, err.code, err.message, err.retryable]).toEqual([
      429,
      "over_request_rate_limit",
      "Too many requests",
      false,
    ]);
  });
});
