import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type ErrorBody, get } from "./helpers";

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
