/**
 * Conversations between a traveler and a host (issue 15; rules in domain/conversations.ts). Starting or opening one,
 * the signed-in person's list, a conversation's history a page at a time, and marking messages read. Messages are
 * sent through the conversation's room (`/ws/conversations/:id`, durable-objects/protocol.ts), never over HTTP.
 */
import { z } from "zod";
import {
  type ConversationKind,
  LISTING_ROUTES,
  type ListingRoute,
  REPORT_REASONS,
  type ReportReason,
} from "../vocabulary";
import type { Page } from "./cards";
import { del, get, post, reply } from "./endpoint";
import { cursor, plainText } from "./fields";

const userId = plainText("must be a person's id").trim().min(1, "is required").max(64, "must be a person's id");
const conversationParams = z.object({ id: plainText().trim().min(1).max(64) });
const seq = (what: string, fromText = false) =>
  (fromText ? z.coerce.number({ error: `must be ${what}` }) : z.number({ error: `must be ${what}` }))
    .int(`must be ${what}`)
    .min(1, `must be ${what}`)
    .max(Number.MAX_SAFE_INTEGER, `must be ${what}`);

/** POST /api/conversations: the other person, and the listing the conversation started from (optional). */
export const startConversationBody = z.strictObject({
  with: userId,
  listing: z
    .strictObject({
      type: z.enum(LISTING_ROUTES, { error: "must be tour, group-tour, rental-car or driver" }),
      id: plainText().trim().min(1, "is required").max(64, "must be a listing's id"),
    })
    .optional(),
});
export type StartConversationBody = z.input<typeof startConversationBody>;

/** GET /api/conversations: a keyset page, optionally only the conversations whose other person's name has `q`. */
export const conversationsQuery = z.strictObject({
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  q: plainText().trim().max(100, "can be at most 100 characters").optional(),
});

/** GET /api/conversations/:id/messages: the `limit` messages before seq `before` (the newest when absent). */
export const messagesQuery = z.strictObject({
  before: seq("a message's sequence number", true).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** POST /api/conversations/:id/read: the other person's messages up to this seq are read. */
export const readBody = z.strictObject({ upTo: seq("a message's sequence number") });

/** POST /api/conversations/:id/report: why, and what happened (optional, shown to the admins). */
export const reportBody = z.strictObject({
  reason: z.enum(REPORT_REASONS, {
    error: `must be one of ${REPORT_REASONS.join(", ")}`,
  }),
  details: plainText().trim().max(1000, "can be at most 1000 characters").default(""),
});
export type ReportBody = z.input<typeof reportBody>;

/** The other person of a conversation, as the list and the thread show them. */
export interface Counterparty {
  user_id: string;
  /** A host's full name, a traveler's first name and last initial ("Deleted user" once the account is gone). */
  name: string;
  /** "support": the person's support conversation, whose other side is the admins, shown as Support (verified). */
  side: "traveler" | "host" | "support";
  profile_photo_url: string | null;
  /** The host's or traveler's public page slug, null when they have none (or were deleted). */
  profile_slug: string | null;
  /** An approved host (or Support): the Verified badge. */
  verified: boolean;
  /** The activity label's input (domain/activity.ts). */
  last_seen_at: string | null;
  deleted: boolean;
}

/** The listing the conversation started from, shown in the thread; null once it is gone. */
export interface ConversationListing {
  type: ListingRoute;
  id: string;
  slug: string | null;
  title: string;
}

export interface ConversationSummary {
  id: string;
  /** "support": the admins' line to this person; the counterparty is shown as Support. */
  kind: ConversationKind;
  /** The participant who blocked the other (no new messages either way), null when nobody did. */
  blocked_by: string | null;
  counterparty: Counterparty;
  listing: ConversationListing | null;
  last_message: { body_preview: string; sender_id: string | null; seq: number; created_at: string } | null;
  /** Messages from the other person not read yet. */
  unread: number;
  last_message_at: string | null;
  created_at: string;
}

export interface ConversationsResponse extends Page {
  conversations: ConversationSummary[];
}

/** POST /api/conversations: 201 when it was created, 200 when the pair already had it. */
export interface StartConversationResponse {
  conversation: ConversationSummary;
  created: boolean;
}

export interface ConversationMessage {
  id: string;
  seq: number;
  /** null when the sender's account was deleted */
  sender_id: string | null;
  body: string;
  /** Photo URLs (`/media/p/...`), shown inline. */
  attachments: string[];
  /** A host's custom offer this message shows as a card (GET /api/offers/:id), null for an ordinary message. */
  offer_id: string | null;
  is_read: boolean;
  created_at: string;
}

/**
 * A page of history in ascending seq order (oldest first, ready to put above what the thread shows); `next_before`
 * is the `before` of the page above it, null at the conversation's first message.
 */
/** GET /api/conversations/:id: one of the signed-in person's conversations (the thread's header, a deep link). */
export interface ConversationResponse {
  conversation: ConversationSummary;
}

export interface MessagesResponse {
  messages: ConversationMessage[];
  next_before: number | null;
}

export interface ReadResponse {
  /** Messages from the other person in this conversation still unread after the call. */
  unread: number;
}

/** POST/DELETE /api/conversations/:id/block: the conversation's block state after the call. */
export interface BlockResponse {
  blocked_by: string | null;
}

export interface ReportResponse {
  report: { id: string; reason: ReportReason; created_at: string };
}

export const conversationsApi = {
  /**
   * Start (201) or open (200) the conversation with `with`. The listing is checked and attached when the
   * conversation is created; opening an existing one leaves it as it is.
   */
  start: post("/api/conversations", {
    access: "signed-in",
    body: startConversationBody,
    response: reply<StartConversationResponse>(),
  }),
  list: get("/api/conversations", {
    access: "signed-in",
    query: conversationsQuery,
    response: reply<ConversationsResponse>(),
  }),
  /** Its two people only (admins read conversations through their history, below, and the admin area). */
  one: get("/api/conversations/:id", {
    access: "signed-in",
    params: conversationParams,
    response: reply<ConversationResponse>(),
  }),
  /** Participants; admins read any conversation (each read of another's conversation is audit-logged). */
  messages: get("/api/conversations/:id/messages", {
    access: "signed-in",
    params: conversationParams,
    query: messagesQuery,
    response: reply<MessagesResponse>(),
  }),
  /**
   * Participants only: block the other person (no new messages either way; the room tells both sockets). Only the
   * participant who blocked may unblock; blocking twice answers the same state. Both are audit-logged.
   */
  block: post("/api/conversations/:id/block", {
    access: "signed-in",
    params: conversationParams,
    response: reply<BlockResponse>(),
  }),
  unblock: del("/api/conversations/:id/block", {
    access: "signed-in",
    params: conversationParams,
    response: reply<BlockResponse>(),
  }),
  /** Participants only: report the conversation to the admins with a reason (audit-logged; admins see it first). */
  report: post("/api/conversations/:id/report", {
    access: "signed-in",
    params: conversationParams,
    body: reportBody,
    response: reply<ReportResponse>(),
  }),
  /** Participants only: admins watching a conversation cannot mark it read (403). */
  read: post("/api/conversations/:id/read", {
    access: "signed-in",
    params: conversationParams,
    body: readBody,
    response: reply<ReadResponse>(),
  }),
};
