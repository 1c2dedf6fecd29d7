import { Hono } from "hono";
import { listingsQuerySchema } from "../../domain/api-schemas";
import { searchListings } from "../db/listings";
import type { AppBindings } from "../env";
import { validate } from "../middleware/validate";

/** Public: browse and search published listings (spec §2 /listings). */
export const listingRoutes = new Hono<AppBindings>().get("/", validate("query", listingsQuerySchema), async (c) => {
  const page = await searchListings(c.env.DB, c.req.valid("query"));
  c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=120");
  return c.json(page);
});
