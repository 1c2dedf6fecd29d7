import { Hono } from "hono";
import { z } from "zod";
import { hostsQuerySchema, pageQuerySchema } from "../../domain/api-schemas";
import { getHostProfile, getHostReviews, listHosts } from "../db/hosts";
import { movedHostPath } from "../db/slug-redirects";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { movedJson } from "./moved";

const slugParam = z.object({ slug: z.string().trim().min(1).max(120) });
const notFound = "No approved host has this profile link";
const PUBLIC_CACHE = "public, max-age=30, stale-while-revalidate=120";

/** Public: approved hosts only (spec §2 /hosts and /host/{hostSlug}); anyone else's profile is a 404. */
export const hostRoutes = new Hono<AppBindings>()
  .get("/", allow("public"), validate("query", hostsQuerySchema), async (c) => {
    c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=120");
    return c.json(await listHosts(c.env.DB, c.req.valid("query")));
  })
  .get("/:slug", allow("public"), validate("param", slugParam), async (c) => {
    const { slug } = c.req.valid("param");
    const data = await getHostProfile(c.env.DB, slug);
    if (!data) {
      // A slug the host had before: 301 to their page now (no live slug matched, so this does not shadow anyone).
      const moved = await movedHostPath(c.env.DB, slug);
      if (moved) return movedJson(c, moved, PUBLIC_CACHE);
      return errorJson(c, 404, "not_found", notFound);
    }
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(data);
  })
  .get(
    "/:slug/reviews",
    allow("public"),
    validate("param", slugParam),
    validate("query", pageQuerySchema),
    async (c) => {
      const data = await getHostReviews(c.env.DB, c.req.valid("param").slug, c.req.valid("query"));
      if (!data) return errorJson(c, 404, "not_found", notFound);
      c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=120");
      return c.json(data);
    },
  );
