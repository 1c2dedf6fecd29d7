import { lazy, Suspense } from "react";
import { useAuth } from "../../auth/context";
import { useAfterFirstPaint } from "../../lib/after-paint";
import { BottomNav } from "./BottomNav";
import { Header } from "./Header";
import { PageMain } from "./PageMain";
import { SkipLink } from "./SkipLink";

// Below the fold on every page: its links, language list and currency picker load after the first screen.
const Footer = lazy(() => import("./Footer").then((m) => ({ default: m.Footer })));

// Only hosts whose application is pending see it: nobody else loads its code.
const PendingHostBanner = lazy(() => import("./PendingHostBanner").then((m) => ({ default: m.PendingHostBanner })));

/** The site's pages: header, banners, the page, footer and the phone's bottom tabs (the admin area has its own). */
export function Layout() {
  const pending = useAuth().profile?.host?.status === "pending";
  const painted = useAfterFirstPaint();
  return (
    <>
      <SkipLink />
      <Header />
      {pending && (
        <Suspense fallback={null}>
          <PendingHostBanner />
        </Suspense>
      )}
      <PageMain />
      {painted && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <BottomNav />
    </>
  );
}
