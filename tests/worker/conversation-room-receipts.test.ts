import { evictDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { join, pair, roundTrip, rows, say } from "./conversation-room-fixtures";
import { type Person, person } from "./people";
import { is, roomStub } from "./sockets";

// Read receipts, typing and the room's state (issue 15 items 1 and 5; decision 014): a participant's `read` marks the
// other's messages read in D1 and shows at the other side at once; typing reaches the others only; `state` follows
// every (re)sync and every change.

let admin: Person;
beforeAll(async () => {
  admin = await person("admin");
});

const isRead = (conversationId: string) =>
  rows<{ seq: number; is_read: number }>(
    "SELECT seq, is_read FROM messages WHERE conversation_id = ? ORDER BY seq",
    conversationId,
  ).then((r) => r.map((m) => [m.seq, Boolean(m.is_read)]));

describe("read receipts", () => {
  it("mark the other's messages read in D1, show the receipt at the other side, and come back in state after a resume", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    // Each socket's first state after its sync: nobody blocked, nothing read.
    expect(await h.waitFor(is("state"))).toEqual({
      type: "state",
      blockedBy: null,
      reads: { [traveler.id]: 0, [host.id]: 0 },
    });
    for (const body of ["Salem!", "Is the Charyn trip on in May?", "We are two."]) await say(t, body);
    const hostSeq = await say(h, "Yes, it is.");

    h.send({ type: "read", upTo: 2 });
    expect(await t.waitFor(is("read"))).toEqual({ type: "read", userId: host.id, upTo: 2 });
    expect(await t.waitFor(is("state", (f) => f.reads[host.id] === 2))).toEqual({
      type: "state",
      blockedBy: null,
      reads: { [traveler.id]: 0, [host.id]: 2 },
    });
    // The reader's own other sockets hear it too (another tab stops showing the messages as new).
    await h.waitFor(is("read", (f) => f.userId === host.id && f.upTo === 2));
    expect(await isRead(id)).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false], // the host's own message is the traveler's to read
    ]);

    // Beyond the latest message is capped at it; a read of one's own messages marks none of them.
    h.send({ type: "read", upTo: 99 });
    expect(await t.waitFor(is("read", (f) => f.userId === host.id))).toMatchObject({ upTo: hostSeq });
    expect((await isRead(id)).map(([, read]) => read)).toEqual([true, true, true, false]);

    // The traveler reads over HTTP (a tab without a socket): the host sees the receipt live.
    const res = await traveler.fetch(`/api/conversations/${id}/read`, { method: "POST", json: { upTo: hostSeq } });
    expect(await res.json()).toEqual({ unread: 0 });
    expect(await h.waitFor(is("read", (f) => f.userId === traveler.id))).toEqual({
      type: "read",
      userId: traveler.id,
      upTo: hostSeq,
    });

    // A reconnecting client, after an eviction, learns both read marks with its sync.
    t.close();
    await evictDurableObject(roomStub(id));
    const again = await join(id, traveler, hostSeq);
    expect(await again.waitFor(is("state"))).toEqual({
      type: "state",
      blockedBy: null,
      reads: { [traveler.id]: hostSeq, [host.id]: hostSeq },
    });
    // A read that moves nothing sends nothing; the frames in order: synced, state, then the pong.
    again.send({ type: "read", upTo: 1 });
    await roundTrip(again);
    expect(again.frames.map((f) => f.type)).toEqual(["ready", "synced", "state", "pong"]);
  });

  it("take the read marks a room finds in D1 when it is first prepared", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    await say(t, "One");
    await say(t, "Two");
    t.close();
    // Read over HTTP while nobody is in the room, then the room forgets everything but its storage.
    await host.fetch(`/api/conversations/${id}/read`, { method: "POST", json: { upTo: 1 } });
    await evictDurableObject(roomStub(id));
    const h = await join(id, host, 2);
    expect(await h.waitFor(is("state"))).toMatchObject({ reads: { [host.id]: 1, [traveler.id]: 0 } });
  });

  it("are the participants': an admin watching is refused (read_only) and marks nothing", async () => {
    const { id, traveler } = await pair();
    const t = await join(id, traveler);
    await say(t, "Hello");
    const watcher = await join(id, admin);
    watcher.send({ type: "read", upTo: 1 });
    expect(await watcher.waitFor(is("error"))).toMatchObject({ code: "read_only" });
    expect(await isRead(id)).toEqual([[1, false]]);
  });
});

describe("typing", () => {
  it("reaches the other participant only, once per second at most, and never from a watcher", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    const watcher = await join(id, admin);

    t.send({ type: "typing" });
    t.send({ type: "typing" });
    t.send({ type: "typing" });
    expect(await h.waitFor(is("typing"))).toEqual({ type: "typing", userId: traveler.id });
    expect(await watcher.waitFor(is("typing"))).toEqual({ type: "typing", userId: traveler.id });
    // Every frame the room had for each socket has arrived by its pong: one typing, and none at the typist's own.
    await roundTrip(t);
    await roundTrip(h);
    expect(h.frames.filter((f) => f.type === "typing")).toHaveLength(1);
    expect(t.frames.filter((f) => f.type === "typing")).toHaveLength(0);
    // Nothing of it is stored.
    expect(await rows("SELECT id FROM messages WHERE conversation_id = ?", id)).toEqual([]);

    watcher.send({ type: "typing" });
    expect(await watcher.waitFor(is("error"))).toMatchObject({ code: "read_only" });
    await roundTrip(h);
    expect(h.frames.filter((f) => f.type === "typing")).toHaveLength(1);

    h.send({ type: "typing" });
    expect(await t.waitFor(is("typing"))).toEqual({ type: "typing", userId: host.id });
  });
});
