import Stripe from "stripe";
import { vi } from "vitest";

/**
 * Stripe's servers, faked (the only part of the payment path that is; issue 16 "Tests"): the few endpoints the
 * adapter calls, answering with objects shaped as Stripe's API answers them, and every request kept for the tests to
 * read (form fields, idempotency key). Like Stripe, a repeated idempotency key gets the first answer back without
 * doing anything again. Hand `fetch` to the adapter (`stripeProvider(key, fake.fetch)`), or `install()` it as the
 * global fetch for the worker's routes, which build the SDK's fetch client from the global one.
 */

export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
  authorization: string | null;
  contentType: string | null;
}

export interface FakeSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: "payment";
  payment_intent: string | null;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  success_url: string;
  cancel_url: string;
  url: string | null;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string;
  charge: string;
  reason: null;
  status: "pending" | "succeeded" | "failed" | "canceled";
}

export const STRIPE_SECRET_KEY = "sk_test_51FakeKeyForTheWorkerTests";
export const STRIPE_WEBHOOK_SECRET = "whsec_test_secret_of_the_worker_tests";

const API = "https://api.stripe.com";
const random = () => crypto.randomUUID().replace(/-/g, "").slice(0, 24);

/** The nested form fields of a prefix (`metadata` → { booking_id: … }). */
export function formObject(form: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key.startsWith(`${prefix}[`)) out[key.slice(prefix.length + 1, key.indexOf("]", prefix.length))] = value;
  }
  return out;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Request-Id": `req_${random()}`, ...headers },
  });
}

export function fakeStripe() {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const state = {
    /** What a new refund's status is (Stripe settles most card refunds at once, some later by refund.updated). */
    refundStatus: "succeeded" as FakeRefund["status"],
    /** Answer the next n requests with 503 (Stripe-Should-Retry: false, so the SDK gives up at once). */
    downFor: 0,
    /** Answer the next n requests with a retryable 500 (the SDK tries again, with the same idempotency key). */
    flakyFor: 0,
    /** Sessions created without a URL (a malformed answer). */
    noUrl: false,
    /** Refuse refunds as Stripe does a charge that was refunded already (400 invalid_request_error). */
    refuseRefunds: false,
  };

  function route(call: StripeCall): { status: number; body: unknown } {
    const now = Math.floor(Date.now() / 1000);
    if (call.method === "POST" && call.path === "/v1/checkout/sessions") {
      const f = call.form;
      const id = `cs_test_${random()}`;
      const amount = Number(f.get("line_items[0][price_data][unit_amount]"));
      const session: FakeSession = {
        id,
        object: "checkout.session",
        amount_total: amount * Number(f.get("line_items[0][quantity]") ?? 1),
        amount_subtotal: amount,
        currency: f.get("line_items[0][price_data][currency]") ?? "",
        client_reference_id: f.get("client_reference_id"),
        customer_email: f.get("customer_email"),
        expires_at: Number(f.get("expires_at") ?? now + 86_400),
        created: now,
        livemode: false,
        metadata: formObject(f, "metadata"),
        mode: "payment",
        payment_intent: null,
        payment_status: "unpaid",
        status: "open",
        success_url: f.get("success_url") ?? "",
        cancel_url: f.get("cancel_url") ?? "",
        url: state.noUrl ? null : `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const expire = call.path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (call.method === "POST" && expire) {
      const session = sessions.get(decodeURIComponent(expire[1] ?? ""));
      if (!session)
        return {
          status: 404,
          body: { error: { type: "invalid_request_error", code: "resource_missing", message: "No such session" } },
        };
      if (session.status !== "open")
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
            },
          },
        };
      session.status = "expired";
      session.url = null;
      return { status: 200, body: session };
    }
    if (call.method === "POST" && call.path === "/v1/refunds" && state.refuseRefunds)
      return {
        status: 400,
        body: {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: `Charge for ${call.form.get("payment_intent")} has already been refunded.`,
          },
        },
      };
    if (call.method === "POST" && call.path === "/v1/refunds") {
      const refund: FakeRefund = {
        id: `re_${random()}`,
        object: "refund",
        amount: Number(call.form.get("amount")),
        currency: "eur",
        created: now,
        metadata: formObject(call.form, "metadata"),
        payment_intent: call.form.get("payment_intent") ?? "",
        charge: `ch_${random()}`,
        reason: null,
        status: state.refundStatus,
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${call.method}: ${call.path})` },
      },
    };
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const call: StripeCall = {
      method: request.method,
      path: url.pathname,
      form: new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())),
      idempotencyKey: request.headers.get("Idempotency-Key"),
      authorization: request.headers.get("Authorization"),
      contentType: request.headers.get("Content-Type"),
    };
    calls.push(call);
    if (state.downFor > 0) {
      state.downFor--;
      return json(
        503,
        { error: { type: "api_error", message: "Stripe is down (fake)" } },
        { "Stripe-Should-Retry": "false" },
      );
    }
    if (state.flakyFor > 0) {
      state.flakyFor--;
      return json(500, { error: { type: "api_error", message: "Stripe hiccuped (fake)" } });
    }
    const key = call.idempotencyKey ? `${call.method} ${call.path} ${call.idempotencyKey}` : null;
    const known = key ? answered.get(key) : undefined;
    if (known) return json(known.status, known.body, { "Idempotent-Replayed": "true" });
    const answer = route(call);
    if (key) answered.set(key, answer);
    return json(answer.status, answer.body);
  };

  return {
    fetch,
    calls,
    sessions,
    refunds,
    state,
    /** The calls made to one endpoint ("POST /v1/refunds"). */
    callsTo: (endpoint: string) => calls.filter((c) => `${c.method} ${c.path}` === endpoint),
    /**
     * Makes this fake the global fetch for Stripe's host (anything else goes to the real fetch) until `vi`'s globals
     * are unstubbed: the worker's routes build their Stripe client from the global fetch.
     */
    install() {
      const real = globalThis.fetch;
      vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
        new Request(input, init).url.startsWith(`${API}/`) ? fetch(input, init) : real(input, init),
      );
    },
    /** Marks a session paid, as Stripe does when the traveler pays on its page (the event is sent separately). */
    pay(sessionId: string): FakeSession {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = `pi_${random()}`;
      session.url = null;
      return session;
    },
  };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;

// ───────────────────────────── events, as Stripe sends them ─────────────────────────────

type EventType =
  | "checkout.session.completed"
  | "checkout.session.expired"
  | "checkout.session.async_payment_succeeded"
  | "refund.updated";

/** A Stripe event of `type` about `object`, with the envelope Stripe's API version 2025 sends. */
export function stripeEvent(type: EventType, object: object, previous?: Record<string, unknown>) {
  return {
    id: `evt_${random()}`,
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** checkout.session.completed (paid) or .expired of a fake session: the session object as Stripe sends it then. */
export function sessionEvent(type: "checkout.session.completed" | "checkout.session.expired", session: FakeSession) {
  const object = {
    ...session,
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: null,
    consent: null,
    customer: null,
    customer_creation: "if_required",
    customer_details:
      type === "checkout.session.completed"
        ? { address: null, email: session.customer_email, name: "Test Traveler", phone: null, tax_exempt: "none" }
        : null,
    invoice: null,
    locale: null,
    payment_method_types: ["card"],
    status: type === "checkout.session.completed" ? "complete" : "expired",
    payment_status: type === "checkout.session.completed" ? "paid" : "unpaid",
    payment_intent: type === "checkout.session.completed" ? (session.payment_intent ?? `pi_${random()}`) : null,
    url: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
  };
  return stripeEvent(type, object);
}

export function refundEvent(refund: FakeRefund, status: "succeeded" | "failed") {
  return stripeEvent(
    "refund.updated",
    { ...refund, status, ...(status === "failed" ? { failure_reason: "expired_or_canceled_card" } : {}) },
    { status: refund.status },
  );
}

/** The Stripe-Signature header Stripe would send for `payload` (its SDK's own test helper). */
export function signature(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}
