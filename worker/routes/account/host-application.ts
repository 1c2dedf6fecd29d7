import { type accountApi, ACCOUNT_MESSAGES as MESSAGES } from "../../../domain/api/account";
import { applicationMedia, fileHostApplication, myHostApplication } from "../../db/host-applications";
import { isOwnDocument, photoUrlsNotOwnedBy } from "../../db/media";
import { ensureProfileSlug } from "../../db/profiles";
import { errorJson } from "../../errors";
import { principal } from "../../middleware/auth";
import type { Handlers } from "../implement";
import { ownProfile } from "./profile";

/**
 * The caller's own host application: read it, or apply (again while pending, or after a rejection) with a profile
 * photo and ID document that must be the caller's own uploads (or what is already on the application).
 */
export const hostApplicationHandlers: Pick<Handlers<typeof accountApi>, "hostApplication" | "applyAsHost"> = {
  hostApplication: async (c) => {
    const mine = await myHostApplication(c.env.DB, principal(c).userId);
    if (!mine) return errorJson(c, 404, "not_found", MESSAGES.noApplication);
    return mine;
  },
  applyAsHost: async (c, { body }) => {
    const { userId } = principal(c);
    const { photo, document } = await applicationMedia(c.env.DB, userId);
    if (body.profile_photo_url !== undefined && body.profile_photo_url !== photo) {
      const foreign = await photoUrlsNotOwnedBy(c.env.DB, userId, [body.profile_photo_url]);
      if (foreign.length > 0) return errorJson(c, 400, "invalid_request", MESSAGES.notYourPhoto);
    }
    if (body.id_document_key !== undefined && body.id_document_key !== document) {
      if (!(await isOwnDocument(c.env.DB, userId, body.id_document_key)))
        return errorJson(c, 400, "invalid_request", MESSAGES.foreignDocument);
    }
    if (!(await fileHostApplication(c.env.DB, userId, body)))
      return errorJson(c, 409, "host_already_reviewed", MESSAGES.hostAlreadyReviewed);
    await ensureProfileSlug(c.env.DB, userId);
    return ownProfile(c, userId);
  },
};
