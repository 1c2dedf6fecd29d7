/**
 * The first view drawn into the HTML (decision 043): the worker sends `/` with the home page's first screen already
 * in `#root` (built by scripts/first-view.ts), marked `data-first-view`. The app then hydrates it, and its first
 * render must draw exactly what the build drew: the defaults, not what this browser saved (currency, theme). Saved
 * choices are applied right after hydration, before the browser paints again.
 *
 * True on the server too (no document): the build renders with the defaults.
 */
import { useSyncExternalStore } from "react";
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
 * listing and host pages once their data or error is drawn, and on any navigation or render error (so it can never stay).
 */
export function endDrawnView(): void {
  document.getElementById(FIRST_VIEW.drawnId)?.remove();
}

/** Ends the drawn view when the app is on another path than the one it was drawn for (it started elsewhere, or left). */
export function endDrawnViewOffPath(pathname: string): void {
  const view = document.getElementById(FIRST_VIEW.drawnId);
  if (view && view.getAttribute(FIRST_VIEW.drawnPath) !== pathname) view.remove();
}
