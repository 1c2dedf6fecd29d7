import { Hono } from "hono";
import type { AppBindings } from "../env";
import { siteOrigin } from "../site-origin";

/** Private and machine areas; every other page is open to crawlers. Each entry is a path prefix. */
export const ROBOTS_DISALLOW: readonly string[] = [
  "/api/",
  "/admin",
  "/chat",
  "/auth",
  "/simple-auth",
  "/register",
  "/new-registration-flow",
  "/reset-password",
  "/complete-profile",
  "/simple-complete-profile",
  "/profile",
  "/profile-under-review",
  "/edit-profile",
  "/edit-traveler-profile",
  "/delete-account",
  "/notification-settings",
  "/security",
  "/dashboard",
  "/host-dashboard",
  "/manage-listings",
  "/bookings",
  "/my-bookings",
  "/checkout-deposit",
  "/payment-success",
  "/debug-index",
  "/export-incomplete-users",
];

/** robots.txt: keeps crawlers out of private areas and names the sitemap by its absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export const robotsRoutes = new Hono<AppBindings>().get("/", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(robotsTxt(siteOrigin(c.env)));
});
