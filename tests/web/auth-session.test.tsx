import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "../../domain/api/auth";
import { REFRESH_MARGIN_MS, REFRESH_MAX_RETRIES } from "../../domain/auth-session";
import { MESSAGES } from "../../domain/messages";
import { type AuthClient, AuthError, type CookieSession } from "../../web/src/auth/client";
import { type AuthEvent, type EventDetail, SESSION_HINT_KEY, SessionManager } from "../../web/src/auth/session";
import {
  authError,
  makeProfile,
  makeUser,
  manualClock,
  rememberSession,
  renderAuthApp,
  sessionBody,
} from "./auth-harness";
import { json } from "./render";

const networkDown = () => new AuthError(0, "network_error", "Failed to fetch");
const gone = () => new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");

/** The three calls the manager makes, as mocks; `as AuthClient` where the manager wants the whole client. */
function fakeClient() {
  const client = {
    refresh: vi.fn<() => Promise<CookieSession>>(async () => sessionBody() as CookieSession),
    getUser: vi.fn<() => Promise<AuthUser>>(async () => makeUser()),
    signOut: vi.fn<(scope?: string) => Promise<void>>(async () => undefined),
  };
  return Object.assign(client, { as: client as unknown as AuthClient });
}

/** Managers listen on window; each test's are stopped so they cannot react to the next test's events. */
const started: SessionManager[] = [];
afterEach(() => {
  for (const manager of started.splice(0)) manager.stop();
});

function record(manager: SessionManager) {
  started.push(manager);
  const events: { event: AuthEvent; status: string; detail: EventDetail }[] = [];
  manager.subscribe((event, snapshot, detail) => events.push({ event, status: snapshot.status, detail }));
  return events;
}

describe("SessionManager start-up", () => {
  it("asks the server nothing when this browser has no session", async () => {
    const client = fakeClient();
    const manager = new SessionManager(client.as, manualClock().clock);
    const events = record(manager);
    await manager.start(null);
    expect(events).toEqual([{ event: "INITIAL_SESSION", status: "signed-out", detail: {} }]);
    expect(client.getUser).not.toHaveBeenCalled();
    expect(client.refresh).not.toHaveBeenCalled();
  });

  it("refreshes a session past its refresh time, and forgets it silently when the refresh is refused", async () => {
    rememberSession(30);
    const client = fakeClient();
    client.refresh.mockRejectedValue(gone());
    const manager = new SessionManager(client.as, manualClock().clock);
    const events = record(manager);
    await manager.start(null);
    expect(client.refresh).toHaveBeenCalledTimes(1);
    expect(events.map((e) => [e.event, e.status])).toEqual([["INITIAL_SESSION", "signed-out"]]);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it("reads the session an e-mail link just set and names the event after the link", async () => {
    const client = fakeClient();
    const manager = new SessionManager(client.as, manualClock().clock);
    const events = record(manager);
    await manager.start({ kind: "link", type: "recovery" });
    expect(events).toEqual([{ event: "PASSWORD_RECOVERY", status: "signed-in", detail: { initial: true } }]);
  });

  it("ends the session a failed link would otherwise leave behind (spec §8)", async () => {
    rememberSession();
    const client = fakeClient();
    const manager = new SessionManager(client.as, manualClock().clock);
    const events = record(manager);
    await manager.start({ kind: "error", error: "access_denied", code: "otp_expired", description: "expired" });
    expect(client.signOut).toHaveBeenCalledWith("local");
    expect(events.map((e) => e.status)).toEqual(["signed-out"]);
  });

  it("keeps the session after an identity-linking error (spec §8)", async () => {
    rememberSession();
    const client = fakeClient();
    const manager = new SessionManager(client.as, manualClock().clock);
    await manager.start({ kind: "error", error: "x", code: "identity_already_exists", description: "taken" });
    expect(client.signOut).not.toHaveBeenCalled();
    expect(manager.snapshot.status).toBe("signed-in");
  });
});

describe("SessionManager refresh", () => {
  async function signedIn(client: ReturnType<typeof fakeClient>) {
    const time = manualClock();
    const manager = new SessionManager(client.as, time.clock);
    const events = record(manager);
    await manager.start(null);
    manager.accept(sessionBody() as CookieSession);
    return { manager, events, time };
  }

  it("refreshes shortly before the session expires and keeps the new expiry", async () => {
    const client = fakeClient();
    const { manager, events, time } = await signedIn(client);
    const expiresAt = manager.snapshot.expiresAt ?? 0;
    expect(time.pending()).toEqual([expiresAt * 1000 - REFRESH_MARGIN_MS]);
    const renewed = { ...sessionBody(), expires_at: expiresAt + 3600 };
    client.refresh.mockResolvedValueOnce(renewed as CookieSession);
    time.runNext();
    await manager.refresh();
    expect(events.at(-1)?.event).toBe("TOKEN_REFRESHED");
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe(String(expiresAt + 3600));
  });

  it("retries a network failure after 200 ms, then 400 ms (spec §9)", async () => {
    const client = fakeClient();
    const { manager, time, events } = await signedIn(client);
    client.refresh.mockRejectedValueOnce(networkDown()).mockRejectedValueOnce(networkDown());
    await manager.refresh();
    expect(time.slept).toEqual([200, 400]);
    expect(events.at(-1)?.event).toBe("TOKEN_REFRESHED");
  });

  it("gives up after the retries: signs out with the reason, clearing the cookies and local data", async () => {
    const client = fakeClient();
    const { manager, time, events } = await signedIn(client);
    localStorage.setItem("hostCurrentLocation_u-1", "{}");
    localStorage.setItem("theme", "dark");
    client.refresh.mockRejectedValue(networkDown());
    await manager.refresh();
    expect(time.slept).toEqual([200, 400, 800, 1600, 3200].slice(0, REFRESH_MAX_RETRIES));
    expect(client.signOut).toHaveBeenCalledWith("local");
    expect(events.at(-1)).toEqual({ event: "SIGNED_OUT", status: "signed-out", detail: { reason: "refresh-failed" } });
    expect(Object.keys(localStorage)).toEqual(["theme"]);
  });

  it("does not retry a refusal", async () => {
    const client = fakeClient();
    const { manager, time } = await signedIn(client);
    client.refresh.mockRejectedValue(gone());
    await manager.refresh();
    expect(time.slept).toEqual([]);
    expect(manager.snapshot.status).toBe("signed-out");
  });

  it("refreshes at once when the tab comes back to focus past the refresh time", async () => {
    const client = fakeClient();
    const { time } = await signedIn(client);
    window.dispatchEvent(new Event("focus"));
    expect(client.refresh).not.toHaveBeenCalled();
    time.advance(3600_000);
    window.dispatchEvent(new Event("focus"));
    expect(client.refresh).toHaveBeenCalledTimes(1);
  });

  it("signs this tab out when another tab signs out", async () => {
    const { events } = await signedIn(fakeClient());
    window.dispatchEvent(new StorageEvent("storage", { key: SESSION_HINT_KEY, newValue: null }));
    expect(events.at(-1)).toEqual({ event: "SIGNED_OUT", status: "signed-out", detail: { reason: "other-tab" } });
  });
});

describe("a failed refresh in the app", () => {
  it("says the session expired and sends the person from a protected page to /", async () => {
    rememberSession();
    const time = manualClock();
    const manager = new SessionManager(undefined, time.clock);
    const { router } = renderAuthApp(
      "/chat",
      (call) => {
        if (call.url === "/auth/v1/user") return json(makeUser());
        if (call.url === "/api/me/profile") return json(makeProfile());
        if (call.url === "/auth/v1/token?grant_type=refresh_token") {
          return authError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
        }
        if (call.url.startsWith("/auth/v1/logout")) return authError(403, "session_not_found", "Session not found");
        return undefined;
      },
      {},
      manager,
    );
    await screen.findByRole("heading", { name: "Chat" });
    await waitFor(() => expect(time.pending()).toHaveLength(1));
    await act(async () => {
      time.runNext();
      await manager.refresh();
    });
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
