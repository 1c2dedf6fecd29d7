import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConversationMessage, MessagesResponse } from "../../domain/api/conversations";
import { TYPING_EVERY_MS, TYPING_SHOWN_MS } from "../../durable-objects/protocol";
import {
  BLOCKED_NOTICE,
  type FetchPage,
  outboxKey,
  RATE_RETRY_MS,
  REFUSAL_TEXT,
  RoomClient,
  type RoomOptions,
  STORE_RETRY_MS,
} from "../../web/src/realtime/room";
import { type FakeSocket, fakeSockets, manualTimers } from "./realtime-fakes";

const ME = "user-traveler";
const HOST = "user-host";
const CONVERSATION = "conv-1";

function stored(seq: number, sender = HOST, isRead = false): ConversationMessage {
  return {
    id: `m-${seq}`,
    seq,
    sender_id: sender,
    body: `message ${seq}`,
    attachments: [],
    offer_id: null,
    is_read: isRead,
    created_at: new Date(Date.UTC(2026, 10, 25, 10, seq)).toISOString(),
  };
}

/** The history API over `all` messages: pages of `limit` before `before`, oldest first, as the server answers. */
function history(all: ConversationMessage[], limit = 50) {
  const asked: (number | undefined)[] = [];
  const fetchPage: FetchPage = async (before) => {
    asked.push(before);
    const below = all.filter((m) => before === undefined || m.seq < before).sort((a, b) => a.seq - b.seq);
    const page = below.slice(-limit);
    const first = page[0];
    return { messages: page, next_before: first && first.seq > 1 ? first.seq : null } satisfies MessagesResponse;
  };
  return { fetchPage, asked };
}

function setup(
  options: {
    all?: ConversationMessage[];
    limit?: number;
    online?: () => boolean;
    persistOutbox?: RoomOptions["persistOutbox"];
  } = {},
) {
  const { sockets, createSocket, last } = fakeSockets();
  const clock = manualTimers();
  let ids = 0;
  const { fetchPage, asked } = history(options.all ?? [], options.limit);
  const make = (failing?: FetchPage) =>
    new RoomClient({
      conversationId: CONVERSATION,
      userId: ME,
      fetchPage: failing ?? fetchPage,
      timers: clock.timers,
      now: () => 1_000_000 + clock.now(),
      newClientId: () => `client-${++ids}`,
      persistOutbox: options.persistOutbox,
      connection: {
        createSocket,
        timers: clock.timers,
        random: () => 1,
        isOnline: options.online ?? (() => true),
        onlineEvents: undefined,
      },
    });
  return { make, sockets, last, clock, asked };
}

/** Opens the newest socket and lets the room answer the resume (replaying `missed`). */
function connect(socket: FakeSocket, latestSeq: number, missed: ConversationMessage[] = []) {
  socket.open();
  for (const m of missed)
    socket.receive({
      type: "message",
      seq: m.seq,
      id: m.id,
      senderId: m.sender_id,
      body: m.body,
      createdAt: m.created_at,
      clientId: null,
      attachments: [],
    });
  socket.receive({ type: "synced", latestSeq });
}

const sends = (socket: FakeSocket) =>
  (socket.sent as { type: string; clientId?: string }[]).filter((f) => f.type === "send");
const seqs = (client: RoomClient) => client.getSnapshot().messages.map((m) => m.seq);

afterEach(() => localStorage.clear());

describe("the chat room client", () => {
  it("loads the newest history, then resumes the room after the last seq it holds", async () => {
    const { make, last } = setup({ all: [stored(1), stored(2), stored(3)] });
    const client = make();
    await client.start();
    expect(client.getSnapshot().loaded).toBe(true);
    expect(seqs(client)).toEqual([1, 2, 3]);
    last().open();
    expect(last().sent).toEqual([{ type: "resume", after: 3 }]);
    last().receive({
      type: "message",
      seq: 4,
      id: "m-4",
      senderId: HOST,
      body: "missed while away",
      createdAt: "2026-11-25T10:04:00Z",
      clientId: null,
      attachments: [],
    });
    last().receive({ type: "synced", latestSeq: 4 });
    expect(seqs(client)).toEqual([1, 2, 3, 4]);
    client.stop();
  });

  it("keeps a message in the outbox (and localStorage) as sending until the room acknowledges it", async () => {
    const { make, last } = setup();
    const client = make();
    await client.start();
    const id = client.send("  Hello from Almaty  ");
    // Not synced yet: nothing on the wire, the message waits and survives a reload.
    expect(sends(last())).toEqual([]);
    expect(client.getSnapshot().outbox.map((m) => m.body)).toEqual(["Hello from Almaty"]);
    expect(JSON.parse(localStorage.getItem(outboxKey(CONVERSATION)) ?? "[]")).toHaveLength(1);

    connect(last(), 0);
    expect(sends(last())).toEqual([{ type: "send", clientId: id, body: "Hello from Almaty", attachments: [] }]);
    last().receive({ type: "ack", clientId: id, seq: 1, id: "m-1", createdAt: "2026-11-25T10:00:00Z" });
    const snap = client.getSnapshot();
    expect(snap.outbox).toEqual([]);
    expect(snap.messages).toMatchObject([{ seq: 1, senderId: ME, body: "Hello from Almaty", clientId: id }]);
    expect(localStorage.getItem(outboxKey(CONVERSATION))).toBeNull();
    client.stop();
  });

  it("re-sends what went out before a drop with the same clientId, and shows the room's answer once", async () => {
    const { make, last, clock, sockets } = setup();
    const client = make();
    await client.start();
    connect(last(), 0);
    const id = client.send("Are you free in May?");
    expect(sends(last())).toHaveLength(1);
    // The socket dies before the ack: the message stays "sending".
    last().drop();
    expect(client.getSnapshot().connection).toBe("reconnecting");
    expect(client.getSnapshot().outbox).toHaveLength(1);
    clock.advance(500);
    expect(sockets).toHaveLength(2);
    // The room had stored it: the resume replays it (with its clientId), then the retry is acknowledged again.
    last().open();
    expect(last().sent[0]).toEqual({ type: "resume", after: 0 });
    last().receive({
      type: "message",
      seq: 1,
      id: "m-1",
      senderId: ME,
      body: "Are you free in May?",
      createdAt: "2026-11-25T10:00:00Z",
      clientId: id,
      attachments: [],
    });
    last().receive({ type: "synced", latestSeq: 1 });
    expect(client.getSnapshot().outbox).toEqual([]);
    expect(sends(last())).toEqual([]);
    last().receive({ type: "ack", clientId: id, seq: 1, id: "m-1", createdAt: "2026-11-25T10:00:00Z" });
    expect(seqs(client)).toEqual([1]);
    client.stop();
  });

  it("sends what was written offline once back online, and a reload keeps the outbox", async () => {
    let online = false;
    const { make, last, sockets } = setup({ online: () => online });
    const first = make();
    await first.start();
    expect(first.getSnapshot().connection).toBe("offline");
    const id = first.send("Written on the train");
    expect(sockets).toHaveLength(0);
    first.stop();

    // The tab is reloaded while still offline: the message is still there, still sending.
    online = true;
    const again = make();
    expect(again.getSnapshot().outbox).toMatchObject([{ clientId: id, body: "Written on the train", problem: null }]);
    await again.start();
    connect(last(), 0);
    expect(sends(last())).toEqual([{ type: "send", clientId: id, body: "Written on the train", attachments: [] }]);
    again.stop();
  });

  it("sends again after store_failed and rate_limited, later; blocked waits with a notice until unblocked", async () => {
    const { make, last, clock } = setup();
    const client = make();
    await client.start();
    connect(last(), 0);
    const id = client.send("one");
    last().receive({ type: "error", code: "store_failed", message: "try again", clientId: id });
    expect(sends(last())).toHaveLength(1);
    clock.advance(STORE_RETRY_MS);
    expect(sends(last())).toHaveLength(2);
    last().receive({ type: "error", code: "rate_limited", message: "slow down", clientId: id });
    clock.advance(RATE_RETRY_MS - 1);
    expect(sends(last())).toHaveLength(2);
    clock.advance(1);
    expect(sends(last()).map((f) => f.clientId)).toEqual([id, id, id]);

    last().receive({ type: "error", code: "blocked", message: "blocked", clientId: id });
    let snap = client.getSnapshot();
    expect(snap.notice).toBe(BLOCKED_NOTICE);
    expect(snap.outbox[0]?.problem).toMatch(/blocked/);
    clock.advance(20_000);
    expect(sends(last())).toHaveLength(3);
    // Unblocked: the waiting message goes out again, the notice goes away.
    last().receive({ type: "state", blockedBy: null, reads: {} });
    snap = client.getSnapshot();
    expect(snap.notice).toBeNull();
    expect(snap.outbox[0]?.problem).toBeNull();
    expect(sends(last())).toHaveLength(4);
    client.stop();
  });

  it("the admin's room (persistOutbox: false) keeps nothing in localStorage; read_only disables sending; Send again resends", async () => {
    const { make, last } = setup({ persistOutbox: false });
    const client = make();
    await client.start();
    last().open();
    last().receive({ type: "ready", room: "conversation", name: CONVERSATION, readOnly: true });
    expect(client.getSnapshot().readOnly).toBe(true);
    last().receive({ type: "synced", latestSeq: 0 });
    const id = client.send("Hello from Support");
    expect(localStorage.getItem(outboxKey(CONVERSATION))).toBeNull();
    expect(sends(last())).toHaveLength(1);
    last().receive({ type: "error", code: "read_only", message: "read only", clientId: id });
    expect(client.getSnapshot().outbox[0]?.problem).toBe(REFUSAL_TEXT.read_only);
    client.retry(id);
    expect(client.getSnapshot().outbox[0]?.problem).toBeNull();
    expect(sends(last()).map((f) => f.clientId)).toEqual([id, id]);
    // A reload (a new client) finds no outbox to send.
    client.stop();
    expect(make().getSnapshot().outbox).toEqual([]);
  });

  it("a refused message says why and can be removed", async () => {
    const { make, last } = setup();
    const client = make();
    await client.start();
    connect(last(), 0);
    const id = client.send("x");
    last().receive({ type: "error", code: "bad_frame", message: "body: is required", clientId: id });
    expect(client.getSnapshot().outbox[0]?.problem).toBe("Not sent: body: is required");
    client.discard(id);
    expect(client.getSnapshot().outbox).toEqual([]);
    expect(localStorage.getItem(outboxKey(CONVERSATION))).toBeNull();
    client.stop();
  });

  it("after a resync, loads the missed pages over HTTP and shows every message once, in order", async () => {
    const all = [stored(1), stored(2), stored(3)];
    const { make, last, asked, clock } = setup({ all, limit: 4 });
    const client = make();
    await client.start();
    expect(seqs(client)).toEqual([1, 2, 3]);
    // Meanwhile nine more were sent, and the room says the gap is too large to replay.
    for (let seq = 4; seq <= 12; seq++) all.push(stored(seq));
    last().open();
    last().receive({ type: "resync", latestSeq: 12 });
    // A live message arrives while the pages load; and one already held is replayed.
    last().receive({
      type: "message",
      seq: 13,
      id: "m-13",
      senderId: HOST,
      body: "live",
      createdAt: "2026-11-25T11:00:00Z",
      clientId: null,
      attachments: [],
    });
    await vi.waitFor(() => expect(seqs(client)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1)));
    // The newest page first, then down to what it held: 13 → 9..12, 9 → 5..8, 5 → 4 (and 1..3 again, merged).
    expect(asked).toEqual([undefined, 13, 9, 5]);
    // The next socket resumes after everything held.
    last().drop();
    clock.advance(500);
    last().open();
    expect(last().sent[0]).toEqual({ type: "resume", after: 13 });
    client.stop();
  });

  it("never shows a message twice: replays, duplicates and history overlap are one message", async () => {
    const { make, last } = setup({ all: [stored(1), stored(2)] });
    const client = make();
    await client.start();
    connect(last(), 2, [stored(2)]);
    last().receive({
      type: "message",
      seq: 2,
      id: "m-2",
      senderId: HOST,
      body: "message 2",
      createdAt: stored(2).created_at,
      clientId: null,
      attachments: [],
    });
    expect(seqs(client)).toEqual([1, 2]);
    client.stop();
  });

  it("loads older history above on request, until the first message", async () => {
    const all = Array.from({ length: 7 }, (_, i) => stored(i + 1));
    const { make, asked } = setup({ all, limit: 3 });
    const client = make();
    await client.start();
    expect(seqs(client)).toEqual([5, 6, 7]);
    expect(client.getSnapshot().hasOlder).toBe(true);
    await client.loadOlder();
    await client.loadOlder();
    expect(seqs(client)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(client.getSnapshot().hasOlder).toBe(false);
    expect(asked).toEqual([undefined, 5, 2]);
    client.stop();
  });

  it("shows the other person typing for a while, and sends its own typing at most once per interval", async () => {
    const { make, last, clock } = setup();
    const client = make();
    await client.start();
    connect(last(), 0);
    last().receive({ type: "typing", userId: HOST });
    expect(client.getSnapshot().typing).toBe(true);
    clock.advance(TYPING_SHOWN_MS - 1);
    expect(client.getSnapshot().typing).toBe(true);
    clock.advance(1);
    expect(client.getSnapshot().typing).toBe(false);

    client.typed();
    client.typed();
    clock.advance(TYPING_EVERY_MS - 1);
    client.typed();
    expect(last().sent.filter((f) => (f as { type: string }).type === "typing")).toHaveLength(1);
    clock.advance(1);
    client.typed();
    expect(last().sent.filter((f) => (f as { type: string }).type === "typing")).toHaveLength(2);
    client.stop();
  });

  it("marks the other person's messages read once, and follows the read marks the room sends", async () => {
    const { make, last } = setup({ all: [stored(1, ME), stored(2, HOST)] });
    const client = make();
    await client.start();
    expect(client.markRead()).toBeNull(); // not synced yet
    connect(last(), 2);
    expect(client.markRead()).toBe(2);
    expect(client.markRead()).toBeNull();
    expect(last().sent).toContainEqual({ type: "read", upTo: 2 });
    last().receive({ type: "state", blockedBy: null, reads: { [HOST]: 1, [ME]: 2 } });
    expect(client.getSnapshot().reads).toEqual({ [HOST]: 1, [ME]: 2 });
    last().receive({ type: "read", userId: HOST, upTo: 3 });
    expect(client.getSnapshot().reads[HOST]).toBe(3);
    client.stop();
  });

  it("offers to try again when the first page cannot be loaded", async () => {
    const { make, sockets } = setup();
    const client = make(() => Promise.reject(new Error("offline")));
    await client.start();
    expect(client.getSnapshot()).toMatchObject({ loaded: false, loadFailed: true });
    expect(sockets).toHaveLength(0);
    client.stop();
  });
});
