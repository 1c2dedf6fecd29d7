import { altTextFor, destinationImagesApi, DESTINATION_IMAGE_ERRORS as E } from "../../domain/api/destination-images";
import { isUploadedPhotoUrl, MEDIA_ERRORS, mediaKeyOfUrl } from "../../domain/media";
import {
  destinationImage,
  destinationImages,
  resetDestinationImage,
  saveDestinationImage,
} from "../db/destination-images";
import { photoUrlsNotOwnedBy } from "../db/media";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { purgeDestinationPages } from "../seo/destination-purge";
import { importImage } from "../services/image-import";
import { releasePhotos } from "../services/media-sweep";
import { implement } from "./implement";

/** Refusals of a picture address, with their status and code. */
const REFUSED = {
  unreachable: [422, "image_unreachable", E.unreachable],
  too_large: [413, "file_too_large", E.tooLarge],
  not_an_image: [422, "unsupported_file_type", E.notAnImage],
  too_many_pixels: [422, "image_too_large", E.tooManyPixels],
  quota_exceeded: [409, "media_quota_exceeded", MEDIA_ERRORS.media_quota_exceeded],
  not_found: [422, "image_not_found", E.notFound],
} as const;

/**
 * /api/admin/destination-images (admins only, domain/api/destination-images.ts): the 18 featured countries'
 * pictures; setting one (an upload of the admin's, a picture of the site's demo set or the country's current one,
 * or an https address imported into R2: never a hotlink) and resetting it to the default, each audited. The
 * country's cached pages are purged; an upload nothing uses any more is released.
 */
export const destinationImageRoutes = implement(destinationImagesApi, {
  list: async (c) => {
    c.header("Cache-Control", "private, no-store");
    return { items: await destinationImages(c.env.DB) };
  },
  save: async (c, { params: { country }, body }) => {
    const adminId = principal(c).userId;
    const current = await destinationImage(c.env.DB, country);
    const previous = current.custom ? current.image_url : null;
    let url = body.image_url;
    if (url.startsWith("/media/")) {
      const own = isUploadedPhotoUrl(url) && (await photoUrlsNotOwnedBy(c.env.DB, adminId, [url])).length === 0;
      const key = mediaKeyOfUrl(url) ?? "";
      const demo = key.startsWith("demo/") && (await c.env.MEDIA.head(key)) !== null;
      if (!own && !demo && url !== current.image_url) {
        const [status, code, message] = REFUSED.not_found;
        return errorJson(c, status, code, message);
      }
    } else {
      const imported = await importImage(c.env, adminId, url);
      if (!imported.ok) {
        const [status, code, message] = REFUSED[imported.refusal];
        return errorJson(c, status, code, message);
      }
      url = imported.url;
    }
    await saveDestinationImage(c.env.DB, {
      country,
      imageUrl: url,
      altText: altTextFor(country, body.alt_text),
      adminId,
      previous,
    });
    c.executionCtx.waitUntil(afterChange(c.env, country, previous && previous !== url ? [previous] : []));
    c.header("Cache-Control", "private, no-store");
    return { image: await destinationImage(c.env.DB, country) };
  },
  reset: async (c, { params: { country } }) => {
    const removed = await resetDestinationImage(c.env.DB, country, principal(c).userId);
    if (removed) c.executionCtx.waitUntil(afterChange(c.env, country, [removed]));
    c.header("Cache-Control", "private, no-store");
    return { image: await destinationImage(c.env.DB, country) };
  },
});

/** The country's pages are purged; uploads it no longer shows go when nothing else uses them. */
async function afterChange(env: Parameters<typeof purgeDestinationPages>[0], country: string, released: string[]) {
  try {
    await purgeDestinationPages(env, country);
    if (released.length) await releasePhotos(env, released);
  } catch (err) {
    console.error(JSON.stringify({ job: "destinationImageChange", country, error: String(err) }));
  }
}
