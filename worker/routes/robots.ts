import { Hono } from "hono";
import type { AppBindings } from "../env";

/** Keeps crawlers out of private and machine areas; public pages are open. */
export const ROBOTS_TXT = `User-agent: *
Allow: /
Disallow: /api/
Disallow: /admin
Disallow: /chat
Disallow: /auth
Disallow: /dashboard
Disallow: /host-dashboard
Disallow: /manage-listings
Disallow: /my-bookings
Disallow: /edit-profile
Disallow: /edit-traveler-profile
Disallow: /notification-settings
Disallow: /checkout-deposit
Disallow: /payment-success
Disallow: /complete-profile
Disallow: /debug-index
Disallow: /export-incomplete-users
`;

export const robotsRoutes = new Hono<AppBindings>().get("/", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(ROBOTS_TXT);
});
