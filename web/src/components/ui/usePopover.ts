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

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is the trigger
  useEffect(() => setOpen(false), [pathname, search]);

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
