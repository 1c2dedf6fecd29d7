import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { authApp } from "./auth/app";
import { InvalidCursorError } from "./db/cursor";
import type { AppBindings } from "./env";
import { ApiError, errorJson } from "./errors";
import { requireAccessRule } from "./middleware/auth";
import { apiCors } from "./middleware/cors";
import { csrfCheck } from "./middleware/csrf";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security";
import { requestOrigin } from "./request-origin";
import { accountRoutes } from "./routes/account";
import { adminAuditRoutes } from "./routes/admin-audit";
import { adminBlogRoutes } from "./routes/admin-blog";
import { adminBookingRoutes } from "./routes/admin-bookings";
import { adminConversationRoutes } from "./routes/admin-conversations";
import { adminDashboardRoutes } from "./routes/admin-dashboard";
import { adminDebugRoutes } from "./routes/admin-debug";
import { adminEmailTemplateRoutes } from "./routes/admin-email-templates";
import { adminHostRoutes } from "./routes/admin-hosts";
import { adminIncompleteUserRoutes } from "./routes/admin-incomplete-users";
import { adminListingRoutes } from "./routes/admin-listings";
import { adminMarketingRoutes } from "./routes/admin-marketing";
import { adminPushRoutes } from "./routes/admin-push";
import { adminTravelerRoutes } from "./routes/admin-travelers";
import { availabilityRoutes } from "./routes/availability";
import { blogRoutes } from "./routes/blog";
import { blogFeedRoutes } from "./routes/blog-feed";
import { bookingRoutes } from "./routes/bookings";
import { calendarRoutes } from "./routes/calendar";
import { contactRoutes } from "./routes/contact";
import { conversationRoutes } from "./routes/conversations";
import { destinationImageRoutes } from "./routes/destination-images";
import { devClockRoutes } from "./routes/dev-clock";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { homeRoutes } from "./routes/home";
import { hostRoutes } from "./routes/hosts";
import { listingRoutes, oldListingPaths } from "./routes/listings";
import { mediaRoutes } from "./routes/media";
import { mediaUploadRoutes } from "./routes/media-upload";
import { notificationRoutes } from "./routes/notifications";
import { offerRoutes } from "./routes/offers";
import { ogRoutes } from "./routes/og";
import { placeRoutes } from "./routes/places";
import { realtimeRoutes } from "./routes/realtime";
import { reviewRoutes } from "./routes/reviews";
import { robotsRoutes } from "./routes/robots";
import { sitemapRoutes } from "./routes/sitemap";
import { travelerRoutes } from "./routes/travelers";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { wellKnownRoutes } from "./routes/well-known";
import { flushPreviewChanges } from "./seo/changes";
import { servePage } from "./seo/page";
import { isPageRequest } from "./spa";

export const app = new Hono<AppBindings>();

app.use(requestId({ headerName: "X-Request-Id" }));
app.use(requestLog);
// Every audit row written while handling a request records its address and browser (worker/db/audit.ts).
app.use(requestOrigin);
app.use(securityHeaders);
app.use("/api/*", apiCors);
app.use("/auth/v1/*", apiCors);
// No shared cache may keep an answer meant for one person (ASVS 8.2.1): an /api answer whose route chose no caching
// of its own is private, no-store. Only public routes whose answer is the same for everyone choose public caching.
app.use("/api/*", async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-store");
});
app.use("/ws/*", requireAccessRule);

// A write may change a listing's or host's share preview: purge what changed once the response is on its way.
app.use("/api/*", async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD") return;
  c.executionCtx.waitUntil(
    flushPreviewChanges(c.env).catch((err) =>
      console.error(JSON.stringify({ request_id: c.get("requestId"), job: "flushPreviewChanges", error: String(err) })),
    ),
  );
});

app.use(
  "/api/*",
  csrfCheck((c, message) => errorJson(c, 403, "csrf_failed", message)),
);
app.use("/api/*", requireAccessRule);

// Routers built from the contracts of domain/api/ carry their full /api/… paths.
for (const routes of [
  homeRoutes,
  placeRoutes,
  hostRoutes,
  travelerRoutes,
  oldListingPaths,
  listingRoutes,
  accountRoutes,
  mediaUploadRoutes,
  adminHostRoutes,
  adminListingRoutes,
  adminConversationRoutes,
  conversationRoutes,
  bookingRoutes,
  offerRoutes,
  reviewRoutes,
  availabilityRoutes,
  adminBookingRoutes,
  blogRoutes,
  adminBlogRoutes,
  contactRoutes,
  destinationImageRoutes,
  notificationRoutes,
  adminPushRoutes,
  adminMarketingRoutes,
  unsubscribeRoutes,
  adminEmailTemplateRoutes,
  adminIncompleteUserRoutes,
  adminDebugRoutes,
  adminTravelerRoutes,
  adminDashboardRoutes,
  adminAuditRoutes,
])
  app.route("/", routes);

app.all("/api/*", (c) =>
  errorJson(c, 404, "not_found", `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`),
);
app.route("/", realtimeRoutes);
app.all("/ws/*", (c) => errorJson(c, 404, "not_found", "No such realtime connection"));
app.route("/auth/v1", authApp);
app.route("/media", mediaRoutes);
app.route("/dev/mailbox", devMailboxRoutes);
app.route("/dev/cron", devClockRoutes);
app.route("/calendar", calendarRoutes);
app.route("/og", ogRoutes);
app.route("/robots.txt", robotsRoutes);
app.route("/", sitemapRoutes);
app.route("/", blogFeedRoutes);
app.route("/.well-known", wellKnownRoutes);

app.all("*", async (c) => {
  if (isPageRequest(c.req.raw)) return servePage(c);
  // Asset responses have immutable headers; copy them so the security headers can be added.
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(asset.body, asset);
});

app.onError((err, c) => {
  if (err instanceof ApiError) return errorJson(c, err.status, err.code, err.message);
  if (err instanceof InvalidCursorError) return errorJson(c, 400, "invalid_request", err.message);
  // Hono's own 4xx (e.g. the validator's "Malformed JSON in request body") keep their status, in our error shape.
  if (err instanceof HTTPException && err.status < 500) return errorJson(c, err.status, "invalid_request", err.message);
  console.error(JSON.stringify({ request_id: c.get("requestId"), error: String(err), stack: (err as Error).stack }));
  return errorJson(c, 500, "internal_error", "An unexpected error occurred");
});

export type AppType = typeof app;
