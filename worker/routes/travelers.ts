import { Hono } from "hono";
import { z } from "zod";
import { pageQuerySchema } from "../../domain/api-schemas";
import { movedTravelerPath } from "../db/slug-redirects";
import { getTraveler, listTravelers } from "../db/travelers";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { movedJson } from "./moved";

const idParam = z.object({ idOrSlug: z.string().trim().min(1).max(120) });

/**
 * Public traveler pages (spec §2 /travelers, /traveler/{userId or profile_slug}): first name and last initial,
 * home place and only trip requests their owner made public.
 */
export const travelerRoutes = new Hono<AppBindings>()
  .get("/", allow("public"), validate("query", pageQuerySchema), async (c) => {
    c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=120");
    return c.json(await listTravelers(c.env.DB, c.req.valid("query")));
  })
  .get("/:idOrSlug", allow("public"), validate("param", idParam), async (c) => {
    const { idOrSlug } = c.req.valid("param");
    const data = await getTraveler(c.env.DB, idOrSlug);
    if (!data) {
      // A slug the traveler had before: 301 to their page now.
      const moved = await movedTravelerPath(c.env.DB, idOrSlug);
      if (moved) return movedJson(c, moved, "public, max-age=30, stale-while-revalidate=120");
      return errorJson(c, 404, "not_found", "No traveler has this profile link");
    }
    c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=120");
    return c.json(data);
  });
