import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { BookingResponse, CheckoutResponse } from "../../domain/api/bookings";
import worker from "../../worker/index";
import { type FakeSession, type FakeStripe, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, signature } from "./fake-stripe";
import { ORIGIN } from "./helpers";
import type { Person } from "./people";

/**
 * The worker as deployed with Stripe configured: the same bindings as every worker test, plus the secret key and the
 * webhook secret (miniflare's bindings have neither, so the other tests run in test mode).
 */
export const stripeEnv = () => ({ ...env, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET });

/** A request to the Stripe-configured worker, as `who` (no one for Stripe's own webhook calls), settled. */
export async function stripeWorker(
  who: Person | null,
  path: string,
  init: RequestInit & { json?: unknown } = {},
  bindings: object = stripeEnv(),
): Promise<Response> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (who?.token) headers.set("Authorization", `Bearer ${who.token}`);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }),
    bindings as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** The traveler opens a Stripe checkout of the booking: our payment row and Stripe's session behind it. */
export async function stripeCheckout(
  fake: FakeStripe,
  traveler: Person,
  bookingId: string,
  kind: "deposit" | "balance" = "deposit",
): Promise<{ payment: CheckoutResponse["payment"]; session: FakeSession }> {
  const res = await stripeWorker(traveler, `/api/bookings/${bookingId}/checkout`, { method: "POST", json: { kind } });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = await res.json<CheckoutResponse>();
  expect(body.test_mode).toBe(false);
  const session = [...fake.sessions.values()].find((s) => s.metadata.payment_id === body.payment.id);
  if (!session) throw new Error(`no Stripe session for payment ${body.payment.id}`);
  return { payment: body.payment, session };
}

/** Stripe delivers an event to the webhook, signed (or with the given Stripe-Signature header). */
export async function deliver(event: object, header?: string): Promise<Response> {
  const payload = JSON.stringify(event, null, 2);
  return stripeWorker(null, "/api/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": header ?? (await signature(payload)) },
    body: payload,
  });
}

export async function bookingOf(who: Person, id: string): Promise<BookingResponse["booking"]> {
  const res = await stripeWorker(who, `/api/bookings/${id}`);
  expect(res.status).toBe(200);
  return (await res.json<BookingResponse>()).booking;
}
