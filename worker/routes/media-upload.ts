import { mediaApi } from "../../domain/api/media";
import { MEDIA_ERRORS, MEDIA_LIMITS, type MediaPurpose, type UploadedMedia } from "../../domain/media";
import { deleteMediaRecord, findMedia } from "../db/media";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { readBodyWithin } from "../services/bounded-body";
import { type CleanImage, ImageError, prepareUpload } from "../services/images";
import { storeMedia } from "../services/media-store";
import { deleteObjects } from "../services/media-sweep";
import { implement } from "./implement";

/** Room for the multipart envelope (boundaries, part headers, the purpose field) around a file at the size limit. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** Largest request body read: a file at the limit in its multipart envelope. */
const MAX_BODY = MEDIA_LIMITS.maxBytes + MULTIPART_OVERHEAD;

function uploadedMedia(key: string, image: CleanImage, purpose: MediaPurpose): UploadedMedia {
  return {
    key,
    url: purpose === "photo" ? `/media/${key}` : null,
    content_type: image.contentType,
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
    purpose,
  };
}

/**
 * POST /api/media: one photo or private document, as multipart/form-data (`file`, `purpose`). The type comes from
 * the bytes; the file must be whole; metadata is removed before it is stored under a content-addressed key (the
 * same file again by the same person is the same key: 200 with the existing record, no second charge on the
 * quota). Refusals store nothing. DELETE /api/media/:key: the owner or an admin; anyone else 404.
 */
export const mediaUploadRoutes = implement(mediaApi, {
  upload: async (c) => {
    const { userId } = principal(c);
    const declared = Number(c.req.header("Content-Length") ?? "0");
    if (declared > MAX_BODY) return errorJson(c, 413, "file_too_large", MEDIA_ERRORS.file_too_large);

    // A chunked body has no Content-Length: read at most MAX_BODY bytes, whatever the headers say.
    const body = await readBodyWithin(c.req.raw, MAX_BODY);
    if (body === "too_large") return errorJson(c, 413, "file_too_large", MEDIA_ERRORS.file_too_large);
    let form: FormData;
    try {
      form = await new Response(body, {
        headers: { "Content-Type": c.req.header("Content-Type") ?? "" },
      }).formData();
    } catch {
      return errorJson(c, 400, "missing_file", MEDIA_ERRORS.missing_file);
    }
    const purposeField = form.get("purpose") ?? "photo";
    if (purposeField !== "photo" && purposeField !== "document")
      return errorJson(c, 400, "invalid_request", "purpose: must be photo or document");
    const purpose: MediaPurpose = purposeField;
    const file = form.get("file");
    if (file === null || typeof file === "string") return errorJson(c, 400, "missing_file", MEDIA_ERRORS.missing_file);
    if (file.size === 0) return errorJson(c, 400, "empty_file", MEDIA_ERRORS.empty_file);
    if (file.size > MEDIA_LIMITS.maxBytes) return errorJson(c, 413, "file_too_large", MEDIA_ERRORS.file_too_large);

    let image: CleanImage;
    try {
      image = prepareUpload(new Uint8Array(await file.arrayBuffer()), purpose);
    } catch (err) {
      if (!(err instanceof ImageError)) throw err;
      if (err.kind === "unsupported")
        return purpose === "document"
          ? errorJson(c, 415, "unsupported_file_type", MEDIA_ERRORS.unsupported_document_type)
          : errorJson(c, 415, "unsupported_file_type", MEDIA_ERRORS.unsupported_file_type);
      if (err.kind === "too_large") return errorJson(c, 422, "image_too_large", MEDIA_ERRORS.image_too_large);
      return errorJson(c, 422, "corrupt_image", MEDIA_ERRORS.corrupt_image);
    }

    const stored = await storeMedia(c.env, userId, image, purpose);
    if (stored === "quota_exceeded")
      return errorJson(c, 409, "media_quota_exceeded", MEDIA_ERRORS.media_quota_exceeded);
    if (!stored.created) return uploadedMedia(stored.key, image, purpose);
    c.status(201);
    return uploadedMedia(stored.key, image, purpose);
  },
  remove: async (c, { params: { key } }) => {
    const who = principal(c);
    const row = await findMedia(c.env.DB, key);
    if (!row || (row.owner_id !== who.userId && !who.isAdmin)) return errorJson(c, 404, "not_found", "Media not found");
    // The row first: it is refused when the photo is the last of a published listing, keeping the file. Its key is
    // in media_trash from then on, so an R2 delete that fails here is done again by the housekeeping cron.
    const forgotten = await deleteMediaRecord(c.env.DB, row);
    if (!forgotten.ok) return errorJson(c, 409, "photo_in_use", MEDIA_ERRORS.photo_in_use);
    await deleteObjects(c.env, [key]).catch((err) =>
      console.error(JSON.stringify({ error: "media_delete_failed", key, detail: String(err) })),
    );
    return c.body(null, 204);
  },
});
