import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AdminConversationResponse,
  AdminConversationsResponse,
  AdminOpenSupportResponse,
  AdminPeopleResponse,
  AdminResolveResponse,
  AdminSupportConversationsResponse,
} from "../../domain/api/admin-conversations";
import { ADMIN_CONVERSATIONS_PAGE } from "../../domain/api/admin-conversations";
import type { ConversationsResponse } from "../../domain/api/conversations";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";
import { is, openThroughWorker } from "./sockets";

// Admins and conversations (issue 15 item 8): the support line (admins write as Support, stored under their own
// ids), the searchable list with reported conversations first, one conversation with its reports, resolving one.

let admin: Person;
let otherAdmin: Person;
let traveler: Person;
let host: Person;

beforeAll(async () => {
  [admin, otherAdmin, traveler, host] = await Promise.all([
    person("admin", { first_name: "Ada", last_name: "Admin" }),
    person("admin", { first_name: "Otto", last_name: "Admin" }),
    person("traveler", { first_name: "Tamara", last_name: "Wanderer" }),
    person("approved-host", { first_name: "Bolat", last_name: "Steppe" }),
  ]);
});

const bearer = (p: Person) => ({ Authorization: `Bearer ${p.token}` });
const json = async <T>(res: Response, status = 200): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
};
const auditRows = async (action: string, entityId: string) =>
  (
    await env.DB.prepare("SELECT actor_id, details FROM audit_log WHERE action = ? AND entity_id = ?")
      .bind(action, entityId)
      .all<{ actor_id: string; details: string }>()
  ).results;

async function directConversation(t: Person, h: Person): Promise<string> {
  const res = await t.fetch("/api/conversations", { method: "POST", json: { with: h.id } });
  return (await json<{ conversation: { id: string } }>(res, 201)).conversation.id;
}

/** Sends a message through the room as `p` and waits for its acknowledgement. */
async function say(p: Person, conversationId: string, body: string): Promise<number> {
  const socket = await openThroughWorker(`/ws/conversations/${conversationId}`, bearer(p));
  const ready = await socket.waitFor(is("ready"));
  expect(ready.readOnly).toBe(false);
  const clientId = crypto.randomUUID();
  socket.send({ type: "send", clientId, body });
  const ack = await socket.waitFor(is("ack", (f) => f.clientId === clientId));
  socket.close();
  return ack.seq;
}

describe("support conversations", () => {
  let supportId: string;

  it("an admin opens a person's support conversation (201, then 200 with the same one), audit-logged", async () => {
    const first = await json<AdminOpenSupportResponse>(
      await admin.fetch("/api/admin/support-conversations", { method: "POST", json: { userId: traveler.id } }),
      201,
    );
    expect(first.created).toBe(true);
    expect(first.conversation.person).toMatchObject({
      user_id: traveler.id,
      name: "Tamara Wanderer",
      role: "traveler",
    });
    supportId = first.conversation.id;
    const again = await json<AdminOpenSupportResponse>(
      await otherAdmin.fetch("/api/admin/support-conversations", { method: "POST", json: { userId: traveler.id } }),
    );
    expect(again).toMatchObject({ created: false, conversation: { id: supportId } });
    const audits = await auditRows("admin.support_conversation.open", supportId);
    expect(audits.map((a) => a.actor_id).sort()).toEqual([admin.id, otherAdmin.id].sort());
  });

  it("refuses an unknown person, the support line itself and oneself, writing nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM conversations").first<{ n: number }>();
    for (const [userId, status] of [
      ["no-such-person", 404],
      ["support", 404],
      [admin.id, 400],
    ] as const) {
      const res = await admin.fetch("/api/admin/support-conversations", { method: "POST", json: { userId } });
      expect(res.status).toBe(status);
      expect((await res.json<ErrorBody>()).error.message).toMatch(/^userId: /);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM conversations").first<{ n: number }>()).toEqual(before);
  });

  it("every admin writes in it (stored under their own id) and the person sees Support", async () => {
    await say(admin, supportId, "Hello from Untrodden support");
    await say(otherAdmin, supportId, "We are here if you need anything");
    await say(traveler, supportId, "Thank you!");
    const { results } = await env.DB.prepare(
      "SELECT sender_id, body FROM messages WHERE conversation_id = ? ORDER BY seq",
    )
      .bind(supportId)
      .all<{ sender_id: string; body: string }>();
    expect(results).toEqual([
      { sender_id: admin.id, body: "Hello from Untrodden support" },
      { sender_id: otherAdmin.id, body: "We are here if you need anything" },
      { sender_id: traveler.id, body: "Thank you!" },
    ]);
    const list = await json<ConversationsResponse>(await traveler.fetch("/api/conversations"));
    const mine = list.conversations.find((c) => c.id === supportId);
    expect(mine).toMatchObject({
      kind: "support",
      counterparty: { name: "Support", side: "support", profile_photo_url: null, verified: true, deleted: false },
      last_message: { body_preview: "Thank you!" },
      unread: 2,
    });
    expect(JSON.stringify(mine)).not.toContain("Ada");
    const found = await json<ConversationsResponse>(await traveler.fetch("/api/conversations?q=supp"));
    expect(found.conversations.map((c) => c.id)).toEqual([supportId]);
    const one = await json<{ conversation: { counterparty: { name: string } } }>(
      await traveler.fetch(`/api/conversations/${supportId}`),
    );
    expect(one.conversation.counterparty.name).toBe("Support");
  });

  it("lists support conversations newest first, with what waits for an answer", async () => {
    const hostLine = await json<AdminOpenSupportResponse>(
      await admin.fetch("/api/admin/support-conversations", { method: "POST", json: { userId: host.id } }),
      201,
    );
    const list = await json<AdminSupportConversationsResponse>(await admin.fetch("/api/admin/support-conversations"));
    const ids = list.items.map((i) => i.id);
    expect(ids.indexOf(hostLine.conversation.id)).toBeLessThan(ids.indexOf(supportId));
    expect(list.items.find((i) => i.id === supportId)).toMatchObject({
      waiting: 1,
      last_message: { body_preview: "Thank you!", sender_id: traveler.id },
    });
  });

  it("finds people by name or e-mail, with their support conversation", async () => {
    const byName = await json<AdminPeopleResponse>(await admin.fetch("/api/admin/people?q=wanderer"));
    expect(byName.people).toEqual([
      expect.objectContaining({ user_id: traveler.id, name: "Tamara Wanderer", support_conversation_id: supportId }),
    ]);
    const byEmail = await json<AdminPeopleResponse>(
      await admin.fetch(`/api/admin/people?q=${encodeURIComponent(host.email.toUpperCase())}`),
    );
    expect(byEmail.people.map((p) => [p.user_id, p.role])).toEqual([[host.id, "host"]]);
    const newest = await json<AdminPeopleResponse>(await admin.fetch("/api/admin/people"));
    expect(newest.people.length).toBeGreaterThan(0);
    expect(newest.people.map((p) => p.user_id)).not.toContain("support");
  });

  it("admins stay read-only in a direct conversation", async () => {
    const direct = await directConversation(traveler, host);
    const socket = await openThroughWorker(`/ws/conversations/${direct}`, bearer(admin));
    expect((await socket.waitFor(is("ready"))).readOnly).toBe(true);
    socket.send({ type: "send", clientId: "x1", body: "An admin may not write here" });
    expect(await socket.waitFor(is("error"))).toMatchObject({ code: "read_only" });
    socket.close();
  });
});

describe("the admin list of conversations", () => {
  it("searches participants by name or e-mail, puts reported ones first, and resolves a report", async () => {
    const [t1, t2, h] = await Promise.all([
      person("traveler", { first_name: "Nurlan", last_name: "Quiet" }),
      person("traveler", { first_name: "Nurlan", last_name: "Reported" }),
      person("approved-host", { first_name: "Kolsai", last_name: "Tours" }),
    ]);
    const reported = await directConversation(t2, h);
    await say(t2, reported, "Can I pay you by bank transfer outside the site?");
    const quiet = await directConversation(t1, h);
    await say(t1, quiet, "Is the lake trek open in May?");
    await say(h, quiet, "Yes, from mid-May.");
    const report = await json<{ report: { id: string } }>(
      await h.fetch(`/api/conversations/${reported}/report`, {
        method: "POST",
        json: { reason: "off_platform_payment", details: "Wants to pay outside the site" },
      }),
      201,
    );

    const list = await json<AdminConversationsResponse>(await admin.fetch("/api/admin/conversations?q=nurlan"));
    expect(list.items.map((i) => i.id)).toEqual([reported, quiet]);
    expect(list.items[0]).toMatchObject({
      open_reports: 1,
      message_count: 1,
      traveler: { name: "Nurlan Reported", email: t2.email, role: "traveler" },
      host: { name: "Kolsai Tours", role: "host" },
    });
    expect(list.items[1]).toMatchObject({
      open_reports: 0,
      message_count: 2,
      last_message: { body_preview: "Yes, from mid-May." },
    });
    const byHostEmail = await json<AdminConversationsResponse>(
      await admin.fetch(`/api/admin/conversations?q=${encodeURIComponent(h.email)}`),
    );
    expect(byHostEmail.items.map((i) => i.id).sort()).toEqual([reported, quiet].sort());

    const one = await json<AdminConversationResponse>(await admin.fetch(`/api/admin/conversations/${reported}`));
    expect(one.reports).toEqual([
      expect.objectContaining({
        id: report.report.id,
        reason: "off_platform_payment",
        details: "Wants to pay outside the site",
        reporter: { user_id: h.id, name: "Kolsai Tours" },
        status: "open",
        resolved_by: null,
      }),
    ]);
    expect(await auditRows("admin.conversation.view", reported)).toEqual([
      expect.objectContaining({ actor_id: admin.id }),
    ]);

    const resolvePath = `/api/admin/conversations/${reported}/reports/${report.report.id}/resolve`;
    const resolved = await json<AdminResolveResponse>(await admin.fetch(resolvePath, { method: "POST" }));
    expect(resolved.report).toMatchObject({
      status: "resolved",
      resolved_by: { user_id: admin.id, name: "Ada Admin" },
    });
    // Resolving again answers the same state and writes no second audit row.
    const again = await json<AdminResolveResponse>(await otherAdmin.fetch(resolvePath, { method: "POST" }));
    expect(again.report.resolved_by?.user_id).toBe(admin.id);
    expect(await auditRows("admin.conversation_report.resolve", reported)).toHaveLength(1);
    const after = await json<AdminConversationsResponse>(await admin.fetch("/api/admin/conversations?q=nurlan"));
    expect(after.items.map((i) => [i.id, i.open_reports])).toEqual([
      [quiet, 0],
      [reported, 0],
    ]);

    // A report of another conversation, and an unknown conversation, are 404s.
    expect(
      (await admin.fetch(`/api/admin/conversations/${quiet}/reports/${report.report.id}/resolve`, { method: "POST" }))
        .status,
    ).toBe(404);
    expect((await admin.fetch(`/api/admin/conversations/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("pages through every conversation once, reported ones first", async () => {
    const h = await person("approved-host", { first_name: "Paging", last_name: "Host" });
    const made: string[] = [];
    for (let i = 0; i < ADMIN_CONVERSATIONS_PAGE + 3; i++) {
      const t = await person("traveler");
      made.push(await directConversation(t, h));
    }
    const reportedOne = made[5] as string;
    await env.DB.prepare("INSERT INTO conversation_reports (id, conversation_id, reason) VALUES (?, ?, 'spam')")
      .bind(crypto.randomUUID(), reportedOne)
      .run();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminConversationsResponse = await json(
        await admin.fetch(`/api/admin/conversations?q=paging${cursor ? `&cursor=${cursor}` : ""}`),
      );
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen[0]).toBe(reportedOne);
    expect([...seen].sort()).toEqual([...made].sort());
    const bad = await admin.fetch("/api/admin/conversations?cursor=nonsense");
    expect(bad.status).toBe(400);
  });
});
