import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { CRON } from "../../worker/cron";
import type { OutboxRow } from "../../worker/db/email-outbox";
import { deliverOutbox, emailSender, OUTBOX_MAX_ATTEMPTS, queueEmail } from "../../worker/services/email/outbox";
import {
  type EmailSender,
  type OutgoingEmail,
  RESEND_API,
  resendSender,
  type SendResult,
} from "../../worker/services/email/sender";
import { signupConfirmationEmail } from "../../worker/services/email/templates";
import { workerFetch } from "./helpers";

const mail = (to: string) => ({
  to,
  ...signupConfirmationEmail({ origin: "https://untrodden.test", link: `/auth/v1/verify?token=${to}&type=signup` }),
});

async function row(id: string): Promise<OutboxRow | null> {
  return env.DB.prepare("SELECT * FROM email_outbox WHERE id = ?").bind(id).first<OutboxRow>();
}

/** A sender that answers from a script and records what it was asked to send. */
function scriptedSender(answer: (email: OutgoingEmail) => SendResult) {
  const sent: OutgoingEmail[] = [];
  const sender: EmailSender = {
    name: "scripted",
    async send(email) {
      sent.push(email);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer(email);
    },
  };
  return { sender, sent };
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM email_outbox").run();
});

describe("queueEmail", () => {
  it("stores the message queued, with its template key, and returns the row id", async () => {
    const id = await queueEmail(env.DB, mail("ana@example.com"));
    expect(await row(id)).toMatchObject({
      to: "ana@example.com",
      subject: "Confirm your Untrodden account",
      template_key: "signup_confirmation",
      status: "queued",
      attempts: 0,
      error: null,
      sent_at: null,
    });
    expect((await row(id))?.html).toContain(
      "https://untrodden.test/auth/v1/verify?token=ana@example.com&amp;type=signup",
    );
  });
});

describe("deliverOutbox", () => {
  it("sends queued rows through the sender and marks them sent", async () => {
    const id = await queueEmail(env.DB, mail("ben@example.com"));
    const { sender, sent } = scriptedSender(() => ({ ok: true, providerId: "p-1" }));
    expect(await deliverOutbox(env, sender)).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id, to: "ben@example.com", subject: "Confirm your Untrodden account" });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect(Date.parse(stored?.sent_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    // Nothing left to send.
    expect(await deliverOutbox(env, sender)).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
  });

  it("keeps a message queued with the error after a temporary failure, and fails it after the last attempt", async () => {
    const id = await queueEmail(env.DB, mail("cat@example.com"));
    const { sender } = scriptedSender(() => ({ ok: false, error: "resend answered 503", retryable: true }));
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt++) {
      expect(await deliverOutbox(env, sender)).toMatchObject({ retrying: 1, failed: 0 });
      expect(await row(id)).toMatchObject({ status: "queued", attempts: attempt, error: "resend answered 503" });
    }
    expect(await deliverOutbox(env, sender)).toMatchObject({ retrying: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS, sent_at: null });
    expect(await deliverOutbox(env, sender)).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
  });

  it("fails a message the provider refuses for good at once", async () => {
    const id = await queueEmail(env.DB, mail("dan@example.com"));
    const { sender } = scriptedSender(() => ({
      ok: false,
      error: "resend answered 422 (validation_error: Invalid `to` field)",
      retryable: false,
    }));
    expect(await deliverOutbox(env, sender)).toMatchObject({ failed: 1 });
    expect(await row(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "resend answered 422 (validation_error: Invalid `to` field)",
    });
  });

  it("recovers: a message that failed temporarily is sent by a later run", async () => {
    const id = await queueEmail(env.DB, mail("eve@example.com"));
    let up = false;
    const { sender } = scriptedSender(() =>
      up ? { ok: true, providerId: null } : { ok: false, error: "resend unreachable", retryable: true },
    );
    await deliverOutbox(env, sender);
    up = true;
    expect(await deliverOutbox(env, sender)).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, error: null });
  });

  it("leaves everything queued when no sender is configured", async () => {
    const id = await queueEmail(env.DB, mail("fay@example.com"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await deliverOutbox(env, null)).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 1 });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("delivers only the given rows when asked (the request that queued them)", async () => {
    const mine = await queueEmail(env.DB, mail("gus@example.com"));
    const other = await queueEmail(env.DB, mail("hal@example.com"));
    const { sender, sent } = scriptedSender(() => ({ ok: true, providerId: null }));
    expect(await deliverOutbox(env, sender, { ids: [mine] })).toMatchObject({ sent: 1 });
    expect(sent.map((e) => e.id)).toEqual([mine]);
    expect(await row(other)).toMatchObject({ status: "queued" });
  });

  it("leaves rows younger than the grace period to their request when asked", async () => {
    const fresh = await queueEmail(env.DB, mail("ivy@example.com"));
    const { sender } = scriptedSender(() => ({ ok: true, providerId: null }));
    expect(await deliverOutbox(env, sender, { olderThanSeconds: 60 })).toMatchObject({ sent: 0 });
    expect(await row(fresh)).toMatchObject({ status: "queued" });
    const later = new Date(Date.now() + 61_000);
    expect(await deliverOutbox(env, sender, { olderThanSeconds: 60, now: later })).toMatchObject({ sent: 1 });
  });

  it("sends each message once when two deliveries run at the same time", async () => {
    const ids = await Promise.all(["a", "b", "c", "d"].map((n) => queueEmail(env.DB, mail(`${n}@example.com`))));
    const { sender, sent } = scriptedSender(() => ({ ok: true, providerId: null }));
    const [first, second] = await Promise.all([deliverOutbox(env, sender), deliverOutbox(env, sender)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(4);
    expect(sent.map((e) => e.id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("emailSender", () => {
  it("is the dev mailbox when DEV_MAILBOX is on, even with provider keys", () => {
    expect(emailSender({ DEV_MAILBOX: "on", EMAIL_API_KEY: "re_x", EMAIL_FROM: "a@b.c" })?.name).toBe("dev-mailbox");
  });
  it("is the HTTP provider when its key and sender address are set", () => {
    expect(emailSender({ EMAIL_API_KEY: "re_x", EMAIL_FROM: "Untrodden <hello@untrodden.travel>" })?.name).toBe(
      "resend",
    );
  });
  it("is none when nothing is configured (or only half of the provider)", () => {
    expect(emailSender({})).toBeNull();
    expect(emailSender({ EMAIL_API_KEY: "re_x" })).toBeNull();
    expect(emailSender({ DEV_MAILBOX: "off" })).toBeNull();
  });

  it("in the tests' local setup, marks the row sent and leaves it readable in the mailbox", async () => {
    const id = await queueEmail(env.DB, mail("jo@example.com"));
    expect(await deliverOutbox(env, emailSender(env))).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent" });
    const box = (await (
      await workerFetch(new Request("https://untrodden.test/dev/mailbox?format=json&to=jo@example.com"))
    ).json()) as { to: string }[];
    expect(box.map((m) => m.to)).toEqual(["jo@example.com"]);
  });
});

describe("the Resend adapter", () => {
  const config = { apiKey: "re_test_123", from: "Untrodden <hello@untrodden.travel>" };
  const email: OutgoingEmail = {
    id: "row-1",
    to: "ana@example.com",
    subject: "Confirm your Untrodden account",
    text: "Confirm: https://untrodden.travel/x",
    html: "<p>Confirm</p>",
  };
  let fetchSpy: MockInstance<typeof fetch>;
  /** The request the adapter handed to fetch. */
  const sentRequest = (i = 0): Request => {
    const request = fetchSpy.mock.calls[i]?.[0];
    if (!(request instanceof Request)) throw new Error(`no request #${i} was sent`);
    return request;
  };

  /** Stands in for Resend's API server (not reachable from here). */
  function answer(status: number, body: unknown) {
    fetchSpy.mockResolvedValue(
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "Content-Type": typeof body === "string" ? "text/html" : "application/json" },
      }),
    );
  }

  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(() => {
    fetchSpy.mockRestore();
  });

  it("posts the message as JSON with the bearer key and the outbox id as idempotency key", async () => {
    answer(200, { id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" });
    const result = await resendSender(config).send(email);
    expect(result).toEqual({ ok: true, providerId: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" });
    expect(fetchSpy).toHaveBeenCalledOnce();
    const request = sentRequest();
    expect(request.url).toBe(RESEND_API);
    expect(request.method).toBe("POST");
    expect(request.headers.get("authorization")).toBe("Bearer re_test_123");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("idempotency-key")).toBe("outbox/row-1");
    expect(await request.json()).toEqual({
      from: "Untrodden <hello@untrodden.travel>",
      to: ["ana@example.com"],
      reply_to: "support@untrodden.travel",
      subject: "Confirm your Untrodden account",
      text: "Confirm: https://untrodden.travel/x",
      html: "<p>Confirm</p>",
    });
  });

  it("reports a refused message with the provider's error name and message, not to be retried", async () => {
    answer(422, { statusCode: 422, name: "validation_error", message: "Invalid `to` field." });
    expect(await resendSender(config).send(email)).toEqual({
      ok: false,
      error: "resend answered 422 (validation_error: Invalid `to` field.)",
      retryable: false,
    });
    answer(403, { statusCode: 403, name: "invalid_api_key", message: "API key is invalid" });
    expect(await resendSender(config).send(email)).toMatchObject({ ok: false, retryable: false });
  });

  it("retries rate limiting, server errors and network failures", async () => {
    answer(429, { statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests" });
    expect(await resendSender(config).send(email)).toEqual({
      ok: false,
      error: "resend answered 429 (rate_limit_exceeded: Too many requests)",
      retryable: true,
    });
    answer(502, "<html>bad gateway</html>");
    expect(await resendSender(config).send(email)).toEqual({
      ok: false,
      error: "resend answered 502",
      retryable: true,
    });
    fetchSpy.mockRejectedValue(new TypeError("network down"));
    const down = await resendSender(config).send(email);
    expect(down).toMatchObject({ ok: false, retryable: true });
    expect(down.ok ? "" : down.error).toContain("network down");
  });

  it("delivers the outbox through the provider end to end", async () => {
    answer(200, { id: "prov-1" });
    const id = await queueEmail(env.DB, mail("kim@example.com"));
    const sender = emailSender({ EMAIL_API_KEY: "re_live", EMAIL_FROM: "Untrodden <hello@untrodden.travel>" });
    expect(await deliverOutbox(env, sender)).toMatchObject({ sent: 1 });
    const body = (await sentRequest().json()) as { to: string[]; html: string };
    expect(body.to).toEqual(["kim@example.com"]);
    expect(body.html).toContain("Confirm e-mail address");
    expect(await row(id)).toMatchObject({ status: "sent" });
  });
});

describe("the housekeeping cron", () => {
  it("delivers mail the requests left queued", async () => {
    const now = new Date();
    const id = crypto.randomUUID();
    const twoMinutesAgo = new Date(now.getTime() - 120_000).toISOString();
    await env.DB.prepare(
      `INSERT INTO email_outbox (id, "to", subject, text, html, created_at) VALUES (?, 'lee@example.com', 's', 't', '<p>h</p>', ?)`,
    )
      .bind(id, twoMinutesAgo)
      .run();
    const worker = exports.default as unknown as {
      scheduled(c: { cron: string; scheduledTime: Date }): Promise<void>;
    };
    await worker.scheduled({ cron: CRON.housekeeping, scheduledTime: now });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
