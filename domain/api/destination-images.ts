/**
 * The pictures of the 18 featured countries (spec §4 "Destination image editing", §5, §6, §7; issue 17 item 6):
 * admins list them, set one (an upload of theirs, a picture already on this site, or an https address that the
 * worker imports: never a hotlink) and reset one to the default (docs/decisions/022-destination-images.md). The
 * home page's destinations, the country pages and their share previews show the result.
 */
import { z } from "zod";
import { FEATURED_COUNTRIES } from "../featured";
import { TOO_MANY_PIXELS } from "../media";
import { destinationAltText } from "../messages";
import { placeKey } from "../text";
import { del, get, put, reply } from "./endpoint";
import { plainText } from "./fields";

/** Longest image address and alt text accepted. */
export const DESTINATION_IMAGE_LIMITS = { url: 2048, alt: 200 } as const;

/** The featured country a name or slug ("Sri Lanka", "sri-lanka") names, else null. */
export function featuredCountry(value: string): string | null {
  const key = placeKey(value);
  return FEATURED_COUNTRIES.find((c) => placeKey(c) === key) ?? null;
}

/** A picture's address as an admin may give it: a path of this site's media, or an https address to import. */
export function isImageAddress(value: string): boolean {
  if (/^\/media\/[A-Za-z0-9/._-]+$/.test(value)) return !value.includes("..");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const country = z.object({
  country: plainText()
    .trim()
    .transform((value, ctx) => {
      const found = featuredCountry(value);
      if (!found) {
        ctx.addIssue({ code: "custom", message: "must be one of the 18 featured countries" });
        return z.NEVER;
      }
      return found;
    }),
});

export const destinationImageBody = z.strictObject({
  image_url: plainText()
    .trim()
    .min(1, "is required")
    .max(DESTINATION_IMAGE_LIMITS.url, `can be at most ${DESTINATION_IMAGE_LIMITS.url} characters`)
    .refine(isImageAddress, "must be a photo uploaded to this site or an https address"),
  /** Empty or missing: "{country} destination" (spec §5). */
  alt_text: plainText()
    .trim()
    .max(DESTINATION_IMAGE_LIMITS.alt, `can be at most ${DESTINATION_IMAGE_LIMITS.alt} characters`)
    .optional(),
});
export type DestinationImageBody = z.input<typeof destinationImageBody>;

/** The alt text saved for a country: the admin's, or "{country} destination" when they left it empty. */
export const altTextFor = (countryName: string, alt: string | undefined) =>
  alt?.trim() || destinationAltText(countryName);

/** One featured country's picture as admins see it. */
export interface DestinationImage {
  country: string;
  /** The country page's slug (`/destinations/{slug}`). */
  slug: string;
  /** What the site shows now: the admin's picture, else the default; null when the country has no picture at all. */
  image_url: string | null;
  alt_text: string;
  /** True while an admin's picture is set (Reset to default removes it). */
  custom: boolean;
  /** The picture shown without one: the first photo of the country's first published listing (decision 022). */
  default_image_url: string | null;
  updated_at: string | null;
  /** The admin who set the current picture; null for the default (or an account since deleted). */
  updated_by: { user_id: string; name: string } | null;
}

export interface DestinationImagesResponse {
  items: DestinationImage[];
}

export interface DestinationImageResponse {
  image: DestinationImage;
}

/** Error texts of the endpoints (spec §8 texts are the web app's toasts). */
export const DESTINATION_IMAGE_ERRORS = {
  notAnImage: "image_url: is not a JPEG, PNG, WebP or AVIF photo",
  tooLarge: "image_url: the photo is larger than 10 MB",
  tooManyPixels: `image_url: the photo is ${TOO_MANY_PIXELS}`,
  unreachable: "image_url: the photo could not be fetched from that address",
  notFound: "image_url: there is no photo at that address on this site",
} as const;

export const destinationImagesApi = {
  /** The 18 featured countries in the home page's order, each with its current picture (custom or default). */
  list: get("/api/admin/destination-images", { access: "admin", response: reply<DestinationImagesResponse>() }),
  /** Sets the country's picture (upsert on country, updated_by the admin; audited). */
  save: put("/api/admin/destination-images/:country", {
    access: "admin",
    params: country,
    body: destinationImageBody,
    response: reply<DestinationImageResponse>(),
  }),
  /** Removes the admin's picture: the default shows again (audited when there was one). */
  reset: del("/api/admin/destination-images/:country", {
    access: "admin",
    params: country,
    response: reply<DestinationImageResponse>(),
  }),
};
