import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { ERROR_SCREEN_RELOAD_AFTER, ERROR_SCREEN_RETRY_DELAY_MS, NETWORK_POLL_MS } from "../../../domain/error-kind";
import { MESSAGES, tryAgainLabel } from "../../../domain/messages";
import { urlFor } from "../lib/api";
import { buttonClass } from "./ui/Button";

function subscribeOnline(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The browser's idea of being online, kept current by its online and offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Whether the app's server answers at all (any page's data comes from it). */
/** Asks the server itself: /api/config is cached for minutes, so the browser's copy must not answer for it. */
const serverReachable = () =>
  fetch(urlFor("GET /api/config"), { cache: "no-store", credentials: "same-origin" }).then(
    (res) => res.ok,
    () => false,
  );

/**
 * Presses of "Try Again" during this visit of the page. A retry draws the page anew (its skeleton while the data
 * loads, then this screen again if it failed), so the count is kept outside the screen, for the current location.
 */
let pressed = { visit: "", count: 0 };

function useRetryCount(): [number, () => void] {
  const { key, pathname, search } = useLocation();
  const visit = `${key} ${pathname}${search}`;
  const [count, setCount] = useState(() => (pressed.visit === visit ? pressed.count : 0));
  const add = () => {
    pressed = { visit, count: (pressed.visit === visit ? pressed.count : 0) + 1 };
    setCount(pressed.count);
  };
  return [count, add];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TIPS = [MESSAGES.tipCheckConnection, MESSAGES.tipSwitchNetwork, MESSAGES.tipWaitForRestore];

/**
 * Spec §2 "Error screen" and §4 "Connection error screen", for a page whose data could not be fetched because the
 * network failed. "Try Again (n/3)" waits 1 second, then calls `onRetry` (its promise settles when the retry is
 * done), reading "Recovering..." meanwhile; after two retries on this page the button reloads it. Every 3 seconds (and when
 * the browser comes back online) it checks the connection and the server, and retries by itself once both answer.
 * A retry that brings the data makes the page replace this screen.
 */
export function ConnectionProblem({
  onRetry,
  headingLevel = 2,
  compact = false,
  className = "",
}: {
  onRetry: () => unknown;
  /** 1 when the whole page failed (the title is the page's heading). */
  headingLevel?: 1 | 2;
  /** Under results already shown: no tips. */
  compact?: boolean;
  className?: string;
}) {
  const online = useOnline();
  const [retries, countRetry] = useRetryCount();
  const [recovering, setRecovering] = useState(false);
  const reload = retries >= ERROR_SCREEN_RELOAD_AFTER;
  const busy = useRef(false);
  const mounted = useRef(true);
  const retry = useRef(onRetry);
  retry.current = onRetry;

  const attempt = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setRecovering(true);
    try {
      await wait(ERROR_SCREEN_RETRY_DELAY_MS);
      await retry.current();
    } finally {
      busy.current = false;
      if (mounted.current) setRecovering(false);
    }
  }, []);

  const press = () => {
    if (reload) return window.location.reload();
    if (busy.current) return;
    countRetry();
    void attempt();
  };

  useEffect(() => {
    mounted.current = true;
    const check = async () => {
      if (busy.current || !navigator.onLine) return;
      if ((await serverReachable()) && mounted.current) void attempt();
    };
    const timer = setInterval(check, NETWORK_POLL_MS);
    window.addEventListener("online", check);
    return () => {
      mounted.current = false;
      clearInterval(timer);
      window.removeEventListener("online", check);
    };
  }, [attempt]);

  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section role="alert" className={`flex flex-col items-center text-center ${className}`}>
      <Heading className={`font-display font-semibold ${headingLevel === 1 ? "text-3xl" : "text-2xl"}`}>
        {MESSAGES.connectionProblemTitle}
      </Heading>
      <p className="text-stone-600 dark:text-stone-300">{MESSAGES.connectionProblemText}</p>
      {!online && (
        <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {MESSAGES.offlineDetected}
        </p>
      )}
      {!compact && (
        <ul className="list-disc space-y-1 pl-5 text-left text-sm text-stone-600 dark:text-stone-300">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      {/* Not disabled while recovering: the button keeps the keyboard focus it has (a second press is ignored). */}
      <button
        type="button"
        aria-busy={recovering || undefined}
        onClick={press}
        className={`${buttonClass({ size: "md" })} min-w-44`}
      >
        {recovering ? MESSAGES.recovering : reload ? MESSAGES.reloadPage : tryAgainLabel(retries + 1)}
      </button>
    </section>
  );
}
