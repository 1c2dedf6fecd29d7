import { describe, expect, it } from "vitest";
import { bookingNotices, moneyText, type NoticeBooking } from "../../domain/bookings/notices";
import { isSuperhost, SUPERHOST_RULE, SUPERHOST_TEXT, type SuperhostInput } from "../../domain/bookings/superhost";

const booking: NoticeBooking = {
  id: "b-1",
  listing_title: "Horse trek to the Kolsai lakes",
  start_date: "2027-06-01",
  end_date: "2027-06-03",
  party_size: 2,
  deposit_cents: 12_800,
  total_cents: 64_000,
  paid_cents: 0,
  display_currency: "EUR",
  display_rate: 1,
  decline_reason: null,
  cancel_reason: null,
  cancelled_side: null,
};
const names = { travelerName: "Aida K.", hostName: "Aigerim Bekova" };
const WHAT = "Horse trek to the Kolsai lakes (Jun 01, 2027 - Jun 03, 2027, 2 people)";
const LINK = "/my-bookings?booking=b-1";

describe("the words each side of a booking is told", () => {
  it("a request: the host, with 48 hours to answer; the traveler made it and hears nothing", () => {
    expect(bookingNotices({ event: "requested", booking, ...names })).toEqual({
      traveler: null,
      host: {
        kind: "booking_requested",
        title: "New booking request",
        body: `Aida K. asked to book ${WHAT}. Please confirm or decline within 48 hours.`,
        link: LINK,
      },
    });
  });

  it("a departure booked outright: the host, with the deposit's 24 hours", () => {
    expect(bookingNotices({ event: "booked", booking, ...names }).host?.body).toBe(
      `Aida K. booked ${WHAT}. The deposit of €128 is due within 24 hours.`,
    );
  });

  it("a confirmation: the traveler, sent to the checkout to pay the deposit", () => {
    expect(bookingNotices({ event: "confirm", booking, ...names })).toEqual({
      traveler: {
        kind: "booking_confirm",
        title: "Your booking request was confirmed",
        body: `Aigerim Bekova confirmed ${WHAT}. Pay the deposit of €128 within 24 hours to secure it.`,
        link: "/checkout-deposit?booking=b-1",
      },
      host: null,
    });
  });

  it("a decline: the traveler, with the host's reason when there is one", () => {
    expect(
      bookingNotices({ event: "decline", booking: { ...booking, decline_reason: "I am in Mongolia" }, ...names })
        .traveler?.body,
    ).toBe(`Aigerim Bekova cannot take ${WHAT}: I am in Mongolia. Nothing was charged.`);
    expect(
      bookingNotices({ event: "decline", booking: { ...booking, decline_reason: "Fully booked!" }, ...names }).traveler
        ?.body,
    ).toBe(`Aigerim Bekova cannot take ${WHAT}: Fully booked! Nothing was charged.`);
    expect(bookingNotices({ event: "decline", booking, ...names }).traveler?.body).toBe(
      `Aigerim Bekova cannot take ${WHAT}. Nothing was charged.`,
    );
  });

  it("an expiry: both sides when nothing was paid, nobody when money came in (it is refunded on its own)", () => {
    const told = bookingNotices({ event: "expire", booking, ...names });
    expect(told.traveler?.body).toBe(`${WHAT} expired before it was confirmed and paid. Nothing was charged.`);
    expect(told.host?.body).toBe(`Aida K.'s booking of ${WHAT} expired; the dates are free again.`);
    expect(bookingNotices({ event: "expire", booking: { ...booking, paid_cents: 1 }, ...names })).toEqual({
      traveler: null,
      host: null,
    });
  });

  it("payments: the deposit tells both with the balance still due, the balance tells both it is paid in full", () => {
    const deposit = bookingNotices({ event: "pay_deposit", booking, ...names });
    expect(deposit.traveler?.body).toBe(
      `We received your deposit of €128 for ${WHAT}. The balance of €512 is due before the trip.`,
    );
    expect(deposit.host?.body).toBe(`Aida K. paid the deposit for ${WHAT}.`);
    for (const event of ["pay_balance", "balance_received"] as const) {
      const full = bookingNotices({ event, booking, ...names });
      expect(full.traveler?.title).toBe("Paid in full");
      expect(full.host?.body).toBe(`Aida K.'s trip ${WHAT} is paid in full.`);
    }
  });

  it("a host's cancellation: the traveler hears who cancelled, the refund and the reason", () => {
    const told = bookingNotices({
      event: "cancel",
      booking: { ...booking, cancelled_side: "host", cancel_reason: "My car broke down." },
      refundCents: 12_800,
      ...names,
    });
    expect(told.traveler).toMatchObject({
      title: "Your host cancelled your booking",
      body: `Aigerim Bekova cancelled ${WHAT}. €128 will be refunded. Reason: My car broke down.`,
    });
    expect(told.host).toMatchObject({
      title: "You cancelled a booking",
      body: `You cancelled ${WHAT}. Reason: My car broke down.`,
    });
  });

  it("a traveler's cancellation without a refund says nothing of money", () => {
    const told = bookingNotices({ event: "cancel", booking: { ...booking, cancelled_side: "traveler" }, ...names });
    expect(told.traveler?.body).toBe(`You cancelled ${WHAT}.`);
    const why = { ...booking, cancelled_side: "traveler" as const, cancel_reason: "Flights changed" };
    expect(bookingNotices({ event: "cancel", booking: why, ...names }).host?.body).toBe(
      `Aida K. cancelled ${WHAT}. Reason: Flights changed.`,
    );
    expect(told.host).toMatchObject({ title: "A traveler cancelled", body: `Aida K. cancelled ${WHAT}.` });
  });

  it("completion asks the traveler for a review; a refund tells them the money is on its way", () => {
    expect(bookingNotices({ event: "complete", booking, ...names })).toEqual({
      traveler: {
        kind: "booking_complete",
        title: "How was your trip?",
        body: `Tell other travelers about ${WHAT} with Aigerim Bekova: leave a review.`,
        link: LINK,
      },
      host: null,
    });
    expect(bookingNotices({ event: "refund", booking, refundCents: 6_400, ...names }).traveler?.body).toBe(
      `€64 for ${WHAT} is on its way back to you.`,
    );
  });

  it("shows money in euros, with the traveler's currency at the booking's rate beside it", () => {
    expect(moneyText(64_000, booking)).toBe("€640");
    expect(moneyText(64_000, { display_currency: "USD", display_rate: 1.1 })).toBe("€640 (about $704)");
    expect(moneyText(64_000, { display_currency: "GBP", display_rate: 0.9 })).toBe("€640 (about £576)");
  });
});

describe("the superhost rule", () => {
  const star: SuperhostInput = {
    rating: 4.8,
    verified_reviews: 5,
    response_time_minutes: 120,
    response_time_sample_size: 3,
    host_cancellations_last_year: 0,
  };

  it("holds exactly at each limit", () => {
    expect(isSuperhost(star)).toBe(true);
  });

  it("fails on any one limit missed", () => {
    expect(isSuperhost({ ...star, rating: 4.79 })).toBe(false);
    expect(isSuperhost({ ...star, verified_reviews: 4 })).toBe(false);
    expect(isSuperhost({ ...star, response_time_minutes: 121 })).toBe(false);
    expect(isSuperhost({ ...star, response_time_minutes: null })).toBe(false);
    expect(isSuperhost({ ...star, response_time_sample_size: 2 })).toBe(false);
    expect(isSuperhost({ ...star, host_cancellations_last_year: 1 })).toBe(false);
  });

  it("is written down in words that match its numbers", () => {
    expect(SUPERHOST_RULE).toMatchObject({ minRating: 4.8, minVerifiedReviews: 5, maxResponseMinutes: 120 });
    expect(SUPERHOST_TEXT).toBe(
      "Superhosts have an average rating of at least 4.8 over at least 5 verified reviews, usually answer within 2 hours, and have not cancelled a booking in the last 12 months.",
    );
  });
});
