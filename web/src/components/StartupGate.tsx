import { type ReactNode, startTransition, useEffect, useState } from "react";
import { BRAND } from "../../../domain/brand";
import { SHELL_MESSAGES } from "../../../domain/shell-messages";
import { useToast } from "../lib/toast";
import { initPlatform } from "../native/bridge";

/**
 * Spec §2/§9: the initializing screen has a 150 ms start delay (setup itself starts at once) and setup is given 8
 * seconds from the start.
 */
export const STARTUP_DELAY_MS = 150;
export const STARTUP_TIMEOUT_MS = 8000;

type Phase = "waiting" | "initializing" | "ready";

/**
 * Shows the initializing screen until platform setup completes; the screen appears only if setup is not
 * done within the start delay, so the web (where setup is instant) never flashes it. On timeout the app
 * opens anyway and says "Initialization timeout". With `ready`, the children are drawn at once and setup still runs
 * (its failure or timeout is still said).
 */
export function StartupGate({
  children,
  setup = initPlatform,
  ready = false,
}: {
  children: ReactNode;
  setup?: () => Promise<void>;
  /** Open from the start: the page arrived with its first view drawn (decision 043), on the web, where setup is instant. */
  ready?: boolean;
}) {
  const [phase, setPhase] = useState<Phase>(ready ? "ready" : "waiting");
  const { toast } = useToast();

  useEffect(() => {
    let done = false;
    const finish = (timedOut: boolean) => {
      if (done) return;
      done = true;
      if (timedOut) toast(SHELL_MESSAGES.initTimeout, "error");
      // The whole app's first render: in a transition, so React draws it in slices instead of one long task.
      startTransition(() => setPhase("ready"));
    };
    const delay = setTimeout(() => !done && setPhase("initializing"), STARTUP_DELAY_MS);
    const timeout = setTimeout(() => finish(true), STARTUP_TIMEOUT_MS);
    setup().then(
      () => finish(false),
      (err: unknown) => {
        console.error("Platform setup failed", err);
        finish(false);
      },
    );
    return () => {
      clearTimeout(delay);
      clearTimeout(timeout);
    };
  }, [setup, toast]);

  if (phase === "ready") return <>{children}</>;
  if (phase === "waiting") return null;
  return (
    <div
      role="status"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-sand-50 dark:bg-stone-950"
    >
      <img src="/favicon.svg" alt="" width={56} height={56} className="animate-shimmer" />
      <p className="font-display text-xl">{BRAND.name}</p>
      <p className="text-sm text-stone-600 dark:text-stone-300">Getting things ready…</p>
    </div>
  );
}
