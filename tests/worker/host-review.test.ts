import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MeProfile, MyHostApplication } from "../../domain/api/account";
import type { AdminHostRow, AdminHostsResponse } from "../../domain/api/admin-hosts";
import { ADMIN_HOSTS_PAGE } from "../../domain/host-review";
import { generateSeed } from "../../scripts/seed/generate";
import { type ErrorBody, get, seedSmall } from "./helpers";
import { everyone, type Person, person, type Role } from "./people";

/**
 * Becoming a host and the admins' review: GET/POST /api/me/host-application (photo and ID document on the
 * application) and /api/admin/hosts (list, approve, reject, the private document).
 */

const APPLICATION = {
  host_type: "guide",
  first_name: "Nurlan",
  last_name: "Sadykov",
  city: "Almaty",
  country: "Kazakhstan",
  bio: "I grew up under the Tien Shan and have guided hikers to the Big Almaty Lake for nine years.",
  languages: ["English", "Kazakh"],
} as const;

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

/** An upload as POST /api/media leaves it: the R2 object and its media_objects row, owned by `owner`. */
async function upload(owner: Person, kind: "photo" | "document"): Promise<{ key: string; url: string }> {
  const hash = (crypto.randomUUID() + crypto.randomUUID()).replace(/-/g, "");
  const key = kind === "photo" ? `p/${hash}.jpg` : `private/docs/${hash}.jpg`;
  await env.MEDIA.put(key, JPEG, { httpMetadata: { contentType: "image/jpeg" } });
  await env.DB.prepare(
    "INSERT INTO media_objects (key, owner_id, content_type, bytes, is_private) VALUES (?, ?, 'image/jpeg', ?, ?)",
  )
    .bind(key, owner.id, JPEG.length, kind === "document" ? 1 : 0)
    .run();
  return { key, url: `/media/${key}` };
}

async function apply(p: Person, extra: Record<string, unknown> = {}) {
  return p.fetch("/api/me/host-application", { method: "POST", json: { ...APPLICATION, ...extra } });
}

const mine = async (p: Person) => (await p.fetch("/api/me/host-application")).json<MyHostApplication>();

async function auditRows(hostId: string) {
  const { results } = await env.DB.prepare(
    "SELECT actor_id, action, entity_type, entity_id, details FROM audit_log WHERE entity_id = ? ORDER BY created_at",
  )
    .bind(hostId)
    .all<{ actor_id: string; action: string; entity_type: string; entity_id: string; details: string }>();
  return results.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

async function mailsTo(email: string) {
  const { results } = await env.DB.prepare(
    `SELECT subject, text, html, template_key FROM email_outbox WHERE "to" = ? ORDER BY created_at`,
  )
    .bind(email)
    .all<{ subject: string; text: string; html: string; template_key: string }>();
  return results;
}

/** A traveler who applied with their own photo and document: a pending host with a document on file. */
async function applicant(name = "Nurlan") {
  const p = await person("traveler", { first_name: name });
  const photo = await upload(p, "photo");
  const doc = await upload(p, "document");
  const res = await apply(p, { first_name: name, profile_photo_url: photo.url, id_document_key: doc.key });
  expect(res.status, await res.clone().text()).toBe(200);
  const app = await mine(p);
  return { p, photo, doc, hostId: app.id };
}

const ROLES: Role[] = ["guest", "no-profile", "traveler", "pending-host", "approved-host", "rejected-host", "admin"];

describe("permission table", () => {
  let people: Record<Role, Person>;
  let other: Person;
  let target: Awaited<ReturnType<typeof applicant>>;
  beforeAll(async () => {
    people = await everyone();
    other = await person("approved-host");
    target = await applicant("Target");
  });

  it("GET /api/me/host-application: guests 401, everyone else sees only their own application", async () => {
    const seen: Record<string, unknown> = {};
    for (const role of ROLES) {
      const res = await people[role].fetch("/api/me/host-application");
      seen[role] = res.status === 200 ? [200, (await res.json<MyHostApplication>()).id] : res.status;
    }
    expect(seen).toEqual({
      guest: 401,
      "no-profile": 404,
      traveler: 404,
      "pending-host": [200, people["pending-host"].hostId],
      "approved-host": [200, people["approved-host"].hostId],
      "rejected-host": [200, people["rejected-host"].hostId],
      admin: 404,
    });
    expect((await mine(other)).id).toBe(other.hostId);
  });

  it("POST /api/me/host-application: guests 401; approved hosts 409; others apply or re-apply", async () => {
    const seen: Record<string, number> = {};
    for (const role of ROLES) seen[role] = (await apply(people[role])).status;
    expect(seen).toEqual({
      guest: 401,
      "no-profile": 200,
      traveler: 200,
      "pending-host": 200,
      "approved-host": 409,
      "rejected-host": 200,
      admin: 200,
    });
  });

  it("every /api/admin/hosts route: guests 401, signed-in non-admins 403 (before any lookup), admins through", async () => {
    const id = target.hostId;
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/hosts"],
      ["GET", "/api/admin/hosts?status=rejected"],
      ["GET", `/api/admin/hosts/${id}/document`],
      ["GET", "/api/admin/hosts/no-such-host/document"],
      ["POST", "/api/admin/hosts/no-such-host/approve"],
      ["POST", "/api/admin/hosts/no-such-host/reject", { reason: "Not enough detail in the bio." }],
    ];
    for (const [method, path, json] of routes) {
      const seen: Record<string, number> = {};
      for (const p of [...ROLES.map((r) => people[r]), other, target.p]) {
        const res = await p.fetch(path, { method, json });
        seen[p === other ? "another-host" : p === target.p ? "the-applicant" : p.role] = res.status;
      }
      const adminStatus = path.includes("no-such-host") ? 404 : 200;
      expect(seen, `${method} ${path}`).toEqual({
        guest: 401,
        "no-profile": 403,
        traveler: 403,
        "pending-host": 403,
        "approved-host": 403,
        "rejected-host": 403,
        "another-host": 403,
        "the-applicant": 403,
        admin: adminStatus,
      });
    }
    // Approve and reject answer the admin only (checked after this table so the target stays pending for it).
    expect((await people.admin.fetch(`/api/admin/hosts/${id}/approve`, { method: "POST" })).status).toBe(200);
  });
});

describe("the application's photo and ID document", () => {
  it("stores the applicant's own photo and document, shown back to them only", async () => {
    const { p, photo, doc } = await applicant();
    const app = await mine(p);
    expect(app).toMatchObject({ status: "pending", profile_photo_url: photo.url, id_document_key: doc.key });
    const me = await (await p.fetch("/api/me/profile")).json<MeProfile>();
    expect(me.profile_photo_url).toBe(photo.url);
    expect(me.host?.status).toBe("pending");
  });

  it("refuses another person's photo or document, and a document key given as a photo (nothing changes)", async () => {
    const owner = await person("traveler");
    const stranger = await person("traveler");
    const photo = await upload(owner, "photo");
    const doc = await upload(owner, "document");
    const own = await upload(stranger, "photo");

    const cases: [Record<string, unknown>, string][] = [
      [{ profile_photo_url: photo.url }, "profile_photo_url: must be a photo you uploaded"],
      [{ id_document_key: doc.key }, "id_document_key: must be a document you uploaded"],
      [{ id_document_key: own.key }, "id_document_key: must be a document you uploaded"],
      [{ profile_photo_url: "https://evil.example/x.jpg" }, "profile_photo_url: must be a photo you uploaded"],
      [{ id_document_key: "private/docs/../../p/x.jpg" }, "id_document_key: must be a document you uploaded"],
    ];
    for (const [extra, message] of cases) {
      const res = await apply(stranger, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect((await res.json<ErrorBody>()).error).toEqual({ code: "invalid_request", message });
    }
    expect((await stranger.fetch("/api/me/host-application")).status).toBe(404);
  });

  it("refuses bad input naming the field", async () => {
    const p = await person("traveler");
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ profile_photo_url: 42 }, /^profile_photo_url: /],
      [{ id_document_key: ["x"] }, /^id_document_key: /],
      [{ bio: "Too short." }, /^bio: needs at least 50 characters/],
      [{ country: "Atlantis" }, /^country: /],
      [{ languages: [] }, /^languages: add at least one language/],
      [{ host_type: "pilot" }, /^host_type: /],
      [{ surprise: true }, /surprise/],
    ];
    for (const [extra, message] of cases) {
      const res = await apply(p, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toMatch(message);
    }
  });

  it("a re-application without a new document keeps the one on file; a new one replaces it", async () => {
    const { p, doc, hostId } = await applicant();
    const admin = await person("admin");
    await admin.fetch(`/api/admin/hosts/${hostId}/reject`, {
      method: "POST",
      json: { reason: "Please write more about the routes you guide." },
    });
    expect((await apply(p, { bio: `${APPLICATION.bio} I also lead winter walks.` })).status).toBe(200);
    const keyOf = async () =>
      (await env.DB.prepare("SELECT id_document_key AS k FROM hosts WHERE id = ?").bind(hostId).first<{ k: string }>())
        ?.k;
    expect(await keyOf()).toBe(doc.key);
    expect(await mine(p)).toMatchObject({ status: "pending", rejection_reason: null, id_document_key: doc.key });
    const second = await upload(p, "document");
    expect((await apply(p, { id_document_key: second.key })).status).toBe(200);
    expect(await keyOf()).toBe(second.key);
    // The document already on file may be sent again as it is.
    expect((await apply(p, { id_document_key: second.key })).status).toBe(200);
  });
});

describe("GET /api/admin/hosts", () => {
  let admin: Person;
  beforeAll(async () => {
    admin = await person("admin");
  });

  it("lists applications by status with their details, photo and whether a document is on file", async () => {
    const { p, photo, hostId } = await applicant("Listed");
    const body = await (await admin.fetch("/api/admin/hosts?status=pending")).json<AdminHostsResponse>();
    const row = body.items.find((r) => r.id === hostId);
    expect(row).toMatchObject({
      user_id: p.id,
      email: p.email,
      first_name: "Listed",
      last_name: "Sadykov",
      city: "Almaty",
      country: "Kazakhstan",
      host_type: "guide",
      bio: APPLICATION.bio,
      languages: ["English", "Kazakh"],
      profile_photo_url: photo.url,
      has_document: true,
      status: "pending",
      rejection_reason: null,
      approved_at: null,
    } satisfies Partial<AdminHostRow>);
    expect(JSON.stringify(body)).not.toContain("private/docs");
    expect(body.counts.pending).toBeGreaterThanOrEqual(1);
    // Pending is the default tab.
    const byDefault = await (await admin.fetch("/api/admin/hosts")).json<AdminHostsResponse>();
    expect(byDefault.items.map((r) => r.id)).toContain(hostId);
    const approved = await (await admin.fetch("/api/admin/hosts?status=approved")).json<AdminHostsResponse>();
    expect(approved.items.every((r) => r.status === "approved")).toBe(true);
    expect(approved.items.map((r) => r.id)).not.toContain(hostId);
  });

  it("pages through every pending application with the cursor, oldest first, none twice", async () => {
    // More pending applications than a page holds, filed at known moments.
    const base = Date.parse("2020-01-01T00:00:00Z");
    for (let i = 0; i < ADMIN_HOSTS_PAGE + 5; i++) {
      const userId = crypto.randomUUID();
      const at = new Date(base + i * 60_000).toISOString();
      await env.DB.batch([
        env.DB.prepare("INSERT INTO users (id, email, created_at, updated_at) VALUES (?, ?, ?, ?)").bind(
          userId,
          `paged-${i}@example.org`,
          at,
          at,
        ),
        env.DB.prepare(
          "INSERT INTO profiles (user_id, user_type, first_name, last_name) VALUES (?, 'host', ?, 'Paged')",
        ).bind(userId, `P${i}`),
        env.DB.prepare(
          "INSERT INTO hosts (id, user_id, status, host_type, created_at, updated_at) VALUES (?, ?, 'pending', 'driver', ?, ?)",
        ).bind(crypto.randomUUID(), userId, at, at),
      ]);
    }
    const seen: AdminHostRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const path: string = `/api/admin/hosts?status=pending${cursor ? `&cursor=${cursor}` : ""}`;
      const page: AdminHostsResponse = await (await admin.fetch(path)).json<AdminHostsResponse>();
      expect(page.items.length).toBeLessThanOrEqual(ADMIN_HOSTS_PAGE);
      seen.push(...page.items);
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 20);
    const counts = (await (await admin.fetch("/api/admin/hosts")).json<AdminHostsResponse>()).counts;
    expect(seen.length).toBe(counts.pending);
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    expect(pages).toBeGreaterThan(1);
    const paged = seen.filter((r) => r.last_name === "Paged").map((r) => r.first_name);
    expect(paged).toEqual(Array.from({ length: ADMIN_HOSTS_PAGE + 5 }, (_, i) => `P${i}`));
  });

  it("refuses an unknown status or a cursor it did not make", async () => {
    const bad = await admin.fetch("/api/admin/hosts?status=banned");
    expect(bad.status).toBe(400);
    expect((await bad.json<ErrorBody>()).error.message).toMatch(/^status: must be pending, approved, rejected/);
    const cursor = await admin.fetch("/api/admin/hosts?cursor=not-a-cursor");
    expect(cursor.status).toBe(400);
    expect((await cursor.json<ErrorBody>()).error.message).toMatch(/^cursor: /);
  });
});

describe("approving", () => {
  it("makes the host approved and public (Verified), writes the audit row and e-mails them; twice is refused", async () => {
    const admin = await person("admin");
    const { p, hostId } = await applicant("Approved");
    const res = await admin.fetch(`/api/admin/hosts/${hostId}/approve`, { method: "POST" });
    expect(res.status).toBe(200);
    const row = await res.json<AdminHostRow>();
    expect(row).toMatchObject({ id: hostId, status: "approved", rejection_reason: null });
    expect(Date.parse(row.approved_at ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const me = await (await p.fetch("/api/me/profile")).json<MeProfile>();
    expect(me).toMatchObject({ user_type: "host", host: { status: "approved" } });
    // Only approved hosts have a public page, where the Verified badge shows.
    expect((await get(`/api/hosts/${me.profile_slug}`)).status).toBe(200);

    expect(await auditRows(hostId)).toEqual([
      { actor_id: admin.id, action: "host_approved", entity_type: "host", entity_id: hostId, details: {} },
    ]);
    const mails = await mailsTo(p.email);
    expect(mails.map((m) => m.template_key)).toEqual(["host_approved"]);
    expect(mails[0]?.subject).toMatch(/verified host/i);
    expect(mails[0]?.text).toContain("Hello Approved,");
    expect(mails[0]?.text).toContain("https://untrodden.test/manage-listings");

    const again = await admin.fetch(`/api/admin/hosts/${hostId}/approve`, { method: "POST" });
    expect(again.status).toBe(409);
    expect((await again.json<ErrorBody>()).error).toEqual({
      code: "not_pending",
      message: "This application is no longer pending: it is approved.",
    });
    const reject = await admin.fetch(`/api/admin/hosts/${hostId}/reject`, {
      method: "POST",
      json: { reason: "Changed my mind about this one." },
    });
    expect(reject.status).toBe(409);
    expect(await auditRows(hostId)).toHaveLength(1);
    expect(await mailsTo(p.email)).toHaveLength(1);
  });

  it("answers 404 for an unknown id", async () => {
    const admin = await person("admin");
    const res = await admin.fetch(`/api/admin/hosts/${crypto.randomUUID()}/approve`, { method: "POST" });
    expect(res.status).toBe(404);
    expect((await res.json<ErrorBody>()).error.code).toBe("not_found");
  });
});

describe("rejecting", () => {
  it("needs a reason of 10 to 1000 characters, named in the message", async () => {
    const admin = await person("admin");
    const { hostId } = await applicant();
    const cases: [unknown, RegExp][] = [
      [{}, /^reason: /],
      [{ reason: "   Too short " }, /^reason: needs at least 10 characters/],
      [{ reason: "x".repeat(1001) }, /^reason: can be at most 1000 characters/],
      [{ reason: 42 }, /^reason: /],
    ];
    for (const [json, message] of cases) {
      const res = await admin.fetch(`/api/admin/hosts/${hostId}/reject`, { method: "POST", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toMatch(message);
    }
    const unknown = await admin.fetch("/api/admin/hosts/nope/reject", {
      method: "POST",
      json: { reason: "A perfectly good reason." },
    });
    expect(unknown.status).toBe(404);
    expect(await auditRows(hostId)).toEqual([]);
  });

  it("stores the reason for the applicant, audits it, e-mails it with a link to apply again", async () => {
    const admin = await person("admin");
    const { p, hostId } = await applicant("Rejected");
    const reason = "Your ID document is blurred; please upload a sharper photo of it.";
    const res = await admin.fetch(`/api/admin/hosts/${hostId}/reject`, {
      method: "POST",
      json: { reason: `  ${reason} ` },
    });
    expect(res.status).toBe(200);
    expect(await res.json<AdminHostRow>()).toMatchObject({ status: "rejected", rejection_reason: reason });
    expect(await mine(p)).toMatchObject({ status: "rejected", rejection_reason: reason });
    const me = await (await p.fetch("/api/me/profile")).json<MeProfile>();
    expect(me.host).toMatchObject({ status: "rejected", rejection_reason: reason });

    expect(await auditRows(hostId)).toEqual([
      { actor_id: admin.id, action: "host_rejected", entity_type: "host", entity_id: hostId, details: { reason } },
    ]);
    const [mail] = await mailsTo(p.email);
    expect(mail?.template_key).toBe("host_rejected");
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain("https://untrodden.test/become-host");

    const listed = await (await admin.fetch("/api/admin/hosts?status=rejected")).json<AdminHostsResponse>();
    expect(listed.items.find((r) => r.id === hostId)?.rejection_reason).toBe(reason);
    expect((await admin.fetch(`/api/admin/hosts/${hostId}/reject`, { method: "POST", json: { reason } })).status).toBe(
      409,
    );
  });

  it("escapes the reason in the HTML e-mail", async () => {
    const admin = await person("admin");
    const { p, hostId } = await applicant();
    const reason = `<img src=x onerror="alert(1)"> is not an ID document.`;
    await admin.fetch(`/api/admin/hosts/${hostId}/reject`, { method: "POST", json: { reason } });
    const [mail] = await mailsTo(p.email);
    expect(mail?.html).not.toContain("<img src=x");
    expect(mail?.html).toContain("&lt;img src=x");
  });
});

describe("the private ID document", () => {
  it("streams to admins only, never cached, never sniffed or run; a host without one is 404", async () => {
    const admin = await person("admin");
    const { hostId } = await applicant();
    const res = await admin.fetch(`/api/admin/hosts/${hostId}/document`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPEG);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("Content-Disposition")).toMatch(/^inline; filename="id-document-nurlan-sadykov\.jpg"$/);

    const without = await person("pending-host");
    const none = await admin.fetch(`/api/admin/hosts/${without.hostId}/document`);
    expect(none.status).toBe(404);
    expect((await none.json<ErrorBody>()).error.message).toBe("This applicant has not uploaded an ID document");
  });

  it("is never reachable through /media, by anyone", async () => {
    const admin = await person("admin");
    const { p, doc } = await applicant();
    for (const who of [undefined, p, admin]) {
      const res = who ? await who.fetch(`/media/${doc.key}`) : await get(`/media/${doc.key}`);
      expect(res.status).toBe(404);
      expect(new Uint8Array(await res.arrayBuffer())).not.toEqual(JPEG);
    }
  });

  it("a PDF is downloaded rather than opened", async () => {
    const admin = await person("admin");
    const p = await person("traveler");
    const key = `private/docs/${(crypto.randomUUID() + crypto.randomUUID()).replace(/-/g, "")}.pdf`;
    await env.MEDIA.put(key, "%PDF-1.4\n%%EOF\n", { httpMetadata: { contentType: "application/pdf" } });
    await env.DB.prepare(
      "INSERT INTO media_objects (key, owner_id, content_type, bytes, is_private) VALUES (?, ?, 'application/pdf', 15, 1)",
    )
      .bind(key, p.id)
      .run();
    expect((await apply(p, { id_document_key: key })).status).toBe(200);
    const res = await admin.fetch(`/api/admin/hosts/${(await mine(p)).id}/document`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; /);
  });
});

describe("the demo data's applicants", () => {
  it("sent a private sample ID document each (pending and rejected hosts), which admins can open", async () => {
    const data = await seedSmall();
    const applicants = data.hosts.filter((h) => h.status === "pending" || h.status === "rejected");
    expect(applicants.filter((h) => h.status === "pending").length).toBeGreaterThanOrEqual(2);
    expect(applicants.filter((h) => h.status === "rejected").length).toBeGreaterThanOrEqual(1);
    const jobs = new Map(data.photos.filter((p) => p.kind === "document").map((p) => [p.key, p]));
    for (const h of applicants) {
      expect(h.id_document_key).toMatch(/^private\/docs\/demo-\d{3}\.webp$/);
      expect(jobs.get(h.id_document_key ?? "")?.document?.title).toBeTruthy();
    }
    expect(jobs.size).toBe(applicants.length);
    expect(data.hosts.filter((h) => h.status === "approved").every((h) => h.id_document_key == null)).toBe(true);
    // The same seed gives the same documents.
    expect(generateSeed({ hosts: 30, listings: 60, travelers: 12, conversations: 6, bookings: 12 }).photos).toEqual(
      data.photos,
    );

    // With the rendered card in R2 (what `npm run seed` does), an admin opens it from the review list.
    // (The rejected one: this file's pending list is long, and rejected ones are fewer than a page.)
    const first = applicants.find((h) => h.status === "rejected");
    await env.MEDIA.put(first?.id_document_key ?? "", JPEG, { httpMetadata: { contentType: "image/webp" } });
    const admin = await person("admin");
    const res = await admin.fetch(`/api/admin/hosts/${first?.id}/document`);
    expect(res.status).toBe(200);
    const listed = await (await admin.fetch(`/api/admin/hosts?status=${first?.status}`)).json<AdminHostsResponse>();
    expect(listed.items.find((r) => r.id === first?.id)?.has_document).toBe(true);
  });
});
