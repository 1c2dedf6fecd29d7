import { type FormEvent, useId, useState } from "react";
import type { AdminBookingResponse } from "../../../../domain/api/admin-bookings";
import type { BookingDetail } from "../../../../domain/api/bookings";
import { POLICY_NAME, refundFor } from "../../../../domain/bookings/cancellation";
import { centsToEuros, eurosToCents } from "../../../../domain/euro-input";
import { CHOICE, Field, FieldSet, NumberInput, TextArea } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { call } from "../../lib/api";
import { euros } from "./AdminBookingParts";

const REASON_MAX = 1000;

/** A required reason, as the server checks it. */
function reasonProblem(reason: string): string | undefined {
  const text = reason.trim();
  if (!text) return "Give a reason: it is kept in the booking's history.";
  if (text.length > REASON_MAX) return `Keep the reason to ${REASON_MAX} characters.`;
  return undefined;
}

/**
 * What is left to refund: what was paid, less the refunds already settled or on their way (failed ones are tried
 * again by the server, so they do not count), as the server counts it.
 */
export function refundableCents(b: Pick<BookingDetail, "paid_cents" | "payments">): number {
  const out = b.payments
    .filter((p) => p.kind === "refund" && (p.status === "pending" || p.status === "succeeded"))
    .reduce((sum, p) => sum + p.amount_cents, 0);
  return Math.max(0, b.paid_cents - out);
}

function ReasonField({
  id,
  value,
  error,
  hint,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  hint: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field id={id} label="Reason" hint={hint} error={error} alert>
      <TextArea rows={4} value={value} maxLength={REASON_MAX + 100} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** The form of a dialog: its sending state and the server's refusal. */
function useSend(send: () => Promise<AdminBookingResponse>, onDone: (r: AdminBookingResponse) => void) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return {
    sending,
    failed,
    run: async () => {
      setSending(true);
      setFailed(null);
      try {
        onDone(await send());
      } catch (err) {
        setFailed(errorText(err));
        setSending(false);
      }
    },
  };
}

/**
 * Refund part or all of what is left (prefilled), with a reason. Mounted while open, so each opening starts from
 * the booking as it is now.
 */
export function RefundDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: BookingDetail;
  onClose: () => void;
  onDone: (r: AdminBookingResponse, cents: number) => void;
}) {
  const id = useId();
  const left = refundableCents(booking);
  const [amount, setAmount] = useState(centsToEuros(left));
  const [reason, setReason] = useState("");
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const cents = eurosToCents(amount);
  const send = useSend(
    () =>
      call("POST /api/admin/bookings/:id/refund", {
        params: { id: booking.id },
        body: { amount_cents: cents ?? left, reason: reason.trim() },
      }),
    (r) => onDone(r, cents ?? left),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      amount:
        cents === null || Number.isNaN(cents)
          ? "Enter an amount in euros, like 120 or 120.50."
          : cents <= 0
            ? "Enter an amount of more than €0."
            : cents > left
              ? `At most ${euros(left)} is left to refund.`
              : undefined,
      reason: reasonProblem(reason),
    };
    setProblems(found);
    if (found.amount || found.reason) {
      document.getElementById(found.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    void send.run();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title="Refund the traveler"
      description={`${euros(booking.paid_cents)} was paid; ${euros(left)} of it is left to refund. The refund goes back the way it was paid.`}
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field
          id={`${id}-amount`}
          label="Amount to refund"
          hint={`Up to ${euros(left)}.`}
          error={problems.amount}
          alert
        >
          <NumberInput
            decimal
            prefix="€"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setProblems((p) => ({ ...p, amount: undefined }));
            }}
          />
        </Field>
        <ReasonField
          id={`${id}-reason`}
          value={reason}
          error={problems.reason}
          hint="Kept in the booking's history with your name."
          onChange={(v) => {
            setReason(v);
            setProblems((p) => ({ ...p, reason: undefined }));
          }}
        />
        <FormError message={send.failed} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Keep the money
          </Button>
          <Button type="submit" variant="danger" busy={send.sending} busyLabel="Refunding…">
            Refund {cents !== null && !Number.isNaN(cents) && cents > 0 ? euros(cents) : ""}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type Side = "traveler" | "host";

/**
 * Cancel on behalf of the traveler or the host, with a reason; each choice says what it refunds (the listing's
 * policy for the traveler, everything for the host).
 */
export function CancelDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: BookingDetail;
  onClose: () => void;
  onDone: (r: AdminBookingResponse, side: Side) => void;
}) {
  const id = useId();
  const [side, setSide] = useState<Side | null>(null);
  const [reason, setReason] = useState("");
  const [problems, setProblems] = useState<{ side?: string; reason?: string }>({});
  const send = useSend(
    () =>
      call("POST /api/admin/bookings/:id/cancel", {
        params: { id: booking.id },
        body: { on_behalf_of: side ?? "traveler", reason: reason.trim() },
      }),
    (r) => onDone(r, side ?? "traveler"),
  );
  const paid = booking.paid_cents - booking.refunded_cents;
  const quote = (by: Side) =>
    refundFor({
      policy: booking.cancellation_policy,
      startDate: booking.start_date,
      paidCents: paid,
      by,
      now: new Date(),
    });
  const refundText = (by: Side) => {
    if (paid <= 0) return "Nothing has been paid, so nothing is refunded.";
    const q = quote(by);
    if (by === "host") return `Refunds everything paid, ${euros(q.refundCents)}. It counts against the host.`;
    const policy = `${POLICY_NAME[booking.cancellation_policy]} policy`;
    return q.refundCents > 0
      ? `Refunds ${euros(q.refundCents)} (${q.percent}% of ${euros(paid)} paid) under the ${policy}.`
      : `Refunds nothing: the ${policy} gives no refund this close to the trip.`;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      side: side ? undefined : "Choose whose cancellation this is.",
      reason: reasonProblem(reason),
    };
    setProblems(found);
    if (found.side || found.reason) {
      document.getElementById(found.side ? `${id}-side` : `${id}-reason`)?.focus();
      return;
    }
    void send.run();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title="Cancel this booking"
      description="Both the traveler and the host are told, with your reason. This cannot be undone."
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FieldSet id={`${id}-side`} legend="Cancel on behalf of" error={problems.side} className="space-y-2">
          {(["traveler", "host"] as const).map((s) => (
            <label key={s} className={CHOICE}>
              <input
                type="radio"
                name={`${id}-side`}
                value={s}
                checked={side === s}
                onChange={() => {
                  setSide(s);
                  setProblems((p) => ({ ...p, side: undefined }));
                }}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold">
                  The {s}: {s === "traveler" ? booking.traveler.name : booking.host.name}
                </span>
                <span className="block text-sm text-stone-600 dark:text-stone-300">{refundText(s)}</span>
              </span>
            </label>
          ))}
        </FieldSet>
        <ReasonField
          id={`${id}-reason`}
          value={reason}
          error={problems.reason}
          hint="Sent to both people and kept in the booking's history."
          onChange={(v) => {
            setReason(v);
            setProblems((p) => ({ ...p, reason: undefined }));
          }}
        />
        <FormError message={send.failed} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Keep the booking
          </Button>
          <Button type="submit" variant="danger" busy={send.sending} busyLabel="Cancelling…">
            Cancel booking
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
