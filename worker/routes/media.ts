import { Hono } from "hono";
import { z } from "zod";
import { PHOTO_WIDTHS, type PhotoWidth, photoVariantKey } from "../../domain/media";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { photoVariant } from "../services/photo-variants";

const mediaKey = z.object({
  key: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[a-z0-9][a-z0-9/_.-]*$/i, "is not a valid media key")
    .refine((k) => !k.includes(".."), "is not a valid media key"),
});

const variantQuery = z.object({
  w: z
    .enum(PHOTO_WIDTHS.map(String) as [string, ...string[]], {
      message: `must be one of ${PHOTO_WIDTHS.join(", ")}`,
    })
    .transform((w) => Number(w) as PhotoWidth)
    .optional(),
});

const IMMUTABLE = "public, max-age=31536000, immutable";

function mediaHeaders(object: R2Object, cacheControl: string): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", cacheControl);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  return headers;
}

/** The object as an answer: 304 when the request's If-None-Match matched (`onlyIf` left the body out). */
function answer(object: R2Object | R2ObjectBody, cacheControl: string): Response {
  const headers = mediaHeaders(object, cacheControl);
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}

/**
 * Public photos from R2. Private objects (ID documents under private/, admin exports under exports/) are never
 * served here. Keys are content-addressed, so a photo never changes: cached for a year, immutable. The browser
 * must not guess another type (nosniff), and the file, opened on its own, runs nothing (CSP sandbox).
 *
 * `?w=` (one of PHOTO_WIDTHS) answers the photo's WebP copy at that width, made on first request and kept in R2
 * (services/photo-variants.ts, decision 041). A photo the server cannot copy is answered as it is, briefly cached,
 * so a later request can still get the copy.
 */
export const mediaRoutes = new Hono<AppBindings>().get(
  "/:key{.+}",
  allow("public"),
  validate("param", mediaKey),
  validate("query", variantQuery),
  async (c) => {
    const { key } = c.req.valid("param");
    const { w } = c.req.valid("query");
    if (key.startsWith("private/") || key.startsWith("exports/"))
      return errorJson(c, 404, "not_found", "Media not found");
    const conditions = { onlyIf: c.req.raw.headers };
    if (w !== undefined) {
      const kept = await c.env.MEDIA.get(photoVariantKey(key, w), conditions);
      if (kept) return answer(kept, IMMUTABLE);
      const made = await photoVariant(c.env, key, w);
      if (made === "not_found") return errorJson(c, 404, "not_found", "Media not found");
      if (made !== "unavailable") return new Response(made.body, { headers: mediaHeaders(made.object, IMMUTABLE) });
      const original = await c.env.MEDIA.get(key, conditions);
      if (!original) return errorJson(c, 404, "not_found", "Media not found");
      return answer(original, "public, max-age=300");
    }
    const object = await c.env.MEDIA.get(key, conditions);
    if (!object) return errorJson(c, 404, "not_found", "Media not found");
    return answer(object, IMMUTABLE);
  },
);
