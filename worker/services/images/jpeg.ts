import { ascii, checkParts, concat, corrupt, u8, u16be } from "./bytes";
import type { CleanImage } from "./types";

// Markers without a length field: TEM, RSTn, SOI, EOI.
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd9);
// SOFn frame headers (not DHT C4, JPG C8, DAC CC).
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * Keeps what the picture needs and drops what describes the camera or the person: APP1 (EXIF with GPS, XMP), APP3–
 * APP13 (IPTC/Photoshop and vendor data), APP15, COM comments, APP2 except the ICC colour profile (the MPF index of
 * phones' extra pictures goes), and anything after EOI. APP0 (JFIF) and APP14 (Adobe colour transform) stay.
 */
function keepSegment(marker: number, b: Uint8Array, dataStart: number): boolean {
  if (marker === 0xfe) return false;
  if (marker === 0xe0 || marker === 0xee) return true;
  if (marker === 0xe2) return ascii(b, dataStart, 12) === "ICC_PROFILE\0";
  if (marker >= 0xe1 && marker <= 0xef) return false;
  return true;
}

/**
 * Validates a JPEG's structure (every segment complete, a frame header with a size, at least one scan whose entropy
 * data ends in a marker, EOI) and returns it without metadata segments. A truncated file fails: its last scan
 * never reaches EOI.
 */
export function cleanJpeg(b: Uint8Array): CleanImage {
  if (b.length < 4 || u8(b, 0) !== 0xff || u8(b, 1) !== 0xd8) corrupt("no SOI");
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let o = 2;
  let width = 0;
  let height = 0;
  let scans = 0;
  let ended = false;
  let segments = 0;
  while (o < b.length) {
    checkParts(++segments, "segments");
    if (u8(b, o) !== 0xff) corrupt(`expected a marker at ${o}`);
    // Fill bytes (FF FF …) before a marker are allowed.
    while (o < b.length && u8(b, o) === 0xff) o++;
    if (o >= b.length) corrupt("marker cut off");
    const marker = u8(b, o);
    const markerStart = o - 1;
    o++;
    if (marker === 0xd9) {
      parts.push(b.subarray(markerStart, o));
      ended = true;
      break;
    }
    if (marker === 0x00 || marker === 0xd8 || standalone(marker)) corrupt(`unexpected marker ${marker.toString(16)}`);
    if (o + 2 > b.length) corrupt("segment length cut off");
    const length = u16be(b, o);
    if (length < 2 || o + length > b.length) corrupt("segment runs past the end of the file");
    const dataStart = o + 2;
    const segmentEnd = o + length;
    if (isSof(marker)) {
      if (length < 8) corrupt("short frame header");
      height = u16be(b, dataStart + 1);
      width = u16be(b, dataStart + 3);
      if (width === 0) corrupt("frame without a width");
    }
    if (keepSegment(marker, b, dataStart)) parts.push(b.subarray(markerStart, segmentEnd));
    o = segmentEnd;
    if (marker === 0xda) {
      if (!width) corrupt("scan before the frame header");
      scans++;
      // Entropy-coded data: runs until a marker other than a stuffed 00 or a restart marker.
      const dataFrom = o;
      for (;;) {
        if (o + 1 >= b.length) corrupt("scan data cut off before EOI");
        if (u8(b, o) === 0xff) {
          const next = u8(b, o + 1);
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
            o += next === 0xff ? 1 : 2;
            continue;
          }
          break;
        }
        o++;
      }
      parts.push(b.subarray(dataFrom, o));
    }
  }
  if (!ended) corrupt("no EOI");
  if (scans === 0) corrupt("no image data");
  // A height of 0 means it is defined later by a DNL segment (rare); reported as unknown.
  return { bytes: concat(parts), contentType: "image/jpeg", width, height: height || null };
}
