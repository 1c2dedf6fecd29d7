import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BookingSummary } from "../../../../domain/api/bookings";
import { checkoutLink } from "../../../../domain/bookings/notices";
import { errorText } from "../../components/form/FormError";
import { Button, buttonClass } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { call } from "../../lib/api";
import { useAppMutation } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { useStartConversation } from "../chat/start-conversation";
import { bookingMoney } from "./booking-text";
import { refreshBookings, type Side } from "./bookings-data";
import { CancelDialog } from "./CancelDialog";
import { DeclineDialog } from "./DeclineDialog";
import { ReviewForm } from "./ReviewForm";

const PRIMARY = buttonClass({ size: "sm" });
const SECONDARY = buttonClass({ size: "sm", variant: "secondary" });

/** Opens the conversation with the other side: the booking's own, or the pair's (started now when there is none). */
function MessageButton({ booking, side }: { booking: BookingSummary; side: Side }) {
  const other = side === "host" ? booking.traveler : booking.host;
  const label = side === "host" ? "Message traveler" : "Message host";
  const { busy, start } = useStartConversation();
  if (booking.conversation_id)
    return (
      <Link to={`/chat?conversation=${encodeURIComponent(booking.conversation_id)}`} className={SECONDARY}>
        {label}
      </Link>
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={busy}
      onClick={() =>
        void start({ with: other.user_id, listing: { type: booking.listing.type, id: booking.listing.id } })
      }
    >
      {label}
    </Button>
  );
}

/** A state machine action without words to add (confirm, balance received): the answer refreshes the lists. */
function useMove(path: "POST /api/bookings/:id/confirm" | "POST /api/bookings/:id/balance-received", done: string) {
  const { toast } = useToast();
  return useAppMutation({
    mutationFn: (id: string) => call(path, { params: { id } }),
    onSuccess: () => toast(done, "success"),
    onError: (err) => toast(errorText(err), "error"),
    onSettled: () => void refreshBookings(),
  });
}

/** What the person may do with the booking now (`booking.can`, from the server's state machine). */
export function BookingActions({
  booking: b,
  side,
  inDetail,
}: {
  booking: BookingSummary;
  side: Side;
  inDetail: boolean;
}) {
  const [params] = useSearchParams();
  const { toast } = useToast();
  const [open, setOpen] = useState<"cancel" | "decline" | "balance" | "review" | null>(null);
  const close = () => setOpen(null);
  const confirm = useMove(
    "POST /api/bookings/:id/confirm",
    `Request confirmed. ${b.traveler.name} has 24 hours to pay the deposit.`,
  );
  const balance = useMove("POST /api/bookings/:id/balance-received", "Balance recorded: the trip is paid in full.");
  const reviewFormId = `review-form-${b.id}`;
  const details = new URLSearchParams(params);
  details.set("booking", b.id);

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {b.can.confirm && (
          <Button size="sm" busy={confirm.isPending} onClick={() => confirm.mutate(b.id)}>
            Confirm request
          </Button>
        )}
        {b.can.decline && (
          <Button size="sm" variant="danger-outline" onClick={() => setOpen("decline")}>
            Decline
          </Button>
        )}
        {b.can.pay_deposit && (
          <Link to={checkoutLink(b.id)} className={PRIMARY}>
            Pay deposit ({bookingMoney(b.deposit_cents, b)})
          </Link>
        )}
        {b.can.pay_balance && (
          <Link to={`${checkoutLink(b.id)}&pay=balance`} className={PRIMARY}>
            Pay balance ({bookingMoney(b.balance_cents, b)})
          </Link>
        )}
        {b.can.balance_received && (
          <Button size="sm" onClick={() => setOpen("balance")}>
            Record balance received
          </Button>
        )}
        {b.can.review && (
          <Button
            size="sm"
            aria-expanded={open === "review"}
            aria-controls={reviewFormId}
            onClick={() => setOpen(open === "review" ? null : "review")}
          >
            Leave a review
          </Button>
        )}
        <MessageButton booking={b} side={side} />
        {!inDetail && (
          <Link to={{ search: `?${details}` }} className={SECONDARY}>
            Details and payments
          </Link>
        )}
        {b.can.cancel && (
          <Button size="sm" variant="danger-outline" onClick={() => setOpen("cancel")}>
            {side === "host" ? "Cancel trip" : "Cancel booking"}
          </Button>
        )}
      </div>
      {b.can.review && (
        <div id={reviewFormId} hidden={open !== "review"}>
          {open === "review" && (
            <ReviewForm
              booking={b}
              onCancel={close}
              onSent={() => {
                close();
                toast("Thank you! Your review is pending verification.", "success");
              }}
            />
          )}
        </div>
      )}
      {b.can.cancel && <CancelDialog booking={b} side={side} open={open === "cancel"} onClose={close} />}
      {b.can.decline && <DeclineDialog booking={b} open={open === "decline"} onClose={close} />}
      {b.can.balance_received && (
        <ConfirmDialog
          open={open === "balance"}
          title="Record the balance as received?"
          confirmLabel="Record balance received"
          busy={balance.isPending}
          onCancel={close}
          onConfirm={() => balance.mutate(b.id, { onSuccess: close })}
        >
          Do this once {b.traveler.name} has paid you the balance of {bookingMoney(b.balance_cents, b)} in person. The
          booking then shows as paid in full.
        </ConfirmDialog>
      )}
    </>
  );
}
