/**
 * The one way a person is told something (issue 18 item 1; docs/decisions/023-notify.md). Every event source —
 * bookings and payments, new messages (the user hub), reviews, host application decisions, new travelers for
 * hosts, blog decisions — hands its events to `notify()`, which reads each recipient's channels for the event's
 * settings kind, address and device in one query (worker/db/notify.ts) and answers:
 *
 * - `statements` for the caller's own D1 batch, so a notice exists exactly when the change it tells of does: the
 *   in-app notifications row (in_app on), an outbox e-mail (email on, an address, the event has one), a push_outbox
 *   row (push on and an active device);
 * - `after()`, to run once that batch landed: the live `notification` frame through the person's hub (in_app on
 *   only), then delivery of the e-mails and pushes through their outboxes (retries and the `failed` dead letter are
 *   the outboxes' and the housekeeping cron's). Nothing in it throws: a failure is logged, never the person's.
 *
 * `notifyNow()` is the same for a caller without a batch of its own.
 */
import {
  type ChannelSettings,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
  type PushPayloadData,
  pushChannelOf,
  settingsKindOf,
} from "../../../domain/notifications";
import { outboxStatement } from "../../db/email-outbox";
import { notificationStatement } from "../../db/notifications";
import { type Recipient, recipients } from "../../db/notify";
import { pushOutboxStatement } from "../../db/push-outbox";
import type { Env } from "../../env";
import { siteOrigin } from "../../site-origin";
import { deliverOutbox, emailSender } from "../email/outbox";
import type { EmailSender } from "../email/sender";
import { type EmailContent, notificationEmail } from "../email/templates";
import { pushSender } from "../push/index";
import { deliverPushOutbox } from "../push/outbox";
import type { PushSender } from "../push/types";

export interface NotifyEvent {
  /** Who is told (users.id). */
  userId: string;
  /** The notice kind (notifications.kind, the push's §3 `type`): booking_confirmed, new_message, review_published… */
  kind: string;
  title: string;
  body: string;
  /** A same-site path the notice opens. */
  deepLink: string;
  /** §3 payload data the push carries besides deepLink and type (also kept on the in-app row). */
  data?: Pick<PushPayloadData, "traveler_id" | "conversation_id">;
  /** More for the in-app row only (booking_id, review_id…). */
  extra?: Record<string, string>;
  /**
   * The e-mail, rendered by a template of worker/services/email/templates.ts (given the recipient); left out, the
   * generic `notification` template with the event's words; null: never by e-mail.
   */
  email?: EmailContent | ((to: { firstName: string | null }) => EmailContent) | null;
  /** Pushes with one tag replace each other on the device (a conversation's burst). */
  tag?: string | null;
  /** The channels this event may use at all (default all three), before the person's settings. */
  channels?: readonly NotificationChannel[];
}

/** What was queued, by channel (ids of the rows). */
export interface NotifyWritten {
  notices: string[];
  emails: string[];
  pushes: string[];
}

export interface Notified {
  statements: D1PreparedStatement[];
  /** Live frames, then delivery; run once the batch landed. Never throws. */
  after: () => Promise<void>;
  written: NotifyWritten;
}

export interface NotifyOptions {
  /** The senders (default: this deployment's; tests pass fakes). */
  senders?: { email?: EmailSender | null; push?: PushSender | null };
  /** false: no live frame (the caller is the person's hub and knows no socket is open). */
  live?: boolean;
  /**
   * The recipients as the caller read them already (worker/db/notify.ts `recipients`, with every settings kind of
   * `events`): no second query (a booking change reads its parties' names and channels at once).
   */
  recipients?: Map<string, Recipient>;
}

type LiveNotice = { id: string; kind: string; title: string; body: string; link: string; createdAt: string };

/** Every channel on: a notice kind nobody can switch off (settingsKindOf null). */
const ALWAYS: ChannelSettings = { in_app: true, email: true, push: true };

/** The statements that tell `events` to their recipients, and what to do once they landed. */
export async function notify(
  env: Pick<Env, "DB" | "USER_HUB" | "DEV_MAILBOX" | "EMAIL_API_KEY" | "EMAIL_FROM" | "PUBLIC_ORIGIN">,
  events: readonly NotifyEvent[],
  options: NotifyOptions = {},
): Promise<Notified> {
  const written: NotifyWritten = { notices: [], emails: [], pushes: [] };
  const statements: D1PreparedStatement[] = [];
  const live: { userId: string; notice: LiveNotice }[] = [];
  if (events.length) {
    const kinds = events.map((e) => settingsKindOf(e.kind)).filter((k): k is NotificationKind => k !== null);
    const people =
      options.recipients ??
      (await recipients(
        env.DB,
        events.map((e) => e.userId),
        kinds,
      ));
    for (const event of events) {
      const person = people.get(event.userId);
      if (!person) continue; // deleted, or no such account: nobody to tell
      const kind = settingsKindOf(event.kind);
      const wants = channelsOf(person, kind, event.channels);
      const data = strings({ ...event.data });
      if (wants.in_app) {
        const id = crypto.randomUUID();
        const createdAt = new Date().toISOString();
        statements.push(
          notificationStatement(env.DB, {
            id,
            createdAt,
            userId: person.userId,
            kind: event.kind,
            title: event.title,
            body: event.body,
            data: { deepLink: event.deepLink, ...data, ...event.extra },
          }),
        );
        written.notices.push(id);
        if (options.live !== false)
          live.push({
            userId: person.userId,
            notice: { id, kind: event.kind, title: event.title, body: event.body, link: event.deepLink, createdAt },
          });
      }
      if (wants.email && person.email && event.email !== null) {
        const content =
          event.email === undefined
            ? notificationEmail({
                origin: siteOrigin(env),
                firstName: person.firstName,
                title: event.title,
                body: event.body,
                link: event.deepLink,
              })
            : typeof event.email === "function"
              ? event.email({ firstName: person.firstName })
              : event.email;
        const mail = outboxStatement(env.DB, { to: person.email, user_id: person.userId, ...content });
        statements.push(mail.statement);
        written.emails.push(mail.id);
      }
      if (wants.push && person.hasDevice) {
        const push = pushOutboxStatement(env.DB, {
          user_id: person.userId,
          kind: event.kind,
          channel: pushChannelOf(kind),
          title: event.title,
          body: event.body,
          data: { deepLink: event.deepLink, type: event.kind, ...data },
          tag: event.tag ?? null,
        });
        statements.push(push.statement);
        written.pushes.push(push.id);
      }
    }
  }
  const after = async () => {
    await Promise.all(
      live.map(({ userId, notice }) =>
        env.USER_HUB.get(env.USER_HUB.idFromName(userId))
          .notify(notice)
          .catch((error) => logFailure("hub_notify", error)),
      ),
    );
    if (written.emails.length)
      await deliverOutbox(env, options.senders?.email !== undefined ? options.senders.email : emailSender(env), {
        ids: written.emails,
      }).catch((error) => logFailure("email_delivery", error));
    if (written.pushes.length)
      await deliverPushOutbox(env, options.senders?.push !== undefined ? options.senders.push : pushSender(env), {
        ids: written.pushes,
      }).catch((error) => logFailure("push_delivery", error));
  };
  return { statements, after, written };
}

/**
 * notify() for a caller without a batch of its own: writes the rows in one batch, then runs `after` (awaited, or
 * handed to `defer`, e.g. a request's waitUntil). The batch failing throws (nothing was written).
 */
export async function notifyNow(
  env: Pick<Env, "DB" | "USER_HUB" | "DEV_MAILBOX" | "EMAIL_API_KEY" | "EMAIL_FROM" | "PUBLIC_ORIGIN">,
  events: readonly NotifyEvent[],
  options: NotifyOptions & { defer?: (work: Promise<unknown>) => void } = {},
): Promise<NotifyWritten> {
  const told = await notify(env, events, options);
  if (told.statements.length) await env.DB.batch(told.statements);
  if (options.defer) options.defer(told.after());
  else await told.after();
  return told.written;
}

/** The channels an event reaches a person on: their settings for its kind, within the event's own channels. */
function channelsOf(
  person: Recipient,
  kind: NotificationKind | null,
  only: readonly NotificationChannel[] | undefined,
): ChannelSettings {
  const settings = kind ? (person.settings[kind] ?? ALWAYS) : ALWAYS;
  const out = { ...settings };
  for (const channel of NOTIFICATION_CHANNELS) if (only && !only.includes(channel)) out[channel] = false;
  return out;
}

/** §3: payload values are strings (FCM's `data` is a string map); absent ones are left out. */
function strings(data: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) if (value !== undefined) out[key] = String(value);
  return out;
}

/** An after-effect that failed: the outboxes' cron retries the mail and pushes; only a live frame is lost. */
function logFailure(effect: string, error: unknown): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  console.error(JSON.stringify({ area: "notify", effect, error: String(cause).slice(0, 300) }));
}
