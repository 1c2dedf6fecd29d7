/**
 * Photos and private documents (spec §3 images; ARCHITECTURE "media"): an upload is checked by its bytes, stripped
 * of metadata and stored under a content-addressed key; the rules and texts are domain/media.ts.
 */
import { z } from "zod";
import type { UploadedMedia } from "../media";
import { del, post, reply } from "./endpoint";

/** A key POST /api/media gave: a public photo (p/…) or a private document (private/docs/…). */
const mediaKey = z.object({
  key: z
    .string()
    .max(512)
    .regex(/^(p|private\/docs)\/[0-9a-f]{64}\.(jpg|png|webp|avif|pdf)$/, "is not a media key"),
});

export const mediaApi = {
  /** multipart/form-data: `file`, and `purpose` photo (default) or document. 201 new, 200 the same file again. */
  upload: post("/api/media", { access: "signed-in", upload: true, response: reply<UploadedMedia>() }),
  /** The owner or an admin; anyone else 404. 409 photo_in_use for the only photo of a published listing. */
  remove: del("/api/media/:key{.+}", { access: "signed-in", params: mediaKey, response: reply<void>() }),
};
