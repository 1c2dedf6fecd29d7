import { DurableObject } from "cloudflare:workers";
import {
  assertNever,
  CLOSE,
  type ClientFrame,
  IDENTITY_HEADER,
  type ProtocolErrorCode,
  parseClientFrame,
  type Room,
  type ServerFrame,
  type SocketIdentity,
  socketIdentitySchema,
} from "./protocol";

/** What a socket carries through hibernation: who it is, and since when. */
export interface Attachment extends SocketIdentity {
  connectedAt: string;
  /** Frames refused in a row; a socket that keeps sending garbage (or floods) is closed (1008). */
  strikes: number;
  /** Conversation rooms: the socket has resumed and receives live messages. */
  live?: boolean;
  /** Conversation rooms: when the socket's last `typing` was passed on (ms), to drop a flood of them. */
  typingAt?: number;
}

/** Refused frames in a row before the socket is closed. */
export const MAX_STRIKES = 20;

/**
 * What both realtime objects share: WebSocket upgrades accepted through the hibernation API (sockets survive
 * eviction; identity and state per socket live in its attachment), JSON frames validated by the shared protocol,
 * refusals answered as error frames, and sockets that fail or close cleaned up. Only the worker reaches an object,
 * after it authorized the upgrade (worker/routes/realtime.ts), and it names the person in IDENTITY_HEADER.
 */
export abstract class SocketObject<E = unknown> extends DurableObject<E> {
  protected abstract readonly room: Room;

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return Response.json(
        { error: { code: "upgrade_required", message: "Expected a WebSocket upgrade" } },
        { status: 426 },
      );
    }
    const identity = socketIdentitySchema.safeParse(JSON.parse(request.headers.get(IDENTITY_HEADER) ?? "null"));
    if (!identity.success) {
      return Response.json({ error: { code: "unauthorized", message: "Who is connecting?" } }, { status: 401 });
    }
    const name = new URL(request.url).searchParams.get("name") ?? "";
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({
      ...identity.data,
      connectedAt: new Date().toISOString(),
      strikes: 0,
    } satisfies Attachment);
    this.send(server, { type: "ready", room: this.room, name, readOnly: identity.data.readOnly });
    await this.opened(server, identity.data);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (this.sessionOver(ws)) return;
    const parsed = parseClientFrame(message);
    if (!parsed.ok) {
      this.refuse(ws, parsed.code, parsed.message);
      return;
    }
    await this.handle(ws, parsed.frame, this.attachment(ws));
  }

  /** Each socket's attachment as last read or written, so a busy room does not deserialize it for every frame. */
  private attachments = new WeakMap<WebSocket, Attachment>();

  protected attachment(ws: WebSocket): Attachment {
    let kept = this.attachments.get(ws);
    if (!kept) {
      kept = ws.deserializeAttachment() as Attachment;
      this.attachments.set(ws, kept);
    }
    return kept;
  }

  protected attach(ws: WebSocket, changes: Partial<Attachment>): void {
    const next = { ...this.attachment(ws), ...changes } satisfies Attachment;
    try {
      ws.serializeAttachment(next);
      this.attachments.set(ws, next);
    } catch {
      // The socket closed meanwhile.
    }
  }

  /** Answers a refused frame with an error frame; MAX_STRIKES refusals in a row close the socket (1008). */
  protected refuse(ws: WebSocket, code: ProtocolErrorCode, message: string, clientId?: string): void {
    this.send(ws, { type: "error", code, message, ...(clientId === undefined ? {} : { clientId }) });
    const strikes = this.attachment(ws).strikes + 1;
    if (strikes >= MAX_STRIKES) this.end(ws, CLOSE.policy, "Too many refused frames");
    else this.attach(ws, { strikes });
  }

  /** A frame was accepted: the refusals in a row start again from none. */
  protected accepted(ws: WebSocket): void {
    if (this.attachment(ws).strikes) this.attach(ws, { strikes: 0 });
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.end(ws, code === 1005 || code === 1006 ? CLOSE.normal : code, "closing");
    await this.closed(ws);
  }

  /** A socket that failed (network error, protocol violation seen by the runtime) is closed and forgotten. */
  override async webSocketError(ws: WebSocket, error: unknown): Promise<void> {
    console.error(JSON.stringify({ room: this.room, error: "websocket_error", detail: String(error) }));
    this.end(ws, CLOSE.serverError, "socket error");
    await this.closed(ws);
  }

  /** A socket was accepted and told `ready`: objects add what a new socket gets first. */
  protected opened(_ws: WebSocket, _who: SocketIdentity): void | Promise<void> {}

  /** A socket closed or failed (it is closed by now): objects add their clean-up. */
  protected closed(_ws: WebSocket): void | Promise<void> {}

  /** The sockets still open, leaving out `except` (one that is closing right now). */
  protected openSockets(except?: WebSocket): WebSocket[] {
    return this.ctx.getWebSockets().filter((s) => s !== except && s.readyState === WebSocket.OPEN);
  }

  /** Handles a valid frame; objects add theirs (and call `accepted` or `refuse`). */
  protected handle(ws: WebSocket, frame: ClientFrame, _who: SocketIdentity): void | Promise<void> {
    switch (frame.type) {
      case "ping":
        this.accepted(ws);
        this.send(ws, { type: "pong", id: frame.id });
        return;
      case "send":
        // Rooms without messages (the user hub) have nothing to send to.
        this.refuse(ws, "unknown_type", `Frames of type "${frame.type}" are not accepted here`, frame.clientId);
        return;
      case "resume":
      case "read":
      case "typing":
        this.refuse(ws, "unknown_type", `Frames of type "${frame.type}" are not accepted here`);
        return;
      default:
        assertNever(frame);
    }
  }

  /**
   * The person's sessions were ended by someone else (an admin's suspension, RPC): each of their sockets here is
   * closed with 4401, so the client stops and does not reconnect. Answers how many were closed.
   */
  signOut(userId: string): number {
    const theirs = this.openSockets().filter((s) => this.attachment(s).userId === userId);
    for (const s of theirs) this.end(s, CLOSE.sessionEnded, "Signed out");
    return theirs.length;
  }

  /** Number of sockets connected right now (rebuilt from the runtime after hibernation). */
  connectionCount(): number {
    return this.ctx.getWebSockets().length;
  }

  /**
   * The session behind the socket has reached its end (`endsAt`, an admin's 12 hours): the socket is closed as
   * "session ended" (4401), so the client signs in again instead of reconnecting. Checked on every frame either way.
   */
  private sessionOver(ws: WebSocket): boolean {
    const endsAt = this.attachment(ws).endsAt;
    if (!endsAt || Date.now() < Date.parse(endsAt)) return false;
    this.end(ws, CLOSE.sessionEnded, "Session ended");
    return true;
  }

  protected send(ws: WebSocket, frame: ServerFrame): void {
    if (this.sessionOver(ws)) return;
    try {
      ws.send(JSON.stringify(frame));
    } catch {
      // A socket that died between hibernation and now is dropped; its close event cleans up.
    }
  }

  protected end(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code, reason);
    } catch {
      // Already closed.
    }
  }
}
