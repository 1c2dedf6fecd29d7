import { describe, expect, it } from "vitest";
import { insertConfirmedUser, uniqueEmail } from "./auth-client";
import { ORIGIN, workerFetch } from "./helpers";

function preflight(path: string, origin: string) {
  return workerFetch(
    new Request(`${ORIGIN}${path}`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type",
      },
    }),
  );
}

describe("cross-origin calls", () => {
  it("lets the native shell call the auth service and the API with Bearer tokens, never with credentials", async () => {
    for (const path of ["/auth/v1/token?grant_type=password", "/api/me/profile"]) {
      const res = await preflight(path, "capacitor://localhost");
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe("capacitor://localhost");
      expect(res.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("authorization");
      expect(res.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    }
  });

  it("does not open the API to other web sites", async () => {
    const res = await preflight("/api/me/profile", "https://evil.example");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("refuses a cookie-session write whose Origin is another site (CSRF), and accepts the site's own", async () => {
    const email = uniqueEmail("csrf");
    await insertConfirmedUser(email, "river-stone-harbour-42");
    const signIn = await workerFetch(
      new Request(`${ORIGIN}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Session-Transport": "cookie", Origin: ORIGIN },
        body: JSON.stringify({ email, password: "river-stone-harbour-42" }),
      }),
    );
    expect(signIn.status).toBe(200);
    const body = (await signIn.json()) as Record<string, unknown>;
    expect(body.access_token).toBeUndefined();
    expect(body.refresh_token).toBeUndefined();
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.every((c) => /HttpOnly/.test(c) && /Secure/.test(c) && /SameSite=Lax/.test(c))).toBe(true);
    const cookie = cookies.map((c) => c.split(";")[0]).join("; ");

    const logout = (origin: string) =>
      workerFetch(
        new Request(`${ORIGIN}/auth/v1/logout?scope=local`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: origin },
        }),
      );
    const foreign = await logout("https://evil.example");
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { code: string }).code).toBe("csrf_failed");
    const user = await workerFetch(new Request(`${ORIGIN}/auth/v1/user`, { headers: { Cookie: cookie } }));
    expect(user.status).toBe(200);
    expect((await logout(ORIGIN)).status).toBe(204);
    const after = await workerFetch(new Request(`${ORIGIN}/auth/v1/user`, { headers: { Cookie: cookie } }));
    expect(after.status).toBe(403);
  });
});
