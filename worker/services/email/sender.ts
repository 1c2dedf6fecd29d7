/**
 * Who actually delivers an e-mail. The outbox (./outbox.ts) hands each queued row to an `EmailSender`:
 * - the HTTP provider (Resend's JSON API) when EMAIL_API_KEY and EMAIL_FROM are set as secrets;
 * - the local dev mailbox when DEV_MAILBOX is "on": the outbox row itself is the mailbox (GET /dev/mailbox), so
 *   "sending" only marks it sent.
 */
import { BRAND } from "../../../domain/brand";

export interface OutgoingEmail {
  /** The outbox row id; providers use it as the idempotency key so a retried row is never delivered twice. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on marketing mail. */
  headers?: Record<string, string> | null;
}

export type SendResult =
  | { ok: true; providerId: string | null }
  /** `retryable`: a later attempt may succeed (network, 429, 5xx); otherwise the message is refused for good. */
  | { ok: false; error: string; retryable: boolean };

export interface EmailSender {
  readonly name: string;
  send(email: OutgoingEmail): Promise<SendResult>;
}

/** The dev mailbox: nothing leaves the machine; the row stays readable at /dev/mailbox. */
export const devMailboxSender: EmailSender = {
  name: "dev-mailbox",
  send: async () => ({ ok: true, providerId: null }),
};

export const RESEND_API = "https://api.resend.com/emails";

export interface ResendConfig {
  apiKey: string;
  /** e.g. "Untrodden <hello@untrodden.travel>" (a domain verified with the provider). */
  from: string;
  /** Replies go here; the support address by default. */
  replyTo?: string;
}

/** The request Resend's `POST /emails` expects for one message. */
export function resendRequest(email: OutgoingEmail, config: ResendConfig): Request {
  return new Request(RESEND_API, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${config.apiKey}`,
      "Content-Type": "application/json",
      "Idempotency-Key": `outbox/${email.id}`,
    },
    body: JSON.stringify({
      from: config.from,
      to: [email.to],
      reply_to: config.replyTo ?? BRAND.supportEmail,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.headers && Object.keys(email.headers).length ? { headers: email.headers } : {}),
    }),
  });
}

/** A failed answer's status and body, as one line for the outbox row's `error`. */
export async function providerError(response: Response, provider: string): Promise<string> {
  let detail = "";
  try {
    const body = (await response.json()) as { name?: unknown; message?: unknown; code?: unknown };
    const name = typeof body.name === "string" ? body.name : typeof body.code === "number" ? String(body.code) : "";
    const message = typeof body.message === "string" ? body.message : "";
    detail = [name, message].filter(Boolean).join(": ");
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return `${provider} answered ${response.status}${detail ? ` (${detail})` : ""}`;
}

/** Whether a failed HTTP answer is worth retrying later: rate limiting, conflicts in flight, server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Resend (https://resend.com/docs/api-reference/emails/send-email): JSON in, `{ id }` out. */
export function resendSender(
  config: ResendConfig,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): EmailSender {
  return {
    name: "resend",
    async send(email) {
      let response: Response;
      try {
        response = await fetcher(resendRequest(email, config));
      } catch (err) {
        return { ok: false, error: `resend unreachable: ${String(err)}`, retryable: true };
      }
      if (!response.ok) {
        return {
          ok: false,
          error: await providerError(response, "resend"),
          retryable: isRetryableStatus(response.status),
        };
      }
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      return { ok: true, providerId: typeof body.id === "string" ? body.id : null };
    },
  };
}
