import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_FRAME_CHARS, type ServerFrame } from "../../durable-objects/protocol";
import { MAX_STRIKES } from "../../durable-objects/socket-object";
import { type ErrorBody, get, ORIGIN } from "./helpers";
import { type Person, person } from "./people";

// Realtime connections (ARCHITECTURE "Realtime"): the worker authorizes every upgrade before it reaches an object
// (session, Origin, who may join which room), and the objects keep who each socket is through hibernation.

let traveler: Person;
let host: Person;
let stranger: Person;
let admin: Person;
let conversationId: string;

beforeAll(async () => {
  [traveler, host, stranger, admin] = await Promise.all([
    person("traveler"),
    person("approved-host"),
    person("traveler"),
    person("admin"),
  ]);
  conversationId = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO conversations (id, traveler_id, host_id) VALUES (?, ?, ?)")
    .bind(conversationId, traveler.id, host.id)
    .run();
});

const bearer = (p: Person) => ({ Authorization: `Bearer ${p.token}` });
/** The session cookie as the web app holds it (https: the __Host- name). */
const cookie = (p: Person) => ({ Cookie: `__Host-untrodden-access=${p.token}` });
const UPGRADE = { Upgrade: "websocket" };

/** Opens a socket through the worker and reads its frames in order. */
async function open(path: string, headers: Record<string, string>) {
  const res = await get(path, { headers: { ...UPGRADE, ...headers } });
  if (res.status !== 101) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const ws = res.webSocket;
  if (!ws) throw new Error("no WebSocket in the upgrade response");
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  let closed: { code: number } | null = null;
  ws.addEventListener("message", (e) => {
    frames.push(JSON.parse(String(e.data)) as ServerFrame);
    waiters.shift()?.();
  });
  ws.addEventListener("close", (e) => {
    closed = { code: e.code };
    for (const w of waiters.splice(0)) w();
  });
  ws.accept();
  const next = async (count: number) => {
    while (frames.length < count && !closed) await new Promise<void>((r) => waiters.push(r));
    return frames[count - 1];
  };
  const closedWith = async () => {
    while (!closed) await new Promise<void>((r) => waiters.push(r));
    return closed;
  };
  return { ws, next, closedWith };
}

async function refusal(path: string, headers: Record<string, string>) {
  const res = await get(path, { headers });
  return { status: res.status, webSocket: res.webSocket, error: (await res.json<ErrorBody>()).error };
}

describe("upgrades are authorized before they reach an object", () => {
  it("refuses a guest with 401 and no socket", async () => {
    const r = await refusal("/ws/me", UPGRADE);
    expect(r).toMatchObject({ status: 401, webSocket: null, error: { code: "unauthorized" } });
  });

  it("refuses a cookie session from another site's page, or with no Origin at all (403, no socket)", async () => {
    for (const origin of ["https://attacker.example", "null", undefined]) {
      const headers: Record<string, string> = {
        ...UPGRADE,
        ...cookie(traveler),
        ...(origin ? { Origin: origin } : {}),
      };
      const r = await refusal("/ws/me", headers);
      expect(r, String(origin)).toMatchObject({ status: 403, webSocket: null, error: { code: "origin_not_allowed" } });
    }
  });

  it("accepts a cookie session from the site's own pages", async () => {
    const { ws, next } = await open("/ws/me", { ...cookie(traveler), Origin: ORIGIN });
    expect(await next(1)).toEqual({ type: "ready", room: "user", name: traveler.id, readOnly: false });
    ws.close(1000, "done");
  });

  it("answers a plain request to a realtime path with 426", async () => {
    const res = await get("/ws/me", { headers: bearer(traveler) });
    expect(res.status).toBe(426);
  });

  it("lets only the conversation's two people into its room; admins watch read-only; anyone else gets 404", async () => {
    for (const p of [traveler, host]) {
      const { ws, next } = await open(`/ws/conversations/${conversationId}`, bearer(p));
      expect(await next(1)).toEqual({ type: "ready", room: "conversation", name: conversationId, readOnly: false });
      ws.close(1000, "done");
    }
    const watch = await open(`/ws/conversations/${conversationId}`, bearer(admin));
    expect(await watch.next(1)).toMatchObject({ type: "ready", readOnly: true });
    watch.ws.close(1000, "done");
    expect((await refusal(`/ws/conversations/${conversationId}`, { ...UPGRADE, ...bearer(stranger) })).status).toBe(
      404,
    );
    expect(
      (await refusal(`/ws/conversations/${crypto.randomUUID()}`, { ...UPGRADE, ...bearer(traveler) })).status,
    ).toBe(404);
  });

  it("answers an unknown realtime path with 404", async () => {
    expect((await refusal("/ws/elsewhere", { ...UPGRADE, ...bearer(traveler) })).status).toBe(404);
  });
});

describe("the objects", () => {
  it("answer pings, refuse bad frames with error frames, and close a socket that keeps sending garbage (1008)", async () => {
    const { ws, next, closedWith } = await open("/ws/me", bearer(stranger));
    expect(await next(1)).toMatchObject({ type: "ready", room: "user" });
    // The hub's first word after ready: the person's unread state.
    expect(await next(2)).toEqual({ type: "unread", total: 0, conversations: 0 });
    // …and the bell's count.
    expect(await next(3)).toEqual({ type: "notices", unread: 0 });
    ws.send(JSON.stringify({ type: "ping", id: "p1" }));
    expect(await next(4)).toEqual({ type: "pong", id: "p1" });
    ws.send("not json");
    expect(await next(5)).toMatchObject({ type: "error", code: "bad_frame" });
    ws.send(JSON.stringify({ type: "shout" }));
    expect(await next(6)).toMatchObject({ type: "error", code: "unknown_type" });
    ws.send(JSON.stringify({ type: "ping", id: 42 }));
    expect(await next(7)).toMatchObject({ type: "error", code: "bad_frame", message: expect.stringMatching(/^id: /) });
    ws.send("x".repeat(MAX_FRAME_CHARS + 1));
    expect(await next(8)).toMatchObject({ type: "error", code: "frame_too_large" });
    for (let i = 4; i < MAX_STRIKES; i++) ws.send("garbage");
    expect(await closedWith()).toEqual({ code: 1008 });
  });

  it("keep who a socket is across an eviction (hibernation)", async () => {
    const { ws, next } = await open(`/ws/conversations/${conversationId}`, bearer(host));
    expect(await next(1)).toMatchObject({ type: "ready", readOnly: false });
    const stub = env.CONVERSATION_ROOM.get(env.CONVERSATION_ROOM.idFromName(conversationId));
    await evictDurableObject(stub);
    ws.send(JSON.stringify({ type: "ping", id: "after" }));
    expect(await next(2)).toEqual({ type: "pong", id: "after" });
    expect(await stub.connectionCount()).toBeGreaterThanOrEqual(1);
    ws.close(1000, "done");
  });

  it("refuse a connection the worker did not name (only the worker reaches them)", async () => {
    const stub = env.USER_HUB.get(env.USER_HUB.idFromName("nobody"));
    const res = await stub.fetch("https://realtime.internal/connect", { headers: UPGRADE });
    expect(res.status).toBe(401);
  });
});
