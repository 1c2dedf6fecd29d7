/**
 * Custom offers in chat (issue 16 item 2): a host sends a priced offer in a conversation, it shows as a card in the
 * thread, and the traveler accepts it into a booking that awaits the deposit (the host agreed by sending it).
 */
import { z } from "zod";
import { OFFER_LIMITS } from "../bookings/offers";
import type { ListingKind, ListingRoute, OfferStatus } from "../vocabulary";
import type { BookingResponse } from "./bookings";
import { currencyCode, listingRef } from "./bookings";
import { get, post, reply } from "./endpoint";
import { isoDate, plainText } from "./fields";

const id = plainText().trim().min(1, "is required").max(64, "must be an id");
const cents = (what: string) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? "is required" : `must be ${what}`) })
    .int(`must be ${what}`)
    .min(OFFER_LIMITS.minTotalCents, `must be at least €${OFFER_LIMITS.minTotalCents / 100}`)
    .max(OFFER_LIMITS.maxTotalCents, `can be at most €${OFFER_LIMITS.maxTotalCents / 100}`);

/** POST /api/conversations/:id/offers. Dates: a range (first and last day), or a group tour's departure. */
export const offerBody = z
  .strictObject({
    listing: listingRef,
    start_date: isoDate.nullable().optional(),
    end_date: isoDate.nullable().optional(),
    departure_id: id.nullable().optional(),
    party_size: z
      .number({ error: (iss) => (iss.input === undefined ? "is required" : "must be a number") })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(OFFER_LIMITS.maxParty, `can be at most ${OFFER_LIMITS.maxParty}`),
    total_cents: cents("a whole number of cents"),
    deposit_cents: z
      .number({ error: (iss) => (iss.input === undefined ? "is required" : "must be a number of cents") })
      .int("must be a whole number of cents")
      .min(1, "must be at least 1 cent"),
    /** How long the traveler has to accept. */
    expires_in_hours: z
      .number({ error: "must be a number of hours" })
      .int("must be a whole number of hours")
      .min(OFFER_LIMITS.minHours, `must be at least ${OFFER_LIMITS.minHours} hour`)
      .max(OFFER_LIMITS.maxHours, `can be at most ${OFFER_LIMITS.maxHours} hours`)
      .default(OFFER_LIMITS.defaultHours),
    note: plainText()
      .trim()
      .max(OFFER_LIMITS.noteMax, `can be at most ${OFFER_LIMITS.noteMax} characters`)
      .nullable()
      .optional(),
  })
  .superRefine((o, ctx) => {
    const min = Math.ceil((o.total_cents * OFFER_LIMITS.minDepositPercent) / 100);
    const max = Math.floor((o.total_cents * OFFER_LIMITS.maxDepositPercent) / 100);
    if (o.deposit_cents < min || o.deposit_cents > max)
      ctx.addIssue({
        code: "custom",
        path: ["deposit_cents"],
        message: `must be between ${OFFER_LIMITS.minDepositPercent}% and ${OFFER_LIMITS.maxDepositPercent}% of the total`,
      });
    if (o.start_date && o.end_date && o.end_date < o.start_date)
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "must not be before start_date" });
  });
export type OfferBody = z.input<typeof offerBody>;

export const acceptOfferBody = z.strictObject({ currency: currencyCode });

export interface OfferView {
  id: string;
  conversation_id: string;
  status: OfferStatus;
  listing: { kind: ListingKind; type: ListingRoute; id: string; title: string; path: string | null };
  start_date: string;
  end_date: string;
  party_size: number;
  total_cents: number;
  deposit_cents: number;
  note: string | null;
  expires_at: string;
  /** The booking the traveler made of it, once accepted (its traveler, host and admins may open it). */
  booking_id: string | null;
  host_id: string;
  traveler_id: string;
  created_at: string;
  /** What the caller may do: accept or decline (the traveler), withdraw (the host). */
  can: { accept: boolean; decline: boolean; withdraw: boolean };
}

export interface OfferResponse {
  offer: OfferView;
}

const offerParams = z.object({ id });

export const offersApi = {
  /** The conversation's host only; the card appears in the thread for both. */
  create: post("/api/conversations/:id/offers", {
    access: "signed-in",
    params: z.object({ id }),
    body: offerBody,
    response: reply<OfferResponse>(),
  }),
  /** The conversation's two people and admins. */
  one: get("/api/offers/:id", { access: "signed-in", params: offerParams, response: reply<OfferResponse>() }),
  /** The traveler: a booking awaiting the deposit (201), with the currency they see prices in. */
  accept: post("/api/offers/:id/accept", {
    access: "signed-in",
    params: offerParams,
    body: acceptOfferBody,
    response: reply<BookingResponse>(),
  }),
  decline: post("/api/offers/:id/decline", {
    access: "signed-in",
    params: offerParams,
    response: reply<OfferResponse>(),
  }),
  withdraw: post("/api/offers/:id/withdraw", {
    access: "signed-in",
    params: offerParams,
    response: reply<OfferResponse>(),
  }),
};
