import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MEDIA_LIMITS } from "../../domain/media";
import type { ErrorBody } from "./helpers";
import { concat, makePng, pngChunk, TINY_AVIF_WITH_METADATA, TINY_JPEG, TINY_WEBP } from "./media-fixtures";

/** A whole PNG whose header declares a w×h picture, holding a few bytes of image data: nothing here decodes it. */
async function pngDeclaring(w: number, h: number): Promise<Uint8Array> {
  const png = await makePng(1, 1);
  const ihdr = pngChunk("IHDR", concat(u32(w), u32(h), Uint8Array.of(8, 2, 0, 0, 0)));
  return concat(png.subarray(0, 8), ihdr, png.subarray(8 + 25));
}

/** The tiny JPEG with its frame header (the SOFn segment, found by walking the segments) saying w×h. */
function jpegDeclaring(w: number, h: number): Uint8Array {
  const file = TINY_JPEG.slice();
  for (let at = 2; at + 4 <= file.length; at += 2 + ((file[at + 2] ?? 0) << 8) + (file[at + 3] ?? 0)) {
    const marker = file[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      // FF Cn, length (2), precision (1), height (2), width (2).
      file.set(concat(u16(h), u16(w)), at + 5);
      return file;
    }
  }
  throw new Error("TINY_JPEG has no frame header");
}

import { type Person, person } from "./people";

/**
 * Crafted uploads that a careless parser would turn into unbounded work or memory (POST /api/media): bodies sent
 * without a Content-Length, AVIF item tables that promise billions of extents, files made of hundreds of
 * thousands of tiny segments. Each is refused, quickly, and nothing is stored.
 */

const ascii = (s: string) => new TextEncoder().encode(s);
const u16 = (v: number) => Uint8Array.of(v >> 8, v & 0xff);
const u32 = (v: number) => Uint8Array.of(v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff);
const box = (type: string, ...body: Uint8Array[]) => {
  const data = concat(...body);
  return concat(u32(8 + data.length), ascii(type), data);
};
const repeat = (part: Uint8Array, times: number) => {
  const out = new Uint8Array(part.length * times);
  for (let i = 0; i < times; i++) out.set(part, i * part.length);
  return out;
};

function form(bytes: Uint8Array, name = "photo.jpg"): FormData {
  const f = new FormData();
  f.append("file", new File([bytes], name, { type: "application/octet-stream" }));
  return f;
}

async function storedCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM media_objects").first<{ n: number }>();
  return row?.n ?? 0;
}

async function expectRefused(res: Response, status: number, code: string) {
  const body = await res.json<ErrorBody>();
  expect({ status: res.status, code: body.error.code }).toEqual({ status, code });
}

let owner: Person;
beforeAll(async () => {
  owner = await person("approved-host");
});

describe("POST /api/media: a body without Content-Length", () => {
  it("stops reading an endless chunked body at the size limit (413) instead of buffering it all", async () => {
    const boundary = "----limits";
    const head = ascii(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Never ends by itself: a server that reads the whole body never answers.
        if (sent > 4 * MEDIA_LIMITS.maxBytes) return controller.error(new Error("the server read far past the limit"));
        controller.enqueue(sent === 0 ? head : chunk);
        sent += sent === 0 ? head.length : chunk.length;
      },
    });
    const before = await storedCount();
    const res = await owner.fetch("/api/media", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    await expectRefused(res, 413, "file_too_large");
    expect(sent).toBeLessThan(2 * MEDIA_LIMITS.maxBytes);
    expect(await storedCount()).toBe(before);
  });

  it("still takes a small photo sent without Content-Length", async () => {
    const encoded = new Response(form(TINY_JPEG));
    const type = encoded.headers.get("Content-Type") ?? "";
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 100));
        controller.enqueue(bytes.subarray(100));
        controller.close();
      },
    });
    const res = await owner.fetch("/api/media", { method: "POST", headers: { "Content-Type": type }, body });
    expect(res.status).toBe(201);
  });
});

/** An AVIF whose only content is an iloc table: `items` items, each claiming `extents` zero-byte extents. */
function avifWithItemTable(items: number, extents: number): Uint8Array {
  const ftyp = box("ftyp", ascii("avif"), u32(0), ascii("avifmif1"));
  const pitm = box("pitm", u32(0), u16(1));
  const iinf = box("iinf", u32(0), u16(0));
  // iloc version 1: offset/length/base/index sizes all 0, so an extent takes no bytes at all.
  const entry = (id: number) => concat(u16(id), u16(0), u16(0), u16(extents));
  const entries = Array.from({ length: items }, (_, i) => entry(i + 1));
  const iloc = box("iloc", Uint8Array.of(1, 0, 0, 0), Uint8Array.of(0, 0), u16(items), ...entries);
  const meta = box("meta", u32(0), pitm, iinf, iloc);
  return concat(ftyp, meta, box("mdat", new Uint8Array(16)));
}

describe("POST /api/media: structures that would take unbounded time or memory", () => {
  it("refuses an AVIF whose item table claims hundreds of thousands of extents (422), quickly", async () => {
    const started = Date.now();
    const before = await storedCount();
    const res = await owner.fetch("/api/media", { method: "POST", body: form(avifWithItemTable(8, 65535)) });
    await expectRefused(res, 422, "corrupt_image");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storedCount()).toBe(before);
  });

  it("refuses an AVIF padded with 120,000 empty boxes (422)", async () => {
    const file = concat(TINY_AVIF_WITH_METADATA, repeat(box("free"), 120_000));
    await expectRefused(await owner.fetch("/api/media", { method: "POST", body: form(file) }), 422, "corrupt_image");
  });

  it("refuses a JPEG with 120,000 empty segments before its picture (422)", async () => {
    // FF E0 00 02: an APP0 segment with no data, the kind of segment that is kept.
    const file = concat(
      TINY_JPEG.subarray(0, 2),
      repeat(Uint8Array.of(0xff, 0xe0, 0x00, 0x02), 120_000),
      TINY_JPEG.subarray(2),
    );
    await expectRefused(await owner.fetch("/api/media", { method: "POST", body: form(file) }), 422, "corrupt_image");
  });

  it("refuses a PNG with 120,000 empty image data chunks (422)", async () => {
    const png = await makePng(4, 3, 7);
    const ihdrEnd = 8 + 25;
    const file = concat(
      png.subarray(0, ihdrEnd),
      repeat(pngChunk("IDAT", new Uint8Array(0)), 120_000),
      png.subarray(ihdrEnd),
    );
    await expectRefused(await owner.fetch("/api/media", { method: "POST", body: form(file) }), 422, "corrupt_image");
  });

  it("refuses a WebP with 120,000 empty animation chunks (422)", async () => {
    const extra = repeat(concat(ascii("ANIM"), new Uint8Array(4)), 120_000);
    const file = concat(TINY_WEBP, extra);
    // The RIFF size must cover the added chunks.
    new DataView(file.buffer, file.byteOffset).setUint32(4, file.length - 8, true);
    await expectRefused(await owner.fetch("/api/media", { method: "POST", body: form(file) }), 422, "corrupt_image");
  });

  it("refuses a small file that declares a huge picture (422 image_too_large), and stores nothing", async () => {
    const before = await storedCount();
    const files: [string, Uint8Array][] = [
      ["canvas.png", await pngDeclaring(20_000, 20_000)],
      ["panorama.png", await pngDeclaring(MEDIA_LIMITS.maxStoredSide + 1, 1)],
      ["over-fifty-megapixels.png", await pngDeclaring(7072, 7072)],
      ["bomb.jpg", jpegDeclaring(65_535, 65_535)],
    ];
    for (const [name, file] of files) {
      expect(file.length, name).toBeLessThan(5000);
      const res = await owner.fetch("/api/media", { method: "POST", body: form(file, name) });
      const body = await res.json<ErrorBody>();
      expect({ name, status: res.status, code: body.error.code, message: body.error.message }).toEqual({
        name,
        status: 422,
        code: "image_too_large",
        message: "file: is larger than 12,000 pixels on a side or 50 megapixels",
      });
    }
    expect(await storedCount()).toBe(before);
  });

  it("takes a picture at the limits: 12,000 pixels on a side, under 50 megapixels", async () => {
    const res = await owner.fetch("/api/media", {
      method: "POST",
      body: form(await pngDeclaring(12_000, 4166), "wide.png"),
    });
    expect(res.status).toBe(201);
  });

  it("still takes an ordinary PNG, WebP and AVIF", async () => {
    for (const file of [await makePng(5, 4, 11), TINY_WEBP, TINY_AVIF_WITH_METADATA]) {
      const res = await owner.fetch("/api/media", { method: "POST", body: form(file) });
      expect(res.status).toBe(201);
    }
  });
});
