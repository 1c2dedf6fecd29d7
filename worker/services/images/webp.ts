import { checkParts, concat, corrupt, fourcc, setU32le, u8, u24le, u32le } from "./bytes";
import type { CleanImage } from "./types";

const VP8X_ICC = 0x20;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;
/** Chunks that make the picture; EXIF, "XMP " and any unknown chunk are dropped. */
const KEPT = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]);

/**
 * Validates a WebP's RIFF structure (the RIFF size matches the file, every chunk complete, an image chunk with a
 * valid VP8/VP8L header) and returns it without the EXIF, XMP and unknown chunks, with the VP8X flags and the RIFF size fixed.
 */
export function cleanWebp(b: Uint8Array): CleanImage {
  if (b.length < 20 || fourcc(b, 0) !== "RIFF" || fourcc(b, 8) !== "WEBP") corrupt("no RIFF WEBP header");
  const riffSize = u32le(b, 4);
  if (riffSize + 8 > b.length || riffSize < 4) corrupt("RIFF size runs past the end of the file");
  const end = riffSize + 8;
  const kept: Uint8Array[] = [];
  let vp8xIndex = -1;
  let hasIcc = false;
  let width: number | null = null;
  let height: number | null = null;
  let image = false;
  let o = 12;
  let chunks = 0;
  while (o < end) {
    checkParts(++chunks, "chunks");
    if (o + 8 > end) corrupt("chunk header cut off");
    const id = fourcc(b, o);
    const size = u32le(b, o + 4);
    const dataStart = o + 8;
    const next = dataStart + size + (size & 1);
    if (dataStart + size > end) corrupt(`${id} runs past the end of the file`);
    const data = b.subarray(dataStart, dataStart + size);
    if (id === "VP8X") {
      if (size < 10) corrupt("short VP8X");
      width = u24le(data, 4) + 1;
      height = u24le(data, 7) + 1;
      vp8xIndex = kept.length;
    } else if (id === "VP8 ") {
      // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
      if (size < 10 || u8(data, 3) !== 0x9d || u8(data, 4) !== 0x01 || u8(data, 5) !== 0x2a) corrupt("bad VP8 header");
      if (width === null) {
        width = (u8(data, 6) | (u8(data, 7) << 8)) & 0x3fff;
        height = (u8(data, 8) | (u8(data, 9) << 8)) & 0x3fff;
      }
      image = true;
    } else if (id === "VP8L") {
      if (size < 5 || u8(data, 0) !== 0x2f) corrupt("bad VP8L header");
      if (width === null) {
        const bits = u32le(data, 1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >>> 14) & 0x3fff) + 1;
      }
      image = true;
    } else if (id === "ANMF") {
      image = true;
    } else if (id === "ICCP") {
      hasIcc = true;
    }
    if (KEPT.has(id)) kept.push(b.subarray(o, Math.min(next, end)));
    o = next;
  }
  if (!image) corrupt("no image data");
  if (vp8xIndex >= 0) {
    const chunk = (kept[vp8xIndex] as Uint8Array).slice();
    // The flags must say what is there: no EXIF or XMP any more, ICC only when its chunk is present.
    chunk[8] = (u8(chunk, 8) & ~(VP8X_EXIF | VP8X_XMP | VP8X_ICC)) | (hasIcc ? VP8X_ICC : 0);
    kept[vp8xIndex] = chunk;
  }
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 12));
  const out = concat([header, ...kept]);
  setU32le(out, 4, out.length - 8);
  return { bytes: out, contentType: "image/webp", width, height };
}
