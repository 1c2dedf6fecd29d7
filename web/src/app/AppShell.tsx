import { Suspense } from "react";
import { Outlet } from "react-router";
import { AuthProvider } from "../auth/AuthProvider";
import { HostLocationRequest } from "../auth/host-location";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { ScrollManager } from "../components/layout/ScrollManager";
import { PageSkeleton } from "../components/Skeletons";
import { NativeShell } from "../native/bridge";

/**
 * The app's frame inside the router: the session (which navigates, so it lives here) around the layout of the
 * page's area (the site's, or the admin area's).
 */
export function AppShell() {
  return (
    <AuthProvider>
      <HostLocationRequest />
      <ScrollManager />
      <NativeShell />
      <ErrorBoundary>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </AuthProvider>
  );
}
