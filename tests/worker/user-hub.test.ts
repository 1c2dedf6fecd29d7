import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { NEW_MESSAGE_KIND } from "../../domain/chat-notifications";
import { SUPPORT_USER_ID } from "../../domain/vocabulary";
import type { MessageEvent, UserHub } from "../../durable-objects/user-hub";
import { conversationBetween, eventually, hub, join, pair, rows, say } from "./conversation-room-fixtures";
import { ORIGIN } from "./helpers";
import { type Person, person, uploadedPhoto } from "./people";
import { is, openRoom } from "./sockets";

// The person's hub (/ws/me; issue 15 item 3; decision 014): the unread state on connect and live, a `conversation`
// frame per new message, presence in user_activity, and one e-mail per burst of messages while the person is away.

const hubStub = (p: Person) => env.USER_HUB.get(env.USER_HUB.idFromName(p.id));

/** What the hub remembers for the e-mail, and whether its alarm is set. */
const batchOf = (p: Person) =>
  runInDurableObject(hubStub(p), async (_hub: UserHub, state) => ({
    batch:
      (await state.storage.get<Record<string, { count: number; firstSeq: number; lastSeq: number }>>("batch")) ?? {},
    alarm: await state.storage.getAlarm(),
  }));

const mailTo = (p: Person) =>
  rows<{ subject: string; text: string; template_key: string }>(
    'SELECT subject, text, template_key FROM email_outbox WHERE "to" = ? ORDER BY rowid',
    p.email,
  );

const activityOf = (p: Person) =>
  rows<{ is_online: number; last_seen_at: string }>(
    "SELECT is_online, last_seen_at FROM user_activity WHERE user_id = ?",
    p.id,
  ).then((r) => r[0] ?? null);

describe("unread", () => {
  it("is sent on connect, rises live with a message in another conversation, and clears after reads (socket and HTTP)", async () => {
    const { id: first, traveler: aigerim, host } = await pair();
    const bolat = await person("traveler");
    const second = await conversationBetween(bolat, host);

    const a = await join(first, aigerim);
    await say(a, "Salem!");
    await say(a, "Is May good for Charyn?");

    const me = await hub(host);
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 2, conversations: 1 });

    const b = await join(second, bolat);
    const seq = await say(b, "  Hello,\n\nare you free   in June?  ");
    expect(await me.waitFor(is("conversation"))).toMatchObject({
      type: "conversation",
      conversationId: second,
      seq,
      senderId: bolat.id,
      preview: "Hello, are you free in June?",
    });
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 3, conversations: 2 });

    // Reading in the room (the `read` frame) ...
    const h = await join(first, host);
    h.send({ type: "read", upTo: 2 });
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 1, conversations: 1 });
    // ... and over HTTP.
    await host.fetch(`/api/conversations/${second}/read`, { method: "POST", json: { upTo: seq } });
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 0, conversations: 0 });

    // A message of photos only is previewed as such.
    const { url } = await uploadedPhoto(bolat);
    b.send({ type: "send", clientId: "photo-only", body: "", attachments: [url] });
    expect(await me.waitFor(is("conversation"))).toMatchObject({ conversationId: second, preview: "📷 Photo" });
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 1, conversations: 1 });
    await host.fetch(`/api/conversations/${second}/read`, { method: "POST", json: { upTo: seq + 1 } });
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 0, conversations: 0 });

    // Every tab of the person hears it; the sender's own hub does not count their own messages.
    const other = await hub(host);
    expect(await other.waitFor(is("unread"))).toEqual({ type: "unread", total: 0, conversations: 0 });
    const senders = await hub(aigerim);
    expect(await senders.waitFor(is("unread"))).toEqual({ type: "unread", total: 0, conversations: 0 });
  });

  it("in a support conversation: support's message reaches the person's hub", async () => {
    const someone = await person("traveler");
    const admin = await person("admin");
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO conversations (id, traveler_id, host_id, kind) VALUES (?, ?, ?, 'support')")
      .bind(id, someone.id, SUPPORT_USER_ID)
      .run();
    const me = await hub(someone);
    await me.waitFor(is("unread"));
    // An admin writing as support (the upgrade route decides who may; the room serves who it is given).
    const support = await openRoom(id, admin.id);
    support.send({ type: "resume", after: 0 });
    await support.waitFor(is("synced"));
    await say(support, "Hello from Support: how can we help?");
    expect(await me.waitFor(is("conversation"))).toMatchObject({ conversationId: id, senderId: admin.id });
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 1, conversations: 1 });
    // The person's reply notifies no hub (support has none); support's read marks the person's message read.
    const mine = await join(id, someone, 1);
    const reply = await say(mine, "My booking is missing");
    support.send({ type: "read", upTo: reply });
    expect(await mine.waitFor(is("read"))).toEqual({ type: "read", userId: SUPPORT_USER_ID, upTo: reply });
    expect(await rows("SELECT seq, is_read FROM messages WHERE conversation_id = ? ORDER BY seq", id)).toEqual([
      { seq: 1, is_read: 0 },
      { seq: 2, is_read: 1 },
    ]);
  });
});

describe("a burst of messages", () => {
  it("reaches the hub's socket as one conversation frame each, in order, and one recount serves the rest", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const sent: number[] = [];
    for (const body of ["One", "Two", "Three", "Four", "Five"]) sent.push(await say(t, body));
    // The room told the hub of all five while the host was away (kept for the e-mail) before the host connects.
    await eventually(async () => (await batchOf(host)).batch[id]?.count === 5, "the hub heard of all five");
    const me = await hub(host);
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 5, conversations: 1 });

    // The rooms report five messages at once (as five commits would, one right after the other).
    const events: MessageEvent[] = sent.map((seq) => ({
      conversationId: id,
      seq,
      senderId: traveler.id,
      preview: `Message ${seq}`,
      createdAt: new Date().toISOString(),
      reading: false,
    }));
    await runInDurableObject(hubStub(host), (h: UserHub) =>
      Promise.all(events.map((event) => h.messagesArrived(host.id, [event]))),
    );
    for (const seq of sent) expect(await me.waitFor(is("conversation"))).toMatchObject({ conversationId: id, seq });
    // The first change is counted at once; the four that came meanwhile share the next recount.
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 5, conversations: 1 });
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 5, conversations: 1 });
    await host.fetch(`/api/conversations/${id}/read`, { method: "POST", json: { upTo: sent[4] } });
    expect(await me.waitFor(is("unread"))).toEqual({ type: "unread", total: 0, conversations: 0 });
    expect(me.frames.filter(is("unread")).map((f) => f.total)).toEqual([5, 5, 5, 0]);
    expect(me.frames.filter(is("conversation")).map((f) => f.seq)).toEqual(sent);
  });
});

describe("presence", () => {
  it("is online while a hub socket is open and offline, last seen then, when the last one closes", async () => {
    const someone = await person("approved-host");
    const one = await hub(someone);
    const two = await hub(someone);
    const online = await activityOf(someone);
    expect(online?.is_online).toBe(1);

    one.close();
    await eventually(async () => (await hubStub(someone).connectionCount()) === 1, "the first close");
    expect((await activityOf(someone))?.is_online).toBe(1);

    two.close();
    const offline = await eventually(async () => {
      const row = await activityOf(someone);
      return row?.is_online === 0 ? row : null;
    }, "offline");
    expect(offline.last_seen_at >= (online?.last_seen_at ?? "")).toBe(true);
  });
});

describe("new-message e-mail", () => {
  it("sends one e-mail for a burst of five messages while the person is away", async () => {
    const { id, traveler, host } = await pair({ traveler: { first_name: "Aigerim", last_name: "Kassymova" } });
    const t = await join(id, traveler);
    for (let i = 1; i <= 5; i++) await say(t, `Message ${i}`);
    const { batch, alarm } = await eventually(async () => {
      const b = await batchOf(host);
      return b.batch[id]?.count === 5 ? b : null;
    }, "the batch of five");
    expect(batch[id]).toMatchObject({ firstSeq: 1, lastSeq: 5 });
    expect(alarm).not.toBeNull();
    expect(await mailTo(host)).toEqual([]);

    expect(await runDurableObjectAlarm(hubStub(host))).toBe(true);
    const mail = await mailTo(host);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("5 new messages from Aigerim K.");
    expect(mail[0]?.template_key).toBe("new_messages");
    expect(mail[0]?.text).toContain(`${ORIGIN}/chat?conversation=${id}`);
    // The batch is spent: nothing more goes out.
    expect(await runDurableObjectAlarm(hubStub(host))).toBe(false);
    expect(await mailTo(host)).toHaveLength(1);
  });

  it("sends none for what arrives while the person reads the conversation; a message after they left is one e-mail", async () => {
    const { id, traveler, host } = await pair({ traveler: { first_name: "Dana", last_name: "Sarsen" } });
    const t = await join(id, traveler);
    const h = await join(id, host);
    for (let i = 1; i <= 5; i++) await say(t, `While you read ${i}`);
    await h.waitFor(is("message", (f) => f.seq === 5));
    h.close();
    await eventually(
      async () => (await env.CONVERSATION_ROOM.get(env.CONVERSATION_ROOM.idFromName(id)).connectionCount()) === 1,
      "the host gone",
    );
    await say(t, "Are you still there?");
    const { batch } = await eventually(async () => {
      const b = await batchOf(host);
      return b.batch[id] ? b : null;
    }, "the batch");
    // Only the message after the host left is waiting for the e-mail.
    expect(batch[id]).toEqual({ count: 1, firstSeq: 6, lastSeq: 6, senderId: traveler.id });
    await runDurableObjectAlarm(hubStub(host));
    expect((await mailTo(host)).map((m) => m.subject)).toEqual(["New message from Dana S."]);
  });

  it("keeps a batch whose e-mail could not be queued and sends it at the next try", async () => {
    const { id, traveler, host } = await pair({ traveler: { first_name: "Nurlan", last_name: "Abay" } });
    const t = await join(id, traveler);
    await say(t, "First");
    await say(t, "Second");
    await eventually(async () => (await batchOf(host)).batch[id]?.count === 2, "the batch");
    await env.DB.exec(
      "CREATE TRIGGER test_outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'D1 is down'); END",
    );
    try {
      expect(await runDurableObjectAlarm(hubStub(host))).toBe(true);
    } finally {
      await env.DB.exec("DROP TRIGGER test_outbox_down");
    }
    expect(await mailTo(host)).toEqual([]);
    const kept = await batchOf(host);
    expect(kept.batch[id]).toMatchObject({ count: 2, firstSeq: 1, lastSeq: 2 });
    expect(kept.alarm).not.toBeNull();
    expect(await runDurableObjectAlarm(hubStub(host))).toBe(true);
    expect((await mailTo(host)).map((m) => m.subject)).toEqual(["2 new messages from Nurlan A."]);
  });

  it("sends none while a hub socket is open (the person sees the dot instead)", async () => {
    const { id, traveler, host } = await pair();
    const me = await hub(host);
    const t = await join(id, traveler);
    for (let i = 1; i <= 5; i++) await say(t, `Hub open ${i}`);
    await eventually(async () => me.frames.filter((f) => f.type === "conversation").length === 5, "five frames");
    expect(await batchOf(host)).toEqual({ batch: {}, alarm: null });
    expect(await runDurableObjectAlarm(hubStub(host))).toBe(false);
    expect(await mailTo(host)).toEqual([]);
  });

  it("sends none when the messages were read meanwhile, the person came back, or switched such e-mail off", async () => {
    // Read over HTTP before the alarm.
    const read = await pair();
    const t1 = await join(read.id, read.traveler);
    await say(t1, "Read me");
    await eventually(async () => (await batchOf(read.host)).alarm !== null, "the alarm");
    await read.host.fetch(`/api/conversations/${read.id}/read`, { method: "POST", json: { upTo: 1 } });
    expect(await runDurableObjectAlarm(hubStub(read.host))).toBe(true);
    expect(await mailTo(read.host)).toEqual([]);

    // Came back (a hub socket) before the alarm: the batch is dropped.
    const back = await pair();
    const t2 = await join(back.id, back.traveler);
    await say(t2, "Are you there?");
    await eventually(async () => (await batchOf(back.host)).alarm !== null, "the alarm");
    const me = await hub(back.host);
    expect(await me.waitFor(is("unread"))).toMatchObject({ total: 1 });
    expect(await batchOf(back.host)).toEqual({ batch: {}, alarm: null });
    expect(await mailTo(back.host)).toEqual([]);

    // E-mail for new messages switched off.
    const off = await pair();
    await env.DB.prepare("INSERT INTO notification_settings (user_id, kind, email) VALUES (?, ?, 0)")
      .bind(off.host.id, NEW_MESSAGE_KIND)
      .run();
    const t3 = await join(off.id, off.traveler);
    await say(t3, "Hello?");
    await eventually(async () => (await batchOf(off.host)).alarm !== null, "the alarm");
    expect(await runDurableObjectAlarm(hubStub(off.host))).toBe(true);
    expect(await mailTo(off.host)).toEqual([]);
  });
});
