import { type FormEvent, useEffect, useId, useState } from "react";
import type { AdminHostRow } from "../../../../domain/api/admin-hosts";
import { REJECTION_REASON, rejectionReasonProblem } from "../../../../domain/host-review";
import { Field, TextArea } from "../../components/form/Field";
import { errorText } from "../../components/form/FormError";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { fullName } from "./ApplicantCard";

/** The reason asked for a rejection, checked like the server checks it; open while `host` is set. */
export function RejectDialog({
  host,
  onClose,
  onReject,
}: {
  host: AdminHostRow | null;
  onClose: () => void;
  onReject: (host: AdminHostRow, reason: string) => Promise<void>;
}) {
  const id = `${useId()}-reason`;
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!host) return;
    setReason("");
    setProblem(undefined);
    setSending(false);
  }, [host]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!host) return;
    const found = rejectionReasonProblem(reason);
    if (found) {
      setProblem(found);
      document.getElementById(id)?.focus();
      return;
    }
    setSending(true);
    try {
      await onReject(host, reason.trim());
    } catch (err) {
      setProblem(errorText(err));
      setSending(false);
    }
  };

  return (
    <Dialog
      open={host !== null}
      onClose={onClose}
      size="md"
      title={`Reject ${host ? fullName(host) : "application"}`}
      description="The applicant sees this reason on their application and in the e-mail we send, so say what to change."
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field
          id={id}
          label="Reason"
          hint={`${REJECTION_REASON.min} to ${REJECTION_REASON.max} characters (${reason.trim().length}/${REJECTION_REASON.max}).`}
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
            maxLength={REJECTION_REASON.max + 100}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={sending} busyLabel="Rejecting…">
            Reject application
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
