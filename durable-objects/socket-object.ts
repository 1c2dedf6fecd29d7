import { DurableObject } from "cloudflare:workers";
import {
  assertNever,
  CLOSE,
  type ClientFrame,
  IDENTITY_HEADER,
  parseClientFrame,
  type Room,
  type ServerFrame,
  type SocketIdentity,
  socketIdentitySchema,
} from "./protocol";

/** What a socket carries through hibernation: who it is, and since when. */
interface Attachment extends SocketIdentity {
  connectedAt: string;
  /** Frames refused in a row; a socket that keeps sending garbage is closed (1008). */
  strikes: number;
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
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const attachment = ws.deserializeAttachment() as Attachment;
    const parsed = parseClientFrame(message);
    if (!parsed.ok) {
      this.send(ws, { type: "error", code: parsed.code, message: parsed.message });
      const strikes = attachment.strikes + 1;
      if (strikes >= MAX_STRIKES) ws.close(CLOSE.policy, "Too many invalid frames");
      else ws.serializeAttachment({ ...attachment, strikes } satisfies Attachment);
      return;
    }
    if (attachment.strikes) ws.serializeAttachment({ ...attachment, strikes: 0 } satisfies Attachment);
    this.handle(ws, parsed.frame, attachment);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.end(ws, code === 1005 || code === 1006 ? CLOSE.normal : code, "closing");
  }

  /** A socket that failed (network error, protocol violation seen by the runtime) is closed and forgotten. */
  override async webSocketError(ws: WebSocket, error: unknown): Promise<void> {
    console.error(JSON.stringify({ room: this.room, error: "websocket_error", detail: String(error) }));
    this.end(ws, CLOSE.serverError, "socket error");
  }

  protected handle(ws: WebSocket, frame: ClientFrame, _who: SocketIdentity): void {
    switch (frame.type) {
      case "ping":
        this.send(ws, { type: "pong", id: frame.id });
        return;
      default:
        assertNever(frame.type);
    }
  }

  /** Number of sockets connected right now (rebuilt from the runtime after hibernation). */
  connectionCount(): number {
    return this.ctx.getWebSockets().length;
  }

  protected send(ws: WebSocket, frame: ServerFrame): void {
    try {
      ws.send(JSON.stringify(frame));
    } catch {
      // A socket that died between hibernation and now is dropped; its close event cleans up.
    }
  }

  private end(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code, reason);
    } catch {
      // Already closed.
    }
  }
}
