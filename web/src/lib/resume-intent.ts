import { useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { INTENT_PARAM, type Intent } from "../../../domain/return-path";
import { useAuth } from "../auth/context";

const shown = (el: HTMLElement) => el.getClientRects().length > 0;

function onScreen(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight;
}

/**
 * Back from signing in with `?intent=<intent>` (issue 14), called once by the page: brings the person to the action they had started, the
 * element marked `data-intent="<intent>"` (the one on screen, else the first shown, scrolled to), and drops the
 * intent from the address so a reload does not repeat it. `ready` holds it back until the page has drawn the action.
 * With `press`, the action is also carried out (the element is clicked): Message Host then opens the conversation.
 */
export function useResumeIntent(intent: Intent, ready = true, press = false) {
  const { status } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const wanted = ready && status === "signed-in" && params.get(INTENT_PARAM) === intent;
  // Once per history entry: dropping the intent from the address is itself a change the effect sees.
  const resumedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || resumedFor.current === location.key) return;
    resumedFor.current = location.key;
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
    if (press && target) target.click();
  }, [wanted, intent, location.key, setParams, press]);
}
