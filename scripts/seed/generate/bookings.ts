import type { BookingStatus, ListingTable } from "../../../domain/vocabulary";
import { DAY, day, iso, type Seeding } from "./context";
import type { HostInfo } from "./hosts";
import type { TravelerInfo } from "./travelers";

type Bookable = {
  table: ListingTable;
  id: string;
  title: string;
  host: HostInfo;
  unit: number;
  perPerson: boolean;
  days: number;
};

export interface CompletedBooking {
  id: string;
  listing: Bookable;
  traveler: string;
  end: number;
}

/** Bookings in every status on published listings, with their deposits; returns the completed ones to review. */
export function addBookings(
  s: Seeding,
  cast: { hosts: HostInfo[]; demoHost: HostInfo; demoTraveler: string; travelers: TravelerInfo[] },
  wanted: number,
): CompletedBooking[] {
  const { rng, now, data } = s;
  const { hosts: hostInfos, demoHost, demoTraveler, travelers } = cast;
  const hostById = new Map(hostInfos.map((h) => [h.id, h]));
  const bookable: Bookable[] = [
    ...data.tours.map((l) => ({
      table: "tours" as const,
      id: l.id,
      title: l.title,
      host_id: l.host_id,
      status: l.status,
      unit: l.price_2_persons ?? 0,
      perPerson: true,
      days: 1,
    })),
    ...data.group_tours.map((l) => ({
      table: "group_tours" as const,
      id: l.id,
      title: l.title,
      host_id: l.host_id,
      status: l.status,
      unit: l.price_per_person,
      perPerson: true,
      days: 1,
    })),
    ...data.rental_cars.map((l) => ({
      table: "rental_cars" as const,
      id: l.id,
      title: l.title,
      host_id: l.host_id,
      status: l.status,
      unit: l.price_per_day,
      perPerson: false,
      days: 3,
    })),
    ...data.drivers.map((l) => ({
      table: "drivers" as const,
      id: l.id,
      title: l.title,
      host_id: l.host_id,
      status: l.status,
      unit: l.price_per_day,
      perPerson: false,
      days: 2,
    })),
  ]
    .filter((l) => l.status === "published")
    .slice(0, 400)
    .flatMap((l) => {
      const host = hostById.get(l.host_id);
      return host
        ? [{ table: l.table, id: l.id, title: l.title, host, unit: l.unit, perPerson: l.perPerson, days: l.days }]
        : [];
    });
  const bookingStatuses: BookingStatus[] = [
    "completed",
    "completed",
    "completed",
    "confirmed",
    "confirmed",
    "deposit_paid",
    "awaiting_deposit",
    "requested",
    "requested",
    "declined",
    "cancelled",
    "expired",
    "refunded",
  ];
  const bookingCount = Math.min(wanted, bookable.length * 2);
  const completedBookings: CompletedBooking[] = [];
  for (let i = 0; i < bookingCount && bookable.length > 0; i++) {
    const listing = i < 4 ? (bookable.find((b) => b.host === demoHost) ?? rng.pick(bookable)) : rng.pick(bookable);
    const traveler = i < 6 ? demoTraveler : rng.pick(travelers).userId;
    const status = bookingStatuses[i % bookingStatuses.length] ?? "requested";
    const past = status === "completed" || status === "expired" || status === "refunded";
    const start = past ? now - rng.int(10, 200) * DAY : now + rng.int(7, 180) * DAY;
    const party = rng.int(1, 4);
    const total = listing.unit * (listing.perPerson ? party : 1) * listing.days;
    const deposit = Math.round(total * 0.2);
    const id = rng.uuid();
    const created = Math.min(start, now) - rng.int(5, 60) * DAY;
    // Received through the site: the deposit (confirmed trips had their balance paid to the host in person).
    const depositPaid = ["deposit_paid", "confirmed", "completed", "refunded"].includes(status);
    data.bookings.push({
      id,
      listing_type: listing.table,
      listing_id: listing.id,
      listing_title: listing.title,
      traveler_id: traveler,
      host_id: listing.host.userId,
      start_date: day(start),
      end_date: day(start + (listing.days - 1) * DAY),
      party_size: party,
      total_cents: total,
      deposit_cents: deposit,
      status,
      deposit_due_at: status === "awaiting_deposit" ? iso(now + 2 * DAY) : null,
      respond_by: status === "requested" ? iso(Math.min(now + 2 * DAY, start)) : null,
      paid_cents: depositPaid ? deposit : 0,
      refunded_cents: status === "refunded" ? deposit : 0,
      balance_method: status === "confirmed" ? "in_person" : null,
      deposit_paid_at: depositPaid ? iso(created + DAY) : null,
      completed_at: status === "completed" ? iso(start + listing.days * DAY) : null,
      cancelled_by: status === "cancelled" ? "traveler" : null,
      cancelled_side: status === "cancelled" ? "traveler" : null,
      cancel_reason: status === "cancelled" ? "Our flights changed; we hope to come next spring." : null,
      created_at: iso(created),
      updated_at: iso(created + DAY),
    });
    if (["deposit_paid", "confirmed", "completed", "refunded"].includes(status)) {
      data.payments.push({
        id: rng.uuid(),
        booking_id: id,
        provider: "test",
        provider_ref: `test_${id.slice(0, 8)}`,
        amount_cents: deposit,
        kind: "deposit",
        status: "paid",
        created_at: iso(created + DAY),
        updated_at: iso(created + DAY),
      });
    }
    if (status === "completed") completedBookings.push({ id, listing, traveler, end: start + listing.days * DAY });
  }
  return completedBookings;
}
