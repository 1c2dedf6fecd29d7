import { keepPreviousData } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { QuoteBody } from "../../../../domain/api/bookings";
import type { ListingDetail } from "../../../../domain/api/listings";
import { BOOKING_MESSAGES } from "../../../../domain/bookings/messages";
import { MESSAGES } from "../../../../domain/messages";
import { isTraveler } from "../../../../domain/people";
import { authPathReturningTo, INTENTS, withIntent } from "../../../../domain/return-path";
import { useAuth } from "../../auth/context";
import { PolicyText } from "../../components/booking/BookingTerms";
import { Field, HINT, Select, TextArea, TextInput } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { useFormDraft } from "../../components/form/useFormDraft";
import { Button } from "../../components/ui/Button";
import { ApiRequestError, call } from "../../lib/api";
import { useCurrency } from "../../lib/currency";
import { useStableNavigate } from "../../lib/navigate";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import {
  checkRequest,
  dropKeptDraft,
  emptyDraft,
  keepDraft,
  keptDraft,
  openDepartures,
  partySizes,
  quoteBodyOf,
  REQUEST_LABEL,
  type RequestDraft,
} from "./booking-request";
import { groupSizeLabel } from "./pricing";
import { QuoteSummary } from "./QuoteSummary";
import { availabilityKey, RequestDates, requestFieldId } from "./RequestDates";

/** Refusals that mean what the calendar or the departures showed is out of date. */
const STALE_AVAILABILITY = new Set(["dates_unavailable", "departure_full"]);

/** Why this signed-in person cannot send the request, before they try (the server says the same). */
function cannotBook(auth: ReturnType<typeof useAuth>): string | null {
  const profile = auth.profile;
  if (auth.status !== "signed-in" || !profile?.user_type) return null;
  return isTraveler({ user_type: profile.user_type, host_status: profile.host?.status ?? null })
    ? null
    : BOOKING_MESSAGES.travelersOnly;
}

/**
 * Request to book (issue 16 item 1), for every kind of listing: when (a start day, a range of days or a
 * departure), how many travelers, where to be picked up and a note to the host, with the live price and the
 * cancellation policy before anything is sent or paid. A guest is sent to sign in and comes back to the same form;
 * what the server refuses is said by the form, with everything chosen still there.
 */
export function RequestForm({ listing }: { listing: ListingDetail }) {
  const auth = useAuth();
  const { currency } = useCurrency();
  const navigate = useStableNavigate();
  const { pathname, search } = useLocation();
  const { toast } = useToast();
  const { draft, errors, update, report, attempt } = useFormDraft<RequestDraft>(
    () => keptDraft(listing) ?? emptyDraft(listing),
  );
  // Read in the initializer (which may run twice), dropped once the form stands.
  useEffect(() => dropKeptDraft(listing), [listing]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refusal = cannotBook(auth);
  const instant = listing.kind === "group_tour";

  const quoteBody = quoteBodyOf(listing, draft, currency.code);
  const quote = useAppQuery({
    queryKey: ["booking-quote", quoteBody],
    // Runs only when enabled, that is with a body.
    queryFn: ({ signal }) => call("POST /api/bookings/quote", { body: quoteBody as QuoteBody, signal }),
    enabled: quoteBody !== null,
    retry: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

  const departureOf = (id: string) =>
    listing.kind === "group_tour" ? (openDepartures(listing.departures).find((d) => d.id === id) ?? null) : null;
  const sizes = partySizes(listing, departureOf(draft.departure_id));

  const change = (patch: Partial<RequestDraft>) => {
    setFailure(null);
    // A departure with fewer seats left than the party chosen brings the party down to what it has.
    if (patch.departure_id !== undefined) {
      const fits = partySizes(listing, departureOf(patch.departure_id));
      if (!fits.includes(Number(draft.party_size))) patch.party_size = String(fits.at(-1) ?? 1);
    }
    update(patch);
  };

  // Each refused submit moves focus to the first field with a problem, whose message is read with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new attempt moves focus
  useEffect(() => {
    if (attempt === 0) return;
    const first = (["start_date", "departure_id", "party_size", "pickup_place", "note"] as const).find(
      (f) => errors[f],
    );
    if (first) document.getElementById(requestFieldId(first))?.focus();
  }, [attempt]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const { body, errors: problems } = checkRequest(listing, draft, currency.code);
    if (report(problems) || !body) return;
    if (auth.status !== "signed-in") {
      keepDraft(listing, draft);
      toast(MESSAGES.loginToContinue);
      navigate(authPathReturningTo(withIntent(`${pathname}${search}`, INTENTS.requestBooking)));
      return;
    }
    setBusy(true);
    try {
      const { booking } = await call("POST /api/bookings", { body });
      const id = encodeURIComponent(booking.id);
      // Group tours hold the seats at once and wait for the deposit; the others wait for the host's answer.
      navigate(
        booking.status === "awaiting_deposit" ? `/checkout-deposit?booking=${id}` : `/my-bookings?booking=${id}`,
      );
    } catch (err) {
      setFailure(errorText(err));
      if (err instanceof ApiRequestError && STALE_AVAILABILITY.has(err.code)) {
        void queryClient.invalidateQueries({ queryKey: availabilityKey(listing) });
        void queryClient.invalidateQueries({ queryKey: ["booking-quote"] });
        void queryClient.invalidateQueries({ queryKey: ["listing"] });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-6 lg:grid-cols-[24rem_minmax(0,1fr)] lg:gap-8">
      <div className="space-y-5">
        <RequestDates
          listing={listing}
          draft={draft}
          error={errors.start_date ?? errors.departure_id}
          update={change}
        />
        <Field id={requestFieldId("party_size")} label={REQUEST_LABEL.party_size} error={errors.party_size}>
          <Select
            name="party_size"
            value={draft.party_size}
            onChange={(e) => change({ party_size: e.target.value })}
            className="max-w-48"
          >
            {sizes.map((n) => (
              <option key={n} value={String(n)}>
                {groupSizeLabel(n)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={requestFieldId("pickup_place")}
          label={REQUEST_LABEL.pickup_place}
          hint="Your hotel or a meeting point."
          error={errors.pickup_place}
        >
          <TextInput
            name="pickup_place"
            autoComplete="off"
            value={draft.pickup_place}
            onChange={(e) => change({ pickup_place: e.target.value })}
          />
        </Field>
        <Field id={requestFieldId("note")} label={REQUEST_LABEL.note} error={errors.note}>
          <TextArea name="note" rows={3} value={draft.note} onChange={(e) => change({ note: e.target.value })} />
        </Field>
      </div>
      <div className="space-y-4 lg:sticky lg:top-0 lg:self-start">
        <QuoteSummary
          data={quoteBody ? quote.data : undefined}
          error={quoteBody ? quote.error : null}
          pending={quoteBody === null}
          updating={quote.isPlaceholderData && quote.isFetching}
          instant={instant}
        />
        <PolicyText policy={listing.cancellation_policy} />
        <FormError id="request-failure" message={failure} />
        {refusal ? (
          <p className="rounded-2xl bg-stone-100 p-4 text-sm font-medium text-stone-800 dark:bg-stone-800 dark:text-stone-100">
            {refusal}
          </p>
        ) : (
          <>
            <Button type="submit" block busy={busy} busyLabel="Sending…">
              {instant ? "Book and pay the deposit" : "Request to book"}
            </Button>
            <p className={HINT}>
              {instant
                ? "Your seats are held for 24 hours while you pay the deposit."
                : "Nothing is charged now. The host has 48 hours to confirm; then you pay the deposit."}
            </p>
          </>
        )}
      </div>
    </form>
  );
}
