import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MeProfile } from "../../domain/api/account";
import type { HostsResponse, ReviewsResponse } from "../../domain/api/hosts";
import type { TravelersResponse } from "../../domain/api/travelers";
import { DELETED_USER_NAME } from "../../domain/people";
import type { SeedData } from "../../scripts/seed/generate";
import { insertUser } from "../../worker/db/users";
import { hashPassword } from "../../worker/services/password";
import { type ErrorBody, get, ORIGIN, seedSmall } from "./helpers";

const PASSWORD = "a-long-test-passphrase-2026";
let ipCounter = 0;
/** Each sign-in from its own address, so the per-IP sign-in limit never interferes. */
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

interface TestUser {
  id: string;
  email: string;
  token: string;
  refresh: string;
}

/** A confirmed e-mail account (no profile yet), signed in with its password through /auth/v1. */
async function newUser(label: string, options: { password?: boolean } = {}): Promise<TestUser> {
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const id = await insertUser(
    env.DB,
    {
      email,
      phone: null,
      passwordHash: options.password === false ? null : await hashPassword(PASSWORD, 1),
      metadata: {},
      provider: "email",
      emailConfirmedAt: new Date().toISOString(),
    },
    { provider: "email" },
  );
  if (!id) throw new Error("user not created");
  if (options.password === false) {
    // A passwordless account still needs a session: sign in by a password set just for that, then drop it.
    await env.DB.prepare("UPDATE users SET encrypted_password = ? WHERE id = ?")
      .bind(await hashPassword(PASSWORD, 1), id)
      .run();
    const s = await signIn(email);
    await env.DB.prepare("UPDATE users SET encrypted_password = NULL WHERE id = ?").bind(id).run();
    return { id, email, token: s.access_token, refresh: s.refresh_token };
  }
  const s = await signIn(email);
  return { id, email, token: s.access_token, refresh: s.refresh_token };
}

async function signIn(email: string, password = PASSWORD) {
  const res = await get("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.json<{ access_token: string; refresh_token: string }>();
}

function call(user: TestUser | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (user) headers.Authorization = `Bearer ${user.token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return get(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const profileOf = async (user: TestUser) => {
  const res = await call(user, "GET", "/api/me/profile");
  expect(res.status).toBe(200);
  return res.json<MeProfile>();
};

async function expect400(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = await res.json<ErrorBody>();
  expect(body.error.code).toBe("invalid_request");
  expect(body.error.message.startsWith(`${field}:`)).toBe(true);
}

const hostApplication = {
  host_type: "guide",
  first_name: "Dana",
  last_name: "Seitkali",
  city: "Almaty",
  country: "kazakhstan",
  bio: "I have guided hikes in the Tian Shan for eight years and love showing people the mountains.",
  languages: ["English", "Kazakh", "english"],
};

let seed: SeedData;
beforeAll(async () => {
  seed = await seedSmall();
});

describe("guests", () => {
  it.each([
    ["GET", "/api/me/profile", undefined],
    ["PATCH", "/api/me/profile", { first_name: "" }],
    ["POST", "/api/me/host-application", {}],
    ["POST", "/api/me/activity", { is_online: "maybe" }],
    ["GET", "/api/me/export", undefined],
    ["DELETE", "/api/me", {}],
  ] as const)("%s %s answers 401 before looking at the input", async (method, path, body) => {
    const res = await call(null, method, path, body);
    expect(res.status).toBe(401);
    expect((await res.json<ErrorBody>()).error.code).toBe("unauthorized");
  });

  it("a forged or expired token is a guest", async () => {
    const res = await get("/api/me/profile", { headers: { Authorization: "Bearer not.a.jwt" } });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/me/profile", () => {
  it("answers for a signed-in person without a profile yet, without creating one", async () => {
    const u = await newUser("fresh");
    const p = await profileOf(u);
    expect(p).toMatchObject({
      user_id: u.id,
      email: u.email,
      email_confirmed: true,
      user_type: null,
      first_name: null,
      is_admin: false,
      profile_slug: null,
      receive_new_conversations: true,
      host: null,
    });
    const row = await env.DB.prepare("SELECT count(*) AS n FROM profiles WHERE user_id = ?").bind(u.id).first("n");
    expect(row).toBe(0);
    expect((await call(u, "GET", "/api/me/profile")).headers.get("Cache-Control")).toContain("no-store");
  });
});

describe("PATCH /api/me/profile", () => {
  it("creates the traveler profile: names trimmed, the country in the list's spelling, a profile slug", async () => {
    const u = await newUser("trav");
    const res = await call(u, "PATCH", "/api/me/profile", {
      user_type: "traveler",
      first_name: "  Zhaniya ",
      last_name: "Omarova",
      city: "Berlin",
      country: "germany",
    });
    expect(res.status).toBe(200);
    const p = await res.json<MeProfile>();
    expect(p).toMatchObject({
      user_type: "traveler",
      first_name: "Zhaniya",
      last_name: "Omarova",
      city: "Berlin",
      country: "Germany",
    });
    expect(p.profile_slug).toMatch(/^zhaniya(-omarova(-\d+)?)?$/);
    expect(await profileOf(u)).toEqual(p);
  });

  it("gives a traveler who names themselves later a profile slug then", async () => {
    const u = await newUser("nameless");
    const first = await (
      await call(u, "PATCH", "/api/me/profile", { user_type: "traveler", country: "Peru" })
    ).json<MeProfile>();
    expect(first.profile_slug).toBeNull();
    const named = await (await call(u, "PATCH", "/api/me/profile", { first_name: "Quispe" })).json<MeProfile>();
    expect(named.profile_slug).toMatch(/^quispe/);
    expect((await get(`/api/travelers/${named.profile_slug}`)).status).toBe(200);
  });

  it("changes only the fields given, and toggles receiving new conversations", async () => {
    const u = await newUser("partial");
    await call(u, "PATCH", "/api/me/profile", { user_type: "traveler", first_name: "Ivo", country: "Croatia" });
    const res = await call(u, "PATCH", "/api/me/profile", { receive_new_conversations: false, city: "Split" });
    const p = await res.json<MeProfile>();
    expect(p).toMatchObject({ first_name: "Ivo", country: "Croatia", city: "Split", receive_new_conversations: false });
  });

  it.each([
    [{ first_name: "" }, "first_name"],
    [{ first_name: "   " }, "first_name"],
    [{ last_name: "x".repeat(61) }, "last_name"],
    [{ country: "Atlantis" }, "country"],
    [{ user_type: "host" }, "user_type"],
    [{ receive_new_conversations: "no" }, "receive_new_conversations"],
    [{}, "body"],
  ])("refuses %j naming %s", async (body, field) => {
    const u = await newUser("bad");
    await expect400(await call(u, "PATCH", "/api/me/profile", body), field);
  });

  it("refuses fields it does not know, such as someone else's user id", async () => {
    const a = await newUser("owner");
    const b = await newUser("intruder");
    await call(a, "PATCH", "/api/me/profile", { user_type: "traveler", first_name: "Alma", country: "Chile" });
    const res = await call(b, "PATCH", "/api/me/profile", { user_id: a.id, first_name: "Hacked" });
    expect(res.status).toBe(400);
    // B's own edit touches only B.
    await call(b, "PATCH", "/api/me/profile", { first_name: "Bruno" });
    expect((await profileOf(a)).first_name).toBe("Alma");
    expect((await profileOf(b)).first_name).toBe("Bruno");
  });

  it("a malformed JSON body is a 400, not a 500", async () => {
    const u = await newUser("malformed");
    const res = await get("/api/me/profile", {
      method: "PATCH",
      headers: { Authorization: `Bearer ${u.token}`, "Content-Type": "application/json" },
      body: "{ nope",
    });
    expect(res.status).toBe(400);
  });

  it("does not switch a host to a traveler: 409 with a clear message", async () => {
    const u = await newUser("hostswitch");
    expect((await call(u, "POST", "/api/me/host-application", hostApplication)).status).toBe(200);
    const res = await call(u, "PATCH", "/api/me/profile", { user_type: "traveler" });
    expect(res.status).toBe(409);
    expect((await res.json<ErrorBody>()).error.message).toMatch(/host/i);
    expect((await profileOf(u)).user_type).toBe("host");
  });

  it("keeps a host's country among the destinations", async () => {
    const u = await newUser("hostcountry");
    await call(u, "POST", "/api/me/host-application", hostApplication);
    await expect400(await call(u, "PATCH", "/api/me/profile", { country: "France" }), "country");
    const ok = await call(u, "PATCH", "/api/me/profile", { country: "kyrgyzstan", city: "Karakol" });
    expect((await ok.json<MeProfile>()).country).toBe("Kyrgyzstan");
  });
});

describe("POST /api/me/host-application", () => {
  it("makes the person a host with a pending application and a unique profile slug", async () => {
    const a = await newUser("hosta");
    const b = await newUser("hostb");
    const pa = await (await call(a, "POST", "/api/me/host-application", hostApplication)).json<MeProfile>();
    const pb = await (await call(b, "POST", "/api/me/host-application", hostApplication)).json<MeProfile>();
    expect(pa.user_type).toBe("host");
    expect(pa.country).toBe("Kazakhstan");
    expect(pa.host).toMatchObject({ status: "pending", host_type: "guide", languages: ["English", "Kazakh"] });
    expect(pa.host?.bio).toBe(hostApplication.bio);
    expect(pa.profile_slug).toBeTruthy();
    expect(pa.host?.profile_slug).toBe(pa.profile_slug);
    expect(pb.profile_slug).toBeTruthy();
    expect(pb.profile_slug).not.toBe(pa.profile_slug);
    // Pending hosts are not public.
    const hosts = await (await get(`/api/hosts?limit=48&country=Kazakhstan`)).json<HostsResponse>();
    expect(hosts.hosts.map((h) => h.id)).not.toContain(pa.host?.id);
    expect((await get(`/api/hosts/${pa.profile_slug}`)).status).toBe(404);
  });

  it("turns a traveler into a host applicant", async () => {
    const u = await newUser("convert");
    await call(u, "PATCH", "/api/me/profile", { user_type: "traveler", first_name: "Lea", country: "France" });
    const p = await (await call(u, "POST", "/api/me/host-application", hostApplication)).json<MeProfile>();
    expect(p.user_type).toBe("host");
    expect(p.first_name).toBe("Dana");
  });

  it("updates a pending application, and refuses once it is approved", async () => {
    const u = await newUser("reapply");
    const first = await (await call(u, "POST", "/api/me/host-application", hostApplication)).json<MeProfile>();
    const again = await call(u, "POST", "/api/me/host-application", {
      ...hostApplication,
      host_type: "driver",
      bio: "Now I drive a Land Cruiser across the steppe and into the mountains.",
    });
    expect(again.status).toBe(200);
    const second = await again.json<MeProfile>();
    expect(second.host?.id).toBe(first.host?.id);
    expect(second.host).toMatchObject({ status: "pending", host_type: "driver" });

    await env.DB.prepare("UPDATE hosts SET status = 'approved' WHERE user_id = ?").bind(u.id).run();
    const refused = await call(u, "POST", "/api/me/host-application", hostApplication);
    expect(refused.status).toBe(409);
    expect((await profileOf(u)).host).toMatchObject({ status: "approved", host_type: "driver" });
  });

  it("lets a rejected applicant apply again", async () => {
    const u = await newUser("rejected");
    await call(u, "POST", "/api/me/host-application", hostApplication);
    await env.DB.prepare("UPDATE hosts SET status = 'rejected', rejection_reason = 'No ID' WHERE user_id = ?")
      .bind(u.id)
      .run();
    const p = await (await call(u, "POST", "/api/me/host-application", hostApplication)).json<MeProfile>();
    expect(p.host).toMatchObject({ status: "pending", rejection_reason: null });
  });

  it.each([
    [{ bio: "Too short." }, "bio"],
    [{ bio: "x".repeat(2001) }, "bio"],
    [{ languages: [] }, "languages"],
    [{ languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`) }, "languages"],
    [{ host_type: "pilot" }, "host_type"],
    [{ country: "France" }, "country"],
    [{ first_name: "" }, "first_name"],
    [{ city: undefined }, "city"],
  ])("refuses %j naming %s", async (patch, field) => {
    const u = await newUser("badhost");
    await expect400(await call(u, "POST", "/api/me/host-application", { ...hostApplication, ...patch }), field);
    expect((await profileOf(u)).host).toBeNull();
  });
});

describe("POST /api/me/activity", () => {
  it("records the person as online or offline now", async () => {
    const u = await newUser("active");
    const res = await call(u, "POST", "/api/me/activity", { is_online: true });
    expect(res.status).toBe(204);
    const row = await env.DB.prepare("SELECT is_online, last_seen_at FROM user_activity WHERE user_id = ?")
      .bind(u.id)
      .first<{ is_online: number; last_seen_at: string }>();
    expect(row?.is_online).toBe(1);
    expect(Date.now() - Date.parse(row?.last_seen_at ?? "")).toBeLessThan(60_000);
    await call(u, "POST", "/api/me/activity", { is_online: false });
    const after = await env.DB.prepare("SELECT is_online FROM user_activity WHERE user_id = ?")
      .bind(u.id)
      .first("is_online");
    expect(after).toBe(0);
  });

  it("refuses a missing or non-boolean is_online", async () => {
    const u = await newUser("inactive");
    await expect400(await call(u, "POST", "/api/me/activity", { is_online: "yes" }), "is_online");
    await expect400(await call(u, "POST", "/api/me/activity", {}), "is_online");
  });
});

/** A traveler with a profile photo in R2, a conversation, a booking and a verified review with a seeded host. */
async function travelerWithHistory(label: string) {
  const u = await newUser(label);
  await call(u, "PATCH", "/api/me/profile", {
    user_type: "traveler",
    first_name: "Mira",
    last_name: "Kovac",
    city: "Zagreb",
    country: "Croatia",
  });
  const photoKey = `users/${u.id}/avatar.webp`;
  await env.MEDIA.put(photoKey, new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: "image/webp" } });
  const host = seed.hosts.find((h) => h.status === "approved");
  const hostProfile = seed.profiles.find((p) => p.user_id === host?.user_id);
  if (!host || !hostProfile) throw new Error("no approved host in the seed");
  const tour = seed.tours.find((t) => t.host_id === host.id) ?? seed.tours[0];
  const conversationId = crypto.randomUUID();
  const bookingId = crypto.randomUUID();
  const reviewId = crypto.randomUUID();
  const reviewedAt = new Date(Date.now() + 1000).toISOString();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO media_objects (key, owner_id, content_type, bytes, is_private) VALUES (?, ?, 'image/webp', 3, 0)",
    ).bind(photoKey, u.id),
    env.DB.prepare("UPDATE profiles SET profile_photo_url = ? WHERE user_id = ?").bind(`/media/${photoKey}`, u.id),
    env.DB.prepare("INSERT INTO conversations (id, traveler_id, host_id, last_message_at) VALUES (?, ?, ?, ?)").bind(
      conversationId,
      u.id,
      host.user_id,
      reviewedAt,
    ),
    env.DB.prepare("INSERT INTO messages (id, conversation_id, sender_id, body, seq) VALUES (?, ?, ?, ?, 1)").bind(
      crypto.randomUUID(),
      conversationId,
      u.id,
      "Hello! Is the September tour still available?",
    ),
    env.DB.prepare("INSERT INTO messages (id, conversation_id, sender_id, body, seq) VALUES (?, ?, ?, ?, 2)").bind(
      crypto.randomUUID(),
      conversationId,
      host.user_id,
      "Yes, two seats left.",
    ),
    env.DB.prepare(
      `INSERT INTO bookings (id, listing_type, listing_id, traveler_id, host_id, start_date, party_size, total_cents,
         deposit_cents, status) VALUES (?, 'tours', ?, ?, ?, '2026-09-01', 2, 120000, 24000, 'confirmed')`,
    ).bind(bookingId, tour?.id ?? "t", u.id, host.user_id),
    env.DB.prepare(
      `INSERT INTO payments (id, booking_id, provider, provider_ref, amount_cents, status)
       VALUES (?, ?, 'test', ?, 24000, 'succeeded')`,
    ).bind(crypto.randomUUID(), bookingId, `ref-${bookingId}`),
    env.DB.prepare(
      `INSERT INTO reviews (id, booking_id, listing_type, listing_id, host_id, traveler_id, rating, body, status, created_at)
       VALUES (?, ?, 'tours', ?, ?, ?, 5, 'Wonderful days in the mountains.', 'verified', ?)`,
    ).bind(reviewId, bookingId, tour?.id ?? "t", host.id, u.id, reviewedAt),
    env.DB.prepare(
      "INSERT INTO push_tokens (id, user_id, token, platform) VALUES (?, ?, 'ExponentPushToken[secretpart-XYZ123]', 'ios')",
    ).bind(crypto.randomUUID(), u.id),
    env.DB.prepare(
      "INSERT INTO notifications (id, user_id, kind, title, body) VALUES (?, ?, 'new_message', 'New message', 'Yes, two seats left.')",
    ).bind(crypto.randomUUID(), u.id),
    env.DB.prepare("INSERT INTO notification_settings (user_id, kind, email) VALUES (?, 'new_message', 0)").bind(u.id),
    env.DB.prepare(
      "INSERT INTO trip_requests (id, user_id, destinations, description, is_public) VALUES (?, ?, '[\"Georgia\"]', 'Hiking in Svaneti', 1)",
    ).bind(crypto.randomUUID(), u.id),
  ]);
  return {
    user: u,
    photoKey,
    host,
    hostSlug: hostProfile.profile_slug ?? host.profile_slug,
    conversationId,
    bookingId,
    reviewId,
  };
}

describe("GET /api/me/export", () => {
  it("downloads everything held about the caller as a JSON attachment, without secrets", async () => {
    const t = await travelerWithHistory("exporter");
    const res = await call(t.user, "GET", "/api/me/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="untrodden-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: t.user.id, email: t.user.email });
    expect(data.account.created_at).toBeTruthy();
    expect(data.account.last_sign_in_at).toBeTruthy();
    expect(data.sign_in_methods).toEqual([expect.objectContaining({ provider: "email", email: t.user.email })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toHaveProperty("user_agent");
    expect(data.profile).toMatchObject({ first_name: "Mira", last_name: "Kovac", country: "Croatia" });
    expect(data.trip_request).toMatchObject({ destinations: ["Georgia"], description: "Hiking in Svaneti" });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ kind: "direct", my_role: "traveler", blocked_at: null });
    expect(data.conversations[0].messages.map((m: { sender: string }) => m.sender)).toEqual(["me", "other"]);
    expect(data.conversations[0].messages[0].attachments).toEqual([]);
    expect(data.bookings).toEqual([expect.objectContaining({ id: t.bookingId, my_role: "traveler" })]);
    expect(data.bookings[0].payments).toHaveLength(1);
    expect(data.reviews_written).toEqual([expect.objectContaining({ id: t.reviewId, rating: 5 })]);
    expect(data.notifications).toHaveLength(1);
    expect(data.notification_settings).toEqual([expect.objectContaining({ kind: "new_message", email: 0 })]);
    expect(data.push_tokens).toEqual([expect.objectContaining({ platform: "ios", token: "…YZ123]" })]);
    expect(data.media).toEqual([expect.objectContaining({ key: t.photoKey })]);
    // No secrets: password hash, token hashes, the session's tokens, the full push token.
    const stored = await env.DB.prepare("SELECT encrypted_password FROM users WHERE id = ?")
      .bind(t.user.id)
      .first<string>("encrypted_password");
    expect(stored).toBeTruthy();
    expect(text).not.toContain(stored as string);
    expect(text).not.toMatch(/encrypted_password|token_hash|refresh_token|access_token|secret/);
    expect(text).not.toContain(t.user.token);
    expect(text).not.toContain(t.user.refresh);
    expect(text).not.toContain("secretpart");
  });

  it("contains the caller's data only", async () => {
    const a = await travelerWithHistory("exporta");
    const b = await newUser("exportb");
    const data = await (await call(b, "GET", "/api/me/export")).json<Record<string, unknown>>();
    const text = JSON.stringify(data);
    expect(text).not.toContain(a.user.id);
    expect(text).not.toContain(a.user.email);
    expect(data.bookings).toEqual([]);
    expect(data.conversations).toEqual([]);
  });

  it("lists a host's listings and host row", async () => {
    const u = await newUser("exporthost");
    const p = await (await call(u, "POST", "/api/me/host-application", hostApplication)).json<MeProfile>();
    await env.DB.prepare(
      `INSERT INTO tours (id, host_id, slug, title, status, countries, price_1_person) VALUES (?, ?, ?, 'Big Almaty Lake', 'draft', '["Kazakhstan"]', 5000)`,
    )
      .bind(crypto.randomUUID(), p.host?.id, `big-almaty-lake-${u.id.slice(0, 6)}`)
      .run();
    const data = await (await call(u, "GET", "/api/me/export")).json<{
      host: { id: string; languages: string[]; has_id_document: number };
      listings: { listing_type: string; title: string; countries: string[] }[];
    }>();
    expect(data.host).toMatchObject({ id: p.host?.id, languages: ["English", "Kazakh"], has_id_document: 0 });
    expect(data.listings).toEqual([
      expect.objectContaining({ listing_type: "tours", title: "Big Almaty Lake", countries: ["Kazakhstan"] }),
    ]);
  });
});

describe("DELETE /api/me", () => {
  it("asks for the password or a code: nothing given is a 400, a wrong one a 403", async () => {
    const u = await newUser("reauth");
    await expect400(await call(u, "DELETE", "/api/me", {}), "password");
    const wrong = await call(u, "DELETE", "/api/me", { password: "not-the-password" });
    expect(wrong.status).toBe(403);
    expect((await wrong.json<ErrorBody>()).error.code).toBe("reauthentication_failed");
    const badCode = await call(u, "DELETE", "/api/me", { nonce: "123456" });
    expect(badCode.status).toBe(403);
    expect((await profileOf(u)).user_id).toBe(u.id);
  });

  it("waits while a booking of theirs is under way (as traveler or host), saying so before any proof is spent", async () => {
    const u = await newUser("booked");
    const other = seed.users.find((x) => x.id !== u.id)?.id ?? "";
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [asTraveler, asHost] = [crypto.randomUUID(), crypto.randomUUID()];
    const insert = (id: string, traveler: string, host: string, status: string, start: string, end: string | null) =>
      env.DB.prepare(
        `INSERT INTO bookings (id, listing_type, listing_id, traveler_id, host_id, start_date, end_date, party_size,
           total_cents, deposit_cents, status) VALUES (?, 'tours', 't', ?, ?, ?, ?, 1, 9000, 1800, ?)`,
      ).bind(id, traveler, host, start, end, status);
    await env.DB.batch([
      insert(asTraveler, u.id, other, "awaiting_deposit", day(20), day(22)),
      insert(asHost, other, u.id, "requested", day(30), null),
      // Neither of these holds anything up: one was cancelled, the other's trip is over (the cron completes it).
      insert(crypto.randomUUID(), u.id, other, "cancelled", day(10), null),
      insert(crypto.randomUUID(), u.id, other, "confirmed", day(-9), day(-2)),
    ]);

    // A wrong password gets the same answer: the bookings are checked first, and no attempt is counted.
    for (const password of [PASSWORD, "not-the-password"]) {
      const res = await call(u, "DELETE", "/api/me", { password });
      expect(res.status).toBe(409);
      expect((await res.json<ErrorBody>()).error).toEqual({
        code: "open_bookings",
        message:
          "You have 2 bookings still under way. Cancel or decline them in My bookings, or wait until the trip is over, before deleting your account.",
      });
    }
    await env.DB.prepare("UPDATE bookings SET status = 'declined' WHERE id = ?").bind(asHost).run();
    const one = await call(u, "DELETE", "/api/me", { password: PASSWORD });
    expect(one.status).toBe(409);
    expect((await one.json<ErrorBody>()).error.message).toMatch(
      /^You have a booking still under way\. Cancel or decline it/,
    );
    expect((await profileOf(u)).user_id).toBe(u.id);

    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").bind(asTraveler).run();
    expect((await call(u, "DELETE", "/api/me", { password: PASSWORD })).status).toBe(204);
  });

  it("deletes the person and their personal data; bookings, messages and reviews stay, shown as Deleted user", async () => {
    const t = await travelerWithHistory("leaver");
    const other = await newUser("bystander");
    const before = await (await get(`/api/hosts/${t.hostSlug}/reviews?limit=48`)).json<ReviewsResponse>();
    expect(before.reviews.find((r) => r.id === t.reviewId)?.traveler_name).toBe("Mira K.");
    const travelersBefore = await (await get("/api/travelers?limit=48")).json<TravelersResponse>();
    expect(travelersBefore.travelers.map((r) => r.user_id)).toContain(t.user.id);

    // A message to support, a story waiting for review and a published one.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO contact_messages (id, name, email, topic, message, user_id) VALUES (?1, 'Mira', 'm@example.org', 'other', 'Hi', ?2)",
      ).bind(crypto.randomUUID(), t.user.id),
      ...(["submitted", "published"] as const).map((status) =>
        env.DB.prepare(
          `INSERT INTO blog_articles (id, slug, title, body, author_name, author_email, author_user_id, status)
           VALUES (?1, ?1, 'A story', 'text', 'Mira K.', 'm@example.org', ?2, ?3)`,
        ).bind(`leaver-${status}-${t.user.id}`, t.user.id, status),
      ),
    ]);

    const res = await call(t.user, "DELETE", "/api/me", { password: PASSWORD });
    expect(res.status).toBe(204);
    // The unpublished story is gone; the published one stays under its name, without the address.
    const { results: stories } = await env.DB.prepare(
      "SELECT status, author_name, author_email FROM blog_articles WHERE author_user_id = ?",
    )
      .bind(t.user.id)
      .all();
    expect(stories).toEqual([{ status: "published", author_name: "Mira K.", author_email: null }]);
    // The session cookies are cleared.
    expect(res.headers.getSetCookie().join("\n")).toMatch(/untrodden-access=;.*Max-Age=0/);

    // No more sign-in, and the sessions stop working at once (access token and refresh token).
    const again = await get("/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({ email: t.user.email, password: PASSWORD }),
    });
    expect(again.status).toBe(400);
    expect((await call(t.user, "GET", "/api/me/profile")).status).toBe(401);
    expect((await call(t.user, "GET", "/api/me/export")).status).toBe(401);
    const refresh = await get("/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({ refresh_token: t.user.refresh }),
    });
    expect(refresh.status).toBe(400);

    // The photo is gone from R2 and from the media table.
    expect(await env.MEDIA.head(t.photoKey)).toBeNull();
    expect((await get(`/media/${t.photoKey}`)).status).toBe(404);
    const media = await env.DB.prepare("SELECT count(*) AS n FROM media_objects WHERE key = ?")
      .bind(t.photoKey)
      .first("n");
    expect(media).toBe(0);

    // The tombstone: no address, password or metadata; personal rows gone; the profile emptied.
    const user = await env.DB.prepare("SELECT * FROM users WHERE id = ?")
      .bind(t.user.id)
      .first<Record<string, unknown>>();
    expect(user).toMatchObject({ email: null, phone: null, encrypted_password: null, raw_user_meta_data: "{}" });
    expect(user?.deleted_at).toBeTruthy();
    for (const table of [
      "identities",
      "sessions",
      "refresh_tokens",
      "push_tokens",
      "notifications",
      "notification_settings",
      "trip_requests",
      "user_activity",
      "contact_messages",
    ]) {
      const n = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(t.user.id).first("n");
      expect(n, table).toBe(0);
    }
    const profile = await env.DB.prepare("SELECT * FROM profiles WHERE user_id = ?")
      .bind(t.user.id)
      .first<Record<string, unknown>>();
    expect(profile).toMatchObject({
      user_type: null,
      first_name: null,
      last_name: null,
      city: null,
      profile_photo_url: null,
      profile_slug: null,
    });

    // What the other party and the accounts need stays.
    const kept = await env.DB.batch([
      env.DB.prepare("SELECT count(*) AS n FROM conversations WHERE id = ?").bind(t.conversationId),
      env.DB.prepare("SELECT count(*) AS n FROM messages WHERE conversation_id = ?").bind(t.conversationId),
      env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE id = ? AND traveler_id = ?").bind(
        t.bookingId,
        t.user.id,
      ),
      env.DB.prepare("SELECT count(*) AS n FROM payments WHERE booking_id = ?").bind(t.bookingId),
      env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE id = ?").bind(t.reviewId),
    ]);
    expect(kept.map((r) => (r.results[0] as { n: number }).n)).toEqual([1, 2, 1, 1, 1]);

    // Where the API shows the person, they are "Deleted user"; public lists no longer show them.
    const after = await (await get(`/api/hosts/${t.hostSlug}/reviews?limit=48`)).json<ReviewsResponse>();
    const review = after.reviews.find((r) => r.id === t.reviewId);
    expect(review).toMatchObject({ traveler_name: DELETED_USER_NAME, traveler_photo: null, traveler_country: null });
    const travelers = await (await get("/api/travelers?limit=48")).json<TravelersResponse>();
    expect(travelers.travelers.map((r) => r.user_id)).not.toContain(t.user.id);
    expect((await get(`/api/travelers/${t.user.id}`)).status).toBe(404);

    // A confirmation went to the address they had; nobody else was touched.
    const mail = await env.DB.prepare(`SELECT subject, text, template_key FROM email_outbox WHERE "to" = ?`)
      .bind(t.user.email)
      .all<{ subject: string; text: string; template_key: string }>();
    expect(mail.results).toEqual([expect.objectContaining({ template_key: "account_deleted" })]);
    expect(mail.results[0]?.text).toContain(t.user.email);
    expect((await profileOf(other)).user_id).toBe(other.id);

    // The address is free to sign up again.
    const reused = await insertUser(
      env.DB,
      { email: t.user.email, phone: null, passwordHash: null, metadata: {}, provider: "email" },
      { provider: "email" },
    );
    expect(reused).toBeTruthy();
  });

  it("accepts the reauthentication code for an account without a password", async () => {
    const u = await newUser("passwordless", { password: false });
    const wrong = await call(u, "DELETE", "/api/me", { password: PASSWORD });
    expect(wrong.status).toBe(403);
    const sent = await get("/auth/v1/reauthenticate", { headers: { Authorization: `Bearer ${u.token}` } });
    expect(sent.status).toBe(200);
    const mail = await env.DB.prepare(`SELECT text FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC LIMIT 1`)
      .bind(u.email)
      .first<string>("text");
    const code = /\b(\d{6})\b/.exec(mail ?? "")?.[1];
    expect(code).toBeTruthy();
    const res = await call(u, "DELETE", "/api/me", { nonce: code });
    expect(res.status).toBe(204);
    expect((await call(u, "GET", "/api/me/profile")).status).toBe(401);
    // The code worked once; the account is gone either way.
    const gone = await env.DB.prepare("SELECT deleted_at FROM users WHERE id = ?").bind(u.id).first("deleted_at");
    expect(gone).toBeTruthy();
  });

  it("hides a deleted host and archives their listings, keeping their bookings", async () => {
    const u = await newUser("hostleaver");
    const p = await (await call(u, "POST", "/api/me/host-application", hostApplication)).json<MeProfile>();
    const hostId = p.host?.id ?? "";
    const slug = p.profile_slug ?? "";
    const tourId = crypto.randomUUID();
    const tourSlug = `steppe-days-${u.id.slice(0, 6)}`;
    const traveler = seed.users.find((x) =>
      seed.profiles.some((pr) => pr.user_id === x.id && pr.user_type === "traveler"),
    );
    const bookingId = crypto.randomUUID();
    const imageKey = `listings/${u.id}/steppe.webp`;
    await env.MEDIA.put(imageKey, new Uint8Array([9]));
    await env.DB.batch([
      env.DB.prepare("UPDATE hosts SET status = 'approved' WHERE id = ?").bind(hostId),
      env.DB.prepare(
        "INSERT INTO media_objects (key, owner_id, content_type, bytes) VALUES (?, ?, 'image/webp', 1)",
      ).bind(imageKey, u.id),
      env.DB.prepare(
        `INSERT INTO tours (id, host_id, slug, title, status, published_at, countries, images, price_1_person)
         VALUES (?, ?, ?, 'Steppe days', 'published', ?, '["Kazakhstan"]', ?, 9000)`,
      ).bind(
        tourId,
        hostId,
        tourSlug,
        new Date().toISOString(),
        JSON.stringify([`/media/${imageKey}`, "/media/shared/x.webp"]),
      ),
      env.DB.prepare(
        `INSERT INTO bookings (id, listing_type, listing_id, traveler_id, host_id, start_date, party_size, total_cents,
           deposit_cents, status) VALUES (?, 'tours', ?, ?, ?, '2026-10-01', 1, 9000, 1800, 'confirmed')`,
      ).bind(bookingId, tourId, traveler?.id, u.id),
    ]);
    expect((await get(`/api/hosts/${slug}`)).status).toBe(200);
    expect((await get(`/api/listings/tour/${tourSlug}`)).status).toBe(200);

    expect((await call(u, "DELETE", "/api/me", { password: PASSWORD })).status).toBe(204);

    expect((await get(`/api/hosts/${slug}`)).status).toBe(404);
    expect((await get(`/api/hosts/${hostId}`)).status).toBe(404);
    expect((await get(`/api/listings/tour/${tourSlug}`)).status).toBe(404);
    const host = await env.DB.prepare("SELECT status, bio, profile_slug FROM hosts WHERE id = ?").bind(hostId).first();
    expect(host).toEqual({ status: "suspended", bio: null, profile_slug: null });
    const tour = await env.DB.prepare("SELECT status, images FROM tours WHERE id = ?").bind(tourId).first();
    expect(tour).toEqual({ status: "archived", images: JSON.stringify(["/media/shared/x.webp"]) });
    expect(await env.MEDIA.head(imageKey)).toBeNull();
    const booking = await env.DB.prepare("SELECT host_id, status FROM bookings WHERE id = ?").bind(bookingId).first();
    expect(booking).toEqual({ host_id: u.id, status: "confirmed" });
  });
});

describe("the cookie transport", () => {
  it("authenticates /api/me by the session cookie, checking the Origin of writes", async () => {
    const u = await newUser("cookie");
    const signin = await get("/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Session-Transport": "cookie",
        Origin: ORIGIN,
        "CF-Connecting-IP": nextIp(),
      },
      body: JSON.stringify({ email: u.email, password: PASSWORD }),
    });
    expect(signin.status).toBe(200);
    const body = await signin.json<Record<string, unknown>>();
    expect(body).not.toHaveProperty("access_token");
    const cookies = signin.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookies).toContain("untrodden-access=");

    const read = await get("/api/me/profile", { headers: { Cookie: cookies } });
    expect(read.status).toBe(200);
    expect((await read.json<MeProfile>()).user_id).toBe(u.id);

    const patch = (origin: string) =>
      get("/api/me/profile", {
        method: "PATCH",
        headers: { Cookie: cookies, Origin: origin, "Content-Type": "application/json" },
        body: JSON.stringify({ first_name: origin === ORIGIN ? "Samal" : "Mallory" }),
      });
    const ok = await patch(ORIGIN);
    expect(ok.status).toBe(200);
    expect((await ok.json<MeProfile>()).first_name).toBe("Samal");
    const forged = await patch("https://evil.example");
    expect(forged.status).toBe(403);
    expect((await forged.json<ErrorBody>()).error.code).toBe("csrf_failed");
    expect((await profileOf(u)).first_name).toBe("Samal");
  });
});
