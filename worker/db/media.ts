/** Uploads (`media_objects`): who owns which R2 object, the quota, and forgetting what nothing uses any more. */
import { and, eq, inArray } from "drizzle-orm";
import { isUploadedPhotoUrl, MEDIA_LIMITS, mediaKeyOfUrl } from "../../domain/media";
import { done, type Outcome, refused } from "../../domain/outcome";
import { LISTING_TABLES } from "../../domain/vocabulary";
import { getDb } from "./client";
import { guardFailure, guardHit } from "./guards";
import { media_objects, media_trash } from "./schema";

/** One stored upload. */
export type MediaRow = typeof media_objects.$inferSelect;

/** D1 binds at most 100 parameters per statement: lists of keys go in parts of this size. */
const PART = 90;

/**
 * The URLs of `urls` that are NOT photos uploaded by userId (`/media/p/…` with a media_objects row owned by them).
 * Used by writes that attach photos (listings, profiles) so nobody can attach another person's upload.
 */
export async function photoUrlsNotOwnedBy(d1: D1Database, userId: string, urls: string[]): Promise<string[]> {
  const candidates = [...new Set(urls.filter(isUploadedPhotoUrl))];
  const owned = new Set<string>();
  for (let i = 0; i < candidates.length; i += PART) {
    const keys = candidates.slice(i, i + PART).map((u) => mediaKeyOfUrl(u) ?? "");
    const rows = await getDb(d1)
      .select({ key: media_objects.key })
      .from(media_objects)
      .where(
        and(eq(media_objects.owner_id, userId), eq(media_objects.is_private, false), inArray(media_objects.key, keys)),
      );
    for (const r of rows) owned.add(`/media/${r.key}`);
  }
  return urls.filter((u) => !owned.has(u));
}

/** True when key is a private document (`private/docs/…`) uploaded by userId. */
export async function isOwnDocument(d1: D1Database, userId: string, key: string): Promise<boolean> {
  if (!key.startsWith("private/docs/")) return false;
  const rows = await getDb(d1)
    .select({ key: media_objects.key })
    .from(media_objects)
    .where(and(eq(media_objects.key, key), eq(media_objects.owner_id, userId), eq(media_objects.is_private, true)));
  return rows.length > 0;
}

export async function findMedia(d1: D1Database, key: string): Promise<MediaRow | null> {
  const [row] = await getDb(d1).select().from(media_objects).where(eq(media_objects.key, key)).limit(1);
  return row ?? null;
}

/**
 * Records an upload, unless the quota would be exceeded by it: the check and the insert are one statement, so two
 * uploads at once cannot both slip past the limit. Returns false when the quota refused it.
 */
export async function insertMedia(
  d1: D1Database,
  row: { key: string; ownerId: string; contentType: string; bytes: number; isPrivate: boolean },
): Promise<boolean> {
  const result = await d1
    .prepare(
      `INSERT INTO media_objects (key, owner_id, content_type, bytes, is_private)
       SELECT ?1, ?2, ?3, ?4, ?5
        WHERE (SELECT count(*) FROM media_objects WHERE owner_id = ?2) + 1 <= ?6
          AND (SELECT coalesce(sum(bytes), 0) FROM media_objects WHERE owner_id = ?2) + ?4 <= ?7
       ON CONFLICT (key) DO NOTHING`,
    )
    .bind(
      row.key,
      row.ownerId,
      row.contentType,
      row.bytes,
      row.isPrivate ? 1 : 0,
      MEDIA_LIMITS.quotaFiles,
      MEDIA_LIMITS.quotaBytes,
    )
    .run();
  return result.meta.changes > 0;
}

/**
 * Deletes the media_objects row and takes the photo's URL off its owner's listings (images) and profile photo (a
 * document: off their host application), in one batch. The R2 object is deleted by the caller, after this.
 * A photo that is the only one of one of its owner's published listings (publishing needs a photo) is kept, with
 * nothing written: the check is in the batch, so it holds for a listing published since the caller read it
 * (refused: photo_in_use).
 */
export async function deleteMediaRecord(d1: D1Database, row: MediaRow): Promise<Outcome<void, "photo_in_use">> {
  const url = `/media/${row.key}`;
  const statements: D1PreparedStatement[] = [];
  if (row.owner_id && !row.is_private) {
    for (const table of LISTING_TABLES)
      statements.push(
        d1
          .prepare(
            `SELECT ${guardFailure("photo_in_use", "l.id")} FROM ${table} l
              WHERE l.host_id IN (SELECT id FROM hosts WHERE user_id = ?2) AND l.status = 'published'
                AND EXISTS (SELECT 1 FROM json_each(l.images) WHERE value = ?1)
                AND NOT EXISTS (SELECT 1 FROM json_each(l.images) WHERE value != ?1)`,
          )
          .bind(url, row.owner_id),
      );
  }
  statements.push(d1.prepare("DELETE FROM media_objects WHERE key = ?").bind(row.key));
  if (row.owner_id && !row.is_private) {
    for (const table of LISTING_TABLES) {
      statements.push(
        d1
          .prepare(
            `UPDATE ${table}
                SET images = (SELECT json_group_array(value)
                                FROM (SELECT value FROM json_each(${table}.images) WHERE value != ?1 ORDER BY key))
              WHERE host_id IN (SELECT id FROM hosts WHERE user_id = ?2)
                AND EXISTS (SELECT 1 FROM json_each(${table}.images) WHERE value = ?1)`,
          )
          .bind(url, row.owner_id),
      );
    }
    statements.push(
      d1
        .prepare("UPDATE profiles SET profile_photo_url = NULL WHERE user_id = ? AND profile_photo_url = ?")
        .bind(row.owner_id, url),
    );
  }
  if (row.owner_id && row.is_private) {
    statements.push(
      d1
        .prepare("UPDATE hosts SET id_document_key = NULL WHERE user_id = ? AND id_document_key = ?")
        .bind(row.owner_id, row.key),
    );
  }
  try {
    await d1.batch(statements);
  } catch (err) {
    if (guardHit(err)?.reason === "photo_in_use") return refused("photo_in_use");
    throw err;
  }
  return done();
}

/**
 * Every place that refers to an upload: any listing's images (any host), any profile photo, blog covers and photos,
 * destination pictures by URL, and any host's ID document by key. Separate non-correlated subqueries (D1 allows
 * only a few terms in a compound SELECT), each built once per statement however many uploads are checked; NULLs
 * are left out (they would make NOT IN unknown).
 */
const URL_USES = [
  ...LISTING_TABLES.map((t) => `SELECT j.value FROM ${t} l, json_each(l.images) j WHERE j.type = 'text'`),
  "SELECT j.value FROM reviews r, json_each(r.photos) j WHERE j.type = 'text'",
  "SELECT profile_photo_url FROM profiles WHERE profile_photo_url IS NOT NULL",
  "SELECT cover_image_url FROM blog_articles WHERE cover_image_url IS NOT NULL",
  "SELECT j.value FROM blog_articles b, json_each(b.photos) j WHERE j.type = 'text'",
  "SELECT image_url FROM destination_images WHERE image_url IS NOT NULL",
];
const KEY_USES = ["SELECT id_document_key FROM hosts WHERE id_document_key IS NOT NULL"];

/** An upload (media_objects row `m`) that nothing refers to. */
const UNUSED = [
  ...URL_USES.map((q) => `('/media/' || m.key) NOT IN (${q})`),
  ...KEY_USES.map((q) => `m.key NOT IN (${q})`),
].join(" AND ");

/**
 * Forgets the uploads among `keys` that nothing refers to any more (their media_objects rows are deleted in the
 * same statement that checks, so a photo saved somewhere meanwhile is kept) and returns their keys, for the caller
 * to delete from R2. Keys without a media_objects row (demo and seed images) are never touched.
 */
export async function forgetUnusedUploads(d1: D1Database, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  const forgotten: string[] = [];
  for (let i = 0; i < unique.length; i += PART) {
    const part = unique.slice(i, i + PART);
    const { results } = await d1
      .prepare(
        `DELETE FROM media_objects
          WHERE key IN (SELECT m.key FROM media_objects m
                         WHERE m.key IN (${part.map(() => "?").join(",")}) AND ${UNUSED})
          RETURNING key`,
      )
      .bind(...part)
      .all<{ key: string }>();
    forgotten.push(...results.map((r) => r.key));
  }
  return forgotten;
}

/**
 * Forgets up to `limit` uploads made before `before` (ISO time) that nothing refers to (photos never saved into a
 * listing or profile, replaced profile photos, documents of applications that no longer point at them), oldest
 * first, and returns their keys for the caller to delete from R2.
 */
export async function forgetStaleUploads(d1: D1Database, before: string, limit: number): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `DELETE FROM media_objects
        WHERE key IN (SELECT m.key FROM media_objects m
                       WHERE m.created_at < ?1 AND ${UNUSED}
                       ORDER BY m.created_at LIMIT ?2)
        RETURNING key`,
    )
    .bind(before, limit)
    .all<{ key: string }>();
  return results.map((r) => r.key);
}

/** Forgets the rows of uploads whose objects were removed from R2 (or never got there): nothing left to trash. */
export async function forgetMedia(d1: D1Database, keys: string[]): Promise<void> {
  const db = getDb(d1);
  for (let i = 0; i < keys.length; i += PART) {
    const part = keys.slice(i, i + PART);
    await db.batch([
      db.delete(media_objects).where(inArray(media_objects.key, part)),
      db.delete(media_trash).where(inArray(media_trash.key, part)),
    ]);
  }
}

/** Takes keys out of media_trash: R2 confirmed their deletion. */
export async function untrash(d1: D1Database, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += PART)
    await getDb(d1)
      .delete(media_trash)
      .where(inArray(media_trash.key, keys.slice(i, i + PART)));
}

/** Keys put in media_trash before `before` (ISO time) that no media_objects row has taken back, oldest first. */
export async function trashedKeys(d1: D1Database, before: string, limit: number): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `SELECT t.key FROM media_trash t
        WHERE t.created_at < ?1 AND NOT EXISTS (SELECT 1 FROM media_objects m WHERE m.key = t.key)
        ORDER BY t.created_at LIMIT ?2`,
    )
    .bind(before, limit)
    .all<{ key: string }>();
  return results.map((r) => r.key);
}
