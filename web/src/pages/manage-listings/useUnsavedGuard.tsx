import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";

/**
 * Asks before leaving a form with unsaved changes: another page of the app (a dialog) or closing / reloading the
 * tab (the browser's own question). `allowNext()` lets the next navigation through (after a save).
 */
export function useUnsavedGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay on this page"
      danger
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      Your changes to this listing are not saved yet.
    </ConfirmDialog>
  );
  return {
    dialog,
    allowNext: () => {
      allowed.current = true;
    },
  };
}
