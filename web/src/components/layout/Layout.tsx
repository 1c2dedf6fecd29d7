import { BottomNav } from "./BottomNav";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PageMain } from "./PageMain";
import { PendingHostBanner } from "./PendingHostBanner";
import { SkipLink } from "./SkipLink";

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
