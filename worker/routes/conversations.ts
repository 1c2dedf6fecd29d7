import type { Context } from "hono";
import { conversationsApi } from "../../domain/api/conversations";
import {
  conversationAccess,
  conversationPair,
  CONVERSATION_MESSAGES as M,
  mayStartNew,
} from "../../domain/conversations";
import { isTraveler } from "../../domain/people";
import { KIND_OF_ROUTE } from "../../domain/vocabulary";
import { block, report, unblock } from "../db/conversation-safety";
import {
  conversationOfPair,
  conversationParticipants,
  conversationSummary,
  listConversations,
  markRead,
  messagesPage,
  partyOf,
  startConversation,
} from "../db/conversations";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

/** The caller's access to the conversation (domain/conversations.ts conversationAccess). */
async function accessTo(c: Ctx, id: string): Promise<"participant" | "admin" | null> {
  return conversationAccess(await conversationParticipants(c.env.DB, id), principal(c));
}

const noConversation = (c: Ctx) => errorJson(c, 404, "not_found", M.noConversation);

const roomOf = (c: Ctx, id: string) => c.env.CONVERSATION_ROOM.get(c.env.CONVERSATION_ROOM.idFromName(id));

function logRealtime(error: string, detail: unknown): void {
  console.error(JSON.stringify({ route: "conversations", error, detail: String(detail) }));
}

/**
 * After D1 took a block or unblock: the room stops (or resumes) sends and shows both sockets the new `state` now. D1
 * is the record; a room that could not be told is logged (it reads the block again when it is next prepared).
 */
async function tellRoomOfBlock(c: Ctx, id: string, blockedBy: string | null): Promise<void> {
  try {
    await roomOf(c, id).blockChanged(id, blockedBy);
  } catch (error) {
    logRealtime("room_block_failed", error);
  }
}

/** Only the conversation's two people may block, unblock or report it (an admin watching it may not). */
async function asParticipant(c: Ctx, id: string): Promise<Response | null> {
  const access = await accessTo(c, id);
  if (!access) return noConversation(c);
  if (access === "admin") return errorJson(c, 403, "forbidden", M.participantsOnly);
  return null;
}

/**
 * /api/conversations: start or open the conversation with a person (one per traveler–host pair), the signed-in
 * person's list, a conversation's history and read marks. Messages themselves go through the room (/ws/…).
 */
export const conversationRoutes = implement(conversationsApi, {
  start: async (c, { body }) => {
    const me = principal(c).userId;
    const [mine, other] = await Promise.all([partyOf(c.env.DB, me), partyOf(c.env.DB, body.with)]);
    if (!other) return errorJson(c, 404, "not_found", M.noPerson);
    if (!mine) return errorJson(c, 403, "cannot_start_conversations", M.callerCannotStart);
    const pair = conversationPair(mine, other);
    if (!pair.ok) {
      switch (pair.refusal) {
        case "yourself":
          return errorJson(c, 400, "invalid_request", M.yourself);
        case "caller_cannot_start":
          return errorJson(c, 403, "cannot_start_conversations", M.callerCannotStart);
        case "not_a_pair":
          return errorJson(c, 409, "not_a_pair", isTraveler(mine) ? M.travelerToHostOnly : M.hostToTravelerOnly);
      }
    }
    const { travelerId, hostId } = pair.value;
    // A traveler who switched off new conversations still has the ones they have: those open as before.
    if (!mayStartNew(pair.value, other) && !(await conversationOfPair(c.env.DB, travelerId, hostId)))
      return errorJson(c, 409, "not_receiving_conversations", M.notReceiving);
    const listing = body.listing ? { kind: KIND_OF_ROUTE[body.listing.type], id: body.listing.id } : null;
    const started = await startConversation(c.env.DB, { travelerId, hostId }, listing);
    if (!started.ok) return errorJson(c, 400, "invalid_request", M.badListing);
    const conversation = await conversationSummary(c.env.DB, me, started.value.id);
    if (!conversation) return noConversation(c);
    c.header("Cache-Control", "private, no-store");
    return c.json({ conversation, created: started.value.created }, started.value.created ? 201 : 200);
  },
  list: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return listConversations(c.env.DB, principal(c).userId, query);
  },
  one: async (c, { params }) => {
    const conversation = await conversationSummary(c.env.DB, principal(c).userId, params.id);
    if (!conversation) return noConversation(c);
    c.header("Cache-Control", "private, no-store");
    return { conversation };
  },
  messages: async (c, { params, query }) => {
    const access = await accessTo(c, params.id);
    if (!access) return noConversation(c);
    const page = { before: query.before ?? null, limit: query.limit };
    // An admin reading someone else's private conversation leaves an audit row (written with the read).
    const audit =
      access === "admin"
        ? {
            actorId: principal(c).userId,
            action: "conversation.read",
            entityType: "conversation",
            entityId: params.id,
            details: { before: page.before, limit: page.limit },
          }
        : null;
    c.header("Cache-Control", "private, no-store");
    return messagesPage(c.env.DB, params.id, page, audit);
  },
  block: async (c, { params }) => {
    const refused = await asParticipant(c, params.id);
    if (refused) return refused;
    const blockedBy = await block(c.env.DB, params.id, principal(c).userId);
    await tellRoomOfBlock(c, params.id, blockedBy);
    return { blocked_by: blockedBy };
  },
  unblock: async (c, { params }) => {
    const refused = await asParticipant(c, params.id);
    if (refused) return refused;
    const blockedBy = await unblock(c.env.DB, params.id, principal(c).userId);
    await tellRoomOfBlock(c, params.id, blockedBy);
    return { blocked_by: blockedBy };
  },
  report: async (c, { params, body }) => {
    const refused = await asParticipant(c, params.id);
    if (refused) return refused;
    return c.json({ report: await report(c.env.DB, params.id, principal(c).userId, body) }, 201);
  },
  read: async (c, { params, body }) => {
    const access = await accessTo(c, params.id);
    if (!access) return noConversation(c);
    if (access === "admin") return errorJson(c, 403, "forbidden", M.adminsReadOnly);
    const me = principal(c).userId;
    const unread = await markRead(c.env.DB, params.id, me, body.upTo);
    // The other side sees the receipt live; the room tells the reader's hub to recount (or we do, when it failed).
    try {
      await roomOf(c, params.id).readOverHttp(params.id, me, body.upTo);
    } catch (error) {
      logRealtime("room_read_failed", error);
      await c.env.USER_HUB.get(c.env.USER_HUB.idFromName(me))
        .readChanged(me)
        .catch((e) => logRealtime("hub_read_failed", e));
    }
    return { unread };
  },
});
