import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServerFrame } from "../../../durable-objects/protocol";
import { authClient } from "../../../web/src/auth/client";
import { SESSION_HINT_KEY } from "../../../web/src/auth/session";
import { call, urlFor } from "../../../web/src/lib/api";
import { appFetch, installTransport } from "../../../web/src/lib/transport";
import { uploadMedia } from "../../../web/src/lib/upload";
import type { SecureStoragePlugin } from "../../../web/src/native/plugins";
import { startNativeSession } from "../../../web/src/native/session";
import { PKCE_VERIFIER_KEY, TOKENS_KEY } from "../../../web/src/native/session-transport";
import { RealtimeConnection, socketUrl } from "../../../web/src/realtime/connection";

// The native session transport (issue 20): every call to the API origin with Bearer tokens kept in secure
// storage, never cookies; the web app's default (cookies, same origin) untouched when nothing is installed.

const API = "https://api.untrodden.test";
const APP = "https://localhost";

/** Secure storage as the plugin layer gives it: a map, with what was written. */
function fakeSecureStorage(initial: Record<string, string> = {}): SecureStoragePlugin & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: async (key) => data.get(key) ?? null,
    set: async (key, value) => {
      data.set(key, value);
    },
    remove: async (key) => {
      data.delete(key);
    },
  };
}

interface Sent {
  url: string;
  init: RequestInit;
  headers: Headers;
  body: unknown;
}

/** A server the test scripts: each answer by path, recording what was sent. */
function fakeServer(answer: (url: URL, sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const s: Sent = {
      url,
      init,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
    };
    sent.push(s);
    return answer(new URL(url, window.location.href), s);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, last: () => sent.at(-1) as Sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const USER = { id: "u-1", email: "ana@example.net" };
const stored = (storage: { data: Map<string, string> }) => {
  const value = storage.data.get(TOKENS_KEY);
  return value ? (JSON.parse(value) as { access_token: string; refresh_token: string; expires_at: number }) : null;
};
const TOKENS = { access_token: "access-1", refresh_token: "refresh-1", expires_at: 2_000_000_000 };

async function native(answer: (url: URL, sent: Sent) => Response, initial: Record<string, string> = {}) {
  const storage = fakeSecureStorage(initial);
  const server = fakeServer(answer);
  const created: { url: string; protocols?: string[] }[] = [];
  const transport = await startNativeSession(
    { secureStorage: storage },
    {
      apiOrigin: API,
      fetch: server.fetch,
      createSocket: (url, protocols) => {
        created.push({ url, protocols });
        return Object.assign(new EventTarget(), { close: () => undefined }) as unknown as WebSocket;
      },
    },
  );
  return { storage, server, transport, created };
}

afterEach(() => {
  installTransport(null);
});

describe("the web app (no transport installed)", () => {
  it("calls its own origin with the cookie transport, exactly as before", async () => {
    const server = fakeServer(() => json({ token_type: "bearer", expires_in: 3600, expires_at: 1, user: USER }));
    vi.stubGlobal("fetch", server.fetch);
    await authClient.signInWithPassword({ email: "ana@example.net" }, "pw");
    expect(server.last().url).toBe("/auth/v1/token?grant_type=password");
    expect(server.last().init.credentials).toBe("same-origin");
    expect(server.last().headers.get("X-Session-Transport")).toBe("cookie");
    expect(server.last().headers.get("Authorization")).toBeNull();

    await call("GET /api/config");
    expect(server.last().url).toBe("/api/config");
    expect(server.last().init.credentials).toBe("same-origin");
    expect(urlFor("GET /api/me/profile")).toBe("/api/me/profile");
    expect(socketUrl("/ws/me", { href: "https://untrodden.travel/chat" })).toBe("wss://untrodden.travel/ws/me");
  });
});

describe("the native transport", () => {
  it("sends API and auth calls to the API origin with the Bearer token, no cookies, no cookie transport", async () => {
    localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
    const { server } = await native(() => json({ mapTileUrl: null }), { [TOKENS_KEY]: JSON.stringify(TOKENS) });
    await call("GET /api/config");
    expect(server.last().url).toBe(`${API}/api/config`);
    expect(server.last().init.credentials).toBe("omit");
    expect(server.last().headers.get("Authorization")).toBe("Bearer access-1");

    await authClient.getUser().catch(() => undefined);
    expect(server.last().url).toBe(`${API}/auth/v1/user`);
    expect(server.last().headers.get("X-Session-Transport")).toBeNull();
    expect(server.last().headers.get("Authorization")).toBe("Bearer access-1");
    expect(urlFor("GET /api/me/profile")).toBe(`${API}/api/me/profile`);
  });

  it("drops stored tokens the sign-out clean-up left behind (no session hint), e.g. after a reinstall", async () => {
    const { storage, transport } = await native(() => json({}), { [TOKENS_KEY]: JSON.stringify(TOKENS) });
    expect(transport.tokens()).toBeNull();
    expect(storage.data.has(TOKENS_KEY)).toBe(false);
  });

  it("keeps a sign-in's tokens in secure storage and out of the app's hands", async () => {
    const { storage, server } = await native(() =>
      json({ ...TOKENS, access_token: "access-new", refresh_token: "refresh-new", expires_in: 3600, user: USER }),
    );
    const session = await authClient.signInWithPassword({ email: "ana@example.net" }, "pw");
    expect(session).toMatchObject({ expires_at: TOKENS.expires_at, user: USER });
    expect(session).not.toHaveProperty("access_token");
    expect(session).not.toHaveProperty("refresh_token");
    expect(stored(storage)).toEqual({ access_token: "access-new", refresh_token: "refresh-new", expires_at: 2e9 });
    expect(server.last().headers.get("Authorization")).toBeNull();
    await call("GET /api/config");
    expect(server.last().headers.get("Authorization")).toBe("Bearer access-new");
  });

  it("tells the app the session's level from the token, as the cookie transport does (two-step sign-in)", async () => {
    const claims = (aal: string) =>
      `eyJhbGciOiJFUzI1NiJ9.${btoa(JSON.stringify({ sub: "u-1", aal })).replace(/=+$/, "")}.sig`;
    await native((url) => {
      const aal = url.searchParams.get("grant_type") === "refresh_token" ? "aal2" : "aal1";
      return json({ ...TOKENS, access_token: claims(aal), refresh_token: `refresh-${aal}`, user: USER });
    });
    const session = await authClient.signInWithPassword({ email: "ana@example.net" }, "pw");
    expect(session.aal).toBe("aal1");
    expect(session).not.toHaveProperty("access_token");
    expect((await authClient.refresh()).aal).toBe("aal2");
  });

  it("refreshes with the stored refresh token in the body and stores the rotated pair", async () => {
    localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
    const { storage, server } = await native(
      () => json({ access_token: "access-2", refresh_token: "refresh-2", expires_at: 2_000_003_600, user: USER }),
      { [TOKENS_KEY]: JSON.stringify(TOKENS) },
    );
    const session = await authClient.refresh();
    expect(server.last().url).toBe(`${API}/auth/v1/token?grant_type=refresh_token`);
    expect(server.last().body).toEqual({ refresh_token: "refresh-1" });
    expect(session.expires_at).toBe(2_000_003_600);
    expect(stored(storage)).toEqual({
      access_token: "access-2",
      refresh_token: "refresh-2",
      expires_at: 2_000_003_600,
    });
  });

  it("holds calls made while the tokens rotate until the new access token is there", async () => {
    localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
    let release: (res: Response) => void = () => undefined;
    const { server } = await native(
      (url) =>
        url.pathname === "/auth/v1/token"
          ? (new Promise<Response>((r) => {
              release = r;
            }) as unknown as Response)
          : json({ mapTileUrl: null }),
      { [TOKENS_KEY]: JSON.stringify(TOKENS) },
    );
    const refreshed = authClient.refresh();
    const config = call("GET /api/config");
    await Promise.resolve();
    expect(server.sent.map((s) => new URL(s.url).pathname)).toEqual(["/auth/v1/token"]);
    release(json({ access_token: "access-3", refresh_token: "refresh-3", expires_at: 2_000_007_200, user: USER }));
    await refreshed;
    await config;
    expect(server.last().url).toBe(`${API}/api/config`);
    expect(server.last().headers.get("Authorization")).toBe("Bearer access-3");
  });

  it("clears the tokens when signing out, or when the server no longer knows the session; keeps them on a 5xx", async () => {
    for (const [answer, cleared] of [
      [() => new Response(null, { status: 204 }), true],
      [
        () => json({ code: "session_not_found", msg: "Session from session_id claim in JWT does not exist" }, 403),
        true,
      ],
      [() => json({ code: "unexpected_failure", msg: "boom" }, 500), false],
    ] as const) {
      localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
      const { storage, transport } = await native(answer, { [TOKENS_KEY]: JSON.stringify(TOKENS) });
      await authClient.signOut("local").catch(() => undefined);
      expect(storage.data.has(TOKENS_KEY)).toBe(!cleared);
      expect(transport.tokens() === null).toBe(cleared);
    }
  });

  it("makes /media paths in answers absolute to the API origin, and sends them back as paths", async () => {
    localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
    const { server } = await native(
      () =>
        json({
          profile_photo_url: "/media/p/a.jpg",
          photos: ["/media/p/b.jpg", "https://elsewhere.example/c.jpg"],
          note: "see /media/p/d.jpg",
        }),
      { [TOKENS_KEY]: JSON.stringify(TOKENS) },
    );
    const profile = (await call("GET /api/me/profile")) as unknown as Record<string, unknown>;
    expect(profile.profile_photo_url).toBe(`${API}/media/p/a.jpg`);
    expect(profile.photos).toEqual([`${API}/media/p/b.jpg`, "https://elsewhere.example/c.jpg"]);
    expect(profile.note).toBe("see /media/p/d.jpg");

    await authClient.updateUser({ data: { avatar_url: `${API}/media/p/a.jpg` } }).catch(() => undefined);
    expect(server.last().body).toEqual({ data: { avatar_url: "/media/p/a.jpg" } });
  });

  it("makes the images and links inside article HTML and markdown absolute, and sends markdown back with paths", async () => {
    localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
    const { server } = await native(
      () =>
        json({
          body_html:
            '<p><img src="/media/p/a.jpg" alt="Lake"> <a href="/media/p/b.jpg">full size</a> <a href="/blog">more</a></p>',
          body: "Intro\n\n![Lake](/media/p/a.jpg)\n\nSee /media/p/c.jpg in the text.",
        }),
      { [TOKENS_KEY]: JSON.stringify(TOKENS) },
    );
    const res = await appFetch("/api/blog/lake", { headers: { Accept: "application/json" } });
    const article = (await res.json()) as { body_html: string; body: string };
    expect(article.body_html).toBe(
      `<p><img src="${API}/media/p/a.jpg" alt="Lake"> <a href="${API}/media/p/b.jpg">full size</a> <a href="/blog">more</a></p>`,
    );
    expect(article.body).toBe(`Intro\n\n![Lake](${API}/media/p/a.jpg)\n\nSee /media/p/c.jpg in the text.`);

    await appFetch("/api/blog", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ body: article.body, cover: `${API}/media/p/a.jpg` }),
    });
    expect(server.last().body).toEqual({
      body: "Intro\n\n![Lake](/media/p/a.jpg)\n\nSee /media/p/c.jpg in the text.",
      cover: "/media/p/a.jpg",
    });
  });

  it("sends e-mail links back to the app with a PKCE challenge whose verifier waits in secure storage", async () => {
    const { storage, server } = await native(() => json({}));
    window.history.replaceState(null, "", "/auth");
    await authClient.resetPasswordForEmail("ana@example.net");
    const url = new URL(server.last().url);
    expect(url.origin).toBe(API);
    expect(url.searchParams.get("redirect_to")).toBe("untrodden://auth/callback?next=%2Freset-password");
    const body = server.last().body as { code_challenge: string; code_challenge_method: string };
    expect(body.code_challenge_method).toBe("s256");
    const verifier = storage.data.get(PKCE_VERIFIER_KEY) ?? "";
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(body.code_challenge).toBe(challenge);
  });

  it("opens sockets on the API origin with the access token as the second subprotocol", async () => {
    localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
    const { created } = await native(() => json({}), { [TOKENS_KEY]: JSON.stringify(TOKENS) });
    const url = socketUrl("/ws/me", { href: `${APP}/chat` });
    expect(url).toBe("wss://api.untrodden.test/ws/me");
    const connection = new RealtimeConnection({ url, onFrame: () => undefined, isOnline: () => true });
    connection.start();
    expect(created).toEqual([{ url, protocols: ["bearer", "access-1"] }]);
    connection.stop();
  });

  it("carries chat photos over the socket as URLs on the server, and sends them back as the paths the room stores", async () => {
    localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
    const sockets: (EventTarget & { sent: string[] })[] = [];
    await startNativeSession(
      { secureStorage: fakeSecureStorage({ [TOKENS_KEY]: JSON.stringify(TOKENS) }) },
      {
        apiOrigin: API,
        fetch: fakeServer(() => json({})).fetch,
        createSocket: () => {
          const socket = Object.assign(new EventTarget(), {
            sent: [] as string[],
            send(data: string) {
              socket.sent.push(data);
            },
            close: () => undefined,
          });
          sockets.push(socket);
          return socket as unknown as WebSocket;
        },
      },
    );
    const frames: ServerFrame[] = [];
    const connection = new RealtimeConnection({
      url: "wss://api.untrodden.test/ws/conversations/c-1",
      onFrame: (frame) => frames.push(frame),
      isOnline: () => true,
    });
    connection.start();
    const socket = sockets[0] as EventTarget & { sent: string[] };
    socket.dispatchEvent(new Event("open"));
    const message = {
      type: "message",
      seq: 1,
      id: "m-1",
      senderId: "u-2",
      body: "",
      createdAt: "2026-11-26T10:00:00.000Z",
      clientId: null,
      attachments: ["/media/p/a.jpg"],
    };
    socket.dispatchEvent(new MessageEvent("message", { data: JSON.stringify(message) }));
    expect(frames).toEqual([{ ...message, attachments: [`${API}/media/p/a.jpg`] }]);

    expect(connection.send({ type: "send", clientId: "k-1", body: "", attachments: [`${API}/media/p/b.jpg`] })).toBe(
      true,
    );
    expect(JSON.parse(socket.sent.at(-1) ?? "null")).toEqual({
      type: "send",
      clientId: "k-1",
      body: "",
      attachments: ["/media/p/b.jpg"],
    });
    connection.stop();
  });

  it("uploads with the Bearer header and hands back an absolute media URL", async () => {
    localStorage.setItem(SESSION_HINT_KEY, String(TOKENS.expires_at));
    await native(() => json({}), { [TOKENS_KEY]: JSON.stringify(TOKENS) });
    const requests: { url: string; headers: Record<string, string> }[] = [];
    class FakeXhr {
      status = 200;
      statusText = "OK";
      responseText = JSON.stringify({ key: "p/x.jpg", url: "/media/p/x.jpg" });
      responseType = "";
      withCredentials = true;
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      private url = "";
      private headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send() {
        requests.push({ url: this.url, headers: this.headers });
        queueMicrotask(() => this.onload?.());
      }
      abort() {}
    }
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const media = await uploadMedia(new Blob(["x"], { type: "image/jpeg" }));
    expect(requests[0]?.url).toBe(`${API}/api/media`);
    expect(requests[0]?.headers.Authorization).toBe("Bearer access-1");
    expect(media.url).toBe(`${API}/media/p/x.jpg`);
  });
});
