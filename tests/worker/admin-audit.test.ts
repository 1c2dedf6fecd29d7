import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditFacets, AdminAuditRow } from "../../domain/api/admin-audit";
import type { AdminListPage } from "../../domain/api/admin-lists";
import { CRON } from "../../worker/cron/index";
import { type ErrorBody, get } from "./helpers";
import { type Person, person } from "./people";

/**
 * The audit log (issue 19 item 7): every audit row written through a request records the request's address and
 * browser (crons none), and admins read the log at /api/admin/audit — filtered by person, entity, action, days and a
 * search, a keyset page at a time — export it as CSV, and get the filter menus' choices. Admins only.
 */

let admin: Person;
let other: Person;
let traveler: Person;
/** A story long enough to publish (300 characters at least). */
const STORY = `## Getting there\n\n${"Take the early bus from Almaty's Sayran station and change at Saty for the lakes. ".repeat(5)}`;

beforeAll(async () => {
  [admin, other, traveler] = await Promise.all([
    person("admin", { first_name: "Ayana", last_name: "Sultanova" }),
    person("admin", { first_name: "Timur", last_name: "Kasymov" }),
    person("traveler"),
  ]);
});

type Page = AdminListPage<AdminAuditRow>;

async function list(query: string, who: Person = admin): Promise<Page> {
  const res = await who.fetch(`/api/admin/audit?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<Page>();
}
const ids = async (query: string) => (await list(query)).items.map((r) => r.id);

async function auditRow(where: string, ...binds: unknown[]) {
  return env.DB.prepare(`SELECT actor_id, action, ip, user_agent FROM audit_log WHERE ${where}`)
    .bind(...binds)
    .first<{ actor_id: string | null; action: string; ip: string | null; user_agent: string | null }>();
}

describe("where a change came from", () => {
  const HOUR = 3_600_000;

  it("an admin's decision records the request's client address and browser", async () => {
    const applicant = await person("pending-host");
    const res = await admin.fetch(`/api/admin/hosts/${applicant.hostId}/approve`, {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.51.100.23", "User-Agent": "Mozilla/5.0 (AuditTest) Firefox/140.0" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await auditRow("entity_id = ? AND action = 'host_approved'", applicant.hostId)).toEqual({
      actor_id: admin.id,
      action: "host_approved",
      ip: "198.51.100.23",
      user_agent: "Mozilla/5.0 (AuditTest) Firefox/140.0",
    });
    // And the viewer shows it with who made it.
    const [entry] = (await list(`entity_type=host&entity_id=${applicant.hostId}`)).items;
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_name: "Ayana Sultanova",
      actor_email: admin.email,
      action: "host_approved",
      entity_type: "host",
      entity_id: applicant.hostId,
      ip: "198.51.100.23",
      user_agent: "Mozilla/5.0 (AuditTest) Firefox/140.0",
    });
  });

  it("without Cloudflare's address the first X-Forwarded-For hop is kept; a long user agent is cut to 300 characters", async () => {
    const applicant = await person("pending-host");
    const res = await admin.fetch(`/api/admin/hosts/${applicant.hostId}/reject`, {
      method: "POST",
      json: { reason: "Please upload a sharper photo of your guide licence." },
      headers: { "X-Forwarded-For": "203.0.113.77, 10.0.0.2", "User-Agent": `Agent/${"x".repeat(400)}` },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const row = await auditRow("entity_id = ? AND action = 'host_rejected'", applicant.hostId);
    expect(row?.ip).toBe("203.0.113.77");
    expect(row?.user_agent).toBe(`Agent/${"x".repeat(294)}`);
  });

  it("rows written through the audit helper deep in a service record the request too, and a cron's record none", async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO blog_articles (id, slug, title, excerpt, body, author_name, author_user_id, status, country)
       VALUES (?1, ?2, 'Kolsai lakes without a tour', 'How to reach the Kolsai lakes by bus.', ?3, 'Dana', ?4, 'submitted', 'Kazakhstan')`,
    )
      .bind(id, `kolsai-${id.slice(0, 8)}`, STORY, traveler.id)
      .run();
    const at = new Date(Date.now() + 5 * HOUR);
    const res = await admin.fetch(`/api/admin/blog/${id}/publish`, {
      method: "POST",
      json: { at: at.toISOString() },
      headers: { "CF-Connecting-IP": "2001:db8::7", "User-Agent": "AuditTest/1.0" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await auditRow("entity_id = ? AND action = 'article.schedule'", id)).toMatchObject({
      actor_id: admin.id,
      ip: "2001:db8::7",
      user_agent: "AuditTest/1.0",
    });

    // The housekeeping cron publishes it at its time, as the system. (The share-preview purge after it needs the
    // built site, which worker tests do not have: that job's failure is expected.)
    const worker = exports.default as unknown as { scheduled(c: { cron: string; scheduledTime: Date }): Promise<void> };
    await worker
      .scheduled({ cron: CRON.housekeeping, scheduledTime: new Date(at.getTime() + 60_000) })
      .catch((err: unknown) => expect(String(err)).toContain("index.html answered 404"));
    expect(await auditRow("entity_id = ? AND action = 'article.publish'", id)).toEqual({
      actor_id: null,
      action: "article.publish",
      ip: null,
      user_agent: null,
    });
  });

  it("a cron run through the local clock route (/dev/cron) records no origin either", async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO blog_articles (id, slug, title, excerpt, body, author_name, status, country, scheduled_at)
       VALUES (?1, ?2, 'Charyn by the back road', 'A canyon without the crowds.', ?4, 'Team', 'scheduled', 'Kazakhstan', ?3)`,
    )
      .bind(id, `charyn-${id.slice(0, 8)}`, new Date(Date.now() - 60_000).toISOString(), STORY)
      .run();
    const res = await get("/dev/cron", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.99", "User-Agent": "curl/8" },
      body: JSON.stringify({ articles: [id], at: new Date().toISOString() }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await auditRow("entity_id = ? AND action = 'article.publish'", id)).toEqual({
      actor_id: null,
      action: "article.publish",
      ip: null,
      user_agent: null,
    });
  });
});

describe("GET /api/admin/audit", () => {
  const tag = `t${crypto.randomUUID().slice(0, 6)}`;
  const X = `${tag}.approve`;
  const Y = `${tag}.reject`;
  const b1 = `${tag}-booking-1`;
  const b2 = `${tag}-booking-2`;
  const u1 = `${tag}-user-1`;
  const row: Record<string, string> = {};

  beforeAll(async () => {
    const rows: [string, string | null, string, string, string, string, Record<string, unknown>][] = [
      ["r1", admin.id, X, "booking", b1, "2021-03-01T10:00:00.000Z", { reason: "Deposit refunded by hand" }],
      ["r2", other.id, Y, "booking", b1, "2021-03-02T09:00:00.000Z", {}],
      ["r3", null, X, "user", u1, "2021-03-03T08:00:00.000Z", { by: "cron" }],
      ["r4", admin.id, Y, "user", u1, "2021-03-03T08:00:00.000Z", {}],
      ["r5", admin.id, X, "booking", b2, "2021-03-05T23:59:59.999Z", { note: `=HYPERLINK("x") ${tag}` }],
    ];
    await env.DB.batch(
      rows.map(([name, actor, action, type, entity, at, details]) => {
        row[name] = crypto.randomUUID();
        return env.DB.prepare(
          `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at, ip, user_agent)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).bind(row[name], actor, action, type, entity, JSON.stringify(details), at, "192.0.2.1", "AuditFixture/1");
      }),
    );
  });

  /** Rows by name, in the list's order: created_at then id, newest first unless asc. */
  const order = (names: string[], dir: "asc" | "desc" = "desc") => {
    const at: Record<string, string> = {
      r1: "2021-03-01T10",
      r2: "2021-03-02T09",
      r3: "2021-03-03T08",
      r4: "2021-03-03T08",
      r5: "2021-03-05T23",
    };
    const sorted = names
      .map((n) => [at[n] ?? "", row[n] ?? ""] as const)
      .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
      .map((r) => r[1]);
    return dir === "asc" ? sorted : sorted.reverse();
  };
  const march = "from=2021-03-01&to=2021-03-31";

  it("an entry: who (name and e-mail), what, which entity, when, from where, and the details", async () => {
    const [entry] = (await list(`entity_type=booking&entity_id=${b2}`)).items;
    expect(entry).toEqual({
      id: row.r5,
      created_at: "2021-03-05T23:59:59.999Z",
      action: X,
      entity_type: "booking",
      entity_id: b2,
      details: { note: `=HYPERLINK("x") ${tag}` },
      actor_id: admin.id,
      actor_name: "Ayana Sultanova",
      actor_email: admin.email,
      ip: "192.0.2.1",
      user_agent: "AuditFixture/1",
    });
    const [system] = (await list(`actor_id=system&${march}`)).items;
    expect(system).toMatchObject({ id: row.r3, actor_id: null, actor_name: null, actor_email: null });
  });

  it("by person: their id, part of their e-mail or name, or the system", async () => {
    expect(await ids(`actor_id=${admin.id}&${march}`)).toEqual(order(["r1", "r4", "r5"]));
    expect(await ids(`actor=${encodeURIComponent(admin.email.toUpperCase())}&${march}`)).toEqual(
      order(["r1", "r4", "r5"]),
    );
    expect(await ids(`actor=sultanova&${march}`)).toEqual(order(["r1", "r4", "r5"]));
    expect(await ids("actor=timur%20kasymov")).toEqual([row.r2]);
    // Newer entries of the same person come first when no days are given.
    expect((await ids(`actor_id=${admin.id}`)).slice(-3)).toEqual(order(["r1", "r4", "r5"]));
    expect(await ids(`actor_id=system&${march}`)).toEqual([row.r3]);
    expect(await ids("actor=nobody-of-that-name")).toEqual([]);
    expect(await ids("actor=%25")).toEqual([]);
  });

  it("by entity, by action, by days (both included) and by a search", async () => {
    expect(await ids(`entity_type=booking&entity_id=${b1}`)).toEqual(order(["r1", "r2"]));
    expect(await ids(`entity_type=user&${march}`)).toEqual(order(["r3", "r4"]));
    expect(await ids(`action=${X}`)).toEqual(order(["r1", "r3", "r5"]));
    expect(await ids(`action=${X}&dir=asc`)).toEqual(order(["r1", "r3", "r5"], "asc"));
    expect(await ids(`action=${Y}&actor_id=${admin.id}`)).toEqual([row.r4]);
    expect(await ids(`action=${X}&entity_type=booking&actor_id=${other.id}`)).toEqual([]);
    expect(await ids("from=2021-03-02&to=2021-03-03")).toEqual(order(["r2", "r3", "r4"]));
    expect(await ids("from=2021-03-05&to=2021-03-05")).toEqual([row.r5]);
    expect(await ids(`q=${tag}-booking-2`)).toEqual([row.r5]);
    expect(await ids(`q=${encodeURIComponent("refunded by hand")}&${march}`)).toEqual([row.r1]);
    expect(await ids(`q=kasymov&${march}`)).toEqual([row.r2]);
    expect(await ids(`q=${tag}.reject`)).toEqual(order(["r2", "r4"]));
  });

  it("keyset pages walk the filter once each way, ties on the same moment included", async () => {
    for (const dir of ["desc", "asc"] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Page = await list(`${march}&dir=${dir}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((r) => r.id));
        cursor = page.next_cursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(order(["r1", "r2", "r3", "r4", "r5"], dir));
    }
  });

  it("GET /api/admin/audit/facets: every action and entity type in the log, sorted", async () => {
    const res = await admin.fetch("/api/admin/audit/facets");
    expect(res.status).toBe(200);
    const facets = await res.json<AdminAuditFacets>();
    expect(facets.actions).toEqual(expect.arrayContaining([X, Y, "host_approved"]));
    expect(facets.actions).toEqual([...new Set(facets.actions)].sort());
    expect(facets.entity_types).toEqual(expect.arrayContaining(["booking", "user", "host"]));
    expect(facets.entity_types).toEqual([...new Set(facets.entity_types)].sort());
  });

  it("GET /api/admin/audit/export: the whole filter as a CSV download, the system named", async () => {
    const res = await admin.fetch(`/api/admin/audit/export?${march}&dir=asc`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const lines = (await res.text()).split("\r\n");
    expect(lines).toEqual([
      '"When","Who","E-mail","Person id","Action","Entity type","Entity id","Details","IP address","User agent"',
      `"2021-03-01T10:00:00.000Z","Ayana Sultanova","${admin.email}","${admin.id}","${X}","booking","${b1}","{""reason"":""Deposit refunded by hand""}","192.0.2.1","AuditFixture/1"`,
      `"2021-03-02T09:00:00.000Z","Timur Kasymov","${other.email}","${other.id}","${Y}","booking","${b1}","","192.0.2.1","AuditFixture/1"`,
      ...order(["r3", "r4"], "asc").map((id) =>
        id === row.r3
          ? `"2021-03-03T08:00:00.000Z","System","","","${X}","user","${u1}","{""by"":""cron""}","192.0.2.1","AuditFixture/1"`
          : `"2021-03-03T08:00:00.000Z","Ayana Sultanova","${admin.email}","${admin.id}","${Y}","user","${u1}","","192.0.2.1","AuditFixture/1"`,
      ),
      `"2021-03-05T23:59:59.999Z","Ayana Sultanova","${admin.email}","${admin.id}","${X}","booking","${b2}","{""note"":""=HYPERLINK(\\""x\\"") ${tag}""}","192.0.2.1","AuditFixture/1"`,
    ]);
    // A filter the list takes, the export takes too.
    const one = await admin.fetch(`/api/admin/audit/export?entity_type=booking&entity_id=${b2}`);
    const text = await one.text();
    expect(text.split("\r\n")).toHaveLength(2);
    expect(text).toContain(b2);
  });

  it("guests get 401 and signed-in non-admins 403 on every audit route", async () => {
    const guest = await person("guest");
    const host = await person("approved-host");
    for (const path of ["/api/admin/audit", "/api/admin/audit/export", "/api/admin/audit/facets"]) {
      expect((await guest.fetch(path)).status, path).toBe(401);
      for (const p of [traveler, host]) {
        const res = await p.fetch(path);
        expect(res.status, path).toBe(403);
        expect(await res.text()).not.toContain(tag);
      }
    }
  });

  it("bad input is refused with 400 naming the field", async () => {
    const cases: [string, RegExp][] = [
      ["sort=action", /^sort: /],
      ["dir=up", /^dir: /],
      ["limit=0", /^limit: /],
      ["limit=101", /^limit: /],
      ["from=2021-02-30", /^from: /],
      ["to=yesterday", /^to: /],
      ["from=2021-03-05&to=2021-03-01", /^to: must not be before from/],
      [`entity_id=${b1}`, /^entity_type: is required with entity_id/],
      [`q=${"a".repeat(101)}`, /^q: /],
      ["actor_id=", /^actor_id: /],
      ["colour=red", /colour/],
      ["cursor=not-a-cursor", /^cursor: /],
    ];
    for (const [query, message] of cases) {
      const res = await admin.fetch(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      const body = await res.json<ErrorBody>();
      expect(body.error.code, query).toBe("invalid_request");
      expect(body.error.message, query).toMatch(message);
    }
    const csv = await admin.fetch("/api/admin/audit/export?cursor=abc");
    expect(csv.status).toBe(400);
  });
});
