import { useId, useState } from "react";
import { REPORT_REASONS, type ReportReason } from "../../../../domain/vocabulary";
import { Field, FieldSet, TextArea } from "../../components/form/Field";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { ApiRequestError, call } from "../../lib/api";
import { useToast } from "../../lib/toast";

export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  spam: "Spam",
  scam: "Scam or fraud",
  harassment: "Harassment or threats",
  inappropriate: "Inappropriate content",
  off_platform_payment: "Asked to pay outside Untrodden",
  other: "Something else",
};

const MAX_DETAILS = 1000;

/** Report a conversation to the admins: a reason (domain/vocabulary.ts REPORT_REASONS) and optional details. */
export function ReportDialog({
  open,
  conversationId,
  name,
  onClose,
}: {
  open: boolean;
  conversationId: string;
  name: string;
  onClose: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<{ reason?: string; details?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason) {
      setError({ reason: "Choose a reason." });
      return;
    }
    if (details.trim().length > MAX_DETAILS) {
      setError({ details: `Details can be at most ${MAX_DETAILS} characters.` });
      return;
    }
    setBusy(true);
    setError({});
    try {
      await call("POST /api/conversations/:id/report", {
        params: { id: conversationId },
        body: { reason, details: details.trim() },
      });
      toast("Thank you. Our team will review this conversation.", "success");
      setReason(null);
      setDetails("");
      onClose();
    } catch (err) {
      // Nothing is lost: the dialog stays open with what was written.
      setError({
        form:
          err instanceof ApiRequestError && err.status < 500 && err.status > 0
            ? err.message
            : "The report could not be sent. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Report this conversation" size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="mt-4 space-y-4"
        noValidate
      >
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Tell us what is wrong with your conversation with {name}. The admins read reported conversations first.
        </p>
        <FieldSet id={`${id}-reason`} legend="Reason" error={error.reason}>
          <div className="grid gap-2 sm:grid-cols-2">
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-stone-700 dark:has-[:checked]:bg-stone-800"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setError((e) => ({ ...e, reason: undefined }));
                  }}
                />
                {REPORT_REASON_LABEL[r]}
              </label>
            ))}
          </div>
        </FieldSet>
        <Field id={`${id}-details`} label="Details (optional)" error={error.details}>
          <TextArea
            rows={4}
            value={details}
            maxLength={MAX_DETAILS + 100}
            onChange={(e) => setDetails(e.target.value)}
          />
        </Field>
        {error.form && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" size="md" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" size="md" busy={busy} busyLabel="Sending…">
            Send report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
