import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type {
  ConversationsResponse,
  MessagesResponse,
  StartConversationResponse,
} from "../../domain/api/conversations";
import { CONVERSATION_MESSAGES as M } from "../../domain/conversations";
import type { ErrorBody } from "./helpers";
import { type Person, person, uploadedPhoto } from "./people";
import { is, openThroughWorker, type TestSocket } from "./sockets";

// The conversations API (issue 15): start or open one per traveler–host pair, the list, history written by the
// room, read marks; each as real signed-in people see it.

const start = (p: Person, json: unknown) => p.fetch("/api/conversations", { method: "POST", json });
const list = async (p: Person, query = "") => {
  const res = await p.fetch(`/api/conversations${query}`);
  expect(res.status).toBe(200);
  return res.json<ConversationsResponse>();
};
const errorOf = async (res: Response) => (await res.json<ErrorBody>()).error;
const rowCount = async (sql: string, ...bind: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...bind)
      .first<{ n: number }>()
  )?.n ?? 0;
const conversationsOf = (userId: string) =>
  rowCount("SELECT count(*) AS n FROM conversations WHERE traveler_id = ?1 OR host_id = ?1", userId);

async function started(p: Person, json: unknown, status = 201): Promise<StartConversationResponse> {
  const res = await start(p, json);
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as StartConversationResponse;
}

/** A tour of the host's, published (with a photo) unless `draft`. */
async function tourOf(host: Person, title: string, draft = false): Promise<string> {
  const res = await host.fetch("/api/listings/tour", {
    method: "POST",
    json: {
      title,
      description: "Three days on horseback between the Kolsai lakes, with nights in a family guesthouse.",
      countries: ["Kazakhstan"],
      number_of_days: 3,
      price_1_person: 30_000,
    },
  });
  expect(res.status).toBe(201);
  const { id } = await res.json<{ id: string }>();
  if (!draft) {
    const { url } = await uploadedPhoto(host);
    const pub = await host.fetch(`/api/listings/tour/${id}`, {
      method: "PATCH",
      json: { status: "published", images: [url] },
    });
    expect(pub.status, await pub.clone().text()).toBe(200);
  }
  return id;
}

/** Messages as the room writes them to D1 (seq after the last, last_message_at moved on). */
async function written(conversationId: string, senderId: string, bodies: string[], at: string) {
  const last = await rowCount(
    "SELECT COALESCE(MAX(seq), 0) AS n FROM messages WHERE conversation_id = ?",
    conversationId,
  );
  await env.DB.batch([
    ...bodies.map((body, i) =>
      env.DB.prepare(
        "INSERT INTO messages (id, conversation_id, sender_id, body, seq, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(crypto.randomUUID(), conversationId, senderId, body, last + i + 1, at),
    ),
    env.DB.prepare("UPDATE conversations SET last_message_at = ? WHERE id = ?").bind(at, conversationId),
  ]);
}

describe("POST /api/conversations: start or open", () => {
  it("a traveler starts one with an approved host (201); asking again, from either side, opens the same (200)", async () => {
    const [traveler, host] = await Promise.all([
      person("traveler"),
      person("approved-host", { first_name: "Aigerim", last_name: "Bekova" }),
    ]);
    const first = await started(traveler, { with: host.id });
    expect(first.created).toBe(true);
    expect(first.conversation).toMatchObject({
      counterparty: { user_id: host.id, name: "Aigerim Bekova", side: "host", verified: true, deleted: false },
      listing: null,
      last_message: null,
      unread: 0,
    });
    const again = await started(traveler, { with: host.id }, 200);
    expect(again).toMatchObject({ created: false, conversation: { id: first.conversation.id } });
    const fromHost = await started(host, { with: traveler.id }, 200);
    expect(fromHost.conversation.id).toBe(first.conversation.id);
    expect(fromHost.conversation.counterparty).toMatchObject({
      user_id: traveler.id,
      side: "traveler",
      verified: false,
    });
    expect(await conversationsOf(traveler.id)).toBe(1);
    // GET /api/conversations/:id shows it to each side from their side; to anyone else it does not exist.
    const one = await (await host.fetch(`/api/conversations/${first.conversation.id}`)).json();
    expect(one).toEqual({ conversation: fromHost.conversation });
    const mine = await traveler.fetch(`/api/conversations/${first.conversation.id}`);
    expect(
      (await mine.json<{ conversation: { counterparty: { user_id: string } } }>()).conversation.counterparty.user_id,
    ).toBe(host.id);
    const [stranger, admin] = await Promise.all([person("traveler"), person("admin")]);
    for (const p of [stranger, admin]) {
      const res = await p.fetch(`/api/conversations/${first.conversation.id}`);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "not_found", message: M.noConversation });
    }
  });

  it("an approved host starts one with a traveler, who is shown by first name and last initial", async () => {
    const [traveler, host] = await Promise.all([
      person("traveler", { first_name: "Maya", last_name: "Lindqvist" }),
      person("approved-host"),
    ]);
    const res = await started(host, { with: traveler.id });
    expect(res.conversation.counterparty.name).toBe("Maya L.");
  });

  it("keeps to one traveler and one approved host, never oneself, never a missing or deleted person", async () => {
    const [traveler, other, pending, host, otherHost, noProfile, gone] = await Promise.all([
      person("traveler"),
      person("traveler"),
      person("pending-host"),
      person("approved-host"),
      person("approved-host"),
      person("no-profile"),
      person("approved-host"),
    ]);
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(new Date().toISOString(), gone.id).run();
    const cases: [Person, string, number, string, string][] = [
      [traveler, traveler.id, 400, "invalid_request", M.yourself],
      [traveler, other.id, 409, "not_a_pair", M.travelerToHostOnly],
      [traveler, pending.id, 409, "not_a_pair", M.travelerToHostOnly],
      [host, otherHost.id, 409, "not_a_pair", M.hostToTravelerOnly],
      [pending, traveler.id, 403, "cannot_start_conversations", M.callerCannotStart],
      [noProfile, host.id, 403, "cannot_start_conversations", M.callerCannotStart],
      [traveler, crypto.randomUUID(), 404, "not_found", M.noPerson],
      [traveler, gone.id, 404, "not_found", M.noPerson],
    ];
    for (const [who, target, status, code, message] of cases) {
      const res = await start(who, { with: target });
      expect(res.status, `${who.role} → ${target}`).toBe(status);
      expect(await errorOf(res)).toEqual({ code, message });
    }
    expect(await conversationsOf(traveler.id)).toBe(0);
    expect(await conversationsOf(host.id)).toBe(0);
  });

  it("names the bad field, and a guest must sign in", async () => {
    const traveler = await person("traveler");
    const cases: [unknown, string][] = [
      [{}, "with: is required"],
      [{ with: 42 }, "with: must be a person's id"],
      [
        { with: "x", listing: { type: "boat", id: "x" } },
        "listing.type: must be tour, group-tour, rental-car or driver",
      ],
      [{ with: "x", extra: 1 }, 'Unrecognized key: "extra"'],
    ];
    for (const [json, message] of cases) {
      const res = await start(traveler, json);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toContain(message);
    }
    const guest = await start(await person("guest"), { with: traveler.id });
    expect(guest.status).toBe(401);
    expect((await errorOf(guest)).message).toBe("Please log in to continue");
  });

  it("a host cannot start one with a traveler who switched off new conversations, but an existing one opens", async () => {
    const [traveler, host, otherHost] = await Promise.all([
      person("traveler"),
      person("approved-host"),
      person("approved-host"),
    ]);
    const off = await traveler.fetch("/api/me/profile", {
      method: "PATCH",
      json: { receive_new_conversations: false },
    });
    expect(off.status).toBe(200);
    const refused = await start(host, { with: traveler.id });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: "not_receiving_conversations", message: M.notReceiving });
    expect(M.notReceiving).toContain("switched off new conversations");
    expect(await conversationsOf(traveler.id)).toBe(0);
    // The traveler may still write to hosts, and that conversation then opens from the host's side too.
    const mine = await started(traveler, { with: host.id });
    const opened = await started(host, { with: traveler.id }, 200);
    expect(opened.conversation.id).toBe(mine.conversation.id);
    // Another host still cannot start a new one.
    expect((await start(otherHost, { with: traveler.id })).status).toBe(409);
  });

  it("attaches the published listing it came from; another host's listing or a draft is refused", async () => {
    const [traveler, host, otherHost] = await Promise.all([
      person("traveler"),
      person("approved-host"),
      person("approved-host"),
    ]);
    const [published, draft, foreign] = await Promise.all([
      tourOf(host, "Horse trek to the Kolsai lakes"),
      tourOf(host, "Winter walk on Big Almaty Lake", true),
      tourOf(otherHost, "Charyn canyon by jeep"),
    ]);
    for (const id of [draft, foreign, crypto.randomUUID()]) {
      const res = await start(traveler, { with: host.id, listing: { type: "tour", id } });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "invalid_request", message: M.badListing });
    }
    const wrongKind = await start(traveler, { with: host.id, listing: { type: "driver", id: published } });
    expect(wrongKind.status).toBe(400);
    expect(await conversationsOf(traveler.id)).toBe(0);
    const res = await started(traveler, { with: host.id, listing: { type: "tour", id: published } });
    expect(res.conversation.listing).toEqual({
      type: "tour",
      id: published,
      slug: "horse-trek-to-the-kolsai-lakes",
      title: "Horse trek to the Kolsai lakes",
    });
    const row = await env.DB.prepare("SELECT listing_type, listing_id FROM conversations WHERE id = ?")
      .bind(res.conversation.id)
      .first();
    expect(row).toEqual({ listing_type: "tours", listing_id: published });
  });
});

describe("GET /api/conversations", () => {
  it("lists one's conversations newest first with the last message and unread count, a page at a time, by name", async () => {
    const [host, maya, omar, lena, stranger] = await Promise.all([
      person("approved-host", { first_name: "Aigerim", last_name: "Bekova" }),
      person("traveler", { first_name: "Maya", last_name: "Lindqvist" }),
      person("traveler", { first_name: "Omar", last_name: "Haddad" }),
      person("traveler", { first_name: "Lena", last_name: "Schulz" }),
      person("traveler"),
    ]);
    const ids: Record<string, string> = {};
    for (const t of [maya, omar, lena]) ids[t.id] = (await started(t, { with: host.id })).conversation.id;
    const c = (t: Person) => ids[t.id] ?? "";
    await written(c(maya), maya.id, ["Hello!", "Are you free in May?"], "2026-11-20T10:00:00.000Z");
    await written(c(omar), omar.id, ["Salam"], "2026-11-22T10:00:00.000Z");
    await written(c(omar), host.id, ["Salam, Omar! Yes."], "2026-11-22T11:00:00.000Z");
    // Lena's has no message yet: it sorts by when it was started (now), so it comes first.

    const all = await list(host);
    expect(all.conversations.map((x) => x.id)).toEqual([c(lena), c(omar), c(maya)]);
    const [forLena, forOmar, forMaya] = all.conversations;
    expect(forLena).toMatchObject({ last_message: null, unread: 0, counterparty: { name: "Lena S." } });
    expect(forOmar).toMatchObject({
      unread: 1,
      last_message: { body_preview: "Salam, Omar! Yes.", sender_id: host.id, seq: 2 },
      last_message_at: "2026-11-22T11:00:00.000Z",
    });
    expect(forMaya).toMatchObject({ unread: 2, last_message: { body_preview: "Are you free in May?", seq: 2 } });
    // Omar sees the host's reply as his one unread message; Maya's are her own.
    expect((await list(omar)).conversations[0]).toMatchObject({ unread: 1, counterparty: { name: "Aigerim Bekova" } });
    expect((await list(maya)).conversations[0]?.unread).toBe(0);
    expect((await list(stranger)).conversations).toEqual([]);

    const page1 = await list(host, "?limit=2");
    expect(page1.conversations.map((x) => x.id)).toEqual([c(lena), c(omar)]);
    expect(page1.next_cursor).not.toBeNull();
    const page2 = await list(host, `?limit=2&cursor=${page1.next_cursor}`);
    expect(page2.conversations.map((x) => x.id)).toEqual([c(maya)]);
    expect(page2.next_cursor).toBeNull();

    expect((await list(host, "?q=oma")).conversations.map((x) => x.id)).toEqual([c(omar)]);
    // A traveler's last name is private: it does not find them.
    expect((await list(host, "?q=haddad")).conversations).toEqual([]);
    expect((await list(maya, "?q=bekova")).conversations.map((x) => x.id)).toEqual([c(maya)]);

    const bad = await host.fetch("/api/conversations?cursor=not-a-cursor");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain("cursor:");
    const badLimit = await host.fetch("/api/conversations?limit=0");
    expect(badLimit.status).toBe(400);
    expect((await errorOf(badLimit)).message).toContain("limit:");
  });

  it("shows a deleted counterparty as a deleted user, and a long last message as a preview", async () => {
    const [traveler, host] = await Promise.all([person("traveler"), person("approved-host")]);
    const { conversation } = await started(traveler, { with: host.id });
    await written(conversation.id, host.id, [`Line one\n\n${"word ".repeat(60)}`], "2026-11-23T10:00:00.000Z");
    const preview = (await list(traveler)).conversations[0]?.last_message?.body_preview ?? "";
    expect(preview.length).toBeLessThanOrEqual(120);
    expect(preview.startsWith("Line one word word")).toBe(true);
    expect(preview.endsWith("…")).toBe(true);
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(new Date().toISOString(), host.id).run();
    expect((await list(traveler)).conversations[0]?.counterparty).toMatchObject({
      name: "Deleted user",
      deleted: true,
      verified: false,
      profile_photo_url: null,
    });
  });
});

/** Connects a participant's socket through the worker and resumes from the start. */
async function join(conversationId: string, p: Person): Promise<TestSocket> {
  const s = await openThroughWorker(`/ws/conversations/${conversationId}`, { Authorization: `Bearer ${p.token}` });
  await s.waitFor(is("ready"));
  s.send({ type: "resume", after: 0 });
  await s.waitFor(is("synced"));
  return s;
}

/** A conversation in which the traveler sent five messages through the room (seqs 1 to 5). */
async function throughTheRoom() {
  const [traveler, host, stranger, admin] = await Promise.all([
    person("traveler"),
    person("approved-host"),
    person("traveler"),
    person("admin"),
  ]);
  const { conversation } = await started(traveler, { with: host.id });
  const socket = await join(conversation.id, traveler);
  const seqs: number[] = [];
  for (let i = 1; i <= 5; i++) {
    socket.send({ type: "send", clientId: `c${i}`, body: `message ${i}` });
    seqs.push((await socket.waitFor(is("ack", (f) => f.clientId === `c${i}`))).seq);
  }
  socket.close();
  expect(seqs).toEqual([1, 2, 3, 4, 5]);
  return { id: conversation.id, traveler, host, stranger, admin };
}

describe("GET /api/conversations/:id/messages", () => {
  it("pages the history the room wrote, oldest first within a page, upward by `before`", async () => {
    const { id, host, traveler } = await throughTheRoom();
    const page = async (query: string) => {
      const res = await host.fetch(`/api/conversations/${id}/messages${query}`);
      expect(res.status).toBe(200);
      return res.json<MessagesResponse>();
    };
    const newest = await page("?limit=2");
    expect(newest.messages.map((m) => [m.seq, m.body, m.sender_id])).toEqual([
      [4, "message 4", traveler.id],
      [5, "message 5", traveler.id],
    ]);
    expect(newest.next_before).toBe(4);
    expect((await page("?limit=2&before=4")).messages.map((m) => m.seq)).toEqual([2, 3]);
    const oldest = await page("?limit=2&before=2");
    expect(oldest).toMatchObject({ next_before: null, messages: [{ seq: 1, is_read: false }] });
    expect((await page("")).messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);

    const bad = await host.fetch(`/api/conversations/${id}/messages?before=zero`);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("before: must be a message's sequence number");
  });

  it("answers another person's conversation exactly like one that does not exist, and a guest 401", async () => {
    const { id, stranger } = await throughTheRoom();
    const theirs = await stranger.fetch(`/api/conversations/${id}/messages`);
    const missing = await stranger.fetch(`/api/conversations/${crypto.randomUUID()}/messages`);
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
    expect((await (await person("guest")).fetch(`/api/conversations/${id}/messages`)).status).toBe(401);
  });

  it("lets an admin read any conversation, writing an audit row for each read; a participant's read writes none", async () => {
    const { id, admin, traveler } = await throughTheRoom();
    const audits = () =>
      rowCount(
        "SELECT count(*) AS n FROM audit_log WHERE entity_type = 'conversation' AND entity_id = ? AND action = 'conversation.read'",
        id,
      );
    expect((await traveler.fetch(`/api/conversations/${id}/messages`)).status).toBe(200);
    expect(await audits()).toBe(0);
    const res = await admin.fetch(`/api/conversations/${id}/messages?limit=3`);
    expect(res.status).toBe(200);
    expect((await res.json<MessagesResponse>()).messages.map((m) => m.seq)).toEqual([3, 4, 5]);
    await admin.fetch(`/api/conversations/${id}/messages?before=3`);
    expect(await audits()).toBe(2);
    const row = await env.DB.prepare(
      "SELECT actor_id, details FROM audit_log WHERE entity_id = ? ORDER BY created_at LIMIT 1",
    )
      .bind(id)
      .first<{ actor_id: string; details: string }>();
    expect(row?.actor_id).toBe(admin.id);
    expect(JSON.parse(row?.details ?? "{}")).toEqual({ before: null, limit: 3 });
  });
});

describe("POST /api/conversations/:id/read", () => {
  it("marks the other person's messages up to a seq as read; strangers 404, admins 403, both change nothing", async () => {
    const { id, host, traveler, stranger, admin } = await throughTheRoom();
    const read = (p: Person, json: unknown) => p.fetch(`/api/conversations/${id}/read`, { method: "POST", json });
    const unread = () => rowCount("SELECT count(*) AS n FROM messages WHERE conversation_id = ? AND is_read = 0", id);

    expect((await read(stranger, { upTo: 5 })).status).toBe(404);
    const byAdmin = await read(admin, { upTo: 5 });
    expect(byAdmin.status).toBe(403);
    expect(await errorOf(byAdmin)).toEqual({ code: "forbidden", message: M.adminsReadOnly });
    // The traveler's own messages are not theirs to mark.
    expect(await (await read(traveler, { upTo: 5 })).json()).toEqual({ unread: 0 });
    expect(await unread()).toBe(5);

    const bad = await read(host, { upTo: "three" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("upTo: must be a message's sequence number");

    const res = await read(host, { upTo: 3 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unread: 2 });
    expect((await list(host)).conversations.find((x) => x.id === id)?.unread).toBe(2);
    const history = await (await host.fetch(`/api/conversations/${id}/messages`)).json<MessagesResponse>();
    expect(history.messages.map((m) => m.is_read)).toEqual([true, true, true, false, false]);
    expect(await (await read(host, { upTo: 99 })).json()).toEqual({ unread: 0 });
  });
});
