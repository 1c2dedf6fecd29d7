import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Open/close state for a disclosure (a button that shows a panel of links): closes on Escape (returning
 * focus to the button), on a click outside, and when the route changes.
 */
export function usePopover<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<T>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // Closes on a navigation, not on mount: a tap that opens the panel while the app takes over a drawn page (replayed
  // once its part is hydrated, decision 043) can come before the mount's effects run, which would close it again.
  const at = `${pathname}${search}`;
  const openedAt = useRef(at);
  useEffect(() => {
    if (openedAt.current === at) return;
    openedAt.current = at;
    setOpen(false);
  }, [at]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const panelId = useId();
  return {
    open,
    root,
    /** spread on the disclosure button */
    buttonProps: {
      ref: button,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen((o) => !o),
    },
    /** spread on the panel it shows */
    panelProps: { id: panelId, hidden: !open },
    /** Closes the panel (e.g. once what it was opened for is done). */
    close: () => setOpen(false),
  };
}
