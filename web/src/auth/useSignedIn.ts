import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { guestRedirect, isProtectedPath } from "../../../domain/auth-routing";
import { useStableNavigate } from "../lib/navigate";
import { useToast } from "../lib/toast";
import { type AuthState, useAuth } from "./context";

/**
 * The signed-in pages are for signed-in people: a signed-out visitor goes to /auth with "Please log in to continue"
 * ("Please log in to view your profile" on profile pages) and comes back to the page after signing in (the return
 * path travels in the /auth address). The protected prefixes are AuthProvider's, which applies the same rule.
 * Returns the auth state once signed in, else null.
 * `leaving` stops the redirect when the page itself signs the person out (account deletion).
 */
export function useSignedIn(leaving = false): AuthState | null {
  const auth = useAuth();
  const navigate = useStableNavigate();
  const { toast } = useToast();
  const { pathname, search } = useLocation();
  const away = auth.status === "signed-out" && !leaving && !isProtectedPath(pathname);
  const sent = useRef(false);
  useEffect(() => {
    if (!away || sent.current) return;
    sent.current = true;
    const { to, message } = guestRedirect(`${pathname}${search}`);
    toast(message);
    navigate(to, { replace: true });
  }, [away, navigate, toast, pathname, search]);
  return auth.status === "signed-in" ? auth : null;
}
