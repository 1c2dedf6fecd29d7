import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_SUSPENDED_MESSAGE } from "../../domain/account-suspension";
import type { AdminTravelerDetail, AdminTravelersResponse } from "../../domain/api/admin-travelers";
import { SUSPENSION_REASON_MAX } from "../../domain/api/admin-travelers";
import { totpCode, totpStep } from "../../domain/totp";
import { CLOSE } from "../../durable-objects/protocol";
import { type ErrorBody, get } from "./helpers";
import { PEOPLE_PASSWORD, type Person, person } from "./people";
import { is, openThroughWorker } from "./sockets";

// The admins' travelers (issue 19 item 3): the console list (search, filters, sorts, keyset pages, CSV), one
// person's detail, and suspend / restore: sessions ended at once, sign-in refused with the reason to write to
// support, live sockets closed, the audit row and the e-mail in the same batch.

let admin: Person;
let host: Person;
/** A word in every test traveler's last name, so searches see only this file's people. */
const TAG = `Qx${crypto.randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  [admin, host] = await Promise.all([
    person("admin", { first_name: "Ada", last_name: "Admin" }),
    person("approved-host", { first_name: "Bolat", last_name: "Steppe" }),
  ]);
});

const json = async <T>(res: Response, status = 200): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
};

const list = (query: Record<string, string>) =>
  admin.fetch(`/api/admin/travelers?${new URLSearchParams(query)}`).then((r) => json<AdminTravelersResponse>(r));

const detail = (id: string) => admin.fetch(`/api/admin/travelers/${id}`).then((r) => json<AdminTravelerDetail>(r));

const suspend = (id: string, reason = "Asked hosts to be paid outside the site, three reports.") =>
  admin.fetch(`/api/admin/travelers/${id}/suspend`, { method: "POST", json: { reason } });
const restore = (id: string) => admin.fetch(`/api/admin/travelers/${id}/restore`, { method: "POST" });

let ipCounter = 0;
/** Signs in with the password, from an address of its own (the per-IP limit never interferes). */
const signIn = (email: string) =>
  get("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${(ipCounter++ % 250) + 1}` },
    body: JSON.stringify({ email, password: PEOPLE_PASSWORD }),
  });

const auditRows = (action: string, entityId: string) =>
  env.DB.prepare("SELECT actor_id, details FROM audit_log WHERE action = ? AND entity_id = ? ORDER BY created_at")
    .bind(action, entityId)
    .all<{ actor_id: string; details: string }>()
    .then((r) => r.results.map((row) => ({ actor_id: row.actor_id, details: JSON.parse(row.details) })));

const mails = (to: string) =>
  env.DB.prepare('SELECT template_key, subject, text FROM email_outbox WHERE "to" = ? ORDER BY created_at')
    .bind(to)
    .all<{ template_key: string; subject: string; text: string }>()
    .then((r) => r.results);

async function traveler(first: string, options: { phone?: string; createdAt?: string } = {}): Promise<Person> {
  const p = await person("traveler", { first_name: first, last_name: TAG });
  if (options.phone) await env.DB.prepare("UPDATE users SET phone = ? WHERE id = ?").bind(options.phone, p.id).run();
  if (options.createdAt)
    await env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?").bind(options.createdAt, p.id).run();
  return p;
}

async function tripRequest(p: Person, isPublic: boolean): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO trip_requests (id, user_id, destinations, group_size, description, is_public)
     VALUES (?, ?, '["Kyrgyzstan"]', 2, 'Two weeks of horses and lakes', ?)`,
  )
    .bind(crypto.randomUUID(), p.id, isPublic ? 1 : 0)
    .run();
}

describe("the list", () => {
  let anna: Person;
  let boris: Person;
  let chen: Person;
  let dana: Person;
  beforeAll(async () => {
    [anna, boris, chen, dana] = await Promise.all([
      traveler("Anna", { createdAt: "2026-01-10T09:00:00.000Z" }),
      traveler("Boris", { phone: "+77011234567", createdAt: "2026-02-15T09:00:00.000Z" }),
      traveler("Chen", { createdAt: "2026-03-20T09:00:00.000Z" }),
      traveler("Dana", { createdAt: "2026-03-31T23:59:00.000Z" }),
    ]);
    await tripRequest(anna, true);
    await tripRequest(chen, false);
    await env.DB.prepare("UPDATE users SET last_sign_in_at = ? WHERE id = ?")
      .bind("2026-04-01T00:00:00.000Z", boris.id)
      .run();
    await env.DB.prepare("UPDATE users SET last_sign_in_at = NULL WHERE id IN (?, ?, ?)")
      .bind(anna.id, chen.id, dana.id)
      .run();
  });

  const names = (page: AdminTravelersResponse) => page.items.map((r) => r.first_name);

  it("lists only travelers (no hosts), newest first, with their standing and trip request", async () => {
    const page = await list({ q: TAG });
    expect(names(page)).toEqual(["Dana", "Chen", "Boris", "Anna"]);
    expect(page.next_cursor).toBeNull();
    const annaRow = page.items.find((r) => r.id === anna.id);
    expect(annaRow).toMatchObject({
      name: `Anna ${TAG}`,
      email: anna.email,
      status: "active",
      email_confirmed: true,
      has_trip_request: true,
      city: "Almaty",
    });
    // Chen's request is private: not a public trip request.
    expect(page.items.find((r) => r.id === chen.id)?.has_trip_request).toBe(false);
    const all = await list({ limit: "100" });
    expect(all.items.map((r) => r.id)).not.toContain(host.id);
  });

  it("finds a person by e-mail, phone, name or id", async () => {
    expect(names(await list({ q: anna.email }))).toEqual(["Anna"]);
    expect(names(await list({ q: anna.email.toUpperCase() }))).toEqual(["Anna"]);
    expect(names(await list({ q: "7011234" }))).toEqual(["Boris"]);
    expect(names(await list({ q: `chen ${TAG}` }))).toEqual(["Chen"]);
    expect(names(await list({ q: dana.id }))).toEqual(["Dana"]);
    // % and _ match themselves
    expect((await list({ q: "%" })).items).toEqual([]);
    // A whole address longer than 50 bytes (D1's limit on a LIKE pattern) is found too.
    const long = await person("traveler", { first_name: "Long", last_name: "Address" });
    const address = `a-rather-long-address-${crypto.randomUUID()}@example.org`;
    await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(address, long.id).run();
    expect(names(await list({ q: address }))).toEqual(["Long"]);
  });

  it("filters by trip request and sign-up dates (the to day included)", async () => {
    expect(names(await list({ q: TAG, trip: "yes" }))).toEqual(["Anna"]);
    expect(names(await list({ q: TAG, trip: "no" }))).toEqual(["Dana", "Chen", "Boris"]);
    expect(names(await list({ q: TAG, from: "2026-02-01", to: "2026-03-31" }))).toEqual(["Dana", "Chen", "Boris"]);
    expect(names(await list({ q: TAG, to: "2026-03-30" }))).toEqual(["Chen", "Boris", "Anna"]);
  });

  it("sorts by name and last sign-in, and walks keyset pages without gaps or repeats", async () => {
    expect(names(await list({ q: TAG, sort: "name", dir: "asc" }))).toEqual(["Anna", "Boris", "Chen", "Dana"]);
    // Never signed in sorts as the oldest; the id breaks the tie.
    const bySignIn = names(await list({ q: TAG, sort: "last_sign_in_at", dir: "desc" }));
    expect(bySignIn[0]).toBe("Boris");
    for (const [sort, dir] of [
      ["name", "desc"],
      ["created_at", "asc"],
      ["last_sign_in_at", "asc"],
    ] as const) {
      const whole = (await list({ q: TAG, sort, dir })).items.map((r) => r.id);
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminTravelersResponse = await list({
          q: TAG,
          sort,
          dir,
          limit: "1",
          ...(cursor ? { cursor } : {}),
        });
        expect(page.items.length).toBeLessThanOrEqual(1);
        walked.push(...page.items.map((r) => r.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(walked, `${sort} ${dir}`).toEqual(whole);
    }
  });

  it("filters by status", async () => {
    const eve = await traveler("Eve");
    expect((await suspend(eve.id)).status).toBe(200);
    expect(names(await list({ q: TAG, status: "suspended" }))).toEqual(["Eve"]);
    expect(names(await list({ q: TAG, status: "active" }))).not.toContain("Eve");
    expect((await list({ q: eve.email })).items[0]).toMatchObject({ status: "suspended" });
    expect((await restore(eve.id)).status).toBe(200);
  });

  it("leaves deleted accounts out", async () => {
    const gone = await traveler("Gone");
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(new Date().toISOString(), gone.id).run();
    expect((await list({ q: gone.email })).items).toEqual([]);
    expect((await admin.fetch(`/api/admin/travelers/${gone.id}`)).status).toBe(404);
  });

  it("exports the current filter as CSV, formula-safe", async () => {
    const tricky = await traveler("=HYPERLINK(1)");
    const res = await admin.fetch(
      `/api/admin/travelers/export?${new URLSearchParams({ q: TAG, sort: "name", dir: "asc" })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="travelers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe(
      '"id","name","email","phone","city","country","signed_up","last_sign_in","email_confirmed","status","suspended_at","public_trip_request"',
    );
    const rows = lines.slice(1);
    const listed = (await list({ q: TAG, sort: "name", dir: "asc", limit: "100" })).items;
    expect(rows).toHaveLength(listed.length);
    expect(rows.map((l) => l.split(",")[0])).toEqual(listed.map((r) => `"${r.id}"`));
    expect(rows.find((l) => l.includes(anna.id))).toContain(`"${anna.email}"`);
    expect(rows.find((l) => l.includes(tricky.id))).toContain(`"'=HYPERLINK(1) ${TAG}"`);
    // the filter applies: only the public trip request
    const trips = (await (await admin.fetch(`/api/admin/travelers/export?q=${TAG}&trip=yes`)).text()).split("\r\n");
    expect(trips).toHaveLength(2);
    expect(trips[1]).toContain(anna.id);
  });
});

describe("one traveler", () => {
  it("shows the profile, trip request, bookings, conversations and sessions", async () => {
    const t = await traveler("Farida");
    await tripRequest(t, true);
    const bookingId = crypto.randomUUID();
    const conversationId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO bookings (id, listing_type, listing_id, listing_title, traveler_id, host_id, start_date, party_size,
           total_cents, deposit_cents, status)
         VALUES (?, 'tours', ?, 'Horse trek to Kol-Suu', ?, ?, '2027-05-12', 2, 60000, 12000, 'requested')`,
      ).bind(bookingId, crypto.randomUUID(), t.id, host.id),
      env.DB.prepare("INSERT INTO conversations (id, traveler_id, host_id, last_message_at) VALUES (?, ?, ?, ?)").bind(
        conversationId,
        t.id,
        host.id,
        new Date().toISOString(),
      ),
      env.DB.prepare(
        "INSERT INTO messages (id, conversation_id, sender_id, body, seq) VALUES (?, ?, ?, 'Hello!', 1), (?, ?, ?, 'Hi!', 2)",
      ).bind(crypto.randomUUID(), conversationId, t.id, crypto.randomUUID(), conversationId, host.id),
    ]);
    expect((await signIn(t.email)).status).toBe(200); // a second device

    const d = await detail(t.id);
    expect(d.traveler).toMatchObject({
      id: t.id,
      name: `Farida ${TAG}`,
      email: t.email,
      city: "Almaty",
      country: "Kazakhstan",
      email_confirmed: true,
      status: "active",
      is_admin: false,
      suspension: null,
    });
    expect(d.trip_request).toMatchObject({ destinations: ["Kyrgyzstan"], group_size: 2, is_public: true });
    expect(d.bookings).toEqual([
      expect.objectContaining({
        id: bookingId,
        listing_title: "Horse trek to Kol-Suu",
        host_name: "Bolat Steppe",
        status: "requested",
        total_cents: 60000,
      }),
    ]);
    expect(d.bookings_total).toBe(1);
    expect(d.conversations).toEqual([
      expect.objectContaining({ id: conversationId, kind: "direct", with_name: "Bolat Steppe", message_count: 2 }),
    ]);
    expect(d.conversations_total).toBe(1);
    expect(d.active_sessions).toBe(2);
  });

  it("shows the person's authenticator, which an admin may remove (a lost phone): audited, the person is told", async () => {
    const t = await traveler("Gulnara");
    expect((await detail(t.id)).authenticators).toEqual([]);
    const enrolled = await json<{ id: string; totp: { secret: string } }>(
      await t.fetch("/auth/v1/factors", { method: "POST", json: { factor_type: "totp", friendly_name: "Phone" } }),
    );
    const challenge = await json<{ id: string }>(
      await t.fetch(`/auth/v1/factors/${enrolled.id}/challenge`, { method: "POST", json: {} }),
    );
    const code = await totpCode(enrolled.totp.secret, totpStep(Date.now() / 1000));
    await json(
      await t.fetch(`/auth/v1/factors/${enrolled.id}/verify`, {
        method: "POST",
        json: { challenge_id: challenge.id, code },
      }),
    );
    expect((await detail(t.id)).authenticators).toEqual([
      { id: enrolled.id, name: "Phone", created_at: expect.any(String) },
    ]);

    await json(await admin.fetch(`/auth/v1/admin/users/${t.id}/factors/${enrolled.id}`, { method: "DELETE" }));
    const after = await detail(t.id);
    expect(after.authenticators).toEqual([]);
    expect(after.history[0]).toMatchObject({ action: "user.mfa_factor.delete", by: { id: admin.id } });
    expect((await mails(t.email)).map((m) => m.template_key)).toContain("mfa_factor_unenrolled");
  });

  it("is 404 for an unknown id and for a person who is not a traveler", async () => {
    for (const id of ["no-such-person", host.id]) {
      const res = await admin.fetch(`/api/admin/travelers/${id}`);
      expect((await json<ErrorBody>(res, 404)).error.code).toBe("not_found");
      expect((await suspend(id)).status).toBe(404);
      expect((await restore(id)).status).toBe(404);
    }
  });
});

describe("suspend and restore", () => {
  it("ends every session at once, closes live sockets, refuses sign-in, and restores", async () => {
    const t = await traveler("Gulnara");
    const second = await signIn(t.email);
    const { refresh_token: refreshToken, access_token: secondToken } = await second.json<{
      refresh_token: string;
      access_token: string;
    }>();
    const conversationId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO conversations (id, traveler_id, host_id) VALUES (?, ?, ?)")
      .bind(conversationId, t.id, host.id)
      .run();
    const bearer = { Authorization: `Bearer ${t.token}` };
    const hub = await openThroughWorker("/ws/me", bearer);
    await hub.waitFor(is("ready"));
    const room = await openThroughWorker(`/ws/conversations/${conversationId}`, bearer);
    await room.waitFor(is("ready"));
    const hostRoom = await openThroughWorker(`/ws/conversations/${conversationId}`, {
      Authorization: `Bearer ${host.token}`,
    });
    await hostRoom.waitFor(is("ready"));
    expect((await t.fetch("/api/me/profile")).status).toBe(200);

    const reason = "Asked two hosts for payment by bank transfer outside the site.";
    const suspended = await json<AdminTravelerDetail>(await suspend(t.id, `  ${reason}  `));
    expect(suspended.traveler.status).toBe("suspended");
    expect(suspended.traveler.suspension).toMatchObject({ reason, by: { id: admin.id, name: "Ada Admin" } });
    expect(suspended.active_sessions).toBe(0);

    // Both devices are signed out at once: the old access tokens are refused, the refresh token too.
    expect((await t.fetch("/api/me/profile")).status).toBe(401);
    expect((await get("/api/me/profile", { headers: { Authorization: `Bearer ${secondToken}` } })).status).toBe(401);
    const refreshed = await get("/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refreshed.status).toBe(400);
    expect((await refreshed.json<{ code: string }>()).code).toBe("refresh_token_not_found");
    // Their live sockets are closed as "session ended"; the host's socket in the same room stays.
    expect((await hub.closedWith()).code).toBe(CLOSE.sessionEnded);
    expect((await room.closedWith()).code).toBe(CLOSE.sessionEnded);
    expect(hostRoom.closed()).toBeNull();
    hostRoom.close();
    // and a new socket is refused
    expect((await get("/ws/me", { headers: { Upgrade: "websocket", ...bearer } })).status).toBe(401);

    // Signing in says the account is suspended and how to reach support.
    const refusedSignIn = await signIn(t.email);
    expect(refusedSignIn.status).toBe(400);
    const refusal = await refusedSignIn.json<{ code: string; msg: string; error: { message: string } }>();
    expect(refusal).toMatchObject({ code: "user_banned", msg: ACCOUNT_SUSPENDED_MESSAGE });
    expect(refusal.msg).toContain("support@");

    expect(await auditRows("user.suspend", t.id)).toEqual([{ actor_id: admin.id, details: { reason } }]);
    const [mail] = await mails(t.email);
    expect(mail).toMatchObject({ template_key: "account_suspended", subject: "Your Untrodden account is suspended" });
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain("support@untrodden.travel");

    // Suspending again is a conflict, and changes nothing.
    const again = await suspend(t.id, "Another reason");
    expect((await json<ErrorBody>(again, 409)).error.code).toBe("already_suspended");
    expect(await auditRows("user.suspend", t.id)).toHaveLength(1);

    // Restore: sign-in works again.
    const restored = await json<AdminTravelerDetail>(await restore(t.id));
    expect(restored.traveler).toMatchObject({ status: "active", suspension: null });
    const back = await signIn(t.email);
    expect(back.status).toBe(200);
    const { access_token: newToken } = await back.json<{ access_token: string }>();
    expect((await get("/api/me/profile", { headers: { Authorization: `Bearer ${newToken}` } })).status).toBe(200);
    expect(await auditRows("user.restore", t.id)).toEqual([{ actor_id: admin.id, details: { lifted_reason: reason } }]);
    expect((await mails(t.email)).map((m) => m.template_key)).toEqual(["account_suspended", "account_restored"]);
    // The detail shows both, newest first.
    expect(restored.history).toEqual([
      expect.objectContaining({ action: "user.restore", by: { id: admin.id, name: "Ada Admin" }, reason }),
      expect.objectContaining({ action: "user.suspend", by: { id: admin.id, name: "Ada Admin" }, reason }),
    ]);
    const row = await env.DB.prepare(
      "SELECT suspended_at, suspended_by, suspension_reason, banned_until FROM users WHERE id = ?",
    )
      .bind(t.id)
      .first();
    expect(row).toEqual({ suspended_at: null, suspended_by: null, suspension_reason: null, banned_until: null });

    // Restoring again is a conflict.
    expect((await json<ErrorBody>(await restore(t.id), 409)).error.code).toBe("not_suspended");
  });

  it("refuses to suspend an admin or oneself, and changes nothing", async () => {
    const otherAdmin = await person("admin", { first_name: "Otto", last_name: TAG });
    expect((await json<ErrorBody>(await suspend(otherAdmin.id), 409)).error.code).toBe("admin_account");
    expect((await json<ErrorBody>(await suspend(admin.id), 409)).error.code).toBe("own_account");
    expect((await otherAdmin.fetch("/api/me/profile")).status).toBe(200);
    expect(await auditRows("user.suspend", otherAdmin.id)).toEqual([]);
  });

  it("refuses a missing, empty or too long reason", async () => {
    const t = await traveler("Hamid");
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(SUSPENSION_REASON_MAX + 1) }, { reason: 5 }]) {
      const res = await admin.fetch(`/api/admin/travelers/${t.id}/suspend`, { method: "POST", json: body });
      expect((await json<ErrorBody>(res, 400)).error.message).toMatch(/^reason: /);
    }
    expect((await suspend(t.id, "x".repeat(SUSPENSION_REASON_MAX))).status).toBe(200);
  });
});

describe("who may call it", () => {
  it("refuses guests (401) and non-admins (403) on every route", async () => {
    const t = await traveler("Ivan");
    const [guest, other] = await Promise.all([person("guest"), person("traveler")]);
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ["/api/admin/travelers", {}],
      ["/api/admin/travelers/export", {}],
      [`/api/admin/travelers/${t.id}`, {}],
      [`/api/admin/travelers/${t.id}/suspend`, { method: "POST", json: { reason: "Spam." } }],
      [`/api/admin/travelers/${t.id}/restore`, { method: "POST" }],
    ];
    for (const [path, init] of calls) {
      expect((await guest.fetch(path, init)).status, path).toBe(401);
      expect((await other.fetch(path, init)).status, path).toBe(403);
      expect((await host.fetch(path, init)).status, path).toBe(403);
    }
    expect((await detail(t.id)).traveler.status).toBe("active");
  });

  it("refuses bad list input (400)", async () => {
    for (const query of [
      "sort=email",
      "dir=up",
      "status=banned",
      "trip=maybe",
      "from=2026-02-30",
      "to=yesterday",
      "limit=0",
      "limit=101",
      "cursor=",
      "colour=blue",
      `q=${"a".repeat(101)}`,
    ]) {
      const res = await admin.fetch(`/api/admin/travelers?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await admin.fetch("/api/admin/travelers/export?limit=5")).status).toBe(400);
  });
});
