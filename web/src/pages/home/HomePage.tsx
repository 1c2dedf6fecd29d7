import { lazy, Suspense } from "react";
import { DEFAULT_TITLE } from "../../../../domain/brand";
import { ListingCardSkeleton, skeletonKeys } from "../../components/Skeletons";
import { useAfterFirstPaint } from "../../lib/after-paint";
import { usePageTitle } from "../../lib/page-title";
import { Hero } from "./Hero";

const HomeSections = lazy(() => import("./HomeSections"));

/** Cards shown while the sections' code arrives, where the newest listings will be. */
const WAITING_CARDS = 3;

/**
 * `/`. Part of the app's first load, so the hero (heading, search) is drawn in the first paint; the sections
 * below it, and the data and query code they need, load after it (docs/decisions/012-initial-js.md).
 */
export function Component() {
  usePageTitle(DEFAULT_TITLE);
  const painted = useAfterFirstPaint();
  const waiting = (
    <div aria-busy="true" className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:grid-cols-2 lg:grid-cols-3">
      {skeletonKeys(WAITING_CARDS).map((k) => (
        <ListingCardSkeleton key={k} />
      ))}
    </div>
  );
  return (
    <>
      <Hero />
      {painted ? (
        <Suspense fallback={waiting}>
          <HomeSections />
        </Suspense>
      ) : (
        waiting
      )}
    </>
  );
}
