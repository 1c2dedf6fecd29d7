import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { mayPromptOneTap, ONE_TAP_DELAY_MS } from "../../../domain/auth-routing";
import { call } from "../lib/api";
import { isNativeApp } from "../native/bridge";
import { useAuth } from "./context";
import {
  createNonce,
  isPromptDismissal,
  loadGoogle,
  oneTapDismissedAt,
  rememberOneTapDismissal,
} from "./identity-providers";
import { useIdTokenSignIn } from "./useIdTokenSignIn";

/** Screens where the prompt would get in the way of what the person is doing there. */
const QUIET_PATHS = ["/reset-password", "/simple-auth"];

/**
 * Spec §4 one-tap prompt (web): with a Google client id configured, for a signed-out visitor, after 2 seconds,
 * unless dismissed within 24 hours. Google's script is fetched only then.
 */
export function GoogleOneTap() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const signIn = useIdTokenSignIn();
  const config = useQuery({
    queryKey: ["config"],
    queryFn: ({ signal }) => call("GET /api/config", { signal }),
    enabled: status === "signed-out",
  });
  const clientId = config.data?.googleClientId ?? null;
  const disabled = isNativeApp() || QUIET_PATHS.includes(pathname.toLowerCase());

  useEffect(() => {
    if (!clientId) return;
    const allowed = mayPromptOneTap({
      hasUser: status === "signed-in",
      hasSession: status === "signed-in",
      loading: status === "loading",
      disabled,
      dismissedAt: oneTapDismissedAt(),
      now: Date.now(),
    });
    if (!allowed) return;
    let cancelled = false;
    let google: Awaited<ReturnType<typeof loadGoogle>> | null = null;
    const timer = setTimeout(async () => {
      try {
        const [id, nonce] = await Promise.all([loadGoogle(), createNonce()]);
        if (cancelled) return;
        google = id;
        id.initialize({
          client_id: clientId,
          nonce: nonce.hashed,
          callback: (response) => void signIn.google(response, nonce.raw),
          cancel_on_tap_outside: true,
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
        id.prompt((moment) => {
          if (isPromptDismissal(moment)) rememberOneTapDismissal();
        });
      } catch (err) {
        console.warn("Google one-tap unavailable", err);
      }
    }, ONE_TAP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      google?.cancel();
    };
  }, [clientId, status, disabled, signIn]);

  return null;
}
