import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { INTENT_PARAM, type Intent } from "../../../domain/return-path";
import { useAuth } from "../auth/context";

/** The location (by history key) whose intent has been resumed: a page may show an action twice (sidebar, bar). */
let resumedFor: string | null = null;

const shown = (el: HTMLElement) => el.getClientRects().length > 0;

function onScreen(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight;
}

/**
 * Back from signing in with `?intent=<intent>` (issue 14): brings the person to the action they had started, the
 * element marked `data-intent="<intent>"` (the one on screen, else the first shown, scrolled to), and drops the
 * intent from the address so a reload does not repeat it. `ready` holds it back until the page has drawn the action.
 */
export function useResumeIntent(intent: Intent, ready = true) {
  const { status } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const wanted = ready && status === "signed-in" && params.get(INTENT_PARAM) === intent;
  useEffect(() => {
    if (!wanted || resumedFor === location.key) return;
    resumedFor = location.key;
    const marked = [...document.querySelectorAll<HTMLElement>(`[data-intent="${intent}"]`)].filter(shown);
    const target = marked.find(onScreen) ?? marked[0];
    if (target) {
      if (!onScreen(target)) target.scrollIntoView({ block: "center" });
      target.focus({ preventScroll: true });
    }
    setParams(
      (p) => {
        p.delete(INTENT_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [wanted, intent, location.key, setParams]);
}
