/**
 * Photo and private-document uploads (issue 6): limits, the shape of an uploaded file on the wire, and the texts a
 * person sees when an upload is refused. Shared by the worker (POST /api/media) and the web upload fields.
 */

export const MEDIA_LIMITS = {
  /** Largest file accepted, after the browser's resize (the server checks Content-Length first, then the bytes). */
  maxBytes: 10 * 1024 * 1024,
  /** Longest side of a photo after the browser's resize. */
  maxImageSide: 2048,
  /**
   * The largest picture the server stores, whatever sent it (the web app resizes first, but an AVIF or another
   * client's file arrives as it is): a longer side or a bigger area is refused before it is stored, so no browser or
   * resizer is handed a huge canvas in a small file. Within what Cloudflare Images resizes (12,000 px a side).
   */
  maxStoredSide: 12_000,
  maxStoredPixels: 50_000_000,
  /** Total stored bytes per person. */
  quotaBytes: 250 * 1024 * 1024,
  /** Stored files per person. */
  quotaFiles: 400,
} as const;

/** A listing or profile photo (public under /media/p/…) or a private document (ID or licence, never public). */
export type MediaPurpose = "photo" | "document";

export const MEDIA_PURPOSES: readonly MediaPurpose[] = ["photo", "document"];

/** The types the server recognises from a file's first bytes. */
export type MediaContentType = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "application/pdf";

export const PHOTO_TYPES: readonly MediaContentType[] = ["image/jpeg", "image/png", "image/webp", "image/avif"];
export const DOCUMENT_TYPES: readonly MediaContentType[] = [...PHOTO_TYPES, "application/pdf"];

export const MEDIA_EXTENSION: Record<MediaContentType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "application/pdf": "pdf",
};

/** 201 (or 200 for the same photo again) from POST /api/media. */
export interface UploadedMedia {
  /** R2 key: `p/<sha-256>.<ext>` for photos, `private/docs/<sha-256>.<ext>` for documents. */
  key: string;
  /** `/media/<key>` for photos; null for documents (never public). */
  url: string | null;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  purpose: MediaPurpose;
}

/** What a picture over MEDIA_LIMITS.maxStoredSide or maxStoredPixels is, in the texts that refuse it. */
export const TOO_MANY_PIXELS = "larger than 12,000 pixels on a side or 50 megapixels";

/** Error codes of POST /api/media and DELETE /api/media/:key, each with the text shown to the person. */
export const MEDIA_ERRORS = {
  missing_file: "file: is required",
  empty_file: "file: is empty",
  file_too_large: "file: is larger than 10 MB",
  unsupported_file_type: "file: must be a JPEG, PNG, WebP or AVIF photo",
  unsupported_document_type: "file: must be a JPEG, PNG, WebP or AVIF photo, or a PDF",
  corrupt_image: "file: is damaged or incomplete",
  image_too_large: `file: is ${TOO_MANY_PIXELS}`,
  media_quota_exceeded: "You have used all your upload space (250 MB or 400 files). Remove some photos to add more.",
  photo_in_use:
    "This photo is the only photo of a published listing: add another photo or unpublish the listing first.",
} as const;

export type MediaErrorCode = keyof typeof MEDIA_ERRORS;

/** Texts of the upload fields. */
export const MEDIA_TEXT = {
  cover: "Cover",
  makeCover: "Make cover",
  moveEarlier: "Move earlier",
  moveLater: "Move later",
  removePhoto: "Remove photo",
  addPhotos: "Add photos",
  choosePhoto: "Choose photo",
  changePhoto: "Change photo",
  chooseFile: "Choose file",
  replaceFile: "Replace file",
  removeFile: "Remove file",
  photosHint: "JPEG, PNG, WebP or AVIF. The first photo is the cover.",
  /** Photos in no particular order (a review's). */
  unorderedPhotosHint: "JPEG, PNG, WebP or AVIF.",
  documentHint: "A photo or PDF of your ID or licence, up to 10 MB. Only our team sees it.",
  uploadFailed: "Upload failed. Please try again.",
  notAnImage: "This file could not be read as a photo.",
  tooMany: (max: number) => `You can add up to ${max} photos.`,
  uploading: (name: string) => `Uploading ${name}`,
} as const;

/** Human size: "850 KB", "3.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** True for a public photo URL of this site (`/media/p/<sha-256>.<ext>`). */
export function isUploadedPhotoUrl(url: string): boolean {
  return /^\/media\/p\/[0-9a-f]{64}\.(jpg|png|webp|avif)$/.test(url);
}

/**
 * Widths (px) of the WebP copies the server makes of a public photo (`/media/<key>?w=<width>`, never larger than the
 * photo itself; decision 041). Pages offer them in `srcset` so a phone loads a 640 px copy, not the whole photo, and
 * a 28 px avatar the 160 px one.
 */
export const PHOTO_WIDTHS = [160, 320, 640, 960, 1440] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** WebP quality of the width copies (the Images binding in the worker, sharp in the seed script). */
export const PHOTO_COPY_QUALITY = 78;
/** The copies a photo shown at a width the layout decides (`sizes` in vw or with media conditions) offers. */
const FLUID_WIDTHS: readonly PhotoWidth[] = [320, 640, 960, 1440];
/** The densest screen a photo of a fixed size (`sizes` of one `<n>px`) is offered a sharp copy for. */
const MAX_DENSITY = 3;

/** Our public photos: uploads (`/media/p/…`) and the demo pictures (`/media/demo/…`), also as absolute URLs. */
const RESIZABLE_PHOTO = /\/media\/(?:p|demo)\/[a-z0-9][a-z0-9/_.-]*\.(?:jpg|png|webp|avif)$/i;

/** The copy of a photo at one of PHOTO_WIDTHS; any other URL (a blob preview, an outside address) as it is. */
export function photoSrc(url: string, width: PhotoWidth): string {
  return RESIZABLE_PHOTO.test(url) ? `${url}?w=${width}` : url;
}

/** The width of a photo shown at a fixed size (`sizes` of one `<n>px`: an avatar's "28px"), else null. */
function fixedWidth(sizes: string | undefined): number | null {
  const px = sizes?.match(/^(\d+)px$/);
  return px ? Number(px[1]) : null;
}

/**
 * The copies worth offering for a photo `fixed` px wide: the widths up to the first that covers it on a 3x screen;
 * for one the layout sizes (null), 320 px and up.
 */
function widthsFor(fixed: number | null): readonly PhotoWidth[] {
  if (fixed === null) return FLUID_WIDTHS;
  const cover = PHOTO_WIDTHS.findIndex((w) => w >= fixed * MAX_DENSITY);
  return cover === -1 ? PHOTO_WIDTHS : PHOTO_WIDTHS.slice(0, cover + 1);
}

const srcSetOf = (url: string, widths: readonly PhotoWidth[]) => widths.map((w) => `${url}?w=${w} ${w}w`).join(", ");

/**
 * The `srcset` of a photo shown `sizes` wide (the copies of widthsFor; 320 px and up without `sizes`), or undefined
 * for a URL the server has no copies of.
 */
export function photoSrcSet(url: string, sizes?: string): string | undefined {
  return RESIZABLE_PHOTO.test(url) ? srcSetOf(url, widthsFor(fixedWidth(sizes))) : undefined;
}

/** `sizes` of a card's photo in the card grids: one column on phones, two from 640 px, three at most (~400 px). */
export const CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";

/** `sizes` of a listing's main photo (the gallery: the page's width, up to the 1216 px content column). */
export const GALLERY_SIZES = "(min-width: 1280px) 1216px, 100vw";

/**
 * Props of an `<img>` showing a photo `sizes` wide: every copy worth offering in `srcset` and, as `src`, the 960 px
 * copy (a fixed size: the smallest offered copy that covers it at 2x).
 */
export function photoProps(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!RESIZABLE_PHOTO.test(url)) return { src: url };
  const fixed = fixedWidth(sizes);
  const widths = widthsFor(fixed);
  const src = fixed === null ? 960 : (widths.find((w) => w >= fixed * 2) ?? widths[widths.length - 1]);
  return { src: `${url}?w=${src}`, srcSet: srcSetOf(url, widths), sizes };
}

/** The R2 key of a photo's copy at `width` (`v/<width>/<key without extension>.webp`). */
export function photoVariantKey(key: string, width: PhotoWidth): string {
  return `v/${width}/${key.replace(/\.[a-z0-9]+$/i, "")}.webp`;
}

/** The R2 key behind a `/media/…` URL, or null for any other URL. */
export function mediaKeyOfUrl(url: string): string | null {
  return url.startsWith("/media/") ? url.slice("/media/".length) : null;
}

/** The sentence shown by an upload field when a file was refused (code from the server or the browser's checks). */
export function uploadErrorText(code: string, fileName: string): string {
  switch (code) {
    case "empty_file":
      return `${fileName} is empty.`;
    case "file_too_large":
      return `${fileName} is larger than 10 MB.`;
    case "unsupported_file_type":
      return `${fileName} is not a JPEG, PNG, WebP or AVIF photo.`;
    case "unsupported_document_type":
      return `${fileName} is not a photo or a PDF.`;
    case "corrupt_image":
      return `${fileName} is damaged or incomplete.`;
    case "image_too_large":
      return `${fileName} is ${TOO_MANY_PIXELS}.`;
    case "media_quota_exceeded":
      return MEDIA_ERRORS.media_quota_exceeded;
    case "unauthorized":
      return "Please log in to continue";
    default:
      return `${fileName}: ${MEDIA_TEXT.uploadFailed}`;
  }
}
