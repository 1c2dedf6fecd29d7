import { useEffect } from "react";
import { useStableNavigate } from "../lib/navigate";
import { type DeepLinkNavigator, shellNavigator } from "./deep-links";

/**
 * Registers react-router's navigation as the shell's navigation handler (spec §2: "a registered navigation handler
 * is tried first"), so links and notification taps open their page inside the running app.
 */
export function DeepLinkNavigation({ navigator = shellNavigator }: { navigator?: DeepLinkNavigator }) {
  const navigate = useStableNavigate();
  useEffect(
    () =>
      navigator.setHandler((path) => {
        void navigate(path);
        return true;
      }),
    [navigate, navigator],
  );
  return null;
}
