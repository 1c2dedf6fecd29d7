import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Campaign, MarketingPreview, MarketingTemplate } from "../../domain/api/admin-marketing";
import { BRAND } from "../../domain/brand";
import { CRON, runScheduled } from "../../worker/cron";
import type { OutboxRow } from "../../worker/db/email-outbox";
import { CAMPAIGN_INSERT_BATCH, NO_MARKETING_CONSENT } from "../../worker/db/marketing";
import { deliverOutbox, emailSender, OUTBOX_BATCH, queueEmail } from "../../worker/services/email/outbox";
import { signupConfirmationEmail } from "../../worker/services/email/templates";
import { deliverMarketing, queueMarketingCampaign } from "../../worker/services/marketing/campaigns";
import { unsubscribeToken, verifyUnsubscribeToken } from "../../worker/services/marketing/token";
import { type ErrorBody, get, ORIGIN } from "./helpers";
import { type Person, person } from "./people";

const BODY = [
  "Hi {{firstName}},",
  "",
  "The Bartang valley road is open again: our hosts in Tajikistan have new three-day trips from Rushon.",
  "",
  "[See the trips](/destinations/tajikistan)",
].join("\n");

let admin: Person;

async function consent(userId: string, on: boolean) {
  await env.DB.prepare(
    `INSERT INTO notification_settings (user_id, kind, in_app, email, push) VALUES (?, 'marketing', 0, ?, 0)
     ON CONFLICT (user_id, kind) DO UPDATE SET email = excluded.email`,
  )
    .bind(userId, on ? 1 : 0)
    .run();
}

async function tripTo(userId: string, ...countries: string[]) {
  await env.DB.prepare("INSERT INTO trip_requests (id, user_id, destinations) VALUES (?, ?, ?)")
    .bind(crypto.randomUUID(), userId, JSON.stringify(countries))
    .run();
}

async function consented(userId: string): Promise<boolean> {
  const row = await env.DB.prepare("SELECT email FROM notification_settings WHERE user_id = ? AND kind = 'marketing'")
    .bind(userId)
    .first<{ email: number }>();
  return row?.email === 1;
}

const outbox = (campaignId: string) =>
  env.DB.prepare("SELECT * FROM email_outbox WHERE campaign_id = ? ORDER BY created_at, rowid")
    .bind(campaignId)
    .all<OutboxRow & { headers: string }>()
    .then((r) => r.results);

async function newTemplate(name = "Bartang road is open"): Promise<MarketingTemplate> {
  const res = await admin.fetch("/api/admin/marketing/templates", {
    method: "POST",
    json: { name, subject: "{{firstName}}, the Pamirs are calling", body: BODY },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ template: MarketingTemplate }>()).template;
}

async function send(templateId: string, audience: object): Promise<Campaign> {
  const res = await admin.fetch("/api/admin/marketing/campaigns", {
    method: "POST",
    json: { template_id: templateId, audience },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ campaign: Campaign }>()).campaign;
}

async function report(campaignId: string): Promise<Campaign> {
  const res = await admin.fetch("/api/admin/marketing/campaigns");
  expect(res.status).toBe(200);
  const found = (await res.json<{ campaigns: Campaign[] }>()).campaigns.find((c) => c.id === campaignId);
  if (!found) throw new Error("campaign not listed");
  return found;
}

const count = async (query: string) => {
  const res = await admin.fetch(`/api/admin/marketing/audience?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<{ count: number }>()).count;
};

/** The token inside a message's List-Unsubscribe header. */
function tokenOf(row: OutboxRow & { headers: string }): string {
  const headers = JSON.parse(row.headers) as Record<string, string>;
  const url = /^<(.+)>$/.exec(headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
  return new URL(url).searchParams.get("token") ?? "";
}

beforeAll(async () => {
  admin = await person("admin");
});

beforeEach(async () => {
  // Each test decides who consented; nobody has by default (opt-in).
  await env.DB.prepare("DELETE FROM notification_settings WHERE kind = 'marketing'").run();
});

describe("audiences: only people who consented, are not deleted and have an address", () => {
  it("counts each kind of audience", async () => {
    const [ana, ben, carl, dora, hana, hugo, nobody, gone, phoneOnly] = await Promise.all([
      person("traveler", { first_name: "Ana" }),
      person("traveler", { first_name: "Ben" }),
      person("traveler", { first_name: "Carl" }),
      person("traveler", { first_name: "Dora" }),
      person("approved-host", { first_name: "Hana" }),
      person("pending-host", { first_name: "Hugo" }),
      person("no-profile"),
      person("traveler", { first_name: "Gone" }),
      person("traveler", { first_name: "Phone" }),
    ]);
    await tripTo(ana.id, "Bolivia");
    await tripTo(ben.id, "Nepal", "Bhutan");
    await tripTo(carl.id, "Bolivia"); // never consented
    await tripTo(dora.id, "Bolivia"); // consented, then withdrew
    await tripTo(gone.id, "Bolivia");
    for (const p of [ana, ben, hana, hugo, nobody, gone, phoneOnly]) await consent(p.id, true);
    await consent(dora.id, false);
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(new Date().toISOString(), gone.id).run();
    await env.DB.prepare("UPDATE users SET email = NULL, phone = '+15550100' WHERE id = ?").bind(phoneOnly.id).run();

    expect(await count("kind=travelers")).toBe(2);
    expect(await count("kind=hosts")).toBe(2);
    expect(await count("kind=incomplete")).toBe(1);
    expect(await count("kind=country&country=Bolivia")).toBe(1);
    expect(await count("kind=country&country=bhutan")).toBe(1);
    expect(await count("kind=country&country=Georgia")).toBe(0);
  });

  it("refuses an unknown kind, a country audience without a country and a country not on the list", async () => {
    for (const query of ["kind=everyone", "kind=country", "kind=country&country=Atlantis", "kind=travelers&x=1"]) {
      const res = await admin.fetch(`/api/admin/marketing/audience?${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});

describe("templates", () => {
  it("creates, saves, previews and deletes a template; one a campaign used is kept", async () => {
    const t = await newTemplate("Winter in Kyrgyzstan");
    expect(t).toMatchObject({ name: "Winter in Kyrgyzstan", campaigns: 0 });

    const saved = await admin.fetch(`/api/admin/marketing/templates/${t.id}`, {
      method: "PUT",
      json: { name: "Winter in Kyrgyzstan", subject: "Snow on Song-Kol, {{firstName}}", body: BODY },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json<{ template: MarketingTemplate }>()).template.subject).toBe(
      "Snow on Song-Kol, {{firstName}}",
    );

    const preview = await admin.fetch("/api/admin/marketing/preview", {
      method: "POST",
      json: { subject: "Snow on Song-Kol, {{firstName}}", body: `${BODY}\n\n> Sent by {{sender}}` },
    });
    const p = await preview.json<MarketingPreview>();
    expect(p.subject).toBe("Snow on Song-Kol, Amira");
    expect(p.text).toContain("Hi Amira,");
    expect(p.text).toContain(`${ORIGIN}/unsubscribe?token=`);
    expect(p.html).toContain(`${ORIGIN}/destinations/tajikistan`);
    expect(p.unknown).toEqual(["sender"]);

    const badLink = await admin.fetch("/api/admin/marketing/preview", {
      method: "POST",
      json: { subject: "x", body: "[Click](javascript:void)" },
    });
    expect(badLink.status).toBe(422);

    const audits = await env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ? ORDER BY created_at, rowid")
      .bind(t.id)
      .all<{ action: string }>();
    expect(audits.results.map((a) => a.action)).toEqual(["marketing_template.create", "marketing_template.update"]);

    const del = await admin.fetch(`/api/admin/marketing/templates/${t.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect((await admin.fetch(`/api/admin/marketing/templates/${t.id}`)).status).toBe(404);

    const used = await newTemplate("Used once");
    const reader = await person("traveler", { first_name: "Rosa" });
    await consent(reader.id, true);
    await send(used.id, { kind: "travelers" });
    const refused = await admin.fetch(`/api/admin/marketing/templates/${used.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect((await refused.json<ErrorBody>()).error.code).toBe("template_in_use");
    expect((await admin.fetch(`/api/admin/marketing/templates/${used.id}`)).status).toBe(200);
  });
});

describe("sending a campaign", () => {
  it("mails only the people who consented, with the greeting, the unsubscribe link and the RFC 8058 headers", async () => {
    const [lina, omar, petra] = await Promise.all([
      person("traveler", { first_name: "Lina" }),
      person("traveler", { first_name: "Omar" }),
      person("traveler", { first_name: "Petra" }),
    ]);
    await tripTo(lina.id, "Madagascar");
    await tripTo(omar.id, "Madagascar");
    await tripTo(petra.id, "Madagascar");
    await consent(lina.id, true);
    await consent(omar.id, true);
    await consent(petra.id, false);
    const t = await newTemplate();

    const c = await send(t.id, { kind: "country", country: "madagascar" });
    expect(c).toMatchObject({ recipients: 2, audience_label: "Travelers interested in Madagascar" });

    const rows = await outbox(c.id);
    expect(rows.map((r) => r.to).sort()).toEqual([lina.email, omar.email].sort());
    const toLina = rows.find((r) => r.user_id === lina.id);
    if (!toLina) throw new Error("no message to Lina");
    expect(toLina).toMatchObject({ category: "marketing", campaign_id: c.id, subject: "Lina, the Pamirs are calling" });
    expect(toLina.text).toContain("Hi Lina,");
    const headers = JSON.parse(toLina.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${ORIGIN}/api/unsubscribe\\?token=[^>]+>$`));
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = tokenOf(toLina);
    expect(await verifyUnsubscribeToken(env, token)).toEqual({ userId: lina.id, campaignId: c.id });
    // The visible link at the bottom, in both parts.
    expect(toLina.text).toContain(`${ORIGIN}/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(toLina.html).toContain(`<a href="${ORIGIN}/unsubscribe?token=${encodeURIComponent(token)}"`);
    expect(toLina.html).toContain("Unsubscribe from these e-mails</a>");
    expect(toLina.html).toContain(BRAND.name);

    // Delivered right after the response; the report says so and the campaign is finished.
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    expect(await report(c.id)).toMatchObject({
      status: "sent",
      report: { sent: 2, queued: 0, failed: 0, skipped: 0, unsubscribed: 0 },
    });
  });

  it("refuses an empty audience and an unknown template, writing nothing", async () => {
    const t = await newTemplate();
    const before = await env.DB.prepare("SELECT count(*) AS n FROM marketing_sends").first<{ n: number }>();
    const empty = await admin.fetch("/api/admin/marketing/campaigns", {
      method: "POST",
      json: { template_id: t.id, audience: { kind: "country", country: "Oman" } },
    });
    expect(empty.status).toBe(409);
    const unknown = await admin.fetch("/api/admin/marketing/campaigns", {
      method: "POST",
      json: { template_id: crypto.randomUUID(), audience: { kind: "travelers" } },
    });
    expect(unknown.status).toBe(404);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM marketing_sends").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("queues a large campaign in batches; the request sends the first batch and the cron the rest, each once", async () => {
    const n = CAMPAIGN_INSERT_BATCH * 2 + 7;
    const tag = crypto.randomUUID().slice(0, 6);
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < n; i++) {
      const id = crypto.randomUUID();
      statements.push(
        env.DB.prepare("INSERT INTO users (id, email) VALUES (?, ?)").bind(id, `reader-${tag}-${i}@example.org`),
        env.DB.prepare("INSERT INTO profiles (user_id, user_type, first_name) VALUES (?, 'host', ?)").bind(id, `R${i}`),
        env.DB.prepare(
          "INSERT INTO notification_settings (user_id, kind, in_app, email, push) VALUES (?, 'marketing', 0, 1, 0)",
        ).bind(id),
      );
    }
    for (let i = 0; i < statements.length; i += 90) await env.DB.batch(statements.slice(i, i + 90));
    const t = await newTemplate();

    const c = await send(t.id, { kind: "hosts" });
    expect(c.recipients).toBe(n);
    expect((await report(c.id)).report).toMatchObject({ sent: OUTBOX_BATCH, queued: n - OUTBOX_BATCH });
    expect((await report(c.id)).status).toBe("sending");

    await runScheduled(CRON.housekeeping, env);
    const rows = await outbox(c.id);
    expect(rows).toHaveLength(n);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.to)).size).toBe(n);
    expect(await report(c.id)).toMatchObject({ status: "sent", report: { sent: n, queued: 0 } });
    expect((await report(c.id)).finished_at).not.toBeNull();
  });
});

describe("unsubscribing", () => {
  async function campaignTo(...people: Person[]) {
    for (const p of people) await consent(p.id, true);
    const t = await newTemplate();
    // Queued only (no delivery yet), as a campaign whose later batches wait for the cron.
    const template = { id: t.id, subject: t.subject, body: t.body };
    const ids = people.map((p) => p.id);
    await env.DB.prepare(
      `UPDATE profiles SET user_type = 'traveler' WHERE user_id IN (${ids.map(() => "?").join(",")})`,
    )
      .bind(...ids)
      .run();
    const country = "Laos";
    for (const id of ids) await tripTo(id, country);
    const queued = await queueMarketingCampaign(env, {
      adminId: admin.id,
      template,
      audience: { kind: "country", country },
    });
    const rows = await outbox(queued.id);
    const tokenFor = (p: Person) => {
      const row = rows.find((r) => r.user_id === p.id);
      if (!row) throw new Error(`no message to ${p.email}`);
      return tokenOf(row);
    };
    return { campaignId: queued.id, tokenFor };
  }

  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM trip_requests").run();
  });

  it("one-click POST unsubscribes at once; delivery then skips them; transactional mail still goes out", async () => {
    const [eva, finn] = await Promise.all([
      person("traveler", { first_name: "Eva" }),
      person("traveler", { first_name: "Finn" }),
    ]);
    const { campaignId, tokenFor } = await campaignTo(eva, finn);

    // A mail provider's one-click request: form-encoded, no session, from another origin.
    const res = await get(`/api/unsubscribe?token=${encodeURIComponent(tokenFor(eva))}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example.net" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ email: `${eva.email.slice(0, 2)}***@example.org`, subscribed: false });
    expect(await consented(eva.id)).toBe(false);
    expect(await consented(finn.id)).toBe(true);

    // The queued message to Eva is not sent; Finn's is.
    await deliverMarketing(env, new Date());
    const rows = await outbox(campaignId);
    expect(rows.find((r) => r.user_id === eva.id)).toMatchObject({ status: "failed", error: NO_MARKETING_CONSENT });
    expect(rows.find((r) => r.user_id === finn.id)).toMatchObject({ status: "sent" });
    expect(await report(campaignId)).toMatchObject({
      status: "sent",
      report: { sent: 1, skipped: 1, failed: 0, queued: 0, unsubscribed: 1 },
    });

    // Only marketing stopped: a transactional message to Eva is delivered.
    const id = await queueEmail(env.DB, {
      to: eva.email,
      ...signupConfirmationEmail({ origin: ORIGIN, link: "/auth/v1/verify?token=x&type=signup" }),
    });
    expect(await deliverOutbox(env, emailSender(env), { ids: [id] })).toMatchObject({ sent: 1 });

    // Clicking again records nothing more.
    await get(`/api/unsubscribe?token=${encodeURIComponent(tokenFor(eva))}`, { method: "POST" });
    expect((await report(campaignId)).report.unsubscribed).toBe(1);
  });

  it("the link's page: shows the masked address, unsubscribes on confirm, and can subscribe again", async () => {
    const gia = await person("traveler", { first_name: "Gia" });
    const { tokenFor } = await campaignTo(gia);
    const q = `?token=${encodeURIComponent(tokenFor(gia))}`;

    const state = await get(`/api/unsubscribe${q}`);
    expect(await state.json()).toEqual({ email: `${gia.email.slice(0, 2)}***@example.org`, subscribed: true });
    expect(await consented(gia.id)).toBe(true); // looking changes nothing

    // The page's button: same-site JSON request, with or without a session.
    const off = await gia.fetch(`/api/unsubscribe${q}`, { method: "POST", headers: { Origin: ORIGIN } });
    expect(off.status).toBe(200);
    expect(await consented(gia.id)).toBe(false);
    expect(await (await get(`/api/unsubscribe${q}`)).json()).toMatchObject({ subscribed: false });

    const on = await get(`/api/unsubscribe/undo${q}`, { method: "POST" });
    expect(on.status).toBe(200);
    expect(await consented(gia.id)).toBe(true);
  });

  it("a session cookie from another site does not block the one-click request", async () => {
    const hal = await person("traveler", { first_name: "Hal" });
    const { tokenFor } = await campaignTo(hal);
    const res = await get(`/api/unsubscribe?token=${encodeURIComponent(tokenFor(hal))}`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        Cookie: `__Host-${BRAND.storagePrefix}-access=${hal.token}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await consented(hal.id)).toBe(false);
  });

  it("refuses forged, altered and malformed tokens, changing nothing", async () => {
    const ivy = await person("traveler", { first_name: "Ivy" });
    const other = await person("traveler", { first_name: "Other" });
    const { campaignId, tokenFor } = await campaignTo(ivy);
    await consent(other.id, true);
    const real = tokenFor(ivy);
    const [user, campaign, mac = ""] = real.split(".");
    const flipped = `${mac.slice(0, 10)}${mac[10] === "A" ? "B" : "A"}${mac.slice(11)}`;
    const forged = [
      `${user}.${campaign}.${flipped}`,
      `${other.id}.${campaign}.${mac}`,
      `${user}.${crypto.randomUUID()}.${mac}`,
      await unsubscribeToken(
        { AUTH_JWT_KEYS: JSON.stringify([{ d: "not-the-server-key" }]) },
        { userId: other.id, campaignId },
      ),
      "garbage",
      `${user}.${campaign}`,
    ];
    for (const token of forged) {
      for (const [path, method] of [
        ["/api/unsubscribe", "GET"],
        ["/api/unsubscribe", "POST"],
        ["/api/unsubscribe/undo", "POST"],
      ] as const) {
        const res = await get(`${path}?token=${encodeURIComponent(token)}`, { method });
        expect(res.status, `${method} ${path} ${token}`).toBe(400);
        expect((await res.json<ErrorBody>()).error.code).toBe("invalid_token");
      }
    }
    expect((await get("/api/unsubscribe")).status).toBe(400);
    expect(await consented(ivy.id)).toBe(true);
    expect(await consented(other.id)).toBe(true);
    const unsubs = await env.DB.prepare("SELECT count(*) AS n FROM marketing_unsubscribes WHERE campaign_id = ?")
      .bind(campaignId)
      .first<{ n: number }>();
    expect(unsubs?.n).toBe(0);
  });
});

describe("rotating the unsubscribe secret", () => {
  const claim = { userId: "user-1", campaignId: "campaign-1" };
  const OLD = "old-unsubscribe-secret-4f1c9a";
  const NEW = "new-unsubscribe-secret-8b2d7e";

  it("keeps links mailed under the old secret working while it is listed after the new one, which signs", async () => {
    const mailed = await unsubscribeToken({ UNSUBSCRIBE_SECRET: OLD }, claim);
    const rotating = { UNSUBSCRIBE_SECRET: `${NEW}, ${OLD}` };
    expect(await verifyUnsubscribeToken(rotating, mailed)).toEqual(claim);
    expect(await unsubscribeToken(rotating, claim)).toBe(await unsubscribeToken({ UNSUBSCRIBE_SECRET: NEW }, claim));
  });

  it("refuses the old secret's links once it is dropped", async () => {
    const mailed = await unsubscribeToken({ UNSUBSCRIBE_SECRET: OLD }, claim);
    expect(await verifyUnsubscribeToken({ UNSUBSCRIBE_SECRET: NEW }, mailed)).toBeNull();
  });
});
