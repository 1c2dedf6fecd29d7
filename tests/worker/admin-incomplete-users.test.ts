/**
 * /admin/incomplete-users (issue 19 item 5): who counts as incomplete (complete, deleted and the support account
 * never do), how far each got, search, filter, sort and keyset pages, the CSV of the current filter, the reminder
 * e-mail at most once a week (audited), and the daily cron export to R2 that admins list and download.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  IncompleteUserExportsPage,
  IncompleteUsersPage,
  ReminderResponse,
} from "../../domain/api/admin-incomplete-users";
import { INCOMPLETE_STAGE_LABELS } from "../../domain/incomplete-users";
import { CRON } from "../../worker/cron";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

let admin: Person;
let traveler: Person;
let host: Person;
let noProfile: Person;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** People stored directly, each at a known stage of sign-up. */
const FIXTURE = {
  unconfirmed: { id: "inc-unconfirmed", email: "zara.unconfirmed@example.org", created: ago(9) },
  confirmed: { id: "inc-confirmed", email: "omar.confirmed@example.org", created: ago(8) },
  named: { id: "inc-named", email: "ina.named@example.org", created: ago(7) },
  phoneOnly: { id: "inc-phone", email: null, created: ago(6) },
  deleted: { id: "inc-deleted", email: "gone@example.org", created: ago(5) },
} as const;

beforeAll(async () => {
  [admin, traveler, host, noProfile] = await Promise.all([
    person("admin"),
    person("traveler"),
    person("approved-host"),
    person("no-profile"),
  ]);
  const f = FIXTURE;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email, created_at) VALUES (?, ?, ?)").bind(
      f.unconfirmed.id,
      f.unconfirmed.email,
      f.unconfirmed.created,
    ),
    env.DB.prepare("INSERT INTO users (id, email, email_confirmed_at, created_at) VALUES (?, ?, ?, ?)").bind(
      f.confirmed.id,
      f.confirmed.email,
      ago(8),
      f.confirmed.created,
    ),
    env.DB.prepare(
      "INSERT INTO users (id, email, email_confirmed_at, last_sign_in_at, created_at) VALUES (?, ?, ?, ?, ?)",
    ).bind(f.named.id, f.named.email, ago(7), ago(2), f.named.created),
    env.DB.prepare(
      "INSERT INTO profiles (user_id, user_type, first_name, last_name) VALUES (?, NULL, 'Ina', 'Karimova')",
    ).bind(f.named.id),
    env.DB.prepare(
      "INSERT INTO users (id, phone, phone_confirmed_at, created_at) VALUES (?, '77011234567', ?, ?)",
    ).bind(f.phoneOnly.id, ago(6), f.phoneOnly.created),
    env.DB.prepare("INSERT INTO users (id, email, created_at, deleted_at) VALUES (?, ?, ?, ?)").bind(
      f.deleted.id,
      f.deleted.email,
      f.deleted.created,
      ago(1),
    ),
  ]);
});

/** Everyone incomplete in this file: the fixture's live people and the signed-in person without a profile. */
const incompleteIds = () => [
  FIXTURE.unconfirmed.id,
  FIXTURE.confirmed.id,
  FIXTURE.named.id,
  FIXTURE.phoneOnly.id,
  noProfile.id,
];

const list = async (query = "") => {
  const res = await admin.fetch(`/api/admin/incomplete-users${query}`);
  expect(res.status).toBe(200);
  return res.json<IncompleteUsersPage>();
};

const errorOf = async (res: Response) => (await res.json<ErrorBody>()).error;

/** The CSV's rows as arrays of cells (every cell is quoted; no cell of these fixtures holds a quote or comma). */
const cells = (csv: string) => csv.split("\r\n").map((line) => line.slice(1, -1).split('","'));

describe("who may use /api/admin/incomplete-users", () => {
  it("refuses a guest (401) and every non-admin (403) on every route, and sends nothing", async () => {
    const guest = await person("guest");
    for (const [who, status] of [
      [guest, 401],
      [traveler, 403],
      [host, 403],
      [noProfile, 403],
    ] as const) {
      expect((await who.fetch("/api/admin/incomplete-users")).status).toBe(status);
      expect((await who.fetch("/api/admin/incomplete-users/export")).status).toBe(status);
      expect((await who.fetch("/api/admin/incomplete-users/exports")).status).toBe(status);
      expect((await who.fetch("/api/admin/incomplete-users/exports/some-id")).status).toBe(status);
      const remind = await who.fetch(`/api/admin/incomplete-users/${FIXTURE.confirmed.id}/remind`, { method: "POST" });
      expect(remind.status).toBe(status);
    }
    const reminders = await env.DB.prepare("SELECT count(*) AS n FROM incomplete_user_reminders").first<number>("n");
    expect(reminders).toBe(0);
  });

  it("answers bad input with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?sort=email", "sort"],
      ["?dir=up", "dir"],
      ["?stage=almost", "stage"],
      ["?limit=0", "limit"],
      ["?cursor=not-a-cursor", "cursor"],
      ["?colour=red", ""],
    ] as const) {
      const res = await admin.fetch(`/api/admin/incomplete-users${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).message).toContain(field);
    }
    expect((await admin.fetch("/api/admin/incomplete-users/export?stage=almost")).status).toBe(400);
    expect((await admin.fetch("/api/admin/incomplete-users/exports?limit=500")).status).toBe(400);
    const longId = "x".repeat(65);
    expect((await admin.fetch(`/api/admin/incomplete-users/${longId}/remind`, { method: "POST" })).status).toBe(400);
  });
});

describe("the list", () => {
  it("has exactly the people without a user type: never the complete, the deleted or the support account", async () => {
    const page = await list("?limit=100");
    expect(page.items.map((r) => r.id).sort()).toEqual(incompleteIds().sort());
    expect(page.next_cursor).toBeNull();
  });

  it("says how far each got, with their name when they gave one", async () => {
    const { items } = await list("?limit=100");
    const byId = new Map(items.map((r) => [r.id, r]));
    expect(byId.get(FIXTURE.unconfirmed.id)).toMatchObject({ stage: "unconfirmed", name: null, last_sign_in_at: null });
    expect(byId.get(FIXTURE.confirmed.id)?.stage).toBe("confirmed");
    expect(byId.get(FIXTURE.phoneOnly.id)).toMatchObject({ stage: "confirmed", email: null, phone: "77011234567" });
    expect(byId.get(noProfile.id)?.stage).toBe("signed_in");
    expect(byId.get(FIXTURE.named.id)).toMatchObject({
      stage: "named",
      name: "Ina Karimova",
      email: FIXTURE.named.email,
      created_at: FIXTURE.named.created,
      reminders_sent: 0,
      last_reminded_at: null,
      next_reminder_at: null,
    });
  });

  it("searches e-mail, phone and name, and filters by stage", async () => {
    expect((await list("?q=OMAR.CONFIRMED")).items.map((r) => r.id)).toEqual([FIXTURE.confirmed.id]);
    expect((await list("?q=karimova")).items.map((r) => r.id)).toEqual([FIXTURE.named.id]);
    expect((await list("?q=7701123")).items.map((r) => r.id)).toEqual([FIXTURE.phoneOnly.id]);
    expect((await list("?q=%25")).items).toEqual([]);
    // A whole long address (D1 refuses LIKE patterns over 50 bytes; the search must not use one).
    expect((await list(`?q=${"a".repeat(60)}@example.org`)).items).toEqual([]);
    expect((await list("?stage=confirmed&limit=100")).items.map((r) => r.id).sort()).toEqual(
      [FIXTURE.confirmed.id, FIXTURE.phoneOnly.id].sort(),
    );
    expect((await list("?stage=unconfirmed&q=omar")).items).toEqual([]);
  });

  it("sorts by sign-up or last sign-in either way, and walks keyset pages without gaps or repeats", async () => {
    const oldestFirst = await list("?sort=created_at&dir=asc&limit=100");
    expect(oldestFirst.items.slice(0, 4).map((r) => r.id)).toEqual([
      FIXTURE.unconfirmed.id,
      FIXTURE.confirmed.id,
      FIXTURE.named.id,
      FIXTURE.phoneOnly.id,
    ]);
    const newestFirst = await list("?limit=100");
    expect(newestFirst.items.map((r) => r.id)).toEqual(oldestFirst.items.map((r) => r.id).reverse());
    const bySignIn = await list("?sort=last_sign_in_at&dir=desc&limit=100");
    expect(bySignIn.items.slice(0, 2).map((r) => r.id)).toEqual([noProfile.id, FIXTURE.named.id]);

    for (const sort of ["created_at", "last_sign_in_at"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: IncompleteUsersPage = await list(
          `?sort=${sort}&dir=asc&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((r) => r.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen.sort(), sort).toEqual(incompleteIds().sort());
    }
  });
});

describe("export now", () => {
  it("downloads the current filter as CSV (attachment, never cached) and audits it", async () => {
    const res = await admin.fetch("/api/admin/incomplete-users/export?stage=confirmed&sort=created_at&dir=asc");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="incomplete-users-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const rows = cells(await res.text());
    expect(rows[0]).toEqual([
      "User id",
      "E-mail",
      "Phone",
      "Name",
      "Signed up",
      "How far they got",
      "Last sign-in",
      "Last reminder",
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([FIXTURE.confirmed.id, FIXTURE.phoneOnly.id]);
    expect(rows[1]).toEqual([
      FIXTURE.confirmed.id,
      FIXTURE.confirmed.email,
      "",
      "",
      FIXTURE.confirmed.created,
      INCOMPLETE_STAGE_LABELS.confirmed,
      "",
      "",
    ]);
    const audit = await env.DB.prepare(
      "SELECT actor_id FROM audit_log WHERE action = 'incomplete_users.export' ORDER BY created_at DESC",
    ).first<string>("actor_id");
    expect(audit).toBe(admin.id);
  });
});

describe("the reminder", () => {
  const remind = (id: string) => admin.fetch(`/api/admin/incomplete-users/${id}/remind`, { method: "POST" });

  it("e-mails the person a link to choose traveler or host, records it and audits it", async () => {
    const res = await remind(FIXTURE.named.id);
    expect(res.status).toBe(200);
    const { user } = await res.json<ReminderResponse>();
    expect(user).toMatchObject({ id: FIXTURE.named.id, reminders_sent: 1 });
    expect(Date.parse(user.next_reminder_at ?? "") - Date.parse(user.last_reminded_at ?? "")).toBe(7 * DAY);
    const mail = await env.DB.prepare('SELECT subject, text, template_key, user_id FROM email_outbox WHERE "to" = ?')
      .bind(FIXTURE.named.email)
      .first<{ subject: string; text: string; template_key: string; user_id: string }>();
    expect(mail).toMatchObject({ template_key: "signup_reminder", user_id: FIXTURE.named.id });
    expect(mail?.subject).toBe("Finish setting up your Untrodden account");
    expect(mail?.text).toContain("Hello Ina,");
    expect(mail?.text).toContain("https://untrodden.test/complete-profile");
    const audit = await env.DB.prepare(
      "SELECT actor_id FROM audit_log WHERE action = 'incomplete_user.remind' AND entity_id = ?",
    )
      .bind(FIXTURE.named.id)
      .first<string>("actor_id");
    expect(audit).toBe(admin.id);
    // The list shows it.
    const row = (await list("?q=ina.named")).items[0];
    expect(row?.last_reminded_at).toBe(user.last_reminded_at);
  });

  it("refuses a second reminder within a week (429, saying when the next may go), and allows it after", async () => {
    await remind(FIXTURE.confirmed.id);
    const again = await remind(FIXTURE.confirmed.id);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(6 * 86_400);
    const error = await errorOf(again);
    expect(error.code).toBe("reminded_recently");
    expect(error.message).toMatch(/at most once every 7 days: the next can be sent from \d+ \w+ \d{4}/);
    const mails = () =>
      env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE "to" = ?')
        .bind(FIXTURE.confirmed.email)
        .first<number>("n");
    expect(await mails()).toBe(1);

    await env.DB.prepare("UPDATE incomplete_user_reminders SET last_sent_at = ? WHERE user_id = ?")
      .bind(ago(8), FIXTURE.confirmed.id)
      .run();
    const later = await remind(FIXTURE.confirmed.id);
    expect(later.status).toBe(200);
    expect((await later.json<ReminderResponse>()).user.reminders_sent).toBe(2);
    expect(await mails()).toBe(2);
  });

  it("refuses a complete person (409), a deleted, unknown or support account (404), a phone-only one (409)", async () => {
    const complete = await remind(traveler.id);
    expect(complete.status).toBe(409);
    expect((await errorOf(complete)).message).toContain("finished signing up");
    for (const id of [FIXTURE.deleted.id, "no-such-person", "support"]) {
      const res = await remind(id);
      expect(res.status, id).toBe(404);
    }
    const phone = await remind(FIXTURE.phoneOnly.id);
    expect(phone.status).toBe(409);
    expect((await errorOf(phone)).code).toBe("no_email");
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM incomplete_user_reminders WHERE user_id IN (?, ?, ?)")
      .bind(traveler.id, FIXTURE.deleted.id, FIXTURE.phoneOnly.id)
      .first<number>("n");
    expect(rows).toBe(0);
  });
});

// The plugin's loopback for the default export runs the worker's scheduled() handler.
const worker = exports.default as unknown as { scheduled(c: { cron: string; scheduledTime: Date }): Promise<void> };

describe("the daily export", () => {
  it("writes exactly the incomplete people to R2, lists it newest first and downloads it", async () => {
    await worker.scheduled({ cron: CRON.incompleteUserExport, scheduledTime: new Date() });
    await worker.scheduled({ cron: CRON.incompleteUserExport, scheduledTime: new Date() });
    const stored = await env.DB.prepare(
      "SELECT id, r2_key, row_count FROM incomplete_user_exports ORDER BY created_at DESC, id DESC",
    ).all<{ id: string; r2_key: string; row_count: number }>();
    expect(stored.results).toHaveLength(2);
    const newest = stored.results[0];
    if (!newest) throw new Error("no export");
    expect(newest.row_count).toBe(incompleteIds().length);
    const csv = (await (await env.MEDIA.get(newest.r2_key))?.text()) ?? "";
    const ids = cells(csv)
      .slice(1)
      .map((r) => r[0]);
    expect(ids.sort()).toEqual(incompleteIds().sort());

    const listed = await admin.fetch("/api/admin/incomplete-users/exports");
    expect(listed.status).toBe(200);
    const page = await listed.json<IncompleteUserExportsPage>();
    expect(page.items.map((e) => e.id)).toEqual(stored.results.map((e) => e.id));
    expect(page.items[0]).toMatchObject({ id: newest.id, row_count: incompleteIds().length });
    expect(page.items[0]).not.toHaveProperty("r2_key");

    const first = await (
      await admin.fetch("/api/admin/incomplete-users/exports?limit=1")
    ).json<IncompleteUserExportsPage>();
    expect(first.items.map((e) => e.id)).toEqual([newest.id]);
    const second = await (
      await admin.fetch(`/api/admin/incomplete-users/exports?limit=1&cursor=${first.next_cursor}`)
    ).json<IncompleteUserExportsPage>();
    expect(second.items.map((e) => e.id)).toEqual([stored.results[1]?.id]);
    expect(second.next_cursor).toBeNull();

    const download = await admin.fetch(`/api/admin/incomplete-users/exports/${newest.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="incomplete-users-.*\.csv"$/);
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await download.text()).toBe(csv);
  });

  it("answers 404 for an export that does not exist, and never serves exports as public media", async () => {
    const res = await admin.fetch("/api/admin/incomplete-users/exports/no-such-export");
    expect(res.status).toBe(404);
    const key = await env.DB.prepare("SELECT r2_key FROM incomplete_user_exports LIMIT 1").first<string>("r2_key");
    expect((await admin.fetch(`/media/${key}`)).status).toBe(404);
  });
});
