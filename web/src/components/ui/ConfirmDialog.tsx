import { type ReactNode, useRef } from "react";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

/**
 * A modal question with a safe choice (focused first; Escape also picks it) and the action. `children` is what the
 * question says (read out with its name); `extra` holds controls that go with the action (an optional reason), below
 * the words and outside them.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  extra,
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
  extra?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      description={children}
      initialFocus={cancel}
    >
      {extra}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? "danger" : "primary"} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
