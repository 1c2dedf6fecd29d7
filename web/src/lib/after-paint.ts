import { startTransition, useEffect, useState } from "react";
import { useHydrating } from "./first-view";

/** A hidden tab draws no frames: after this long the work starts anyway. */
const HIDDEN_TAB_WAIT_MS = 500;

let painted = false;
let waiting: Promise<void> | null = null;

/**
 * Resolves once the browser has painted the app's first frame (at once after that). Code and data that the first
 * screen does not show start loading here, so they do not compete with it for the network and the main thread
 * (docs/decisions/012-initial-js.md).
 */
export function afterFirstPaint(): Promise<void> {
  if (painted) return Promise.resolve();
  waiting ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    // A frame callback runs just before the next paint; a task queued from it runs after that paint.
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, HIDDEN_TAB_WAIT_MS);
  });
  return waiting;
}

/**
 * False during the first paint, true after it (and from the start for everything mounted later, except while a drawn
 * first view is hydrated: that draws what the build drew, decision 043).
 */
export function useAfterFirstPaint(): boolean {
  const hydrating = useHydrating();
  const [ready, setReady] = useState(() => painted && !hydrating);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A transition: what appears now is drawn in slices, between which the browser answers taps and scrolls.
    void afterFirstPaint().then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
