import { checkParts, concat, corrupt, crc32, fourcc, startsWith, u32be } from "./bytes";
import type { CleanImage } from "./types";

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/**
 * Chunks that describe the picture (critical ones, colour, transparency, density, animation) stay; everything else
 * goes: text (tEXt, zTXt, iTXt, often XMP), EXIF (eXIf), time (tIME), and any private or unknown ancillary chunk.
 */
const KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCV",
  "cLLI",
  "bKGD",
  "hIST",
  "pHYs",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);
/** An unknown chunk whose type starts with a capital letter is critical: a decoder must understand it. */
const isCritical = (type: string) => type.charCodeAt(0) < 0x61;

/**
 * Validates a PNG's chunks (IHDR first with a size, each chunk complete with a matching CRC, image data, IEND) and
 * returns it with only the chunks that describe the picture; bytes after IEND are dropped.
 */
export function cleanPng(b: Uint8Array): CleanImage {
  if (!startsWith(b, PNG_SIGNATURE)) corrupt("no PNG signature");
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let o = 8;
  let width = 0;
  let height = 0;
  let idat = false;
  let ended = false;
  let first = true;
  let chunks = 0;
  while (o < b.length) {
    checkParts(++chunks, "chunks");
    if (o + 12 > b.length) corrupt("chunk header cut off");
    const length = u32be(b, o);
    const type = fourcc(b, o + 4);
    const end = o + 12 + length;
    if (length > 0x7fffffff || end > b.length) corrupt(`${type} runs past the end of the file`);
    if (!/^[A-Za-z]{4}$/.test(type)) corrupt("bad chunk type");
    if (crc32(b, o + 4, o + 8 + length) !== u32be(b, o + 8 + length)) corrupt(`${type} CRC mismatch`);
    if (first) {
      if (type !== "IHDR" || length !== 13) corrupt("IHDR is not first");
      width = u32be(b, o + 8);
      height = u32be(b, o + 12);
      if (!width || !height) corrupt("zero size");
      first = false;
    }
    if (type === "IDAT") idat = true;
    if (KEPT.has(type)) parts.push(b.subarray(o, end));
    else if (isCritical(type)) corrupt(`unknown critical chunk ${type}`);
    o = end;
    if (type === "IEND") {
      ended = true;
      break;
    }
  }
  if (!ended) corrupt("no IEND");
  if (!idat) corrupt("no image data");
  return { bytes: concat(parts), contentType: "image/png", width, height };
}
