import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MEDIA_LIMITS, type UploadedMedia } from "../../domain/media";
import { isOwnDocument, photoUrlsNotOwnedBy } from "../../worker/db/media";
import { cleanJpeg } from "../../worker/services/images/jpeg";
import type { ErrorBody } from "./helpers";
import {
  concat,
  contains,
  exifTiff,
  GPS_LATITUDE_BYTES,
  jpegWithGps,
  makePng,
  pngWithMetadata,
  TINY_AVIF_WITH_METADATA,
  TINY_JPEG,
  TINY_WEBP,
  webpWithMetadata,
} from "./media-fixtures";
import { type Person, person, type Role } from "./people";

const text = (s: string) => new TextEncoder().encode(s);

function form(bytes: Uint8Array | null, name = "photo.jpg", type = "image/jpeg", purpose?: string): FormData {
  const f = new FormData();
  if (purpose !== undefined) f.append("purpose", purpose);
  if (bytes) f.append("file", new File([bytes], name, { type }));
  return f;
}

function upload(who: Person, body: FormData | BodyInit, init: RequestInit = {}) {
  return who.fetch("/api/media", { method: "POST", body, ...init });
}

async function stored(): Promise<{ objects: string[]; rows: number }> {
  const list = await env.MEDIA.list({ limit: 1000 });
  const row = await env.DB.prepare("SELECT count(*) AS n FROM media_objects").first<{ n: number }>();
  return { objects: list.objects.map((o) => o.key).sort(), rows: row?.n ?? 0 };
}

async function readObject(key: string): Promise<Uint8Array> {
  const object = await env.MEDIA.get(key);
  if (!object) throw new Error(`${key} is not in R2`);
  return new Uint8Array(await object.arrayBuffer());
}

/** Expects a refusal with this status and code, and that nothing new was stored in R2 or media_objects. */
async function expectRefused(res: Promise<Response>, status: number, code: string) {
  const before = await stored();
  const r = await res;
  const body = await r.json<ErrorBody>();
  expect({ status: r.status, code: body.error.code }).toEqual({ status, code });
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(await stored()).toEqual(before);
  return body;
}

let owner: Person;
let other: Person;

beforeAll(async () => {
  [owner, other] = await Promise.all([person("approved-host"), person("traveler")]);
});

describe("POST /api/media: who may upload", () => {
  it("refuses a guest with 401 and stores nothing", async () => {
    const guest = await person("guest");
    await expectRefused(upload(guest, form(TINY_JPEG)), 401, "unauthorized");
  });

  it.each<Role>(["no-profile", "traveler", "pending-host", "approved-host", "rejected-host", "admin"])(
    "lets a signed-in %s upload a photo (201)",
    async (role) => {
      const who = await person(role);
      const res = await upload(who, form(await makePng(4, 3, role.length)));
      expect(res.status).toBe(201);
      const media = await res.json<UploadedMedia>();
      expect(media.key).toMatch(/^p\/[0-9a-f]{64}\.png$/);
      expect(media.url).toBe(`/media/${media.key}`);
      const row = await env.DB.prepare("SELECT owner_id, is_private FROM media_objects WHERE key = ?")
        .bind(media.key)
        .first();
      expect(row).toEqual({ owner_id: who.id, is_private: 0 });
    },
  );
});

describe("POST /api/media: refusals store nothing", () => {
  it("refuses an HTML page renamed .jpg and sent as image/jpeg (415)", async () => {
    const html = text("<!doctype html><html><script>alert(document.cookie)</script></html>");
    await expectRefused(upload(owner, form(html, "holiday.jpg", "image/jpeg")), 415, "unsupported_file_type");
  });

  it("refuses an SVG with a script, as .svg and renamed .png (415)", async () => {
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused(upload(owner, form(svg, "logo.svg", "image/svg+xml")), 415, "unsupported_file_type");
    await expectRefused(upload(owner, form(svg, "logo.png", "image/png")), 415, "unsupported_file_type");
  });

  it("refuses a 0-byte file (400 empty_file)", async () => {
    await expectRefused(upload(owner, form(new Uint8Array(0))), 400, "empty_file");
  });

  it("refuses an 11 MB file (413 file_too_large)", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(TINY_JPEG.subarray(0, 3));
    await expectRefused(upload(owner, form(big)), 413, "file_too_large");
  });

  it("refuses a declared Content-Length over the limit before reading the body (413)", async () => {
    const res = upload(owner, form(TINY_JPEG), {
      headers: { "Content-Length": String(MEDIA_LIMITS.maxBytes * 2) },
    });
    await expectRefused(res, 413, "file_too_large");
  });

  it("refuses a truncated JPEG (422 corrupt_image)", async () => {
    const cut = TINY_JPEG.subarray(0, TINY_JPEG.length - 200);
    await expectRefused(upload(owner, form(cut)), 422, "corrupt_image");
    // Cut just before EOI too: the scan never ends.
    await expectRefused(upload(owner, form(TINY_JPEG.subarray(0, TINY_JPEG.length - 2))), 422, "corrupt_image");
  });

  it("refuses truncated PNG, WebP and AVIF files (422)", async () => {
    const png = await makePng(8, 8, 3);
    await expectRefused(upload(owner, form(png.subarray(0, png.length - 20), "a.png")), 422, "corrupt_image");
    await expectRefused(upload(owner, form(TINY_WEBP.subarray(0, 300), "a.webp")), 422, "corrupt_image");
    const avif = TINY_AVIF_WITH_METADATA;
    await expectRefused(upload(owner, form(avif.subarray(0, avif.length - 40), "a.avif")), 422, "corrupt_image");
  });

  it("refuses a PNG whose data was altered (CRC mismatch, 422)", async () => {
    const png = await makePng(8, 8, 4);
    png[40] = (png[40] as number) ^ 0xff;
    await expectRefused(upload(owner, form(png, "a.png")), 422, "corrupt_image");
  });

  it("refuses a GIF and a PDF as photos (415), and no file at all (400 missing_file)", async () => {
    await expectRefused(upload(owner, form(text("GIF89a\x01\0\x01\0"), "a.gif")), 415, "unsupported_file_type");
    await expectRefused(upload(owner, form(text("%PDF-1.7\n%%EOF\n"), "a.pdf")), 415, "unsupported_file_type");
    await expectRefused(upload(owner, form(null)), 400, "missing_file");
    await expectRefused(
      upload(owner, JSON.stringify({ file: "x" }), { headers: { "Content-Type": "application/json" } }),
      400,
      "missing_file",
    );
  });

  it("refuses an unknown purpose, naming the field (400)", async () => {
    const body = await expectRefused(
      upload(owner, form(TINY_JPEG, "a.jpg", "image/jpeg", "avatar")),
      400,
      "invalid_request",
    );
    expect(body.error.message).toMatch(/^purpose: /);
  });
});

describe("POST /api/media: metadata is removed before storing", () => {
  it("stores a JPEG with GPS EXIF without it, still a valid JPEG (the original picture, byte for byte)", async () => {
    const withGps = jpegWithGps(TINY_JPEG);
    expect(contains(withGps, GPS_LATITUDE_BYTES)).toBe(true);
    const res = await upload(owner, form(withGps, "IMG_0001.jpg"));
    expect(res.status).toBe(201);
    const media = await res.json<UploadedMedia>();
    expect(media).toMatchObject({ content_type: "image/jpeg", width: 16, height: 12, purpose: "photo" });
    expect(media.key).toMatch(/^p\/[0-9a-f]{64}\.jpg$/);
    const bytes = await readObject(media.key);
    expect(media.bytes).toBe(bytes.length);
    for (const trace of [GPS_LATITUDE_BYTES, text("Exif\0\0"), text("MM\0*"), text("PhoneMaker"), text("GPSLatitude")])
      expect(contains(bytes, trace)).toBe(false);
    expect(contains(bytes, text("Photoshop"))).toBe(false);
    expect(contains(bytes, text("shot at home"))).toBe(false);
    expect(contains(bytes, text("TRAILER"))).toBe(false);
    expect(contains(bytes, Uint8Array.of(0xff, 0xe1))).toBe(false);
    // Structure: SOI … EOI, and exactly the picture Chromium encoded before the metadata was added.
    expect(Array.from(bytes.subarray(0, 2))).toEqual([0xff, 0xd8]);
    expect(Array.from(bytes.subarray(-2))).toEqual([0xff, 0xd9]);
    expect(bytes).toEqual(TINY_JPEG);
    expect(cleanJpeg(bytes).width).toBe(16);
    const object = await env.MEDIA.head(media.key);
    expect(object?.httpMetadata?.contentType).toBe("image/jpeg");
  });

  it("stores a PNG without text, XMP, eXIf, time and private chunks", async () => {
    const png = await makePng(6, 5, 11);
    const res = await upload(owner, form(pngWithMetadata(png), "shot.png", "image/png"));
    expect(res.status).toBe(201);
    const media = await res.json<UploadedMedia>();
    expect(media).toMatchObject({ content_type: "image/png", width: 6, height: 5 });
    const bytes = await readObject(media.key);
    for (const trace of ["tEXt", "iTXt", "eXIf", "tIME", "prVt", "Jane", "GPSLatitude", "PhoneMaker"])
      expect(contains(bytes, trace)).toBe(false);
    expect(contains(bytes, GPS_LATITUDE_BYTES)).toBe(false);
    expect(bytes).toEqual(png);
  });

  it("stores a WebP without EXIF and XMP chunks, with the VP8X flags and RIFF size fixed (ICC kept)", async () => {
    const withMeta = webpWithMetadata(TINY_WEBP);
    expect((withMeta[20] as number) & 0x0c).toBe(0x0c);
    const res = await upload(owner, form(withMeta, "a.webp", "image/webp"));
    expect(res.status).toBe(201);
    const media = await res.json<UploadedMedia>();
    expect(media).toMatchObject({ content_type: "image/webp", width: 16, height: 12 });
    const bytes = await readObject(media.key);
    expect(contains(bytes, "EXIF")).toBe(false);
    expect(contains(bytes, "XMP ")).toBe(false);
    expect(contains(bytes, GPS_LATITUDE_BYTES)).toBe(false);
    expect((bytes[20] as number) & 0x0c).toBe(0);
    expect((bytes[20] as number) & 0x20).toBe(0x20);
    expect(contains(bytes, "ICCP")).toBe(true);
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true)).toBe(bytes.length - 8);
    expect(bytes).toEqual(TINY_WEBP);
  });

  it("refuses an AVIF whose Exif item is declared by an old item entry it could not blank (422)", async () => {
    const avif = TINY_AVIF_WITH_METADATA.slice();
    const text = new TextDecoder("latin1").decode(avif);
    // infe (version 2): size, "infe", version + flags, item id (2 bytes), protection index (2), item type "Exif".
    let at = text.indexOf("infe");
    while (at >= 0 && text.slice(at + 12, at + 16) !== "Exif") at = text.indexOf("infe", at + 4);
    expect(at).toBeGreaterThan(0);
    avif[at + 4] = 1;
    await expectRefused(upload(owner, form(avif, "old-entry.avif", "image/avif")), 422, "corrupt_image");
  });

  it("stores an AVIF with its Exif and XMP items zeroed in place (same size and layout)", async () => {
    const avif = TINY_AVIF_WITH_METADATA;
    expect(contains(avif, "GPSLatitude")).toBe(true);
    expect(contains(avif, "MM\0*")).toBe(true);
    const res = await upload(owner, form(avif, "a.avif", "image/avif"));
    expect(res.status).toBe(201);
    const media = await res.json<UploadedMedia>();
    expect(media).toMatchObject({ content_type: "image/avif", width: 16, height: 12 });
    const bytes = await readObject(media.key);
    expect(bytes.length).toBe(avif.length);
    expect(contains(bytes, "GPSLatitude")).toBe(false);
    expect(contains(bytes, "xmpmeta")).toBe(false);
    expect(contains(bytes, "MM\0*")).toBe(false);
    // Everything but the two payloads is unchanged: the boxes, the item table and the AV1 data.
    const changed = bytes.reduce((n, b, i) => n + (b !== avif[i] ? 1 : 0), 0);
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(250);
    expect(contains(bytes, "ftypavif")).toBe(true);
  });
});

describe("POST /api/media: documents", () => {
  it("stores a PDF or a photo as a private document with no public URL", async () => {
    const pdf = text("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const res = await upload(owner, form(pdf, "licence.pdf", "application/pdf", "document"));
    expect(res.status).toBe(201);
    const media = await res.json<UploadedMedia>();
    expect(media).toMatchObject({ url: null, content_type: "application/pdf", purpose: "document" });
    expect(media.key).toMatch(/^private\/docs\/[0-9a-f]{64}\.pdf$/);
    expect(await readObject(media.key)).toEqual(pdf);
    expect(await isOwnDocument(env.DB, owner.id, media.key)).toBe(true);
    expect(await isOwnDocument(env.DB, other.id, media.key)).toBe(false);
    const served = await owner.fetch(`/media/${media.key}`);
    expect(served.status).toBe(404);

    const photo = await upload(owner, form(jpegWithGps(TINY_JPEG), "id.jpg", "image/jpeg", "document"));
    expect(photo.status).toBe(201);
    const doc = await photo.json<UploadedMedia>();
    expect(doc.key).toMatch(/^private\/docs\/[0-9a-f]{64}\.jpg$/);
    expect(contains(await readObject(doc.key), GPS_LATITUDE_BYTES)).toBe(false);
  });

  it("refuses a truncated PDF (422) and an HTML file as a document (415)", async () => {
    await expectRefused(
      upload(owner, form(text("%PDF-1.4\n1 0 obj"), "a.pdf", "application/pdf", "document")),
      422,
      "corrupt_image",
    );
    await expectRefused(
      upload(owner, form(text("<html></html>"), "a.pdf", "application/pdf", "document")),
      415,
      "unsupported_file_type",
    );
  });
});

describe("POST /api/media: content-addressed keys and quota", () => {
  it("answers the same photo again by the same person with 200 and the same key, stored once", async () => {
    const png = await makePng(5, 5, 42);
    const first = await upload(owner, form(png, "a.png"));
    expect(first.status).toBe(201);
    const a = await first.json<UploadedMedia>();
    const before = await stored();
    // Same picture, different metadata and name: the stored bytes are the same, so is the key.
    const second = await upload(owner, form(pngWithMetadata(png), "copy.png"));
    expect(second.status).toBe(200);
    expect(await second.json<UploadedMedia>()).toEqual(a);
    expect(await stored()).toEqual(before);
    // Another person's copy is their own object.
    const theirs = await upload(other, form(png, "a.png"));
    expect(theirs.status).toBe(201);
    expect((await theirs.json<UploadedMedia>()).key).not.toBe(a.key);
  });

  it("refuses an upload past the file quota (409) and past the byte quota, storing nothing", async () => {
    const full = await person("approved-host");
    const fill = env.DB.prepare(
      "INSERT INTO media_objects (key, owner_id, content_type, bytes) SELECT 'p/fill-' || ?1 || '-' || value, ?1, 'image/png', 10 FROM json_each(?2)",
    );
    await fill.bind(full.id, JSON.stringify(Array.from({ length: MEDIA_LIMITS.quotaFiles }, (_, i) => i))).run();
    await expectRefused(upload(full, form(await makePng(3, 3, 99), "a.png")), 409, "media_quota_exceeded");

    const heavy = await person("traveler");
    await env.DB.prepare(
      "INSERT INTO media_objects (key, owner_id, content_type, bytes) VALUES (?, ?, 'image/jpeg', ?)",
    )
      .bind(`p/heavy-${heavy.id}`, heavy.id, MEDIA_LIMITS.quotaBytes - 100)
      .run();
    await expectRefused(upload(heavy, form(TINY_JPEG)), 409, "media_quota_exceeded");
    // A smaller file still fits.
    const tiny = await makePng(1, 1, 1);
    expect(tiny.length).toBeLessThan(100);
    expect((await upload(heavy, form(tiny, "a.png"))).status).toBe(201);
  });
});

describe("DELETE /api/media/:key", () => {
  async function ownersPhoto(seed: number) {
    const res = await upload(owner, form(await makePng(4, 4, seed), "a.png"));
    expect(res.status).toBe(201);
    return res.json<UploadedMedia>();
  }

  it("answers a guest 401 and another person 404, keeping the photo", async () => {
    const media = await ownersPhoto(200);
    const guest = await person("guest");
    const before = await stored();
    const asGuest = await guest.fetch(`/api/media/${media.key}`, { method: "DELETE" });
    expect(asGuest.status).toBe(401);
    for (const role of ["traveler", "pending-host", "approved-host", "rejected-host"] as Role[]) {
      const someone = await person(role);
      const res = await someone.fetch(`/api/media/${media.key}`, { method: "DELETE" });
      expect(res.status).toBe(404);
      expect((await res.json<ErrorBody>()).error.code).toBe("not_found");
    }
    expect(await stored()).toEqual(before);
  });

  it("lets the owner delete (204): gone from R2, media_objects, their listing's images and profile photo", async () => {
    const keep = await ownersPhoto(201);
    const media = await ownersPhoto(202);
    const tourId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO tours (id, host_id, title, images) VALUES (?, ?, 'Steppe days', ?)").bind(
        tourId,
        owner.hostId,
        JSON.stringify([media.url, keep.url, "/media/demo/places/x.webp"]),
      ),
      env.DB.prepare("UPDATE profiles SET profile_photo_url = ? WHERE user_id = ?").bind(media.url, owner.id),
    ]);
    const res = await owner.fetch(`/api/media/${media.key}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await env.MEDIA.head(media.key)).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM media_objects WHERE key = ?").bind(media.key).first()).toBeNull();
    const tour = await env.DB.prepare("SELECT images FROM tours WHERE id = ?").bind(tourId).first<{ images: string }>();
    expect(JSON.parse(tour?.images ?? "null")).toEqual([keep.url, "/media/demo/places/x.webp"]);
    const profile = await env.DB.prepare("SELECT profile_photo_url FROM profiles WHERE user_id = ?")
      .bind(owner.id)
      .first();
    expect(profile).toEqual({ profile_photo_url: null });
    expect((await get404(media.url as string)).status).toBe(404);
    // Again: already gone.
    expect((await owner.fetch(`/api/media/${media.key}`, { method: "DELETE" })).status).toBe(404);
  });

  it("lets an admin delete someone's photo (204)", async () => {
    const media = await ownersPhoto(203);
    const admin = await person("admin");
    const res = await admin.fetch(`/api/media/${media.key}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await env.MEDIA.head(media.key)).toBeNull();
  });

  it("refuses a key that is not an uploaded file's key (400)", async () => {
    const res = await owner.fetch("/api/media/demo/places/x.webp", { method: "DELETE" });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toMatch(/^key: /);
  });

  async function get404(url: string) {
    return owner.fetch(url);
  }
});

describe("photoUrlsNotOwnedBy", () => {
  it("returns the URLs that are not the person's own uploaded photos", async () => {
    const mine = await upload(owner, form(await makePng(2, 2, 300), "a.png"));
    const theirs = await upload(other, form(await makePng(2, 2, 301), "a.png"));
    const m = (await mine.json<UploadedMedia>()).url as string;
    const t = (await theirs.json<UploadedMedia>()).url as string;
    const missing = `/media/p/${"0".repeat(64)}.jpg`;
    const urls = [m, t, missing, "https://elsewhere.example/a.jpg", "/media/demo/places/x.webp"];
    expect(await photoUrlsNotOwnedBy(env.DB, owner.id, urls)).toEqual(urls.slice(1));
    expect(await photoUrlsNotOwnedBy(env.DB, owner.id, [])).toEqual([]);
  });
});

it("keeps the test fixtures honest: the EXIF block names the GPS IFD", () => {
  const tiff = exifTiff();
  expect(contains(tiff, Uint8Array.of(0x88, 0x25))).toBe(true);
  expect(contains(concat(tiff), GPS_LATITUDE_BYTES)).toBe(true);
});
