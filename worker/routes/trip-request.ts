import { Hono } from "hono";
import type { AppBindings } from "../env";

/** GET/PUT /api/me/trip-request: a traveler's public trip (issue 6, profiles). */
export const tripRequestRoutes = new Hono<AppBindings>();
