/**
 * Tiny real images for the upload tests, and builders that add metadata to them. The JPEG and WebP were encoded by
 * Chromium from a 16×12 canvas gradient (the WebP carries Chromium's ICC profile in a VP8X file); the AVIF was
 * encoded by libavif's avifenc from the same picture with an Exif payload and an XMP packet naming a GPS latitude.
 * PNGs are encoded here (zlib through CompressionStream), so each test can make a different picture.
 */
import { concat as concatBytes } from "../../worker/services/images/bytes";

export function fromBase64(b64: string): Uint8Array {
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

const text = (s: string) => new TextEncoder().encode(s);

export const concat = (...parts: Uint8Array[]): Uint8Array => concatBytes(parts);

/** True when `needle` occurs in `hay`. */
export function contains(hay: Uint8Array, needle: Uint8Array | string): boolean {
  const n = typeof needle === "string" ? text(needle) : needle;
  outer: for (let i = 0; i + n.length <= hay.length; i++) {
    for (let j = 0; j < n.length; j++) if (hay[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
}

/** 16×12 baseline JPEG (JFIF APP0, tables, one scan, EOI); no metadata. */
export const TINY_JPEG = fromBase64(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAA" +
    "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" +
    "AAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAA" +
    "ABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1" +
    "AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAP" +
    "KnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/" +
    "2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi" +
    "9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAA" +
    "AAAAAAAAAAAAAAAAAwT/xAAXEAEBAQEAAAAAAAAAAAAAAAADAAEC/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgT/xAAWEQADAAAAAAAAAAAAAAAAAA" +
    "AAAgP/2gAMAwEAAhEDEQA/AAE64TiHnK8ecoKMKSH/2Q==",
);

/** 16×12 lossy WebP: RIFF, VP8X (ICC flag), ICCP, VP8. */
export const TINY_WEBP = fromBase64(
  "UklGRh4CAABXRUJQVlA4WAoAAAAgAAAADwAACwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAA" +
    "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" +
    "AAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAA" +
    "ABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1" +
    "AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAP" +
    "KnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZW" +
    "UDggMAAAAPABAJ0BKhAADAACwEwlsAJ0AM+A5z5YwAD+p7JEzZYNyQe7j9OavhC3XuAOUQAAAA==",
);

/** 16×12 AVIF with an Exif item (TIFF header MM*) and an XMP (mime) item holding exif:GPSLatitude. */
export const TINY_AVIF_WITH_METADATA = fromBase64(
  "AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUEAAAF7bWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aW" +
    "YAAAAADnBpdG0AAAAAAAEAAAA6aWxvYwAAAABEAAADAAEAAAABAAACjwAAACEAAgAAAAEAAAGjAAAAGAADAAAAAQAAAbsAAADUAAAAbWlpbmYA" +
    "AAAAAAMAAAAaaW5mZQIAAAAAAQAAYXYwMUNvbG9yAAAAABlpbmZlAgAAAAACAABFeGlmRXhpZgAAAAAsaW5mZQIAAAAAAwAAbWltZVhNUABhcH" +
    "BsaWNhdGlvbi9yZGYreG1sAAAAAChpcmVmAAAAAAAAAA5jZHNjAAIAAQABAAAADmNkc2MAAwABAAEAAABqaXBycAAAAEtpcGNvAAAAFGlzcGUA" +
    "AAAAAAAAEAAAAAwAAAAQcGl4aQAAAAADCAgIAAAADGF2MUOBIAAAAAAAE2NvbHJuY2x4AAEADQAGgAAAABdpcG1hAAAAAAAAAAEAAQQBAoMEAA" +
    "ABFW1kYXQAAAAGRXhpZgAATU0AKgAAAAgAAAAAAAA8eDp4bXBtZXRhIHhtbG5zOng9ImFkb2JlOm5zOm1ldGEvIj48cmRmOlJERiB4bWxuczpy" +
    "ZGY9Imh0dHA6Ly93d3cudzMub3JnLzE5OTkvMDIvMjItcmRmLXN5bnRheC1ucyMiPjxyZGY6RGVzY3JpcHRpb24geG1sbnM6ZXhpZj0iaHR0cD" +
    "ovL25zLmFkb2JlLmNvbS9leGlmLzEuMC8iIGV4aWY6R1BTTGF0aXR1ZGU9IjQzLDE1LjVOIi8+PC9yZGY6UkRGPjwveDp4bXBtZXRhPhIACgg4" +
    "DP7YQENBpDITG0AccccEAAEiH/Bmcjc6IpsAxA==",
);

// ── PNG ──

let crcTable: number[] | null = null;
function crc32(b: Uint8Array): number {
  if (!crcTable) {
    crcTable = [];
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable.push(c >>> 0);
    }
  }
  let c = 0xffffffff;
  for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (v: number) => Uint8Array.of(v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat(text(type), data);
  return concat(u32(data.length), body, u32(crc32(body)));
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A real RGB PNG of w×h whose colours depend on `seed` (so different seeds are different files). */
export async function makePng(w: number, h: number, seed = 0): Promise<Uint8Array> {
  const raw = new Uint8Array(h * (1 + w * 3));
  for (let y = 0; y < h; y++) {
    raw[y * (1 + w * 3)] = 0; // filter: none
    for (let x = 0; x < w; x++) {
      const o = y * (1 + w * 3) + 1 + x * 3;
      raw[o] = (x * 16 + seed) & 255;
      raw[o + 1] = (y * 16 + seed * 7) & 255;
      raw[o + 2] = (seed * 31) & 255;
    }
  }
  const ihdr = concat(u32(w), u32(h), Uint8Array.of(8, 2, 0, 0, 0));
  return concat(
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", await deflate(raw)),
    pngChunk("IEND", new Uint8Array()),
  );
}

/** The PNG with metadata chunks (text, XMP in iTXt, eXIf with GPS, time, a private chunk) inserted after IHDR. */
export function pngWithMetadata(png: Uint8Array): Uint8Array {
  const afterIhdr = 8 + 25;
  return concat(
    png.subarray(0, afterIhdr),
    pngChunk("tEXt", text("Author\0Jane Traveler")),
    pngChunk("iTXt", text('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta exif:GPSLatitude="43,15.5N"/>')),
    pngChunk("eXIf", exifTiff()),
    pngChunk("tIME", Uint8Array.of(0x07, 0xea, 5, 1, 12, 0, 0)),
    pngChunk("prVt", text("camera serial 12345")),
    png.subarray(afterIhdr),
  );
}

// ── EXIF ──

/** GPS latitude 43°15'30" as the EXIF rationals (43/1, 15/1, 30/1), big-endian: findable in the bytes. */
export const GPS_LATITUDE_BYTES = Uint8Array.of(
  0,
  0,
  0,
  43,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  15,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  30,
  0,
  0,
  0,
  1,
);

/**
 * A big-endian TIFF (EXIF) block: IFD0 with Make "PhoneMaker" and a GPS IFD pointer; the GPS IFD with
 * GPSLatitudeRef "N" and GPSLatitude 43/1 15/1 30/1.
 */
export function exifTiff(): Uint8Array {
  const make = text("PhoneMaker\0"); // 11 bytes
  // Layout: header 8 | IFD0 at 8: count 2, 2 entries, next 0 = 2+24+4 = 30 → ends 38 | make at 38 (11) → 49, pad → 50
  // | GPS IFD at 50: count 2, 2 entries, next 0 = 30 → ends 80 | latitude rationals at 80 (24) → 104.
  const b = new Uint8Array(104);
  const dv = new DataView(b.buffer);
  b.set(text("MM"), 0);
  dv.setUint16(2, 42);
  dv.setUint32(4, 8);
  dv.setUint16(8, 2);
  // Make (0x010f), ASCII (2), count 11, offset 38
  dv.setUint16(10, 0x010f);
  dv.setUint16(12, 2);
  dv.setUint32(14, 11);
  dv.setUint32(18, 38);
  // GPSInfo (0x8825), LONG (4), count 1, value 50
  dv.setUint16(22, 0x8825);
  dv.setUint16(24, 4);
  dv.setUint32(26, 1);
  dv.setUint32(30, 50);
  dv.setUint32(34, 0);
  b.set(make, 38);
  dv.setUint16(50, 2);
  // GPSLatitudeRef (1), ASCII, count 2, "N\0" inline
  dv.setUint16(52, 1);
  dv.setUint16(54, 2);
  dv.setUint32(56, 2);
  b.set(text("N\0"), 60);
  // GPSLatitude (2), RATIONAL (5), count 3, offset 80
  dv.setUint16(64, 2);
  dv.setUint16(66, 5);
  dv.setUint32(68, 3);
  dv.setUint32(72, 80);
  dv.setUint32(76, 0);
  b.set(GPS_LATITUDE_BYTES, 80);
  return b;
}

function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  const len = data.length + 2;
  return concat(Uint8Array.of(0xff, marker, len >> 8, len & 255), data);
}

/**
 * The JPEG with a phone's metadata after SOI: APP1 EXIF (GPS), APP1 XMP, APP13 IPTC (Photoshop), a COM comment, and
 * bytes after EOI.
 */
export function jpegWithGps(jpeg: Uint8Array): Uint8Array {
  return concat(
    jpeg.subarray(0, 2),
    jpegSegment(0xe1, concat(text("Exif\0\0"), exifTiff())),
    jpegSegment(0xe1, text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta exif:GPSLatitude="43,15.5N"/>')),
    jpegSegment(0xed, text("Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x0a\x1c\x02\x50\0\x05Jane!")),
    jpegSegment(0xfe, text("shot at home")),
    jpeg.subarray(2),
    text("TRAILER-after-EOI"),
  );
}

// ── WebP ──

function riffChunk(id: string, data: Uint8Array): Uint8Array {
  const size = Uint8Array.of(
    data.length & 255,
    (data.length >> 8) & 255,
    (data.length >> 16) & 255,
    data.length >>> 24,
  );
  return concat(text(id), size, data, data.length % 2 ? Uint8Array.of(0) : new Uint8Array());
}

/** The VP8X WebP with EXIF (GPS) and XMP chunks appended and their VP8X flags set, RIFF size fixed. */
export function webpWithMetadata(webp: Uint8Array): Uint8Array {
  const out = concat(
    webp,
    riffChunk("EXIF", exifTiff()),
    riffChunk("XMP ", text('<x:xmpmeta exif:GPSLatitude="43,15.5N"/>')),
  );
  out[20] = (out[20] as number) | 0x08 | 0x04;
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}
