import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthState, type SessionControl, SessionControlContext } from "../../../web/src/auth/context";
import { SESSION_HINT_KEY } from "../../../web/src/auth/session";
import { installTransport } from "../../../web/src/lib/transport";
import { completeAuthCallback } from "../../../web/src/native/auth-callback";
import type { NativePlugins } from "../../../web/src/native/plugins";
import { installPlugins } from "../../../web/src/native/runtime";
import { NativeSession, startNativeSession } from "../../../web/src/native/session";
import { PKCE_VERIFIER_KEY, TOKENS_KEY } from "../../../web/src/native/session-transport";

// Spec §2/§4/§7/§8: `untrodden://auth/callback` completes sign-in from `?code=` (PKCE) or from the tokens in the
// fragment; identity_already_exists, identity_not_found and single_identity_not_deletable keep the session, other
// callback errors clear it; failures are only logged.

const API = "https://api.untrodden.test";
const USER = { id: "u-7", email: "ana@example.net" };
const OLD = { access_token: "old-access", refresh_token: "old-refresh", expires_at: 2_000_000_000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let data: Map<string, string>;
let sent: { url: string; headers: Headers; body: unknown }[];
let answer: (url: URL) => Response;
let accept: ReturnType<typeof vi.fn>;
let signOut: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;

async function start(initial: Record<string, string> = {}) {
  data = new Map(Object.entries(initial));
  const secureStorage: NativePlugins["secureStorage"] = {
    get: async (k) => data.get(k) ?? null,
    set: async (k, v) => {
      data.set(k, v);
    },
    remove: async (k) => {
      data.delete(k);
    },
  };
  installPlugins({ secureStorage } as NativePlugins);
  const fetch = async (url: string, init: RequestInit) => {
    sent.push({
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : null,
    });
    return answer(new URL(url));
  };
  return startNativeSession({ secureStorage }, { apiOrigin: API, fetch: fetch as typeof globalThis.fetch });
}

/** AuthProvider as NativeSession sees it: the session control and the auth state. */
function mount(state: Partial<AuthState> = {}) {
  const control = { acceptSession: accept, userUpdated: vi.fn(), linkReturn: null } as unknown as SessionControl;
  const auth = { status: "signed-in", event: "INITIAL_SESSION", signOut, ...state } as AuthState;
  const ui = (a: AuthState) => (
    <SessionControlContext value={control}>
      <AuthContext value={a}>
        <NativeSession />
      </AuthContext>
    </SessionControlContext>
  );
  const view = render(ui(auth));
  return { rerender: (next: Partial<AuthState>) => view.rerender(ui({ ...auth, ...next })) };
}

const tokens = () => JSON.parse(data.get(TOKENS_KEY) ?? "null") as typeof OLD | null;

beforeEach(() => {
  sent = [];
  accept = vi.fn();
  signOut = vi.fn(async () => undefined);
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  localStorage.setItem(SESSION_HINT_KEY, String(OLD.expires_at));
});

afterEach(() => {
  installTransport(null);
  installPlugins(null);
  warn.mockRestore();
});

describe("completing sign-in from the callback link", () => {
  it("exchanges ?code= with the stored PKCE verifier, stores the tokens and starts the session", async () => {
    await start({ [PKCE_VERIFIER_KEY]: "v".repeat(43) });
    answer = () => json({ access_token: "a-1", refresh_token: "r-1", expires_at: 2_000_000_500, user: USER });
    mount({ status: "signed-out" });
    const next = await completeAuthCallback("untrodden://auth/callback?next=%2Freset-password&code=abc123");
    expect(sent[0]?.url).toBe(`${API}/auth/v1/token?grant_type=pkce`);
    expect(sent[0]?.body).toEqual({ auth_code: "abc123", code_verifier: "v".repeat(43) });
    expect(tokens()).toEqual({ access_token: "a-1", refresh_token: "r-1", expires_at: 2_000_000_500 });
    expect(data.has(PKCE_VERIFIER_KEY)).toBe(false);
    expect(accept).toHaveBeenCalledTimes(1);
    const session = accept.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(session).toMatchObject({ expires_at: 2_000_000_500, user: USER });
    expect(session).not.toHaveProperty("access_token");
    expect(next).toBe("/reset-password");
  });

  it("sets the session from #access_token&refresh_token, asking whose it is with the link's token", async () => {
    await start();
    answer = () => json(USER);
    mount({ status: "signed-out" });
    const next = await completeAuthCallback(
      "untrodden://auth/callback#access_token=a-2&refresh_token=r-2&expires_in=3600&expires_at=2000001000&token_type=bearer&type=recovery",
    );
    expect(sent[0]?.url).toBe(`${API}/auth/v1/user`);
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer a-2");
    expect(tokens()).toEqual({ access_token: "a-2", refresh_token: "r-2", expires_at: 2_000_001_000 });
    expect(accept).toHaveBeenCalledWith({
      token_type: "bearer",
      expires_in: 3600,
      expires_at: 2_000_001_000,
      user: USER,
    });
    expect(next).toBe("/reset-password");
  });

  it("holds a session that arrives before the app's session is there (cold start) and hands it over", async () => {
    await start();
    answer = () => json(USER);
    await completeAuthCallback("untrodden://auth/callback#access_token=a-3&refresh_token=r-3&expires_at=2000002000");
    expect(accept).not.toHaveBeenCalled();
    mount({ status: "loading" });
    expect(accept).toHaveBeenCalledWith(expect.objectContaining({ expires_at: 2_000_002_000, user: USER }));
  });

  it("keeps the session for identity_already_exists, identity_not_found and single_identity_not_deletable", async () => {
    for (const code of ["identity_already_exists", "identity_not_found", "single_identity_not_deletable"]) {
      await start({ [TOKENS_KEY]: JSON.stringify(OLD) });
      mount();
      const next = await completeAuthCallback(
        `untrodden://auth/callback#error=server_error&error_code=${code}&error_description=Identity+is+already+linked`,
      );
      expect(next).toBeNull();
      expect(signOut).not.toHaveBeenCalled();
      expect(tokens(), code).toEqual(OLD);
      expect(warn).toHaveBeenCalled();
    }
  });

  it("clears the session for any other callback error, and only logs it", async () => {
    await start({ [TOKENS_KEY]: JSON.stringify(OLD) });
    mount();
    const next = await completeAuthCallback(
      "untrodden://auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    expect(next).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(data.has(TOKENS_KEY)).toBe(false);
    expect(accept).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("Sign-in link failed", "otp_expired", "Email link is invalid or has expired");
  });

  it("logs a failed exchange and leaves the current session alone", async () => {
    await start({ [TOKENS_KEY]: JSON.stringify(OLD), [PKCE_VERIFIER_KEY]: "w".repeat(43) });
    answer = () => json({ code: "flow_state_not_found", msg: "invalid flow state, no valid flow state found" }, 404);
    mount();
    await expect(completeAuthCallback("untrodden://auth/callback?code=stale")).resolves.toBeNull();
    expect(accept).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
    expect(tokens()).toEqual(OLD);
    expect(warn).toHaveBeenCalledWith("Sign-in link failed", expect.objectContaining({ code: "flow_state_not_found" }));
  });
});

describe("the native session in the shell", () => {
  it("clears the stored tokens when the session ends (SIGNED_OUT)", async () => {
    await start({ [TOKENS_KEY]: JSON.stringify(OLD) });
    const view = mount();
    expect(tokens()).toEqual(OLD);
    view.rerender({ status: "signed-out", event: "SIGNED_OUT" });
    await vi.waitFor(() => expect(data.has(TOKENS_KEY)).toBe(false));
  });
});
