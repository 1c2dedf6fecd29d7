/**
 * Bookings of the demo, in the booking model of issue 16 (docs/decisions/016-bookings.md): the demo traveler's trips
 * with the demo host in every state a booking can be in (one finished trip still waiting for its review among them),
 * requests waiting for the demo host's answer, then bookings between other travelers and hosts. Prices are what
 * domain/bookings/pricing.ts computes from the listing on the day the booking was made; a group tour's seats are
 * counted on its departure; the days a tour, car or driver is held are rows of listing_days, never two bookings on
 * one day; money is payment rows (refunds too) summed into paid_cents and refunded_cents; the open ones' clocks
 * (respond_by, deposit_due_at) are still running.
 *
 * The step draws one number from the demo's random stream and makes its own from it, so changing the bookings never
 * changes the reviews and articles generated after them.
 */
import { type CancellationPolicy, refundFor } from "../../../domain/bookings/cancellation";
import { completesAt, depositDueAt, respondBy } from "../../../domain/bookings/deadlines";
import { HOLDING_STATUSES } from "../../../domain/bookings/machine";
import { addDays, HOLDS_DAYS, type PriceSource, type Quote, quote, tripDays } from "../../../domain/bookings/pricing";
import { CURRENCIES } from "../../../domain/currency";
import type { BookingStatus, ListingKind, ListingTable } from "../../../domain/vocabulary";
import { Random } from "../../random";
import { DAY, day, iso, type Seeding } from "./context";
import type { SeedData } from "./data";
import type { HostInfo } from "./hosts";
import type { TravelerInfo } from "./travelers";

const HOUR = 3_600_000;

interface Bookable {
  kind: ListingKind;
  table: ListingTable;
  id: string;
  title: string;
  host: HostInfo;
  depositPercent: number;
  policy: CancellationPolicy;
  /** The price source; a group tour's departure is set per booking. */
  source: PriceSource;
  /** A tour's or group tour's length in days (cars and drivers: how long a rental usually is). */
  days: number;
  maxGroup: number;
}

type Departure = SeedData["group_tour_departures"][number];

export interface CompletedBooking {
  id: string;
  listing: { table: ListingTable; id: string; host: HostInfo };
  traveler: string;
  /** The moment after the trip's last day (ms). */
  end: number;
}

/** What a seeded booking is: its state, the listing, who booked, and for how many. */
interface Plan {
  status: BookingStatus;
  listing: Bookable;
  traveler: string;
  party: number;
  /** Who cancelled, for cancelled and refunded bookings. */
  side?: "traveler" | "host";
  /** A completed trip the traveler has not reviewed yet (the demo traveler's, for the review walk). */
  unreviewed?: boolean;
}

/** The statuses the random bookings are dealt from, most of them trips that happen. */
const DEALT: readonly BookingStatus[] = [
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

const DECLINE_REASONS = [
  "I am guiding another group on those days, sorry. Any chance you could come a week later?",
  "The pass is usually still closed by snow then; I would not take you up safely.",
  "My car is booked for a wedding that week.",
];
const CANCEL_REASONS = [
  "Our flights changed; we hope to come next spring.",
  "One of us fell ill, so we are postponing the whole trip.",
  "We could not get the visa in time.",
];
const HOST_CANCEL_REASONS = [
  "A landslide closed the road to the valley.",
  "I broke my leg and cannot guide this month.",
];

function bookablesOf(data: SeedData, hostById: Map<string, HostInfo>): Bookable[] {
  const approved = (hostId: string) => {
    const h = hostById.get(hostId);
    return h && h.status === "approved" ? h : null;
  };
  const terms = (l: { deposit_percent?: number; cancellation_policy?: CancellationPolicy }) => ({
    depositPercent: l.deposit_percent ?? 20,
    policy: l.cancellation_policy ?? ("moderate" as const),
  });
  const out: Bookable[] = [];
  for (const l of data.tours) {
    const host = approved(l.host_id);
    if (!host || l.status !== "published" || !l.id) continue;
    const days = l.number_of_days ?? 1;
    out.push({
      kind: "tour",
      table: "tours",
      id: l.id,
      title: l.title,
      host,
      ...terms(l),
      source: {
        kind: "tour",
        number_of_days: days,
        prices: [
          l.price_1_person ?? 0,
          l.price_2_persons ?? null,
          l.price_3_persons ?? null,
          l.price_4_persons ?? null,
        ],
      },
      days,
      maxGroup: 4,
    });
  }
  for (const l of data.group_tours) {
    const host = approved(l.host_id);
    if (!host || l.status !== "published" || !l.id) continue;
    const days = l.number_of_days ?? 1;
    out.push({
      kind: "group_tour",
      table: "group_tours",
      id: l.id,
      title: l.title,
      host,
      ...terms(l),
      source: { kind: "group_tour", number_of_days: days, price_per_person: l.price_per_person, departure: null },
      days,
      maxGroup: l.max_group_size ?? 12,
    });
  }
  for (const [kind, table, rows] of [
    ["rental_car", "rental_cars", data.rental_cars],
    ["driver", "drivers", data.drivers],
  ] as const) {
    for (const l of rows) {
      const host = approved(l.host_id);
      if (!host || l.status !== "published" || !l.id) continue;
      out.push({
        kind,
        table,
        id: l.id,
        title: l.title,
        host,
        ...terms(l),
        source: { kind, price_per_day: l.price_per_day, seats: l.seats ?? null },
        days: kind === "rental_car" ? 4 : 2,
        maxGroup: l.seats ?? 4,
      });
    }
  }
  // A catalogue of a hundred thousand listings (the benchmarks') books from its first few hundred, like the demo.
  return out.slice(0, 1200);
}

export function addBookings(
  s: Seeding,
  cast: { hosts: HostInfo[]; demoHost: HostInfo; demoTraveler: string; travelers: TravelerInfo[] },
  wanted: number,
): CompletedBooking[] {
  const { now, data } = s;
  const rng = new Random(s.rng.int(1, 2 ** 31 - 1));
  const { hosts, demoHost, demoTraveler, travelers } = cast;
  const bookable = bookablesOf(data, new Map(hosts.map((h) => [h.id, h])));
  if (bookable.length === 0) return [];
  const today = day(now);

  const departuresOf = new Map<string, Departure[]>();
  for (const d of data.group_tour_departures)
    departuresOf.set(d.group_tour_id, [...(departuresOf.get(d.group_tour_id) ?? []), d]);
  const conversationOf = new Map(data.conversations.map((c) => [`${c.traveler_id}:${c.host_id}`, c.id]));
  const heldDays = new Set<string>();
  const completed: CompletedBooking[] = [];

  const currency = () => {
    const code = rng.weighted([
      ["EUR", 6],
      ["USD", 2],
      ["GBP", 1],
      ["CAD", 1],
    ] as const);
    return CURRENCIES.find((c) => c.code === code) ?? { code: "EUR", rate: 1 };
  };

  const pay = (
    bookingId: string,
    kind: "deposit" | "balance",
    amount: number,
    at: number,
  ): SeedData["payments"][number] & { id: string } => {
    const id = rng.uuid();
    const row = {
      id,
      booking_id: bookingId,
      provider: "test",
      kind,
      provider_ref: `cs_test_${id}`,
      payment_ref: `pi_test_${id}`,
      amount_cents: amount,
      status: "paid" as const,
      expires_at: iso(at + DAY),
      created_at: iso(at - 10 * 60_000),
      updated_at: iso(at),
    };
    data.payments.push(row);
    return row;
  };

  /**
   * A departure of the group tour the party fits on, departing after `created`: a future one for trips to come, or
   * one made in the past for a trip that happened. Null when none has the seats.
   */
  const departureFor = (l: Bookable, p: Plan, start: number): Departure | null => {
    if (p.status === "completed") {
      const d: Departure = {
        id: rng.uuid(),
        group_tour_id: l.id,
        start_date: day(start),
        end_date: addDays(day(start), l.days - 1),
        seats_total: l.maxGroup,
        seats_booked: 0,
      };
      data.group_tour_departures.push(d);
      departuresOf.set(l.id, [...(departuresOf.get(l.id) ?? []), d]);
      return d;
    }
    const open = (departuresOf.get(l.id) ?? []).filter(
      (d) => d.start_date > addDays(today, 3) && d.seats_total - (d.seats_booked ?? 0) >= p.party,
    );
    return open.length ? rng.pick(open) : null;
  };

  /** The trip's first day (ms): trips that happened lie in the past, the others ahead. */
  const startFor = (p: Plan) =>
    Date.parse(
      `${p.status === "completed" ? addDays(today, -rng.int(8, 200)) : addDays(today, rng.int(20, 200))}T00:00:00Z`,
    );

  /** Writes one booking as planned; false when its listing had no room for it (no seats, every day tried taken). */
  const place = (p: Plan): boolean => {
    const l = p.listing;
    let start = startFor(p);
    let departure: Departure | null = null;
    let dates: string[] = [];
    if (l.kind === "group_tour") {
      departure = departureFor(l, p, start);
      if (!departure) return false;
      start = Date.parse(`${departure.start_date}T00:00:00Z`);
    } else {
      const holds = HOLDING_STATUSES.includes(p.status) && HOLDS_DAYS[l.kind];
      for (let attempt = 0; ; attempt++) {
        const first = day(start);
        const last = addDays(first, Math.max(1, l.days) - 1);
        dates = tripDays(first, last);
        if (!holds || dates.every((d) => !heldDays.has(`${l.id}:${d}`))) break;
        if (attempt === 12) return false;
        start += (l.days + rng.int(1, 9)) * DAY * (p.status === "completed" ? -1 : 1);
      }
    }
    const firstDay = day(start);
    // When the booking was made: hours ago for a request still waiting, weeks before the trip for one that happened.
    const instant = l.kind === "group_tour";
    const created =
      p.status === "requested" || (p.status === "awaiting_deposit" && instant)
        ? now - rng.int(1, 20) * HOUR
        : p.status === "awaiting_deposit"
          ? now - rng.int(26, 100) * HOUR
          : Math.min(start - rng.int(12, 60) * DAY, now - rng.int(3, 30) * DAY);
    const source: PriceSource =
      l.source.kind === "group_tour" && departure
        ? {
            ...l.source,
            departure: {
              start_date: departure.start_date,
              end_date: departure.end_date ?? null,
              seats_left: departure.seats_total - (departure.seats_booked ?? 0),
            },
          }
        : l.source;
    const priced = quote(
      source,
      { start_date: firstDay, end_date: addDays(firstDay, Math.max(1, l.days) - 1), party_size: p.party },
      l.depositPercent,
      day(created),
    );
    if (!priced.ok) return false;
    const q: Quote = priced.value;
    const id = rng.uuid();
    const shown = currency();
    const answered = created + rng.int(2, 20) * HOUR;
    const row: SeedData["bookings"][number] = {
      id,
      listing_type: l.table,
      listing_id: l.id,
      listing_title: l.title,
      departure_id: departure?.id ?? null,
      traveler_id: p.traveler,
      host_id: l.host.userId,
      conversation_id: conversationOf.get(`${p.traveler}:${l.host.userId}`) ?? null,
      start_date: q.start_date,
      end_date: q.end_date,
      party_size: q.party_size,
      pickup_place: rng.chance(0.6) ? `${rng.pick(["Hotel", "Guesthouse", "Hostel"])} in ${l.host.city.label}` : null,
      note: rng.chance(0.4) ? "We are keen photographers; early starts are welcome." : null,
      total_cents: q.total_cents,
      deposit_cents: q.deposit_cents,
      deposit_percent: q.deposit_percent,
      display_currency: shown.code,
      display_rate: shown.rate,
      cancellation_policy: l.policy,
      status: p.status,
      respond_by: instant ? null : respondBy(new Date(created), q.start_date),
      deposit_due_at: null,
      balance_due_date: q.balance_due_date,
      created_at: iso(created),
      updated_at: iso(created),
    };
    data.bookings.push(row);
    const touch = (at: number) => {
      row.updated_at = iso(Math.min(at, now));
    };
    const confirmedAt = instant ? created : p.status === "awaiting_deposit" ? now - rng.int(1, 20) * HOUR : answered;
    if (p.status === "awaiting_deposit") {
      row.deposit_due_at = depositDueAt(new Date(confirmedAt), q.start_date);
      touch(confirmedAt);
    }
    if (p.status === "declined") {
      row.decline_reason = rng.pick(DECLINE_REASONS);
      touch(answered);
    }
    if (p.status === "expired") {
      // Nobody answered in time, or the deposit was never paid.
      const clock = instant ? depositDueAt(new Date(created), q.start_date) : row.respond_by;
      if (instant) row.deposit_due_at = clock;
      touch(Date.parse(clock ?? iso(created)));
    }
    if (p.status === "cancelled") {
      // Withdrawn before anything was paid.
      const at = created + rng.int(3, 30) * HOUR;
      Object.assign(row, {
        cancelled_by: p.traveler,
        cancelled_side: "traveler" as const,
        cancel_reason: rng.pick(CANCEL_REASONS),
        cancelled_at: iso(at),
      });
      touch(at);
    }
    const paysDeposit = ["deposit_paid", "confirmed", "completed", "refunded"].includes(p.status);
    if (paysDeposit) {
      const at = confirmedAt + rng.int(1, 12) * HOUR;
      const deposit = pay(id, "deposit", q.deposit_cents, at);
      row.deposit_paid_at = iso(at);
      row.paid_cents = q.deposit_cents;
      touch(at);
      // The balance by its due day, or earlier for a trip far ahead paid in full already.
      const due = Math.min(Date.parse(`${q.balance_due_date}T09:00:00Z`), start - DAY, now - HOUR);
      const balanceAt = Math.max(due, at + HOUR);
      if (p.status === "confirmed" || p.status === "completed") {
        if (p.status === "confirmed" || rng.chance(0.7)) {
          pay(id, "balance", q.balance_cents, balanceAt);
          row.balance_method = "online";
          row.paid_cents = q.total_cents;
        } else row.balance_method = "in_person";
        touch(balanceAt);
      }
      if (p.status === "completed") {
        row.completed_at = completesAt(q.end_date);
        touch(Date.parse(row.completed_at));
      }
      if (p.status === "refunded") {
        const side = p.side ?? "traveler";
        const at2 = Math.min(at + rng.int(1, 36) * HOUR, now - HOUR);
        const refund = refundFor({
          policy: l.policy,
          startDate: q.start_date,
          paidCents: q.deposit_cents,
          by: side,
          now: new Date(at2),
        });
        const refundId = rng.uuid();
        data.payments.push({
          id: refundId,
          booking_id: id,
          provider: "test",
          kind: "refund",
          refund_of: deposit.id,
          provider_ref: `re_test_${refundId}`,
          payment_ref: deposit.payment_ref,
          amount_cents: refund.refundCents,
          status: "succeeded",
          created_at: iso(at2),
          updated_at: iso(at2 + 5 * 60_000),
        });
        Object.assign(row, {
          cancelled_by: side === "host" ? l.host.userId : p.traveler,
          cancelled_side: side,
          cancel_reason: side === "host" ? rng.pick(HOST_CANCEL_REASONS) : rng.pick(CANCEL_REASONS),
          cancelled_at: iso(at2),
          refunded_cents: refund.refundCents,
        });
        touch(at2 + 5 * 60_000);
      }
    }
    if (HOLDING_STATUSES.includes(p.status)) {
      if (departure) departure.seats_booked = (departure.seats_booked ?? 0) + q.party_size;
      else if (HOLDS_DAYS[l.kind])
        for (const d of tripDays(q.start_date, q.end_date)) {
          heldDays.add(`${l.id}:${d}`);
          data.listing_days.push({ listing_id: l.id, day: d, booking_id: id, created_at: iso(created) });
        }
    }
    if (p.status === "completed" && !p.unreviewed)
      completed.push({
        id,
        listing: { table: l.table, id: l.id, host: l.host },
        traveler: p.traveler,
        end: Date.parse(`${q.end_date}T00:00:00Z`) + DAY,
      });
    return true;
  };

  const partyFor = (l: Bookable) => rng.int(1, Math.max(1, Math.min(l.kind === "tour" ? 4 : 3, l.maxGroup)));
  /** The first listing of `from` (in a random order) that takes the plan: some have no seats or days left. */
  const placeOn = (from: Bookable[], plan: Omit<Plan, "listing" | "party">) => {
    // A departure is the host's standing offer: it is booked outright, never requested, so never declined.
    const fits = from.filter((l) => l.kind !== "group_tour" || !["requested", "declined"].includes(plan.status));
    for (const listing of rng.sample(fits, Math.min(fits.length, 12)))
      if (place({ ...plan, listing, party: partyFor(listing) })) return true;
    return false;
  };

  // The demo traveler's trips with the demo host, in every state (the first completed one left for them to review),
  // and what the demo host has waiting for an answer from other travelers.
  const demoListings = bookable.filter((b) => b.host === demoHost);
  const otherListings = bookable.filter((b) => b.host !== demoHost);
  let placed = 0;
  if (demoListings.length > 0) {
    const demoStates: Omit<Plan, "listing" | "party">[] = [
      { status: "completed", traveler: demoTraveler, unreviewed: true },
      { status: "completed", traveler: demoTraveler },
      { status: "confirmed", traveler: demoTraveler },
      { status: "deposit_paid", traveler: demoTraveler },
      { status: "awaiting_deposit", traveler: demoTraveler },
      { status: "requested", traveler: demoTraveler },
      { status: "declined", traveler: demoTraveler },
      { status: "cancelled", traveler: demoTraveler },
      { status: "expired", traveler: demoTraveler },
      { status: "refunded", traveler: demoTraveler },
    ];
    for (const plan of demoStates) if (placeOn(demoListings, plan)) placed++;
    for (const t of rng.sample(
      travelers.filter((t) => t.userId !== demoTraveler),
      2,
    ))
      if (placeOn(demoListings, { status: "requested", traveler: t.userId })) placed++;
  }
  // The demo traveler also travels with others: a departure of a group tour and a car, booked.
  const groupTours = otherListings.filter((b) => b.kind === "group_tour");
  const cars = otherListings.filter((b) => b.kind === "rental_car");
  if (groupTours.length && placeOn(groupTours, { status: "deposit_paid", traveler: demoTraveler })) placed++;
  if (cars.length && placeOn(cars, { status: "confirmed", traveler: demoTraveler })) placed++;

  const pool = otherListings.length > 0 ? otherListings : bookable;
  for (let i = 0; placed < wanted && i < wanted * 3; i++) {
    const status = DEALT[i % DEALT.length] ?? "requested";
    const traveler = rng.pick(travelers).userId;
    const side = status === "refunded" && i % 2 === 0 ? "host" : "traveler";
    if (placeOn(pool, { status, traveler, side })) placed++;
  }
  return completed;
}
