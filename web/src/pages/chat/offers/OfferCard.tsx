import { useState } from "react";
import { Link } from "react-router";
import type { OfferView } from "../../../../../domain/api/offers";
import { bookingLink, checkoutLink } from "../../../../../domain/bookings/notices";
import { findCurrency, formatPrice } from "../../../../../domain/currency";
import { formatDateRange } from "../../../../../domain/date-range";
import type { OfferStatus } from "../../../../../domain/vocabulary";
import { errorText } from "../../../components/form/FormError";
import { isNotFound, retryUnlessNotFound } from "../../../components/PageStates";
import { Button, buttonClass } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { call } from "../../../lib/api";
import { useCurrency } from "../../../lib/currency";
import { useStableNavigate } from "../../../lib/navigate";
import { queryClient, useAppQuery } from "../../../lib/query";
import { dateTime } from "../chat-format";
import { OFFER_KEY, OfferCardSkeleton } from "./OfferMessage";

export const offerKey = (id: string) => [...OFFER_KEY, id] as const;

const STATUS: Record<OfferStatus, { label: string; look: string }> = {
  open: { label: "Open", look: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100" },
  accepted: { label: "Accepted", look: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100" },
  declined: { label: "Declined", look: "bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100" },
  withdrawn: { label: "Withdrawn", look: "bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100" },
  expired: { label: "Expired", look: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" },
};

const EURO = findCurrency("EUR");

/** An amount in the currency the viewer chose, with the euros the offer is made in (what is charged). */
function Money({ cents }: { cents: number }) {
  const { currency, format } = useCurrency();
  const euros = formatPrice(cents, EURO);
  if (currency.code === EURO.code) return <>{euros}</>;
  return (
    <>
      {format(cents)} <span className="font-normal text-stone-600 dark:text-stone-300">({euros})</span>
    </>
  );
}

/** Where the offer stands, in words for the one looking at it. */
function standing(offer: OfferView, side: "traveler" | "host"): string {
  switch (offer.status) {
    case "open":
      return `Valid until ${dateTime(offer.expires_at)}`;
    case "expired":
      return `This offer expired on ${dateTime(offer.expires_at)}.`;
    case "accepted":
      return side === "traveler" ? "You accepted this offer." : "The traveler accepted this offer.";
    case "declined":
      return side === "traveler" ? "You declined this offer." : "The traveler declined this offer.";
    case "withdrawn":
      return side === "host" ? "You withdrew this offer." : "The host withdrew this offer.";
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Details({ offer, me }: { offer: OfferView; me: string }) {
  const navigate = useStableNavigate();
  const { currency } = useCurrency();
  const [busy, setBusy] = useState<"accept" | "decline" | "withdraw" | null>(null);
  const [confirm, setConfirm] = useState<"decline" | "withdraw" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const side = me === offer.host_id ? "host" : "traveler";
  const status = STATUS[offer.status];
  const listing = offer.listing;

  const act = async (action: "accept" | "decline" | "withdraw") => {
    setBusy(action);
    setProblem(null);
    try {
      if (action === "accept") {
        const res = await call("POST /api/offers/:id/accept", {
          params: { id: offer.id },
          body: { currency: currency.code },
        });
        void queryClient.invalidateQueries({ queryKey: offerKey(offer.id) });
        navigate(checkoutLink(res.booking.id));
        return;
      }
      const res =
        action === "decline"
          ? await call("POST /api/offers/:id/decline", { params: { id: offer.id } })
          : await call("POST /api/offers/:id/withdraw", { params: { id: offer.id } });
      queryClient.setQueryData(offerKey(offer.id), res);
    } catch (err) {
      setProblem(errorText(err));
      // It may have changed meanwhile (accepted, withdrawn, expired): show where it stands now.
      void queryClient.invalidateQueries({ queryKey: offerKey(offer.id) });
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  };

  return (
    <article
      aria-label={`Custom offer: ${listing.title}`}
      data-testid="offer-card"
      className="w-full space-y-3 rounded-2xl bg-white p-4 text-stone-900 shadow-sm ring-1 ring-brand-700/30 dark:bg-stone-900 dark:text-white dark:ring-brand-200/30"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400">Custom offer</p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.look}`}>{status.label}</span>
      </div>
      <p className="font-display text-lg leading-snug font-semibold">
        {listing.path ? (
          <Link to={listing.path} className="text-brand-700 underline underline-offset-2 dark:text-brand-200">
            {listing.title}
          </Link>
        ) : (
          listing.title
        )}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600 dark:text-stone-300">Dates</dt>
        <dd>{formatDateRange(offer.start_date, offer.end_date)}</dd>
        <dt className="text-stone-600 dark:text-stone-300">People</dt>
        <dd>{plural(offer.party_size, "person", "people")}</dd>
        <dt className="text-stone-600 dark:text-stone-300">Total</dt>
        <dd className="font-semibold">
          <Money cents={offer.total_cents} />
        </dd>
        <dt className="text-stone-600 dark:text-stone-300">Deposit</dt>
        <dd>
          <span className="font-semibold">
            <Money cents={offer.deposit_cents} />
          </span>{" "}
          to book, the rest before the trip
        </dd>
      </dl>
      {offer.note && (
        <figure className="rounded-xl bg-sand-50 px-3 py-2 text-sm dark:bg-stone-800">
          <figcaption className="text-xs font-semibold text-stone-600 dark:text-stone-300">
            {side === "host" ? "Your note" : "Note from your host"}
          </figcaption>
          <blockquote className="mt-0.5 break-words whitespace-pre-wrap">{offer.note}</blockquote>
        </figure>
      )}
      <p className="text-sm text-stone-700 dark:text-stone-200" data-testid="offer-standing">
        {standing(offer, side)}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {(offer.can.accept || offer.can.decline || offer.can.withdraw) && (
        <div className="flex flex-wrap gap-2">
          {offer.can.accept && (
            <Button size="sm" busy={busy === "accept"} busyLabel="Accepting…" onClick={() => void act("accept")}>
              Accept offer
            </Button>
          )}
          {offer.can.decline && (
            <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => setConfirm("decline")}>
              Decline
            </Button>
          )}
          {offer.can.withdraw && (
            <Button size="sm" variant="danger-outline" onClick={() => setConfirm("withdraw")}>
              Withdraw offer
            </Button>
          )}
        </div>
      )}
      {offer.status === "accepted" && offer.booking_id && (
        <Link to={bookingLink(offer.booking_id)} className={buttonClass({ variant: "secondary", size: "sm" })}>
          See the booking
        </Link>
      )}
      <ConfirmDialog
        open={confirm === "decline"}
        title="Decline this offer?"
        confirmLabel="Decline offer"
        danger
        busy={busy === "decline"}
        onConfirm={() => void act("decline")}
        onCancel={() => setConfirm(null)}
      >
        Your host will see that you declined it. You can keep talking here and ask for another offer.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "withdraw"}
        title="Withdraw this offer?"
        confirmLabel="Withdraw offer"
        danger
        busy={busy === "withdraw"}
        onConfirm={() => void act("withdraw")}
        onCancel={() => setConfirm(null)}
      >
        The traveler will no longer be able to accept it. You can send a new offer at any time.
      </ConfirmDialog>
    </article>
  );
}

/**
 * A host's custom offer as its card in the thread (issue 16 item 2), read from the server each time it is shown
 * (its status moves on elsewhere): the listing, dates, people, total and deposit in the viewer's currency with the
 * euros, the host's note, until when it is valid, and what the viewer may do: accept (then pay the deposit) or
 * decline it as the traveler, withdraw it as the host.
 */
export function OfferCard({ offerId, me }: { offerId: string; me: string }) {
  const query = useAppQuery({
    queryKey: offerKey(offerId),
    queryFn: ({ signal }) => call("GET /api/offers/:id", { params: { id: offerId }, signal }),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });
  if (query.isPending) return <OfferCardSkeleton />;
  if (query.isError)
    return (
      <div role="alert" className="w-full rounded-2xl bg-white p-4 text-sm ring-1 ring-stone-900/10 dark:bg-stone-900">
        {isNotFound(query.error) ? (
          <p>This offer is no longer available.</p>
        ) : (
          <>
            <p>This offer could not be loaded.</p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="mt-1 font-semibold text-brand-700 underline dark:text-brand-200"
            >
              Try again
            </button>
          </>
        )}
      </div>
    );
  return <Details offer={query.data.offer} me={me} />;
}
