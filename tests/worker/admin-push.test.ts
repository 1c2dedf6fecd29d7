/**
 * /admin/push-notifications and /admin/testing (issue 18 item 8): admins only, input checked, broadcasts queued to
 * the people of the audience with an active device and reported from push_outbox, test sends through the outboxes,
 * a cron group run on demand, the outboxes listed and a failed row re-queued.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  CronRunResponse,
  OutboxResponse,
  PushAudienceResponse,
  PushBroadcastResponse,
  PushBroadcastsResponse,
  TestSendResponse,
} from "../../domain/api/admin-push";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

let admin: Person;
let traveler: Person;
let hostWithDevice: Person;
let travelerWithDevice: Person;
let travelerWebDevice: Person;

async function device(p: Person, platform: "android" | "ios" | "web" = "android", active = 1) {
  await env.DB.prepare("INSERT INTO push_tokens (id, user_id, token, platform, active) VALUES (?, ?, ?, ?, ?)")
    .bind(crypto.randomUUID(), p.id, `token-${p.id}`, platform, active)
    .run();
}

beforeAll(async () => {
  [admin, traveler, hostWithDevice, travelerWithDevice, travelerWebDevice] = await Promise.all([
    person("admin"),
    person("traveler"),
    person("approved-host"),
    person("traveler"),
    person("traveler"),
  ]);
  const inactive = await person("traveler");
  await Promise.all([
    device(hostWithDevice),
    device(travelerWithDevice, "ios"),
    device(travelerWebDevice, "web"),
    device(inactive, "android", 0),
  ]);
});

const BROADCAST = {
  title: "The Silk Road autumn trips are open",
  body: "New group departures to Samarkand and Bukhara in October. Seats are limited.",
  deep_link: "/search?country=Uzbekistan",
};

const errorOf = async (res: Response) => (await res.json<ErrorBody>()).error;

describe("who may use the admin push and testing screens", () => {
  it("refuses a guest (401) and a traveler (403) and writes nothing", async () => {
    const guest = await person("guest");
    for (const [who, status] of [
      [guest, 401],
      [traveler, 403],
      [hostWithDevice, 403],
    ] as const) {
      const sent = await who.fetch("/api/admin/push/broadcasts", {
        method: "POST",
        json: { ...BROADCAST, audience: "travelers" },
      });
      expect(sent.status).toBe(status);
      expect((await who.fetch("/api/admin/testing/outbox")).status).toBe(status);
      expect(
        (await who.fetch("/api/admin/testing/cron", { method: "POST", json: { group: "housekeeping" } })).status,
      ).toBe(status);
    }
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM push_broadcasts").first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("/admin/push-notifications", () => {
  it("counts the people of each audience who have an active device", async () => {
    const count = async (q: string) =>
      (await (await admin.fetch(`/api/admin/push/audience?${q}`)).json<PushAudienceResponse>()).recipients;
    expect(await count("audience=hosts")).toBe(1);
    expect(await count("audience=travelers")).toBe(2);
    const one = await (
      await admin.fetch(
        `/api/admin/push/audience?audience=person&email=${encodeURIComponent(travelerWithDevice.email)}`,
      )
    ).json<PushAudienceResponse>();
    expect(one).toEqual({ recipients: 1, person: { name: expect.any(String), has_device: true } });
    const none = await (
      await admin.fetch(`/api/admin/push/audience?audience=person&email=${encodeURIComponent(traveler.email)}`)
    ).json<PushAudienceResponse>();
    expect(none).toEqual({ recipients: 0, person: { name: expect.any(String), has_device: false } });
    const nobody = await (
      await admin.fetch("/api/admin/push/audience?audience=person&email=nobody%40example.org")
    ).json<PushAudienceResponse>();
    expect(nobody).toEqual({ recipients: 0, person: null });
  });

  it.each([
    [{ ...BROADCAST, audience: "travelers", deep_link: "https://evil.example/" }, "deep_link"],
    [{ ...BROADCAST, audience: "travelers", deep_link: "//evil.example/path" }, "deep_link"],
    [{ ...BROADCAST, audience: "travelers", deep_link: "javascript:alert(1)" }, "deep_link"],
    [{ ...BROADCAST, audience: "travelers", title: "" }, "title"],
    [{ ...BROADCAST, audience: "travelers", title: "x".repeat(66) }, "title"],
    [{ ...BROADCAST, audience: "everyone" }, "audience"],
    [{ ...BROADCAST, audience: "person" }, "email"],
    [{ ...BROADCAST, audience: "person", email: "not-an-address" }, "email"],
  ])("refuses bad input %# (400 naming %s) and queues nothing", async (body, field) => {
    const res = await admin.fetch("/api/admin/push/broadcasts", { method: "POST", json: body });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(field);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM push_outbox WHERE kind = 'admin_broadcast'").first<{
      n: number;
    }>();
    expect(rows?.n).toBe(0);
  });

  it("refuses a person without an account (404) or without a device (409)", async () => {
    const unknown = await admin.fetch("/api/admin/push/broadcasts", {
      method: "POST",
      json: { ...BROADCAST, audience: "person", email: "nobody@example.org" },
    });
    expect(unknown.status).toBe(404);
    const noDevice = await admin.fetch("/api/admin/push/broadcasts", {
      method: "POST",
      json: { ...BROADCAST, audience: "person", email: traveler.email },
    });
    expect(noDevice.status).toBe(409);
    expect((await errorOf(noDevice)).message).toBe("That person has no device with push notifications turned on.");
  });

  it("queues one push per traveler with a device, delivers them, reports the counts and audits the send", async () => {
    const res = await admin.fetch("/api/admin/push/broadcasts", {
      method: "POST",
      json: { ...BROADCAST, audience: "travelers" },
    });
    expect(res.status).toBe(201);
    const { broadcast } = await res.json<PushBroadcastResponse>();
    expect(broadcast).toMatchObject({ title: BROADCAST.title, audience: "travelers", recipients: 2, failed: 0 });
    const rows = await env.DB.prepare(
      "SELECT user_id, channel, data, tag FROM push_outbox WHERE broadcast_id = ? ORDER BY user_id",
    )
      .bind(broadcast.id)
      .all<{ user_id: string; channel: string; data: string; tag: string }>();
    expect(rows.results.map((r) => r.user_id).sort()).toEqual([travelerWithDevice.id, travelerWebDevice.id].sort());
    expect(rows.results[0]).toMatchObject({ channel: "general", tag: `broadcast:${broadcast.id}` });
    expect(JSON.parse(rows.results[0]?.data ?? "{}")).toEqual({
      deepLink: "/search?country=Uzbekistan",
      type: "admin_broadcast",
    });

    // The first batch went out after the response (the dev push box here); one push later fails for good.
    await env.DB.prepare(
      "UPDATE push_outbox SET status = 'failed', error = 'Web Push 410: gone' WHERE broadcast_id = ? AND user_id = ?",
    )
      .bind(broadcast.id, travelerWebDevice.id)
      .run();
    const list = await (await admin.fetch("/api/admin/push/broadcasts")).json<PushBroadcastsResponse>();
    expect(list.broadcasts[0]).toMatchObject({
      id: broadcast.id,
      recipients: 2,
      queued: 0,
      sent: 1,
      failed: 1,
      deep_link: "/search?country=Uzbekistan",
    });
    const audit = await env.DB.prepare(
      "SELECT actor_id, action FROM audit_log WHERE entity_type = 'push_broadcast' AND entity_id = ?",
    )
      .bind(broadcast.id)
      .first<{ actor_id: string; action: string }>();
    expect(audit).toEqual({ actor_id: admin.id, action: "push_broadcast_sent" });
  });

  it("sends to one person by e-mail", async () => {
    const res = await admin.fetch("/api/admin/push/broadcasts", {
      method: "POST",
      json: { ...BROADCAST, audience: "person", email: hostWithDevice.email.toUpperCase() },
    });
    expect(res.status).toBe(201);
    const { broadcast } = await res.json<PushBroadcastResponse>();
    expect(broadcast).toMatchObject({ recipients: 1, audience: `person:${hostWithDevice.email}` });
  });
});

describe("/admin/testing", () => {
  it("sends a test e-mail to the admin through the outbox", async () => {
    const res = await admin.fetch("/api/admin/testing/email", { method: "POST" });
    expect(res.status).toBe(201);
    const { entry } = await res.json<TestSendResponse>();
    expect(entry).toMatchObject({ kind: "email", to: admin.email, status: "sent", attempts: 1 });
    const mail = await env.DB.prepare("SELECT subject, text FROM email_outbox WHERE id = ?")
      .bind(entry.id)
      .first<{ subject: string; text: string }>();
    expect(mail?.subject).toBe("Test e-mail from the admin area");
    expect(mail?.text).toContain("/admin/testing");
  });

  it("refuses a test push to an admin without a device, and sends one to an admin with a device", async () => {
    const refused = await admin.fetch("/api/admin/testing/push", { method: "POST" });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe("no_device");

    const other = await person("admin");
    await device(other, "web");
    const res = await other.fetch("/api/admin/testing/push", { method: "POST" });
    expect(res.status).toBe(201);
    const { entry } = await res.json<TestSendResponse>();
    expect(entry).toMatchObject({ kind: "push", to: other.email, subject: "Test notification", status: "sent" });
  });

  it("runs a cron job group now and refuses an unknown one", async () => {
    await env.DB.prepare(
      "INSERT INTO service_tokens (name, token, expires_at) VALUES ('probe', 'x', '2000-01-01')",
    ).run();
    const res = await admin.fetch("/api/admin/testing/cron", { method: "POST", json: { group: "tokenRefresh" } });
    expect(res.status).toBe(200);
    const run = await res.json<CronRunResponse>();
    expect(run.group).toBe("tokenRefresh");
    expect(Date.parse(run.finished_at)).toBeGreaterThanOrEqual(Date.parse(run.started_at));
    const audit = await env.DB.prepare("SELECT entity_id FROM audit_log WHERE action = 'cron_run'").first<{
      entity_id: string;
    }>();
    expect(audit?.entity_id).toBe("tokenRefresh");
    const bad = await admin.fetch("/api/admin/testing/cron", { method: "POST", json: { group: "everything" } });
    expect(bad.status).toBe(400);
  });

  it("lists both outboxes, filters the dead letter and re-queues a failed row", async () => {
    const failedId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO email_outbox (id, "to", subject, text, html, status, attempts, error)
       VALUES (?, 'bounce@example.org', 'Your booking is confirmed', 't', '<p>h</p>', 'failed', 5, 'Resend 422: invalid address')`,
    )
      .bind(failedId)
      .run();
    const all = await (await admin.fetch("/api/admin/testing/outbox")).json<OutboxResponse>();
    expect(all.email.length).toBeGreaterThanOrEqual(2);
    expect(all.push.length).toBeGreaterThanOrEqual(3);
    expect(all.failed).toEqual({ email: 1, push: 1 });

    const dead = await (await admin.fetch("/api/admin/testing/outbox?status=failed")).json<OutboxResponse>();
    expect(dead.email.map((e) => e.id)).toEqual([failedId]);
    expect(dead.email[0]).toMatchObject({ attempts: 5, error: "Resend 422: invalid address" });
    expect(dead.push.every((p) => p.status === "failed")).toBe(true);

    const retried = await admin.fetch(`/api/admin/testing/outbox/email/${failedId}/retry`, { method: "POST" });
    expect(retried.status).toBe(200);
    const row = await env.DB.prepare("SELECT status, attempts, error FROM email_outbox WHERE id = ?")
      .bind(failedId)
      .first<{ status: string; attempts: number; error: string | null }>();
    // Re-queued with fresh attempts, then delivered after the response (the dev mailbox here).
    expect(row).toEqual({ status: "sent", attempts: 1, error: null });
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ?")
      .bind(failedId)
      .first<{ action: string }>();
    expect(audit?.action).toBe("outbox_retry");

    const again = await admin.fetch(`/api/admin/testing/outbox/email/${failedId}/retry`, { method: "POST" });
    expect(again.status).toBe(409);
    expect((await admin.fetch("/api/admin/testing/outbox/email/no-such-row/retry", { method: "POST" })).status).toBe(
      404,
    );
    expect((await admin.fetch(`/api/admin/testing/outbox/sms/${failedId}/retry`, { method: "POST" })).status).toBe(400);
    expect((await admin.fetch("/api/admin/testing/outbox?status=lost")).status).toBe(400);
  });
});
