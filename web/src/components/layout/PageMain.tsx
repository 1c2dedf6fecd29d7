import { type ReactNode, Suspense } from "react";
import { Outlet } from "react-router";
import { ErrorBoundary } from "../ErrorBoundary";
import { PageSkeleton } from "../Skeletons";

/** The first stop for keyboard users: jumps over the navigation to the page's content. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to content
    </a>
  );
}

/**
 * The page inside `<main>` (the routed one, unless `children` says otherwise): a page that fails or is still
 * loading leaves the layout around it standing.
 */
export function PageMain({ className = "", children = <Outlet /> }: { className?: string; children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={`outline-none ${className}`}>
      <ErrorBoundary>
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </ErrorBoundary>
    </main>
  );
}
