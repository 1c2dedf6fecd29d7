import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CONVERSATION_MESSAGES as M } from "../../domain/conversations";
import { REPORT_REASONS } from "../../domain/vocabulary";
import { join, pair, roundTrip, rows, say } from "./conversation-room-fixtures";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";
import { is, type TestSocket } from "./sockets";

// Blocking and reporting (issue 15 item 6): a block stops new messages both ways at once (the room is told after D1
// took it, both sockets see the new `state`), only the one who blocked lifts it; reports carry a reason; both leave
// audit rows; an admin watching may do neither.

let admin: Person;
beforeAll(async () => {
  admin = await person("admin");
});

const blockOf = (p: Person, id: string, method: "POST" | "DELETE") =>
  p.fetch(`/api/conversations/${id}/block`, { method });
const auditOf = (id: string) =>
  rows<{ actor_id: string; action: string }>(
    "SELECT actor_id, action FROM audit_log WHERE entity_type = 'conversation' AND entity_id = ? ORDER BY rowid",
    id,
  );
const messageCount = async (id: string) => (await rows("SELECT id FROM messages WHERE conversation_id = ?", id)).length;

/** Sends and expects the refusal `code` for it. */
async function refusedSend(s: TestSocket, clientId: string, code: string) {
  s.send({ type: "send", clientId, body: "Can we still talk?" });
  expect(await s.waitFor(is("error", (f) => f.clientId === clientId))).toMatchObject({ code });
}

describe("a block", () => {
  it("stops messages both ways at once, only its author lifts it, and both sockets see the state change", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    const h = await join(id, host);
    await say(t, "Hello before the block");

    const res = await blockOf(host, id, "POST");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ blocked_by: host.id });
    for (const s of [t, h])
      expect(await s.waitFor(is("state", (f) => f.blockedBy !== null))).toMatchObject({
        blockedBy: host.id,
      });
    await refusedSend(t, "t-blocked", "blocked");
    await refusedSend(h, "h-blocked", "blocked");
    expect(await messageCount(id)).toBe(1);
    // A typing indicator has nobody to go to either.
    t.send({ type: "typing" });
    await roundTrip(t);
    await roundTrip(h);
    expect(h.frames.some((f) => f.type === "typing")).toBe(false);

    // The blocked person cannot lift it (nor take it over by blocking); the state stays the author's.
    expect(await (await blockOf(traveler, id, "DELETE")).json()).toEqual({ blocked_by: host.id });
    expect(await (await blockOf(traveler, id, "POST")).json()).toEqual({ blocked_by: host.id });
    await refusedSend(t, "t-still", "blocked");

    // A socket joining now learns it with its sync.
    const late = await join(id, traveler, 1);
    expect(await late.waitFor(is("state"))).toMatchObject({ blockedBy: host.id });

    expect(await (await blockOf(host, id, "DELETE")).json()).toEqual({ blocked_by: null });
    for (const s of [t, h, late])
      await s.waitFor(
        is("state", (f) => f.blockedBy === null),
        "the unblocked state",
      );
    await say(t, "Thanks for unblocking");
    expect(await messageCount(id)).toBe(2);

    expect(await auditOf(id)).toEqual([
      { actor_id: host.id, action: "conversation.block" },
      { actor_id: traveler.id, action: "conversation.unblock" },
      { actor_id: traveler.id, action: "conversation.block" },
      { actor_id: host.id, action: "conversation.unblock" },
    ]);
  });

  it("reaches a room that missed it (the route could not tell it) at the room's next connection", async () => {
    const { id, traveler, host } = await pair();
    const t = await join(id, traveler);
    // D1 took the block but the room was never told.
    await env.DB.prepare("UPDATE conversations SET blocked_by = ? WHERE id = ?").bind(host.id, id).run();
    await say(t, "Still goes through: the room does not know yet");
    const h = await join(id, host, 1);
    expect(await t.waitFor(is("state", (f) => f.blockedBy !== null))).toMatchObject({ blockedBy: host.id });
    await h.waitFor(is("state", (f) => f.blockedBy === host.id));
    await refusedSend(t, "t-after", "blocked");
  });

  it("is refused to an admin watching (403) and to strangers (404); nothing is written", async () => {
    const { id } = await pair();
    const stranger = await person("traveler");
    for (const method of ["POST", "DELETE"] as const) {
      const byAdmin = await blockOf(admin, id, method);
      expect(byAdmin.status).toBe(403);
      expect((await byAdmin.json<ErrorBody>()).error).toEqual({ code: "forbidden", message: M.participantsOnly });
      expect((await blockOf(stranger, id, method)).status).toBe(404);
    }
    expect(await rows("SELECT blocked_by FROM conversations WHERE id = ?", id)).toEqual([{ blocked_by: null }]);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("a report", () => {
  it("is stored with its reason and details, audit-logged, and answered 201", async () => {
    const { id, traveler } = await pair();
    const res = await traveler.fetch(`/api/conversations/${id}/report`, {
      method: "POST",
      json: { reason: "off_platform_payment", details: "  Asked me to pay by bank transfer.  " },
    });
    expect(res.status).toBe(201);
    const { report } = await res.json<{ report: { id: string; reason: string; created_at: string } }>();
    expect(report.reason).toBe("off_platform_payment");
    expect(
      await rows("SELECT reporter_id, reason, details, status FROM conversation_reports WHERE id = ?", report.id),
    ).toEqual([
      {
        reporter_id: traveler.id,
        reason: "off_platform_payment",
        details: "Asked me to pay by bank transfer.",
        status: "open",
      },
    ]);
    expect(await auditOf(id)).toEqual([{ actor_id: traveler.id, action: "conversation.report" }]);
  });

  it("refuses a bad reason with a clear message, and an admin or stranger, writing nothing", async () => {
    const { id, host } = await pair();
    const stranger = await person("traveler");
    const report = (p: Person, json: unknown) => p.fetch(`/api/conversations/${id}/report`, { method: "POST", json });

    const bad = await report(host, { reason: "rude" });
    expect(bad.status).toBe(400);
    expect((await bad.json<ErrorBody>()).error.message).toBe(`reason: must be one of ${REPORT_REASONS.join(", ")}`);
    const none = await report(host, {});
    expect(none.status).toBe(400);
    expect((await none.json<ErrorBody>()).error.message).toMatch(/^reason: /);
    const long = await report(host, { reason: "spam", details: "x".repeat(1001) });
    expect((await long.json<ErrorBody>()).error.message).toBe("details: can be at most 1000 characters");

    const byAdmin = await report(admin, { reason: "spam" });
    expect(byAdmin.status).toBe(403);
    expect((await byAdmin.json<ErrorBody>()).error).toEqual({ code: "forbidden", message: M.participantsOnly });
    expect((await report(stranger, { reason: "spam" })).status).toBe(404);

    expect(await rows("SELECT id FROM conversation_reports WHERE conversation_id = ?", id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });
});
