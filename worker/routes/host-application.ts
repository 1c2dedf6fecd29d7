import { Hono } from "hono";
import { z } from "zod";
import { PROFILE_LIMITS } from "../../domain/profile-form";
import { applicationMedia, fileHostApplication, myHostApplication } from "../db/host-applications";
import { ensureProfileSlug, getMeProfile } from "../db/me";
import { isOwnDocument, photoUrlsNotOwnedBy } from "../db/media";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow, principal } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { destinationCountry, hostBio, hostLanguages, hostType, text } from "./inputs";

const hostApplication = z.strictObject({
  host_type: hostType,
  first_name: text(PROFILE_LIMITS.name),
  last_name: text(PROFILE_LIMITS.name),
  city: text(PROFILE_LIMITS.city),
  country: destinationCountry,
  bio: hostBio,
  languages: hostLanguages,
  profile_photo_url: z.string({ error: "must be the address of a photo you uploaded" }).max(512).optional(),
  id_document_key: z.string({ error: "must be the key of a document you uploaded" }).max(512).optional(),
});

const MESSAGES = {
  hostAlreadyReviewed: "Your host profile has already been reviewed, so the application cannot be changed here.",
  foreignPhoto: "profile_photo_url: must be a photo you uploaded",
  foreignDocument: "id_document_key: must be a document you uploaded",
  noApplication: "You have not applied to host yet.",
} as const;

/**
 * /api/me/host-application: the signed-in person's own host application. GET reads it; POST applies (or re-applies
 * while pending or after a rejection), with an optional profile photo and ID document that must be the caller's
 * own uploads (or what is already on their application).
 */
export const hostApplicationRoutes = new Hono<AppBindings>()
  .get("/", allow("signed-in"), async (c) => {
    const mine = await myHostApplication(c.env.DB, principal(c).userId);
    if (!mine) return errorJson(c, 404, "not_found", MESSAGES.noApplication);
    return c.json(mine);
  })
  .post("/", allow("signed-in"), validate("json", hostApplication), async (c) => {
    const { userId } = principal(c);
    const body = c.req.valid("json");
    const { photo, document } = await applicationMedia(c.env.DB, userId);
    if (body.profile_photo_url !== undefined && body.profile_photo_url !== photo) {
      const foreign = await photoUrlsNotOwnedBy(c.env.DB, userId, [body.profile_photo_url]);
      if (foreign.length > 0) return errorJson(c, 400, "invalid_request", MESSAGES.foreignPhoto);
    }
    if (body.id_document_key !== undefined && body.id_document_key !== document) {
      if (!(await isOwnDocument(c.env.DB, userId, body.id_document_key)))
        return errorJson(c, 400, "invalid_request", MESSAGES.foreignDocument);
    }
    if (!(await fileHostApplication(c.env.DB, userId, body))) {
      return errorJson(c, 409, "host_already_reviewed", MESSAGES.hostAlreadyReviewed);
    }
    await ensureProfileSlug(c.env.DB, userId);
    return c.json(await getMeProfile(c.env.DB, userId));
  });
