import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { ConversationSummary } from "../../../../../domain/api/conversations";
import type { TripRequest } from "../../../../../domain/api/travelers";
import { OFFER_LIMITS } from "../../../../../domain/bookings/offers";
import { addDays } from "../../../../../domain/bookings/pricing";
import { formatDate, formatDateRange } from "../../../../../domain/date-range";
import { eurosToCents } from "../../../../../domain/euro-input";
import { LISTING_KIND_NAME, type OwnListing, type OwnListingRow } from "../../../../../domain/listing-form";
import { KIND_OF_ROUTE, LISTING_ROUTE } from "../../../../../domain/vocabulary";
import { ErrorSummary } from "../../../components/form/ErrorSummary";
import {
  Field,
  type FormErrors,
  INPUT,
  NumberInput,
  Select,
  TextArea,
  TextInput,
} from "../../../components/form/Field";
import { errorText, FormError } from "../../../components/form/FormError";
import { useFormDraft } from "../../../components/form/useFormDraft";
import { LoadError } from "../../../components/PageStates";
import { Button, buttonClass } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { ApiRequestError, call } from "../../../lib/api";
import { useAppQuery } from "../../../lib/query";
import { useToast } from "../../../lib/toast";
import { otherName } from "../ConversationList";
import {
  FIELD_LABEL,
  initialDraft,
  listingKey,
  type OfferDraft,
  type OfferField,
  offerFromDraft,
  openDepartures,
  parseListingKey,
  serverFieldError,
  utcToday,
  type ValidUnit,
  withPrices,
} from "./offer-form";

const MY_LISTINGS_KEY = ["me", "listings"] as const;
/** One offer form is open at a time: its fields have fixed ids (the error summary links to them). */
const fieldId = (field: string) => `offer-${field.replaceAll("_", "-")}`;

/** A message under its field reads after the label ("must be…"); a whole sentence from the date rules stands alone. */
const summaryText = (field: string, message: string) =>
  /^[A-Z]/.test(message) ? message : `${FIELD_LABEL[field as OfferField] ?? field} ${message}`;

function Loading({ onClose }: { onClose: () => void }) {
  return (
    <div className="mt-6 space-y-4">
      <div aria-hidden="true" data-testid="offer-form-skeleton" className="space-y-3">
        <span className="block h-4 w-24 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
        <span className="block h-10 animate-pulse rounded-xl bg-stone-200 dark:bg-stone-800" />
        <span className="block h-10 w-2/3 animate-pulse rounded-xl bg-stone-200 dark:bg-stone-800" />
      </div>
      <p role="status" className="sr-only">
        Loading your listings…
      </p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** The dates of the chosen listing: a departure (group tours), a first day (tours), or a range (cars, drivers). */
function DateFields({
  id,
  listing,
  draft,
  errors,
  today,
  change,
}: {
  id: (field: string) => string;
  listing: OwnListing;
  draft: OfferDraft;
  errors: FormErrors;
  today: string;
  change: (patch: Partial<OfferDraft>) => void;
}) {
  const tomorrow = addDays(today, 1);
  if (listing.kind === "group_tour") {
    const departures = openDepartures(listing, today);
    if (departures.length === 0)
      return (
        <p id={id("departure_id")} className="rounded-xl bg-sand-100 px-4 py-3 text-sm dark:bg-stone-800">
          This group tour has no upcoming departure with free seats. Add one in{" "}
          <Link
            to={`/manage-listings/${LISTING_ROUTE.group_tour}/${listing.id}`}
            className="font-semibold text-brand-700 underline dark:text-brand-200"
          >
            the listing's editor
          </Link>
          .
        </p>
      );
    return (
      <Field id={id("departure_id")} label="Departure" error={errors.departure_id}>
        <Select value={draft.departure_id} onChange={(e) => change({ departure_id: e.target.value })}>
          <option value="">Choose a departure</option>
          {departures.map((d) => (
            <option key={d.id} value={d.id}>
              {formatDateRange(d.start_date, d.end_date)} · {d.seats_total - d.seats_booked} seats left
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  if (listing.kind === "tour") {
    const days = Math.max(1, listing.number_of_days);
    const ends = draft.start_date ? formatDate(addDays(draft.start_date, days - 1)) : null;
    return (
      <Field
        id={id("start_date")}
        label="Start date"
        error={errors.start_date}
        hint={`The tour lasts ${days === 1 ? "1 day" : `${days} days`}${ends ? `: it ends on ${ends}` : ""}.`}
      >
        <TextInput
          type="date"
          min={tomorrow}
          value={draft.start_date}
          onChange={(e) => change({ start_date: e.target.value })}
          className="max-w-48"
        />
      </Field>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id("start_date")} label="First day" error={errors.start_date}>
        <TextInput
          type="date"
          min={tomorrow}
          value={draft.start_date}
          onChange={(e) => change({ start_date: e.target.value })}
        />
      </Field>
      <Field id={id("end_date")} label="Last day" error={errors.end_date}>
        <TextInput
          type="date"
          min={draft.start_date || tomorrow}
          value={draft.end_date}
          onChange={(e) => change({ end_date: e.target.value })}
        />
      </Field>
    </div>
  );
}

function tripText(trip: TripRequest | null, name: string): string | null {
  if (!trip) return null;
  const dates = trip.start_date ? `${formatDateRange(trip.start_date, trip.end_date)}, ` : "";
  return `${name}'s trip request: ${dates}${trip.group_size === 1 ? "1 traveler" : `${trip.group_size} travelers`}.`;
}

/** The form itself, once the host's listings (and the traveler's trip request, when shared) have loaded. */
function OfferForm({
  summary,
  listings,
  trip,
  onClose,
}: {
  summary: ConversationSummary;
  listings: OwnListingRow[];
  trip: TripRequest | null;
  onClose: () => void;
}) {
  const id = fieldId;
  const name = otherName(summary);
  const { toast } = useToast();
  const today = useMemo(() => utcToday(), []);
  const first = useRef<HTMLSelectElement>(null);
  const touched = useRef({ total: false, deposit: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The listing the conversation started from, when it is one of the host's; else their only one.
  const fromConversation = summary.listing
    ? listings.find((l) => l.id === summary.listing?.id && l.kind === KIND_OF_ROUTE[summary.listing.type])
    : undefined;
  const preselected = fromConversation ?? (listings.length === 1 ? listings[0] : undefined);
  const { draft, setDraft, errors, update, report, attempt } = useFormDraft<OfferDraft>(() =>
    initialDraft(trip, preselected ? listingKey(preselected.kind, preselected.id) : "", today),
  );

  const chosen = parseListingKey(draft.listing);
  const detail = useAppQuery({
    queryKey: ["me", "listing", chosen?.kind ?? "", chosen?.id ?? ""],
    queryFn: ({ signal }) =>
      call("GET /api/me/listings/:type/:id", {
        params: { type: LISTING_ROUTE[chosen?.kind ?? "tour"], id: chosen?.id ?? "" },
        signal,
      }),
    enabled: chosen !== null,
  });
  const listing = chosen && detail.data?.id === chosen.id ? detail.data : null;

  useEffect(() => {
    first.current?.focus();
  }, []);
  // The money follows the listing once its prices are here.
  useEffect(() => {
    if (listing) setDraft((d) => withPrices(listing, d, touched.current, today));
  }, [listing, setDraft, today]);

  const change = (patch: Partial<OfferDraft>) => {
    if ("total" in patch) touched.current.total = true;
    if ("deposit" in patch) touched.current.deposit = true;
    update(patch);
    setDraft((d) => withPrices(listing, { ...d, ...patch }, touched.current, today));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const made = offerFromDraft(listing, draft, today);
    if (made.errors) {
      report(made.errors);
      return;
    }
    setBusy(true);
    try {
      await call("POST /api/conversations/:id/offers", { params: { id: summary.id }, body: made.body });
      // "Lucas M." already ends the sentence.
      toast(`Offer sent to ${name}${name.endsWith(".") ? "" : "."}`, "success");
      onClose();
    } catch (err) {
      const byField = err instanceof ApiRequestError && err.status === 400 ? serverFieldError(err.message) : null;
      if (byField) report(byField);
      else setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const total = eurosToCents(draft.total);
  const deposit = eurosToCents(draft.deposit);
  const share =
    total && deposit && !Number.isNaN(total) && !Number.isNaN(deposit) ? Math.round((deposit / total) * 100) : null;
  const fromTrip = tripText(trip, summary.counterparty.name);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <ErrorSummary
        errors={Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, m && summaryText(f, m)]))}
        fieldId={id}
        attempt={attempt}
        focus="first-field"
      />
      {fromTrip && (
        <p className="rounded-xl bg-sand-100 px-4 py-2 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-200">
          {fromTrip}
        </p>
      )}
      <Field id={id("listing")} label="Listing" error={errors.listing}>
        <Select
          ref={first}
          value={draft.listing}
          onChange={(e) => change({ listing: e.target.value, departure_id: "" })}
        >
          <option value="">Choose one of your listings</option>
          {listings.map((l) => (
            <option key={l.id} value={listingKey(l.kind, l.id)}>
              {l.title} ({LISTING_KIND_NAME[l.kind]})
            </option>
          ))}
        </Select>
      </Field>

      {chosen && detail.isError && (
        <LoadError variant="compact" title="This listing could not be loaded" onRetry={() => detail.refetch()} />
      )}
      {chosen && !listing && !detail.isError && (
        <span
          aria-hidden="true"
          data-testid="offer-listing-skeleton"
          className="block h-24 animate-pulse rounded-xl bg-stone-200 dark:bg-stone-800"
        />
      )}
      {listing && (
        <>
          <DateFields id={id} listing={listing} draft={draft} errors={errors} today={today} change={change} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id("party_size")} label="People" error={errors.party_size}>
              <NumberInput value={draft.party_size} onChange={(e) => change({ party_size: e.target.value })} />
            </Field>
            <Field
              id={id("valid_for")}
              label="Valid for"
              error={errors.valid_for}
              hint={`Up to ${OFFER_LIMITS.maxHours / 24} days.`}
            >
              <div className="flex gap-2">
                <TextInput
                  inputMode="numeric"
                  value={draft.valid_for}
                  onChange={(e) => change({ valid_for: e.target.value })}
                  className="max-w-24"
                />
                {/* Its own control, not the field's: the field's message belongs to the number. */}
                <select
                  id={id("valid_unit")}
                  aria-label="Hours or days"
                  value={draft.valid_unit}
                  onChange={(e) => change({ valid_unit: e.target.value as ValidUnit })}
                  className={`${INPUT} max-w-32`}
                >
                  <option value="hours">hours</option>
                  <option value="days">days</option>
                </select>
              </div>
            </Field>
            <Field id={id("total")} label="Total price" error={errors.total} hint="In euros, for the whole party.">
              <NumberInput decimal prefix="€" value={draft.total} onChange={(e) => change({ total: e.target.value })} />
            </Field>
            <Field
              id={id("deposit")}
              label="Deposit"
              error={errors.deposit}
              hint={`${share === null ? "" : `${share}% of the total. `}Between ${OFFER_LIMITS.minDepositPercent}% and ${OFFER_LIMITS.maxDepositPercent}%; your listing asks ${listing.deposit_percent}%.`}
            >
              <NumberInput
                decimal
                prefix="€"
                value={draft.deposit}
                onChange={(e) => change({ deposit: e.target.value })}
              />
            </Field>
          </div>
          <Field id={id("note")} label={`Note to ${name} (optional)`} error={errors.note}>
            <TextArea
              rows={3}
              maxLength={OFFER_LIMITS.noteMax}
              value={draft.note}
              onChange={(e) => change({ note: e.target.value })}
              placeholder="What the price includes, where you meet…"
            />
          </Field>
        </>
      )}
      <FormError message={failure} />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Sending…" disabled={chosen !== null && !listing}>
          Send offer
        </Button>
      </div>
    </form>
  );
}

/** What the dialog shows: the form, or why there is nothing to offer yet. */
function OfferDialogBody({ summary, onClose }: { summary: ConversationSummary; onClose: () => void }) {
  const listings = useAppQuery({
    queryKey: MY_LISTINGS_KEY,
    queryFn: ({ signal }) => call("GET /api/me/listings", { signal }),
  });
  const traveler = summary.counterparty.user_id;
  const profile = useAppQuery({
    queryKey: ["traveler", traveler],
    queryFn: ({ signal }) => call("GET /api/travelers/:idOrSlug", { params: { idOrSlug: traveler }, signal }),
    retry: false,
  });
  if (listings.isError)
    return (
      <div className="mt-4">
        <LoadError variant="compact" title="Your listings could not be loaded" onRetry={() => listings.refetch()} />
      </div>
    );
  // A traveler without a public profile has no trip request to start from: the form opens empty.
  if (listings.isPending || profile.isPending) return <Loading onClose={onClose} />;
  const published = listings.data.items.filter((l) => l.status === "published");
  if (published.length === 0)
    return (
      <div className="mt-4 space-y-4">
        <p className="text-stone-700 dark:text-stone-200">
          An offer is made on one of your published listings, and you have none yet.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Link to="/manage-listings" className={buttonClass()}>
            Manage listings
          </Link>
        </div>
      </div>
    );
  return (
    <OfferForm summary={summary} listings={published} trip={profile.data?.traveler.trip ?? null} onClose={onClose} />
  );
}

/**
 * "Send an offer" (issue 16 item 2): the host of a direct conversation prices a trip on one of their published
 * listings for this traveler. The form starts from the traveler's trip request when they shared one, the total
 * from the listing's prices and the deposit from its percentage; it is checked with the server's own schema. The
 * card then reaches the thread through the room, like any message.
 */
export function OfferDialog({
  open,
  onClose,
  summary,
}: {
  open: boolean;
  onClose: () => void;
  summary: ConversationSummary;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Send an offer to ${otherName(summary)}`}
      description="It appears in your conversation as a card they can accept and pay the deposit for."
      size="md"
    >
      {open && <OfferDialogBody summary={summary} onClose={onClose} />}
    </Dialog>
  );
}
