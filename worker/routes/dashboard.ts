import { Hono } from "hono";
import { z } from "zod";
import { getDashboard } from "../db/dashboard";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow, principal } from "../middleware/auth";
import { validate } from "../middleware/validate";

/** The dashboard takes no parameters; anything else in the query is a client mistake. */
const dashboardQuery = z.strictObject({});

/** GET /api/me/dashboard: the state of a person's own account (issue 6, dashboard). Only ever the caller's data. */
export const dashboardRoutes = new Hono<AppBindings>().get(
  "/",
  allow("signed-in"),
  validate("query", dashboardQuery),
  async (c) => {
    const today = new Date().toISOString().slice(0, 10);
    const data = await getDashboard(c.env.DB, principal(c).userId, today);
    if (!data) return errorJson(c, 404, "no_profile", "Complete your profile to see your dashboard.");
    c.header("Cache-Control", "private, no-store");
    return c.json(data);
  },
);
