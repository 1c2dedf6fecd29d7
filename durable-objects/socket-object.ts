import { DurableObject } from "cloudflare:workers";
import { assertNever, type ClientFrame, parseClientFrame, type ServerFrame } from "./protocol";

interface Attachment {
  connectedAt: string;
}

/**
 * What both realtime objects share: WebSocket upgrades accepted through the hibernation API (sockets survive
 * eviction; state per socket lives in its attachment), JSON frames validated by the shared protocol, errors
 * answered as error frames.
 */
export abstract class SocketObject<E = unknown> extends DurableObject<E> {
  protected abstract readonly room: "conversation" | "user";

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return Response.json(
        { error: { code: "upgrade_required", message: "Expected a WebSocket upgrade" } },
        { status: 426 },
      );
    }
    const name = new URL(request.url).searchParams.get("name") ?? "";
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ connectedAt: new Date().toISOString() } satisfies Attachment);
    this.send(server, { type: "ready", room: this.room, name });
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const parsed = parseClientFrame(message);
    if (!parsed.ok) {
      this.send(ws, { type: "error", code: parsed.code, message: parsed.message });
      return;
    }
    this.handle(ws, parsed.frame);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 ? 1000 : code, "closing");
  }

  protected handle(ws: WebSocket, frame: ClientFrame): void {
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
      // A socket that died between hibernation and now is simply dropped.
    }
  }
}
