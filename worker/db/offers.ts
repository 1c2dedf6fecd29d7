/** Queries on `booking_offers`: a host's custom offers in a conversation (issue 16 item 2). */
import { and, eq, gt, lte } from "drizzle-orm";
import type { OfferView } from "../../domain/api/offers";
import { offerOpen } from "../../domain/bookings/offers";
import { listingPath } from "../../domain/listing-slug";
import { kindOfTable, LISTING_ROUTE } from "../../domain/vocabulary";
import { auditStatement } from "./audit";
import { getDb, nowIso, statement } from "./client";
import { guardFailure, guardHit } from "./guards";
import { booking_offers } from "./schema";

export type OfferRow = typeof booking_offers.$inferSelect;

export async function offerRow(d1: D1Database, id: string): Promise<OfferRow | null> {
  const [row] = await getDb(d1).select().from(booking_offers).where(eq(booking_offers.id, id)).limit(1);
  return row ?? null;
}

/** A new offer, with its audit row. */
export async function insertOffer(d1: D1Database, offer: typeof booking_offers.$inferInsert & { id: string }) {
  await d1.batch([
    statement(d1, getDb(d1).insert(booking_offers).values(offer)),
    auditStatement(d1, {
      actorId: offer.host_id,
      action: "offer.create",
      entityType: "booking_offer",
      entityId: offer.id,
      details: { conversation_id: offer.conversation_id, total_cents: offer.total_cents },
    }),
  ]);
}

/**
 * The offer is accepted into booking `bookingId`: statements for the booking's batch, which fails when the offer
 * was no longer open (accepted twice at once, withdrawn, or expired meanwhile).
 */
export function offerAcceptedStatements(d1: D1Database, offerId: string, bookingId: string, now: string) {
  return [
    statement(
      d1,
      getDb(d1)
        .update(booking_offers)
        .set({ status: "accepted", booking_id: bookingId, updated_at: now })
        .where(
          and(eq(booking_offers.id, offerId), eq(booking_offers.status, "open"), gt(booking_offers.expires_at, now)),
        ),
    ),
    d1
      .prepare(
        `SELECT ${guardFailure("offer_closed", "o.status")} FROM booking_offers o WHERE o.id = ?1 AND o.booking_id IS NOT ?2`,
      )
      .bind(offerId, bookingId),
  ];
}

/**
 * The host withdraws or the traveler declines an open offer, with its audit row; false (and nothing written) when it
 * was not open any more.
 */
export async function closeOffer(
  d1: D1Database,
  offer: OfferRow,
  status: "withdrawn" | "declined",
  actorId: string,
): Promise<boolean> {
  const now = nowIso();
  try {
    await d1.batch([
      statement(
        d1,
        getDb(d1)
          .update(booking_offers)
          .set({ status, updated_at: now })
          .where(
            and(eq(booking_offers.id, offer.id), eq(booking_offers.status, "open"), gt(booking_offers.expires_at, now)),
          ),
      ),
      // Fails the batch (the audit row too) when the update above found no open offer.
      d1
        .prepare(
          `SELECT ${guardFailure("offer_closed", "o.status")} FROM booking_offers o WHERE o.id = ?1 AND changes() = 0`,
        )
        .bind(offer.id),
      auditStatement(d1, {
        actorId,
        action: `offer.${status === "withdrawn" ? "withdraw" : "decline"}`,
        entityType: "booking_offer",
        entityId: offer.id,
      }),
    ]);
    return true;
  } catch (err) {
    if (guardHit(err)?.reason === "offer_closed") return false;
    throw err;
  }
}

/** Open offers past their expiry become expired (the cron); returns how many. */
export async function expireOffers(d1: D1Database, now: string): Promise<number> {
  const rows = await getDb(d1)
    .update(booking_offers)
    .set({ status: "expired", updated_at: now })
    .where(and(eq(booking_offers.status, "open"), lte(booking_offers.expires_at, now)))
    .returning({ id: booking_offers.id });
  return rows.length;
}

/** The offer as its card shows it to `me`. */
export function offerView(
  o: OfferRow,
  me: string,
  listing: { slug: string | null; published: boolean },
  now: Date,
): OfferView {
  const kind = kindOfTable(o.listing_type) ?? "tour";
  const open = offerOpen(o, now);
  return {
    id: o.id,
    conversation_id: o.conversation_id,
    status: o.status === "open" && !open ? "expired" : o.status,
    listing: {
      kind,
      type: LISTING_ROUTE[kind],
      id: o.listing_id,
      title: o.listing_title,
      path: listing.published
        ? listingPath(kind, { id: o.listing_id, slug: listing.slug, title: o.listing_title })
        : null,
    },
    start_date: o.start_date,
    end_date: o.end_date,
    party_size: o.party_size,
    total_cents: o.total_cents,
    deposit_cents: o.deposit_cents,
    note: o.note,
    expires_at: o.expires_at,
    booking_id: o.booking_id,
    host_id: o.host_id,
    traveler_id: o.traveler_id,
    created_at: o.created_at,
    can: {
      accept: open && me === o.traveler_id,
      decline: open && me === o.traveler_id,
      withdraw: open && me === o.host_id,
    },
  };
}
