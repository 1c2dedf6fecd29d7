import { useEffect } from "react";
import { ONLINE_WINDOW_MS } from "../../../domain/activity";
import { lastOnlineReportAt, reportActivity } from "./profile";

/** Spec §9: activity events are debounced by 2 seconds… */
export const ACTIVITY_DEBOUNCE_MS = 2000;
/** …and the heartbeat goes at most every 5 minutes (the same window as "Online now"). */
export const ACTIVITY_INTERVAL_MS = ONLINE_WINDOW_MS;

/** What counts as the person being there: pointer, keys, scrolling, focus, the tab coming back. */
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "touchstart", "scroll", "focus"] as const;

/**
 * The activity heartbeat (spec §4, §7, §9) while someone is signed in: user events, debounced by 2 s, mark them
 * online (POST /api/me/activity) at most once per 5 minutes, counting the sign-in's own report; the page going
 * hidden or away marks them offline with a keepalive request. Returns the function that stops it.
 */
export function startActivityHeartbeat(win: Window = window): () => void {
  const doc = win.document;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Whether the last thing we told the server was "online" (the sign-in has just said so). */
  let online = true;

  const beat = () => {
    timer = null;
    if (doc.visibilityState === "hidden") return;
    const last = lastOnlineReportAt();
    if (last !== null && Date.now() - last < ACTIVITY_INTERVAL_MS) return;
    online = true;
    void reportActivity(true);
  };

  const onActivity = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(beat, ACTIVITY_DEBOUNCE_MS);
  };

  const goAway = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!online) return;
    online = false;
    void reportActivity(false, { keepalive: true });
  };

  const onVisibility = () => (doc.visibilityState === "hidden" ? goAway() : onActivity());

  const options = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) win.addEventListener(type, onActivity, options);
  doc.addEventListener("visibilitychange", onVisibility);
  win.addEventListener("pagehide", goAway);
  return () => {
    if (timer !== null) clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, onActivity, options);
    doc.removeEventListener("visibilitychange", onVisibility);
    win.removeEventListener("pagehide", goAway);
  };
}

/** Runs the heartbeat while mounted: AuthProvider mounts it, keyed by the person, while someone is signed in. */
export function ActivityHeartbeat(): null {
  useEffect(() => startActivityHeartbeat(), []);
  return null;
}
