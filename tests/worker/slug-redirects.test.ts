import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MovedResponse } from "../../domain/api/cards";
import type { HostResponse } from "../../domain/api/hosts";
import type { ListingDetailResponse } from "../../domain/api/listings";
import type { TravelerResponse } from "../../domain/api/travelers";
import type { OwnListing } from "../../domain/listing-form";
import { readHead } from "./head";
import { get } from "./helpers";
import { everyoneAndOtherHost, type Person, person, type Role, uploadedPhoto } from "./people";

/**
 * Old links keep working (slug_redirects): a changed profile or listing slug answers 301 on the API (body
 * `{ redirect }`, no Location) and on the HTML page (Location); a slug someone takes later is theirs; erased
 * accounts and deleted listings leave nothing behind.
 */

const PASSWORD = "people-fixture-passphrase-2026";
const uniq = (base: string) => `${base}-${crypto.randomUUID().slice(0, 6)}`;

async function setSlug(p: Person, slug: string) {
  const res = await p.fetch("/api/me/profile", { method: "PATCH", json: { profile_slug: slug } });
  expect(res.status, await res.clone().text()).toBe(200);
}

const currentSlug = async (p: Person) =>
  (
    await env.DB.prepare("SELECT profile_slug FROM profiles WHERE user_id = ?")
      .bind(p.id)
      .first<{ profile_slug: string }>()
  )?.profile_slug ?? "";

/** What the API answers for a lookup: the status and, for a 301, where to. */
async function api(path: string, p?: Person) {
  const res = p ? await p.fetch(path) : await get(path);
  const body = res.status === 301 ? await res.json<MovedResponse>() : null;
  return { status: res.status, redirect: body?.redirect ?? null, location: res.headers.get("Location") };
}

/** An HTML navigation, not followed: the status and the Location. */
async function page(path: string) {
  const res = await get(path, { headers: { Accept: "text/html" }, redirect: "manual" });
  await res.body?.cancel();
  return { status: res.status, location: res.headers.get("Location") };
}

const photo = async (p: Person) => (await uploadedPhoto(p)).url;

async function publishedTour(host: Person, slug: string): Promise<OwnListing> {
  const res = await host.fetch("/api/listings/tour", {
    method: "POST",
    json: {
      title: "Canyons and lakes of the Tian Shan",
      description: "Five days between the Charyn canyon, the Kolsai lakes and a night in a family guesthouse.",
      countries: ["Kazakhstan"],
      cities: ["Almaty"],
      number_of_days: 5,
      price_1_person: 90_000,
      images: [await photo(host)],
      slug,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const l = await res.json<OwnListing>();
  const pub = await host.fetch(`/api/listings/tour/${l.id}`, { method: "PATCH", json: { status: "published" } });
  expect(pub.status, await pub.clone().text()).toBe(200);
  return l;
}

const renameListing = async (host: Person, id: string, slug: string) => {
  const res = await host.fetch(`/api/listings/tour/${id}`, { method: "PATCH", json: { slug } });
  expect(res.status, await res.clone().text()).toBe(200);
};

let people: Record<Role | "other-host", Person>;
beforeAll(async () => {
  people = await everyoneAndOtherHost();
});

describe("host profile links", () => {
  it("an old slug answers 301 to the new page: the API with { redirect }, the HTML page with Location", async () => {
    const host = await person("approved-host");
    const old = await currentSlug(host);
    const next = uniq("aigul-almaty");
    await setSlug(host, next);

    const moved = await api(`/api/hosts/${old}`);
    expect(moved).toEqual({ status: 301, redirect: `/host/${next}`, location: null });
    expect((await get(`/api/hosts/${next}`)).status).toBe(200);
    // Any case, as the live lookup.
    expect((await api(`/api/hosts/${old.toUpperCase()}`)).redirect).toBe(`/host/${next}`);

    expect(await page(`/host/${old}`)).toEqual({ status: 301, location: `/host/${next}` });
    expect((await page(`/host/${next}`)).status).toBe(200);
  });

  it("a chain old → mid → new lands on the newest slug from both old ones", async () => {
    const host = await person("approved-host");
    const old = await currentSlug(host);
    const mid = uniq("mid");
    const next = uniq("new");
    await setSlug(host, mid);
    await setSlug(host, next);
    for (const s of [old, mid]) {
      expect((await api(`/api/hosts/${s}`)).redirect).toBe(`/host/${next}`);
      expect((await page(`/host/${s}`)).location).toBe(`/host/${next}`);
    }
  });

  it("going back to an old slug makes it live again, and the one left redirects", async () => {
    const host = await person("approved-host");
    const a = await currentSlug(host);
    const b = uniq("b");
    await setSlug(host, b);
    await setSlug(host, a);
    const live = await get(`/api/hosts/${a}`);
    expect(live.status).toBe(200);
    expect((await live.json<HostResponse>()).host.user_id).toBe(host.id);
    expect((await api(`/api/hosts/${b}`)).redirect).toBe(`/host/${a}`);
  });

  it("someone who takes the freed slug wins over the redirect", async () => {
    const first = await person("approved-host");
    const second = await person("approved-host");
    const freed = await currentSlug(first);
    await setSlug(first, uniq("first-new"));
    expect((await api(`/api/hosts/${freed}`)).status).toBe(301);

    await setSlug(second, freed);
    const res = await get(`/api/hosts/${freed}`);
    expect(res.status).toBe(200);
    expect((await res.json<HostResponse>()).host.user_id).toBe(second.id);
    expect((await page(`/host/${freed}`)).status).toBe(200);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM slug_redirects WHERE old_slug = ?")
      .bind(freed)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("an old slug of a host who is not approved is a 404, like their page", async () => {
    const pending = await person("pending-host");
    const old = await currentSlug(pending);
    await setSlug(pending, uniq("pending-new"));
    expect((await api(`/api/hosts/${old}`)).status).toBe(404);
    expect((await page(`/host/${old}`)).status).toBe(404);
  });

  it("unknown, UUID-shaped and over-long values are a 404 or a 400, never a redirect", async () => {
    expect((await api(`/api/hosts/${uniq("nobody")}`)).status).toBe(404);
    expect((await api(`/api/hosts/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await api(`/api/hosts/${"a".repeat(121)}`)).status).toBe(400);
    expect((await page(`/host/${uniq("nobody")}`)).status).toBe(404);
  });
});

describe("traveler profile links", () => {
  it("an old slug answers 301 to the new page, and the freed slug goes to whoever takes it", async () => {
    const t = await person("traveler");
    const old = await currentSlug(t);
    const next = uniq("wanderer");
    await setSlug(t, next);
    expect(await api(`/api/travelers/${old}`)).toEqual({ status: 301, redirect: `/traveler/${next}`, location: null });
    expect(await page(`/traveler/${old}`)).toEqual({ status: 301, location: `/traveler/${next}` });
    expect((await get(`/api/travelers/${next}`)).status).toBe(200);
    expect((await page(`/traveler/${next}`)).status).toBe(200);

    const other = await person("traveler");
    await setSlug(other, old);
    const res = await get(`/api/travelers/${old}`);
    expect(res.status).toBe(200);
    expect((await res.json<TravelerResponse>()).traveler.user_id).toBe(other.id);
    expect((await page(`/traveler/${old}`)).status).toBe(200);
  });

  it("a traveler page kept in the edge cache under the old slug is dropped, so it answers the 301", async () => {
    const t = await person("traveler");
    const old = await currentSlug(t);
    // The first view fills the edge cache (after its response); the second comes from it.
    for (const expected of ["miss", "hit"]) {
      const res = await get(`/traveler/${old}`, { headers: { Accept: "text/html" } });
      await res.body?.cancel();
      expect(res.headers.get("x-preview-cache")).toBe(expected);
    }
    const next = uniq("cached-wanderer");
    await setSlug(t, next);
    expect(await page(`/traveler/${old}`)).toEqual({ status: 301, location: `/traveler/${next}` });
  });

  it("a traveler page's title and share title name the traveler, and a new name drops the cached copy", async () => {
    const t = await person("traveler");
    const slug = await currentSlug(t);
    const rename = async (first: string, last: string) => {
      const res = await t.fetch("/api/me/profile", { method: "PATCH", json: { first_name: first, last_name: last } });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    const head = async (path: string) => {
      const res = await get(path, { headers: { Accept: "text/html" } });
      return { cache: res.headers.get("x-preview-cache"), head: await readHead(await res.text()) };
    };
    await rename("Aisha", "Karimova");
    for (const path of [`/traveler/${slug}`, `/traveler/${t.id}`]) {
      const { head: h } = await head(path);
      expect(h.title).toBe("Aisha K. · Traveler · Untrodden");
      expect(h.meta["og:title"]).toBe("Aisha K. · Traveler");
      expect(h.meta.robots).toContain("noindex");
    }
    expect((await head(`/traveler/${slug}`)).cache).toBe("hit");
    await rename("Dana", "Lee");
    const after = await head(`/traveler/${slug}`);
    expect(after.cache).toBe("miss");
    expect(after.head.title).toBe("Dana L. · Traveler · Untrodden");
  });

  it("a host's old slug does not open a traveler page, nor a traveler's a host page", async () => {
    const host = await person("approved-host");
    const hostOld = await currentSlug(host);
    await setSlug(host, uniq("h"));
    expect((await api(`/api/travelers/${hostOld}`)).status).toBe(404);
    const t = await person("traveler");
    const travelerOld = await currentSlug(t);
    await setSlug(t, uniq("t"));
    expect((await api(`/api/hosts/${travelerOld}`)).status).toBe(404);
  });
});

describe("deleted accounts", () => {
  it("an erased traveler's old and last slugs are 404 and leave no rows", async () => {
    const t = await person("traveler");
    const old = await currentSlug(t);
    const last = uniq("leaving");
    await setSlug(t, last);
    expect((await api(`/api/travelers/${old}`)).status).toBe(301);
    const del = await t.fetch("/api/me", { method: "DELETE", json: { password: PASSWORD } });
    expect(del.status).toBe(204);
    expect((await api(`/api/travelers/${old}`)).status).toBe(404);
    expect((await api(`/api/travelers/${last}`)).status).toBe(404);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM slug_redirects WHERE entity_id = ?")
      .bind(t.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("an erased host's old profile and listing slugs are 404", async () => {
    const host = await person("approved-host");
    const old = await currentSlug(host);
    const l = await publishedTour(host, uniq("erased-tour"));
    await renameListing(host, l.id, uniq("erased-tour-new"));
    await setSlug(host, uniq("erased-host"));
    expect((await api(`/api/hosts/${old}`)).status).toBe(301);
    expect((await api(`/api/listings/tour/${l.slug}`)).status).toBe(301);

    expect((await host.fetch("/api/me", { method: "DELETE", json: { password: PASSWORD } })).status).toBe(204);
    expect((await api(`/api/hosts/${old}`)).status).toBe(404);
    expect((await api(`/api/listings/tour/${l.slug}`)).status).toBe(404);
    expect((await page(`/host/${old}`)).status).toBe(404);
    expect((await page(`/tour/${l.slug}`)).status).toBe(404);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM slug_redirects WHERE entity_id IN (?, ?)")
      .bind(host.id, l.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("listing links", () => {
  it("an old slug answers 301 on the API and on both tour routes; a chain lands on the newest", async () => {
    const host = await person("approved-host");
    const old = uniq("old-tour");
    const mid = uniq("mid-tour");
    const next = uniq("new-tour");
    const l = await publishedTour(host, old);
    await renameListing(host, l.id, mid);
    expect(await api(`/api/listings/tour/${old}`)).toEqual({ status: 301, redirect: `/tour/${mid}`, location: null });
    await renameListing(host, l.id, next);
    for (const s of [old, mid]) {
      expect((await api(`/api/listings/tour/${s}`)).redirect).toBe(`/tour/${next}`);
      expect(await page(`/tour/${s}`)).toEqual({ status: 301, location: `/tour/${next}` });
      expect(await page(`/tours/${s}`)).toEqual({ status: 301, location: `/tour/${next}` });
    }
    const live = await get(`/api/listings/tour/${next}`);
    expect(live.status).toBe(200);
    expect((await live.json<ListingDetailResponse>()).listing.id).toBe(l.id);
    // The slug is per kind: another kind's route does not know it.
    expect((await api(`/api/listings/driver/${old}`)).status).toBe(404);
  });

  it("a new listing that takes a freed slug wins over the redirect", async () => {
    const host = await person("approved-host");
    const other = await person("approved-host");
    const freed = uniq("freed-tour");
    const l = await publishedTour(host, freed);
    await renameListing(host, l.id, uniq("renamed-tour"));
    expect((await api(`/api/listings/tour/${freed}`)).status).toBe(301);
    const taker = await publishedTour(other, freed);
    const res = await get(`/api/listings/tour/${freed}`);
    expect(res.status).toBe(200);
    expect((await res.json<ListingDetailResponse>()).listing.id).toBe(taker.id);
    expect((await page(`/tour/${freed}`)).status).toBe(200);
  });

  it("who is led from the old slug: everyone to a published listing, only owner and admin to a draft", async () => {
    const owner = people["approved-host"];
    const published = await publishedTour(owner, uniq("perm-pub"));
    await renameListing(owner, published.id, uniq("perm-pub-new"));
    const draftRes = await owner.fetch("/api/listings/tour", {
      method: "POST",
      json: {
        title: "A draft tour of the steppe",
        description: "Five days between the Charyn canyon, the Kolsai lakes and a night in a family guesthouse.",
        countries: ["Kazakhstan"],
        number_of_days: 5,
        price_1_person: 90_000,
        slug: uniq("perm-draft"),
      },
    });
    expect(draftRes.status).toBe(201);
    const draft = await draftRes.json<OwnListing>();
    await renameListing(owner, draft.id, uniq("perm-draft-new"));

    const table: [Role | "other-host", number, number][] = [
      ["guest", 301, 404],
      ["traveler", 301, 404],
      ["pending-host", 301, 404],
      ["approved-host", 301, 301],
      ["other-host", 301, 404],
      ["admin", 301, 301],
    ];
    for (const [role, pub, dr] of table) {
      const p = people[role];
      expect((await api(`/api/listings/tour/${published.slug}`, p)).status, `${role} published`).toBe(pub);
      expect((await api(`/api/listings/tour/${draft.slug}`, p)).status, `${role} draft`).toBe(dr);
    }
    // The page is public: a draft's old slug is a 404 there.
    expect((await page(`/tour/${draft.slug}`)).status).toBe(404);
  });

  it("a deleted listing's old slugs are 404", async () => {
    const host = await person("approved-host");
    const old = uniq("gone-tour");
    const l = await publishedTour(host, old);
    await renameListing(host, l.id, uniq("gone-tour-new"));
    expect((await api(`/api/listings/tour/${old}`)).status).toBe(301);
    const archive = await host.fetch(`/api/listings/tour/${l.id}`, { method: "PATCH", json: { status: "archived" } });
    expect(archive.status).toBe(200);
    expect((await host.fetch(`/api/listings/tour/${l.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await api(`/api/listings/tour/${old}`, host)).status).toBe(404);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM slug_redirects WHERE entity_id = ?")
      .bind(l.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});
