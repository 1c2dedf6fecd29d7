import { lazy, Suspense } from "react";
import { useAuth } from "../../auth/context";
import { BottomNav } from "./BottomNav";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PageMain } from "./PageMain";
import { SkipLink } from "./SkipLink";

// Only hosts whose application is pending see it: nobody else loads its code.
const PendingHostBanner = lazy(() => import("./PendingHostBanner").then((m) => ({ default: m.PendingHostBanner })));

/** The site's pages: header, banners, the page, footer and the phone's bottom tabs (the admin area has its own). */
export function Layout() {
  const pending = useAuth().profile?.host?.status === "pending";
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
      <Footer />
      <BottomNav />
    </>
  );
}
