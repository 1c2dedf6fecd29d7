import { type FormEvent, useEffect, useId, useState } from "react";
import { Field, TextArea } from "../../components/form/Field";
import { errorText } from "../../components/form/FormError";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";

/**
 * The reason asked for rejecting something (a host application, a review), checked as the server checks it
 * (`problemOf`); open while `subject` is set.
 */
export function RejectDialog<T>({
  subject,
  title,
  description,
  limits,
  problemOf,
  confirmLabel,
  onClose,
  onReject,
}: {
  subject: T | null;
  title: string;
  description: string;
  limits: { min: number; max: number };
  problemOf: (reason: string) => string | null;
  confirmLabel: string;
  onClose: () => void;
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
          label="Reason"
          hint={
            limits.min > 1
              ? `${limits.min} to ${limits.max} characters ${length}.`
              : `Required, up to ${limits.max} characters ${length}.`
          }
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
          <Button type="submit" variant="danger" busy={sending} busyLabel="Rejecting…">
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
