import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DestinationImageResponse, DestinationImagesResponse } from "../../domain/api/destination-images";
import type { HomeResponse } from "../../domain/api/home";
import type { DestinationResponse } from "../../domain/api/places";
import { FEATURED_COUNTRIES } from "../../domain/featured";
import type { SeedData } from "../../scripts/seed/generate";
import { type ErrorBody, get, seedSmall } from "./helpers";
import { contains, jpegWithGps, makePng, TINY_JPEG } from "./media-fixtures";
import { type Person, person } from "./people";

/**
 * Destination pictures (issue 17 item 6; spec §4, §5, §6, §7): only admins list, set and reset them; only the 18
 * featured countries; an https address is imported (fetched once, checked by its bytes, stored in R2), never
 * hotlinked; every change is audited; the home page, the country page and its share preview show the result.
 */

const REMOTE = "https://photos.example.net";
let seed: SeedData;
let admin: Person;
let otherAdmin: Person;
let traveler: Person;
/** What the fake remote host serves, by path; every request it got. */
const served = new Map<string, { body: Uint8Array | string; type: string; status?: number }>();
const remoteCalls: Request[] = [];

beforeAll(async () => {
  seed = await seedSmall();
  [admin, otherAdmin, traveler] = await Promise.all([person("admin"), person("admin"), person("traveler")]);
});

/** The remote host, faked behind fetch: the worker's other requests go through. */
function fakeRemote() {
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${REMOTE}/`)) return real(input, init);
    remoteCalls.push(request);
    const file = served.get(new URL(request.url).pathname);
    if (!file) return Promise.resolve(new Response("not found", { status: 404 }));
    return Promise.resolve(
      new Response(file.body, { status: file.status ?? 200, headers: { "Content-Type": file.type } }),
    );
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  served.clear();
  remoteCalls.length = 0;
});

const path = (country: string) => `/api/admin/destination-images/${encodeURIComponent(country)}`;
const save = (who: Person, country: string, json: unknown) => who.fetch(path(country), { method: "PUT", json });
const reset = (who: Person, country: string) => who.fetch(path(country), { method: "DELETE" });

async function uploadPhoto(who: Person, seedValue: number): Promise<string> {
  const form = new FormData();
  form.set("file", new File([await makePng(24, 16, seedValue)], "pic.png", { type: "image/png" }));
  const res = await who.fetch("/api/media", { method: "POST", body: form });
  expect(res.status).toBe(201);
  return (await res.json<{ url: string }>()).url;
}

const homeImage = async (country: string) =>
  (await (await get("/api/home")).json<HomeResponse>()).countries.find((c) => c.country === country);

const auditRows = (country: string) =>
  env.DB.prepare(
    "SELECT actor_id, action, details FROM audit_log WHERE entity_type = 'destination_image' AND entity_id = ? ORDER BY rowid",
  )
    .bind(country)
    .all<{ actor_id: string; action: string; details: string }>()
    .then((r) => r.results);

/** A featured country with approved hosts and published listings in the small seed. */
function countryWithListings(): string {
  const counts = new Map<string, number>();
  for (const t of seed.tours)
    if (t.status === "published") for (const c of t.countries ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
  const found = FEATURED_COUNTRIES.find((c) => (counts.get(c) ?? 0) > 0);
  if (!found) throw new Error("the seed has no featured country with a published tour");
  return found;
}

describe("who may change destination pictures", () => {
  it("lets only admins list, set and reset them", async () => {
    const guest = await person("guest");
    for (const who of [guest, traveler]) {
      const expected = who === guest ? 401 : 403;
      expect((await who.fetch("/api/admin/destination-images")).status).toBe(expected);
      expect((await save(who, "Georgia", { image_url: "/media/demo/x.webp" })).status).toBe(expected);
      expect((await reset(who, "Georgia")).status).toBe(expected);
    }
    expect(await auditRows("Georgia")).toEqual([]);
  });

  it("lists the 18 featured countries in the home page's order, each with its picture", async () => {
    const res = await admin.fetch("/api/admin/destination-images");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { items } = await res.json<DestinationImagesResponse>();
    expect(items.map((i) => i.country)).toEqual([...FEATURED_COUNTRIES]);
    const seeded = new Map(seed.destination_images.map((d) => [d.country, d]));
    for (const item of items) {
      const row = seeded.get(item.country);
      expect(item.custom).toBe(Boolean(row));
      if (row) expect(item.image_url).toBe(row.image_url);
      expect(item.alt_text).toBe(row?.alt_text ?? `${item.country} destination`);
    }
  });

  it("refuses a country that is not one of the 18 featured ones, changing nothing", async () => {
    const image_url = await uploadPhoto(admin, 1);
    for (const country of ["France", "Kazakh", "../Georgia"]) {
      const res = await save(admin, country, { image_url });
      expect(res.status).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toBe("country: must be one of the 18 featured countries");
      expect((await reset(admin, country)).status).toBe(400);
    }
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM destination_images WHERE country = 'France'").first<{
      n: number;
    }>()) ?? { n: -1 };
    expect(n).toBe(0);
  });

  it("validates the picture: required, an own upload or an https address, alt text at most 200 characters", async () => {
    const cases: [unknown, string][] = [
      [{}, "image_url: is required"],
      [{ image_url: "  " }, "image_url: is required"],
      [
        { image_url: "http://photos.example.net/a.jpg" },
        "image_url: must be a photo uploaded to this site or an https address",
      ],
      [{ image_url: "javascript:alert(1)" }, "image_url: must be a photo uploaded to this site or an https address"],
      [{ image_url: "/media/../secret" }, "image_url: must be a photo uploaded to this site or an https address"],
      [{ image_url: "/media/demo/x.webp", alt_text: "a".repeat(201) }, "alt_text: can be at most 200 characters"],
    ];
    for (const [json, message] of cases) {
      const res = await save(admin, "Nepal", json);
      expect(res.status).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toBe(message);
    }
    // Another admin's upload, a private document and a missing file are not this admin's pictures.
    const theirs = await uploadPhoto(otherAdmin, 2);
    for (const image_url of [theirs, "/media/private/docs/abc.pdf", "/media/demo/places/nowhere.webp"]) {
      const res = await save(admin, "Nepal", { image_url });
      expect(res.status).toBe(422);
      expect((await res.json<ErrorBody>()).error.code).toBe("image_not_found");
    }
    expect(await auditRows("Nepal")).toEqual([]);
  });
});

describe("setting and resetting a picture", () => {
  it("upserts the admin's upload with updated_by, defaults the alt text, audits it and shows it on the home page", async () => {
    const country = countryWithListings();
    const url = await uploadPhoto(admin, 3);
    const res = await save(admin, country, { image_url: url, alt_text: "" });
    expect(res.status).toBe(200);
    const { image } = await res.json<DestinationImageResponse>();
    expect(image).toMatchObject({ country, image_url: url, alt_text: `${country} destination`, custom: true });
    expect(image.updated_by?.user_id).toBe(admin.id);
    const row = await env.DB.prepare("SELECT image_url, alt_text, updated_by FROM destination_images WHERE country = ?")
      .bind(country)
      .first();
    expect(row).toEqual({ image_url: url, alt_text: `${country} destination`, updated_by: admin.id });
    expect((await homeImage(country))?.image_url).toBe(url);

    // Saved again by another admin, with their own words: the same row, their name on it.
    const second = await uploadPhoto(otherAdmin, 4);
    const again = await save(otherAdmin, country, { image_url: second, alt_text: "Yurts under the Tian Shan" });
    expect(again.status).toBe(200);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM destination_images WHERE country = ?")
      .bind(country)
      .first<{ n: number }>()) ?? { n: 0 };
    expect(n).toBe(1);
    expect((await again.json<DestinationImageResponse>()).image).toMatchObject({
      image_url: second,
      alt_text: "Yurts under the Tian Shan",
      updated_by: { user_id: otherAdmin.id },
    });
    // The first upload is used nowhere else now: it is released.
    expect(await env.MEDIA.head(url.slice("/media/".length))).toBeNull();

    const audit = await auditRows(country);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ["destination_image.update", admin.id],
      ["destination_image.update", otherAdmin.id],
    ]);
    expect(JSON.parse(audit[1]?.details ?? "{}")).toMatchObject({ image_url: second, previous_image_url: url });
  });

  it("resets to the default: the row is deleted, the country's first listing photo shows, and it is audited", async () => {
    const country = countryWithListings();
    const url = await uploadPhoto(admin, 5);
    expect((await save(admin, country, { image_url: url })).status).toBe(200);

    const res = await reset(admin, country);
    expect(res.status).toBe(200);
    const { image } = await res.json<DestinationImageResponse>();
    expect(image.custom).toBe(false);
    expect(image.updated_by).toBeNull();
    expect(image.image_url).toMatch(/^\/media\/demo\/places\/.+\.webp$/);
    expect(image.image_url).toBe(image.default_image_url);
    expect(image.alt_text).toBe(`${country} destination`);
    const row = await env.DB.prepare("SELECT 1 FROM destination_images WHERE country = ?").bind(country).first();
    expect(row).toBeNull();

    // The home page, the country page and its share preview all show the default now.
    expect((await homeImage(country))?.image_url).toBe(image.image_url);
    const slug = image.slug;
    const page = await (await get(`/api/destinations/${slug}`)).json<DestinationResponse>();
    expect(page.image?.url).toBe(image.image_url);
    const html = await (await get(`/destinations/${slug}`)).text();
    expect(html).toContain(`${image.image_url}`);

    const audit = await auditRows(country);
    expect(audit.at(-1)).toMatchObject({ action: "destination_image.reset", actor_id: admin.id });
    expect(JSON.parse(audit.at(-1)?.details ?? "{}")).toEqual({ image_url: url });

    // Resetting again changes nothing and writes no audit row.
    expect((await reset(admin, country)).status).toBe(200);
    expect((await auditRows(country)).length).toBe(audit.length);
  });
});

describe("importing a picture from an address", () => {
  it("fetches it once, checks it by its bytes, strips its metadata and stores it in R2 under /media", async () => {
    fakeRemote();
    served.set("/lake.jpg", { body: jpegWithGps(TINY_JPEG), type: "image/jpeg" });
    const res = await save(admin, "Kyrgyzstan", { image_url: `${REMOTE}/lake.jpg`, alt_text: "Song-Kul lake" });
    expect(res.status).toBe(200);
    const { image } = await res.json<DestinationImageResponse>();
    expect(image.image_url).toMatch(/^\/media\/p\/[0-9a-f]{64}\.jpg$/);
    expect(remoteCalls).toHaveLength(1);
    expect(remoteCalls[0]?.headers.get("Cookie")).toBeNull();
    const stored = await env.MEDIA.get(image.image_url?.slice("/media/".length) ?? "");
    expect(stored?.httpMetadata?.contentType).toBe("image/jpeg");
    const bytes = new Uint8Array(await (stored as R2ObjectBody).arrayBuffer());
    expect(contains(bytes, "shot at home")).toBe(false);
    expect(contains(bytes, "GPSLatitude")).toBe(false);
    // Stored as the admin's upload: served from this site, never from the remote host.
    const owner = await env.DB.prepare("SELECT owner_id FROM media_objects WHERE key = ?")
      .bind(image.image_url?.slice("/media/".length))
      .first<{ owner_id: string }>();
    expect(owner?.owner_id).toBe(admin.id);
    expect((await homeImage("Kyrgyzstan"))?.image_url ?? image.image_url).not.toContain(REMOTE);
  });

  it("refuses what is not a photo, whatever its Content-Type, and an address that does not answer, storing nothing", async () => {
    fakeRemote();
    served.set("/page.jpg", { body: "<html><script>alert(1)</script></html>", type: "image/jpeg" });
    served.set("/drawing.svg", { body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: "image/svg+xml" });
    served.set("/cut.jpg", { body: TINY_JPEG.slice(0, 200), type: "image/jpeg" });
    const before = await env.DB.prepare("SELECT count(*) AS n FROM media_objects").first<{ n: number }>();
    for (const [file, code] of [
      ["/page.jpg", "unsupported_file_type"],
      ["/drawing.svg", "unsupported_file_type"],
      ["/cut.jpg", "unsupported_file_type"],
      ["/missing.jpg", "image_unreachable"],
    ] as const) {
      const res = await save(admin, "Armenia", { image_url: `${REMOTE}${file}` });
      expect(res.status).toBe(422);
      expect((await res.json<ErrorBody>()).error.code).toBe(code);
    }
    for (const address of ["https://localhost/a.jpg", "https://127.0.0.1/a.jpg", "https://[::1]/a.jpg"]) {
      const res = await save(admin, "Armenia", { image_url: address });
      expect(res.status).toBe(422);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM media_objects").first<{ n: number }>()).toEqual(before);
    expect(await auditRows("Armenia")).toEqual([]);
  });

  it("refuses a picture larger than 10 MB", async () => {
    fakeRemote();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(TINY_JPEG.slice(0, 4));
    served.set("/huge.jpg", { body: big, type: "image/jpeg" });
    const res = await save(admin, "Bhutan", { image_url: `${REMOTE}/huge.jpg` });
    expect(res.status).toBe(413);
    expect(await auditRows("Bhutan")).toEqual([]);
  });
});
