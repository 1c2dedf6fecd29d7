import { type FormEvent, useEffect, useId, useState } from "react";
import type { BookingSummary } from "../../../../domain/api/bookings";
import { Field, TextArea } from "../../components/form/Field";
import { errorText } from "../../components/form/FormError";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { ApiRequestError, call } from "../../lib/api";
import { useToast } from "../../lib/toast";
import { refreshBookings } from "./bookings-data";

/** domain/api/bookings.ts declineBody. */
const REASON_MAX = 1000;

/** The host declines a request, with the reason the traveler reads (required, as the server requires it). */
export function DeclineDialog({
  booking,
  open,
  onClose,
}: {
  booking: BookingSummary;
  open: boolean;
  onClose: () => void;
}) {
  const id = `${useId()}-reason`;
  const { toast } = useToast();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setReason("");
    setProblem(undefined);
    setSending(false);
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setProblem(`Say why you decline: ${booking.traveler.name} reads it.`);
      document.getElementById(id)?.focus();
      return;
    }
    setSending(true);
    try {
      await call("POST /api/bookings/:id/decline", { params: { id: booking.id }, body: { reason: reason.trim() } });
    } catch (err) {
      setSending(false);
      setProblem(errorText(err).replace(/^reason: /, ""));
      // Someone (or the clock) moved the booking first: what the list shows is out of date.
      if (err instanceof ApiRequestError && err.status === 409) void refreshBookings();
      return;
    }
    toast(`Request declined. We told ${booking.traveler.name} why.`, "success");
    onClose();
    void refreshBookings();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="md"
      title="Decline this request?"
      description={`${booking.traveler.name} asked to book ${booking.listing.title}. Nothing has been charged. Tell them why you can't take it, so they can plan another way.`}
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field
          id={id}
          label="Reason"
          hint={`Required. The traveler sees it (${reason.trim().length}/${REASON_MAX}).`}
          error={problem}
          alert
        >
          <TextArea
            rows={4}
            value={reason}
            required
            maxLength={REASON_MAX}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(undefined);
            }}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Keep request
          </Button>
          <Button type="submit" variant="danger" busy={sending} busyLabel="Declining…">
            Decline request
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
