import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { BRAND } from "../../../../domain/brand";

const SCROLL_STORE_KEY = `${BRAND.storagePrefix}:scroll`;
/** How long a restored position waits for the page to grow tall enough (data still arriving). */
const RESTORE_WAIT_MS = 1500;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(SCROLL_STORE_KEY) ?? "[]") as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * Spec §2: each route change scrolls to the top — for a new entry (link, navigate). Back and Forward
 * (POP) return to where the reader was on that entry, so a list of results keeps its place. Changing only
 * the query string (filters) keeps the scroll. Positions are kept per history entry and survive a reload.
 * Not react-router's <ScrollRestoration/>: that also jumps to the top on every query-string change unless
 * each caller passes preventScrollReset, and it restores only once, before data-driven pages are tall.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  const current = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= readPositions();
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    // Recorded as the reader scrolls, never read on navigation: by then the new page may have clamped it.
    const onScroll = () => positions.current?.set(current.current, window.scrollY);
    const persist = () => {
      const entries = [...(positions.current ?? [])].slice(-50);
      try {
        sessionStorage.setItem(SCROLL_STORE_KEY, JSON.stringify(entries));
      } catch {
        // private mode or full storage: positions then last only for this page load
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persist);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    current.current = location.key;
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    const saved = positions.current.get(location.key);
    if (navigationType === "POP" && saved !== undefined) return restoreScroll(saved);
    if (!samePath) window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);
  return null;
}

/** Scrolls to y, retrying for a moment while the page is still too short; a reader's own scroll wins. */
function restoreScroll(y: number): () => void {
  const until = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown"]) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) frame = requestAnimationFrame(attempt);
    else stop();
  };
  for (const type of ["wheel", "touchstart", "keydown"]) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
