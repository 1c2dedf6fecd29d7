/**
 * The realtime wire protocol, shared by the Durable Objects and the web app's realtime client (web/src/realtime/):
 * every frame is JSON and one member of these discriminated unions, checked by zod on the receiving side.
 *
 * Conversation rooms (durable-objects/conversation-room.ts, decision 014):
 * - `send` {clientId, body}: the room stores the message (its own SQLite and D1) and answers `ack` {clientId, seq,
 *   id, createdAt}; every other socket that has resumed gets `message`. A retried send (same clientId from the same
 *   person) is stored once and acknowledged again with the same seq. Refusals are `error` frames naming the
 *   clientId; `store_failed` means "nothing is lost, send the same frame again".
 * - `resume` {after}: the last seq the client saw (0 for none). The room answers with the missed messages as
 *   `message` frames in seq order, then `synced` {latestSeq}; only then does the socket receive live messages. A gap
 *   larger than RESUME_LIMIT (or one the room no longer holds) is answered with `resync` {latestSeq}: load the
 *   history over HTTP up to latestSeq; live messages after it follow on this socket. After `synced`/`resync` the
 *   room sends `state` {blockedBy, reads} (who blocked the conversation, and each participant's last read seq), and
 *   again whenever either changes.
 * - `read` {upTo}: the sender has read the other person's messages up to seq `upTo` (D1's is_read is set, the
 *   person's hub recounts unread); the room answers everyone with `read` {userId, upTo}.
 * - `typing` {}: the sender is typing; the others get `typing` {userId} (nothing stored; a client shows it for
 *   TYPING_SHOWN_MS after the last one, and sends at most one per TYPING_EVERY_MS).
 *
 * The person's hub (`/ws/me`, durable-objects/user-hub.ts) sends `unread` {total, conversations} on connect and
 * whenever it changes, `conversation` {conversationId, seq, senderId, preview, createdAt} when a message arrives in
 * one of the person's conversations, `notification` {id, kind, title, body, link, createdAt} for each in-app
 * notification as it is written, and `notices` {unread} (the bell's count) on connect and whenever it changes.
 */
import { z } from "zod";
import { plainText } from "../domain/api/fields";
import { isUploadedPhotoUrl } from "../domain/media";

/** The largest frame a client may send, in characters; objects enforce their own limits on top. */
export const MAX_FRAME_CHARS = 16_384;

/** The longest message body, in characters after trimming (spec: conversations). */
export const MAX_MESSAGE_CHARS = 4_000;
/** The most missed messages a `resume` is answered with; a larger gap gets `resync`. */
export const RESUME_LIMIT = 200;
/** The most image attachments one message carries (uploaded photos, `/media/p/...`). */
export const MAX_ATTACHMENTS = 6;
/** A client sends `typing` at most this often while the person types; others show it this long after the last. */
export const TYPING_EVERY_MS = 3_000;
export const TYPING_SHOWN_MS = 6_000;
/** Messages one person may send in one conversation per RATE_WINDOW_MS. */
export const RATE_LIMIT_MESSAGES = 20;
export const RATE_WINDOW_MS = 10_000;

export const PROTOCOL_ERRORS = [
  "bad_frame",
  "frame_too_large",
  "unknown_type",
  "read_only",
  /** Too many messages in RATE_WINDOW_MS: send it again later. */
  "rate_limited",
  /** The message could not be stored yet: nothing was acknowledged; send the same frame again. */
  "store_failed",
  /** One participant blocked the other: no new messages either way. */
  "blocked",
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERRORS)[number];

/** What a socket connects to: a conversation's room, or the person's own hub. */
export const ROOMS = ["conversation", "user"] as const;
export type Room = (typeof ROOMS)[number];

/**
 * Close codes the objects use besides 1000 (normal): 1008 for a client that keeps breaking the protocol, 1011
 * when the object fails, 4401 when the session behind the socket has ended (sign in again, then reconnect).
 */
export const CLOSE = { normal: 1000, policy: 1008, serverError: 1011, sessionEnded: 4401 } as const;

const id = z.string().max(64).optional();

/** The client's own id for a message it sends (its outbox key): retrying with it never stores the message twice. */
const clientId = z.string().min(1, "is required").max(64, "can be at most 64 characters");
const seq = z.number().int().min(0);

/** An uploaded photo of this site (the upload pipeline's public URL). */
const attachment = z.string().max(200).refine(isUploadedPhotoUrl, "must be a photo uploaded to this site");

const sendFrame = z
  .strictObject({
    type: z.literal("send"),
    clientId,
    /** Trimmed; may be empty when the message carries attachments. */
    body: plainText().trim().max(MAX_MESSAGE_CHARS, `can be at most ${MAX_MESSAGE_CHARS} characters`),
    attachments: z.array(attachment).max(MAX_ATTACHMENTS, `can be at most ${MAX_ATTACHMENTS} photos`).default([]),
  })
  .refine((f) => f.body.length > 0 || f.attachments.length > 0, {
    path: ["body"],
    message: "is required",
  });

export const clientFrameSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("ping"), id }),
  sendFrame,
  z.strictObject({ type: z.literal("resume"), after: seq }),
  z.strictObject({ type: z.literal("read"), upTo: seq }),
  z.strictObject({ type: z.literal("typing") }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), room: z.enum(ROOMS), name: z.string(), readOnly: z.boolean() }),
  z.object({ type: z.literal("pong"), id }),
  z.object({
    type: z.literal("error"),
    code: z.enum(PROTOCOL_ERRORS),
    message: z.string(),
    /** The send this refusal is about. */
    clientId: z.string().optional(),
  }),
  z.object({
    type: z.literal("ack"),
    clientId: z.string(),
    seq,
    id: z.string(),
    createdAt: z.string(),
  }),
  z.object({
    type: z.literal("message"),
    seq,
    id: z.string(),
    /** null when the sender's account was deleted. */
    senderId: z.string().nullable(),
    body: z.string(),
    createdAt: z.string(),
    /** The sender's clientId (null for messages from before the room kept them): a sender's own tab treats it as its ack. */
    clientId: z.string().nullable(),
    attachments: z.array(z.string()),
    /** A host's custom offer the message shows as a card (GET /api/offers/:id), null for an ordinary message. */
    offerId: z.string().nullable().optional(),
  }),
  z.object({ type: z.literal("synced"), latestSeq: seq }),
  z.object({ type: z.literal("resync"), latestSeq: seq }),
  z.object({
    type: z.literal("state"),
    /** The participant who blocked the other, null when nobody did. */
    blockedBy: z.string().nullable(),
    /** Each participant's last read seq (of the other's messages), by user id. */
    reads: z.record(z.string(), seq),
  }),
  z.object({ type: z.literal("read"), userId: z.string(), upTo: seq }),
  z.object({ type: z.literal("typing"), userId: z.string() }),
  // the person's hub (/ws/me)
  z.object({
    type: z.literal("unread"),
    /** Messages from others not read yet, over all the person's conversations. */
    total: z.number().int().min(0),
    /** How many conversations have them. */
    conversations: z.number().int().min(0),
  }),
  z.object({
    type: z.literal("conversation"),
    conversationId: z.string(),
    seq,
    senderId: z.string().nullable(),
    preview: z.string(),
    createdAt: z.string(),
  }),
  z.object({
    type: z.literal("notification"),
    /** The notifications row (the bell's list marks it read by this id). */
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    /** A same-site path the notification opens. */
    link: z.string(),
    createdAt: z.string(),
  }),
  z.object({
    type: z.literal("notices"),
    /** Unread in-app notifications: the bell's count. */
    unread: z.number().int().nonnegative(),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

const CLIENT_TYPES = new Set<string>(["ping", "send", "resume", "read", "typing"] satisfies ClientFrame["type"][]);

export function assertNever(value: never): never {
  throw new Error(`Unhandled frame: ${JSON.stringify(value)}`);
}

/** Parses a client frame, or says why it is not one. */
export function parseClientFrame(
  raw: string | ArrayBuffer,
): { ok: true; frame: ClientFrame } | { ok: false; code: ProtocolErrorCode; message: string } {
  if (typeof raw !== "string") return { ok: false, code: "bad_frame", message: "Frames must be JSON text" };
  if (raw.length > MAX_FRAME_CHARS) {
    return { ok: false, code: "frame_too_large", message: `Frames are limited to ${MAX_FRAME_CHARS} characters` };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, code: "bad_frame", message: "Frames must be JSON" };
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== "string") return { ok: false, code: "bad_frame", message: "Frames need a type" };
  if (!CLIENT_TYPES.has(type)) return { ok: false, code: "unknown_type", message: `Unknown frame type "${type}"` };
  const parsed = clientFrameSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, code: "bad_frame", message: `${issue?.path.join(".") || "frame"}: ${issue?.message}` };
  }
  return { ok: true, frame: parsed.data };
}

/** Parses a server frame (the web client's side), or null for anything that is not one. */
export function parseServerFrame(raw: unknown): ServerFrame | null {
  if (typeof raw !== "string") return null;
  try {
    const parsed = serverFrameSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Who a socket belongs to: set by the worker after it authorized the upgrade, kept in the socket's attachment.
 * `endsAt`: when the session behind it ends however busy it is (an admin's, 12 hours after sign-in); the socket is
 * closed as "session ended" at its first frame after that (a client pings every 25 s).
 */
export const socketIdentitySchema = z.object({
  userId: z.string().min(1),
  readOnly: z.boolean(),
  endsAt: z.string().datetime().nullable().optional(),
});
export type SocketIdentity = z.infer<typeof socketIdentitySchema>;

/** The header the worker passes the identity in (internal: only the worker can reach an object). */
export const IDENTITY_HEADER = "X-Socket-Identity";
