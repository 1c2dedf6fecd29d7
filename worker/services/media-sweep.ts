import { isUploadedPhotoUrl, mediaKeyOfUrl, PHOTO_WIDTHS } from "../../domain/media";
import { forgetStaleUploads, forgetUnusedUploads, trashedKeys, untrash } from "../db/media";
import type { Env } from "../env";
import { variantKeys } from "./photo-variants";

/** An upload younger than this is kept even when nothing uses it yet: a form may still be open with it. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** Uploads removed per cron run at most, so one run stays short; the rest go on the next runs. */
export const SWEEP_BATCH = 200;

/** Keys per deleteObjects call to R2: a photo and its copies (1 + 4 keys each) stay under R2's 1000 keys per call. */
const DELETE_PART = 1000 / (1 + PHOTO_WIDTHS.length);

/**
 * Deletes R2 objects whose media_objects rows are already gone, with their photos' width copies (photo-variants.ts),
 * and takes each part out of media_trash once R2 confirmed it; a part R2 refused stays there for `emptyMediaTrash`.
 */
export async function deleteObjects(env: Pick<Env, "DB" | "MEDIA">, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_PART) {
    const part = keys.slice(i, i + DELETE_PART);
    await env.MEDIA.delete([...part, ...part.flatMap(variantKeys)]);
    await untrash(env.DB, part);
  }
}

/**
 * Cron (housekeeping): R2 deletes that failed after their rows went (media_trash, older than a minute so the request
 * that deleted them has finished), tried again.
 */
export async function emptyMediaTrash(env: Env, now: Date) {
  const keys = await trashedKeys(env.DB, new Date(now.getTime() - 60_000).toISOString(), 1000);
  await deleteObjects(env, keys);
  return { trashEmptied: keys.length };
}

/**
 * Photos a listing no longer shows (taken off it, or the listing deleted): each upload among them that nothing else
 * uses (no listing of any host, no profile, no blog or destination picture) is deleted from media_objects and R2.
 * Demo and seed images (no media_objects row) are never deleted. Returns the deleted keys.
 */
export async function releasePhotos(env: Pick<Env, "DB" | "MEDIA">, urls: string[]): Promise<string[]> {
  const keys = urls.filter(isUploadedPhotoUrl).map((u) => mediaKeyOfUrl(u) ?? "");
  if (!keys.length) return [];
  const gone = await forgetUnusedUploads(env.DB, keys);
  await deleteObjects(env, gone);
  return gone;
}

/**
 * Cron (housekeeping): uploads that nothing has used for more than a day (never saved into a listing or profile,
 * replaced profile photos, documents no host application points at) are deleted, at most SWEEP_BATCH per run.
 */
export async function sweepUnusedUploads(env: Env, now: Date) {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS).toISOString();
  const gone = await forgetStaleUploads(env.DB, before, SWEEP_BATCH);
  await deleteObjects(env, gone);
  return { unusedUploads: gone.length };
}
