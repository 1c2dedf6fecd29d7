import { Hono } from "hono";
import { z } from "zod";
import { getDestination } from "../db/destinations";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow } from "../middleware/auth";
import { validate } from "../middleware/validate";

const countryParam = z.object({ country: z.string().trim().min(1).max(100) });

/** Public: a country page's data (spec §2 /kazakhstan and the other destination pages). */
export const destinationRoutes = new Hono<AppBindings>().get(
  "/:country",
  allow("public"),
  validate("param", countryParam),
  async (c) => {
    const data = await getDestination(c.env.DB, c.req.valid("param").country);
    if (!data) return errorJson(c, 404, "not_found", "We have no hosts or listings in this country yet");
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
    return c.json(data);
  },
);
