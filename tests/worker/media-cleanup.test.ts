import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { OwnListing } from "../../domain/listing-form";
import type { UploadedMedia } from "../../domain/media";
import { CRON } from "../../worker/cron";
import { SWEEP_BATCH } from "../../worker/services/media-sweep";
import { makePng } from "./media-fixtures";
import { type Person, person } from "./people";

// Uploads no longer used are deleted from R2 and media_objects: right after a listing save or delete drops them
// (when nothing else uses them), and by the housekeeping cron a day after an upload nothing ever used.

let seedN = 1;

/** A real upload through POST /api/media (a distinct small PNG each time): its key and URL. */
async function upload(p: Person, purpose: "photo" | "document" = "photo"): Promise<UploadedMedia> {
  const f = new FormData();
  f.append("purpose", purpose);
  f.append("file", new File([await makePng(6, 4, seedN++)], "photo.png", { type: "image/png" }));
  const res = await p.fetch("/api/media", { method: "POST", body: f });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return res.json<UploadedMedia>();
}

const keyOf = (url: string) => url.slice("/media/".length);

/** Whether the upload still exists: its R2 object and its media_objects row. */
async function exists(key: string): Promise<{ object: boolean; row: boolean }> {
  const [object, row] = await Promise.all([
    env.MEDIA.head(key),
    env.DB.prepare("SELECT 1 AS x FROM media_objects WHERE key = ?").bind(key).first(),
  ]);
  return { object: object !== null, row: row !== null };
}

const GONE = { object: false, row: false };
const KEPT = { object: true, row: true };

const DESCRIPTION = "Five days between the Charyn canyon, the Kolsai lakes and a night in a family guesthouse.";
const TOUR = {
  title: "Canyons and lakes of the Tian Shan",
  description: DESCRIPTION,
  countries: ["Kazakhstan"],
  number_of_days: 5,
  price_1_person: 90_000,
};

async function createTour(p: Person, images: string[]): Promise<OwnListing> {
  const res = await p.fetch("/api/listings/tour", { method: "POST", json: { ...TOUR, images } });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return res.json<OwnListing>();
}

const saveImages = (p: Person, id: string, images: string[]) =>
  p.fetch(`/api/listings/tour/${id}`, { method: "PATCH", json: { images } });

/** A demo/seed photo: an R2 object without a media_objects row, as the seed stores them. */
async function demoPhoto(name: string): Promise<string> {
  const key = `demo/places/${name}.webp`;
  await env.MEDIA.put(key, new Uint8Array([1, 2, 3]));
  return `/media/${key}`;
}

let host: Person;
let otherHost: Person;

beforeAll(async () => {
  [host, otherHost] = await Promise.all([person("approved-host"), person("approved-host")]);
});

describe("saving a listing deletes the photos it dropped that nothing else uses", () => {
  it("deletes a dropped upload, keeps one another listing, another host's listing or a profile uses, and demo photos", async () => {
    const [dropped, inOtherListing, inOtherHostsListing, profilePhoto, kept] = await Promise.all([
      upload(host),
      upload(host),
      upload(host),
      upload(host),
      upload(host),
    ]);
    const urls = [dropped, inOtherListing, inOtherHostsListing, profilePhoto, kept].map((m) => m.url as string);
    const listing = await createTour(host, urls);
    await createTour(host, [inOtherListing.url as string]);
    // Another host's listing that shows the photo too (as if an admin had put it there).
    await env.DB.prepare(
      "INSERT INTO drivers (id, host_id, title, slug, status, images, city, country, price_per_day) VALUES (?, ?, 'Driver', 'driver-cleanup', 'draft', ?, 'Tbilisi', 'Georgia', 9000)",
    )
      .bind(crypto.randomUUID(), otherHost.hostId, JSON.stringify([inOtherHostsListing.url]))
      .run();
    await env.DB.prepare("UPDATE profiles SET profile_photo_url = ? WHERE user_id = ?")
      .bind(profilePhoto.url, host.id)
      .run();
    // A demo photo already on the listing (the seed's listings carry them).
    const demo = await demoPhoto("cleanup-1");
    await env.DB.prepare("UPDATE tours SET images = json_insert(images, '$[#]', ?) WHERE id = ?")
      .bind(demo, listing.id)
      .run();

    const res = await saveImages(host, listing.id, [kept.url as string]);
    expect(res.status).toBe(200);
    expect((await res.json<OwnListing>()).images).toEqual([kept.url]);

    expect(await exists(dropped.key)).toEqual(GONE);
    expect((await get(dropped.url as string)).status).toBe(404);
    for (const m of [inOtherListing, inOtherHostsListing, profilePhoto, kept])
      expect(await exists(m.key)).toEqual(KEPT);
    expect(await env.MEDIA.head(keyOf(demo))).not.toBeNull();
    expect((await get(demo)).status).toBe(200);
  });

  it("leaves every photo alone when the save does not change the images", async () => {
    const [a, b] = await Promise.all([upload(host), upload(host)]);
    const listing = await createTour(host, [a.url as string, b.url as string]);
    const res = await host.fetch(`/api/listings/tour/${listing.id}`, {
      method: "PATCH",
      json: { title: "Canyons, lakes and yurts" },
    });
    expect(res.status).toBe(200);
    // Reordering keeps both too.
    expect((await saveImages(host, listing.id, [b.url as string, a.url as string])).status).toBe(200);
    // A later drop in the same file is cleaned up; by then the earlier saves' cleanups have run.
    const probe = await upload(host);
    const other = await createTour(host, [probe.url as string]);
    expect((await saveImages(host, other.id, [])).status).toBe(200);
    expect(await exists(probe.key)).toEqual(GONE);
    expect(await exists(a.key)).toEqual(KEPT);
    expect(await exists(b.key)).toEqual(KEPT);
  });

  it("a refused save deletes nothing", async () => {
    const a = await upload(host);
    const listing = await createTour(host, [a.url as string]);
    const res = await host.fetch(`/api/listings/tour/${listing.id}`, {
      method: "PATCH",
      json: { images: [], title: "x" },
    });
    expect(res.status).toBe(400);
    expect(await exists(a.key)).toEqual(KEPT);
  });
});

describe("deleting a listing deletes its photos that nothing else uses", () => {
  it("deletes its own uploads, keeps a photo another listing shows and demo photos", async () => {
    const [own, shared] = await Promise.all([upload(host), upload(host)]);
    const listing = await createTour(host, [own.url as string, shared.url as string]);
    await createTour(host, [shared.url as string]);
    const demo = await demoPhoto("cleanup-2");
    await env.DB.prepare("UPDATE tours SET images = json_insert(images, '$[#]', ?) WHERE id = ?")
      .bind(demo, listing.id)
      .run();

    const res = await host.fetch(`/api/listings/tour/${listing.id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await exists(own.key)).toEqual(GONE);
    expect(await exists(shared.key)).toEqual(KEPT);
    expect(await env.MEDIA.head(keyOf(demo))).not.toBeNull();
  });

  it("a refused delete (published listing) deletes nothing", async () => {
    const a = await upload(host);
    const listing = await createTour(host, [a.url as string]);
    expect(
      (await host.fetch(`/api/listings/tour/${listing.id}`, { method: "PATCH", json: { status: "published" } })).status,
    ).toBe(200);
    expect((await host.fetch(`/api/listings/tour/${listing.id}`, { method: "DELETE" })).status).toBe(409);
    expect(await exists(a.key)).toEqual(KEPT);
  });
});

// ───────────────────────────── the cron sweep ─────────────────────────────

const worker = exports.default as unknown as {
  scheduled(c: { cron: string; scheduledTime: Date }): Promise<void>;
  fetch(r: Request): Promise<Response>;
};
const housekeeping = () => worker.scheduled({ cron: CRON.housekeeping, scheduledTime: new Date() });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const age = (key: string, hours: number) =>
  env.DB.prepare("UPDATE media_objects SET created_at = ? WHERE key = ?").bind(hoursAgo(hours), key).run();

function get(path: string) {
  return worker.fetch(new Request(`https://untrodden.test${path}`));
}

describe("the housekeeping cron sweeps uploads nothing has used for a day", () => {
  it("deletes old unused photos and documents; keeps fresh uploads, used ones, a host's ID document and demo photos", async () => {
    const applicant = await person("pending-host");
    const [oldUnused, fresh, almostDay, onListing, onProfile, inStory] = await Promise.all([
      upload(host),
      upload(host),
      upload(host),
      upload(host),
      upload(host),
      upload(host),
    ]);
    const [oldDoc, idDoc] = await Promise.all([upload(applicant, "document"), upload(applicant, "document")]);
    await createTour(host, [onListing.url as string]);
    await env.DB.batch([
      env.DB.prepare("UPDATE profiles SET profile_photo_url = ? WHERE user_id = ?").bind(onProfile.url, host.id),
      env.DB.prepare("UPDATE hosts SET id_document_key = ? WHERE user_id = ?").bind(idDoc.key, applicant.id),
      // A photo in a story's body (not its cover) is used too.
      env.DB.prepare(
        `INSERT INTO blog_articles (id, slug, title, body, author_name, status, photos)
         VALUES ('story-with-photo', 'story-with-photo', 'A story', 'text', 'A traveler', 'submitted', json_array(?))`,
      ).bind(inStory.url),
    ]);
    for (const m of [oldUnused, onListing, onProfile, oldDoc, idDoc, inStory]) await age(m.key, 25);
    await age(almostDay.key, 23);
    const demo = await demoPhoto("never-used");

    await housekeeping();

    expect(await exists(oldUnused.key)).toEqual(GONE);
    expect(await exists(oldDoc.key)).toEqual(GONE);
    for (const m of [fresh, almostDay, onListing, onProfile, idDoc, inStory]) expect(await exists(m.key)).toEqual(KEPT);
    expect(await env.MEDIA.head(keyOf(demo))).not.toBeNull();
    expect((await get(oldUnused.url as string)).status).toBe(404);
    expect((await get(onListing.url as string)).status).toBe(200);
  });

  it(`deletes at most ${SWEEP_BATCH} uploads per run, oldest first; the next run takes the rest`, async () => {
    const extra = 3;
    const keys = Array.from({ length: SWEEP_BATCH + extra }, (_, i) => `p/${i.toString(16).padStart(64, "0")}.jpg`);
    await env.DB.batch(
      keys.map((key, i) =>
        env.DB.prepare(
          "INSERT INTO media_objects (key, owner_id, content_type, bytes, created_at) VALUES (?, ?, 'image/jpeg', 3, ?)",
        ).bind(key, host.id, hoursAgo(48 + keys.length - i)),
      ),
    );
    for (const key of keys) await env.MEDIA.put(key, new Uint8Array([1, 2, 3]));
    const left = async () => (await env.MEDIA.list({ prefix: "p/0000", limit: 1000 })).objects.map((o) => o.key).sort();

    await housekeeping();
    expect(await left()).toEqual(keys.slice(SWEEP_BATCH));
    const rows = await env.DB.prepare("SELECT key FROM media_objects WHERE key LIKE 'p/0000%' ORDER BY key").all<{
      key: string;
    }>();
    expect(rows.results.map((r) => r.key)).toEqual(keys.slice(SWEEP_BATCH));

    await housekeeping();
    expect(await left()).toEqual([]);
  });
});
