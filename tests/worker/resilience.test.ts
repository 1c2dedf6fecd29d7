import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingResponse, CheckoutResponse } from "../../domain/api/bookings";
import type { UploadedMedia } from "../../domain/media";
import { CRON, runScheduled } from "../../worker/cron";
import { act, inDays, LISTING_FIELDS, payInTestMode, publishedListing, requestBooking } from "./booking-fixtures";
import { callWithFaults, difference, failAtEveryWrite, r2Keys, snapshot } from "./faults";
import type { ErrorBody } from "./helpers";
import { makePng } from "./media-fixtures";
import { PEOPLE_PASSWORD, type Person, person } from "./people";

/**
 * Issue 21 "Resilience": D1 or R2 failing in the middle of the main write paths. Each call is made to fail at its
 * first write to D1, then at its second, and so on until it goes through (tests/worker/faults.ts): every failed
 * attempt answers with the one error shape and leaves the database (and R2) exactly as it was, so trying again is
 * all the person has to do, and the last attempt succeeds as if nothing had happened.
 */

let traveler: Person;
let host: Person;
let admin: Person;
let car = "";
let day = 10;
const carTrip = () => {
  const d = inDays(day++);
  return { listing: { type: "rental-car" as const, id: car }, start_date: d, end_date: d, party_size: 2 };
};

beforeAll(async () => {
  [traveler, host, admin] = await Promise.all([person("traveler"), person("approved-host"), person("admin")]);
  car = (await publishedListing(host, "rental-car")).id;
});

let photoSeed = 1;
/** A form with a photo no one uploaded before (uploads are stored by content). */
const photoForm = async () => {
  const form = new FormData();
  form.append("file", new File([await makePng(16, 12, photoSeed++)], "photo.png", { type: "image/png" }));
  return form;
};
/** The same form again for each try of one upload. */
const sameForm = (bytes: FormData) => () => ({ method: "POST", body: bytes });

describe("a failing D1 write leaves nothing half-written and the retry goes through", () => {
  it("signs up: a try that failed after the account was made is completed by the next one", async () => {
    const email = `resilient-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const { failurePoints } = await failAtEveryWrite(
      null,
      "/auth/v1/signup",
      () => ({
        method: "POST",
        headers: { "CF-Connecting-IP": "198.51.100.21" },
        json: { email, password: "a long walk to Song-Kol" },
      }),
      { recoverable: true },
    );
    expect(failurePoints.length).toBeGreaterThan(2);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first("n")).toBe(1);
    const mail = await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE "to" = ?').bind(email).first("n");
    expect(mail).toBeGreaterThanOrEqual(1);
  });

  it("saves a profile", async () => {
    await failAtEveryWrite(traveler, "/api/me/profile", () => ({
      method: "PATCH",
      json: { first_name: "Saule", city: "Shymkent" },
    }));
    const me = await (await traveler.fetch("/api/me/profile")).json<{ first_name: string }>();
    expect(me.first_name).toBe("Saule");
  });

  it("applies to become a host", async () => {
    const applicant = await person("traveler");
    await failAtEveryWrite(applicant, "/api/me/host-application", () => ({
      method: "POST",
      json: {
        host_type: "guide",
        first_name: "Aida",
        last_name: "Kasymova",
        city: "Karakol",
        country: "Kyrgyzstan",
        bio: "Mountain guide in Karakol: Ala-Kul, Altyn-Arashan and the Jeti-Oguz valleys, summer and winter.",
        languages: ["English"],
      },
    }));
    const row = await env.DB.prepare("SELECT status FROM hosts WHERE user_id = ?").bind(applicant.id).first("status");
    expect(row).toBe("pending");
  });

  it("approves a host application", async () => {
    const applicant = await person("pending-host");
    await failAtEveryWrite(admin, `/api/admin/hosts/${applicant.hostId}/approve`, () => ({ method: "POST" }));
    expect(await env.DB.prepare("SELECT status FROM hosts WHERE id = ?").bind(applicant.hostId).first("status")).toBe(
      "approved",
    );
  });

  it("creates, publishes and deletes a listing", async () => {
    const created = await failAtEveryWrite(
      host,
      "/api/listings/driver",
      () => ({ method: "POST", json: LISTING_FIELDS.driver }),
      { okStatus: 201 },
    );
    const { id } = await created.res.json<{ id: string }>();
    const photo = await (
      await host.fetch("/api/media", { method: "POST", body: await photoForm() })
    ).json<UploadedMedia>();
    await failAtEveryWrite(host, `/api/listings/driver/${id}`, () => ({
      method: "PATCH",
      json: { images: [photo.url], status: "published" },
    }));
    // Travelers see published listings only.
    expect((await traveler.fetch(`/api/listings/driver/${id}`)).status).toBe(200);
    await failAtEveryWrite(host, `/api/listings/driver/${id}`, () => ({
      method: "PATCH",
      json: { status: "archived" },
    }));
    await failAtEveryWrite(host, `/api/listings/driver/${id}`, () => ({ method: "DELETE" }), { okStatus: 204 });
    expect((await traveler.fetch(`/api/listings/driver/${id}`)).status).toBe(404);
  });

  it("starts a conversation", async () => {
    const otherHost = await person("approved-host");
    await failAtEveryWrite(traveler, "/api/conversations", () => ({ method: "POST", json: { with: otherHost.id } }), {
      okStatus: 201,
    });
  });

  it("requests, confirms, pays and cancels a booking", async () => {
    const trip = carTrip();
    const requested = await failAtEveryWrite(traveler, "/api/bookings", () => ({ method: "POST", json: trip }), {
      okStatus: 201,
    });
    const { booking } = await requested.res.json<BookingResponse>();
    expect(booking.status).toBe("requested");
    await failAtEveryWrite(host, `/api/bookings/${booking.id}/confirm`, () => ({ method: "POST" }));
    const checkout = await failAtEveryWrite(traveler, `/api/bookings/${booking.id}/checkout`, () => ({
      method: "POST",
      json: { kind: "deposit" },
    }));
    const { payment } = await checkout.res.json<CheckoutResponse>();
    const paid = await failAtEveryWrite(traveler, `/api/payments/${payment.id}/test-pay`, () => ({ method: "POST" }));
    expect((await paid.res.json<BookingResponse>()).booking.status).toBe("deposit_paid");
    await failAtEveryWrite(traveler, `/api/bookings/${booking.id}/cancel`, () => ({
      method: "POST",
      json: { reason: "Our flight was cancelled." },
    }));
    const after = await (await traveler.fetch(`/api/bookings/${booking.id}`)).json<BookingResponse>();
    expect(after.booking.status).toMatch(/^cancelled/);
  });

  it("makes and accepts an offer", async () => {
    const conversation = await (
      await traveler.fetch("/api/conversations", { method: "POST", json: { with: host.id } })
    ).json<{ conversation: { id: string } }>();
    const made = await failAtEveryWrite(
      host,
      `/api/conversations/${conversation.conversation.id}/offers`,
      () => ({ method: "POST", json: { ...carTrip(), total_cents: 20_000, deposit_cents: 4_000 } }),
      { okStatus: 201 },
    );
    const { offer } = await made.res.json<{ offer: { id: string } }>();
    await failAtEveryWrite(traveler, `/api/offers/${offer.id}/accept`, () => ({ method: "POST", json: {} }), {
      okStatus: 201,
    });
  });

  it("sends a contact message and submits a story", async () => {
    await failAtEveryWrite(null, "/api/contact", () => ({
      method: "POST",
      headers: { "CF-Connecting-IP": "198.51.100.22" },
      json: {
        name: "Dana",
        email: "dana@example.org",
        topic: "booking",
        message: "Can I pay the deposit by bank transfer instead of by card?",
      },
    }));
    await failAtEveryWrite(
      traveler,
      "/api/blog/submissions",
      () => ({
        method: "POST",
        headers: { "CF-Connecting-IP": "198.51.100.23" },
        json: {
          title: "Three days on the Bartang valley road",
          country: "Tajikistan",
          body: "## Getting there\n\nThe Bartang road leaves the Pamir Highway at Rushon and follows the river. ".repeat(
            4,
          ),
          photos: [],
          consent: true,
        },
      }),
      { okStatus: 201 },
    );
  });

  it("deletes an account", async () => {
    const leaving = await person("traveler");
    // A booking they made and cancelled: it stays, for the host, through the erasure (one still under way would
    // hold the deletion back, me.test.ts).
    const booking = await requestBooking(leaving, carTrip());
    await act(leaving, booking.id, "cancel", {});
    await failAtEveryWrite(leaving, "/api/me", () => ({ method: "DELETE", json: { password: PEOPLE_PASSWORD } }), {
      okStatus: 204,
    });
    const gone = await env.DB.prepare("SELECT email, deleted_at FROM users WHERE id = ?").bind(leaving.id).first();
    expect(gone).toMatchObject({ email: null, deleted_at: expect.any(String) });
    // The confirmation was queued with the erasure, once.
    const mail = await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE "to" = ?')
      .bind(leaving.email)
      .first("n");
    expect(mail).toBe(1);
  });
});

describe("uploads with R2 or D1 failing", () => {
  it("stores nothing when R2 refuses the photo, and the retry stores it once", async () => {
    const form = await photoForm();
    const before = await snapshot();
    const objects = await r2Keys();
    const failed = await callWithFaults(
      host,
      "/api/media",
      { method: "POST", body: form },
      {
        r2Fails: (op) => op === "put",
      },
    );
    expect(failed.res.status).toBe(500);
    expect(await failed.res.json<ErrorBody>()).toEqual({
      error: { code: "internal_error", message: "An unexpected error occurred" },
    });
    expect(difference(before, await snapshot())).toEqual({});
    expect(await r2Keys()).toEqual(objects);

    const { res } = await failAtEveryWrite(host, "/api/media", sameForm(form), { r2: true, okStatus: 201 });
    const { key } = await res.json<UploadedMedia>();
    expect(await r2Keys()).toEqual([...objects, key].sort());
    expect((await env.MEDIA.get(key))?.size).toBeGreaterThan(0);
  });

  it("deletes a photo whose R2 delete failed at the next housekeeping run", async () => {
    const { key } = await (
      await host.fetch("/api/media", { method: "POST", body: await photoForm() })
    ).json<UploadedMedia>();
    const failed = await callWithFaults(
      host,
      `/api/media/${key}`,
      { method: "DELETE" },
      {
        r2Fails: (op) => op === "delete",
      },
    );
    // Deleted for the person (the row is gone, nothing shows it), with the file still to remove from R2.
    expect(failed.res.status).toBe(204);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM media_objects WHERE key = ?").bind(key).first("n")).toBe(0);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM media_trash WHERE key = ?").bind(key).first("n")).toBe(1);

    await runScheduled(CRON.housekeeping, env, new Date(Date.now() + 120_000));
    expect(await env.MEDIA.head(key)).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM media_trash").first("n")).toBe(0);
  });

  it("a photo deleted and uploaded again is not removed by the late clean-up", async () => {
    const form = await photoForm();
    const { key } = await (await host.fetch("/api/media", { method: "POST", body: form })).json<UploadedMedia>();
    await callWithFaults(host, `/api/media/${key}`, { method: "DELETE" }, { r2Fails: (op) => op === "delete" });
    expect((await host.fetch("/api/media", { method: "POST", body: form })).status).toBe(201);
    await runScheduled(CRON.housekeeping, env, new Date(Date.now() + 120_000));
    expect(await env.MEDIA.head(key)).not.toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM media_objects WHERE key = ?").bind(key).first("n")).toBe(1);
  });
});

describe("payments when D1 fails", () => {
  it("a test-mode payment that could not be recorded leaves the booking awaiting its deposit", async () => {
    const booking = await requestBooking(traveler, carTrip());
    await act(host, booking.id, "confirm");
    const checkout = await (
      await traveler.fetch(`/api/bookings/${booking.id}/checkout`, { method: "POST", json: { kind: "deposit" } })
    ).json<CheckoutResponse>();
    const failed = await callWithFaults(
      traveler,
      `/api/payments/${checkout.payment.id}/test-pay`,
      { method: "POST" },
      {
        d1FailAt: 0,
      },
    );
    expect(failed.res.status).toBe(500);
    const row = await env.DB.prepare("SELECT status FROM bookings WHERE id = ?").bind(booking.id).first("status");
    expect(row).toBe("awaiting_deposit");
    expect((await payInTestMode(traveler, booking.id)).status).toBe("deposit_paid");
  });
});
