import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MeProfile, TripRequestBody, TripRequestResponse } from "../../domain/api/account";
import type { HostResponse } from "../../domain/api/hosts";
import type { TravelerResponse, TravelersResponse } from "../../domain/api/travelers";
import type { ErrorBody } from "./helpers";
import { everyone, type Person, person, type Role } from "./people";

/** Edit-profile APIs (issue 6, helper E): PATCH /api/me/profile (slug, photo), PATCH /api/me/host, /api/me/trip-request. */

let people: Record<Role, Person>;
beforeAll(async () => {
  people = await everyone();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const trip = (over: Partial<TripRequestBody> = {}): TripRequestBody => ({
  destinations: ["Kyrgyzstan", "kazakhstan"],
  start_date: inDays(30),
  end_date: inDays(44),
  group_size: 3,
  interests: ["Horse riding", "Yurts"],
  budget: "mid-range",
  description: "Two weeks in the mountains with friends, looking for a guide who knows the summer pastures.",
  is_public: true,
  ...over,
});

/** Registers a photo as uploaded by `ownerId` (what POST /api/media records) and returns its public URL. */
async function photoOf(ownerId: string): Promise<string> {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("");
  const key = `p/${hex}.jpg`;
  await env.DB.prepare(
    "INSERT INTO media_objects (key, owner_id, content_type, bytes, is_private) VALUES (?, ?, ?, ?, 0)",
  )
    .bind(key, ownerId, "image/jpeg", 1234)
    .run();
  return `/media/${key}`;
}

const uniqueSlug = (base: string) => `${base}-${crypto.randomUUID().slice(0, 6)}`;

async function errorOf(res: Response): Promise<ErrorBody["error"]> {
  return (await res.json<ErrorBody>()).error;
}

describe("permission table", () => {
  const cases: [Role, { profile: number; host: number; getTrip: number; putTrip: number }][] = [
    ["guest", { profile: 401, host: 401, getTrip: 401, putTrip: 401 }],
    ["no-profile", { profile: 200, host: 403, getTrip: 200, putTrip: 403 }],
    ["traveler", { profile: 200, host: 403, getTrip: 200, putTrip: 200 }],
    ["pending-host", { profile: 200, host: 200, getTrip: 200, putTrip: 403 }],
    ["approved-host", { profile: 200, host: 200, getTrip: 200, putTrip: 403 }],
    ["rejected-host", { profile: 200, host: 200, getTrip: 200, putTrip: 403 }],
    // The fixture's admin has a traveler profile: an admin edits only their own profile here.
    ["admin", { profile: 200, host: 403, getTrip: 200, putTrip: 200 }],
  ];
  it.each(cases)("%s", async (role, want) => {
    const p = people[role];
    const slug = uniqueSlug(role.replace("-", ""));
    const profile = await p.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: slug } });
    expect(profile.status).toBe(want.profile);
    if (want.profile === 200) expect((await profile.json<MeProfile>()).profile_slug).toBe(slug);

    const host = await p.fetch("/api/me/host", { method: "PATCH", json: { languages: ["English", "Kazakh"] } });
    expect(host.status).toBe(want.host);
    if (want.host === 403) expect((await errorOf(host)).code).toBe("not_a_host");
    if (want.host === 200) expect((await host.json<MeProfile>()).host?.languages).toEqual(["English", "Kazakh"]);

    expect((await p.fetch("/api/me/trip-request")).status).toBe(want.getTrip);
    const put = await p.fetch("/api/me/trip-request", { method: "PUT", json: trip() });
    expect(put.status).toBe(want.putTrip);
    if (want.putTrip === 403) expect((await errorOf(put)).code).toBe("not_a_traveler");
  });

  it("a guest's write is refused before the body is read", async () => {
    const res = await people.guest.fetch("/api/me/host", { method: "PATCH", json: { bio: "x" } });
    expect(res.status).toBe(401);
  });
});

describe("PATCH /api/me/profile: profile_slug", () => {
  it.each([
    ["ab", "needs at least 3 characters"],
    ["x".repeat(41), "at most 40"],
    ["Aigerim", "lowercase"],
    ["has space", "lowercase"],
    ["-leading", "lowercase"],
    ["double--hyphen", "lowercase"],
    ["émile", "lowercase"],
    ["3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b", "id"],
    [42, "must be text"],
  ])("%j is refused, naming the field", async (slug, hint) => {
    const res = await people.traveler.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: slug } });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_request");
    expect(error.message).toMatch(/^profile_slug: /);
    expect(error.message).toContain(hint);
  });

  it("a slug another traveler holds is taken (409), and so is a host's", async () => {
    const other = await person("traveler");
    const mine = await person("traveler");
    const theirs = uniqueSlug("taken");
    expect((await other.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: theirs } })).status).toBe(
      200,
    );
    const res = await mine.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: theirs } });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: "slug_taken", message: `profile_slug: "${theirs}" is already taken` });

    // A host row whose slug is not on any profile (older data) still holds it.
    const host = await person("approved-host");
    await env.DB.prepare("UPDATE hosts SET profile_slug = 'host-only-slug' WHERE user_id = ?").bind(host.id).run();
    const clash = await mine.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: "host-only-slug" } });
    expect(clash.status).toBe(409);
    expect((await errorOf(clash)).code).toBe("slug_taken");
  });

  it("keeping one's own slug is not a clash", async () => {
    const me = await person("traveler");
    const slug = uniqueSlug("mine");
    await me.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: slug } });
    const again = await me.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: slug, city: "Bishkek" } });
    expect(again.status).toBe(200);
    expect(await again.json<MeProfile>()).toMatchObject({ profile_slug: slug, city: "Bishkek" });
  });

  it("an approved host's new slug moves their public page; the old link leads there (301)", async () => {
    const host = await person("approved-host");
    const before = await host.fetch("/api/me/profile").then((r) => r.json<MeProfile>());
    const old = before.profile_slug;
    expect(old).toBeTruthy();
    expect((await host.fetch(`/api/hosts/${old}`)).status).toBe(200);
    const slug = uniqueSlug("steppe-guide");
    const res = await host.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: slug } });
    expect(res.status).toBe(200);
    const me = await res.json<MeProfile>();
    expect(me.profile_slug).toBe(slug);
    expect(me.host?.profile_slug).toBe(slug);
    const page = await people.guest.fetch(`/api/hosts/${slug}`);
    expect(page.status).toBe(200);
    expect((await page.json<HostResponse>()).host.id).toBe(host.hostId);
    // Old links shared elsewhere keep working (tests/worker/slug-redirects.test.ts has the details).
    const moved = await people.guest.fetch(`/api/hosts/${old}`);
    expect(moved.status).toBe(301);
    expect(await moved.json()).toEqual({ redirect: `/host/${slug}` });
  });

  it("a traveler's new slug is their traveler page", async () => {
    const me = await person("traveler", { first_name: "Saule" });
    const slug = uniqueSlug("saule");
    await me.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: slug } });
    const page = await people.guest.fetch(`/api/travelers/${slug}`);
    expect(page.status).toBe(200);
    expect((await page.json<TravelerResponse>()).traveler.user_id).toBe(me.id);
  });
});

describe("PATCH /api/me/profile: profile_photo_url", () => {
  it("takes the person's own upload, refuses anyone else's or an outside address, and null removes it", async () => {
    const me = await person("traveler");
    const other = await person("traveler");
    const mine = await photoOf(me.id);
    const theirs = await photoOf(other.id);

    const foreign = await me.fetch("/api/me/profile", { method: "PATCH", json: { profile_photo_url: theirs } });
    expect(foreign.status).toBe(400);
    expect(await errorOf(foreign)).toEqual({
      code: "invalid_request",
      message: "profile_photo_url: must be a photo you uploaded",
    });
    for (const url of ["https://elsewhere.example/me.jpg", "/media/private/docs/abc.pdf", "/media/p/unknown.jpg"]) {
      const res = await me.fetch("/api/me/profile", { method: "PATCH", json: { profile_photo_url: url } });
      expect(res.status, url).toBe(400);
    }
    const bad = await me.fetch("/api/me/profile", { method: "PATCH", json: { profile_photo_url: 7 } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toMatch(/^profile_photo_url: /);

    const own = await me.fetch("/api/me/profile", { method: "PATCH", json: { profile_photo_url: mine } });
    expect(own.status).toBe(200);
    expect((await own.json<MeProfile>()).profile_photo_url).toBe(mine);

    const removed = await me.fetch("/api/me/profile", { method: "PATCH", json: { profile_photo_url: null } });
    expect(removed.status).toBe(200);
    expect((await removed.json<MeProfile>()).profile_photo_url).toBeNull();
  });

  it("the photo already on the profile can be sent back unchanged (e.g. one set before uploads were tracked)", async () => {
    const me = await person("approved-host");
    await env.DB.prepare("UPDATE profiles SET profile_photo_url = '/media/seed/portrait-1.jpg' WHERE user_id = ?")
      .bind(me.id)
      .run();
    const res = await me.fetch("/api/me/profile", {
      method: "PATCH",
      json: { profile_photo_url: "/media/seed/portrait-1.jpg", first_name: "Dana" },
    });
    expect(res.status).toBe(200);
  });
});

describe("PATCH /api/me/host", () => {
  it.each([
    [{}, "body: nothing to update"],
    [{ bio: "Too short." }, "bio: needs at least 50 characters"],
    [{ bio: "x".repeat(1001) }, "bio: can be at most 1000 characters"],
    [{ languages: [] }, "languages: add at least one language"],
    [{ languages: Array.from({ length: 11 }, (_, n) => `Language ${n}`) }, "languages: list at most 10"],
    [{ languages: ["x".repeat(41)] }, "languages.0: can be at most 40 characters"],
    [{ host_type: "pilot" }, "host_type: must be guide, driver or tour_operator"],
    [{ rating: 5 }, "Unrecognized key"],
  ])("%j → 400 naming the field", async (body, message) => {
    const res = await people["approved-host"].fetch("/api/me/host", { method: "PATCH", json: body });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(message);
  });

  it("an approved host's bio, languages and type show on their public page", async () => {
    const host = await person("approved-host");
    const bio = "I drive the Pamir Highway every summer and know every homestay between Osh and Khorog by name.";
    const res = await host.fetch("/api/me/host", {
      method: "PATCH",
      json: { bio: `  ${bio}  `, languages: ["English", "russian", "Russian"], host_type: "driver" },
    });
    expect(res.status).toBe(200);
    const me = await res.json<MeProfile>();
    expect(me.host).toMatchObject({ bio, languages: ["English", "russian"], host_type: "driver" });
    const page = await people.guest.fetch(`/api/hosts/${me.profile_slug}`);
    const { host: shown } = await page.json<HostResponse>();
    expect(shown).toMatchObject({ bio, host_type: "driver" });
  });
});

describe("/api/me/trip-request", () => {
  const bad: [string, Record<string, unknown>, string][] = [
    [
      "end before start",
      { start_date: inDays(20), end_date: inDays(10) },
      "end_date: must be on or after the start date",
    ],
    [
      "end without start",
      { start_date: null, end_date: inDays(10) },
      "start_date: is required when there is an end date",
    ],
    ["a trip that is over", { start_date: inDays(-30), end_date: inDays(-20) }, "end_date: is in the past"],
    ["an impossible date", { start_date: "2027-02-30", end_date: null }, "start_date: is not a real date"],
    ["a date in another format", { start_date: "05/06/2027", end_date: null }, "start_date: must be a date like"],
    ["nobody travelling", { group_size: 0 }, "group_size: must be at least 1"],
    ["a crowd", { group_size: 51 }, "group_size: can be at most 50"],
    ["half a person", { group_size: 2.5 }, "group_size: must be a whole number"],
    ["a group size as text", { group_size: "3" }, "group_size: must be a number"],
    ["a place we don't cover", { destinations: ["Kazakhstan", "Atlantis"] }, 'destinations: "Atlantis" is not one of'],
    ["too many places", { destinations: Array(11).fill("Nepal") }, "destinations: can list at most 10"],
    ["a long interest", { interests: ["x".repeat(41)] }, "interests.0: can be at most 40 characters"],
    [
      "too many interests",
      { interests: Array.from({ length: 11 }, (_, n) => `i${n}`) },
      "interests: can list at most 10",
    ],
    ["an unknown budget", { budget: "unlimited" }, "budget: must be one of budget, mid-range, comfort, luxury"],
    ["a long description", { description: "x".repeat(2001) }, "description: can be at most 2000 characters"],
    ["public as text", { is_public: "yes" }, "is_public: must be true or false"],
    ["an unknown field", { user_id: "someone-else" }, "Unrecognized key"],
  ];
  it.each(bad)("%s → 400", async (_, over, message) => {
    const res = await people.traveler.fetch("/api/me/trip-request", { method: "PUT", json: trip(over as never) });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_request");
    expect(error.message).toContain(message);
  });

  it("a missing field is named", async () => {
    const { group_size: _, ...rest } = trip();
    const res = await people.traveler.fetch("/api/me/trip-request", { method: "PUT", json: rest });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/^group_size: /);
  });

  it("a saved public request shows on /travelers and the traveler page; made private, it leaves both", async () => {
    const me = await person("traveler", { first_name: "Marta", last_name: "Kowalska" });
    expect(await me.fetch("/api/me/trip-request").then((r) => r.json<TripRequestResponse>())).toEqual({
      trip_request: null,
    });
    const res = await me.fetch("/api/me/trip-request", { method: "PUT", json: trip() });
    expect(res.status).toBe(200);
    const saved = (await res.json<TripRequestResponse>()).trip_request;
    // Destinations in the list's spelling, each once.
    expect(saved).toMatchObject({ destinations: ["Kyrgyzstan", "Kazakhstan"], group_size: 3, is_public: true });
    expect(await me.fetch("/api/me/trip-request").then((r) => r.json<TripRequestResponse>())).toEqual({
      trip_request: saved,
    });

    const list = await people.guest.fetch("/api/travelers").then((r) => r.json<TravelersResponse>());
    const row = list.travelers.find((t) => t.user_id === me.id);
    expect(row?.first_name).toBe("Marta");
    expect(row?.trip).toMatchObject({
      destinations: ["Kyrgyzstan", "Kazakhstan"],
      start_date: inDays(30),
      end_date: inDays(44),
      group_size: 3,
      interests: ["Horse riding", "Yurts"],
      budget: "mid-range",
    });
    // Most recently updated first.
    expect(list.travelers[0]?.user_id).toBe(me.id);
    const page = await people.guest.fetch(`/api/travelers/${me.id}`).then((r) => r.json<TravelerResponse>());
    expect(page.traveler.trip?.description).toContain("summer pastures");

    const hidden = await me.fetch("/api/me/trip-request", { method: "PUT", json: trip({ is_public: false }) });
    expect((await hidden.json<TripRequestResponse>()).trip_request?.is_public).toBe(false);
    const after = await people.guest.fetch("/api/travelers").then((r) => r.json<TravelersResponse>());
    expect(after.travelers.some((t) => t.user_id === me.id)).toBe(false);
    const privatePage = await people.guest.fetch(`/api/travelers/${me.id}`).then((r) => r.json<TravelerResponse>());
    expect(privatePage.traveler.trip).toBeNull();
  });

  it("dates, budget and description may be left open", async () => {
    const me = await person("traveler");
    const res = await me.fetch("/api/me/trip-request", {
      method: "PUT",
      json: trip({ start_date: null, end_date: null, budget: null, description: "   ", interests: [] }),
    });
    expect(res.status).toBe(200);
    expect((await res.json<TripRequestResponse>()).trip_request).toMatchObject({
      start_date: null,
      end_date: null,
      budget: null,
      description: null,
      interests: [],
    });
  });
});
