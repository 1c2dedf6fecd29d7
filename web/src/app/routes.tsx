import type { RouteObject } from "react-router";
import { ErrorFallback } from "../components/ErrorBoundary";
import { PageSkeleton } from "../components/Skeletons";
import { AppShell } from "./AppShell";

/**
 * Only routes that work are registered; each page module is loaded lazily and exports `Component`.
 * Later features add their routes here.
 */
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    HydrateFallback: PageSkeleton,
    errorElement: <ErrorFallback />,
    children: [
      { index: true, lazy: () => import("../pages/home/HomePage") },
      { path: "destinations", lazy: () => import("../pages/destinations/DestinationsPage") },
      { path: "destinations/:country", lazy: () => import("../pages/destinations/DestinationPage") },
      { path: "kazakhstan", lazy: () => import("../pages/destinations/KazakhstanPage") },
      { path: "travelers", lazy: () => import("../pages/travelers/TravelersPage") },
      { path: "traveler/:idOrSlug", lazy: () => import("../pages/travelers/TravelerPage") },
      { path: "tour/:slugOrId/:titleSlug?", lazy: () => import("../pages/listing/ListingPage") },
      { path: "tours/:slugOrId/:titleSlug?", lazy: () => import("../pages/listing/ListingPage") },
      { path: "rental-car/:slugOrId/:titleSlug?", lazy: () => import("../pages/listing/ListingPage") },
      { path: "driver/:slugOrId/:titleSlug?", lazy: () => import("../pages/listing/ListingPage") },
      { path: "group-tour/:slugOrId/:titleSlug?", lazy: () => import("../pages/listing/ListingPage") },
      { path: "host/:hostSlug", lazy: () => import("../pages/host/HostPage") },
      { path: "listings", lazy: () => import("../pages/listings/ListingsPage") },
      { path: "hosts", lazy: () => import("../pages/hosts/HostsPage") },
      { path: "auth", lazy: () => import("../pages/auth/AuthPage") },
      { path: "simple-auth", lazy: () => import("../pages/auth/SimpleAuthPage") },
      { path: "reset-password", lazy: () => import("../pages/auth/ResetPasswordPage") },
      { path: "complete-profile", lazy: () => import("../pages/account/CompleteProfilePage") },
      { path: "simple-complete-profile", lazy: () => import("../pages/account/SimpleCompleteProfilePage") },
      { path: "new-registration-flow", lazy: () => import("../pages/account/RegistrationWizardPage") },
      { path: "profile-under-review", lazy: () => import("../pages/account/ProfileUnderReviewPage") },
      { path: "delete-account", lazy: () => import("../pages/account/DeleteAccountPage") },
      { path: "become-host", lazy: () => import("../pages/become-host/BecomeHostPage") },
      { path: "edit-profile", lazy: () => import("../pages/profile/EditHostProfilePage") },
      { path: "edit-traveler-profile", lazy: () => import("../pages/profile/EditTravelerProfilePage") },
      { path: "dashboard", lazy: () => import("../pages/dashboard/DashboardPage") },
      { path: "host-dashboard", lazy: () => import("../pages/dashboard/DashboardPage") },
      { path: "manage-listings", lazy: () => import("../pages/manage-listings/ManageListingsPage") },
      { path: "manage-listings/new/:type", lazy: () => import("../pages/manage-listings/ListingEditorPage") },
      { path: "manage-listings/:type/:id", lazy: () => import("../pages/manage-listings/ListingEditorPage") },
      { path: "admin/hosts", lazy: () => import("../pages/admin/AdminHostsPage") },
      // Also any /register* path (a prefix react-router cannot express): the wizard, else the not-found page.
      { path: "*", lazy: () => import("../pages/account/RegisterOrNotFoundPage") },
    ],
  },
];
