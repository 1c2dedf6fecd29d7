import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { useStableNavigate } from "../../lib/navigate";

/** Marks the history entry the guard adds on top of the page's own, so Back lands on the page again first. */
const GUARD = "unsavedGuard";

type Leaving = { to: string } | { back: true };

/** The in-app path a click on a link would open, or null when the click is not a plain same-site navigation. */
function linkTarget(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const link = (e.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before leaving a form with unsaved changes: a link to another page of the app or the Back button (a dialog),
 * or closing / reloading the tab (the browser's own question). `allowNext()` lets the next navigation through
 * (after a save). It works under any router: links are caught before the router sees the click, and Back first
 * lands on a history entry the guard added, with the page still there.
 */
export function useUnsavedGuard(dirty: boolean, what = "this listing") {
  const navigate = useStableNavigate();
  const allowed = useRef(false);
  const [leaving, setLeaving] = useState<Leaving | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    const onClick = (e: MouseEvent) => {
      if (allowed.current) return;
      const to = linkTarget(e);
      if (to === null) return;
      e.preventDefault();
      e.stopPropagation();
      setLeaving({ to });
    };
    const onPopState = (e: PopStateEvent) => {
      if (allowed.current || (e.state as Record<string, unknown> | null)?.[GUARD]) return;
      setLeaving({ back: true });
    };
    if (!(window.history.state as Record<string, unknown> | null)?.[GUARD])
      window.history.pushState({ ...window.history.state, [GUARD]: true }, "");
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
    };
  }, [dirty]);

  const stay = () => {
    // Back took the guard's entry: put it back, so the next Back asks again.
    if (leaving && "back" in leaving) window.history.pushState({ ...window.history.state, [GUARD]: true }, "");
    setLeaving(null);
  };
  const leave = () => {
    allowed.current = true;
    setLeaving(null);
    if (!leaving) return;
    if ("back" in leaving) window.history.back();
    else navigate(leaving.to);
  };

  const dialog = (
    <ConfirmDialog
      open={leaving !== null}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay on this page"
      danger
      onCancel={stay}
      onConfirm={leave}
    >
      Your changes to {what} are not saved yet.
    </ConfirmDialog>
  );
  return {
    dialog,
    allowNext: () => {
      allowed.current = true;
    },
  };
}
