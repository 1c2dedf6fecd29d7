import { chatLink, NEW_MESSAGE_KIND, newMessagesSubject } from "../domain/chat-notifications";
import { conversationTag, PUSH_BURST_MS } from "../domain/notify";
import { upsertActivity } from "../worker/db/activity";
import { unreadNotificationCount } from "../worker/db/notifications";
import { senderName, unreadOf, unreadSince } from "../worker/db/user-hub";
import type { Env } from "../worker/env";
import { newMessagesEmail } from "../worker/services/email/templates";
import { type NotifyEvent, notify } from "../worker/services/notify";
import { siteOrigin } from "../worker/site-origin";
import type { ServerFrame, SocketIdentity } from "./protocol";
import { SocketObject } from "./socket-object";

/** When queueing a batch's e-mail failed (D1), it is tried again this much later. */
const EMAIL_RETRY_MS = 60_000;
/**
 * The unread state is re-checked one second after any change (spec: "Unread messages"): a recount runs at once after
 * a quiet second, else one second after the previous one, and serves every change that came meanwhile.
 */
export const UNREAD_RECHECK_MS = 1_000;

/** What a room tells the recipient's hub about a message it stored (durable-objects/conversation-room.ts). */
export interface MessageEvent {
  conversationId: string;
  seq: number;
  senderId: string | null;
  preview: string;
  createdAt: string;
  /** The recipient has a live socket in the conversation's room: they are reading it. */
  reading: boolean;
}

/** Messages of one conversation waiting for the e-mail (the hub's storage, key `batch`). */
interface Batch {
  count: number;
  firstSeq: number;
  lastSeq: number;
  senderId: string | null;
}

/**
 * One per user (`idFromName(userId)`): every open tab and device of the user connects here once, to receive
 * unread state and notifications as messaging and notifications arrive (decision 014, "The hub").
 *
 * - On connect: `unread` {total, conversations} from D1; again after every new message or read the rooms report.
 * - `conversation` frames for each new message in one of the person's conversations (the /chat list updates live).
 * - Presence: user_activity is online while a socket is open, offline (last seen now) when the last one closes.
 * - Away (no socket here, not reading that conversation), through notify() (worker/services/notify/, decision
 *   023): the first message of a conversation's burst is pushed at once (tag `conversation:<id>`); the burst is
 *   remembered per conversation, and EMAIL_BATCH_MS (= PUSH_BURST_MS) after the first, each conversation still
 *   unread gets one in-app notice and one e-mail, plus one summary push under the same tag when more messages
 *   followed the first ("3 new messages from Aigerim K."), per the person's new_message settings, unless they came
 *   back meanwhile. Quiet rules: nothing is pushed while the person has the app open (a socket here: they get the
 *   live frames) or reads that conversation (the room says `reading`).
 */
export class UserHub extends SocketObject<Env> {
  protected readonly room = "user";
  /** Unread recounts, one at a time (the last frame pushed is never older than an earlier one), coalesced: */
  /** a change came that no recount has counted yet */
  private recountDue = false;
  private recounting = false;
  private lastRecountAt = 0;

  protected override async opened(ws: WebSocket, who: SocketIdentity): Promise<void> {
    await this.ctx.storage.put("user_id", who.userId);
    // The person is here: what they missed shows as the unread dot, not as an e-mail.
    await this.ctx.storage.delete("batch");
    await this.ctx.storage.deleteAlarm();
    await this.presence(who.userId, true);
    try {
      this.send(ws, { type: "unread", ...(await unreadOf(this.env.DB, who.userId)) });
      this.send(ws, { type: "notices", unread: await unreadNotificationCount(this.env.DB, who.userId) });
    } catch (error) {
      log("unread_failed", error);
    }
  }

  protected override async closed(ws: WebSocket): Promise<void> {
    if (this.openSockets(ws).length > 0) return;
    const userId = (await this.ctx.storage.get<string>("user_id")) ?? this.attachment(ws).userId;
    await this.presence(userId, false);
  }

  /** A room stored messages for this person (RPC; one call per commit, in seq order). */
  async messagesArrived(userId: string, events: MessageEvent[]): Promise<void> {
    const sockets = this.openSockets();
    if (sockets.length > 0) {
      for (const event of events) {
        const frame: ServerFrame = {
          type: "conversation",
          conversationId: event.conversationId,
          seq: event.seq,
          senderId: event.senderId,
          preview: event.preview,
          createdAt: event.createdAt,
        };
        for (const s of sockets) this.send(s, frame);
      }
      this.recount(userId);
      return;
    }
    const add: Record<string, Batch> = {};
    for (const event of events) {
      if (event.reading) continue;
      merge(add, event.conversationId, {
        count: 1,
        firstSeq: event.seq,
        lastSeq: event.seq,
        senderId: event.senderId,
      });
    }
    if (!Object.keys(add).length) return;
    await this.ctx.storage.put("user_id", userId);
    const known = (await this.ctx.storage.get<Record<string, Batch>>("batch")) ?? {};
    await this.remember(add, PUSH_BURST_MS);
    // The first message of a conversation's burst is pushed at once; the rest wait for the summary.
    const first = Object.entries(add).filter(([conversationId]) => !known[conversationId]);
    // In the background: the room's next call (and a person coming back) is not held up by D1 and the provider.
    if (first.length) this.ctx.waitUntil(this.pushFirst(userId, first, events));
  }

  /** The at-once push of the first message of each new burst (push channel only; the e-mail waits for the alarm). */
  private async pushFirst(userId: string, first: [string, Batch][], events: MessageEvent[]): Promise<void> {
    try {
      const told: NotifyEvent[] = [];
      for (const [conversationId, batch] of first) {
        const from = await senderName(this.env.DB, conversationId, batch.senderId);
        const message = events.find((e) => e.conversationId === conversationId && e.seq === batch.firstSeq);
        told.push({
          ...messageNotice(userId, conversationId, newMessagesSubject(1, from), message?.preview ?? ""),
          channels: ["push"],
        });
      }
      const { statements, after } = await notify(this.env, told);
      if (statements.length) await this.env.DB.batch(statements);
      await after();
    } catch (error) {
      log("push_failed", error);
    }
  }

  /**
   * Something happened that the person should hear about now (RPC; notify()'s after(), worker/services/notify/):
   * a `notification` frame to every open tab and device. Away, they have the e-mail, the push and the in-app list.
   */
  async notify(notice: {
    id: string;
    kind: string;
    title: string;
    body: string;
    link: string;
    createdAt: string;
  }): Promise<void> {
    const frame: ServerFrame = { type: "notification", ...notice };
    for (const s of this.openSockets()) this.send(s, frame);
    const userId = await this.ctx.storage.get<string>("user_id");
    if (userId) await this.noticesChanged(userId);
  }

  /**
   * The person's unread notifications changed (RPC: a notice was written, or they marked some read on one device):
   * every open tab and device gets the bell's new count.
   */
  async noticesChanged(userId: string): Promise<void> {
    const sockets = this.openSockets();
    if (!sockets.length) return;
    try {
      const frame: ServerFrame = { type: "notices", unread: await unreadNotificationCount(this.env.DB, userId) };
      for (const s of sockets) this.send(s, frame);
    } catch (error) {
      log("notices_failed", error);
    }
  }

  /** The person read messages somewhere (RPC): the unread state changed. */
  async readChanged(userId: string): Promise<void> {
    if (this.openSockets().length > 0) this.recount(userId);
  }

  /**
   * The batching time is up: per conversation still unread, one notice through notify() (in-app row, e-mail, and the
   * summary push when more than the first message came), if the person is still away. The batch is taken as it is
   * and cleared first: a message arriving meanwhile starts the next batch (and its own alarm). A conversation whose
   * notice could not be written (D1 failed) goes back into the batch and is tried again later.
   */
  override async alarm(): Promise<void> {
    const userId = await this.ctx.storage.get<string>("user_id");
    const batches = (await this.ctx.storage.get<Record<string, Batch>>("batch")) ?? {};
    await this.ctx.storage.delete("batch");
    if (!userId || this.openSockets().length > 0) return;
    const entries = Object.entries(batches);
    if (!entries.length) return;
    const failed: Record<string, Batch> = {};
    const afters: (() => Promise<void>)[] = [];
    const origin = siteOrigin(this.env);
    for (const [conversationId, batch] of entries) {
      try {
        const unread = await unreadSince(this.env.DB, conversationId, userId, batch.firstSeq);
        if (!unread) continue;
        const from = await senderName(this.env.DB, conversationId, batch.senderId);
        const subject = newMessagesSubject(unread, from);
        const link = chatLink(conversationId);
        const { statements, after } = await notify(
          this.env,
          [
            {
              ...messageNotice(
                userId,
                conversationId,
                subject,
                `${from} wrote to you. Open the conversation to reply.`,
              ),
              email: newMessagesEmail({ origin, subject, from, link }),
              // The first message was pushed when it came; a summary only for the ones that followed it.
              channels: batch.count > 1 ? ["in_app", "email", "push"] : ["in_app", "email"],
            },
          ],
          // No socket is open (checked above): no live frame to show.
          { live: false },
        );
        if (statements.length) await this.env.DB.batch(statements);
        afters.push(after);
      } catch (error) {
        log("notify_failed", error);
        failed[conversationId] = batch;
      }
    }
    if (Object.keys(failed).length) await this.remember(failed, EMAIL_RETRY_MS);
    // Queued first, so the cron delivers what this attempt could not.
    for (const after of afters) await after();
  }

  /** Adds to the batch waiting for the e-mail; the alarm is set `after` ms from now unless one is set already. */
  private async remember(add: Record<string, Batch>, after: number): Promise<void> {
    const batches = (await this.ctx.storage.get<Record<string, Batch>>("batch")) ?? {};
    for (const [conversationId, batch] of Object.entries(add)) merge(batches, conversationId, batch);
    await this.ctx.storage.put("batch", batches);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + after);
  }

  /** Pushes a fresh `unread` to every open socket, coalesced (UNREAD_RECHECK_MS); never holds up the caller. */
  private recount(userId: string): void {
    this.recountDue = true;
    if (this.recounting) return;
    this.recounting = true;
    this.ctx.waitUntil(this.recountWhileDue(userId));
  }

  private async recountWhileDue(userId: string): Promise<void> {
    try {
      while (this.recountDue) {
        const wait = this.lastRecountAt + UNREAD_RECHECK_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        this.recountDue = false;
        this.lastRecountAt = Date.now();
        if (!this.openSockets().length) continue;
        try {
          const unread = await unreadOf(this.env.DB, userId);
          for (const s of this.openSockets()) this.send(s, { type: "unread", ...unread });
        } catch (error) {
          log("unread_failed", error);
        }
      }
    } finally {
      this.recounting = false;
    }
  }

  private async presence(userId: string, online: boolean): Promise<void> {
    try {
      await upsertActivity(this.env.DB, userId, online);
    } catch (error) {
      // A socket of an account that is gone: no activity row to keep.
      log("presence_failed", error);
    }
  }
}

/** A new-message notice of one conversation (its push replaces the conversation's earlier one on the device). */
function messageNotice(userId: string, conversationId: string, title: string, body: string): NotifyEvent {
  return {
    userId,
    kind: NEW_MESSAGE_KIND,
    title,
    body,
    deepLink: chatLink(conversationId),
    data: { conversation_id: conversationId },
    tag: conversationTag(conversationId),
  };
}

/** Adds `batch` to the messages waiting for the e-mail of `conversationId`. */
function merge(batches: Record<string, Batch>, conversationId: string, batch: Batch): void {
  const known = batches[conversationId];
  batches[conversationId] = known
    ? {
        count: known.count + batch.count,
        firstSeq: Math.min(known.firstSeq, batch.firstSeq),
        lastSeq: Math.max(known.lastSeq, batch.lastSeq),
        senderId: known.lastSeq >= batch.lastSeq ? known.senderId : batch.senderId,
      }
    : batch;
}

/** Logs a failure by its cause (a failed query's error names its parameters: addresses, message text). */
function log(error: string, detail: unknown): void {
  const cause = detail instanceof Error && detail.cause !== undefined ? detail.cause : detail;
  console.error(JSON.stringify({ room: "user", error, detail: String(cause).slice(0, 300) }));
}
