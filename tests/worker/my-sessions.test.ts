import { describe, expect, it } from "vitest";
import type { MySessionsResponse } from "../../domain/api/account";
import { authClient, insertConfirmedUser, uniqueEmail } from "./auth-client";
import { ORIGIN, workerFetch } from "./helpers";

const PASSWORD = "river-stone-harbour-42";

async function signIn(email: string, userAgent: string) {
  const res = await workerFetch(
    new Request(`${ORIGIN}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": userAgent },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  return ((await res.json()) as { access_token: string }).access_token;
}

function api(path: string, token: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return workerFetch(new Request(`${ORIGIN}/api${path}`, { ...init, headers }));
}

describe("a person's sessions", () => {
  it("lists every device signed in, marking the current one", async () => {
    const email = uniqueEmail("devices");
    await insertConfirmedUser(email, PASSWORD);
    const phone = await signIn(email, "Phone browser");
    await signIn(email, "Laptop browser");
    const res = await api("/me/sessions", phone);
    expect(res.status).toBe(200);
    const { sessions } = (await res.json()) as MySessionsResponse;
    expect(sessions.map((s) => s.user_agent).sort()).toEqual(["Laptop browser", "Phone browser"]);
    expect(sessions.find((s) => s.current)?.user_agent).toBe("Phone browser");
  });

  it("signs out another device, whose token then stops working", async () => {
    const email = uniqueEmail("revoke");
    await insertConfirmedUser(email, PASSWORD);
    const mine = await signIn(email, "Mine");
    const lost = await signIn(email, "Lost phone");
    const { sessions } = (await (await api("/me/sessions", mine)).json()) as MySessionsResponse;
    const target = sessions.find((s) => s.user_agent === "Lost phone");
    expect((await api(`/me/sessions/${target?.id}`, mine, { method: "DELETE" })).status).toBe(204);
    expect((await authClient().getUser(lost)).error).not.toBeNull();
    expect((await authClient().getUser(mine)).error).toBeNull();
  });

  it("answers 404 for someone else's session and 401 for a guest", async () => {
    const a = uniqueEmail("a");
    const b = uniqueEmail("b");
    await insertConfirmedUser(a, PASSWORD);
    await insertConfirmedUser(b, PASSWORD);
    const tokenA = await signIn(a, "A");
    const tokenB = await signIn(b, "B");
    const { sessions } = (await (await api("/me/sessions", tokenB)).json()) as MySessionsResponse;
    const res = await api(`/me/sessions/${sessions[0]?.id}`, tokenA, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect((await authClient().getUser(tokenB)).error).toBeNull();
    expect((await api("/me/sessions", null)).status).toBe(401);
    expect((await api(`/me/sessions/${sessions[0]?.id}`, null, { method: "DELETE" })).status).toBe(401);
  });

  it("refuses a malformed session id with 400", async () => {
    const email = uniqueEmail("bad");
    await insertConfirmedUser(email, PASSWORD);
    const token = await signIn(email, "X");
    const res = await api("/me/sessions/not-a-uuid", token, { method: "DELETE" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
  });
});
