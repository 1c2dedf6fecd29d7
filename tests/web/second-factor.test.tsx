import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SECOND_FACTOR_TEXT as T } from "../../domain/second-factor";
import { CODE_ENTERED_KEY, SESSION_HINT_KEY } from "../../web/src/auth/session";
import {
  authError,
  makeProfile,
  makeUser,
  noContent,
  rememberSession,
  renderAuthApp,
  sessionBody,
  VERIFIED_TOTP,
} from "./auth-harness";
import { json } from "./render";

const FACTOR = VERIFIED_TOTP;
const withAuthenticator = makeUser({ factors: [FACTOR] });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

/** The server's side of a sign-in that owes a code: `accept` says which code the authenticator shows. */
function server(accept = "123456") {
  return (call: { method: string; url: string; body: unknown }) => {
    if (call.url === "/auth/v1/token?grant_type=password")
      return json({ ...sessionBody(withAuthenticator), aal: "aal1" });
    if (call.url === "/auth/v1/factors/f-1/challenge") return json({ id: "c-1", type: "totp", expires_at: 0 });
    if (call.url === "/auth/v1/factors/f-1/verify") {
      const { code } = call.body as { code: string };
      return code === accept
        ? json({ ...sessionBody(withAuthenticator), aal: "aal2" })
        : authError(422, "mfa_verification_failed", "Invalid TOTP code entered");
    }
    if (call.url === "/api/me/profile") return json(makeProfile());
    if (call.url.startsWith("/auth/v1/logout")) return noContent();
    return undefined;
  };
}

describe("two-step sign-in", () => {
  it("asks for the authenticator code after the password, and only then opens the app", async () => {
    const { callsTo, router } = renderAuthApp("/auth", server());
    type("E-mail address", "amira@example.com");
    type("Password", "demo-pass-2026");
    click("Sign in");
    await screen.findByRole("heading", { name: T.promptTitle });
    // Nothing of the person's is asked for before the code.
    expect(callsTo("GET", "/api/me/profile")).toHaveLength(0);

    type(T.codeLabel, "12 34");
    click(T.verify);
    expect((await screen.findByRole("alert")).textContent).toContain(T.codeShape);
    expect(callsTo("POST", "/auth/v1/factors")).toHaveLength(0);

    type(T.codeLabel, "654321");
    click(T.verify);
    expect((await screen.findByRole("alert")).textContent).toContain(T.wrongCode);
    expect((screen.getByLabelText(T.codeLabel) as HTMLInputElement).value).toBe("654321");

    type(T.codeLabel, "123 456");
    click(T.verify);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 3000 });
    await screen.findByRole("heading", { name: "Home" });
    expect(callsTo("POST", "/auth/v1/factors/f-1/verify").at(-1)?.body).toEqual({
      challenge_id: "c-1",
      code: "123456",
    });
    expect(callsTo("GET", "/api/me/profile").length).toBeGreaterThan(0);
    // The other tabs are told, so those still showing the prompt refresh.
    expect(localStorage.getItem(CODE_ENTERED_KEY)).not.toBeNull();
  });

  it("says when there were too many tries", async () => {
    renderAuthApp("/auth", (call) => {
      if (call.url === "/auth/v1/factors/f-1/verify") return authError(429, "over_request_rate_limit", "slow down");
      return server()(call);
    });
    type("E-mail address", "amira@example.com");
    type("Password", "demo-pass-2026");
    click("Sign in");
    await screen.findByRole("heading", { name: T.promptTitle });
    type(T.codeLabel, "123456");
    click(T.verify);
    expect((await screen.findByRole("alert")).textContent).toContain(T.tooManyTries);
  });

  it("lets the person log out instead", async () => {
    const { callsTo } = renderAuthApp("/auth", server());
    type("E-mail address", "amira@example.com");
    type("Password", "demo-pass-2026");
    click("Sign in");
    await screen.findByRole("heading", { name: T.promptTitle });
    click(T.useAnotherAccount);
    await screen.findByRole("heading", { name: "Welcome back" });
    expect(callsTo("POST", "/auth/v1/logout")).toHaveLength(1);
  });

  it("on a page load, asks the server for the session's level and shows the prompt while the code is owed", async () => {
    rememberSession();
    const { callsTo } = renderAuthApp("/", (call) => {
      if (call.url === "/auth/v1/user") return json(withAuthenticator);
      if (call.url === "/auth/v1/token?grant_type=refresh_token")
        return json({ ...sessionBody(withAuthenticator), aal: "aal1" });
      return undefined;
    });
    await screen.findByRole("heading", { name: T.promptTitle });
    expect(screen.queryByRole("heading", { name: "Home" })).toBeNull();
    expect(callsTo("POST", "/auth/v1/token?grant_type=refresh_token")).toHaveLength(1);
  });

  it("on a page load of a session that entered its code, opens the app", async () => {
    rememberSession();
    renderAuthApp("/", (call) => {
      if (call.url === "/auth/v1/user") return json(withAuthenticator);
      if (call.url === "/auth/v1/token?grant_type=refresh_token")
        return json({ ...sessionBody(withAuthenticator), aal: "aal2" });
      if (call.url === "/api/me/profile") return json(makeProfile());
      return undefined;
    });
    await screen.findByRole("heading", { name: "Home" });
    expect(screen.queryByRole("heading", { name: T.promptTitle })).toBeNull();
  });

  it("a tab waiting for the code opens when another tab enters it, and waiting tabs do not set each other off", async () => {
    rememberSession();
    let level = "aal1";
    const { callsTo } = renderAuthApp("/", (call) => {
      if (call.url === "/auth/v1/user") return json(withAuthenticator);
      if (call.url === "/auth/v1/token?grant_type=refresh_token")
        return json({ ...sessionBody(withAuthenticator), aal: level });
      if (call.url === "/api/me/profile") return json(makeProfile());
      return undefined;
    });
    await screen.findByRole("heading", { name: T.promptTitle });
    const refreshes = () => callsTo("POST", "/auth/v1/token?grant_type=refresh_token").length;
    expect(refreshes()).toBe(1);

    // Another waiting tab refreshed (its new expiry): no refresh here, or two waiting tabs would loop.
    window.dispatchEvent(new StorageEvent("storage", { key: SESSION_HINT_KEY, newValue: String(2_000_000_000) }));
    expect(refreshes()).toBe(1);

    level = "aal2";
    window.dispatchEvent(new StorageEvent("storage", { key: CODE_ENTERED_KEY, newValue: String(Date.now()) }));
    await screen.findByRole("heading", { name: "Home" });
    expect(refreshes()).toBe(2);
  });
});
