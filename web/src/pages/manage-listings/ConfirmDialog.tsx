import { type ReactNode, useEffect, useId, useRef } from "react";
import { PRIMARY, SECONDARY } from "../account/ProfileFields";

/**
 * A modal question with a safe choice (focused first; Escape also picks it) and the action. The native <dialog>
 * keeps focus inside and makes the page behind inert.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      cancel.current?.focus();
    } else if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-stone-900 shadow-xl backdrop:bg-stone-950/60 dark:bg-stone-900 dark:text-white"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold">
        {title}
      </h2>
      <div id={textId} className="mt-2 text-stone-600 dark:text-stone-300">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" onClick={onCancel} className={SECONDARY}>
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className={
            danger
              ? PRIMARY.replace("bg-brand-700", "bg-red-700").replace("hover:bg-brand-800", "hover:bg-red-800")
              : PRIMARY
          }
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
