import { BottomNav } from "./BottomNav";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PageMain, SkipLink } from "./PageMain";
import { PendingHostBanner } from "./PendingHostBanner";

/** The site's pages: header, banners, the page, footer and the phone's bottom tabs (the admin area has its own). */
export function Layout() {
  return (
    <>
      <SkipLink />
      <Header />
      <PendingHostBanner />
      <PageMain />
      <Footer />
      <BottomNav />
    </>
  );
}
