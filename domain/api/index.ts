/**
 * Every API contract, by area. The worker and its tests import this registry; the web app imports only its types
 * (`ApiByKey`), so no page loads a schema it does not use.
 */
import { accountApi } from "./account";
import { adminAuditApi } from "./admin-audit";
import { adminBlogApi } from "./admin-blog";
import { adminBookingsApi } from "./admin-bookings";
import { adminConversationsApi } from "./admin-conversations";
import { adminDashboardApi } from "./admin-dashboard";
import { adminDebugApi } from "./admin-debug";
import { adminEmailTemplatesApi } from "./admin-email-templates";
import { adminHostsApi } from "./admin-hosts";
import { adminIncompleteUsersApi } from "./admin-incomplete-users";
import { adminListingsApi } from "./admin-listings";
import { adminMarketingApi } from "./admin-marketing";
import { adminPushApi } from "./admin-push";
import { adminTravelersApi } from "./admin-travelers";
import { availabilityApi } from "./availability";
import { blogApi } from "./blog";
import { bookingsApi } from "./bookings";
import { contactApi } from "./contact";
import { conversationsApi } from "./conversations";
import { destinationImagesApi } from "./destination-images";
import type { EndpointDef } from "./endpoint";
import { homeApi } from "./home";
import { hostsApi } from "./hosts";
import { listingsApi } from "./listings";
import { mediaApi } from "./media";
import { notificationsApi } from "./notifications";
import { offersApi } from "./offers";
import { placesApi } from "./places";
import { reviewsApi } from "./reviews";
import { travelersApi } from "./travelers";
import { unsubscribeApi } from "./unsubscribe";

export const API = {
  home: homeApi,
  places: placesApi,
  hosts: hostsApi,
  travelers: travelersApi,
  listings: listingsApi,
  account: accountApi,
  media: mediaApi,
  adminHosts: adminHostsApi,
  adminConversations: adminConversationsApi,
  conversations: conversationsApi,
  bookings: bookingsApi,
  offers: offersApi,
  reviews: reviewsApi,
  availability: availabilityApi,
  adminBookings: adminBookingsApi,
  blog: blogApi,
  adminBlog: adminBlogApi,
  contact: contactApi,
  destinationImages: destinationImagesApi,
  notifications: notificationsApi,
  adminPush: adminPushApi,
  adminMarketing: adminMarketingApi,
  unsubscribe: unsubscribeApi,
  adminEmailTemplates: adminEmailTemplatesApi,
  adminIncompleteUsers: adminIncompleteUsersApi,
  adminDebug: adminDebugApi,
  adminListings: adminListingsApi,
  adminTravelers: adminTravelersApi,
  adminDashboard: adminDashboardApi,
  adminAudit: adminAuditApi,
} as const;

type Api = typeof API;
export type AnyEndpoint = { [A in keyof Api]: Api[A][keyof Api[A]] }[keyof Api];

/** "GET /api/hosts/:slug": how the web app names an endpoint (checked against the contracts at compile time). */
export type EndpointKey<E extends EndpointDef> = `${E["method"]} ${E["path"]}`;

export type ApiByKey = { [E in AnyEndpoint as EndpointKey<E>]: E };
export type ApiKey = keyof ApiByKey;
