import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import type { BookingSummary } from "../../../../domain/api/bookings";
import { BOOKING_STATUS_LABEL } from "../../../../domain/bookings/machine";
import { formatDate, formatDateRange } from "../../../../domain/date-range";
import { photoProps } from "../../../../domain/media";
import type { BookingStatus } from "../../../../domain/vocabulary";
import { BookingActions } from "./BookingActions";
import { bookingMoney, deadlineText, peopleText } from "./booking-text";
import type { Side } from "./bookings-data";
import { ReviewBlock } from "./ReviewBlock";

const STATUS_LOOK: Record<BookingStatus, string> = {
  requested: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  awaiting_deposit: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  deposit_paid: "bg-brand-50 text-brand-900 dark:bg-stone-800 dark:text-brand-100",
  confirmed: "bg-brand-700 text-white",
  completed: "bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-white",
  declined: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  cancelled: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  expired: "bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200",
  refunded: "bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200",
};

/** The state's label; a request "waits for the host", which the host reads as theirs to answer. */
export function StatusBadge({ status, side }: { status: BookingStatus; side: Side }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>
      {side === "host" && status === "requested" ? "To answer" : BOOKING_STATUS_LABEL[status]}
    </span>
  );
}

/** Where the booking stands and what happens next, in a sentence for the side looking at it. */
function stateNote(b: BookingSummary, side: Side): ReactNode {
  const money = (cents: number) => bookingMoney(cents, b);
  const host = side === "host";
  const other = host ? b.traveler.name : b.host.name;
  const quoted = (text: string | null) => (text ? `: “${text}”` : ".");
  switch (b.status) {
    case "requested":
      if (!b.respond_by) return host ? "Answer this request." : `Waiting for ${other} to answer.`;
      return host
        ? `Answer by ${deadlineText(b.respond_by)}: the request expires after that.`
        : `Waiting for ${other} to answer, by ${deadlineText(b.respond_by)}. Nothing is charged until they confirm.`;
    case "awaiting_deposit": {
      const due = b.deposit_due_at ? ` by ${deadlineText(b.deposit_due_at)}` : "";
      if (host) return `Waiting for ${other} to pay the deposit${due}.`;
      return b.can.pay_deposit
        ? `Pay the deposit of ${money(b.deposit_cents)}${due} to secure your trip.`
        : "The time to pay the deposit has passed.";
    }
    case "deposit_paid": {
      const due = b.balance_due_date ? ` is due by ${formatDate(b.balance_due_date)}` : " is still to pay";
      return host
        ? `Deposit received. The balance of ${money(b.balance_cents)}${due}; record it here if ${other} pays you in person.`
        : `Your trip is booked. The balance of ${money(b.balance_cents)}${due}.`;
    }
    case "confirmed":
      return b.balance_method === "in_person" ? "Paid in full (the balance in person)." : "Paid in full.";
    case "completed":
      return host || b.review
        ? "The trip is over."
        : `How was your trip with ${other}? Leave a review for other travelers.`;
    case "declined":
      return `Declined by ${host ? "you" : other}${quoted(b.decline_reason)} Nothing was charged.`;
    case "cancelled":
    case "refunded": {
      const by = b.cancelled_side === null ? null : b.cancelled_side === side ? "you" : host ? other : "the host";
      const refund = b.refunded_cents > 0 ? ` Refunded: ${money(b.refunded_cents)}.` : "";
      if (!by) return `Refunded: ${money(b.refunded_cents)}.`;
      return `Cancelled by ${by}${quoted(b.cancel_reason)}${refund}`;
    }
    case "expired":
      return b.deposit_due_at
        ? "Expired: the deposit was not paid in time. Nothing was charged."
        : "Expired: the request was not answered in time. Nothing was charged.";
  }
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase dark:text-stone-400">{term}</dt>
      <dd className="text-sm text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  );
}

/**
 * One booking as its traveler or host sees it: the listing, the other person, dates, party, where it stands, the
 * money in euros and in the currency it was booked in, the review, and what can be done now.
 */
export function BookingCard({
  booking: b,
  side,
  inDetail = false,
}: {
  booking: BookingSummary;
  side: Side;
  inDetail?: boolean;
}) {
  const id = useId();
  const other = side === "host" ? b.traveler : b.host;
  const money = (cents: number) => bookingMoney(cents, b);
  return (
    <article
      aria-labelledby={`${id}-title ${id}-who ${id}-dates`}
      className={
        inDetail
          ? "space-y-4"
          : "space-y-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5 sm:p-5 dark:bg-stone-900 dark:ring-white/10"
      }
    >
      <div className="flex gap-4">
        {b.listing.cover ? (
          <img
            {...photoProps(b.listing.cover, "144px")}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-24 shrink-0 rounded-xl bg-stone-100 object-cover sm:w-36 dark:bg-stone-800"
          />
        ) : (
          <div
            aria-hidden="true"
            className="aspect-[4/3] w-24 shrink-0 rounded-xl bg-stone-100 sm:w-36 dark:bg-stone-800"
          />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <StatusBadge status={b.status} side={side} />
          <h3
            id={`${id}-title`}
            className="font-display text-lg leading-snug font-semibold text-stone-900 dark:text-white"
          >
            {b.listing.path ? (
              <Link to={b.listing.path} className="hover:underline">
                {b.listing.title}
              </Link>
            ) : (
              b.listing.title
            )}
          </h3>
          <p id={`${id}-who`} className="text-sm text-stone-700 dark:text-stone-200">
            {side === "host" ? "Traveler" : "Host"}:{" "}
            {other.profile_slug ? (
              <Link
                to={side === "host" ? `/traveler/${other.profile_slug}` : `/host/${other.profile_slug}`}
                className="font-semibold hover:underline"
              >
                {other.name}
              </Link>
            ) : (
              <span className="font-semibold">{other.name}</span>
            )}
          </p>
          <p id={`${id}-dates`} className="text-sm text-stone-700 dark:text-stone-200">
            {formatDateRange(b.start_date, b.end_date)} · {peopleText(b.party_size)}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        <Fact term="Total">{money(b.total_cents)}</Fact>
        <Fact term={`Deposit (${b.deposit_percent}%)`}>{money(b.deposit_cents)}</Fact>
        <Fact term="Paid">{money(b.paid_cents)}</Fact>
      </dl>
      <p className="text-sm text-stone-700 dark:text-stone-200">{stateNote(b, side)}</p>
      {b.pickup_place && (
        <p className="text-sm text-stone-700 dark:text-stone-200">
          <span className="font-semibold">Pickup:</span> {b.pickup_place}
        </p>
      )}
      {b.note && (
        <p className="text-sm text-stone-700 dark:text-stone-200">
          <span className="font-semibold">{side === "host" ? "Note from the traveler:" : "Your note:"}</span> {b.note}
        </p>
      )}
      <ReviewBlock booking={b} side={side} />
      <BookingActions booking={b} side={side} inDetail={inDetail} />
    </article>
  );
}
