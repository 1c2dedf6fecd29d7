/**
 * Text messages (phone sign-up, phone sign-in codes, re-authentication without e-mail). Sent at once, not queued:
 * a code is useless minutes later. Senders:
 * - the dev mailbox when DEV_MAILBOX is "on": the message becomes an outbox row addressed to the phone number,
 *   readable at /dev/mailbox;
 * - Twilio's Messages API when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM are set.
 */
import { BRAND } from "../../domain/brand";
import { insertOutboxEmail } from "../db/email-outbox";
import type { Env } from "../env";
import { isRetryableStatus, providerError, type SendResult } from "./email/sender";
import { EMAIL_CODE_VALIDITY_MINUTES, escapeHtml, formatValidity } from "./email/templates";

export interface SmsMessage {
  /** E.164 phone number, e.g. +77011234567. */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<SendResult>;
}

/** The text of a one-time code message (sign-up, sign-in, re-authentication). */
export function authCodeSms(code: string, validityMinutes = EMAIL_CODE_VALIDITY_MINUTES): string {
  return `Your ${BRAND.name} code is ${code}. It works once, for ${formatValidity(validityMinutes)}. Don't share it with anyone.`;
}

/** Local runs: the message is recorded in the outbox (already "sent") and shown by /dev/mailbox. */
export function devMailboxSms(db: D1Database): SmsSender {
  return {
    name: "dev-mailbox",
    async send(message) {
      await insertOutboxEmail(
        db,
        {
          to: message.to,
          subject: `Text message to ${message.to}`,
          text: message.body,
          html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Text message</title></head><body><p style="font:16px/1.5 sans-serif;white-space:pre-wrap">${escapeHtml(message.body)}</p></body></html>`,
          template_key: "sms",
        },
        "sent",
      );
      return { ok: true, providerId: null };
    },
  };
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A phone number (E.164) or a Messaging Service SID (starts with "MG"). */
  from: string;
}

export const TWILIO_API = "https://api.twilio.com/2010-04-01";

/** The form POST Twilio's `Messages.json` expects, with basic auth (account SID and auth token). */
export function twilioRequest(message: SmsMessage, config: TwilioConfig): Request {
  const form = new URLSearchParams({ To: message.to, Body: message.body });
  if (/^MG[0-9a-f]{32}$/i.test(config.from)) form.set("MessagingServiceSid", config.from);
  else form.set("From", config.from);
  return new Request(`${TWILIO_API}/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: form.toString(),
  });
}

/** Twilio (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource). */
export function twilioSender(
  config: TwilioConfig,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): SmsSender {
  return {
    name: "twilio",
    async send(message) {
      let response: Response;
      try {
        response = await fetcher(twilioRequest(message, config));
      } catch (err) {
        return { ok: false, error: `twilio unreachable: ${String(err)}`, retryable: true };
      }
      if (!response.ok) {
        return {
          ok: false,
          error: await providerError(response, "twilio"),
          retryable: isRetryableStatus(response.status),
        };
      }
      const body = (await response.json().catch(() => ({}))) as { sid?: unknown };
      return { ok: true, providerId: typeof body.sid === "string" ? body.sid : null };
    },
  };
}

/** The SMS sender for this deployment (dev mailbox first, then Twilio), or null when none is configured. */
export function smsSender(
  env: Pick<Env, "DB" | "DEV_MAILBOX" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "SMS_FROM">,
  fetcher?: typeof fetch,
): SmsSender | null {
  if (env.DEV_MAILBOX === "on") return devMailboxSms(env.DB);
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_FROM) {
    return twilioSender(
      { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.SMS_FROM },
      fetcher,
    );
  }
  return null;
}
