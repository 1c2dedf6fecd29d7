import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { ERROR_SCREEN_RELOAD_AFTER, ERROR_SCREEN_RETRY_DELAY_MS, NETWORK_POLL_MS } from "../../../domain/error-kind";
import { MESSAGES, tryAgainLabel } from "../../../domain/messages";
import { checkConnectivity, deviceNetwork, waitForConnectivity } from "../lib/connectivity";
import { buttonClass } from "./ui/Button";

/** The device's idea of being online (the browser's, or the native shell's network report), kept current. */
function useDeviceOnline(): boolean {
  const network = deviceNetwork();
  return useSyncExternalStore(network.subscribe, network.online, () => true);
}

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
 * Spec §2 "Error screen" and §4 "Connection error screen", for a page whose data could not be fetched. A network
 * failure reads Connection Problem (with the tips, and No internet connection detected while offline); an
 * auth-classed one reads Authentication Error with its details folded away, and is only logged (§8). "Try Again
 * (n/3)" waits 1 second, then calls `onRetry` (its promise settles when the retry is done), reading
 * "Recovering..." meanwhile; after two retries on this page the button reloads it. For a network failure it checks
 * the connection every 3 seconds (lib/connectivity: the device's report, then the probes) and retries by itself
 * once the device is online and the backend answers; when the device says it is back online it waits for the
 * backend (every second, up to 10 seconds) and retries as soon as it answers. A retry that brings the data makes
 * the page replace this screen.
 */
export function ConnectionProblem({
  onRetry,
  kind = "network",
  error,
  headingLevel = 2,
  compact = false,
  className = "",
}: {
  onRetry: () => unknown;
  /** What the failure was classed as (domain/error-kind). */
  kind?: "network" | "auth";
  /** The failure itself, shown under "Error details" for an auth-classed one. */
  error?: unknown;
  /** 1 when the whole page failed (the title is the page's heading). */
  headingLevel?: 1 | 2;
  /** Under results already shown: no tips. */
  compact?: boolean;
  className?: string;
}) {
  const network = kind === "network";
  const deviceOnline = useDeviceOnline();
  // The last check's verdict: the device may say online while nothing beyond it answers (native probes).
  const [internet, setInternet] = useState(true);
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
    if (network) return;
    // Spec §8: auth-classed errors on the error screen are only logged.
    console.warn("Authentication error on the error screen", error);
  }, [network, error]);

  useEffect(() => {
    mounted.current = true;
    if (!network) {
      return () => {
        mounted.current = false;
      };
    }
    const stop = new AbortController();
    let waiting = false;
    const check = async () => {
      if (busy.current || waiting) return;
      const { online, backend } = await checkConnectivity();
      if (stop.signal.aborted) return;
      setInternet(online || !deviceNetwork().online());
      if (online && backend) void attempt();
    };
    const backOnline = async () => {
      if (busy.current || waiting || !deviceNetwork().online()) return;
      waiting = true;
      const reachable = await waitForConnectivity({ signal: stop.signal });
      waiting = false;
      if (reachable) {
        setInternet(true);
        void attempt();
      }
    };
    const timer = setInterval(check, NETWORK_POLL_MS);
    const unsubscribe = deviceNetwork().subscribe(backOnline);
    return () => {
      mounted.current = false;
      stop.abort();
      clearInterval(timer);
      unsubscribe();
    };
  }, [attempt, network]);

  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section role="alert" className={`flex flex-col items-center text-center ${className}`}>
      <Heading className={`font-display font-semibold ${headingLevel === 1 ? "text-3xl" : "text-2xl"}`}>
        {network ? MESSAGES.connectionProblemTitle : MESSAGES.authErrorTitle}
      </Heading>
      <p className="text-stone-600 dark:text-stone-300">
        {network ? MESSAGES.connectionProblemText : MESSAGES.authErrorText}
      </p>
      {network && !(deviceOnline && internet) && (
        <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {MESSAGES.offlineDetected}
        </p>
      )}
      {network && !compact && (
        <ul className="list-disc space-y-1 pl-5 text-left text-sm text-stone-600 dark:text-stone-300">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      {!network && (
        <details className="w-full max-w-md text-left text-sm text-stone-600 dark:text-stone-300">
          <summary className="cursor-pointer text-center font-medium">{MESSAGES.errorDetails}</summary>
          <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 font-mono text-xs dark:bg-stone-800">
            {errorDetails(error)}
          </pre>
        </details>
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

/** What "Error details" shows: the failure's code and message as the client received them. */
function errorDetails(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, message, status } = error as { code?: unknown; message?: unknown; status?: unknown };
    const head = [typeof status === "number" && status > 0 ? status : null, typeof code === "string" ? code : null]
      .filter((part) => part !== null)
      .join(" ");
    const text = typeof message === "string" ? message : "";
    return [head, text].filter(Boolean).join(": ") || String(error);
  }
  return String(error);
}
