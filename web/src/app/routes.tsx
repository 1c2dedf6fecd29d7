import { type ComponentType, lazy } from "react";
import { type RouteObject, useLocation, useRoutes } from "react-router";
import { isAdminPath, PAGE_ROUTES, type PageId } from "../../../domain/routes";
import { Layout } from "../components/layout/Layout";
import * as HomePage from "../pages/home/HomePage";
import { AppShell } from "./AppShell";

/** A page module, exporting the page as `Component`: loaded lazily, or part of the first load (the home page). */
type PageModule = (() => Promise<{ Component: ComponentType }>) | { Component: ComponentType };

/** One of the information pages, which share one lazy module (web/src/pages/info/InfoPages.tsx). */
const infoPage = (name: keyof typeof import("../pages/info/InfoPages")) =>
  import("../pages/info/InfoPages").then((m) => ({ Component: m[name] }));

/** The module of every page in domain/routes.ts; a page the table names without a module here does not compile. */
const PAGES: Record<PageId, PageModule> = {
  // The page most visits start on draws its first screen without waiting for another file (decision 012).
  home: HomePage,
  destinations: () => import("../pages/destinations/DestinationsPage"),
  destination: () => import("../pages/destinations/DestinationPage"),
  kazakhstan: () => import("../pages/destinations/KazakhstanPage"),
  travelers: () => import("../pages/travelers/TravelersPage"),
  traveler: () => import("../pages/travelers/TravelerPage"),
  listing: () => import("../pages/listing/ListingPage"),
  host: () => import("../pages/host/HostPage"),
  listings: () => import("../pages/listings/ListingsPage"),
  hosts: () => import("../pages/hosts/HostsPage"),
  "our-story": () => infoPage("OurStory"),
  sustainability: () => infoPage("Sustainability"),
  faq: () => infoPage("Faq"),
  "how-it-works": () => infoPage("HowItWorks"),
  "press-media": () => infoPage("PressMedia"),
  terms: () => infoPage("Terms"),
  privacy: () => infoPage("Privacy"),
  cookies: () => infoPage("Cookies"),
  contact: () => infoPage("Contact"),
  auth: () => import("../pages/auth/AuthPage"),
  "simple-auth": () => import("../pages/auth/SimpleAuthPage"),
  "reset-password": () => import("../pages/auth/ResetPasswordPage"),
  "complete-profile": () => import("../pages/account/CompleteProfilePage"),
  "simple-complete-profile": () => import("../pages/account/SimpleCompleteProfilePage"),
  registration: () => import("../pages/account/RegistrationWizardPage"),
  "profile-under-review": () => import("../pages/account/ProfileUnderReviewPage"),
  "delete-account": () => import("../pages/account/DeleteAccountPage"),
  "become-host": () => import("../pages/become-host/BecomeHostPage"),
  "edit-host-profile": () => import("../pages/profile/EditHostProfilePage"),
  "edit-traveler-profile": () => import("../pages/profile/EditTravelerProfilePage"),
  dashboard: () => import("../pages/dashboard/DashboardPage"),
  "manage-listings": () => import("../pages/manage-listings/ManageListingsPage"),
  "listing-editor": () => import("../pages/manage-listings/ListingEditorPage"),
  chat: () => import("../pages/chat/ChatPage"),
  "my-bookings": () => import("../pages/my-bookings/MyBookingsPage"),
  notifications: () => import("../pages/notifications/NotificationsPage"),
  "notification-settings": () => import("../pages/notifications/NotificationSettingsPage"),
  security: () => import("../pages/security/SecurityPage"),
  "checkout-deposit": () => import("../pages/checkout/CheckoutDepositPage"),
  "payment-success": () => import("../pages/checkout/PaymentSuccessPage"),
  "admin-home": () => import("../pages/admin/AdminHomePage"),
  "admin-hosts": () => import("../pages/admin/AdminHostsPage"),
  "admin-conversations": () => import("../pages/admin/AdminConversationsPage"),
  "admin-chat": () => import("../pages/admin/AdminChatPage"),
  "admin-bookings": () => import("../pages/admin/AdminBookingsPage"),
  "admin-booking": () => import("../pages/admin/AdminBookingPage"),
  "admin-reviews": () => import("../pages/admin/AdminReviewsPage"),
  "admin-blog": () => import("../pages/admin/AdminBlogPage"),
  "admin-article-editor": () => import("../pages/admin/AdminArticleEditorPage"),
  "admin-inbox": () => import("../pages/admin/AdminInboxPage"),
  "admin-push-notifications": () => import("../pages/admin/AdminPushPage"),
  "admin-testing": () => import("../pages/admin/AdminTestingPage"),
  "admin-marketing": () => import("../pages/admin/AdminMarketingPage"),
  "admin-marketing-editor": () => import("../pages/admin/AdminMarketingEditorPage"),
  unsubscribe: () => import("../pages/account/UnsubscribePage"),
  "admin-email-settings": () => import("../pages/admin/AdminEmailSettingsPage"),
  "admin-incomplete-users": () => import("../pages/admin/AdminIncompleteUsersPage"),
  "export-incomplete-users": () => import("../pages/admin/ExportIncompleteUsersPage"),
  "debug-index": () => import("../pages/admin/DebugIndexPage"),
  "admin-listings": () => import("../pages/admin/AdminListingsPage"),
  "admin-travelers": () => import("../pages/admin/AdminTravelersPage"),
  "admin-traveler": () => import("../pages/admin/AdminTravelerPage"),
  "admin-audit": () => import("../pages/admin/AdminAuditPage"),
  blog: () => import("../pages/blog/BlogPage"),
  "blog-showcase": () => import("../pages/blog/ShowcasePage"),
  "blog-submit": () => import("../pages/blog/SubmitStoryPage"),
  article: () => import("../pages/blog/ArticlePage"),
};

/** A page's component, loaded the first time the page is shown (the page's Suspense shows its skeleton). */
const lazyPage = (page: PageModule) =>
  typeof page === "function" ? lazy(() => page().then((m) => ({ default: m.Component }))) : page.Component;

/** The table's routes of one area; prefix patterns ("register*") are left to the catch-all. */
const pages = (admin: boolean): RouteObject[] =>
  PAGE_ROUTES.filter((r) => !r.path.endsWith("*") && isAdminPath(r.path) === admin).map((r) => ({
    ...(r.path === "" ? { index: true } : { path: r.path }),
    Component: lazyPage(PAGES[r.page]),
  }));

/**
 * Generated from domain/routes.ts, so the router registers exactly the pages the worker knows. The admin area is a
 * pathless layout around its pages (/admin, its overview, and the pages under it), with a not-found of its own for
 * unknown /admin/… paths (as the worker answers them). Plain route objects (no loaders, no lazy
 * route properties): the app runs them with `useRoutes` under a BrowserRouter, not react-router's data router,
 * which would double the router's share of the first page load (docs/decisions/012-initial-js.md).
 */
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      {
        Component: Layout,
        children: [
          ...pages(false),
          // Also any /register* path (a prefix react-router cannot express): the wizard, else the not-found page.
          { path: "*", Component: lazyPage(() => import("../pages/account/RegisterOrNotFoundPage")) },
        ],
      },
      {
        Component: lazyPage(() => import("../pages/admin/AdminLayout")),
        children: [...pages(true), { path: "admin/*", Component: lazyPage(() => import("../pages/NotFoundPage")) }],
      },
    ],
  },
];

/** The first segment of a route's path ("" for the index route, "*" for a catch-all). */
const head = (path = "") => path.split("/")[0] as string;

/** Whether a route whose path starts with `routeHead` can match a path whose first segment is `first`. */
const mayMatch = (routeHead: string, first: string) =>
  routeHead === first || routeHead === "*" || routeHead.startsWith(":");

/** `list` with only the routes that may match a path starting with `first`; layouts kept, their children cut. */
const cut = (list: RouteObject[], first: string): RouteObject[] =>
  list.flatMap((r) =>
    r.children ? [{ ...r, children: cut(r.children, first) }] : mayMatch(head(r.path), first) ? [r] : [],
  );

/**
 * The routes a path can match, by its first segment: react-router ranks every route it is given on each match, which
 * on a phone's first load was a slice of ~30 ms (4x). A route that starts with another literal segment cannot match
 * (react-router compares literals ignoring case), so the cut, which keeps those starting with a parameter or a
 * catch-all, gives the same match (ties kept in table order). A first segment no route starts with (or spelled with
 * escapes) gets the whole table.
 */
const HEADS = new Set(PAGE_ROUTES.map(({ path }) => head(path)));
const CUTS = new Map<string, RouteObject[]>();

export function routesFor(pathname: string): RouteObject[] {
  const first = pathname.split("/")[1]?.toLowerCase() ?? "";
  if (!HEADS.has(first)) return routes;
  return CUTS.get(first) ?? (CUTS.set(first, cut(routes, first)).get(first) as RouteObject[]);
}

/** The app's routes, rendered by the router around them (BrowserRouter in the app, a memory router in tests). */
export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}
