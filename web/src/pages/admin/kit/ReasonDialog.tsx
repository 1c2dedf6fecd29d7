import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Field, TextArea } from "../../../components/form/Field";
import { errorText } from "../../../components/form/FormError";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";

/** The plain rule of a required reason of at most `max` characters, in a form's words. */
export const requiredReason =
  (max: number, label = "Reason") =>
  (reason: string): string | null => {
    const text = reason.trim();
    if (!text) return `${label} is required.`;
    return text.length > max ? `${label} can be at most ${max} characters.` : null;
  };

/**
 * The reason an admin gives for an action on something (rejecting an application or a review, suspending a person,
 * unpublishing a listing), checked as the server checks it (`problemOf`); open while `subject` is set. A refusal
 * from the server shows under the field and keeps what was typed.
 */
export function ReasonDialog<T>({
  subject,
  title,
  description,
  label = "Reason",
  hint,
  limits,
  problemOf,
  confirmLabel,
  busyLabel,
  danger = true,
  onClose,
  onReject,
}: {
  subject: T | null;
  title: string;
  description: ReactNode;
  label?: string;
  /** Said before the length rule ("The traveler reads it in the e-mail."). */
  hint?: string;
  limits: { min: number; max: number };
  problemOf: (reason: string) => string | null;
  confirmLabel: string;
  busyLabel?: string;
  danger?: boolean;
  onClose: () => void;
  /** Runs the action; a throw is shown as the field's problem. */
  onReject: (subject: T, reason: string) => Promise<void>;
}) {
  const id = `${useId()}-reason`;
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (subject === null) return;
    setReason("");
    setProblem(undefined);
    setSending(false);
  }, [subject]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (subject === null) return;
    const found = problemOf(reason);
    if (found) {
      setProblem(found);
      document.getElementById(id)?.focus();
      return;
    }
    setSending(true);
    try {
      await onReject(subject, reason.trim());
    } catch (err) {
      setProblem(errorText(err));
      setSending(false);
    }
  };

  const length = `(${reason.trim().length}/${limits.max})`;
  return (
    <Dialog open={subject !== null} onClose={onClose} size="md" title={title} description={description}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field
          id={id}
          label={label}
          hint={`${hint ? `${hint} ` : ""}${
            limits.min > 1
              ? `${limits.min} to ${limits.max} characters ${length}.`
              : `Required, up to ${limits.max} characters ${length}.`
          }`}
          error={problem}
          alert
        >
          <TextArea
            rows={5}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(undefined);
            }}
            maxLength={limits.max + 100}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} busy={sending} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
