import type { BookingDetail, BookingResponse } from "../../domain/api/bookings";

/**
 * A traveler's booking of Aigerim's tour as GET /api/bookings/:id answers it: two people on Jun 10–11, 2026,
 * €560 in all, made in US dollars at 1.1, awaiting its 20% deposit. Override what a test is about.
 */
export function bookingOf(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    id: "bk-1",
    status: "awaiting_deposit",
    listing: {
      kind: "tour",
      type: "tour",
      id: "0b7d4a3e-8f1c-4c2a-9d55-2f1e0a6b7c11",
      title: "Charyn Canyon day trip",
      path: "/tour/charyn-canyon",
      cover: "/media/a.webp",
    },
    traveler: { user_id: "u1", name: "Lukas H.", profile_photo_url: null, profile_slug: null },
    host: {
      user_id: "7c1e2d3f-0000-4000-8000-000000000002",
      name: "Aigerim Bekova",
      profile_photo_url: null,
      profile_slug: "aigerim",
    },
    start_date: "2026-06-10",
    end_date: "2026-06-11",
    days: 2,
    party_size: 2,
    pickup_place: "Hotel Kazzhol",
    note: null,
    total_cents: 56000,
    deposit_cents: 11200,
    deposit_percent: 20,
    balance_cents: 44800,
    paid_cents: 0,
    refunded_cents: 0,
    display_currency: "USD",
    display_rate: 1.1,
    cancellation_policy: "moderate",
    respond_by: null,
    deposit_due_at: "2026-06-02T12:00:00.000Z",
    balance_due_date: "2026-06-03",
    balance_method: null,
    decline_reason: null,
    cancel_reason: null,
    cancelled_side: null,
    conversation_id: "conv-7",
    offer_id: null,
    review: null,
    my_side: "traveler",
    can: {
      confirm: false,
      decline: false,
      cancel: true,
      pay_deposit: true,
      pay_balance: false,
      balance_received: false,
      review: false,
    },
    created_at: "2026-06-01T10:00:00.000Z",
    updated_at: "2026-06-01T11:00:00.000Z",
    payments: [],
    cancellation: null,
    ...overrides,
  };
}

/** The same booking once its deposit is in: the balance is what is left. */
export function depositPaid(overrides: Partial<BookingDetail> = {}): BookingDetail {
  const b = bookingOf();
  return bookingOf({
    status: "deposit_paid",
    paid_cents: b.deposit_cents,
    deposit_due_at: null,
    can: { ...b.can, pay_deposit: false, pay_balance: true },
    payments: [
      {
        id: "pay-1",
        kind: "deposit",
        provider: "test",
        amount_cents: b.deposit_cents,
        status: "paid",
        created_at: "2026-06-01T11:00:00.000Z",
        updated_at: "2026-06-01T11:01:00.000Z",
      },
    ],
    ...overrides,
  });
}

export const answer = (booking: BookingDetail, testMode = true): BookingResponse => ({ booking, test_mode: testMode });
