import { Hono } from "hono";
import type { AppBindings } from "../env";

/** GET /api/me/listings…: a host's own listings, drafts included (issue 6, listings). */
export const myListingRoutes = new Hono<AppBindings>();
