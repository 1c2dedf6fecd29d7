import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { insertConfirmedUser, uniqueEmail } from "./auth-client";
import { ORIGIN, workerFetch } from "./helpers";

/**
 * The request log records authentication decisions (ASVS 7.1.3, 7.2.1): which account a request was for or tried to
 * sign in to, how a session started, and the error answered; never a password or a token.
 */

const PASSWORD = "lichen-orbit-canyon-64";
let log: MockInstance;

beforeEach(() => {
  log = vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

/** The request log lines (JSON with a request id and a path) written so far. */
function requestLines(): Record<string, unknown>[] {
  return log.mock.calls
    .map((args) => String(args[0]))
    .filter((l) => l.startsWith("{") && l.includes('"request_id"'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

const allText = () => log.mock.calls.map((args) => args.join(" ")).join("\n");

const signIn = (email: string, password: string) =>
  workerFetch(
    new Request(`${ORIGIN}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.44" },
      body: JSON.stringify({ email, password }),
    }),
  );

describe("the request log", () => {
  it("names the account of a failed and a successful password sign-in, and the outcome, without credentials", async () => {
    const email = uniqueEmail("log");
    const id = await insertConfirmedUser(email, PASSWORD);

    expect((await signIn(email, "wrong-password-entirely")).status).toBe(400);
    expect((await signIn(uniqueEmail("nobody"), "wrong-password-entirely")).status).toBe(400);
    const ok = await signIn(email, PASSWORD);
    expect(ok.status).toBe(200);
    const { access_token, refresh_token } = (await ok.json()) as { access_token: string; refresh_token: string };

    const lines = requestLines().filter((l) => l.path === "/auth/v1/token");
    expect(lines.map(({ status, user_id, error, sign_in }) => ({ status, user_id, error, sign_in }))).toEqual([
      { status: 400, user_id: id, error: "invalid_credentials", sign_in: undefined },
      { status: 400, user_id: undefined, error: "invalid_credentials", sign_in: undefined },
      { status: 200, user_id: id, error: undefined, sign_in: "password" },
    ]);
    const text = allText();
    for (const secret of [PASSWORD, "wrong-password-entirely", access_token, refresh_token])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(email);
  });

  it("names the caller of an API request and the error it was refused with", async () => {
    const email = uniqueEmail("caller");
    const id = await insertConfirmedUser(email, PASSWORD);
    const { access_token } = (await (await signIn(email, PASSWORD)).json()) as { access_token: string };
    const call = (path: string) =>
      workerFetch(new Request(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${access_token}` } }));
    expect((await call("/api/me/profile")).status).toBe(200);
    expect((await call("/api/admin/audit")).status).toBe(403);
    expect((await workerFetch(new Request(`${ORIGIN}/api/me/profile`))).status).toBe(401);

    const byPath = requestLines().filter((l) => l.path === "/api/me/profile" || l.path === "/api/admin/audit");
    expect(byPath.map(({ path, status, user_id, error }) => ({ path, status, user_id, error }))).toEqual([
      { path: "/api/me/profile", status: 200, user_id: id, error: undefined },
      { path: "/api/admin/audit", status: 403, user_id: id, error: "forbidden" },
      { path: "/api/me/profile", status: 401, user_id: undefined, error: "unauthorized" },
    ]);
  });
});
