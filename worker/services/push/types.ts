/**
 * The one interface every push provider is reached through (issue 18): the push outbox (./outbox.ts) hands each
 * queued row to a `PushSender` with the person's device (push_tokens row). Web Push (RFC 8291 + VAPID) serves
 * platform `web`; FCM HTTP v1 serves `android` and `ios`; the dev push box serves local runs.
 */
import type { PushChannelId, PushPayloadData } from "../../../domain/notifications";

export interface PushTarget {
  platform: "android" | "ios" | "web";
  /** FCM registration token, or for `web` the PushSubscription JSON ({endpoint, keys: {p256dh, auth}}). */
  token: string;
}

export interface PushMessage {
  /** The push_outbox row id (idempotency, logs). */
  id: string;
  title: string;
  body: string;
  data: PushPayloadData;
  channel: PushChannelId;
  /** Pushes with one tag replace each other on the device. */
  tag?: string | null;
}

export type PushResult =
  | { ok: true }
  /**
   * `gone`: the device's token or subscription is no longer valid (404/410, UNREGISTERED, INVALID_ARGUMENT on the
   * token): the token is deactivated and the row fails. `retryable`: a later attempt may succeed.
   */
  | { ok: false; error: string; retryable: boolean; gone: boolean };

export interface PushSender {
  readonly name: string;
  send(target: PushTarget, message: PushMessage): Promise<PushResult>;
}

/** Local runs (DEV_MAILBOX on): nothing leaves the machine; the push_outbox row is the record (like the mailbox). */
export const devPushSender: PushSender = {
  name: "dev-pushbox",
  send: async () => ({ ok: true }),
};
