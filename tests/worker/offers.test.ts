import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingResponse } from "../../domain/api/bookings";
import type { OfferBody, OfferResponse } from "../../domain/api/offers";
import { runBookingClocks } from "../../worker/cron/bookings";
import { conversationOf, count, inDays, publishedListing, requestBooking } from "./booking-fixtures";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

/**
 * Custom offers in chat (issue 16 item 2): the conversation's host sends a priced offer, it is posted in the thread as
 * a message carrying its id, and the traveler accepts it into a booking awaiting the deposit at the offer's price.
 */

let host: Person;
let traveler: Person;
let otherTraveler: Person;
let otherHost: Person;
let admin: Person;
let conversation: string;
let tour: string;
let groupTour: { id: string; departures: { id: string; seats_total: number }[] };
let othersTour: string;
let day = 20;

beforeAll(async () => {
  [host, traveler, otherTraveler, otherHost, admin] = await Promise.all([
    person("approved-host"),
    person("traveler"),
    person("traveler"),
    person("approved-host"),
    person("admin"),
  ]);
  [tour, groupTour, othersTour] = await Promise.all([
    publishedListing(host, "tour").then((l) => l.id),
    publishedListing(host, "group-tour", { departures: [{ start_date: inDays(50), seats_total: 6 }] }),
    publishedListing(otherHost, "tour").then((l) => l.id),
  ]);
  conversation = await conversationOf(traveler, host);
});

/** An offer of the host's tour for two, from a new first day: €560 in total, €140 deposit. */
const tourOffer = (over: Partial<OfferBody> = {}): OfferBody => {
  day += 5;
  return {
    listing: { type: "tour", id: tour },
    start_date: inDays(day),
    party_size: 2,
    total_cents: 56_000,
    deposit_cents: 14_000,
    note: "Including the horses and a night at the lake.",
    ...over,
  };
};

const send = (who: Person, body: OfferBody, id = conversation) =>
  who.fetch(`/api/conversations/${id}/offers`, { method: "POST", json: body });

async function sent(body: OfferBody = tourOffer()) {
  const res = await send(host, body);
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return (JSON.parse(text) as OfferResponse).offer;
}

const errorOf = async (res: Response) => (await res.json<ErrorBody>()).error;
const accept = (who: Person, id: string) => who.fetch(`/api/offers/${id}/accept`, { method: "POST", json: {} });

describe("sending an offer", () => {
  it("is the conversation's host's: the card is stored for both, posted once in the thread with the offer's id", async () => {
    const body = tourOffer();
    const offer = await sent(body);
    expect(offer).toMatchObject({
      conversation_id: conversation,
      status: "open",
      listing: { kind: "tour", type: "tour", id: tour, title: "Horse trek to the Kolsai lakes" },
      start_date: body.start_date,
      end_date: inDays(day + 2),
      party_size: 2,
      total_cents: 56_000,
      deposit_cents: 14_000,
      booking_id: null,
      host_id: host.id,
      traveler_id: traveler.id,
      can: { accept: false, decline: false, withdraw: true },
    });
    expect(Date.parse(offer.expires_at) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    const messages = await env.DB.prepare("SELECT sender_id, body FROM messages WHERE offer_id = ?")
      .bind(offer.id)
      .all();
    expect(messages.results).toHaveLength(1);
    expect(messages.results[0]).toMatchObject({ sender_id: host.id });
    expect(String(messages.results[0]?.body)).toMatch(
      /^Custom offer: Horse trek to the Kolsai lakes, .*, 2 people, €560 in total$/,
    );
    const room = env.CONVERSATION_ROOM.get(env.CONVERSATION_ROOM.idFromName(conversation));
    await room.postOffer(conversation, host.id, String(messages.results[0]?.body), offer.id);
    expect(await count("SELECT count(*) AS n FROM messages WHERE offer_id = ?", offer.id)).toBe(1);
  });

  it("is refused to a guest (401), the traveler (403), and anyone outside the conversation (404)", async () => {
    expect((await send(await person("guest"), tourOffer())).status).toBe(401);
    const byTraveler = await send(traveler, tourOffer());
    expect(byTraveler.status).toBe(403);
    expect(await errorOf(byTraveler)).toEqual({
      code: "forbidden",
      message: "Only the host of this conversation can send an offer",
    });
    expect((await send(otherHost, tourOffer({ listing: { type: "tour", id: othersTour } }))).status).toBe(404);
    expect((await send(otherTraveler, tourOffer())).status).toBe(404);
    expect((await send(host, tourOffer(), crypto.randomUUID())).status).toBe(404);
  });

  it("is refused for a listing that is not the host's own published one", async () => {
    const res = await send(host, tourOffer({ listing: { type: "tour", id: othersTour } }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "invalid_request",
      message: "listing: must be one of your published listings",
    });
  });

  it("is refused with 400 naming the field for a deposit outside 10–50 %, a party of 0 or dates backwards", async () => {
    const cases: [Partial<OfferBody>, string][] = [
      [{ deposit_cents: 5_000 }, "deposit_cents: must be between 10% and 50% of the total"],
      [{ deposit_cents: 28_001 }, "deposit_cents: must be between 10% and 50% of the total"],
      [{ party_size: 0 }, "party_size: must be at least 1"],
      [{ total_cents: 50 }, "total_cents: must be at least €1"],
      [{ start_date: inDays(40), end_date: inDays(39) }, "end_date: must not be before start_date"],
      [{ expires_in_hours: 0 }, "expires_in_hours: must be at least 1 hour"],
    ];
    for (const [over, message] of cases) {
      const res = await send(host, tourOffer(over));
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    const past = await send(host, tourOffer({ start_date: inDays(0) }));
    expect(await errorOf(past)).toEqual({ code: "too_soon", message: "Trips can be booked from tomorrow on" });
  });

  it("is refused for days already taken (409)", async () => {
    const body = tourOffer();
    await requestBooking(otherTraveler, {
      listing: { type: "tour", id: tour },
      start_date: body.start_date,
      party_size: 1,
    });
    const res = await send(host, body);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("dates_unavailable");
  });

  it("is refused in a conversation the traveler blocked (409), and nothing is posted", async () => {
    const blocked = await person("traveler");
    const id = await conversationOf(blocked, host);
    expect((await blocked.fetch(`/api/conversations/${id}/block`, { method: "POST" })).status).toBe(200);
    const res = await send(host, tourOffer(), id);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("blocked");
    expect(await count("SELECT count(*) AS n FROM booking_offers WHERE conversation_id = ?", id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM messages WHERE conversation_id = ?", id)).toBe(0);
  });
});

describe("reading an offer", () => {
  it("is for its two people and admins; to anyone else it does not exist", async () => {
    const offer = await sent();
    const read = async (who: Person) => (await who.fetch(`/api/offers/${offer.id}`)).status;
    expect(await read(traveler)).toBe(200);
    expect(await read(host)).toBe(200);
    expect(await read(admin)).toBe(200);
    expect(await read(otherTraveler)).toBe(404);
    expect(await read(otherHost)).toBe(404);
    expect(await read(await person("guest"))).toBe(401);
    const mine = await (await traveler.fetch(`/api/offers/${offer.id}`)).json<OfferResponse>();
    expect(mine.offer.can).toEqual({ accept: true, decline: true, withdraw: false });
  });
});

describe("accepting an offer", () => {
  it("makes a booking awaiting the deposit at the offer's price, dates and party, once", async () => {
    const offer = await sent();
    const res = await accept(traveler, offer.id);
    expect(res.status).toBe(201);
    const { booking } = await res.json<BookingResponse>();
    expect(booking).toMatchObject({
      status: "awaiting_deposit",
      offer_id: offer.id,
      conversation_id: conversation,
      start_date: offer.start_date,
      end_date: offer.end_date,
      party_size: 2,
      total_cents: 56_000,
      deposit_cents: 14_000,
      deposit_percent: 25,
      balance_cents: 42_000,
      my_side: "traveler",
      can: { pay_deposit: true },
    });
    expect(booking.deposit_due_at).not.toBeNull();
    const again = await accept(traveler, offer.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("offer_closed");
    const now = await (await host.fetch(`/api/offers/${offer.id}`)).json<OfferResponse>();
    expect(now.offer).toMatchObject({ status: "accepted", booking_id: booking.id });
    expect(await count("SELECT count(*) AS n FROM bookings WHERE offer_id = ?", offer.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM listing_days WHERE booking_id = ?", booking.id)).toBe(3);
  });

  it("in the traveler's currency keeps that currency and rate with the booking", async () => {
    const offer = await sent();
    const res = await traveler.fetch(`/api/offers/${offer.id}/accept`, { method: "POST", json: { currency: "GBP" } });
    expect(res.status).toBe(201);
    expect((await res.json<BookingResponse>()).booking).toMatchObject({ display_currency: "GBP", display_rate: 0.85 });
  });

  it("is the traveler's alone: the host is refused (403), anyone else does not see it (404), a guest 401", async () => {
    const offer = await sent();
    expect((await accept(host, offer.id)).status).toBe(403);
    expect((await accept(otherTraveler, offer.id)).status).toBe(404);
    expect((await accept(await person("guest"), offer.id)).status).toBe(401);
    const bad = await traveler.fetch(`/api/offers/${offer.id}/accept`, { method: "POST", json: { currency: "XYZ" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toMatch(/^currency: must be one of EUR/);
    expect((await host.fetch(`/api/offers/${offer.id}`)).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM bookings WHERE offer_id = ?", offer.id)).toBe(0);
  });

  it("twice at once makes one booking", async () => {
    const offer = await sent();
    const both = await Promise.all([accept(traveler, offer.id), accept(traveler, offer.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count("SELECT count(*) AS n FROM bookings WHERE offer_id = ?", offer.id)).toBe(1);
  });

  it("is refused once the host withdrew it, the traveler declined it, or it expired", async () => {
    const withdrawn = await sent();
    expect((await traveler.fetch(`/api/offers/${withdrawn.id}/withdraw`, { method: "POST" })).status).toBe(403);
    const w = await host.fetch(`/api/offers/${withdrawn.id}/withdraw`, { method: "POST" });
    expect(w.status).toBe(200);
    expect((await w.json<OfferResponse>()).offer.status).toBe("withdrawn");
    expect((await host.fetch(`/api/offers/${withdrawn.id}/withdraw`, { method: "POST" })).status).toBe(409);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE entity_id = ? AND action = 'offer.withdraw'",
        withdrawn.id,
      ),
    ).toBe(1);

    const declined = await sent();
    expect((await host.fetch(`/api/offers/${declined.id}/decline`, { method: "POST" })).status).toBe(403);
    const d = await traveler.fetch(`/api/offers/${declined.id}/decline`, { method: "POST" });
    expect((await d.json<OfferResponse>()).offer.status).toBe("declined");

    const expired = await sent(tourOffer({ expires_in_hours: 1 }));
    await env.DB.prepare("UPDATE booking_offers SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), expired.id)
      .run();
    const shown = await (await traveler.fetch(`/api/offers/${expired.id}`)).json<OfferResponse>();
    expect(shown.offer).toMatchObject({ status: "expired", can: { accept: false, decline: false } });

    for (const o of [withdrawn, declined, expired]) {
      const res = await accept(traveler, o.id);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({ code: "offer_closed", message: "This offer is no longer open" });
    }
    expect(
      await count(
        "SELECT count(*) AS n FROM bookings WHERE offer_id IN (?, ?, ?)",
        withdrawn.id,
        declined.id,
        expired.id,
      ),
    ).toBe(0);
  });

  it("is refused when its days were taken meanwhile (409), and the offer stays open", async () => {
    const offer = await sent();
    await env.DB.prepare("INSERT INTO listing_days (listing_id, day, booking_id) VALUES (?, ?, NULL)")
      .bind(tour, offer.start_date)
      .run();
    const res = await accept(traveler, offer.id);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("dates_unavailable");
    expect((await (await traveler.fetch(`/api/offers/${offer.id}`)).json<OfferResponse>()).offer.status).toBe("open");
  });

  it("of a group-tour departure holds its seats", async () => {
    const departure = groupTour.departures[0];
    if (!departure) throw new Error("no departure");
    const offer = await sent({
      listing: { type: "group-tour", id: groupTour.id },
      departure_id: departure.id,
      party_size: 4,
      total_cents: 140_000,
      deposit_cents: 28_000,
    });
    expect(offer.start_date).toBe(inDays(50));
    const res = await accept(traveler, offer.id);
    expect(res.status).toBe(201);
    expect(
      await env.DB.prepare("SELECT seats_booked FROM group_tour_departures WHERE id = ?").bind(departure.id).first(),
    ).toEqual({ seats_booked: 4 });
    const tooMany = await send(host, {
      listing: { type: "group-tour", id: groupTour.id },
      departure_id: departure.id,
      party_size: 3,
      total_cents: 100_000,
      deposit_cents: 20_000,
    });
    expect(tooMany.status).toBe(409);
    expect((await errorOf(tooMany)).code).toBe("departure_full");
  });
});

describe("an offer of a departure the host removed since", () => {
  it("can no longer be accepted (409), and nothing is booked", async () => {
    const tourWithTwo = await publishedListing(host, "group-tour", {
      departures: [
        { start_date: inDays(80), seats_total: 6 },
        { start_date: inDays(90), seats_total: 6 },
      ],
    });
    const [first, second] = tourWithTwo.departures;
    if (!first || !second) throw new Error("no departures");
    const offer = await sent({
      listing: { type: "group-tour", id: tourWithTwo.id },
      departure_id: second.id,
      party_size: 2,
      total_cents: 70_000,
      deposit_cents: 14_000,
    });
    const kept = await host.fetch(`/api/listings/group-tour/${tourWithTwo.id}`, {
      method: "PATCH",
      json: { departures: [{ id: first.id, start_date: first.start_date, seats_total: 6 }] },
    });
    expect(kept.status, await kept.clone().text()).toBe(200);
    const res = await accept(traveler, offer.id);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("offer_closed");
    expect(await count("SELECT count(*) AS n FROM bookings WHERE offer_id = ?", offer.id)).toBe(0);
  });
});

describe("the cron", () => {
  it("closes open offers past their expiry", async () => {
    const offer = await sent(tourOffer({ expires_in_hours: 2 }));
    await runBookingClocks(env, new Date(Date.now() + 3 * 3_600_000));
    expect(await env.DB.prepare("SELECT status FROM booking_offers WHERE id = ?").bind(offer.id).first()).toEqual({
      status: "expired",
    });
  });
});
