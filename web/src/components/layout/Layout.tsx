import { lazy, memo, Suspense, useCallback, useContext, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { safeReturnPath } from "../../../../domain/return-path";
import { SessionControlContext, useAuth } from "../../auth/context";
import { useAfterFirstPaint } from "../../lib/after-paint";
import { endDrawnView, endDrawnViewOffPath, leaveLandingPage } from "../../lib/first-view";
import { useStableNavigate } from "../../lib/navigate";
import { useToast } from "../../lib/toast";
import { type ArrivedMessage, type ArrivedNotice, useUnreadWatcher } from "../../realtime/unread-dot";
import { BottomNav as BottomNavPart } from "./BottomNav";
import { Header as HeaderPart } from "./Header";
import { PageMain as PageMainPart } from "./PageMain";
import { SkipLink as SkipLinkPart } from "./SkipLink";

// The layout draws again on every session change and once right after hydration (useAfterFirstPaint); its parts take
// no props and follow their own state and context, so they are memoized and skip those renders. Above all the page: a
// render reaching its boundary while React still hydrates it makes React hydrate the whole page at once, in one long
// task, instead of in slices (decision 055).
const SkipLink = memo(SkipLinkPart);
const Header = memo(HeaderPart);
const PageMain = memo(PageMainPart);
const BottomNav = memo(BottomNavPart);

// Below the fold on every page: its links, language list and currency picker load after the first screen.
const Footer = lazy(() => import("./Footer").then((m) => ({ default: m.Footer })));

// Only hosts whose application is pending see it: nobody else loads its code.
const PendingHostBanner = lazy(() => import("./PendingHostBanner").then((m) => ({ default: m.PendingHostBanner })));

/** The site's pages: header, banners, the page, footer and the phone's bottom tabs (the admin area has its own). */
export function Layout() {
  const auth = useAuth();
  const location = useLocation();
  const pending = auth.profile?.host?.status === "pending";
  // The unread dot's hub connection: loaded after the first paint, for signed-in people only. A message arriving
  // while the person is elsewhere than /chat is announced in a toast (the in-app notification; /chat shows it), and
  // so is every other notice (a booking changed, a review published…), with the way to it.
  const { toast } = useToast();
  const navigate = useStableNavigate();
  const path = useRef(location.pathname);
  path.current = location.pathname;
  // A drawn first view belongs to the page it was sent with (decision 046): any navigation ends it, and so does an
  // app that starts on another path or query than the document was loaded at (history moved before it booted).
  const first = useRef(location);
  useLayoutEffect(() => {
    if (location !== first.current) {
      endDrawnView();
      leaveLandingPage();
    } else endDrawnViewOffPath(location.pathname + location.search);
  }, [location]);
  const announce = useCallback(
    (message: ArrivedMessage) => {
      if (!isChatPath(path.current)) toast(`New message: ${message.preview}`);
    },
    [toast],
  );
  const notify = useCallback(
    (notice: ArrivedNotice) => {
      // A new message has its own toast (above) and the chat's unread dot.
      if (notice.kind === "new_message") return;
      // Only a path on this site: a notice never sends anyone elsewhere.
      const link = safeReturnPath(notice.link);
      toast(notice.title, "info", link ? { label: "View", run: () => navigate(link) } : undefined);
    },
    [toast, navigate],
  );
  // A session the server ended (an admin's suspension closes the hub with 4401) signs this tab out at once.
  const control = useContext(SessionControlContext);
  useUnreadWatcher(
    auth.status === "signed-in" ? (auth.user?.id ?? null) : null,
    announce,
    notify,
    control?.sessionEnded,
  );
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
      {painted && <PageFooter />}
      <BottomNav />
    </>
  );
}

const isChatPath = (pathname: string) => pathname === "/chat" || pathname.startsWith("/chat/");

/** The footer, except on /chat, whose list and thread fill the screen below the header. */
function PageFooter() {
  const { pathname } = useLocation();
  if (isChatPath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
