import { render } from "@testing-library/react";
import { Outlet } from "react-router";
import { vi } from "vitest";
import type { MeProfile } from "../../domain/api/account";
import type { AuthUser } from "../../domain/api/auth";
import { AuthProvider } from "../../web/src/auth/AuthProvider";
import { type Clock, SESSION_HINT_KEY, SessionManager } from "../../web/src/auth/session";
import { queryClient } from "../../web/src/lib/query";
import { ToastProvider } from "../../web/src/lib/toast";
import * as AuthPage from "../../web/src/pages/auth/AuthPage";
import * as ResetPasswordPage from "../../web/src/pages/auth/ResetPasswordPage";
import * as SimpleAuthPage from "../../web/src/pages/auth/SimpleAuthPage";
import { json, memoryRouter } from "./render";

/** One request the app made: method, URL as asked, and the JSON body it sent. */
export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers a call; return undefined to fall back to the defaults (config, activity, 404). */
export type Handler = (call: Call) => Response | undefined | Promise<Response | undefined>;

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: "u-1",
    aud: "authenticated",
    role: "authenticated",
    email: "amira@example.com",
    phone: null,
    email_confirmed_at: "2026-11-01T10:00:00Z",
    phone_confirmed_at: null,
    confirmed_at: "2026-11-01T10:00:00Z",
    last_sign_in_at: "2026-11-22T10:00:00Z",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    identities: [],
    factors: [],
    created_at: "2026-11-01T10:00:00Z",
    updated_at: "2026-11-22T10:00:00Z",
    is_anonymous: false,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<MeProfile> = {}): MeProfile {
  return {
    user_id: "u-1",
    email: "amira@example.com",
    email_confirmed: true,
    user_type: "traveler",
    first_name: "Amira",
    last_name: "Haddad",
    city: "Tunis",
    country: "Tunisia",
    profile_photo_url: null,
    is_admin: false,
    profile_slug: null,
    receive_new_conversations: true,
    host: null,
    ...overrides,
  };
}

/** A verified authenticator (two-step sign-in), as the user object lists it. */
export const VERIFIED_TOTP = {
  id: "f-1",
  friendly_name: "Authenticator app",
  factor_type: "totp" as const,
  status: "verified" as const,
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
};

/** The cookie transport's session body: no tokens, an hour to live. */
export function sessionBody(user = makeUser()) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return { token_type: "bearer", expires_in: 3600, expires_at: expiresAt, user };
}

/** GoTrue's error body. */
export function authError(status: number, code: string, msg: string): Response {
  return json({ code, error_code: code, msg, message: msg, error: { code, message: msg } }, status);
}

/** Makes the next start-up find a session (the expiry hint the app keeps next to its HttpOnly cookies). */
export function rememberSession(expiresInSeconds = 3600) {
  localStorage.setItem(SESSION_HINT_KEY, String(Math.floor(Date.now() / 1000) + expiresInSeconds));
}

export const noContent = () => new Response(null, { status: 204 });

/**
 * Renders the auth screens and a few stand-in pages inside AuthProvider, the toast layer and a fresh query cache,
 * at `path` (which may carry a #fragment), with fetch answered by `handler`.
 */
export function renderAuthApp(
  path: string,
  handler: Handler = () => undefined,
  config = {},
  manager: SessionManager | undefined = undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = typeof init?.body === "string" && init.body ? JSON.parse(init.body) : undefined;
      const call: Call = {
        method: init?.method ?? "GET",
        url: String(input),
        headers: (init?.headers ?? {}) as Record<string, string>,
        body,
      };
      calls.push(call);
      const answer = await handler(call);
      if (answer) return answer;
      if (call.url === "/api/config") {
        return json({ mapTileUrl: null, googleClientId: null, appleClientId: null, ...config });
      }
      if (call.url === "/api/me/activity") return noContent();
      return json({ error: { code: "not_found", message: "Not found" } }, 404);
    }),
  );
  const stub = (title: string) => () => <h1>{title}</h1>;
  const { router, element } = memoryRouter(
    [
      {
        element: (
          <AuthProvider manager={manager ?? new SessionManager()}>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { index: true, Component: stub("Home") },
          { path: "hosts", Component: stub("Hosts") },
          { path: "chat", Component: stub("Chat") },
          { path: "complete-profile", Component: stub("Complete profile") },
          { path: "auth", Component: AuthPage.Component },
          { path: "simple-auth", Component: SimpleAuthPage.Component },
          { path: "reset-password", Component: ResetPasswordPage.Component },
        ],
      },
    ],
    path,
  );
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const result = render(<ToastProvider>{element}</ToastProvider>);
  const callsTo = (method: string, prefix: string) =>
    calls.filter((c) => c.method === method && c.url.startsWith(prefix));
  return { ...result, router, calls, callsTo };
}

/** A clock whose timers run only when the test says so; sleeps resolve at once and are recorded. */
export function manualClock(start = Date.now()) {
  let now = start;
  const timers: { fn: () => void; at: number }[] = [];
  const slept: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
    },
    setTimer: (fn, ms) => {
      const timer = { fn, at: now + ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const at = timers.indexOf(timer as (typeof timers)[number]);
      if (at >= 0) timers.splice(at, 1);
    },
  };
  return {
    clock,
    slept,
    /** The pending timers' due times, in ms since the epoch. */
    pending: () => timers.map((t) => t.at),
    /** Moves time on to the next timer and runs it. */
    runNext() {
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift();
      if (!next) throw new Error("no timer pending");
      now = Math.max(now, next.at);
      next.fn();
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

export { SessionManager };
