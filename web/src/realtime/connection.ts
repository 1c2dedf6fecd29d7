import { CLOSE, type ClientFrame, parseServerFrame, type ServerFrame } from "../../../durable-objects/protocol";
import { transport } from "../lib/transport";

/**
 * What the UI can show about a realtime connection: connecting for the first time, open, waiting to reconnect
 * after a drop, offline (the browser says so; it reconnects when it is back), or closed for good (stopped, or the
 * session ended: sign in again).
 */
export type ConnectionState = "idle" | "connecting" | "open" | "reconnecting" | "offline" | "closed";

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface RealtimeOptions {
  /** ws:// or wss:// URL; `socketUrl("/ws/me")` builds one for this site. */
  url: string;
  onFrame: (frame: ServerFrame) => void;
  /** The server closed the socket because the session ended (4401, sent when an admin suspends the person). */
  onSessionEnded?: () => void;
  /** A ping this often while open; a pong must come back within `pongTimeoutMs` or the socket is replaced. */
  heartbeatMs?: number;
  pongTimeoutMs?: number;
  /** Reconnect delays: `baseDelayMs` doubling up to `maxDelayMs`, each a random 50–100 % of that (jitter). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Injected by tests. */
  createSocket?: (url: string) => WebSocket;
  timers?: Timers;
  random?: () => number;
  isOnline?: () => boolean;
  onlineEvents?: Pick<Window, "addEventListener" | "removeEventListener">;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The ws(s):// URL of a realtime path on this site (on the API origin in the native shell). */
export function socketUrl(path: string, location: Pick<Location, "href"> = window.location): string {
  const url = new URL(transport()?.url(path) ?? path, location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** The delay before reconnect attempt `attempt` (0-based): exponential, capped, with jitter so clients spread out. */
export function reconnectDelay(attempt: number, random: () => number, base = 500, max = 30_000): number {
  const ceiling = Math.min(max, base * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * One realtime connection that stays up by itself: it reconnects after a drop with backoff and jitter, sends a
 * heartbeat and replaces a socket whose pong does not come back (phones on bad networks leave half-dead sockets),
 * closes it and waits while the browser is offline, and stops for good when the server says the session ended (4401).
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private current: ConnectionState = "idle";
  private listeners = new Set<(state: ConnectionState) => void>();
  private attempt = 0;
  private retryTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private pongTimer: unknown = null;
  private pings = 0;
  private readonly o: Required<Omit<RealtimeOptions, "onlineEvents" | "onSessionEnded">> &
    Pick<RealtimeOptions, "onlineEvents" | "onSessionEnded">;

  constructor(options: RealtimeOptions) {
    this.o = {
      heartbeatMs: 25_000,
      pongTimeoutMs: 10_000,
      baseDelayMs: 500,
      maxDelayMs: 30_000,
      createSocket: (url) => transport()?.socket(url) ?? new WebSocket(url),
      timers: browserTimers,
      random: Math.random,
      isOnline: () => typeof navigator === "undefined" || navigator.onLine !== false,
      onlineEvents: typeof window === "undefined" ? undefined : window,
      ...options,
    };
  }

  get state(): ConnectionState {
    return this.current;
  }

  /** Calls `listener` on every state change; returns the unsubscribe function (useSyncExternalStore's shape). */
  subscribe = (listener: (state: ConnectionState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (this.current !== "idle" && this.current !== "closed") return;
    this.o.onlineEvents?.addEventListener("online", this.onOnline);
    this.o.onlineEvents?.addEventListener("offline", this.onOffline);
    this.attempt = 0;
    this.open(false);
  }

  stop(): void {
    this.o.onlineEvents?.removeEventListener("online", this.onOnline);
    this.o.onlineEvents?.removeEventListener("offline", this.onOffline);
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close(CLOSE.normal, "stopped");
    this.set("closed");
  }

  /** Sends a frame when open; false when it could not go (the caller keeps it until the state is open again). */
  send(frame: ClientFrame): boolean {
    if (this.current !== "open" || !this.socket) return false;
    // In the native app, photo URLs go back to the /media paths the server stores (web/src/lib/transport.ts).
    this.socket.send(JSON.stringify(transport()?.request(frame) ?? frame));
    return true;
  }

  private open(again: boolean): void {
    if (!this.o.isOnline()) {
      this.set("offline");
      return;
    }
    this.set(again ? "reconnecting" : "connecting");
    const socket = this.o.createSocket(this.o.url);
    this.socket = socket;
    socket.addEventListener("open", () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.set("open");
      this.scheduleHeartbeat();
    });
    socket.addEventListener("message", (e: MessageEvent) => {
      if (this.socket !== socket) return;
      const frame = parseServerFrame(e.data);
      if (!frame) return;
      if (frame.type === "pong") {
        this.o.timers.clearTimeout(this.pongTimer);
        this.pongTimer = null;
        this.scheduleHeartbeat();
        return;
      }
      // In the native app, /media paths in a frame (a message's photos) become URLs on the server.
      this.o.onFrame((transport()?.answer(frame) ?? frame) as ServerFrame);
    });
    socket.addEventListener("close", (e: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      if (e.code === CLOSE.sessionEnded) {
        this.set("closed");
        this.o.onSessionEnded?.();
      } else this.retry();
    });
  }

  private retry(): void {
    if (!this.o.isOnline()) {
      this.set("offline");
      return;
    }
    this.set("reconnecting");
    const delay = reconnectDelay(this.attempt, this.o.random, this.o.baseDelayMs, this.o.maxDelayMs);
    this.attempt += 1;
    this.retryTimer = this.o.timers.setTimeout(() => {
      this.retryTimer = null;
      this.open(true);
    }, delay);
  }

  /** One ping at a time: the next is scheduled when this one's pong arrives. */
  private scheduleHeartbeat(): void {
    this.o.timers.clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = this.o.timers.setTimeout(() => {
      const socket = this.socket;
      if (!socket || this.current !== "open") return;
      this.pings += 1;
      socket.send(JSON.stringify({ type: "ping", id: `hb-${this.pings}` } satisfies ClientFrame));
      this.pongTimer = this.o.timers.setTimeout(() => {
        // No pong: the socket is half-dead. Replace it now rather than wait for the network to notice.
        this.socket = null;
        this.clearTimers();
        socket.close(CLOSE.normal, "no heartbeat");
        this.retry();
      }, this.o.pongTimeoutMs);
    }, this.o.heartbeatMs);
  }

  private onOnline = () => {
    if (this.current !== "offline" && this.current !== "reconnecting") return;
    this.o.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.open(true);
  };

  /**
   * The browser says the network is gone: the socket may linger without noticing for a long while (a phone that
   * lost its signal), so it is closed now and sends wait (the caller's outbox) until `online`.
   */
  private onOffline = () => {
    if (this.current === "closed" || this.current === "idle" || this.current === "offline") return;
    const socket = this.socket;
    this.socket = null;
    this.clearTimers();
    socket?.close(CLOSE.normal, "offline");
    this.set("offline");
  };

  private clearTimers(): void {
    for (const t of [this.retryTimer, this.heartbeatTimer, this.pongTimer])
      if (t !== null) this.o.timers.clearTimeout(t);
    this.retryTimer = this.heartbeatTimer = this.pongTimer = null;
  }

  private set(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }
}
