import { beforeAll, describe, expect, it } from "vitest";
import type { ServerFrame } from "../../durable-objects/protocol";
import { insertConfirmedUser, latestMail, linkIn, uniqueEmail } from "./auth-client";
import { type ErrorBody, get, ORIGIN, workerFetch } from "./helpers";
import { type Person, person } from "./people";

// The native app (issue 20): its WebView origins call the API cross-origin with Bearer tokens and no cookies,
// open sockets with the token as a subprotocol, and get e-mail links back on the app's own scheme.

const APP_ORIGINS = ["capacitor://localhost", "https://localhost"];
const PASSWORD = "harbour-lichen-compass-48";

let traveler: Person;

beforeAll(async () => {
  traveler = await person("traveler");
});

describe("CORS for the app's WebView origins", () => {
  it("answers the preflight of an authorized write from both app origins, without credentials", async () => {
    for (const origin of APP_ORIGINS) {
      const res = await get("/api/me/activity", {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization, content-type",
        },
      });
      expect(res.status, origin).toBe(204);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe(origin);
      expect(res.headers.get("Access-Control-Allow-Methods")).toContain("POST");
      expect(res.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("authorization");
      expect(res.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    }
  });

  it("lets the actual Bearer call through and names the origin on the answer, never allowing credentials", async () => {
    for (const origin of APP_ORIGINS) {
      const res = await get("/auth/v1/user", {
        headers: { Origin: origin, Authorization: `Bearer ${traveler.token}` },
      });
      expect(res.status, origin).toBe(200);
      expect(((await res.json()) as { id: string }).id).toBe(traveler.id);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe(origin);
      expect(res.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    }
  });

  it("signs the app in with tokens in the body and sets no cookie", async () => {
    const email = uniqueEmail("native-password");
    await insertConfirmedUser(email, PASSWORD);
    const res = await get("/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: { Origin: "capacitor://localhost", "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token?: string; refresh_token?: string };
    expect(body.access_token).toBeTruthy();
    expect(body.refresh_token).toBeTruthy();
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("capacitor://localhost");
  });

  it("refuses a foreign origin: no allow-origin on the preflight or on the answer", async () => {
    for (const origin of ["https://evil.example", "capacitor://evil.example", "https://localhost.evil.example"]) {
      const preflight = await get("/api/me/activity", {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(preflight.headers.get("Access-Control-Allow-Origin"), origin).toBeNull();
      const res = await get("/auth/v1/user", {
        headers: { Origin: origin, Authorization: `Bearer ${traveler.token}` },
      });
      expect(res.headers.get("Access-Control-Allow-Origin"), origin).toBeNull();
    }
  });
});

describe("sockets with the token as a subprotocol", () => {
  const UPGRADE = { Upgrade: "websocket" };

  it("upgrades with `bearer, <token>`, answers `Sec-WebSocket-Protocol: bearer` and needs no Origin", async () => {
    const res = await get("/ws/me", {
      headers: { ...UPGRADE, "Sec-WebSocket-Protocol": `bearer, ${traveler.token}` },
    });
    expect(res.status).toBe(101);
    expect(res.headers.get("Sec-WebSocket-Protocol")).toBe("bearer");
    const ws = res.webSocket;
    if (!ws) throw new Error("no socket");
    const first = new Promise<ServerFrame>((resolve) =>
      ws.addEventListener("message", (e) => resolve(JSON.parse(String(e.data)) as ServerFrame), { once: true }),
    );
    ws.accept();
    expect(await first).toEqual({ type: "ready", room: "user", name: traveler.id, readOnly: false });
    ws.close(1000, "done");
  });

  it("refuses the subprotocol without a token (401) or with a bad one (401), with no socket", async () => {
    for (const protocol of ["bearer", "bearer, not-a-token", `bearer, ${traveler.token}x`]) {
      const res = await get("/ws/me", { headers: { ...UPGRADE, "Sec-WebSocket-Protocol": protocol } });
      expect(res.status, protocol).toBe(401);
      expect(res.webSocket).toBeNull();
      expect(((await res.json()) as ErrorBody).error.code).toBe("unauthorized");
    }
  });

  it("does not let a page elsewhere ride the visitor's cookie by offering a bad subprotocol token", async () => {
    const res = await get("/ws/me", {
      headers: {
        ...UPGRADE,
        Cookie: `__Host-untrodden-access=${traveler.token}`,
        Origin: "https://attacker.example",
        "Sec-WebSocket-Protocol": "bearer, forged",
      },
    });
    expect(res.status).toBe(401);
    expect(res.webSocket).toBeNull();
  });

  it("keeps the Origin check for cookie sessions, and answers no subprotocol to them", async () => {
    const cookie = { Cookie: `__Host-untrodden-access=${traveler.token}` };
    const refused = await get("/ws/me", { headers: { ...UPGRADE, ...cookie, Origin: "https://attacker.example" } });
    expect(refused.status).toBe(403);
    const ok = await get("/ws/me", { headers: { ...UPGRADE, ...cookie, Origin: ORIGIN } });
    expect(ok.status).toBe(101);
    expect(ok.headers.get("Sec-WebSocket-Protocol")).toBeNull();
    ok.webSocket?.accept();
    ok.webSocket?.close(1000, "done");
  });
});

describe("e-mail links back to the app", () => {
  const CALLBACK = "untrodden://auth/callback";

  async function recoverLink(email: string, redirectTo: string, body: Record<string, unknown> = {}) {
    const res = await get(`/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "capacitor://localhost" },
      body: JSON.stringify({ email, ...body }),
    });
    expect(res.status).toBe(200);
    return linkIn(await latestMail(email));
  }

  it("admits the app's callback (with a query) without configuration, and nothing else on its scheme", async () => {
    const email = uniqueEmail("native-redirect");
    await insertConfirmedUser(email, PASSWORD);
    const redirectOf = (link: string) => new URL(link).searchParams.get("redirect_to");
    expect(redirectOf(await recoverLink(email, CALLBACK))).toBe(CALLBACK);
    expect(redirectOf(await recoverLink(email, `${CALLBACK}?next=%2Freset-password`))).toBe(
      `${CALLBACK}?next=%2Freset-password`,
    );
    for (const other of ["untrodden://evil", "untrodden://auth/callbackx", "untrodden://auth/callback/../x"]) {
      expect(redirectOf(await recoverLink(email, other)), other).toBe(`${ORIGIN}/reset-password`);
    }
  });

  it("sends a PKCE link to the app with a code the app exchanges for Bearer tokens", async () => {
    const email = uniqueEmail("native-pkce");
    await insertConfirmedUser(email, PASSWORD);
    const verifier = "v".repeat(20) + crypto.randomUUID().replace(/-/g, "");
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    const link = await recoverLink(email, `${CALLBACK}?next=%2Freset-password`, {
      code_challenge: challenge,
      code_challenge_method: "s256",
    });
    const opened = await workerFetch(new Request(link, { redirect: "manual" }));
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get("Location") ?? "");
    expect(`${location.protocol}//${location.host}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get("next")).toBe("/reset-password");
    const code = location.searchParams.get("code");
    expect(code).toBeTruthy();
    expect(location.hash).toBe("");

    const exchanged = await get("/auth/v1/token?grant_type=pkce", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "capacitor://localhost" },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(exchanged.status).toBe(200);
    const session = (await exchanged.json()) as { access_token?: string; user?: { email?: string } };
    expect(session.access_token).toBeTruthy();
    expect(session.user?.email).toBe(email);
  });

  it("sends a link without PKCE to the app with the session in the fragment, never in cookies", async () => {
    const email = uniqueEmail("native-fragment");
    await insertConfirmedUser(email, PASSWORD);
    const opened = await workerFetch(new Request(await recoverLink(email, CALLBACK), { redirect: "manual" }));
    expect(opened.status).toBe(303);
    const location = opened.headers.get("Location") ?? "";
    expect(location.startsWith(`${CALLBACK}#`)).toBe(true);
    const fragment = new URLSearchParams(location.slice(location.indexOf("#") + 1));
    expect(fragment.get("access_token")).toBeTruthy();
    expect(fragment.get("refresh_token")).toBeTruthy();
    expect(fragment.get("type")).toBe("recovery");
    expect(opened.headers.getSetCookie()).toEqual([]);
  });
});
