/**
 * The first view drawn into the HTML (decision 043): the worker sends `/` with the home page's first screen already
 * in `#root` (built by scripts/first-view.ts), marked `data-first-view`. The app then hydrates it, and its first
 * render must draw exactly what the build drew: the defaults, not what this browser saved (currency, theme). Saved
 * choices are applied right after hydration, before the browser paints again.
 *
 * True on the server too (no document): the build renders with the defaults.
 */
import { useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { APP_START } from "../../../domain/app-start";
import { FIRST_VIEW } from "../../../domain/first-view";

export const drawsFirstView: boolean =
  typeof document === "undefined" || document.getElementById("root")?.hasAttribute(FIRST_VIEW.attribute) === true;

const unsubscribed = () => () => {};

/**
 * True while React hydrates the calling component (and on the server): its first render must then draw what the
 * build drew. React hydrates the page inside its Suspense boundary after the frame around it, possibly after the
 * browser has painted, so "has the browser painted yet" cannot tell; the server snapshot of an external store can.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    unsubscribed,
    () => false,
    () => true,
  );
}

/**
 * Ends the worker's drawn first view: the app under it shows from the next paint. Called in a layout effect by the
 * listing, host and results pages once their data or error is drawn, and on any navigation or render error (so it
 * can never stay).
 */
export function endDrawnView(): void {
  const view = document.getElementById(FIRST_VIEW.drawnId);
  if (!view) return;
  view.remove();
  // The whole stylesheet waited for the view's end too (domain/app-start.ts): one restyle, of the app's page.
  document.querySelector(`link[rel="stylesheet"][media="${APP_START.sheetMedia}"]`)?.removeAttribute("media");
  // The web fonts waited for the view's end (decision 054): the page is laid out once, with them, not twice.
  document.documentElement.classList.remove(APP_START.fontsClass);
}

/**
 * The path and query the document was loaded at: what its drawn view was drawn for. Null when the browser does not
 * say. (An attribute on the view would not do: the page's HTML is cached under its canonical URL and served for every
 * spelling of it.)
 */
function loadedPath(): string | null {
  const [nav] = performance.getEntriesByType?.("navigation") ?? [];
  if (!nav?.name) return null;
  try {
    const url = new URL(nav.name);
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

/**
 * Ends the drawn view when the app is at another path or query (`location.pathname + location.search`) than the
 * document was loaded at: history moved before the app booted.
 */
export function endDrawnViewOffPath(pathAndQuery: string): void {
  if (document.getElementById(FIRST_VIEW.drawnId) && loadedPath() !== pathAndQuery) endDrawnView();
}

let onLandingPage = true;

/** The layout's call when the app moves away from the location the document was opened at. */
export function leaveLandingPage(): void {
  onLandingPage = false;
}

/**
 * Whether the page may leave what is usually off screen to be laid out as it nears the viewport (`.render-near`,
 * decision 056): only on the page the document was opened at by a link or an address. After a reload, Back or a move
 * within the app, a scroll position may be restored, and it must land where it was, not where the placeholders'
 * heights would put it. Read once, as the calling component mounts.
 */
export function useRenderNear(): boolean {
  // The address the document was opened at is the history's "default" entry (no state of ours yet). The flag is
  // needed too: Back to that entry gives the same key.
  const { key } = useLocation();
  const [near] = useState(() => {
    if (!onLandingPage || key !== "default" || typeof performance === "undefined") return false;
    const [nav] = (performance.getEntriesByType?.("navigation") ?? []) as PerformanceNavigationTiming[];
    return nav?.type === "navigate";
  });
  return near;
}
