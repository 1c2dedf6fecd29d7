import { Suspense } from "react";
import { Outlet } from "react-router";
import { ErrorBoundary } from "../ErrorBoundary";
import { PageSkeleton } from "../Skeletons";

/** The routed page inside `<main>`: a page that fails or is still loading leaves the layout around it standing. */
export function PageMain() {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ErrorBoundary>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
