import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminBookingResponse, AdminBookingsResponse } from "../../domain/api/admin-bookings";
import { act, count, inDays, payInTestMode, publishedListing, requestBooking, status } from "./booking-fixtures";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

/**
 * The admins' bookings (issue 16 item 9): find any booking by a person's name or e-mail, the listing's title or the
 * booking's id; filter by state and dates; see payments and the audit trail; refund within what was paid; cancel on
 * someone's behalf with the refund their side gets. Admins only, on the server.
 */

let host: Person;
let traveler: Person;
let admin: Person;
let strictTour: string;
let moderateTour: string;
let day = 30;

beforeAll(async () => {
  [host, traveler, admin] = await Promise.all([
    person("approved-host", { first_name: "Aigerim", last_name: "Bekova" }),
    person("traveler", { first_name: "Zhanargul", last_name: "Omarova" }),
    person("admin"),
  ]);
  [strictTour, moderateTour] = await Promise.all([
    publishedListing(host, "tour", {
      title: "Strict ride to Kaindy",
      cancellation_policy: "strict",
      deposit_percent: 30,
    }).then((l) => l.id),
    publishedListing(host, "tour", { title: "Moderate walk above Medeu" }).then((l) => l.id),
  ]);
});

/** A booking of one person, its deposit paid (30 % of €300 on the strict tour, 20 % on the moderate one). */
async function paid(tour: string, start?: string) {
  day += 5;
  const b = await requestBooking(traveler, {
    listing: { type: "tour", id: tour },
    start_date: start ?? inDays(day),
    party_size: 1,
  });
  await act(host, b.id, "confirm");
  await payInTestMode(traveler, b.id);
  return b;
}

const adminCall = (path: string, json?: unknown) =>
  admin.fetch(path, json === undefined ? {} : { method: "POST", json });
async function adminBooking(id: string) {
  const res = await admin.fetch(`/api/admin/bookings/${id}`);
  expect(res.status).toBe(200);
  return res.json<AdminBookingResponse>();
}
const search = async (query: string) => {
  const res = await admin.fetch(`/api/admin/bookings?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<AdminBookingsResponse>()).bookings.map((b) => b.id);
};

describe("finding bookings", () => {
  it("by the traveler's or host's name or e-mail, the listing's title or the booking's id", async () => {
    const b = await paid(strictTour);
    const other = await requestBooking(traveler, {
      listing: { type: "tour", id: moderateTour },
      start_date: inDays(200),
      party_size: 1,
    });
    expect(await search("q=zhanargul")).toEqual(expect.arrayContaining([b.id, other.id]));
    expect(await search("q=Omarova")).toContain(b.id);
    expect(await search(`q=${encodeURIComponent(traveler.email.toUpperCase())}`)).toContain(b.id);
    expect(await search("q=aigerim bekova")).toContain(b.id);
    expect(await search(`q=${encodeURIComponent(host.email)}`)).toContain(b.id);
    expect(await search("q=kaindy")).toEqual(expect.arrayContaining([b.id]));
    expect(await search("q=kaindy")).not.toContain(other.id);
    expect(await search(`q=${b.id}`)).toEqual([b.id]);
    expect(await search("q=%25")).toEqual([]);
    expect(await search("q=nobody-of-that-name")).toEqual([]);
    // Longer than the 50 bytes D1 allows a LIKE pattern: still a search, not a server error.
    const long = `${"x".repeat(60)}@example.com`;
    expect(await search(`q=${encodeURIComponent(long)}`)).toEqual([]);
  });

  it("filtered by state and by the trip's first day", async () => {
    const b = await paid(moderateTour, inDays(250));
    expect(await search("status=deposit_paid")).toContain(b.id);
    expect(await search("status=requested")).not.toContain(b.id);
    expect(await search(`from=${inDays(250)}&to=${inDays(250)}`)).toEqual([b.id]);
    expect(await search(`from=${inDays(251)}`)).not.toContain(b.id);
    const bad = await admin.fetch("/api/admin/bookings?status=lost");
    expect(bad.status).toBe(400);
    expect((await bad.json<ErrorBody>()).error.message).toMatch(/^status: must be one of requested/);
    expect((await admin.fetch("/api/admin/bookings?from=soon")).status).toBe(400);
  });

  it("is for admins only: 401 for a guest, 403 for the traveler and the host", async () => {
    expect((await (await person("guest")).fetch("/api/admin/bookings")).status).toBe(401);
    expect((await traveler.fetch("/api/admin/bookings")).status).toBe(403);
    expect((await host.fetch("/api/admin/bookings")).status).toBe(403);
  });
});

describe("one booking", () => {
  it("shows its payments, both e-mail addresses and its audit trail, oldest first", async () => {
    const b = await paid(strictTour);
    const page = await adminBooking(b.id);
    expect(page.booking).toMatchObject({ id: b.id, status: "deposit_paid", my_side: "admin", paid_cents: 9_000 });
    expect(page.booking.payments.map((p) => [p.kind, p.status, p.amount_cents])).toEqual([["deposit", "paid", 9_000]]);
    expect(page).toMatchObject({ traveler_email: traveler.email, host_email: host.email });
    expect(page.audit.map((a) => a.action)).toEqual(["booking.request", "booking.confirm", "booking.pay_deposit"]);
    expect(page.audit[1]).toMatchObject({ actor_id: host.id, actor_name: "Aigerim Bekova" });
    expect((await admin.fetch(`/api/admin/bookings/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await traveler.fetch(`/api/admin/bookings/${b.id}`)).status).toBe(403);
  });
});

describe("an admin's refund", () => {
  it("of part of a cancelled trip's kept deposit, then the rest; never more than was paid", async () => {
    const b = await paid(strictTour, inDays(10));
    await act(traveler, b.id, "cancel", {});
    expect(await status(b.id)).toBe("cancelled");
    const tooMuch = await adminCall(`/api/admin/bookings/${b.id}/refund`, { amount_cents: 9_001, reason: "Goodwill" });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json<ErrorBody>()).error.message).toBe("amount_cents: is more than is left to refund");
    expect((await adminCall(`/api/admin/bookings/${b.id}/refund`, { amount_cents: 4_000 })).status).toBe(400);

    const part = await adminCall(`/api/admin/bookings/${b.id}/refund`, {
      amount_cents: 4_000,
      reason: "Storm warning",
    });
    expect(part.status).toBe(200);
    expect((await part.json<AdminBookingResponse>()).booking.status).toBe("refunded");
    expect((await adminBooking(b.id)).booking).toMatchObject({ status: "refunded", refunded_cents: 4_000 });

    const rest = await adminCall(`/api/admin/bookings/${b.id}/refund`, { reason: "The rest, as promised" });
    expect(rest.status).toBe(200);
    const after = await adminBooking(b.id);
    expect(after.booking).toMatchObject({ status: "refunded", paid_cents: 9_000, refunded_cents: 9_000 });
    expect(after.booking.payments.filter((p) => p.kind === "refund").map((p) => [p.amount_cents, p.status])).toEqual([
      [4_000, "succeeded"],
      [5_000, "succeeded"],
    ]);
    expect(after.audit.filter((a) => a.action === "booking.refund").map((a) => a.details)).toEqual([
      expect.objectContaining({ amount_cents: 4_000, reason: "Storm warning", by: "admin" }),
      expect.objectContaining({ amount_cents: 5_000, reason: "The rest, as promised", by: "admin" }),
    ]);
    const none = await adminCall(`/api/admin/bookings/${b.id}/refund`, { amount_cents: 1, reason: "One more cent" });
    expect(none.status).toBe(409);
    expect((await none.json<ErrorBody>()).error.code).toBe("nothing_to_refund");
  });

  it("of a booking that paid nothing is refused (409), and of a trip still to happen it is refused (409)", async () => {
    const requested = await requestBooking(traveler, {
      listing: { type: "tour", id: moderateTour },
      start_date: inDays(300),
      party_size: 1,
    });
    const nothing = await adminCall(`/api/admin/bookings/${requested.id}/refund`, { reason: "Goodwill" });
    expect(nothing.status).toBe(409);
    expect((await nothing.json<ErrorBody>()).error.code).toBe("nothing_to_refund");
    const upcoming = await paid(moderateTour);
    const early = await adminCall(`/api/admin/bookings/${upcoming.id}/refund`, { reason: "Goodwill" });
    expect(early.status).toBe(409);
    expect((await early.json<ErrorBody>()).error.code).toBe("not_allowed_now");
    expect((await adminBooking(upcoming.id)).booking).toMatchObject({ status: "deposit_paid", refunded_cents: 0 });
    expect(
      await count("SELECT count(*) AS n FROM payments WHERE booking_id = ? AND kind = 'refund'", upcoming.id),
    ).toBe(0);
  });
});

describe("cancelling on someone's behalf", () => {
  it("for the traveler gives the policy's refund: nothing from a strict trip within 14 days", async () => {
    const b = await paid(strictTour, inDays(8));
    const res = await adminCall(`/api/admin/bookings/${b.id}/cancel`, {
      on_behalf_of: "traveler",
      reason: "The traveler called: a family emergency.",
    });
    expect(res.status).toBe(200);
    const page = await res.json<AdminBookingResponse>();
    expect(page.booking).toMatchObject({
      status: "cancelled",
      cancelled_side: "traveler",
      cancel_reason: "The traveler called: a family emergency.",
      refunded_cents: 0,
    });
    expect(page.audit.at(-1)).toMatchObject({
      action: "booking.cancel",
      actor_id: admin.id,
      details: expect.objectContaining({ by: "admin", side: "traveler", refund_cents: 0, refund_percent: 0 }),
    });
    expect(await count("SELECT count(*) AS n FROM payments WHERE booking_id = ? AND kind = 'refund'", b.id)).toBe(0);
  });

  it("for the traveler, half of a strict trip more than 14 days away; all of a moderate one a week ahead", async () => {
    const strict = await paid(strictTour, inDays(40));
    await adminCall(`/api/admin/bookings/${strict.id}/cancel`, { on_behalf_of: "traveler", reason: "Asked by phone." });
    expect((await adminBooking(strict.id)).booking).toMatchObject({ status: "refunded", refunded_cents: 4_500 });
    const moderate = await paid(moderateTour, inDays(8));
    await adminCall(`/api/admin/bookings/${moderate.id}/cancel`, {
      on_behalf_of: "traveler",
      reason: "Asked by phone.",
    });
    expect((await adminBooking(moderate.id)).booking).toMatchObject({ status: "refunded", refunded_cents: 6_000 });
  });

  it("for the host refunds everything, and it counts as the host's cancellation; both sides are told", async () => {
    const b = await paid(strictTour, inDays(3));
    const res = await adminCall(`/api/admin/bookings/${b.id}/cancel`, {
      on_behalf_of: "host",
      reason: "The host's car broke down.",
    });
    expect(res.status).toBe(200);
    expect((await adminBooking(b.id)).booking).toMatchObject({
      status: "refunded",
      cancelled_side: "host",
      refunded_cents: 9_000,
    });
    const row = await env.DB.prepare("SELECT cancelled_by, cancelled_side FROM bookings WHERE id = ?")
      .bind(b.id)
      .first();
    expect(row).toEqual({ cancelled_by: admin.id, cancelled_side: "host" });
    for (const who of [traveler, host])
      expect(
        await count(
          "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'booking_cancel' AND data LIKE ?",
          who.id,
          `%${b.id}%`,
        ),
      ).toBe(1);
  });

  it("needs a reason and a side (400), is refused for an ended booking (409), and is admins' only", async () => {
    const b = await paid(moderateTour);
    expect((await adminCall(`/api/admin/bookings/${b.id}/cancel`, { on_behalf_of: "traveler" })).status).toBe(400);
    expect(
      (await adminCall(`/api/admin/bookings/${b.id}/cancel`, { on_behalf_of: "admin", reason: "Because." })).status,
    ).toBe(400);
    const byHost = await host.fetch(`/api/admin/bookings/${b.id}/cancel`, {
      method: "POST",
      json: { on_behalf_of: "host", reason: "Because." },
    });
    expect(byHost.status).toBe(403);
    const ownRoute = await admin.fetch(`/api/bookings/${b.id}/cancel`, { method: "POST", json: {} });
    expect(ownRoute.status).toBe(404);
    expect(await status(b.id)).toBe("deposit_paid");
    await adminCall(`/api/admin/bookings/${b.id}/cancel`, { on_behalf_of: "traveler", reason: "Asked by phone." });
    const again = await adminCall(`/api/admin/bookings/${b.id}/cancel`, { on_behalf_of: "host", reason: "Again." });
    expect(again.status).toBe(409);
    expect((await again.json<ErrorBody>()).error.code).toBe("not_allowed_now");
  });

  it("of a request not yet answered cancels it with nothing to refund", async () => {
    const b = await requestBooking(traveler, {
      listing: { type: "tour", id: moderateTour },
      start_date: inDays(320),
      party_size: 1,
    });
    const res = await adminCall(`/api/admin/bookings/${b.id}/cancel`, {
      on_behalf_of: "traveler",
      reason: "Duplicate.",
    });
    expect(res.status).toBe(200);
    expect((await res.json<AdminBookingResponse>()).booking.status).toBe("cancelled");
    expect(await count("SELECT count(*) AS n FROM listing_days WHERE booking_id = ?", b.id)).toBe(0);
  });
});
