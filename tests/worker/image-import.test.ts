import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { importImage } from "../../worker/services/image-import";
import { concat, makePng, pngChunk } from "./media-fixtures";
import { type Person, person } from "./people";

/**
 * Importing a picture from an https address (worker/services/image-import.ts, used by the destination pictures):
 * the bytes are checked as an upload's are. The far server is a fetcher handed in (no internet here).
 */

const u32 = (v: number) => Uint8Array.of(v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
const serving = (bytes: Uint8Array, type = "image/png") =>
  (async () => new Response(bytes, { headers: { "Content-Type": type } })) as unknown as typeof fetch;

async function storedCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM media_objects").first<{ n: number }>();
  return row?.n ?? 0;
}

let admin: Person;
beforeAll(async () => {
  admin = await person("admin");
});

describe("importing a picture from an address", () => {
  it("stores a whole photo as an upload of the admin's and answers its /media address", async () => {
    const result = await importImage(
      env,
      admin.id,
      "https://photos.example.net/a.png",
      serving(await makePng(6, 4, 3)),
    );
    expect(result).toMatchObject({ ok: true, url: expect.stringMatching(/^\/media\/p\/[0-9a-f]{64}\.png$/) });
  });

  it("refuses a small file that declares a huge picture, and stores nothing", async () => {
    const png = await makePng(1, 1);
    const huge = concat(
      png.subarray(0, 8),
      pngChunk("IHDR", concat(u32(30_000), u32(30_000), Uint8Array.of(8, 2, 0, 0, 0))),
      png.subarray(8 + 25),
    );
    const before = await storedCount();
    const result = await importImage(env, admin.id, "https://photos.example.net/huge.png", serving(huge));
    expect(result).toEqual({ ok: false, refusal: "too_many_pixels" });
    expect(await storedCount()).toBe(before);
  });

  it("refuses a page that is not a photo, whatever its Content-Type says", async () => {
    const html = new TextEncoder().encode("<html><body>not a photo</body></html>");
    const result = await importImage(env, admin.id, "https://photos.example.net/b.png", serving(html, "image/png"));
    expect(result).toEqual({ ok: false, refusal: "not_an_image" });
  });
});
