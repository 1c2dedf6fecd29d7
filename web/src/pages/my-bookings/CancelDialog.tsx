import { useEffect, useId, useState } from "react";
import type { BookingSummary, CancellationQuote } from "../../../../domain/api/bookings";
import { POLICY_NAME, POLICY_TEXT } from "../../../../domain/bookings/cancellation";
import { Field, TextArea } from "../../components/form/Field";
import { errorText } from "../../components/form/FormError";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { call } from "../../lib/api";
import { useAppMutation } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { bookingMoney, deadlineText } from "./booking-text";
import { refreshBookings, type Side, useBooking } from "./bookings-data";

const REASON_MAX = 1000;

/** What cancelling gives back, said before anything else: the amount, then how it was worked out. */
function Refund({ booking, side, quote }: { booking: BookingSummary; side: Side; quote: CancellationQuote }) {
  const money = (cents: number) => bookingMoney(cents, booking);
  const paid = booking.paid_cents - booking.refunded_cents;
  const who = side === "host" ? booking.traveler.name : "You";
  return (
    <div className="space-y-2">
      <p data-testid="refund" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
        {paid <= 0 ? "Nothing to refund" : `${who} get${side === "host" ? "s" : ""} back ${money(quote.refund_cents)}`}
      </p>
      {paid <= 0 ? (
        <p>Nothing has been paid for this booking yet, so nothing is charged.</p>
      ) : side === "host" ? (
        <p>
          A host who cancels refunds everything the traveler paid ({money(paid)}), whatever the listing's policy, and
          the cancellation counts against your host record.
        </p>
      ) : (
        <p>
          That is {quote.percent}% of the {money(paid)} you have paid
          {quote.until ? `, if you cancel by ${deadlineText(quote.until)}` : ""}.
        </p>
      )}
      {side === "traveler" && (
        <p className="text-sm">
          <span className="font-semibold">{POLICY_NAME[booking.cancellation_policy]} cancellation policy:</span>{" "}
          {POLICY_TEXT[booking.cancellation_policy]}
        </p>
      )}
    </div>
  );
}

/**
 * Cancelling a booking (the traveler, or the host): the refund comes first, read from the server for this moment
 * (GET /api/bookings/:id `cancellation`), then the policy; the button only acts once the refund is shown.
 */
export function CancelDialog({
  booking,
  side,
  open,
  onClose,
}: {
  booking: BookingSummary;
  side: Side;
  open: boolean;
  onClose: () => void;
}) {
  const reasonId = useId();
  const { toast } = useToast();
  const [reason, setReason] = useState("");
  const detail = useBooking(open ? booking.id : null);
  useEffect(() => {
    if (open) setReason("");
  }, [open]);
  const cancel = useAppMutation({
    mutationFn: () =>
      call("POST /api/bookings/:id/cancel", {
        params: { id: booking.id },
        body: { reason: reason.trim() || null },
      }),
    onSuccess: () => {
      toast(
        side === "host" ? "The trip is cancelled. The traveler is refunded in full." : "Your booking is cancelled.",
        "success",
      );
      onClose();
    },
    onError: (err) => toast(errorText(err), "error"),
    onSettled: () => void refreshBookings(),
  });
  const quote = detail.data?.booking.cancellation ?? null;

  let body = <p role="status">Working out the refund…</p>;
  if (detail.isError)
    body = (
      <p role="alert">
        We couldn't work out the refund.{" "}
        <button type="button" className="font-semibold underline" onClick={() => void detail.refetch()}>
          Try again
        </button>
      </p>
    );
  else if (detail.data && !quote) body = <p>This booking can no longer be cancelled.</p>;
  else if (detail.data && quote) body = <Refund booking={detail.data.booking} side={side} quote={quote} />;

  return (
    <ConfirmDialog
      open={open}
      title={side === "host" ? "Cancel this trip?" : "Cancel your booking?"}
      confirmLabel={side === "host" ? "Cancel trip" : "Cancel booking"}
      cancelLabel="Keep booking"
      danger
      busy={cancel.isPending || !quote}
      onCancel={onClose}
      onConfirm={() => cancel.mutate(undefined)}
      extra={
        <Field
          id={reasonId}
          label="Reason (optional)"
          hint={side === "host" ? "The traveler sees it." : "Your host sees it."}
          className="mt-4"
        >
          <TextArea rows={3} value={reason} maxLength={REASON_MAX} onChange={(e) => setReason(e.target.value)} />
        </Field>
      }
    >
      {body}
    </ConfirmDialog>
  );
}
