import { Hono } from "hono";
import { z } from "zod";
import { getHomeData } from "../db/home";
import type { AppBindings } from "../env";
import { allow } from "../middleware/auth";
import { validate } from "../middleware/validate";

const homeQuery = z.strictObject({
  listings: z.coerce.number().int().min(1).max(24).default(6),
  hosts: z.coerce.number().int().min(1).max(24).default(8),
});

/** Public: the home page's data in one D1 round trip. */
export const homeRoutes = new Hono<AppBindings>().get("/", allow("public"), validate("query", homeQuery), async (c) => {
  const data = await getHomeData(c.env.DB, c.req.valid("query"));
  c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
  return c.json(data);
});
