import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow } from "../middleware/auth";
import { validate } from "../middleware/validate";

const mediaKey = z.object({
  key: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[a-z0-9][a-z0-9/_.-]*$/i, "is not a valid media key")
    .refine((k) => !k.includes(".."), "is not a valid media key"),
});

/**
 * Public photos from R2. Private objects (ID documents under private/, admin exports under exports/) are never
 * served here. Keys are content-addressed, so a photo never changes: cached for a year, immutable. The browser
 * must not guess another type (nosniff), and the file, opened on its own, runs nothing (CSP sandbox).
 */
export const mediaRoutes = new Hono<AppBindings>().get(
  "/:key{.+}",
  allow("public"),
  validate("param", mediaKey),
  async (c) => {
    const { key } = c.req.valid("param");
    if (key.startsWith("private/") || key.startsWith("exports/"))
      return errorJson(c, 404, "not_found", "Media not found");
    const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
    if (!object) return errorJson(c, 404, "not_found", "Media not found");
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    headers.set("Cache-Control", "public, max-age=31536000, immutable");
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
    headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    // `onlyIf` turns a matching If-None-Match into an object without a body.
    if (!("body" in object)) return new Response(null, { status: 304, headers });
    return new Response(object.body, { headers });
  },
);
