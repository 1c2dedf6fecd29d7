import {
  DOCUMENT_TYPES,
  MEDIA_LIMITS,
  type MediaContentType,
  type MediaPurpose,
  PHOTO_TYPES,
} from "../../../domain/media";
import { cleanAvif } from "./avif";
import { ascii, fourcc, ImageError, startsWith, u8 } from "./bytes";
import { cleanJpeg } from "./jpeg";
import { cleanPdf } from "./pdf";
import { cleanPng, PNG_SIGNATURE } from "./png";
import type { CleanImage } from "./types";
import { cleanWebp } from "./webp";

export { ImageError } from "./bytes";
export type { CleanImage } from "./types";

/**
 * The file's type from its first bytes (never its name or declared type), or null for anything we do not accept
 * (HTML, SVG, GIF, HEIC, executables…).
 */
export function sniffType(b: Uint8Array): MediaContentType | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(b, PNG_SIGNATURE)) return "image/png";
  if (b.length >= 12 && fourcc(b, 0) === "RIFF" && fourcc(b, 8) === "WEBP") return "image/webp";
  if (b.length >= 16 && fourcc(b, 4) === "ftyp") {
    const size = Math.min(
      b.length,
      Math.max(16, ((u8(b, 0) << 24) | (u8(b, 1) << 16) | (u8(b, 2) << 8) | u8(b, 3)) >>> 0),
    );
    for (let o = 8; o + 4 <= size; o += 4) {
      if (o === 12) continue; // minor version
      const brand = fourcc(b, o);
      if (brand === "avif" || brand === "avis") return "image/avif";
    }
    return null;
  }
  if (ascii(b, 0, 5) === "%PDF-") return "application/pdf";
  return null;
}

const CLEANERS: Record<MediaContentType, (b: Uint8Array) => CleanImage> = {
  "image/jpeg": cleanJpeg,
  "image/png": cleanPng,
  "image/webp": cleanWebp,
  "image/avif": cleanAvif,
  "application/pdf": cleanPdf,
};

/** The picture is bigger than we store: a side over maxStoredSide, or an area over maxStoredPixels. */
function tooLarge({ width, height }: CleanImage): boolean {
  const side = Math.max(width ?? 0, height ?? 0);
  return side > MEDIA_LIMITS.maxStoredSide || (width ?? 0) * (height ?? 0) > MEDIA_LIMITS.maxStoredPixels;
}

/**
 * Decides what the bytes are, checks that the file is whole, and returns it without metadata (EXIF with GPS, XMP,
 * IPTC, comments, PNG text and time chunks). Throws ImageError: "unsupported" for a type the purpose does not
 * accept, "corrupt" for a truncated or malformed file of an accepted type, "too_large" for a picture bigger than
 * we store (its size is read from its header: nothing is decoded).
 */
export function prepareUpload(bytes: Uint8Array, purpose: MediaPurpose): CleanImage {
  const type = sniffType(bytes);
  const accepted = purpose === "document" ? DOCUMENT_TYPES : PHOTO_TYPES;
  if (!type || !accepted.includes(type)) throw new ImageError("unsupported", "type not accepted");
  const image = CLEANERS[type](bytes);
  if (tooLarge(image)) throw new ImageError("too_large", `${image.width}×${image.height}`);
  return image;
}
