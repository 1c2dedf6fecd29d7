import { Hono } from "hono";
import type { AppBindings } from "../env";

/** POST /api/media and DELETE /api/media/:key: photo and document uploads to R2 (issue 6, media). */
export const mediaUploadRoutes = new Hono<AppBindings>();
