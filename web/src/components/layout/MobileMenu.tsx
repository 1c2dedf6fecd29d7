import { lazy, Suspense } from "react";
import { Menu } from "../ui/Menu";

// The drawer's content loads when it is first opened: nobody sees it in the first paint (decision 012).
const MobileMenuPanel = lazy(() => import("./MobileMenuPanel").then((m) => ({ default: m.MobileMenuPanel })));

/**
 * The mobile drawer (under 1024 px): the header's links (Travelers for signed-in people), destinations and the
 * currency picker; for a signed-in person the avatar menu's entries too under 768 px, where the header has no avatar
 * (spec §2: the traveler's edit item reads "Edit Trip Request"), for a guest an Account link; the theme switch under
 * 640 px, where the header has none. It opens over the bottom navigation (the header is above it) and scrolls, so
 * its end (the currency picker) is as reachable as its start.
 */
export function MobileMenu() {
  return (
    <Menu
      className="lg:hidden"
      buttonLabel="Menu"
      button={(open) => (
        <>
          <span className={`h-0.5 w-5 rounded bg-current transition ${open ? "translate-y-1 rotate-45" : ""}`} />
          <span className={`h-0.5 w-5 rounded bg-current transition ${open ? "-translate-y-1 -rotate-45" : ""}`} />
        </>
      )}
      buttonClassName="flex size-10 flex-col items-center justify-center gap-1.5 rounded-full hover:bg-stone-100 dark:hover:bg-stone-800"
      panelClassName="absolute inset-x-0 top-16 z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-stone-200 bg-sand-50 px-4 pt-2 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-lg dark:border-stone-800 dark:bg-stone-950"
    >
      {(open) =>
        open && (
          <Suspense fallback={null}>
            <MobileMenuPanel />
          </Suspense>
        )
      }
    </Menu>
  );
}
