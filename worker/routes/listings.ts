import { Hono } from "hono";
import { z } from "zod";
import { listingsQuerySchema } from "../../domain/api-schemas";
import { getListingDetail, KIND_OF_ROUTE } from "../db/listing-detail";
import { searchListings } from "../db/listings";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow } from "../middleware/auth";
import { validate } from "../middleware/validate";

const detailParams = z.object({
  type: z.string().refine((t) => t in KIND_OF_ROUTE, "must be tour, group-tour, rental-car or driver"),
  slugOrId: z.string().trim().min(1).max(200),
});

/** Public: browse and search published listings (spec §2 /listings) and read one (the detail routes). */
export const listingRoutes = new Hono<AppBindings>()
  .get("/", allow("public"), validate("query", listingsQuerySchema), async (c) => {
    const page = await searchListings(c.env.DB, c.req.valid("query"));
    c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=120");
    return c.json(page);
  })
  .get("/:type/:slugOrId", allow("public"), validate("param", detailParams), async (c) => {
    const { type, slugOrId } = c.req.valid("param");
    const kind = KIND_OF_ROUTE[type];
    // Sessions arrive with the auth issue; until then every caller is a guest, so owners see only public pages.
    const viewerId = null;
    const data = kind ? await getListingDetail(c.env.DB, kind, slugOrId, viewerId) : null;
    if (!data) return errorJson(c, 404, "not_found", "This listing does not exist or is not published");
    c.header("Cache-Control", "private, max-age=30");
    return c.json(data);
  });
