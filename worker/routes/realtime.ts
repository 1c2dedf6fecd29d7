import { type Context, Hono } from "hono";
import { z } from "zod";
import { plainText } from "../../domain/api/fields";
import { CONVERSATION_MESSAGES, conversationAccess, maySend } from "../../domain/conversations";
import { IDENTITY_HEADER, type SocketIdentity } from "../../durable-objects/protocol";
import { accessTokenOf, SOCKET_BEARER_PROTOCOL, socketBearerOf } from "../auth/transport";
import { conversationParticipants } from "../db/conversations";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow, principal } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { siteOrigin } from "../site-origin";

type Ctx = Context<AppBindings>;

/**
 * The checks every upgrade passes before it reaches an object (ARCHITECTURE "Realtime"): a WebSocket upgrade at all
 * (426), and, for a browser's cookie session, an Origin of this site: a page elsewhere cannot open a socket with the
 * visitor's cookies (cross-site WebSocket hijacking, 403). A Bearer token (the native shell: a header, or the
 * `bearer` subprotocol, worker/auth/transport.ts) carries no ambient credential and needs no Origin. Who may connect
 * at all (401) is the route's access rule, checked first.
 */
function refuseUpgrade(c: Ctx): Response | null {
  if (accessTokenOf(c)?.via === "cookie") {
    const origin = c.req.header("Origin");
    const allowed = [siteOrigin(c.env), new URL(c.req.url).origin];
    if (!origin || !allowed.includes(origin))
      return errorJson(c, 403, "origin_not_allowed", "This page may not open a connection with your session");
  }
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket")
    return errorJson(c, 426, "upgrade_required", "Expected a WebSocket upgrade");
  return null;
}

/**
 * Hands the upgrade to an object, naming who connects; the 101 answer is copied so headers can be added to it. A
 * token that came as the `bearer` subprotocol is answered with `Sec-WebSocket-Protocol: bearer` (a browser drops a
 * socket whose answer picks none of the subprotocols it offered; the token itself is never echoed).
 */
async function connect(c: Ctx, stub: DurableObjectStub, name: string, who: SocketIdentity): Promise<Response> {
  const res = await stub.fetch(`https://realtime.internal/connect?name=${encodeURIComponent(name)}`, {
    headers: { Upgrade: "websocket", [IDENTITY_HEADER]: JSON.stringify(who) },
  });
  if (res.status !== 101 || !res.webSocket) return res;
  const protocol = !c.req.header("Authorization") && socketBearerOf(c) ? SOCKET_BEARER_PROTOCOL : null;
  return new Response(null, {
    status: 101,
    webSocket: res.webSocket,
    headers: protocol ? { "Sec-WebSocket-Protocol": protocol } : undefined,
  });
}

/**
 * GET /ws/me: the person's own hub (every tab and device once; unread state and notifications as they land).
 * GET /ws/conversations/:id: a conversation's room, for its two participants; admins may watch a direct one,
 * read-only, and write in a support one (as Support: stored under their own id, shown to the person as Support).
 */
export const realtimeRoutes = new Hono<AppBindings>()
  .get("/ws/me", allow("signed-in"), async (c) => {
    const refused = refuseUpgrade(c);
    if (refused) return refused;
    const { userId, endsAt } = principal(c);
    const hub = c.env.USER_HUB.get(c.env.USER_HUB.idFromName(userId));
    return connect(c, hub, userId, { userId, readOnly: false, endsAt });
  })
  .get(
    "/ws/conversations/:id",
    allow("signed-in"),
    validate("param", z.object({ id: plainText().trim().min(1).max(64) })),
    async (c) => {
      const refused = refuseUpgrade(c);
      if (refused) return refused;
      const who = principal(c);
      const { id } = c.req.valid("param");
      const people = await conversationParticipants(c.env.DB, id);
      const access = conversationAccess(people, who);
      // Another person's conversation is indistinguishable from one that does not exist.
      if (!people || !access) return errorJson(c, 404, "not_found", CONVERSATION_MESSAGES.noConversation);
      const room = c.env.CONVERSATION_ROOM.get(c.env.CONVERSATION_ROOM.idFromName(id));
      return connect(c, room, id, { userId: who.userId, readOnly: !maySend(people, access), endsAt: who.endsAt });
    },
  );
