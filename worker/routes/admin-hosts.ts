import { Hono } from "hono";
import type { AppBindings } from "../env";

/** /api/admin/hosts: host applications reviewed by admins (issue 6, admin). */
export const adminHostRoutes = new Hono<AppBindings>();
