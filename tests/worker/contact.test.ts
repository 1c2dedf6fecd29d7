import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_INBOX_PAGE,
  CONTACT_LIMITS,
  CONTACT_RATE_LIMITS,
  type ContactInboxResponse,
  type ContactResolveResponse,
} from "../../domain/api/contact";
import { BRAND } from "../../domain/brand";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

/** The contact form (POST /api/contact) and the admins' inbox of its messages. */

let ipCounter = 0;
/** Each test's messages from an address of its own, so the per-IP limit is met only where a test means to. */
const nextIp = () => `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const MESSAGE = {
  name: "Marta Kowalska",
  email: "marta@example.org",
  topic: "booking",
  message: "Our driver in Bishkek asked to be paid the balance in cash. Is that fine, and how is it recorded?",
};

function send(who: Person, body: unknown, ip = nextIp()) {
  return who.fetch("/api/contact", { method: "POST", json: body, headers: { "CF-Connecting-IP": ip } });
}

async function rows(email: string) {
  const { results } = await env.DB.prepare("SELECT * FROM contact_messages WHERE email = ? ORDER BY created_at")
    .bind(email)
    .all<{ id: string; name: string; topic: string; message: string; user_id: string | null; status: string }>();
  return results;
}

async function mails(text: string) {
  const { results } = await env.DB.prepare(
    `SELECT "to", subject, text, html, status, template_key FROM email_outbox WHERE text LIKE ? ORDER BY created_at`,
  )
    .bind(`%${text}%`)
    .all<{ to: string; subject: string; text: string; html: string; status: string; template_key: string }>();
  return results;
}

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`;

let guest: Person;
let traveler: Person;
let admin: Person;
let otherAdmin: Person;
let host: Person;

beforeAll(async () => {
  [guest, traveler, admin, otherAdmin, host] = await Promise.all([
    person("guest"),
    person("traveler"),
    person("admin", { first_name: "Ada", last_name: "Admin" }),
    person("admin", { first_name: "Otto", last_name: "Admin" }),
    person("approved-host"),
  ]);
});

describe("POST /api/contact", () => {
  it("stores the message and e-mails it to the support address, delivered through the outbox", async () => {
    const email = unique("stored");
    const res = await send(guest, { ...MESSAGE, email, message: `${MESSAGE.message}\n\nThanks, <b>Marta</b>` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const [row] = await rows(email);
    expect(row).toMatchObject({ name: "Marta Kowalska", topic: "booking", status: "open", user_id: null });
    expect(row?.message).toContain("Thanks, <b>Marta</b>");
    const [mail] = await mails(email);
    expect(mail).toMatchObject({ to: BRAND.supportEmail, status: "sent", template_key: "contact_message" });
    expect(mail?.subject).toBe("Contact form: A booking or payment (Marta Kowalska)");
    expect(mail?.text).toContain(`From: Marta Kowalska <${email}>`);
    expect(mail?.text).toContain("Thanks, <b>Marta</b>");
    // The sender's words are text in the HTML version, never markup.
    expect(mail?.html).toContain("Thanks, &lt;b&gt;Marta&lt;/b&gt;");
    expect(mail?.html).not.toContain("<b>Marta</b>");
    expect(mail?.html).toContain(`https://untrodden.test/admin/inbox`);
  });

  it("keeps the account of a signed-in sender", async () => {
    const email = unique("signed-in");
    expect((await send(traveler, { ...MESSAGE, email, topic: "account" })).status).toBe(200);
    expect((await rows(email))[0]).toMatchObject({ user_id: traveler.id, topic: "account" });
  });

  it("answers a filled-in honeypot as received and keeps nothing: no message, no e-mail", async () => {
    const email = unique("bot");
    const res = await send(guest, { ...MESSAGE, email, website: "https://cheap-pills.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await rows(email)).toEqual([]);
    expect(await mails(email)).toEqual([]);
  });

  it("refuses bad input with the field's name, and stores nothing", async () => {
    const email = unique("bad");
    const cases: [unknown, string][] = [
      [{ ...MESSAGE, email, name: "" }, "name: is required"],
      [{ ...MESSAGE, email, name: "   " }, "name: is required"],
      [{ ...MESSAGE, email: "not-an-address" }, "email: must be an e-mail address like name@example.com"],
      [{ ...MESSAGE, email, topic: "refunds-now" }, "topic: must be one of the list"],
      [{ name: MESSAGE.name, email, message: MESSAGE.message }, "topic: is required"],
      [{ ...MESSAGE, email, message: "" }, "message: is required"],
      [{ ...MESSAGE, email, message: "Help?" }, `message: needs at least ${CONTACT_LIMITS.messageMin} characters`],
      [
        { ...MESSAGE, email, message: "x".repeat(CONTACT_LIMITS.messageMax + 1) },
        `message: can be at most ${CONTACT_LIMITS.messageMax} characters`,
      ],
      [{ ...MESSAGE, email, message: "Hello\u0000there, a long enough message" }, "message: must not contain"],
      [{ ...MESSAGE, email, admin: true }, "admin"],
    ];
    for (const [body, error] of cases) {
      const res = await send(guest, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toContain(error);
    }
    expect(await rows(email)).toEqual([]);
  });

  it("limits messages per IP address, with Retry-After", async () => {
    const ip = nextIp();
    const email = unique("ip");
    for (let n = 0; n < CONTACT_RATE_LIMITS.ip.limit; n++)
      expect((await send(guest, { ...MESSAGE, email }, ip)).status).toBe(200);
    const refused = await send(guest, { ...MESSAGE, email }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await rows(email)).length).toBe(CONTACT_RATE_LIMITS.ip.limit);
    // Another address is not affected.
    expect((await send(guest, { ...MESSAGE, email })).status).toBe(200);
  });

  it("limits a signed-in person across addresses", async () => {
    const sender = await person("traveler");
    const email = unique("person");
    for (let n = 0; n < CONTACT_RATE_LIMITS.person.limit; n++)
      expect((await send(sender, { ...MESSAGE, email })).status).toBe(200);
    const refused = await send(sender, { ...MESSAGE, email });
    expect(refused.status).toBe(429);
    expect((await refused.json<ErrorBody>()).error.code).toBe("over_request_rate_limit");
    expect((await rows(email)).length).toBe(CONTACT_RATE_LIMITS.person.limit);
    expect(await mails(email)).toHaveLength(CONTACT_RATE_LIMITS.person.limit);
  });
});

describe("the admins' inbox", () => {
  it("lists open messages newest first with the counts, a page at a time", async () => {
    const email = unique("inbox");
    for (let n = 0; n < 3; n++) await send(guest, { ...MESSAGE, email, name: `Sender ${n}` });
    const res = await admin.fetch("/api/admin/contact-messages");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json<ContactInboxResponse>();
    const mine = body.items.filter((m) => m.email === email).map((m) => m.name);
    expect(mine).toEqual(["Sender 2", "Sender 1", "Sender 0"]);
    expect(body.counts.open).toBeGreaterThanOrEqual(3);
    expect(body.items.every((m) => m.status === "open")).toBe(true);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM contact_messages WHERE status = 'open'").first<{
      n: number;
    }>()) ?? { n: 0 };
    expect(body.counts.open).toBe(n);
  });

  it("pages through every open message once with the cursor", async () => {
    const email = unique("pages");
    for (let n = 0; n < CONTACT_INBOX_PAGE + 2; n++) {
      await env.DB.prepare(
        "INSERT INTO contact_messages (id, name, email, topic, message, created_at) VALUES (?, ?, ?, 'other', 'A message long enough', ?)",
      )
        .bind(crypto.randomUUID(), `Paged ${n}`, email, new Date(Date.UTC(2020, 0, 1, 0, 0, n % 3)).toISOString())
        .run();
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
      const page: ContactInboxResponse = await (await admin.fetch(`/api/admin/contact-messages${q}`)).json();
      expect(page.items.length).toBeLessThanOrEqual(CONTACT_INBOX_PAGE);
      seen.push(...page.items.map((m) => m.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await env.DB.prepare("SELECT id FROM contact_messages WHERE status = 'open'").all<{ id: string }>();
    expect(seen.sort()).toEqual(all.results.map((r) => r.id).sort());
    const bad = await admin.fetch("/api/admin/contact-messages?cursor=garbage");
    expect(bad.status).toBe(400);
  });

  it("resolves a message once (audited), then lists it under resolved with who resolved it", async () => {
    const email = unique("resolve");
    await send(guest, { ...MESSAGE, email });
    const [row] = await rows(email);
    const id = row?.id ?? "";
    const before = (
      await (await admin.fetch("/api/admin/contact-messages?status=resolved")).json<ContactInboxResponse>()
    ).counts;
    const res = await admin.fetch(`/api/admin/contact-messages/${id}/resolve`, { method: "POST" });
    expect(res.status).toBe(200);
    const { message } = await res.json<ContactResolveResponse>();
    expect(message).toMatchObject({ id, status: "resolved", resolved_by: { user_id: admin.id, name: "Ada Admin" } });
    // A second admin's resolve changes nothing and writes no second audit row.
    const again = await otherAdmin.fetch(`/api/admin/contact-messages/${id}/resolve`, { method: "POST" });
    expect((await again.json<ContactResolveResponse>()).message.resolved_by?.user_id).toBe(admin.id);
    const audit = await env.DB.prepare(
      "SELECT actor_id, action FROM audit_log WHERE entity_type = 'contact_message' AND entity_id = ?",
    )
      .bind(id)
      .all();
    expect(audit.results).toEqual([{ actor_id: admin.id, action: "admin.contact_message.resolve" }]);
    const resolved = await (
      await admin.fetch("/api/admin/contact-messages?status=resolved")
    ).json<ContactInboxResponse>();
    expect(resolved.items.map((m) => m.id)).toContain(id);
    expect(resolved.counts.resolved).toBe(before.resolved + 1);
    const open = await (await admin.fetch("/api/admin/contact-messages")).json<ContactInboxResponse>();
    expect(open.items.map((m) => m.id)).not.toContain(id);
  });

  it("answers 404 for a message that does not exist, and 400 for an unknown status", async () => {
    const res = await admin.fetch(`/api/admin/contact-messages/${crypto.randomUUID()}/resolve`, { method: "POST" });
    expect(res.status).toBe(404);
    expect((await res.json<ErrorBody>()).error.message).toBe("No contact message with this id");
    expect((await admin.fetch("/api/admin/contact-messages?status=spam")).status).toBe(400);
  });

  it("is for admins only: guests get 401, other people 403, and nothing changes", async () => {
    const email = unique("forbidden");
    await send(guest, { ...MESSAGE, email });
    const id = (await rows(email))[0]?.id ?? "";
    for (const [who, status] of [
      [guest, 401],
      [traveler, 403],
      [host, 403],
    ] as const) {
      expect((await who.fetch("/api/admin/contact-messages")).status).toBe(status);
      expect((await who.fetch(`/api/admin/contact-messages/${id}/resolve`, { method: "POST" })).status).toBe(status);
    }
    expect((await rows(email))[0]?.status).toBe("open");
  });
});
