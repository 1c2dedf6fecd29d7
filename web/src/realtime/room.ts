import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { ConversationMessage, MessagesResponse } from "../../../domain/api/conversations";
import {
  type ClientFrame,
  type ProtocolErrorCode,
  RATE_WINDOW_MS,
  type ServerFrame,
  TYPING_EVERY_MS,
  TYPING_SHOWN_MS,
} from "../../../durable-objects/protocol";
import { call } from "../lib/api";
import { storage } from "../lib/storage";
import { type ConnectionState, RealtimeConnection, type RealtimeOptions, socketUrl, type Timers } from "./connection";

/** A stored message of the thread (from history or the room), in seq order. */
export interface ThreadMessage {
  seq: number;
  id: string;
  senderId: string | null;
  body: string;
  attachments: string[];
  createdAt: string;
  /** The sender's clientId when the room told it (the sender's own tab matches its outbox with it). */
  clientId: string | null;
  /** From history: the other person has read it (the room's `read`/`state` frames say it live). */
  isRead: boolean;
  /** A host's custom offer the message shows as a card, else null. */
  offerId: string | null;
}

/** A message of this person not acknowledged yet: kept in localStorage until the room has stored it. */
export interface OutboxMessage {
  clientId: string;
  body: string;
  attachments: string[];
  createdAt: string;
  /** Why it is not going out (blocked, refused): shown under it; null while it is being sent. */
  problem: string | null;
}

export interface RoomSnapshot {
  connection: ConnectionState;
  /** The first page of history has loaded (the thread can stop showing its skeleton). */
  loaded: boolean;
  /** Loading the first page failed: the thread offers to try again. */
  loadFailed: boolean;
  messages: ThreadMessage[];
  outbox: OutboxMessage[];
  /** More history above what is shown (loaded on scroll up). */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Each participant's last read seq of the other's messages. */
  reads: Record<string, number>;
  blockedBy: string | null;
  /** The other person is typing (until TYPING_SHOWN_MS after their last `typing`). */
  typing: boolean;
  /** A refusal to show in the thread (blocked, or a message the room would not take). */
  notice: string | null;
  /** The room said this socket may only read (its `ready` frame): nothing can be sent. */
  readOnly: boolean;
}

/** The history API, injected by tests. */
export type FetchPage = (before: number | undefined) => Promise<MessagesResponse>;

export interface RoomOptions {
  conversationId: string;
  /** The signed-in person (their own messages, their own reads). */
  userId: string;
  fetchPage: FetchPage;
  /** Overrides for the connection (tests: createSocket, timers, isOnline). */
  connection?: Partial<Omit<RealtimeOptions, "onFrame">>;
  timers?: Timers;
  now?: () => number;
  store?: Pick<typeof storage, "get" | "set" | "remove">;
  /**
   * Keep the outbox in `store` so unsent messages survive a reload (default true). The admin support chat turns
   * it off: what an admin writes as Support is not left in the browser for the next page load to send.
   */
  persistOutbox?: boolean;
  newClientId?: () => string;
  /** Told about every message that arrives live (the page refreshes its conversation list). */
  onLiveMessage?: (message: ThreadMessage) => void;
}

/** localStorage key of a conversation's outbox. */
export const outboxKey = (conversationId: string) => `chat:outbox:${conversationId}`;

/** When the room refused a send as rate-limited, try again after this long. */
export const RATE_RETRY_MS = RATE_WINDOW_MS / 4;
/** When the room could not store a send (`store_failed`), send the same frame again after this long. */
export const STORE_RETRY_MS = 1_000;

export const BLOCKED_NOTICE = "Messages can't be sent in this conversation because it is blocked.";

/**
 * What a message the room refused says under it, by the refusal's code; a code not listed shows the room's own
 * message after "Not sent: ". `rate_limited` and `store_failed` are not shown: the message goes out again later.
 */
export const REFUSAL_TEXT: Partial<Record<ProtocolErrorCode, string>> = {
  blocked: "Not sent: this conversation is blocked.",
  read_only: "Not sent: you can only read this conversation.",
};

export const refusalText = (code: string, message: string) =>
  REFUSAL_TEXT[code as ProtocolErrorCode] ?? `Not sent: ${message}`;

/** A store that keeps nothing (an outbox that lives only as long as the page). */
const NO_STORE: Pick<typeof storage, "get" | "set" | "remove"> = { get: () => null, set: () => {}, remove: () => {} };

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function fromHistory(m: ConversationMessage): ThreadMessage {
  return {
    seq: m.seq,
    id: m.id,
    senderId: m.sender_id,
    body: m.body,
    attachments: m.attachments,
    createdAt: m.created_at,
    clientId: null,
    isRead: m.is_read,
    offerId: m.offer_id ?? null,
  };
}

function readOutbox(raw: string | null): OutboxMessage[] {
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (m): m is OutboxMessage =>
          typeof m === "object" &&
          m !== null &&
          typeof m.clientId === "string" &&
          typeof m.body === "string" &&
          Array.isArray(m.attachments) &&
          typeof m.createdAt === "string",
      )
      .map((m) => ({ ...m, problem: null }));
  } catch {
    return [];
  }
}

/**
 * One open thread's client (issue 15 items 2 and 5): loads the newest page of history over HTTP, then keeps a
 * socket to the conversation's room that resumes after the last seq it saw, so nothing is missed or shown twice.
 * Sends wait in an outbox kept in localStorage (they survive a reload) until the room acknowledges them; they go
 * out again after every reconnect with the same clientId, which the room stores once. `rate_limited` and
 * `store_failed` refusals are retried later; `blocked` is shown as a notice and the message waits.
 */
export class RoomClient {
  private readonly o: Required<Omit<RoomOptions, "connection" | "onLiveMessage" | "persistOutbox">> &
    Pick<RoomOptions, "connection" | "onLiveMessage">;
  private readonly connection: RealtimeConnection;
  private listeners = new Set<() => void>();
  private bySeq = new Map<number, ThreadMessage>();
  private outbox: OutboxMessage[];
  private snap: RoomSnapshot;
  /** The last seq this client has every message up to (resume after it). */
  private lastSeq = 0;
  /** Seen `synced`/`resync` on the current socket: sends may go out, live messages flow. */
  private synced = false;
  private nextBefore: number | null = null;
  private reads: Record<string, number> = {};
  private blockedBy: string | null = null;
  private typingTimer: unknown = null;
  private retryTimer: unknown = null;
  private lastTypingSent = Number.NEGATIVE_INFINITY;
  private readSent = 0;
  private stopped = false;
  private typing = false;
  private notice: string | null = null;
  private loaded = false;
  private loadFailed = false;
  private loadingOlder = false;
  private refetching = false;
  private readOnly = false;

  constructor(options: RoomOptions) {
    this.o = {
      timers: browserTimers,
      now: () => Date.now(),
      store: storage,
      newClientId: () => crypto.randomUUID(),
      ...options,
    };
    if (options.persistOutbox === false) this.o.store = NO_STORE;
    this.outbox = readOutbox(this.o.store.get(outboxKey(options.conversationId)));
    this.connection = new RealtimeConnection({
      url: socketUrl(`/ws/conversations/${encodeURIComponent(options.conversationId)}`),
      ...options.connection,
      onFrame: (frame) => this.onFrame(frame),
    });
    this.connection.subscribe((state) => {
      if (state === "open") this.connection.send({ type: "resume", after: this.lastSeq });
      else this.synced = false;
      this.emit();
    });
    this.snap = this.build();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RoomSnapshot => this.snap;

  /** Loads the newest page of history, then connects (again after a failed load: the thread's Try again). */
  async start(): Promise<void> {
    this.stopped = false;
    this.loadFailed = false;
    this.emit();
    try {
      const page = await this.o.fetchPage(undefined);
      if (this.stopped) return;
      this.merge(page.messages.map(fromHistory));
      this.nextBefore = page.next_before;
      this.lastSeq = Math.max(this.lastSeq, ...page.messages.map((m) => m.seq));
      this.loaded = true;
    } catch {
      if (this.stopped) return;
      this.loadFailed = true;
      this.emit();
      return;
    }
    this.emit();
    this.connection.start();
  }

  stop(): void {
    this.stopped = true;
    this.connection.stop();
    for (const t of [this.typingTimer, this.retryTimer]) if (t !== null) this.o.timers.clearTimeout(t);
    this.typingTimer = this.retryTimer = null;
  }

  /** Loads the page of history above the oldest message shown. */
  async loadOlder(): Promise<void> {
    if (this.loadingOlder || this.nextBefore === null) return;
    this.loadingOlder = true;
    this.emit();
    try {
      const page = await this.o.fetchPage(this.nextBefore);
      this.merge(page.messages.map(fromHistory));
      this.nextBefore = page.next_before;
    } catch {
      // The next scroll to the top tries again.
    } finally {
      this.loadingOlder = false;
      this.emit();
    }
  }

  /** Puts a message in the outbox and sends it when the room is ready; returns its clientId. */
  send(body: string, attachments: string[] = []): string {
    const message: OutboxMessage = {
      clientId: this.o.newClientId(),
      body: body.trim(),
      attachments,
      createdAt: new Date(this.o.now()).toISOString(),
      problem: null,
    };
    this.outbox = [...this.outbox, message];
    this.saveOutbox();
    this.transmit(message);
    this.emit();
    return message.clientId;
  }

  /** Sends a refused message again (the admin chat's Send again). */
  retry(clientId: string): void {
    const message = this.outbox.find((m) => m.clientId === clientId);
    if (!message) return;
    this.setProblem(clientId, null);
    this.transmit({ ...message, problem: null });
    this.emit();
  }

  /** Drops a message the room refused (its Remove button). */
  discard(clientId: string): void {
    this.outbox = this.outbox.filter((m) => m.clientId !== clientId);
    this.saveOutbox();
    this.emit();
  }

  /** The person is typing: tells the other side, at most once per TYPING_EVERY_MS. */
  typed(): void {
    const now = this.o.now();
    if (now - this.lastTypingSent < TYPING_EVERY_MS || !this.synced) return;
    if (this.connection.send({ type: "typing" })) this.lastTypingSent = now;
  }

  /**
   * The thread is on screen: marks the other person's messages read up to the newest one shown (a `read` frame;
   * nothing when they are read already or the socket is not ready, which the next call covers).
   */
  markRead(): number | null {
    const upTo = this.newestFromOther();
    if (upTo === 0 || upTo <= Math.max(this.readSent, this.reads[this.o.userId] ?? 0) || !this.synced) return null;
    if (!this.connection.send({ type: "read", upTo })) return null;
    this.readSent = upTo;
    return upTo;
  }

  private newestFromOther(): number {
    let newest = 0;
    for (const m of this.bySeq.values()) if (m.senderId !== this.o.userId && m.seq > newest) newest = m.seq;
    return newest;
  }

  private transmit(message: OutboxMessage): void {
    if (!this.synced || message.problem !== null) return;
    const frame: ClientFrame = {
      type: "send",
      clientId: message.clientId,
      body: message.body,
      attachments: message.attachments,
    };
    this.connection.send(frame);
  }

  private flush(): void {
    for (const m of this.outbox) this.transmit(m);
  }

  private retryLater(ms: number): void {
    if (this.retryTimer !== null) return;
    this.retryTimer = this.o.timers.setTimeout(() => {
      this.retryTimer = null;
      this.flush();
    }, ms);
  }

  private onFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case "message": {
        const message: ThreadMessage = {
          seq: frame.seq,
          id: frame.id,
          senderId: frame.senderId,
          body: frame.body,
          attachments: frame.attachments,
          createdAt: frame.createdAt,
          clientId: frame.clientId,
          isRead: false,
          offerId: frame.offerId ?? null,
        };
        const fresh = !this.bySeq.has(frame.seq);
        this.merge([message]);
        if (frame.clientId) this.acknowledged(frame.clientId);
        // Replayed and live messages arrive in seq order; while a resync's pages load, the gap is not filled yet.
        if (!this.refetching) this.lastSeq = Math.max(this.lastSeq, frame.seq);
        if (frame.senderId !== this.o.userId) this.typing = false;
        if (fresh && this.synced) this.o.onLiveMessage?.(message);
        break;
      }
      case "ack": {
        const sent = this.outbox.find((m) => m.clientId === frame.clientId);
        if (sent && !this.bySeq.has(frame.seq)) {
          this.merge([
            {
              seq: frame.seq,
              id: frame.id,
              senderId: this.o.userId,
              body: sent.body,
              attachments: sent.attachments,
              createdAt: frame.createdAt,
              clientId: frame.clientId,
              isRead: false,
              offerId: null,
            },
          ]);
        }
        this.acknowledged(frame.clientId);
        break;
      }
      case "ready":
        this.readOnly = frame.readOnly;
        break;
      case "synced":
        this.lastSeq = Math.max(this.lastSeq, frame.latestSeq);
        this.synced = true;
        this.flush();
        break;
      case "resync":
        // Too far behind for the room to replay: the missed pages come over HTTP; live messages follow here.
        this.synced = true;
        void this.refetchUpTo(frame.latestSeq);
        this.flush();
        break;
      case "state":
        this.blockedBy = frame.blockedBy;
        this.reads = { ...this.reads, ...frame.reads };
        this.unblockedOrNot();
        break;
      case "read":
        this.reads = { ...this.reads, [frame.userId]: Math.max(this.reads[frame.userId] ?? 0, frame.upTo) };
        break;
      case "typing":
        if (frame.userId === this.o.userId) return;
        this.typing = true;
        if (this.typingTimer !== null) this.o.timers.clearTimeout(this.typingTimer);
        this.typingTimer = this.o.timers.setTimeout(() => {
          this.typingTimer = null;
          this.typing = false;
          this.emit();
        }, TYPING_SHOWN_MS);
        break;
      case "error":
        this.refused(frame.code, frame.message, frame.clientId);
        break;
      default:
        return;
    }
    this.emit();
  }

  private refused(code: string, message: string, clientId: string | undefined): void {
    const target = clientId ? this.outbox.find((m) => m.clientId === clientId) : undefined;
    if (code === "store_failed") this.retryLater(STORE_RETRY_MS);
    else if (code === "rate_limited") this.retryLater(RATE_RETRY_MS);
    else {
      if (code === "blocked") this.notice = BLOCKED_NOTICE;
      if (target) this.setProblem(target.clientId, refusalText(code, message));
    }
  }

  /** A `state` frame: a lifted block lets waiting messages go out again. */
  private unblockedOrNot(): void {
    if (this.blockedBy !== null) return;
    if (this.notice === BLOCKED_NOTICE) this.notice = null;
    const blocked = REFUSAL_TEXT.blocked;
    if (!this.outbox.some((m) => m.problem === blocked)) return;
    this.outbox = this.outbox.map((m) => (m.problem === blocked ? { ...m, problem: null } : m));
    this.flush();
  }

  private setProblem(clientId: string, problem: string | null): void {
    this.outbox = this.outbox.map((m) => (m.clientId === clientId ? { ...m, problem } : m));
  }

  private acknowledged(clientId: string): void {
    if (!this.outbox.some((m) => m.clientId === clientId)) return;
    this.outbox = this.outbox.filter((m) => m.clientId !== clientId);
    this.saveOutbox();
  }

  /** Loads history pages down from `latestSeq` until they meet what this client already has. */
  private async refetchUpTo(latestSeq: number): Promise<void> {
    const have = this.lastSeq;
    let before: number | null = latestSeq + 1;
    this.refetching = true;
    try {
      while (before !== null && before > have + 1 && !this.stopped) {
        const page: MessagesResponse = await this.o.fetchPage(before);
        this.merge(page.messages.map(fromHistory));
        before = page.next_before;
      }
      // Everything up to latestSeq is here now, and live messages after it arrived in order.
      this.lastSeq = Math.max(latestSeq, ...this.bySeq.keys());
    } catch {
      // The next reconnect resumes from the last seq held and asks again.
    } finally {
      this.refetching = false;
    }
    this.emit();
  }

  private merge(messages: ThreadMessage[]): void {
    for (const m of messages) {
      const had = this.bySeq.get(m.seq);
      this.bySeq.set(m.seq, had ? { ...had, isRead: had.isRead || m.isRead, clientId: had.clientId ?? m.clientId } : m);
    }
  }

  private saveOutbox(): void {
    const key = outboxKey(this.o.conversationId);
    if (this.outbox.length === 0) this.o.store.remove(key);
    else
      this.o.store.set(
        key,
        JSON.stringify(
          this.outbox.map(({ clientId, body, attachments, createdAt }) => ({ clientId, body, attachments, createdAt })),
        ),
      );
  }

  private build(): RoomSnapshot {
    const acked = new Set<string>();
    for (const m of this.bySeq.values()) if (m.clientId) acked.add(m.clientId);
    return {
      connection: this.connection.state,
      loaded: this.loaded,
      loadFailed: this.loadFailed,
      messages: [...this.bySeq.values()].sort((a, b) => a.seq - b.seq),
      outbox: this.outbox.filter((m) => !acked.has(m.clientId)),
      hasOlder: this.nextBefore !== null,
      loadingOlder: this.loadingOlder,
      reads: this.reads,
      blockedBy: this.blockedBy,
      typing: this.typing,
      notice: this.notice,
      readOnly: this.readOnly,
    };
  }

  private emit(): void {
    this.snap = this.build();
    for (const listener of this.listeners) listener();
  }

  /** Sets the block state known from elsewhere (the conversation's summary, a Block/Unblock the person made). */
  setBlockedBy(blockedBy: string | null): void {
    this.blockedBy = blockedBy;
    this.unblockedOrNot();
    this.emit();
  }
}

/** Messages one history page loads. */
export const HISTORY_PAGE = 50;

/** A conversation's history over HTTP (GET /api/conversations/:id/messages), newest page first. */
export const historyPages =
  (conversationId: string): FetchPage =>
  (before) =>
    call("GET /api/conversations/:id/messages", {
      params: { id: conversationId },
      query: before === undefined ? { limit: HISTORY_PAGE } : { before, limit: HISTORY_PAGE },
    });

/**
 * The room client of an open conversation for a component: created per conversation and person, started on mount,
 * stopped when left. `onLiveMessage` may change between renders; `persistOutbox` is read once.
 */
export function useRoom(
  conversationId: string,
  me: string,
  options: Pick<RoomOptions, "onLiveMessage" | "persistOutbox"> = {},
) {
  const onLiveRef = useRef(options.onLiveMessage);
  onLiveRef.current = options.onLiveMessage;
  const persistOutbox = options.persistOutbox;
  const client = useMemo(
    () =>
      new RoomClient({
        conversationId,
        userId: me,
        fetchPage: historyPages(conversationId),
        onLiveMessage: (m) => onLiveRef.current?.(m),
        persistOutbox,
      }),
    [conversationId, me, persistOutbox],
  );
  useEffect(() => {
    void client.start();
    return () => client.stop();
  }, [client]);
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot);
  return { client, snapshot };
}
