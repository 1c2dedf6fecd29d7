import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useStableNavigate } from "./navigate";

/**
 * BrowserRouter reads the address when it first renders and starts listening for history changes when it mounts.
 * The app is hydrated and first drawn in a transition, in slices between which the browser runs its events: a Back
 * press, or a script's `pushState` and `popstate`, in that gap was never heard, and the screen stayed on the old
 * address (the accessibility sweep's first navigation after `/` did this on a busy machine). Once mounted, with the
 * router listening, a router behind the address catches up to it.
 */
export function HistoryCatchUp() {
  const location = useLocation();
  const navigate = useStableNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const { pathname, search, hash } = window.location;
    const address = pathname + search + hash;
    if (address !== location.pathname + location.search + location.hash)
      navigate(address, { replace: true, state: (window.history.state as { usr?: unknown } | null)?.usr });
  }, [location, navigate]);
  return null;
}
