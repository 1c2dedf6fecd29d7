import { useEffect } from "react";
import { useLocation } from "react-router";
import { mayPromptOneTap, ONE_TAP_DELAY_MS } from "../../../domain/auth-routing";
import { call } from "../lib/api";
import { useAppQuery } from "../lib/query";
import { useToast } from "../lib/toast";
import { isNativeApp } from "../native/bridge";
import { useAuth, useSessionControl } from "./context";
import type { GoogleIdentity } from "./identity-providers";

/** Screens where the prompt would get in the way of what the person is doing there. */
const QUIET_PATHS = ["/reset-password", "/simple-auth"];

/**
 * Spec §4 one-tap prompt (web): with a Google client id configured, for a signed-out visitor, after 2 seconds,
 * unless dismissed within 24 hours. The prompt's code (one-tap-prompt.ts) and Google's script are fetched only
 * then, so pages load none of it up front.
 */
export function GoogleOneTap() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const { acceptSession } = useSessionControl();
  const { toast } = useToast();
  const config = useAppQuery({
    queryKey: ["config"],
    queryFn: ({ signal }) => call("GET /api/config", { signal }),
    enabled: status === "signed-out",
  });
  const clientId = config.data?.googleClientId ?? null;
  const disabled = isNativeApp() || QUIET_PATHS.includes(pathname.toLowerCase());

  useEffect(() => {
    if (!clientId) return;
    const signedIn = status === "signed-in";
    // The dismissal is checked by the prompt itself, when it is due.
    const situation = { hasUser: signedIn, hasSession: signedIn, loading: status === "loading", disabled };
    if (!mayPromptOneTap({ ...situation, dismissedAt: null, now: Date.now() })) return;
    let cancelled = false;
    let google: GoogleIdentity | null = null;
    const timer = setTimeout(async () => {
      const { showOneTap } = await import("./one-tap-prompt");
      if (!cancelled) google = await showOneTap(clientId, { acceptSession, toast }, () => cancelled);
    }, ONE_TAP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      google?.cancel();
    };
  }, [clientId, status, disabled, acceptSession, toast]);

  return null;
}
