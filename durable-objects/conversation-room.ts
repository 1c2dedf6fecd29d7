import { photoPreview } from "../domain/chat-notifications";
import { messagePreview } from "../domain/conversations";
import { SUPPORT_USER_ID } from "../domain/vocabulary";
import { blockedBy as blockedByOf } from "../worker/db/conversation-safety";
import { markRead } from "../worker/db/conversations";
import { markReadFrom, type RoomFacts, roomFacts } from "../worker/db/user-hub";
import type { Env } from "../worker/env";
import {
  type ClientFrame,
  IDENTITY_HEADER,
  RATE_LIMIT_MESSAGES,
  RATE_WINDOW_MS,
  RESUME_LIMIT,
  type ServerFrame,
  type SocketIdentity,
} from "./protocol";
import { SocketObject } from "./socket-object";
import type { MessageEvent } from "./user-hub";

/** A message as the room keeps it in its own SQLite. `pending` = assigned a seq, not yet in D1, never shown. */
interface Row extends Record<string, SqlStorageValue> {
  seq: number;
  id: string;
  sender_id: string | null;
  client_id: string | null;
  body: string;
  /** JSON list of photo URLs */
  attachments: string;
  /** A host's custom offer the message shows as a card (booking_offers), else null. */
  offer_id: string | null;
  created_at: string;
  pending: number;
}

/** How long the room waits before it tries again to write pending messages to D1 by itself. */
export const STORE_RETRY_MS = 5_000;
/** A socket's `typing` frames closer together than this are dropped (clients send one per TYPING_EVERY_MS). */
export const TYPING_MIN_GAP_MS = 1_000;

const COLUMNS = "seq, id, sender_id, client_id, body, attachments, offer_id, created_at, pending";

/**
 * One per conversation (`idFromName(conversationId)`): the realtime room of its two participants (and admins,
 * read-only). It gives every message its per-conversation sequence number and keeps the messages in its own
 * SQLite, so a reconnecting client gets exactly what it missed, in order, across evictions (decision 014).
 *
 * The order of a send. Sends are stored in groups, one group at a time per room (`serialized`). A group is every send
 * that arrived while the previous commit was under way: one DO SQLite transaction, one D1 batch and one pending→stored
 * update, shared by the whole group (group commit, decision 014):
 * 1. a retried clientId from the same sender is answered from the room's record (same seq), nothing stored again;
 * 2. in one DO SQLite write the group's messages get seq = last + 1, … in arrival order and are kept as *pending*
 *    (seen by nobody);
 * 3. every pending message, oldest first, is written to D1 in one batch (messages rows + the conversation's
 *    last_message_at); only when D1 has them are they marked delivered, acknowledged and broadcast, in seq order.
 * If D1 fails, the messages stay pending (their seqs reserved, nothing shown to anyone), the sender gets a
 * `store_failed` error frame and may retry with the same clientId, and an alarm retries by itself. A new message is
 * never accepted while an older one is still pending, so what clients see is always an unbroken prefix of seqs.
 * We keep the pending row rather than roll it back because a D1 failure can be ambiguous (the write landed but the
 * answer was lost): the message id is fixed before the write and the insert skips an id D1 already has, so writing
 * again is harmless, while rolling back could reuse a seq D1 already holds.
 */
export class ConversationRoom extends SocketObject<Env> {
  protected readonly room = "conversation";
  private readonly sql: SqlStorage;
  private queue: Promise<unknown> = Promise.resolve();
  /** Sends that arrived since the last commit started: they go to D1 together in the next one (group commit). */
  private gathering: Send[] | null = null;
  /** In memory, rebuilt from SQLite after an eviction: */
  private cachedLastSeq: number | undefined;
  /** whether pending rows may exist (undefined: not known yet, look) */
  private anyPending: boolean | undefined;
  /** each sender's recent send times (ms), for the rate limit */
  private recentSends = new Map<string, number[]>();
  private metaCache = new Map<string, string | null>();
  /** Per recipient with a hub call in flight: the events for their next call. */
  private hubQueues = new Map<string, MessageEvent[]>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS messages (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        sender_id TEXT,
        client_id TEXT,
        body TEXT NOT NULL,
        attachments TEXT NOT NULL DEFAULT '[]',
        offer_id TEXT,
        created_at TEXT NOT NULL,
        pending INTEGER NOT NULL DEFAULT 1
      );
      -- the dedupe: one message per sender and client message id
      CREATE UNIQUE INDEX IF NOT EXISTS messages_client ON messages (sender_id, client_id);
      CREATE INDEX IF NOT EXISTS messages_sender_time ON messages (sender_id, created_at);
    `);
    // Rooms created before messages carried attachments.
    const columns = this.sql.exec<{ name: string }>("PRAGMA table_info(messages)").toArray();
    if (!columns.some((c) => c.name === "attachments"))
      this.sql.exec("ALTER TABLE messages ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]'");
    // Rooms created before messages could carry a custom offer.
    if (!columns.some((c) => c.name === "offer_id")) this.sql.exec("ALTER TABLE messages ADD COLUMN offer_id TEXT");
  }

  override async fetch(request: Request): Promise<Response> {
    const name = new URL(request.url).searchParams.get("name");
    const ready =
      name !== null &&
      this.meta("conversation_id") === name &&
      this.meta("imported") !== null &&
      this.meta("facts") !== null;
    if (name && ready && request.headers.has(IDENTITY_HEADER)) {
      // D1 is the record of a block: a room the block routes could not reach catches up at the next connection.
      this.ctx.waitUntil(
        this.serialized(() => this.refreshBlock(name)).catch((error) => log("block_refresh_failed", error)),
      );
    }
    if (name && !ready && request.headers.has(IDENTITY_HEADER)) {
      try {
        await this.serialized(() => this.prepare(name));
      } catch (error) {
        console.error(JSON.stringify({ room: this.room, error: "prepare_failed", detail: String(error) }));
        return Response.json(
          { error: { code: "unavailable", message: "The conversation is not available right now; try again" } },
          { status: 503 },
        );
      }
    }
    return super.fetch(request);
  }

  /** Pending messages the room could not write to D1 while their sender waited: tried again until D1 takes them. */
  override async alarm(): Promise<void> {
    await this.serialized(async () => {
      this.publish((await this.flush()).stored, new Map());
    });
  }

  protected override handle(ws: WebSocket, frame: ClientFrame, who: SocketIdentity): void | Promise<void> {
    switch (frame.type) {
      case "send":
        return this.receive(ws, frame.clientId, frame.body, frame.attachments, who);
      case "resume":
        this.resume(ws, frame.after);
        return;
      case "read":
        return this.read(ws, frame.upTo, who);
      case "typing":
        this.typing(ws, who);
        return;
      default:
        return super.handle(ws, frame, who);
    }
  }

  /** The last seq every client may see (messages stored in D1), 0 when there is none. */
  latestSeq(): number {
    // Walks the primary key down from the newest: only the newest messages can be pending.
    return (
      this.sql
        .exec<{ seq: number }>("SELECT seq FROM messages WHERE pending = 0 ORDER BY seq DESC LIMIT 1")
        .toArray()[0]?.seq ?? 0
    );
  }

  /** Runs `work` after every earlier send, alarm and preparation: one at a time, in arrival order. */
  private serialized<T>(work: () => Promise<T>): Promise<T> {
    // Sends arriving from now on wait for `work` (a block, a read): they form the next group.
    this.gathering = null;
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * The first connection names the conversation; the room then takes over the latest RESUME_LIMIT messages D1
   * already has (demo data, messages from before the room kept its own), so seqs continue where D1 left off.
   */
  private async prepare(conversationId: string): Promise<void> {
    const known = this.meta("conversation_id");
    if (known === conversationId && this.meta("imported") && this.meta("facts")) return;
    if (known && known !== conversationId) throw new Error(`room of ${known} asked to serve ${conversationId}`);
    // Who the two people are, the kind, the block and the read marks: kept, so they survive eviction. A room of a
    // conversation D1 does not have keeps none and asks again next time.
    const facts = await roomFacts(this.env.DB, conversationId);
    if (known === conversationId && this.meta("imported")) {
      if (facts) this.setMeta("facts", JSON.stringify(facts));
      return;
    }
    const { results } = await this.env.DB.prepare(
      "SELECT id, sender_id, body, attachments, offer_id, seq, created_at FROM messages WHERE conversation_id = ? ORDER BY seq DESC LIMIT ?",
    )
      .bind(conversationId, RESUME_LIMIT)
      .all<D1Message>();
    this.forget();
    this.ctx.storage.transactionSync(() => {
      for (const m of results) this.keep(storedRow(m), "or ignore");
      this.setMeta("conversation_id", conversationId);
      this.setMeta("imported", "1");
      if (facts) this.setMeta("facts", JSON.stringify(facts));
    });
    this.forget();
  }

  /**
   * A `send` joins the sends gathering for the next commit; the first one of a group queues the commit. A commit
   * takes every send that arrived until it starts, so sends that arrive while a D1 write is in flight go out together
   * in the next one: one DO SQLite transaction, one D1 batch, one pending→stored update, whatever the group's size.
   */
  private receive(ws: WebSocket, clientId: string, body: string, attachments: string[], who: SocketIdentity) {
    if (who.readOnly) {
      this.refuse(ws, "read_only", "You are watching this conversation; you cannot write in it", clientId);
      return;
    }
    const send: Send = { ws, clientId, body, attachments, senderId: who.userId };
    if (this.gathering) {
      this.gathering.push(send);
      return;
    }
    const group = [send];
    const done = this.serialized(() => this.commit(group));
    this.gathering = group;
    return done;
  }

  /** Stores a group of sends (in arrival order) and acknowledges and broadcasts them in seq order. */
  private async commit(group: Send[]): Promise<void> {
    if (this.gathering === group) this.gathering = null;
    /** The sockets waiting for the ack of each (sender, clientId), in arrival order. */
    const waiting = new Map<string, { senderId: string; clientId: string; sockets: WebSocket[] }>();
    const fresh: Row[] = [];
    try {
      const facts = this.facts();
      const limit = Number(this.env.CHAT_RATE_LIMIT) || RATE_LIMIT_MESSAGES;
      const now = Date.now();
      for (const { ws, clientId, body, attachments, senderId } of group) {
        const key = clientKey(senderId, clientId);
        const known = waiting.get(key);
        if (known) {
          // The same message twice in one group (a retry that caught up with it): both hear the one ack.
          known.sockets.push(ws);
          continue;
        }
        const mine = this.byClientId(senderId, clientId);
        if (mine && !mine.pending) {
          // A retry of a stored message: answered from the room's record, nothing stored again.
          this.accepted(ws);
          this.send(ws, ackFrame(mine));
          continue;
        }
        if (!mine && facts.blockedBy) {
          // Not a strike: the client learns it from `state` and stops; its outbox may still hold a message or two.
          this.send(ws, {
            type: "error",
            code: "blocked",
            message: "This conversation is blocked: no new messages can be sent in it",
            clientId,
          });
          continue;
        }
        if (!mine) {
          const times = this.sendTimes(senderId, now);
          if (times.length >= limit) {
            this.refuse(
              ws,
              "rate_limited",
              `At most ${limit} messages in ${RATE_WINDOW_MS / 1000} seconds; send it again in a moment`,
              clientId,
            );
            continue;
          }
          times.push(now);
          fresh.push({
            seq: 0,
            id: crypto.randomUUID(),
            sender_id: senderId,
            client_id: clientId,
            body,
            attachments: JSON.stringify(attachments),
            offer_id: null,
            created_at: new Date(now).toISOString(),
            pending: 1,
          });
        }
        waiting.set(key, { senderId, clientId, sockets: [ws] });
      }
      if (!waiting.size) return;
      // Older messages still waiting for D1 go first: a new one never overtakes them, and none is accepted while
      // they cannot be written.
      const earlier = await this.flush();
      this.publish(earlier.stored, waiting);
      if (earlier.failed) this.recentSends.clear(); // counted, but not stored: read the times again
      if (earlier.failed || !fresh.length) return;
      let seq = this.lastSeq();
      for (const m of fresh) m.seq = ++seq;
      this.ctx.storage.transactionSync(() => {
        for (const m of fresh) this.keep(m);
      });
      this.cachedLastSeq = seq;
      this.anyPending = true;
      this.publish((await this.flush(fresh)).stored, waiting);
    } catch (error) {
      console.error(JSON.stringify({ room: this.room, error: "send_failed", detail: String(error) }));
    } finally {
      // Whatever is still waiting was not stored (it stays pending, or was never accepted): send it again.
      for (const { clientId, sockets } of waiting.values()) for (const ws of sockets) this.storeFailed(ws, clientId);
    }
  }

  /**
   * Shows newly stored messages, in seq order: a message's sender hears its `ack` (the sockets in `waiting`, which
   * forgets them), every other live socket gets the `message`. Then the recipients' hubs are told.
   */
  private publish(rows: Row[], waiting: Map<string, { sockets: WebSocket[] }>): void {
    if (!rows.length) return;
    const live = this.liveSockets();
    for (const m of rows) {
      const key = m.sender_id !== null && m.client_id !== null ? clientKey(m.sender_id, m.client_id) : null;
      const senders = (key && waiting.get(key)?.sockets) || [];
      if (key) waiting.delete(key);
      if (senders.length) {
        const ack = ackFrame(m);
        for (const s of senders) {
          this.accepted(s);
          this.send(s, ack);
        }
      }
      const frame = messageFrame(m);
      for (const s of live) if (!senders.includes(s)) this.send(s, frame);
    }
    this.notifyHubs(rows, live);
  }

  /** The sender's send times within the rate window (read from SQLite once, then kept), oldest first. */
  private sendTimes(senderId: string, now: number): number[] {
    const since = now - RATE_WINDOW_MS;
    let times = this.recentSends.get(senderId);
    if (!times) {
      times = this.sql
        .exec<{ created_at: string }>(
          "SELECT created_at FROM messages WHERE sender_id = ? AND created_at > ? ORDER BY created_at",
          senderId,
          new Date(since).toISOString(),
        )
        .toArray()
        .map((m) => Date.parse(m.created_at));
      this.recentSends.set(senderId, times);
    }
    let old = 0;
    while (old < times.length && (times[old] as number) <= since) old++;
    if (old) times.splice(0, old);
    return times;
  }

  private storeFailed(ws: WebSocket, clientId: string): void {
    this.send(ws, {
      type: "error",
      code: "store_failed",
      message: "The message could not be stored yet; it was not sent. Send it again",
      clientId,
    });
  }

  /**
   * Writes every pending message to D1 (one batch: all or none) and marks them stored. Returns the messages that
   * became visible, in seq order, and whether pending ones are left because D1 failed (the alarm tries again).
   * `known`: the pending messages, when the caller just wrote them (they are then all there is).
   */
  private async flush(known?: Row[]): Promise<{ stored: Row[]; failed: boolean }> {
    const conversationId = this.meta("conversation_id");
    const stored: Row[] = [];
    if (!known && this.anyPending === false) return { stored, failed: false };
    for (let attempt = 0; ; attempt++) {
      const pending =
        known ?? this.sql.exec<Row>(`SELECT ${COLUMNS} FROM messages WHERE pending = 1 ORDER BY seq`).toArray();
      known = undefined;
      if (!pending.length) {
        this.anyPending = false;
        return { stored, failed: false };
      }
      this.anyPending = true;
      if (!conversationId) return { stored, failed: true };
      try {
        await this.writeToD1(conversationId, pending);
      } catch (error) {
        // Maybe another writer put messages into D1 under these seqs: take them over, renumber ours, try again.
        const taken = attempt < 2 ? await this.reconcile(conversationId, pending).catch(() => []) : [];
        stored.push(...taken);
        if (taken.length) continue;
        console.error(JSON.stringify({ room: this.room, error: "d1_write_failed", detail: String(error) }));
        await this.ctx.storage.setAlarm(Date.now() + STORE_RETRY_MS);
        return { stored, failed: true };
      }
      const first = pending[0] as Row;
      const last = pending[pending.length - 1] as Row;
      // By seq range (the primary key): the pending messages are the newest, and nothing else is pending.
      this.sql.exec("UPDATE messages SET pending = 0 WHERE seq BETWEEN ? AND ? AND pending = 1", first.seq, last.seq);
      this.anyPending = false;
      stored.push(...pending.map((m) => ({ ...m, pending: 0 })));
      return { stored, failed: false };
    }
  }

  private async writeToD1(conversationId: string, rows: Row[]): Promise<void> {
    const db = this.env.DB;
    const last = rows[rows.length - 1] as Row;
    await db.batch([
      // ON CONFLICT(id): a write of ours that landed although its answer was lost is not written twice. A seq
      // already taken by another message fails the whole batch (the unique (conversation_id, seq) index).
      ...rows.map((m) =>
        db
          .prepare(
            "INSERT INTO messages (id, conversation_id, sender_id, body, attachments, offer_id, seq, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING",
          )
          .bind(m.id, conversationId, m.sender_id, m.body, m.attachments, m.offer_id, m.seq, m.created_at),
      ),
      db
        .prepare(
          "UPDATE conversations SET last_message_at = ?1 WHERE id = ?2 AND (last_message_at IS NULL OR last_message_at < ?1)",
        )
        .bind(last.created_at, conversationId),
    ]);
  }

  /**
   * After a failed write: when D1 holds messages of this conversation, from the first pending seq on, that the room
   * did not write (another writer), the room takes them over as stored and moves its pending messages after them.
   * Returns the messages taken over (none: the failure was D1's own).
   */
  private async reconcile(conversationId: string, pending: Row[]): Promise<Row[]> {
    const first = (pending[0] as Row).seq;
    const { results } = await this.env.DB.prepare(
      "SELECT id, sender_id, body, attachments, offer_id, seq, created_at FROM messages WHERE conversation_id = ? AND seq >= ? ORDER BY seq",
    )
      .bind(conversationId, first)
      .all<D1Message>();
    const ours = new Set(pending.map((m) => m.id));
    const foreign: Row[] = results.filter((m) => !ours.has(m.id)).map(storedRow);
    if (!foreign.length) return [];
    this.forget();
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM messages WHERE pending = 1");
      for (const m of foreign) this.keep(m);
      let seq = Math.max(this.lastSeq(), ...results.map((m) => m.seq));
      for (const m of pending) this.keep({ ...m, seq: ++seq, pending: 1 });
    });
    this.forget();
    console.warn(JSON.stringify({ room: this.room, warning: "d1_seq_taken", taken: foreign.length }));
    return foreign;
  }

  /**
   * Tells each recipient's hub about the newly stored messages (unread dot, the /chat list, e-mail while away),
   * after the frames went out and without holding up anything: a failure is logged, never the sender's problem.
   * Recipients are the participants other than the sender, never the support system user: in a support
   * conversation an admin's message goes to the person's hub, and the person's message to nobody's.
   */
  private notifyHubs(rows: Row[], live: WebSocket[]): void {
    const facts = this.facts();
    const conversationId = this.meta("conversation_id");
    if (!conversationId) return;
    const events = new Map<string, MessageEvent[]>();
    for (const m of rows) {
      for (const recipient of [facts.travelerId, facts.hostId]) {
        if (!recipient || recipient === m.sender_id || recipient === SUPPORT_USER_ID) continue;
        const photos = parseAttachments(m.attachments).length;
        const theirs = events.get(recipient) ?? [];
        events.set(recipient, theirs);
        theirs.push({
          conversationId,
          seq: m.seq,
          senderId: m.sender_id,
          preview: m.body || !photos ? messagePreview(m.body) : photoPreview(photos),
          createdAt: m.created_at,
          reading: live.some((s) => this.attachment(s).userId === recipient),
        });
      }
    }
    for (const [recipient, theirs] of events) {
      const queued = this.hubQueues.get(recipient);
      if (queued) queued.push(...theirs);
      else {
        this.hubQueues.set(recipient, []);
        this.ctx.waitUntil(this.callHub(recipient, theirs));
      }
    }
  }

  /**
   * One call to a hub at a time: events for it that come while a call is in flight go together in the next call, in
   * seq order (under load a hub hears of a whole burst at once; alone, a message is passed on at once).
   */
  private async callHub(recipient: string, events: MessageEvent[]): Promise<void> {
    const hub = this.env.USER_HUB.get(this.env.USER_HUB.idFromName(recipient));
    for (let next = events; next.length; ) {
      this.hubQueues.set(recipient, []);
      await hub.messagesArrived(recipient, next).catch((error) => log("hub_notify_failed", error));
      next = this.hubQueues.get(recipient) ?? [];
    }
    this.hubQueues.delete(recipient);
  }

  private liveSockets(): WebSocket[] {
    return this.ctx.getWebSockets().filter((s) => this.attachment(s).live);
  }

  /** The room's conversation as kept in meta (none yet: nobody's, unblocked). */
  private facts(): RoomFacts {
    const kept = this.meta("facts");
    return kept
      ? (JSON.parse(kept) as RoomFacts)
      : { travelerId: "", hostId: "", kind: "direct", blockedBy: null, reads: {} };
  }

  /** The side a person speaks for: themselves as a participant, or support (an admin writing in a support room). */
  private sideOf(who: SocketIdentity): string | null {
    const facts = this.facts();
    if (who.userId === facts.travelerId || who.userId === facts.hostId) return who.userId;
    return facts.kind === "support" && !who.readOnly ? SUPPORT_USER_ID : null;
  }

  private stateFrame(facts = this.facts()): ServerFrame {
    const reads: Record<string, number> = {};
    for (const id of [facts.travelerId, facts.hostId]) if (id) reads[id] = facts.reads[id] ?? 0;
    return { type: "state", blockedBy: facts.blockedBy, reads };
  }

  private broadcast(frame: ServerFrame, except?: WebSocket): void {
    for (const s of this.liveSockets()) if (s !== except) this.send(s, frame);
  }

  /** `read` {upTo} from a participant's socket: the other side's messages up to upTo are read. */
  private async read(ws: WebSocket, upTo: number, who: SocketIdentity): Promise<void> {
    const side = who.readOnly ? null : this.sideOf(who);
    if (!side) {
      this.refuse(ws, "read_only", "You are watching this conversation; you cannot mark it read");
      return;
    }
    try {
      await this.serialized(() => this.recordRead(side, upTo, true));
      this.accepted(ws);
    } catch (error) {
      log("read_failed", error);
    }
  }

  /**
   * Records that `side` read up to `upTo` (capped at the latest message): in D1 unless the HTTP route already did,
   * in the room's read marks, to every live socket (`read`, then `state`), and to the reader's hub (unread recount).
   */
  private async recordRead(side: string, upTo: number, writeD1: boolean): Promise<void> {
    const conversationId = this.meta("conversation_id");
    if (!conversationId) return;
    const seq = Math.min(upTo, this.latestSeq());
    const facts = this.facts();
    if (writeD1 && seq > 0) {
      if (side === SUPPORT_USER_ID) await markReadFrom(this.env.DB, conversationId, facts.travelerId, seq);
      else await markRead(this.env.DB, conversationId, side, seq);
    }
    if (seq > (facts.reads[side] ?? 0)) {
      facts.reads[side] = seq;
      this.setMeta("facts", JSON.stringify(facts));
      this.broadcast({ type: "read", userId: side, upTo: seq });
      this.broadcast(this.stateFrame(facts));
    }
    if (side !== SUPPORT_USER_ID) {
      const hub = this.env.USER_HUB.get(this.env.USER_HUB.idFromName(side));
      this.ctx.waitUntil(hub.readChanged(side).catch((error) => log("hub_notify_failed", error)));
    }
  }

  /** `typing`: the others' live sockets hear who types; nothing is kept, a flood is dropped. */
  private typing(ws: WebSocket, who: SocketIdentity): void {
    const side = who.readOnly ? null : this.sideOf(who);
    if (!side) {
      this.refuse(ws, "read_only", "You are watching this conversation; you cannot write in it");
      return;
    }
    const now = Date.now();
    const last = this.attachment(ws).typingAt ?? 0;
    // A blocked conversation has nobody to type to.
    if (now - last < TYPING_MIN_GAP_MS || this.facts().blockedBy) return;
    this.attach(ws, { typingAt: now, strikes: 0 });
    this.broadcast({ type: "typing", userId: side }, ws);
  }

  /** RPC from the block routes after D1 changed: sends stop (or start again) and both sides see `state` now. */
  async blockChanged(conversationId: string, blockedBy: string | null): Promise<void> {
    await this.serialized(async () => {
      await this.prepare(conversationId);
      this.setBlock(blockedBy);
    });
  }

  private async refreshBlock(conversationId: string): Promise<void> {
    const now = await blockedByOf(this.env.DB, conversationId);
    if (now !== undefined) this.setBlock(now);
  }

  private setBlock(blockedBy: string | null): void {
    const facts = this.facts();
    if (facts.blockedBy === blockedBy) return;
    facts.blockedBy = blockedBy;
    this.setMeta("facts", JSON.stringify(facts));
    this.broadcast(this.stateFrame(facts));
  }

  /**
   * RPC from POST /api/conversations/:id/offers after D1 has the offer: the host's message that shows it as a card,
   * stored and shown like any message (after every earlier one, exactly once: its client id is the offer's).
   * Returns its seq; throws when D1 did not take it (the message stays pending and the alarm writes it later).
   */
  async postOffer(conversationId: string, senderId: string, body: string, offerId: string): Promise<number> {
    return this.serialized(async () => {
      await this.prepare(conversationId);
      const clientId = `offer:${offerId}`;
      const known = this.byClientId(senderId, clientId);
      // Messages still waiting for D1 (this one too, when an earlier attempt could not write it) go first.
      const earlier = await this.flush();
      this.publish(earlier.stored, new Map());
      if (earlier.failed) throw new Error("earlier messages are not stored yet");
      if (known) return known.seq;
      const row: Row = {
        seq: this.lastSeq() + 1,
        id: crypto.randomUUID(),
        sender_id: senderId,
        client_id: clientId,
        body,
        attachments: "[]",
        offer_id: offerId,
        created_at: new Date().toISOString(),
        pending: 1,
      };
      this.keep(row);
      this.cachedLastSeq = row.seq;
      this.anyPending = true;
      const { stored, failed } = await this.flush([row]);
      this.publish(stored, new Map());
      if (failed) throw new Error("the offer's message is not stored yet");
      return row.seq;
    });
  }

  /** RPC from POST /api/conversations/:id/read after D1 changed: the other side sees the receipt live. */
  async readOverHttp(conversationId: string, readerId: string, upTo: number): Promise<void> {
    await this.serialized(async () => {
      await this.prepare(conversationId);
      const side = this.sideOf({ userId: readerId, readOnly: false });
      if (side) await this.recordRead(side, upTo, false);
    });
  }

  /**
   * A (re)connected client says the last seq it saw: it gets exactly the messages after it, in order, then `synced`,
   * and from then on the live ones. A gap the room cannot or will not replay is answered with `resync`.
   */
  private resume(ws: WebSocket, after: number): void {
    const latest = this.latestSeq();
    const oldest =
      this.sql.exec<{ seq: number }>("SELECT seq FROM messages WHERE pending = 0 ORDER BY seq LIMIT 1").toArray()[0]
        ?.seq ?? null;
    const held = latest === after || (oldest !== null && oldest <= after + 1);
    if (after > latest || latest - after > RESUME_LIMIT || !held) {
      this.send(ws, { type: "resync", latestSeq: latest });
    } else {
      const missed = this.sql.exec<Row>(
        `SELECT ${COLUMNS} FROM messages WHERE pending = 0 AND seq > ? ORDER BY seq`,
        after,
      );
      for (const m of missed) this.send(ws, messageFrame(m));
      this.send(ws, { type: "synced", latestSeq: latest });
    }
    this.send(ws, this.stateFrame());
    this.attach(ws, { live: true });
    this.accepted(ws);
  }

  private byClientId(senderId: string, clientId: string): Row | null {
    return (
      this.sql
        .exec<Row>(`SELECT ${COLUMNS} FROM messages WHERE sender_id = ? AND client_id = ?`, senderId, clientId)
        .toArray()[0] ?? null
    );
  }

  /** Writes one row of the room's own message table (inside the caller's transaction when there is one). */
  private keep(m: Row, conflict: "fail" | "or ignore" = "fail"): void {
    this.sql.exec(
      `INSERT ${conflict === "or ignore" ? "OR IGNORE " : ""}INTO messages (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      m.seq,
      m.id,
      m.sender_id,
      m.client_id,
      m.body,
      m.attachments,
      m.offer_id,
      m.created_at,
      m.pending,
    );
  }

  /** The last seq given out (pending included): kept in SQLite, so it survives eviction. */
  private lastSeq(): number {
    this.cachedLastSeq ??= this.sql
      .exec<{ seq: number }>("SELECT COALESCE(MAX(seq), 0) AS seq FROM messages")
      .one().seq;
    return this.cachedLastSeq;
  }

  private meta(key: string): string | null {
    let value = this.metaCache.get(key);
    if (value === undefined) {
      value = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0]?.value ?? null;
      this.metaCache.set(key, value);
    }
    return value;
  }

  private setMeta(key: string, value: string): void {
    this.sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", key, value);
    this.metaCache.set(key, value);
  }

  /** Forgets what the room keeps in memory: read again from SQLite when next needed. */
  private forget(): void {
    this.cachedLastSeq = undefined;
    this.anyPending = undefined;
    this.recentSends.clear();
    this.metaCache.clear();
  }
}

/** A send waiting in a group for its commit. */
interface Send {
  ws: WebSocket;
  clientId: string;
  body: string;
  attachments: string[];
  senderId: string;
}

function clientKey(senderId: string, clientId: string): string {
  return `${senderId}\u0000${clientId}`;
}

/** A message D1 already holds, as the room keeps it: stored, without a client id. */
function storedRow(m: D1Message): Row {
  return { ...m, client_id: null, pending: 0 };
}

function ackFrame(m: Row): ServerFrame {
  return { type: "ack", clientId: m.client_id ?? "", seq: m.seq, id: m.id, createdAt: m.created_at };
}

function messageFrame(m: Row): ServerFrame {
  return {
    type: "message",
    seq: m.seq,
    id: m.id,
    senderId: m.sender_id,
    body: m.body,
    createdAt: m.created_at,
    clientId: m.client_id,
    attachments: parseAttachments(m.attachments),
    offerId: m.offer_id,
  };
}

/** A message row as D1 keeps it (attachments as JSON text). */
interface D1Message {
  id: string;
  sender_id: string | null;
  body: string;
  attachments: string;
  offer_id: string | null;
  seq: number;
  created_at: string;
}

function parseAttachments(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === "string") : [];
  } catch {
    return [];
  }
}

function log(error: string, detail: unknown): void {
  console.error(JSON.stringify({ room: "conversation", error, detail: String(detail) }));
}
