import type { ServerFrame } from "../../../durable-objects/protocol";
import { call } from "../lib/api";
import { type ConnectionState, RealtimeConnection, type RealtimeOptions, socketUrl, type Timers } from "./connection";

/** Spec §4/§9: the unread state is checked again one second after any change to messages. */
export const UNREAD_RECHECK_MS = 1_000;
/** While the hub is not open (or says nothing about unread messages), the list is asked this often. */
export const UNREAD_FALLBACK_MS = 30_000;

export type HubFrame = Extract<ServerFrame, { type: "conversation" | "unread" | "notification" | "notices" }>;

export interface UnreadOptions {
  onTotal: (total: number) => void;
  /** The bell's count: the hub's `notices` frames, or the fallback's look-up while the hub is not open. */
  onNotices?: (unread: number) => void;
  /** The bell's fallback: the unread count GET /api/notifications answers with. */
  fetchNotices?: () => Promise<number>;
  /** The fallback: unread messages over the person's newest conversations (GET /api/conversations). */
  fetchTotal?: () => Promise<number>;
  connection?: Partial<Omit<RealtimeOptions, "onFrame">>;
  /** The hub was closed because the session ended on the server (4401: the person was suspended). */
  onSessionEnded?: () => void;
  timers?: Timers;
  frames?: Set<(frame: HubFrame) => void>;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

async function noticesTotal(): Promise<number> {
  return (await call("GET /api/notifications", { query: { limit: 1 } })).unread;
}

async function listTotal(): Promise<number> {
  const page = await call("GET /api/conversations", { query: { limit: 50 } });
  return page.conversations.reduce((sum, c) => sum + c.unread, 0);
}

/**
 * The person's hub (`/ws/me`) as the app uses it: the `unread` frames set the dot; a `conversation` frame (a new
 * message somewhere) is passed on to the open chat page and re-checks the dot a second later. When the hub is not
 * open, or has not said anything about unread messages yet, GET /api/conversations answers instead (at once, then
 * every UNREAD_FALLBACK_MS). Failed look-ups change nothing (spec §6: no dot, no message).
 */
export class UnreadWatcher {
  readonly connection: RealtimeConnection;
  private readonly timers: Timers;
  private readonly fetchTotal: () => Promise<number>;
  private readonly fetchNotices: () => Promise<number>;
  private recheckTimer: unknown = null;
  private pollTimer: unknown = null;
  /** The hub has sent `unread` on this socket: it keeps the dot current by itself. */
  private hubCounts = false;
  /** The hub has sent `notices` on this socket: it keeps the bell current by itself. */
  private hubNotices = false;
  private stopped = false;
  /** Told about every hub frame (the chat page's list). */
  readonly frames: Set<(frame: HubFrame) => void>;

  constructor(private readonly options: UnreadOptions) {
    this.timers = options.timers ?? browserTimers;
    this.fetchTotal = options.fetchTotal ?? listTotal;
    this.fetchNotices = options.fetchNotices ?? noticesTotal;
    this.frames = options.frames ?? new Set();
    this.connection = new RealtimeConnection({
      url: socketUrl("/ws/me"),
      onSessionEnded: options.onSessionEnded,
      ...options.connection,
      onFrame: (frame) => this.onFrame(frame),
    });
    this.connection.subscribe((state) => this.onState(state));
  }

  start(): void {
    this.stopped = false;
    this.connection.start();
    void this.check();
    this.poll();
  }

  stop(): void {
    this.stopped = true;
    this.connection.stop();
    for (const t of [this.recheckTimer, this.pollTimer]) if (t !== null) this.timers.clearTimeout(t);
    this.recheckTimer = this.pollTimer = null;
  }

  /** Checks the dot again UNREAD_RECHECK_MS from now (after a message arrived or was read). */
  recheckSoon(): void {
    if (this.recheckTimer !== null) this.timers.clearTimeout(this.recheckTimer);
    this.recheckTimer = this.timers.setTimeout(() => {
      this.recheckTimer = null;
      if (!this.hubCounts) void this.check();
    }, UNREAD_RECHECK_MS);
  }

  private onFrame(frame: ServerFrame): void {
    if (frame.type === "unread") {
      this.hubCounts = true;
      this.options.onTotal(frame.total);
    } else if (frame.type === "conversation") {
      this.recheckSoon();
    } else if (frame.type === "notices") {
      this.hubNotices = true;
      this.options.onNotices?.(frame.unread);
    }
    if (
      frame.type === "unread" ||
      frame.type === "conversation" ||
      frame.type === "notification" ||
      frame.type === "notices"
    )
      for (const listener of this.frames) listener(frame);
  }

  private onState(state: ConnectionState): void {
    if (state === "open") return;
    this.hubCounts = false;
    this.hubNotices = false;
    if (state === "reconnecting" || state === "offline") {
      void this.check();
      void this.checkNotices();
    }
  }

  private poll(): void {
    this.pollTimer = this.timers.setTimeout(() => {
      this.pollTimer = null;
      if (this.stopped) return;
      if (!this.hubCounts) void this.check();
      if (!this.hubNotices) void this.checkNotices();
      this.poll();
    }, UNREAD_FALLBACK_MS);
  }

  private async check(): Promise<void> {
    try {
      const total = await this.fetchTotal();
      if (!this.stopped && !this.hubCounts) this.options.onTotal(total);
    } catch {
      // Spec §6: unread look-up failures are silent.
    }
  }

  /** The bell while the hub is not open (the hub sends the count itself on connect). */
  private async checkNotices(): Promise<void> {
    if (!this.options.onNotices) return;
    try {
      const unread = await this.fetchNotices();
      if (!this.stopped && !this.hubNotices) this.options.onNotices(unread);
    } catch {
      // Silent, as the dot's look-ups.
    }
  }
}

let current: UnreadWatcher | null = null;
/** Outlives watchers: the chat page may subscribe before the watcher has started (it starts after the first paint). */
const hubListeners = new Set<(frame: HubFrame) => void>();

/** Starts the signed-in person's watcher (one per tab); returns its stop. */
export function watchUnread(
  _userId: string,
  onTotal: (total: number) => void,
  onNotices?: (unread: number) => void,
  onSessionEnded?: () => void,
): () => void {
  current?.stop();
  const watcher = new UnreadWatcher({ onTotal, onNotices, onSessionEnded, frames: hubListeners });
  current = watcher;
  watcher.start();
  return () => {
    watcher.stop();
    if (current === watcher) current = null;
  };
}

/** The hub's frames for the chat page (its list's live updates); returns the unsubscribe function. */
export function onHubFrame(listener: (frame: HubFrame) => void): () => void {
  hubListeners.add(listener);
  return () => hubListeners.delete(listener);
}

/** The chat page read or received something: the dot is checked again in a second (spec §4). */
export function recheckUnread(): void {
  current?.recheckSoon();
}
