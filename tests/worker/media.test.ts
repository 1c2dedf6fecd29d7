import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PHOTO_WIDTHS, photoVariantKey } from "../../domain/media";
import { prepareUpload } from "../../worker/services/images";
import { deleteObjects } from "../../worker/services/media-sweep";
import { type ErrorBody, get } from "./helpers";
import { makePng } from "./media-fixtures";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  await env.MEDIA.put("demo/places/test-1.webp", PNG, { httpMetadata: { contentType: "image/webp" } });
  await env.MEDIA.put("private/id-docs/abc.jpg", PNG, { httpMetadata: { contentType: "image/jpeg" } });
  await env.MEDIA.put("exports/incomplete-users/x.csv", "id\r\n", { httpMetadata: { contentType: "text/csv" } });
});

describe("GET /media/:key", () => {
  it("serves a public photo with its type, an ETag and long-lived caching", async () => {
    const res = await get("/media/demo/places/test-1.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it("serves a photo as something that can run nothing: nosniff, CSP default-src 'none' with sandbox, immutable", async () => {
    const res = await get("/media/demo/places/test-1.webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toBeTruthy();
  });

  it("serves an uploaded photo from its content-addressed key, and never an uploaded private document", async () => {
    const photoKey = `p/${"a".repeat(64)}.webp`;
    const docKey = `private/docs/${"b".repeat(64)}.pdf`;
    await env.MEDIA.put(photoKey, PNG, { httpMetadata: { contentType: "image/webp" } });
    await env.MEDIA.put(docKey, "%PDF-1.4\n%%EOF\n", { httpMetadata: { contentType: "application/pdf" } });
    const photo = await get(`/media/${photoKey}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
    const doc = await get(`/media/${docKey}`);
    expect(doc.status).toBe(404);
    expect(await doc.text()).not.toContain("PDF");
  });

  it("answers a matching If-None-Match with 304", async () => {
    const etag = (await get("/media/demo/places/test-1.webp")).headers.get("etag") ?? "";
    const res = await get("/media/demo/places/test-1.webp", { headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
  });

  it.each(["private/id-docs/abc.jpg", "exports/incomplete-users/x.csv", "demo/places/missing.webp"])(
    "never serves %s publicly",
    async (key) => {
      const res = await get(`/media/${key}`);
      expect(res.status).toBe(404);
      expect((await res.json<ErrorBody>()).error.code).toBe("not_found");
    },
  );

  it("refuses keys that try to climb out of the bucket", async () => {
    const res = await get("/media/demo/..%2F..%2Fprivate/id-docs/abc.jpg");
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.code).toBe("invalid_request");
  });
});

describe("GET /media/:key?w= (a photo's WebP copy at one of the offered widths)", () => {
  const wide = `p/${"c".repeat(64)}.png`;
  const narrow = `p/${"d".repeat(64)}.png`;
  beforeAll(async () => {
    await env.MEDIA.put(wide, await makePng(1200, 800, 1), { httpMetadata: { contentType: "image/png" } });
    await env.MEDIA.put(narrow, await makePng(500, 300, 2), { httpMetadata: { contentType: "image/png" } });
  });

  it("answers a WebP copy that wide, kept in R2 and served from there the next time", async () => {
    const res = await get(`/media/${wide}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const seen = prepareUpload(bytes, "photo");
    expect([seen.contentType, seen.width, seen.height]).toEqual(["image/webp", 320, 213]);

    const kept = await env.MEDIA.get(photoVariantKey(wide, 320));
    expect(kept?.httpMetadata?.contentType).toBe("image/webp");
    const again = await get(`/media/${wide}?w=320`);
    expect(again.headers.get("etag")).toBe(kept?.httpEtag);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    const unchanged = await get(`/media/${wide}?w=320`, { headers: { "If-None-Match": kept?.httpEtag ?? "" } });
    expect(unchanged.status).toBe(304);
  });

  it("never makes a copy wider than the photo", async () => {
    const res = await get(`/media/${narrow}?w=1440`);
    expect(res.status).toBe(200);
    const seen = prepareUpload(new Uint8Array(await res.arrayBuffer()), "photo");
    expect([seen.contentType, seen.width, seen.height]).toEqual(["image/webp", 500, 300]);
  });

  it("refuses a width it does not offer, naming the ones it does", async () => {
    const res = await get(`/media/${wide}?w=500`);
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe("invalid_request");
    expect(JSON.stringify(body)).toContain(`must be one of ${PHOTO_WIDTHS.join(", ")}`);
  });

  it("answers a stored file it cannot read as it is, cached only briefly, and keeps no copy", async () => {
    const res = await get("/media/demo/places/test-1.webp?w=640");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    expect(await env.MEDIA.head(photoVariantKey("demo/places/test-1.webp", 640))).toBeNull();
  });

  it.each(["private/id-docs/abc.jpg", "exports/incomplete-users/x.csv", "p/missing.png"])(
    "has no copy of %s",
    async (key) => {
      const res = await get(`/media/${key}?w=320`);
      expect(res.status).toBe(404);
      expect((await res.json<ErrorBody>()).error.code).toBe("not_found");
    },
  );

  it("deletes a photo's copies with the photo", async () => {
    const key = `p/${"e".repeat(64)}.png`;
    await env.MEDIA.put(key, await makePng(700, 400, 3), { httpMetadata: { contentType: "image/png" } });
    for (const w of [320, 640]) expect((await get(`/media/${key}?w=${w}`)).status).toBe(200);
    expect(await env.MEDIA.head(photoVariantKey(key, 640))).not.toBeNull();
    await deleteObjects(env, [key]);
    expect(await env.MEDIA.head(key)).toBeNull();
    for (const w of PHOTO_WIDTHS) expect(await env.MEDIA.head(photoVariantKey(key, w))).toBeNull();
  });
});
