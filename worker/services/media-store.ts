import { MEDIA_EXTENSION, type MediaPurpose } from "../../domain/media";
import { findMedia, forgetMedia, insertMedia } from "../db/media";
import type { Env } from "../env";
import type { CleanImage } from "./images";

async function sha256Hex(...parts: Uint8Array[]): Promise<string> {
  const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    joined.set(p, o);
    o += p.length;
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", joined));
  return Array.from(digest, (x) => x.toString(16).padStart(2, "0")).join("");
}

/** Where a stored file went: its key, and whether this call stored it (false: the owner had it already). */
export type Stored = { key: string; created: boolean } | "quota_exceeded";

/**
 * Stores a checked, metadata-free file (prepareUpload) for its owner under a content-addressed key (`p/<sha-256>` for
 * photos, `private/docs/…` for documents; the same file again by the same person is the same key, not charged twice
 * on the quota): the media_objects row first (the quota check is in its insert), then the R2 object. Used by
 * POST /api/media and by the destination pictures an admin imports from an address.
 */
export async function storeMedia(
  env: Pick<Env, "DB" | "MEDIA">,
  ownerId: string,
  image: CleanImage,
  purpose: MediaPurpose,
): Promise<Stored> {
  const hash = await sha256Hex(new TextEncoder().encode(`${ownerId}\n`), image.bytes);
  const ext = MEDIA_EXTENSION[image.contentType];
  const key = purpose === "photo" ? `p/${hash}.${ext}` : `private/docs/${hash}.${ext}`;

  const existing = await findMedia(env.DB, key);
  if (existing && existing.owner_id === ownerId) return { key, created: false };

  const inserted = await insertMedia(env.DB, {
    key,
    ownerId,
    contentType: image.contentType,
    bytes: image.bytes.length,
    isPrivate: purpose === "document",
  });
  if (!inserted) {
    // Same file stored by a parallel request a moment ago, or the quota is used up.
    const again = await findMedia(env.DB, key);
    return again && again.owner_id === ownerId ? { key, created: false } : "quota_exceeded";
  }
  try {
    await env.MEDIA.put(key, image.bytes, {
      httpMetadata: {
        contentType: image.contentType,
        ...(purpose === "document" ? { contentDisposition: "attachment" } : {}),
      },
    });
  } catch (err) {
    await forgetMedia(env.DB, [key]);
    throw err;
  }
  return { key, created: true };
}
