import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "../ErrorBoundary";
import { PageSkeleton } from "../Skeletons";

/** The routed page inside `<main>`: a page that fails or is still loading leaves the layout around it standing. */
export function PageMain() {
  const { key } = useLocation();
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ErrorBoundary resetKey={key}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
