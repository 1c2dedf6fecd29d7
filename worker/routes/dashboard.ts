import { Hono } from "hono";
import type { AppBindings } from "../env";

/** GET /api/me/dashboard: the state of a person's account (issue 6, dashboard). */
export const dashboardRoutes = new Hono<AppBindings>();
