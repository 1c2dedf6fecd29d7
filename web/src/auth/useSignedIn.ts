import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MESSAGES } from "../../../domain/messages";
import { useStableNavigate } from "../lib/navigate";
import { useToast } from "../lib/toast";
import { type AuthState, useAuth } from "./context";

/**
 * The signed-in pages are for signed-in people: a signed-out visitor goes to /auth with "Please log in to continue"
 * (the page to come back to travels in the history state). Returns the auth state once signed in, else null.
 * `leaving` stops the redirect when the page itself signs the person out (account deletion).
 */
export function useSignedIn(leaving = false): AuthState | null {
  const auth = useAuth();
  const navigate = useStableNavigate();
  const { toast } = useToast();
  const { pathname } = useLocation();
  const away = auth.status === "signed-out" && !leaving;
  const sent = useRef(false);
  useEffect(() => {
    if (!away || sent.current) return;
    sent.current = true;
    toast(MESSAGES.loginToContinue);
    navigate("/auth", { replace: true, state: { from: pathname } });
  }, [away, navigate, toast, pathname]);
  return auth.status === "signed-in" ? auth : null;
}
