import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingsResponse } from "../../domain/api/bookings";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, generateSeed } from "../../scripts/seed/generate";
import { insertSeed, isSeeded } from "../../scripts/seed/insert";
import { hashPassword, verifyPassword } from "../../worker/services/password";
import { get } from "./helpers";

const NOW = new Date("2026-11-22T10:00:00Z");
const options = { hosts: 24, listings: 48, travelers: 8, conversations: 4, bookings: 8, now: NOW };

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<number>("n")) ?? 0;

const search = async (query: string) =>
  (
    await env.DB.prepare("SELECT listing_id, title FROM listing_search WHERE listing_search MATCH ?").bind(query).all<{
      listing_id: string;
      title: string;
    }>()
  ).results;

let demoHash = "";
beforeAll(async () => {
  expect(await isSeeded(env.DB)).toBe(false);
  demoHash = await hashPassword(DEMO_PASSWORD, 1000);
  await insertSeed(env.DB, generateSeed(options), demoHash);
});

describe("demo data", () => {
  it("is the same for the same seed and moment", () => {
    expect(generateSeed(options)).toEqual(generateSeed(options));
    expect(generateSeed({ ...options, seed: 7 }).hosts[1]?.id).not.toBe(generateSeed(options).hosts[1]?.id);
  });

  it("can be inserted twice without duplicating anything", async () => {
    const tables = [
      "users",
      "hosts",
      "tours",
      "group_tours",
      "rental_cars",
      "drivers",
      "reviews",
      "messages",
      "bookings",
      "listing_days",
      "payments",
    ];
    const before = await Promise.all(tables.map(count));
    await insertSeed(env.DB, generateSeed(options), demoHash);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(await isSeeded(env.DB)).toBe(true);
  });

  it("has the three demo accounts with the demo password", async () => {
    const rows = await env.DB.prepare(
      `SELECT u.email, u.encrypted_password, p.user_type, p.is_admin, h.status FROM users u
       JOIN profiles p ON p.user_id = u.id LEFT JOIN hosts h ON h.user_id = u.id WHERE u.email IN (?, ?, ?) ORDER BY u.email`,
    )
      .bind(DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.host, DEMO_ACCOUNTS.traveler)
      .all<{ email: string; encrypted_password: string; user_type: string; is_admin: number; status: string | null }>();
    expect(rows.results.map((r) => [r.email, r.user_type, r.is_admin, r.status])).toEqual([
      ["admin@example.com", "traveler", 1, null],
      ["host@example.com", "host", 0, "approved"],
      ["traveler@example.com", "traveler", 0, null],
    ]);
    for (const r of rows.results) {
      expect(await verifyPassword(DEMO_PASSWORD, r.encrypted_password)).toBe(true);
      expect(await verifyPassword("wrong-password", r.encrypted_password)).toBe(false);
    }
  });

  it("has hosts of every kind and status, and listings of all four kinds", async () => {
    const kinds = await env.DB.prepare("SELECT DISTINCT host_type FROM hosts ORDER BY 1").all<{ host_type: string }>();
    expect(kinds.results.map((k) => k.host_type)).toEqual(["driver", "guide", "tour_operator"]);
    const statuses = await env.DB.prepare("SELECT DISTINCT status FROM hosts").all<{ status: string }>();
    expect(statuses.results.map((s) => s.status)).toEqual(expect.arrayContaining(["approved", "pending"]));
    for (const table of ["tours", "group_tours", "rental_cars", "drivers"])
      expect(await count(table)).toBeGreaterThan(0);
  });
});

describe("demo bookings", () => {
  it("are the demo traveler's in /my-bookings, the unreviewed finished trip ready for a review", async () => {
    const signIn = await get("/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.traveler, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = await signIn.json<{ access_token: string }>();
    const res = await get("/api/bookings?view=all&limit=100", { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { bookings } = await res.json<BookingsResponse>();
    const traveler = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(DEMO_ACCOUNTS.traveler).first<{
      id: string;
    }>();
    const own = await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE traveler_id = ?")
      .bind(traveler?.id)
      .first<number>("n");
    expect(bookings.length).toBe(own);
    const reviewable = bookings.filter((b) => b.status === "completed" && b.can.review);
    expect(reviewable).toHaveLength(1);
    expect(reviewable[0]?.review).toBeNull();
    const held = await env.DB.prepare(
      "SELECT count(*) AS n FROM listing_days d JOIN bookings b ON b.id = d.booking_id WHERE b.traveler_id = ?",
    )
      .bind(traveler?.id)
      .first<number>("n");
    expect(held).toBeGreaterThan(0);
  });
});

describe("listing search index", () => {
  it("indexes every listing of the four tables", async () => {
    const listings = (await Promise.all(["tours", "group_tours", "rental_cars", "drivers"].map(count))).reduce(
      (a, b) => a + b,
    );
    expect(await count("listing_search")).toBe(listings);
  });

  it("matches without diacritics and by prefix", async () => {
    await env.DB.prepare(
      "INSERT INTO tours (id, host_id, title, status, countries, cities, topics) SELECT 't-kok', id, 'Sunset on Kök-Töbe hill', 'published', '[\"Kazakhstan\"]', '[\"Almaty\"]', '[\"Views\"]' FROM hosts LIMIT 1",
    ).run();
    expect((await search("kok*")).map((r) => r.listing_id)).toContain("t-kok");
    expect((await search("tobe")).map((r) => r.listing_id)).toContain("t-kok");
    expect((await search("almaty AND views")).map((r) => r.listing_id)).toContain("t-kok");
  });

  it("follows updates and deletes", async () => {
    await env.DB.prepare("UPDATE tours SET title = 'Golden hour above the city' WHERE id = 't-kok'").run();
    expect((await search("tobe")).map((r) => r.listing_id)).not.toContain("t-kok");
    expect((await search("golden")).map((r) => r.listing_id)).toContain("t-kok");
    await env.DB.prepare("DELETE FROM tours WHERE id = 't-kok'").run();
    expect((await search("golden")).map((r) => r.listing_id)).not.toContain("t-kok");
  });
});
