import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import type { AdminBookingResponse, AuditEntry } from "../../../../domain/api/admin-bookings";
import type { BookingDetail, BookingPerson, PaymentRow } from "../../../../domain/api/bookings";
import { POLICY_NAME, POLICY_TEXT } from "../../../../domain/bookings/cancellation";
import { BOOKING_STATUS_LABEL, decide } from "../../../../domain/bookings/machine";
import { formatDate, formatDateRange } from "../../../../domain/date-range";
import { pageTitle } from "../../../../domain/titles";
import type { BookingStatus, PaymentKind, PaymentStatus } from "../../../../domain/vocabulary";
import { EmptyState, isNotFound, LoadError } from "../../components/PageStates";
import { Stars } from "../../components/reviews/ReviewList";
import { Button } from "../../components/ui/Button";
import { type Column, Table } from "../../components/ui/Table";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { CancelDialog, RefundDialog, refundableCents } from "./AdminBookingDialogs";
import { Amount, BOOKINGS_KEY, bookingKey, euros, StatusBadge } from "./AdminBookingParts";
import { ListSkeleton } from "./AdminConversationParts";
import { messageTime } from "./AdminConversationThread";
import { Breadcrumbs } from "./kit/AdminPage";
import { Detail, Section } from "./kit/RecordParts";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200";

function Person({ side, person, email }: { side: "traveler" | "host"; person: BookingPerson; email: string | null }) {
  const page = person.profile_slug
    ? `/${side === "host" ? "host" : "traveler"}/${encodeURIComponent(person.profile_slug)}`
    : null;
  return (
    <div className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800">
      <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300">
        {side === "host" ? "Host" : "Traveler"}
      </h3>
      <p className="mt-1 font-semibold text-stone-900 dark:text-white">{person.name}</p>
      {email ? (
        <a href={`mailto:${email}`} className={`text-sm break-all ${LINK}`}>
          {email}
        </a>
      ) : (
        <p className="text-sm text-stone-600 dark:text-stone-300">No e-mail address</p>
      )}
      {page && (
        <p className="mt-2 text-sm">
          <Link to={page} className={LINK}>
            Public page<span className="sr-only"> of {person.name}</span>
          </Link>
        </p>
      )}
    </div>
  );
}

const KIND_LABEL: Record<PaymentKind, string> = { deposit: "Deposit", balance: "Balance", refund: "Refund" };
const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  open: "Checkout open",
  paid: "Paid",
  expired: "Expired",
  pending: "Pending",
  succeeded: "Refunded",
  failed: "Failed, retrying",
};

const PROVIDER_LABEL: Record<string, string> = { stripe: "Stripe", test: "Test mode" };

function paymentColumns(b: BookingDetail): Column<PaymentRow>[] {
  return [
    { id: "kind", header: "Payment", rowHeader: true, cell: (p) => KIND_LABEL[p.kind] },
    {
      id: "amount",
      header: "Amount",
      className: "whitespace-nowrap",
      cell: (p) => <Amount cents={p.amount_cents} booking={b} />,
    },
    { id: "status", header: "State", cell: (p) => PAYMENT_STATUS_LABEL[p.status] },
    { id: "provider", header: "Through", cell: (p) => PROVIDER_LABEL[p.provider] ?? p.provider },
    { id: "created", header: "Started", className: "whitespace-nowrap", cell: (p) => messageTime(p.created_at) },
    { id: "updated", header: "Last change", className: "whitespace-nowrap", cell: (p) => messageTime(p.updated_at) },
  ];
}

function Money({ b }: { b: BookingDetail }) {
  return (
    <Section id="money-heading" title="Payments">
      <dl className="space-y-2">
        <Detail label="Total">
          <Amount cents={b.total_cents} booking={b} />
        </Detail>
        <Detail label={`Deposit (${b.deposit_percent}%)`}>
          <Amount cents={b.deposit_cents} booking={b} />
        </Detail>
        <Detail label="Balance">
          <Amount cents={b.balance_cents} booking={b} />
          {b.balance_due_date && (
            <span className="text-stone-600 dark:text-stone-300"> · due {formatDate(b.balance_due_date)}</span>
          )}
          {b.balance_method === "in_person" && (
            <span className="text-stone-600 dark:text-stone-300"> · received in person</span>
          )}
        </Detail>
        <Detail label="Paid">
          <Amount cents={b.paid_cents} booking={b} />
        </Detail>
        <Detail label="Refunded">
          <Amount cents={b.refunded_cents} booking={b} />
        </Detail>
        {b.display_currency !== "EUR" && (
          <Detail label="Booked in">
            {b.display_currency} at {b.display_rate} per euro
          </Detail>
        )}
      </dl>
      <div className="mt-5">
        {b.payments.length === 0 ? (
          <EmptyState>No payment has been started.</EmptyState>
        ) : (
          <Table
            caption="Payments, deposits, balances and refunds"
            columns={paymentColumns(b)}
            rows={b.payments}
            rowKey={(p) => p.id}
          />
        )}
      </div>
    </Section>
  );
}

const AUDIT_LABEL: Record<string, string> = {
  "booking.request": "Booked",
  "booking.confirm": "Confirmed by the host",
  "booking.decline": "Declined by the host",
  "booking.expire": "Expired",
  "booking.pay_deposit": "Deposit paid",
  "booking.pay_balance": "Balance paid",
  "booking.balance_received": "Balance received in person",
  "booking.cancel": "Cancelled",
  "booking.complete": "Completed",
  "booking.refund": "Refunded",
  "booking.late_payment_refunded": "Late payment refunded",
};

const BY_LABEL: Record<string, string> = { traveler: "traveler", host: "host", admin: "admin" };

const text = (v: unknown) => (typeof v === "string" ? v : null);
const cents = (v: unknown) => (typeof v === "number" ? v : null);
const statusLabel = (v: unknown) => BOOKING_STATUS_LABEL[v as BookingStatus] ?? null;

/** Who did it: the person's name and part, "System" for the payment provider and the clocks. */
function actorText(a: AuditEntry): string {
  const by = text(a.details.by);
  if (!a.actor_id) return "System";
  const name = a.actor_name ?? "Deleted user";
  return by && BY_LABEL[by] ? `${name} (${BY_LABEL[by]})` : name;
}

/** The facts an entry's details carry, as sentences. */
function auditFacts(a: AuditEntry): string[] {
  const d = a.details;
  const facts: string[] = [];
  const from = statusLabel(d.from);
  const to = statusLabel(d.to);
  if (from && to) facts.push(`${from} → ${to}`);
  else if (statusLabel(d.status) && a.action === "booking.request") facts.push(`Started as ${statusLabel(d.status)}`);
  const side = text(d.side);
  if (side && d.by === "admin") facts.push(`On behalf of the ${side}`);
  const refund = cents(d.refund_cents);
  if (refund !== null) {
    const percent = cents(d.refund_percent);
    facts.push(`Refund: ${euros(refund)}${percent !== null && refund > 0 ? ` (${percent}%)` : ""}`);
  }
  const amount = cents(d.amount_cents);
  if (amount !== null) facts.push(`Amount: ${euros(amount)}`);
  const reason = text(d.reason);
  if (reason) facts.push(`Reason: ${reason}`);
  return facts;
}

function AuditTrail({ audit }: { audit: AuditEntry[] }) {
  return (
    <Section id="audit-heading" title="History">
      {audit.length === 0 ? (
        <EmptyState>Nothing has been recorded for this booking.</EmptyState>
      ) : (
        <ol aria-label="Audit trail" className="space-y-3 border-l-2 border-stone-200 pl-4 dark:border-stone-800">
          {audit.map((a) => (
            <li key={a.id}>
              <p className="font-semibold text-stone-900 dark:text-white">{AUDIT_LABEL[a.action] ?? a.action}</p>
              <p className="text-sm text-stone-600 dark:text-stone-300">
                {actorText(a)} · <time dateTime={a.created_at}>{messageTime(a.created_at)}</time>
              </p>
              {auditFacts(a).map((f) => (
                <p key={f} className="text-sm whitespace-pre-line text-stone-800 dark:text-stone-100">
                  {f}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function Trip({ b }: { b: BookingDetail }) {
  return (
    <Section id="trip-heading" title="Trip">
      <dl className="space-y-2">
        <Detail label="Listing">
          {b.listing.path ? (
            <Link to={b.listing.path} className={LINK}>
              {b.listing.title}
            </Link>
          ) : (
            `${b.listing.title} (no longer public)`
          )}
        </Detail>
        <Detail label="Dates">
          {formatDateRange(b.start_date, b.end_date)} · {b.days === 1 ? "1 day" : `${b.days} days`}
        </Detail>
        <Detail label="Travelers">{b.party_size}</Detail>
        {b.pickup_place && <Detail label="Pickup">{b.pickup_place}</Detail>}
        {b.note && (
          <Detail label="Note to the host">
            <span className="whitespace-pre-line">{b.note}</span>
          </Detail>
        )}
        <Detail label="Cancellation policy">
          {POLICY_NAME[b.cancellation_policy]}: {POLICY_TEXT[b.cancellation_policy]}
        </Detail>
        {b.status === "requested" && b.respond_by && (
          <Detail label="Host answers by">{messageTime(b.respond_by)}</Detail>
        )}
        {b.status === "awaiting_deposit" && b.deposit_due_at && (
          <Detail label="Deposit due by">{messageTime(b.deposit_due_at)}</Detail>
        )}
        {b.decline_reason && <Detail label="Declined because">{b.decline_reason}</Detail>}
        {b.cancel_reason && (
          <Detail label={b.cancelled_side ? `Cancelled for the ${b.cancelled_side}` : "Cancelled"}>
            {b.cancel_reason}
          </Detail>
        )}
        {b.conversation_id && (
          <Detail label="Conversation">
            <Link to={`/admin/conversations?c=${encodeURIComponent(b.conversation_id)}`} className={LINK}>
              Read the conversation
            </Link>
          </Detail>
        )}
        {b.review && (
          <Detail label="Review">
            <span className="flex flex-wrap items-center gap-2">
              <Stars rating={b.review.rating} />
              <Link to={`/admin/reviews?status=${b.review.status}`} className={LINK}>
                {b.review.status === "pending" ? "Waiting for verification" : `Review ${b.review.status}`}
              </Link>
            </span>
          </Detail>
        )}
      </dl>
    </Section>
  );
}

type Open = "refund" | "cancel" | null;

function BookingView({ data, back }: { data: AdminBookingResponse; back: string }) {
  const { booking: b, audit } = data;
  const { toast } = useToast();
  const [open, setOpen] = useState<Open>(null);
  usePageTitle(pageTitle(`Booking: ${b.listing.title}`));
  const left = refundableCents(b);
  const canRefund = decide(b.status, "refund", "admin").ok && left > 0;
  const done = (answer: AdminBookingResponse, message: string) => {
    queryClient.setQueryData(bookingKey(b.id), answer);
    void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    setOpen(null);
    toast(message, "success");
  };
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ label: "Bookings", to: back }, { label: b.listing.title }]} />
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
          {b.listing.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-300">
          <StatusBadge status={b.status} />
          <span>
            Booking <span className="font-mono break-all">{b.id}</span>
          </span>
          <span>Booked {messageTime(b.created_at)}</span>
        </p>
        {(b.can.cancel || canRefund) && (
          <div className="flex flex-wrap gap-3 pt-2">
            {canRefund && (
              <Button variant="danger-outline" size="md" onClick={() => setOpen("refund")}>
                Refund
              </Button>
            )}
            {b.can.cancel && (
              <Button variant="danger" size="md" onClick={() => setOpen("cancel")}>
                Cancel booking
              </Button>
            )}
          </div>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Trip b={b} />
        <Section id="people-heading" title="People">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <Person side="traveler" person={b.traveler} email={data.traveler_email} />
            <Person side="host" person={b.host} email={data.host_email} />
          </div>
        </Section>
      </div>
      <Money b={b} />
      <AuditTrail audit={audit} />
      {open === "refund" && (
        <RefundDialog
          booking={b}
          onClose={() => setOpen(null)}
          onDone={(answer, amount) => done(answer, `${euros(amount)} is on its way back to ${b.traveler.name}.`)}
        />
      )}
      {open === "cancel" && (
        <CancelDialog
          booking={b}
          onClose={() => setOpen(null)}
          onDone={(answer, side) =>
            done(answer, `The booking is cancelled on behalf of the ${side}. Both people have been told.`)
          }
        />
      )}
    </div>
  );
}

/** /admin/bookings/:id (admins only): one booking, its people, payments and history; refund or cancel it. */
export function Component() {
  const { id = "" } = useParams();
  const location = useLocation();
  const back = (location.state as { back?: unknown } | null)?.back;
  const backTo = typeof back === "string" && back.startsWith("/admin/bookings") ? back : "/admin/bookings";
  const one = useAppQuery({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) => call("GET /api/admin/bookings/:id", { params: { id }, signal }),
    staleTime: 0,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
  usePageTitle(one.isSuccess ? null : pageTitle("Booking"));
  if (one.isSuccess) return <BookingView data={one.data} back={backTo} />;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ label: "Bookings", to: backTo }, { label: "Booking" }]} />
      {isNotFound(one.error) ? (
        <>
          <h1 className="font-display text-3xl font-semibold text-stone-900 dark:text-white">No such booking</h1>
          <EmptyState>There is no booking with the id {id}. Search for it by a person or a listing instead.</EmptyState>
        </>
      ) : one.isError ? (
        <LoadError title="We couldn't load this booking." error={one.error} onRetry={() => one.refetch()} />
      ) : (
        <ListSkeleton label="Loading the booking…" count={3} height="h-40" />
      )}
    </div>
  );
}
