import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationRoom } from "../../durable-objects/conversation-room";
import {
  MAX_FRAME_CHARS,
  MAX_MESSAGE_CHARS,
  RATE_LIMIT_MESSAGES,
  RESUME_LIMIT,
  type ServerFrame,
} from "../../durable-objects/protocol";
import { type Attachment, MAX_STRIKES } from "../../durable-objects/socket-object";
import { type Person, person } from "./people";
import { bareConversation, is, openRoom, openThroughWorker, roomStub, type TestSocket } from "./sockets";

// The ConversationRoom (issue 15, items 1 and 2; decision 014): every message gets the next seq and is in the room's
// SQLite and in D1 before anyone hears of it; retries are stored once; a reconnecting client gets exactly what it
// missed, in order, before live messages, across evictions.

let admin: Person;
beforeAll(async () => {
  admin = await person("admin");
});

/** A conversation between a new traveler and a new host, both signed in. */
async function pair() {
  const [traveler, host] = await Promise.all([person("traveler"), person("approved-host")]);
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO conversations (id, traveler_id, host_id) VALUES (?, ?, ?)")
    .bind(id, traveler.id, host.id)
    .run();
  return { id, traveler, host };
}

/** Connects through the worker (Bearer token) and resumes after `after`; resolves once caught up. */
async function join(conversationId: string, p: Person, after = 0): Promise<TestSocket> {
  const s = await openThroughWorker(`/ws/conversations/${conversationId}`, { Authorization: `Bearer ${p.token}` });
  await s.waitFor(is("ready"));
  s.send({ type: "resume", after });
  await s.waitFor((f): f is ServerFrame => f.type === "synced" || f.type === "resync", "synced");
  return s;
}

const ackOf = (clientId: string) => is("ack", (f) => f.clientId === clientId);
const messageOf = (seq: number) => is("message", (f) => f.seq === seq);
const errorOf = (clientId: string) => is("error", (f) => f.clientId === clientId);
const seqsOf = (s: TestSocket) => s.frames.flatMap((f) => (f.type === "message" ? [f.seq] : []));

async function d1Messages(conversationId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, sender_id, body, seq, created_at FROM messages WHERE conversation_id = ? ORDER BY seq",
  )
    .bind(conversationId)
    .all<{ id: string; sender_id: string; body: string; seq: number; created_at: string }>();
  return results;
}

/** Makes every D1 insert into messages fail (a real failure inside D1), until `heal`. */
async function breakD1() {
  await env.DB.exec(
    "CREATE TRIGGER IF NOT EXISTS test_d1_down BEFORE INSERT ON messages BEGIN SELECT RAISE(ABORT, 'D1 is down'); END",
  );
}
const healD1 = () => env.DB.exec("DROP TRIGGER IF EXISTS test_d1_down");

describe("two participants", () => {
  it("exchange messages: stored in D1 before the ack, then broadcast with increasing seqs", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);

    t.send({ type: "send", clientId: "t-1", body: "  Salem! Is the Charyn trip on in May?\n" });
    const ack = await t.waitFor(ackOf("t-1"));
    expect(ack).toMatchObject({ seq: 1, clientId: "t-1" });
    // The ack came only after D1 had the message and the conversation its last_message_at.
    expect(await d1Messages(id)).toEqual([
      {
        id: ack.id,
        sender_id: traveler.id,
        body: "Salem! Is the Charyn trip on in May?",
        seq: 1,
        created_at: ack.createdAt,
      },
    ]);
    const conversation = await env.DB.prepare("SELECT last_message_at FROM conversations WHERE id = ?")
      .bind(id)
      .first<{ last_message_at: string }>();
    expect(conversation?.last_message_at).toBe(ack.createdAt);

    expect(await h.waitFor(messageOf(1))).toEqual({
      type: "message",
      seq: 1,
      id: ack.id,
      senderId: traveler.id,
      body: "Salem! Is the Charyn trip on in May?",
      createdAt: ack.createdAt,
      clientId: "t-1",
      attachments: [],
      offerId: null,
    });

    h.send({ type: "send", clientId: "h-1", body: "Yes, from the 3rd.\tTwo seats left." });
    expect(await h.waitFor(ackOf("h-1"))).toMatchObject({ seq: 2 });
    expect(await t.waitFor(messageOf(2))).toMatchObject({
      senderId: host.id,
      body: "Yes, from the 3rd.\tTwo seats left.",
    });
    t.send({ type: "send", clientId: "t-2", body: "Great" });
    expect(await t.waitFor(ackOf("t-2"))).toMatchObject({ seq: 3 });
    await h.waitFor(messageOf(3));

    // Nobody hears their own send twice: the sender gets the ack, the other person the message, once each.
    expect(seqsOf(t)).toEqual([2]);
    expect(seqsOf(h)).toEqual([1, 3]);
    expect((await d1Messages(id)).map((m) => m.seq)).toEqual([1, 2, 3]);
    t.close();
    h.close();
  });

  it("store a retried send once and acknowledge it again with the same seq", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    t.send({ type: "send", clientId: "dup", body: "Only once" });
    const first = await t.waitFor(ackOf("dup"));
    t.send({ type: "send", clientId: "other", body: "Next" });
    await t.waitFor(ackOf("other"));
    // The retry (a timeout, then a new socket) with the same clientId, even with another body.
    const again = await join(id, traveler, 2);
    again.send({ type: "send", clientId: "dup", body: "Only once (edited)" });
    expect(await again.waitFor(ackOf("dup"))).toEqual(first);
    t.send({ type: "send", clientId: "dup", body: "Only once" });
    expect(await t.waitFor(ackOf("dup"))).toEqual(first);

    await h.waitFor(messageOf(2));
    expect(seqsOf(h)).toEqual([1, 2]);
    expect((await d1Messages(id)).map((m) => m.body)).toEqual(["Only once", "Next"]);
    // The same clientId from the other person is another message.
    h.send({ type: "send", clientId: "dup", body: "Mine" });
    expect(await h.waitFor(ackOf("dup"))).toMatchObject({ seq: 3 });
    for (const s of [t, h, again]) s.close();
  });
});

/**
 * Hands `frames` to the room as its sockets' messages all at once (each [userId, frame]), the way a burst arrives while
 * the room is busy: none of them is handled before the last has arrived, so they form one group commit.
 */
async function burst(conversationId: string, frames: [string, unknown][]): Promise<void> {
  await runInDurableObject(roomStub(conversationId), async (room: ConversationRoom, state) => {
    const sockets = state.getWebSockets();
    const socketOf = (userId: string) => {
      const found = sockets.find((s) => (s.deserializeAttachment() as Attachment).userId === userId);
      if (!found) throw new Error(`no socket of ${userId}`);
      return found;
    };
    await Promise.all(frames.map(([userId, frame]) => room.webSocketMessage(socketOf(userId), JSON.stringify(frame))));
  });
}

/** Counts the D1 batches that write a conversation's messages (each ends with one last_message_at update). */
async function countBatches(conversationId: string): Promise<() => Promise<number>> {
  await env.DB.exec("CREATE TABLE IF NOT EXISTS test_batches (conversation_id TEXT NOT NULL)");
  await env.DB.exec(
    "CREATE TRIGGER IF NOT EXISTS test_count_batches AFTER UPDATE OF last_message_at ON conversations BEGIN INSERT INTO test_batches VALUES (NEW.id); END",
  );
  // The batch's update only moves last_message_at forward: from none, every batch counts.
  await env.DB.prepare("UPDATE conversations SET last_message_at = NULL WHERE id = ?").bind(conversationId).run();
  await env.DB.prepare("DELETE FROM test_batches WHERE conversation_id = ?").bind(conversationId).run();
  return async () =>
    (
      await env.DB.prepare("SELECT COUNT(*) AS n FROM test_batches WHERE conversation_id = ?")
        .bind(conversationId)
        .first<{ n: number }>()
    )?.n ?? 0;
}

/** What a socket heard of messages, as "ack 3" / "message 4", in the order it heard it. */
const heard = (s: TestSocket) =>
  s.frames.flatMap((f) => (f.type === "ack" || f.type === "message" ? [`${f.type} ${f.seq}`] : []));

describe("group commit", () => {
  it("stores a burst from both sockets in one D1 batch, once each, acked and broadcast in seq order", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    t.send({ type: "send", clientId: "before", body: "Salem!" });
    expect(await t.waitFor(ackOf("before"))).toMatchObject({ seq: 1 });
    await h.waitFor(messageOf(1));
    const batches = await countBatches(id);

    const send = (clientId: string, body: string) => ({ type: "send", clientId, body });
    await burst(id, [
      [traveler.id, send("t-1", "Is the Charyn trip on in May?")],
      [host.id, send("h-1", "Yes, from the 3rd.")],
      [traveler.id, send("t-2", "Two seats, please")],
      [host.id, send("h-2", "Booked")],
      // A retry that caught up with its own first try, and one of a message stored before the burst.
      [traveler.id, send("t-1", "Is the Charyn trip on in May?")],
      [traveler.id, send("before", "Salem!")],
      [host.id, send("h-3", "See you in Almaty")],
    ]);
    await h.waitFor(messageOf(4));
    await t.waitFor(messageOf(6));

    // One group: one D1 batch for the five new messages, numbered in arrival order.
    expect(await batches()).toBe(1);
    expect((await d1Messages(id)).map((m) => [m.seq, m.body])).toEqual([
      [1, "Salem!"],
      [2, "Is the Charyn trip on in May?"],
      [3, "Yes, from the 3rd."],
      [4, "Two seats, please"],
      [5, "Booked"],
      [6, "See you in Almaty"],
    ]);
    // Each socket hears every message once, in seq order: its own as acks (a retry's twice), the other's as messages.
    expect(heard(t)).toEqual(["ack 1", "ack 1", "ack 2", "ack 2", "message 3", "ack 4", "message 5", "message 6"]);
    expect(heard(h)).toEqual(["message 1", "message 2", "ack 3", "message 4", "ack 5", "ack 6"]);
    t.close();
    h.close();
  });

  it("keeps a burst that D1 refused pending: all refused, nothing shown; retried together they keep their seqs", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    const frames: [string, unknown][] = [
      [traveler.id, { type: "send", clientId: "a", body: "One" }],
      [host.id, { type: "send", clientId: "b", body: "Two" }],
      [traveler.id, { type: "send", clientId: "c", body: "Three" }],
    ];
    await breakD1();
    try {
      await burst(id, frames);
      for (const s of [t, t, h]) expect(s.frames.filter(is("error")).map((f) => f.code)).toContain("store_failed");
      expect(t.frames.filter(is("error")).map((f) => f.clientId)).toEqual(["a", "c"]);
      expect(h.frames.filter(is("error")).map((f) => f.clientId)).toEqual(["b"]);
      expect(heard(t)).toEqual([]);
      expect(heard(h)).toEqual([]);
      expect(await d1Messages(id)).toEqual([]);
    } finally {
      await healD1();
    }
    await burst(id, frames);
    await t.waitFor(messageOf(2));
    await h.waitFor(messageOf(3));
    expect((await d1Messages(id)).map((m) => [m.seq, m.body])).toEqual([
      [1, "One"],
      [2, "Two"],
      [3, "Three"],
    ]);
    expect(heard(t)).toEqual(["ack 1", "message 2", "ack 3"]);
    expect(heard(h)).toEqual(["message 1", "ack 2", "message 3"]);
    t.close();
    h.close();
  });
});

describe("resume", () => {
  it("replays exactly the missed messages in order, then live ones, across an eviction", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    let h = await join(id, host);
    for (const n of [1, 2]) {
      t.send({ type: "send", clientId: `a${n}`, body: `before ${n}` });
      await t.waitFor(ackOf(`a${n}`));
      await h.waitFor(messageOf(n));
    }
    // The host's phone drops; the traveler goes on; the object is evicted (its sockets hibernate).
    h.close();
    for (const n of [3, 4]) {
      t.send({ type: "send", clientId: `a${n}`, body: `offline ${n}` });
      await t.waitFor(ackOf(`a${n}`));
    }
    await evictDurableObject(roomStub(id));
    // The sequence survived the eviction: the next message is 5, and the retry of 4 is still 4.
    t.send({ type: "send", clientId: "a5", body: "after eviction" });
    expect(await t.waitFor(ackOf("a5"))).toMatchObject({ seq: 5 });
    t.send({ type: "send", clientId: "a4", body: "offline 4" });
    expect(await t.waitFor(ackOf("a4"))).toMatchObject({ seq: 4 });

    h = await openThroughWorker(`/ws/conversations/${id}`, { Authorization: `Bearer ${host.token}` });
    await h.waitFor(is("ready"));
    h.send({ type: "resume", after: 2 });
    expect(await h.waitFor(is("synced"))).toEqual({ type: "synced", latestSeq: 5 });
    expect(h.frames.filter((f) => f.type === "message").map((f) => f.type === "message" && f.body)).toEqual([
      "offline 3",
      "offline 4",
      "after eviction",
    ]);
    t.send({ type: "send", clientId: "a6", body: "live again" });
    expect(await h.waitFor(messageOf(6))).toMatchObject({ body: "live again" });
    expect(seqsOf(h)).toEqual([3, 4, 5, 6]);

    // Evicted with its sockets closed: both reconnect and resume; nothing lost, nothing twice.
    await evictDurableObject(roomStub(id), { webSockets: "close" });
    await h.closedWith();
    const h2 = await join(id, host, 6);
    const t2 = await join(id, traveler, 6);
    t2.send({ type: "send", clientId: "a7", body: "after the restart" });
    expect(await t2.waitFor(ackOf("a7"))).toMatchObject({ seq: 7 });
    await h2.waitFor(messageOf(7));
    expect(seqsOf(h2)).toEqual([7]);
    // Who sent them survived too (the identity is in the socket's attachment).
    expect((await d1Messages(id)).map((m) => [m.seq, m.sender_id])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((seq) => [seq, traveler.id]),
    );
    for (const s of [t, h, h2, t2]) s.close();
  });

  it("answers a socket that is up to date with synced only, and sends it nothing before it resumed", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const early = await openThroughWorker(`/ws/conversations/${id}`, { Authorization: `Bearer ${host.token}` });
    await early.waitFor(is("ready"));
    t.send({ type: "send", clientId: "x", body: "while the host connects" });
    await t.waitFor(ackOf("x"));
    // Not resumed yet: no live message. The resume brings it, once.
    early.send({ type: "ping", id: "p" });
    await early.waitFor(is("pong"));
    expect(seqsOf(early)).toEqual([]);
    early.send({ type: "resume", after: 0 });
    expect(await early.waitFor(is("synced"))).toEqual({ type: "synced", latestSeq: 1 });
    expect(seqsOf(early)).toEqual([1]);
    const current = await join(id, host, 1);
    expect(current.frames.filter((f) => f.type !== "ready")).toEqual([{ type: "synced", latestSeq: 1 }]);
    for (const s of [t, early, current]) s.close();
  });

  it(`tells a client whose gap is larger than ${RESUME_LIMIT} to refetch the history (resync); seqs go on from D1's`, async () => {
    const { id, travelerId, hostId } = await bareConversation();
    // A conversation with history from before the room kept its own (demo data): 250 messages in D1.
    const rows = Array.from({ length: 250 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO messages (id, conversation_id, sender_id, body, seq, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(
        crypto.randomUUID(),
        id,
        i % 2 ? hostId : travelerId,
        `old ${i + 1}`,
        i + 1,
        new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      ),
    );
    await env.DB.batch(rows);
    const t = await openRoom(id, travelerId);
    await t.waitFor(is("ready"));
    for (const after of [0, 49, 251]) {
      t.send({ type: "resume", after });
      expect(await t.waitFor(is("resync")), `after ${after}`).toEqual({ type: "resync", latestSeq: 250 });
    }
    expect(seqsOf(t)).toEqual([]);
    t.send({ type: "resume", after: 50 });
    expect(await t.waitFor(is("synced"))).toEqual({ type: "synced", latestSeq: 250 });
    expect(seqsOf(t)).toEqual(Array.from({ length: 200 }, (_, i) => i + 51));
    // A resync still makes the socket live: messages after latestSeq arrive on it.
    const h = await openRoom(id, hostId);
    await h.waitFor(is("ready"));
    h.send({ type: "resume", after: 0 });
    await h.waitFor(is("resync"));
    t.send({ type: "send", clientId: "new", body: "continuing" });
    expect(await t.waitFor(ackOf("new"))).toMatchObject({ seq: 251 });
    expect(await h.waitFor(messageOf(251))).toMatchObject({ body: "continuing" });
    t.close();
    h.close();
  });
});

describe("refusals and limits", () => {
  it("refuses bad messages with error frames and stores nothing", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    const refused = async (frame: unknown) => {
      t.send(frame);
      return t.waitFor(is("error"));
    };
    expect(await refused({ type: "send", clientId: "long", body: "x".repeat(MAX_MESSAGE_CHARS + 1) })).toMatchObject({
      code: "bad_frame",
      message: `body: can be at most ${MAX_MESSAGE_CHARS} characters`,
    });
    expect(await refused({ type: "send", clientId: "blank", body: " \n\t " })).toMatchObject({
      code: "bad_frame",
      message: "body: is required",
    });
    expect(await refused({ type: "send", clientId: "bell", body: "ring\u0007" })).toMatchObject({
      code: "bad_frame",
      message: expect.stringMatching(/^body: must not contain control characters/),
    });
    expect(await refused({ type: "send", clientId: "x".repeat(65), body: "hi" })).toMatchObject({
      code: "bad_frame",
      message: "clientId: can be at most 64 characters",
    });
    expect(await refused({ type: "send", body: "hi" })).toMatchObject({ code: "bad_frame" });
    expect(await refused({ type: "resume", after: -1 })).toMatchObject({ code: "bad_frame" });
    expect(await refused({ type: "send", clientId: "big", body: "x".repeat(MAX_FRAME_CHARS) })).toMatchObject({
      code: "frame_too_large",
    });
    // Exactly 4,000 characters is fine.
    t.send({ type: "send", clientId: "max", body: "y".repeat(MAX_MESSAGE_CHARS) });
    expect(await t.waitFor(ackOf("max"))).toMatchObject({ seq: 1 });
    await h.waitFor(messageOf(1));
    expect(seqsOf(h)).toEqual([1]);
    expect((await d1Messages(id)).map((m) => m.body.length)).toEqual([MAX_MESSAGE_CHARS]);
    t.close();
    h.close();
  });

  it(`refuses a flood (more than ${RATE_LIMIT_MESSAGES} in 10 s) with rate_limited, and closes a socket that keeps on (1008)`, async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    for (let n = 1; n <= RATE_LIMIT_MESSAGES; n++) t.send({ type: "send", clientId: `f${n}`, body: `flood ${n}` });
    await t.waitFor(ackOf(`f${RATE_LIMIT_MESSAGES}`));
    t.send({ type: "send", clientId: "over", body: "one too many" });
    expect(await t.waitFor(errorOf("over"))).toMatchObject({ code: "rate_limited" });
    // A retry of a stored message is still answered; the other person may still write.
    t.send({ type: "send", clientId: "f3", body: "flood 3" });
    expect(await t.waitFor(ackOf("f3"))).toMatchObject({ seq: 3 });
    h.send({ type: "send", clientId: "h", body: "slow down" });
    expect(await h.waitFor(ackOf("h"))).toMatchObject({ seq: RATE_LIMIT_MESSAGES + 1 });
    // Keeps flooding: closed with 1008.
    for (let n = 0; n < MAX_STRIKES; n++) t.send({ type: "send", clientId: `more${n}`, body: "more" });
    expect(await t.closedWith()).toEqual({ code: 1008 });
    expect((await d1Messages(id)).length).toBe(RATE_LIMIT_MESSAGES + 1);
    expect(seqsOf(h)).toEqual(Array.from({ length: RATE_LIMIT_MESSAGES }, (_, i) => i + 1));
    h.close();
  });

  it("lets an admin watch read-only: live messages yes, sending no", async () => {
    const { id, traveler } = await pair();
    const watch = await join(id, admin);
    const t = await join(id, traveler);
    watch.send({ type: "send", clientId: "adm", body: "Hello from support" });
    expect(await watch.waitFor(errorOf("adm"))).toMatchObject({ code: "read_only" });
    t.send({ type: "send", clientId: "t", body: "hi" });
    expect(await watch.waitFor(messageOf(1))).toMatchObject({ body: "hi", senderId: traveler.id });
    expect((await d1Messages(id)).map((m) => m.body)).toEqual(["hi"]);
    watch.close();
    t.close();
  });
});

describe("when D1 fails", () => {
  it("acknowledges nothing and shows nothing; the retry stores the message under its reserved seq", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    t.send({ type: "send", clientId: "ok", body: "first" });
    await t.waitFor(ackOf("ok"));
    await breakD1();
    try {
      t.send({ type: "send", clientId: "m2", body: "second" });
      expect(await t.waitFor(errorOf("m2"))).toMatchObject({ code: "store_failed" });
      t.send({ type: "send", clientId: "m3", body: "third" });
      expect(await t.waitFor(errorOf("m3"))).toMatchObject({ code: "store_failed" });
      // Nobody sees the unstored message: a resume ends at 1.
      const look = await join(id, host, 0);
      expect(look.frames.filter((f) => f.type !== "ready")).toMatchObject([
        { type: "message", seq: 1 },
        { type: "synced", latestSeq: 1 },
      ]);
      look.close();
    } finally {
      await healD1();
    }
    // The client retries its outbox in order: the earlier message keeps its place.
    t.send({ type: "send", clientId: "m3", body: "third" });
    expect(await t.waitFor(ackOf("m3"))).toMatchObject({ seq: 3 });
    t.send({ type: "send", clientId: "m2", body: "second" });
    expect(await t.waitFor(ackOf("m2"))).toMatchObject({ seq: 2 });
    await h.waitFor(messageOf(3));
    expect(h.frames.flatMap((f) => (f.type === "message" ? [`${f.seq} ${f.body}`] : []))).toEqual([
      "1 first",
      "2 second",
      "3 third",
    ]);
    // The sender's socket heard of m2 (stored on its way to m3) as a message carrying its own clientId.
    expect(t.frames.find(is("message", (f) => f.seq === 2))).toMatchObject({ clientId: "m2", senderId: traveler.id });
    expect((await d1Messages(id)).map((m) => m.body)).toEqual(["first", "second", "third"]);
    t.close();
    h.close();
  });

  it("writes pending messages by itself (alarm) once D1 is back", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    await breakD1();
    try {
      t.send({ type: "send", clientId: "later", body: "when you can" });
      await t.waitFor(errorOf("later"));
    } finally {
      await healD1();
    }
    expect(await runDurableObjectAlarm(roomStub(id))).toBe(true);
    expect(await h.waitFor(messageOf(1))).toMatchObject({ body: "when you can", clientId: "later" });
    expect((await d1Messages(id)).map((m) => m.seq)).toEqual([1]);
    t.send({ type: "send", clientId: "later", body: "when you can" });
    expect(await t.waitFor(ackOf("later"))).toMatchObject({ seq: 1 });
    t.close();
    h.close();
  });

  it("takes over a message another writer put into D1 under the next seq, and numbers its own after it", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    t.send({ type: "send", clientId: "one", body: "one" });
    await t.waitFor(ackOf("one"));
    await env.DB.prepare(
      "INSERT INTO messages (id, conversation_id, sender_id, body, seq) VALUES (?, ?, ?, 'written elsewhere', 2)",
    )
      .bind(crypto.randomUUID(), id, host.id)
      .run();
    t.send({ type: "send", clientId: "three", body: "three" });
    expect(await t.waitFor(ackOf("three"))).toMatchObject({ seq: 3 });
    await h.waitFor(messageOf(3));
    expect(h.frames.flatMap((f) => (f.type === "message" ? [`${f.seq} ${f.body}`] : []))).toEqual([
      "1 one",
      "2 written elsewhere",
      "3 three",
    ]);
    expect(await t.waitFor(messageOf(2))).toMatchObject({ body: "written elsewhere" });
    t.close();
    h.close();
  });
});
