import { PHOTO_COPY_QUALITY, PHOTO_WIDTHS, type PhotoWidth, photoVariantKey } from "../../domain/media";
import type { Env } from "../env";

/** Stored photos the Images binding can read (the types POST /api/media accepts as photos). */
const RESIZABLE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);

/** Only public photos get copies: uploads (`p/`) and the demo pictures (`demo/`). */
export function hasVariants(key: string): boolean {
  return key.startsWith("p/") || key.startsWith("demo/");
}

/** Every R2 key of a photo's copies (for deletes; most photos have only some of them). */
export function variantKeys(key: string): string[] {
  return hasVariants(key) ? PHOTO_WIDTHS.map((w) => photoVariantKey(key, w)) : [];
}

export interface MadeVariant {
  object: R2Object;
  body: Uint8Array;
}

/**
 * Makes a photo's WebP copy `width` px wide (never wider than the photo: `scale-down`) with the Images binding, keeps it
 * in R2 under photoVariantKey and returns it. "not_found": no such photo; "unavailable": not a photo the binding can
 * read, or the binding failed (logged), so the caller answers the original instead. A photo deleted while its copy was
 * being made loses the copy again at once.
 */
export async function photoVariant(
  env: Pick<Env, "MEDIA" | "IMAGES">,
  key: string,
  width: PhotoWidth,
): Promise<MadeVariant | "not_found" | "unavailable"> {
  if (!hasVariants(key)) return "unavailable";
  const original = await env.MEDIA.get(key);
  if (!original) return "not_found";
  if (!RESIZABLE_TYPES.has(original.httpMetadata?.contentType ?? "")) {
    await original.body.cancel();
    return "unavailable";
  }
  let body: Uint8Array;
  try {
    const result = await env.IMAGES.input(original.body)
      .transform({ width, fit: "scale-down" })
      .output({ format: "image/webp", quality: PHOTO_COPY_QUALITY });
    body = new Uint8Array(await result.response().arrayBuffer());
  } catch (err) {
    console.error(`photo copy of ${key} at ${width} px failed`, err);
    return "unavailable";
  }
  const variantKey = photoVariantKey(key, width);
  const object = await env.MEDIA.put(variantKey, body, { httpMetadata: { contentType: "image/webp" } });
  if (!(await env.MEDIA.head(key))) {
    await env.MEDIA.delete(variantKey);
    return "not_found";
  }
  return { object, body };
}
