import { useCallback, useLayoutEffect, useRef } from "react";
import { type NavigateFunction, type NavigateOptions, type To, useNavigate } from "react-router";

/**
 * useNavigate with one identity for the component's life. Under the declarative router (decision 012) react-router's
 * own function changes with every pathname, so an effect or callback that lists it re-runs on each navigation: the
 * session effect restarted the session manager and a one-off redirect navigated back. Relative paths still resolve
 * against the current location: the latest function is the one called.
 */
export function useStableNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
    [],
  );
}

/**
 * Leaving the app for another site (the payment provider's checkout page). An object, so a test can stand in for
 * the browser's navigation.
 */
export const leaveSite = {
  to(url: string): void {
    window.location.assign(url);
  },
};
