import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { HomeResponse } from "../../domain/api/home";
import type { HostResponse, HostsResponse } from "../../domain/api/hosts";
import type { ListingDetailResponse } from "../../domain/api/listings";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

/**
 * POST /api/me/activity (spec `upsert_user_activity`) feeds last_seen_at everywhere hosts appear: the host page,
 * the hosts list, the home page's local experts and map, and a listing's host summary.
 */

let host: Person;
let slug: string;
let tourSlug: string;

const secondsAgo = (iso: string | null) => (Date.now() - new Date(iso ?? 0).getTime()) / 1000;

async function activityOf(userId: string) {
  return env.DB.prepare("SELECT last_seen_at, is_online FROM user_activity WHERE user_id = ?")
    .bind(userId)
    .first<{ last_seen_at: string; is_online: number }>();
}

beforeAll(async () => {
  host = await person("approved-host", { first_name: "Dana" });
  await env.DB.prepare("UPDATE hosts SET latitude = 43.24, longitude = 76.89 WHERE id = ?").bind(host.hostId).run();
  const row = await env.DB.prepare("SELECT profile_slug FROM hosts WHERE id = ?")
    .bind(host.hostId)
    .first<{ profile_slug: string }>();
  slug = row?.profile_slug ?? "";
  tourSlug = `dana-day-tour-${crypto.randomUUID().slice(0, 6)}`;
  await env.DB.prepare(
    `INSERT INTO tours (id, host_id, slug, title, description, status, images, published_at, price_1_person, countries)
     VALUES (?, ?, ?, 'Dana day tour', 'A day in the mountains above the city, with lunch.', 'published',
       '["/media/p/dana.jpg"]', ?, 9000, '["Kazakhstan"]')`,
  )
    .bind(crypto.randomUUID(), host.hostId, tourSlug, new Date().toISOString())
    .run();
});

describe("POST /api/me/activity", () => {
  it("guest: 401; bad bodies: 400 naming the field", async () => {
    const guest = await person("guest");
    expect((await guest.fetch("/api/me/activity", { method: "POST", json: { is_online: true } })).status).toBe(401);
    const traveler = await person("traveler");
    for (const json of [{ is_online: "yes" }, {}, { is_online: true, user_id: host.id }]) {
      const res = await traveler.fetch("/api/me/activity", { method: "POST", json });
      expect(res.status).toBe(400);
      expect((await res.json<ErrorBody>()).error.code).toBe("invalid_request");
    }
    // Nobody's activity was written by the refused calls.
    expect(await activityOf(host.id)).toBeNull();
    expect(await activityOf(traveler.id)).toBeNull();
  });

  it("each signed-in person updates only their own activity", async () => {
    const traveler = await person("traveler");
    const admin = await person("admin");
    for (const p of [traveler, admin]) {
      expect((await p.fetch("/api/me/activity", { method: "POST", json: { is_online: true } })).status).toBe(204);
      expect((await activityOf(p.id))?.is_online).toBe(1);
    }
    expect(await activityOf(host.id)).toBeNull();
  });

  it("a host's heartbeat shows as last_seen_at on their page, the hosts list, the home page and their listings", async () => {
    const before = await (await host.fetch(`/api/hosts/${slug}`)).json<HostResponse>();
    expect(before.host.last_seen_at).toBeNull();

    expect((await host.fetch("/api/me/activity", { method: "POST", json: { is_online: true } })).status).toBe(204);

    const page = await (await host.fetch(`/api/hosts/${slug}`)).json<HostResponse>();
    expect(secondsAgo(page.host.last_seen_at)).toBeLessThan(10);
    expect(page.host.is_online).toBe(true);

    const list = await (await host.fetch("/api/hosts?limit=48")).json<HostsResponse>();
    const row = list.hosts.find((h) => h.id === host.hostId);
    expect(secondsAgo(row?.last_seen_at ?? null)).toBeLessThan(10);

    const home = await (await host.fetch("/api/home?hosts=24")).json<HomeResponse>();
    expect(secondsAgo(home.hosts.find((h) => h.id === host.hostId)?.last_seen_at ?? null)).toBeLessThan(10);
    expect(secondsAgo(home.map.find((h) => h.id === host.hostId)?.last_seen_at ?? null)).toBeLessThan(10);

    const guest = await person("guest");
    const detail = await (await guest.fetch(`/api/listings/tour/${tourSlug}`)).json<ListingDetailResponse>();
    expect(secondsAgo(detail.host.last_seen_at)).toBeLessThan(10);
  });

  it("going offline keeps the time last seen and clears the online flag", async () => {
    expect((await host.fetch("/api/me/activity", { method: "POST", json: { is_online: false } })).status).toBe(204);
    const page = await (await host.fetch(`/api/hosts/${slug}`)).json<HostResponse>();
    expect(page.host.is_online).toBe(false);
    expect(secondsAgo(page.host.last_seen_at)).toBeLessThan(10);
  });
});
