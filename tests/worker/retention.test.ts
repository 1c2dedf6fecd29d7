import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MySessionsResponse } from "../../domain/api/account";
import type { AdminAuditRow } from "../../domain/api/admin-audit";
import type { AdminListPage } from "../../domain/api/admin-lists";
import type { Campaign } from "../../domain/api/admin-marketing";
import { RETENTION_DAYS } from "../../domain/retention";
import { CRON } from "../../worker/cron";
import { NO_MARKETING_CONSENT } from "../../worker/db/marketing";
import { applyRetentionRows } from "../../worker/db/retention";
import { type Person, person } from "./people";

/**
 * Retention (decision 049): the nightly cron group deletes or clears what is kept about people once its period has
 * passed, and leaves what is still in use, and the reports built on old rows, as they were.
 */

const DAY = 86_400_000;
const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();
const justPast = (days: number) => daysAgo(days + 1);
const justInside = (days: number) => daysAgo(days - 1);

const worker = exports.default as unknown as { scheduled(c: { cron: string; scheduledTime: Date }): Promise<void> };
const nightly = () => worker.scheduled({ cron: CRON.incompleteUserExport, scheduledTime: NOW });

let admin: Person;
let oldSession: Person;
let newSession: Person;
const CAMPAIGN = "retention-campaign";

async function ids(table: string): Promise<string[]> {
  const rows = await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>();
  return rows.results.map((r) => r.id);
}

beforeAll(async () => {
  [admin, oldSession, newSession] = await Promise.all([person("admin"), person("traveler"), person("traveler")]);
  const email = (id: string, status: string, created: string, campaign: string | null, error: string | null = null) =>
    env.DB.prepare(
      `INSERT INTO email_outbox (id, "to", subject, text, html, status, campaign_id, user_id, vars, error, created_at)
       VALUES (?, 'someone@example.org', 'Your trip', 'Hello Ana', '<p>Hello Ana</p>', ?, ?, ?, '{"name":"Ana"}', ?, ?)`,
    ).bind(id, status, campaign, oldSession.id, error, created);
  const push = (id: string, status: string, created: string, broadcast: string | null) =>
    env.DB.prepare(
      `INSERT INTO push_outbox (id, user_id, broadcast_id, kind, channel, title, body, data, status, created_at)
       VALUES (?, ?, ?, 'message', 'messages', 'Ana', 'See you at nine', '{}', ?, ?)`,
    ).bind(id, oldSession.id, broadcast, status, created);
  const audit = (id: string, created: string) =>
    env.DB.prepare(
      `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, ip, user_agent, created_at)
       VALUES (?, ?, 'retention.test', 'user', ?, '198.51.100.9', 'RetentionTest/1.0', ?)`,
    ).bind(id, admin.id, id, created);
  await env.DB.batch([
    email("e1-sent-old", "sent", justPast(RETENTION_DAYS.outbox), null),
    email("e2-failed-old", "failed", justPast(RETENTION_DAYS.outbox), null, "bounced"),
    email("e3-queued-old", "queued", justPast(RETENTION_DAYS.outbox), null),
    email("e4-sent-recent", "sent", justInside(RETENTION_DAYS.outbox), null),
    env.DB.prepare(
      "INSERT INTO marketing_templates (id, name, subject, body) VALUES ('t-1', 'Winter', 'Winter', 'Hi')",
    ),
    env.DB.prepare(
      `INSERT INTO marketing_sends (id, template_id, audience, recipients, status, created_at, finished_at)
       VALUES (?, 't-1', '{"kind":"travelers"}', 2, 'sent', ?, ?)`,
    ).bind(CAMPAIGN, justPast(RETENTION_DAYS.outbox), justPast(RETENTION_DAYS.outbox)),
    email("e5-campaign-sent", "sent", justPast(RETENTION_DAYS.outbox), CAMPAIGN),
    email("e6-campaign-skipped", "failed", justPast(RETENTION_DAYS.outbox), CAMPAIGN, NO_MARKETING_CONSENT),
    push("p1-sent-old", "sent", justPast(RETENTION_DAYS.outbox), null),
    push("p2-sent-recent", "sent", justInside(RETENTION_DAYS.outbox), null),
    push("p3-broadcast-old", "sent", justPast(RETENTION_DAYS.outbox), "b-1"),
    audit("a1-recent", justInside(RETENTION_DAYS.clientAddress)),
    audit("a2-past-address", justPast(RETENTION_DAYS.clientAddress)),
    audit("a3-past-audit", justPast(RETENTION_DAYS.audit)),
    env.DB.prepare("UPDATE sessions SET created_at = ? WHERE user_id = ?").bind(
      justPast(RETENTION_DAYS.clientAddress),
      oldSession.id,
    ),
    env.DB.prepare(
      "INSERT INTO mfa_factors (id, user_id, factor_type, status) VALUES ('f-1', ?, 'totp', 'unverified')",
    ).bind(oldSession.id),
    env.DB.prepare(
      `INSERT INTO mfa_challenges (id, factor_id, ip_address, created_at) VALUES
        ('c1-spent', 'f-1', '198.51.100.9', ?), ('c2-live', 'f-1', '198.51.100.9', ?)`,
    ).bind(daysAgo(1), new Date(NOW.getTime() - 60_000).toISOString()),
  ]);
});

async function campaign(): Promise<Campaign | undefined> {
  const res = await admin.fetch("/api/admin/marketing/campaigns");
  return (await res.json<{ campaigns: Campaign[] }>()).campaigns.find((c) => c.id === CAMPAIGN);
}

async function auditEntries(): Promise<AdminAuditRow[]> {
  const res = await admin.fetch("/api/admin/audit?action=retention.test");
  expect(res.status).toBe(200);
  return (await res.json<AdminListPage<AdminAuditRow>>()).items;
}

async function mySessionIp(who: Person): Promise<string | null | undefined> {
  const res = await who.fetch("/api/me/sessions");
  expect(res.status).toBe(200);
  return (await res.json<MySessionsResponse>()).sessions.find((s) => s.current)?.ip;
}

describe("the nightly retention run", () => {
  it("keeps what is still in use and clears or deletes only what has passed its period", async () => {
    const before = await campaign();
    expect(before?.report).toMatchObject({ sent: 1, skipped: 1 });
    expect(await mySessionIp(oldSession)).toMatch(/^203\.0\.113\./);

    await nightly();

    // Mail: delivered or failed transactional rows past 30 days go; a queued one and a recent one stay.
    expect(await ids("email_outbox")).toEqual([
      "e3-queued-old",
      "e4-sent-recent",
      "e5-campaign-sent",
      "e6-campaign-skipped",
    ]);
    // A campaign's rows lose their address and text, and its report counts them as before.
    const cleared = await env.DB.prepare(
      `SELECT "to", subject, text, html, vars, user_id, status FROM email_outbox WHERE campaign_id = ? ORDER BY id`,
    )
      .bind(CAMPAIGN)
      .all();
    expect(cleared.results).toEqual([
      { to: "", subject: "", text: "", html: "", vars: null, user_id: null, status: "sent" },
      { to: "", subject: "", text: "", html: "", vars: null, user_id: null, status: "failed" },
    ]);
    expect((await campaign())?.report).toEqual(before?.report);
    expect(await ids("push_outbox")).toEqual(["p2-sent-recent", "p3-broadcast-old"]);

    // Addresses: an old session's IP is gone from its owner's device list, a new one's is still there.
    expect(await mySessionIp(oldSession)).toBeNull();
    expect(await mySessionIp(newSession)).toMatch(/^203\.0\.113\./);

    // The audit log: entries past 90 days lose where they came from, entries past two years go.
    const entries = await auditEntries();
    expect(entries.map((e) => [e.entity_id, e.ip, e.user_agent])).toEqual([
      ["a1-recent", "198.51.100.9", "RetentionTest/1.0"],
      ["a2-past-address", null, null],
    ]);

    // A second-factor challenge that ran out goes; one still open stays.
    expect(await ids("mfa_challenges")).toEqual(["c2-live"]);
  });

  it("works off a backlog in batches and changes nothing on a second run", async () => {
    const old = justPast(RETENTION_DAYS.outbox);
    const statements = Array.from({ length: 7 }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO email_outbox (id, "to", subject, text, html, status, created_at)
         VALUES (?, 'x@example.org', 's', 't', 'h', 'sent', ?)`,
      ).bind(`backlog-${i}`, old),
    );
    await env.DB.batch(statements);
    const cutoffs = {
      outbox: daysAgo(RETENTION_DAYS.outbox),
      clientAddress: daysAgo(RETENTION_DAYS.clientAddress),
      audit: daysAgo(RETENTION_DAYS.audit),
      challenges: daysAgo(0),
    };
    expect((await applyRetentionRows(env.DB, cutoffs, 5)).emailDeleted).toBe(5);
    expect((await applyRetentionRows(env.DB, cutoffs, 5)).emailDeleted).toBe(2);
    const { rowsRead: _, ...third } = await applyRetentionRows(env.DB, cutoffs, 5);
    expect(Object.values(third).every((n) => n === 0)).toBe(true);
    expect((await ids("email_outbox")).filter((id) => id.startsWith("backlog-"))).toEqual([]);
  });

  it("reads only the rows it still has work on, not those kept from earlier nights", async () => {
    const cutoffs = {
      outbox: daysAgo(RETENTION_DAYS.outbox),
      clientAddress: daysAgo(RETENTION_DAYS.clientAddress),
      audit: daysAgo(RETENTION_DAYS.audit),
      challenges: daysAgo(0),
    };
    // Runs until a run finds nothing to do (a few runs at most: each works off up to a batch per statement).
    const settle = async () => {
      for (let run = 0; run < 10; run++) {
        const { rowsRead, ...changes } = await applyRetentionRows(env.DB, cutoffs);
        if (Object.values(changes).every((n) => n === 0)) return rowsRead;
      }
      throw new Error("retention still had work after 10 runs");
    };
    await settle();
    // A year of what earlier nights left behind on purpose: sessions and audit entries without their addresses, a
    // campaign's cleared e-mails and a broadcast's pushes (their reports).
    const KEPT = 400;
    const old = (i: number) =>
      new Date(NOW.getTime() - (RETENTION_DAYS.clientAddress + 2 + (i % 300)) * DAY).toISOString();
    const kept = Array.from({ length: KEPT }, (_, i) => [
      env.DB.prepare(
        `INSERT INTO sessions (id, user_id, user_agent, created_at, updated_at) VALUES (?, ?, 'Old/1', ?, ?)`,
      ).bind(`kept-session-${i}`, oldSession.id, old(i), old(i)),
      env.DB.prepare(
        `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, created_at)
         VALUES (?, ?, 'retention.kept', 'user', ?, ?)`,
      ).bind(`kept-audit-${i}`, admin.id, admin.id, old(i)),
      env.DB.prepare(
        `INSERT INTO email_outbox (id, "to", subject, text, html, status, campaign_id, created_at)
         VALUES (?, '', '', '', '', 'sent', ?, ?)`,
      ).bind(`kept-campaign-${i}`, CAMPAIGN, old(i)),
      env.DB.prepare(
        `INSERT INTO push_outbox (id, user_id, broadcast_id, kind, channel, title, body, data, status, created_at)
         VALUES (?, ?, 'b-1', 'broadcast', 'general', 'News', 'A new country', '{}', 'sent', ?)`,
      ).bind(`kept-push-${i}`, oldSession.id, old(i)),
    ]).flat();
    await env.DB.batch(kept);
    const rowsRead = await settle();
    // Every statement reads an index entry or two to find it has nothing to do; none walks the kept rows.
    expect(rowsRead).toBeLessThan(40);
  });
});
