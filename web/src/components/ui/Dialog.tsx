import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const CARD =
  "m-auto rounded-3xl bg-white p-6 text-stone-900 shadow-xl backdrop:bg-stone-950/60 dark:bg-stone-900 dark:text-white";
const WIDTH = {
  sm: "w-[min(28rem,calc(100vw-2rem))]",
  md: "w-[min(36rem,calc(100vw-2rem))]",
  /** A form in two columns from 1024 px (the request to book). */
  lg: "w-[min(56rem,calc(100vw-2rem))]",
} as const;

/**
 * A modal dialog on the native <dialog> (decision 010): shown with showModal(), so it sits in the top layer and the
 * page behind is inert. Tab and Shift+Tab cycle inside it, Escape (and a click on the backdrop, with
 * `closeOnBackdrop`) asks `onClose`, and focus goes back to where it was when the dialog opened. Named by its
 * `title` (an h2), or by `label` when it shows none; `initialFocus` is focused first (else the first control).
 * With `closeOnBackdrop`, a click on anything but a control or a photo closes it too (a lightbox).
 */
export function Dialog({
  open,
  onClose,
  title,
  label,
  description,
  role = "dialog",
  initialFocus,
  closeOnBackdrop = false,
  size = "sm",
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  label?: string;
  /** Read out with the name (aria-describedby). */
  description?: ReactNode;
  /** "alertdialog" for a question that interrupts (a confirmation). */
  role?: "dialog" | "alertdialog";
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  size?: keyof typeof WIDTH;
  /** Replaces the card look (a full-screen lightbox). */
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      (initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open, initialFocus]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    } else if (e.key === "Tab") {
      const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? role : undefined}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : label}
      aria-describedby={description ? `${id}-text` : undefined}
      onKeyDown={onKeyDown}
      // A close request that is not a key (Android's back gesture) arrives as `cancel`.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (closeOnBackdrop && !(e.target as Element).closest("img, a, button, input, select, textarea, label")) {
          onClose();
        }
      }}
      className={className ?? `${CARD} ${WIDTH[size]}`}
    >
      {title && (
        <h2 id={`${id}-title`} className={`font-display font-semibold ${size === "sm" ? "text-xl" : "text-2xl"}`}>
          {title}
        </h2>
      )}
      {description && (
        <div id={`${id}-text`} className="mt-2 text-stone-600 dark:text-stone-300">
          {description}
        </div>
      )}
      {children}
    </dialog>
  );
}
