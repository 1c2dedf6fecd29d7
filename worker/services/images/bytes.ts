/** Byte helpers shared by the image parsers (big- and little-endian reads, four-character codes). */

export class ImageError extends Error {
  constructor(
    /**
     * "unsupported": not a type we accept; "corrupt": a type we accept, but truncated or malformed; "too_large": a
     * whole image whose picture is bigger than we store (MEDIA_LIMITS.maxStoredSide and maxStoredPixels).
     */
    readonly kind: "unsupported" | "corrupt" | "too_large",
    message: string,
  ) {
    super(message);
  }
}

export const corrupt = (why: string): never => {
  throw new ImageError("corrupt", why);
};

/**
 * Most segments, chunks, boxes, items or extents one file may have. Real photos have a few dozen (a tiled AVIF a
 * few hundred); a crafted file of 10 MB could otherwise hold millions of empty ones, each costing an object and
 * a loop turn, enough to run the worker out of memory or time.
 */
export const MAX_PARTS = 100_000;

/** Fails as corrupt once `count` goes past MAX_PARTS. */
export function checkParts(count: number, what: string): void {
  if (count > MAX_PARTS) corrupt(`more than ${MAX_PARTS} ${what}`);
}

/** The byte at o; 0 past the end (callers check lengths before reading). */
export const u8 = (b: Uint8Array, o: number): number => b[o] ?? 0;

export const u16be = (b: Uint8Array, o: number) => (u8(b, o) << 8) | u8(b, o + 1);
export const u24le = (b: Uint8Array, o: number) => u8(b, o) | (u8(b, o + 1) << 8) | (u8(b, o + 2) << 16);
export const u32be = (b: Uint8Array, o: number) =>
  ((u8(b, o) << 24) | (u8(b, o + 1) << 16) | (u8(b, o + 2) << 8) | u8(b, o + 3)) >>> 0;
export const u32le = (b: Uint8Array, o: number) =>
  (u8(b, o) | (u8(b, o + 1) << 8) | (u8(b, o + 2) << 16) | (u8(b, o + 3) << 24)) >>> 0;

export function setU32le(b: Uint8Array, o: number, v: number) {
  b[o] = v & 0xff;
  b[o + 1] = (v >>> 8) & 0xff;
  b[o + 2] = (v >>> 16) & 0xff;
  b[o + 3] = (v >>> 24) & 0xff;
}

/** Four ASCII characters at o (box types, chunk ids). */
export const fourcc = (b: Uint8Array, o: number) =>
  String.fromCharCode(u8(b, o), u8(b, o + 1), u8(b, o + 2), u8(b, o + 3));

export function startsWith(b: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (b.length < at + prefix.length) return false;
  return prefix.every((v, i) => u8(b, at + i) === v);
}

export function ascii(b: Uint8Array, o: number, n: number): string {
  let s = "";
  for (let i = o; i < Math.min(b.length, o + n); i++) s += String.fromCharCode(u8(b, i));
  return s;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

let crcTable: Uint32Array | null = null;

/** CRC-32 (ISO 3309, as PNG uses it). */
export function crc32(b: Uint8Array, start = 0, end = b.length): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (crcTable[(c ^ u8(b, i)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
