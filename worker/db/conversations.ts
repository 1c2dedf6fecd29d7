/**
 * Conversations and their messages as D1 keeps them (the record the inbox, admin and exports read; the
 * ConversationRoom writes the messages, durable-objects/conversation-room.ts): the pair's parties, starting one,
 * the signed-in person's list, history pages and read marks.
 */
import { and, desc, eq, isNull, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type {
  ConversationMessage,
  ConversationSummary,
  ConversationsResponse,
  MessagesResponse,
} from "../../domain/api/conversations";
import {
  type ConversationPeople,
  counterpartyName,
  messagePreview,
  type Party,
  SUPPORT_NAME,
} from "../../domain/conversations";
import { done, type Outcome, refused } from "../../domain/outcome";
import { DELETED_USER_NAME } from "../../domain/people";
import { kindOfTable, LISTING_KINDS, LISTING_ROUTE, LISTING_TABLE, type ListingKind } from "../../domain/vocabulary";
import { type AuditEntry, auditInsert } from "./audit";
import { allBatch, getDb, listingTable, nowIso, type RawRow } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { conversations, hosts, messages, profiles, users } from "./schema";

/** The two people of a conversation (user ids) and its kind, or null when there is no such conversation. */
export async function conversationParticipants(
  d1: D1Database,
  conversationId: string,
): Promise<Required<ConversationPeople> | null> {
  const [row] = await getDb(d1)
    .select({ travelerId: conversations.traveler_id, hostId: conversations.host_id, kind: conversations.kind })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row ?? null;
}

/** What the pair rule needs to know about a person whose account exists (null: no such person, or deleted). */
export async function partyOf(d1: D1Database, userId: string): Promise<Party | null> {
  const [row] = await getDb(d1)
    .select({
      userId: users.id,
      user_type: profiles.user_type,
      host_status: hosts.status,
      receive_new_conversations: profiles.receive_new_conversations,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(hosts, eq(hosts.user_id, users.id))
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  return row ? { ...row, receive_new_conversations: row.receive_new_conversations ?? true } : null;
}

/** The pair's conversation id, if they have one. */
export async function conversationOfPair(d1: D1Database, travelerId: string, hostId: string): Promise<string | null> {
  const [row] = await getDb(d1)
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.traveler_id, travelerId), eq(conversations.host_id, hostId)))
    .limit(1);
  return row?.id ?? null;
}

/** Whether `listingId` of this kind is a published listing of the host whose user id is `hostUserId`. */
async function isPublishedListingOf(
  d1: D1Database,
  hostUserId: string,
  kind: ListingKind,
  listingId: string,
): Promise<boolean> {
  const [rows] = await allBatch<[{ one: number }]>(d1, [
    sql`SELECT 1 AS one FROM ${listingTable(kind)} l JOIN hosts h ON h.id = l.host_id
      WHERE l.id = ${listingId} AND h.user_id = ${hostUserId} AND l.status = 'published' LIMIT 1`,
  ]);
  return rows.length > 0;
}

export type StartRefusal = "listing_not_of_host";

/**
 * The pair's conversation: created (with the listing it came from, which must be a published listing of the host)
 * or, when the pair already has one, that one unchanged. The unique pair index decides a race between two starts.
 */
export async function startConversation(
  d1: D1Database,
  pair: { travelerId: string; hostId: string },
  listing: { kind: ListingKind; id: string } | null,
): Promise<Outcome<{ id: string; created: boolean }, StartRefusal>> {
  const existing = await conversationOfPair(d1, pair.travelerId, pair.hostId);
  if (existing) return done({ id: existing, created: false });
  if (listing && !(await isPublishedListingOf(d1, pair.hostId, listing.kind, listing.id)))
    return refused("listing_not_of_host");
  const id = crypto.randomUUID();
  const inserted = await getDb(d1)
    .insert(conversations)
    .values({
      id,
      traveler_id: pair.travelerId,
      host_id: pair.hostId,
      listing_type: listing ? LISTING_TABLE[listing.kind] : null,
      listing_id: listing?.id ?? null,
      created_at: nowIso(),
    })
    .onConflictDoNothing({ target: [conversations.traveler_id, conversations.host_id] })
    .returning({ id: conversations.id });
  if (inserted[0]) return done({ id: inserted[0].id, created: true });
  const raced = await conversationOfPair(d1, pair.travelerId, pair.hostId);
  // The insert met the pair's row, so it exists (conversations are never deleted while both accounts do).
  if (!raced) throw new Error("conversations_pair conflict without a row");
  return done({ id: raced, created: false });
}

// ───────────────────────────── the list ─────────────────────────────

type Conversation = RawRow<typeof conversations>;
type Profile = RawRow<typeof profiles>;
type RawSummary = Pick<
  Conversation,
  "id" | "kind" | "blocked_by" | "listing_type" | "listing_id" | "last_message_at" | "created_at"
> & {
  sort_at: string;
  side: "traveler" | "host" | "support";
  other_id: string;
  other_deleted: number;
  first_name: Profile["first_name"];
  last_name: Profile["last_name"];
  profile_photo_url: Profile["profile_photo_url"];
  profile_slug: Profile["profile_slug"];
  host_status: RawRow<typeof hosts>["status"] | null;
  last_seen_at: string | null;
  last_body: string | null;
  last_sender: string | null;
  last_seq: number | null;
  last_created_at: string | null;
  unread: number;
  listing_slug: string | null;
  listing_title: string | null;
};

const listingColumn = (column: "slug" | "title") =>
  sql.raw(
    `CASE c.listing_type ${LISTING_KINDS.map(
      (k) => `WHEN '${LISTING_TABLE[k]}' THEN (SELECT ${column} FROM ${LISTING_TABLE[k]} WHERE id = c.listing_id)`,
    ).join(" ")} END`,
  );

/** The summary columns of `me`'s conversations (the other person, the last message, the unread count, the listing). */
function summarySql(me: string, where: SQL, order: SQL): SQL {
  return sql`SELECT c.id, c.kind, c.blocked_by, c.listing_type, c.listing_id, c.last_message_at, c.created_at,
      COALESCE(c.last_message_at, c.created_at) AS sort_at,
      CASE WHEN c.kind = 'support' AND c.traveler_id = ${me} THEN 'support'
        WHEN c.traveler_id = ${me} THEN 'host' ELSE 'traveler' END AS side,
      o.id AS other_id, (o.deleted_at IS NOT NULL) AS other_deleted,
      p.first_name, p.last_name, p.profile_photo_url, COALESCE(h.profile_slug, p.profile_slug) AS profile_slug,
      h.status AS host_status, a.last_seen_at,
      lm.body AS last_body, lm.sender_id AS last_sender, lm.seq AS last_seq, lm.created_at AS last_created_at,
      (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.is_read = 0
        AND m.sender_id IS NOT ${me}) AS unread,
      ${listingColumn("slug")} AS listing_slug, ${listingColumn("title")} AS listing_title
    FROM conversations c
    JOIN users o ON o.id = CASE WHEN c.traveler_id = ${me} THEN c.host_id ELSE c.traveler_id END
    LEFT JOIN profiles p ON p.user_id = o.id
    LEFT JOIN hosts h ON h.user_id = o.id
    LEFT JOIN user_activity a ON a.user_id = o.id
    LEFT JOIN messages lm ON lm.conversation_id = c.id
      AND lm.seq = (SELECT MAX(seq) FROM messages WHERE conversation_id = c.id)
    WHERE (c.traveler_id = ${me} OR c.host_id = ${me}) ${where}
    ${order}`;
}

/** The person's side of their support conversation: the admins, shown as Support (never who wrote). */
const SUPPORT_COUNTERPARTY = {
  name: SUPPORT_NAME,
  side: "support",
  profile_photo_url: null,
  profile_slug: null,
  verified: true,
  last_seen_at: null,
  deleted: false,
} as const;

function toSummary(r: RawSummary): ConversationSummary {
  const deleted = Boolean(r.other_deleted);
  const kind = kindOfTable(r.listing_type);
  return {
    id: r.id,
    kind: r.kind,
    blocked_by: r.blocked_by,
    counterparty:
      r.side === "support"
        ? { user_id: r.other_id, ...SUPPORT_COUNTERPARTY }
        : {
            user_id: r.other_id,
            name: deleted ? DELETED_USER_NAME : counterpartyName(r.side, r.first_name, r.last_name),
            side: r.side,
            profile_photo_url: deleted ? null : r.profile_photo_url,
            profile_slug: deleted ? null : r.profile_slug,
            verified: !deleted && r.side === "host" && r.host_status === "approved",
            last_seen_at: deleted ? null : r.last_seen_at,
            deleted,
          },
    listing:
      kind && r.listing_id && r.listing_title !== null
        ? { type: LISTING_ROUTE[kind], id: r.listing_id, slug: r.listing_slug, title: r.listing_title }
        : null,
    last_message:
      r.last_seq !== null && r.last_body !== null && r.last_created_at !== null
        ? {
            body_preview: messagePreview(r.last_body),
            sender_id: r.last_sender,
            seq: r.last_seq,
            created_at: r.last_created_at,
          }
        : null,
    unread: Number(r.unread),
    last_message_at: r.last_message_at,
    created_at: r.created_at,
  };
}

/** One of `me`'s conversations as the list shows it, or null when it is not theirs (or does not exist). */
export async function conversationSummary(d1: D1Database, me: string, id: string): Promise<ConversationSummary | null> {
  const [rows] = await allBatch<[RawSummary]>(d1, [summarySql(me, sql`AND c.id = ${id}`, sql`LIMIT 1`)]);
  return rows[0] ? toSummary(rows[0]) : null;
}

/**
 * GET /api/conversations: `me`'s conversations, newest first (the last message's time, or the start's for one
 * without messages yet; then id), a keyset page; `q` keeps those whose other person's shown name contains it.
 */
export async function listConversations(
  d1: D1Database,
  me: string,
  page: { limit: number; cursor?: string | undefined; q?: string | undefined },
): Promise<ConversationsResponse> {
  const conditions: SQL[] = [];
  if (page.cursor) {
    const [at, id] = decodeCursor(page.cursor, ["string", "string"]);
    conditions.push(sql`AND (COALESCE(c.last_message_at, c.created_at), c.id) < (${at}, ${id})`);
  }
  if (page.q) {
    // The name as shown: a host's full name, a traveler's first name (their last name is private; its initial is
    // all anyone sees).
    conditions.push(sql`AND o.deleted_at IS NULL AND instr(lower(CASE
      WHEN c.kind = 'support' AND c.traveler_id = ${me} THEN ${SUPPORT_NAME} WHEN c.traveler_id = ${me}
      THEN COALESCE(p.first_name, '') || ' ' || COALESCE(p.last_name, '') ELSE COALESCE(p.first_name, '') END),
      lower(${page.q})) > 0`);
  }
  const [rows] = await allBatch<[RawSummary]>(d1, [
    summarySql(me, sql.join(conditions, sql` `), sql`ORDER BY sort_at DESC, c.id DESC LIMIT ${page.limit + 1}`),
  ]);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    conversations: shown.map(toSummary),
    next_cursor: more && last ? encodeCursor([last.sort_at, last.id]) : null,
  };
}

// ───────────────────────────── history and reads ─────────────────────────────

/**
 * A page of a conversation's history: the `limit` messages before seq `before` (the newest when null), in ascending
 * seq order. With `audit` (an admin reading someone else's conversation) the audit row is written in the same batch.
 */
export async function messagesPage(
  d1: D1Database,
  conversationId: string,
  page: { before: number | null; limit: number },
  audit: AuditEntry | null,
): Promise<MessagesResponse> {
  const db = getDb(d1);
  const select = db
    .select({
      id: messages.id,
      seq: messages.seq,
      sender_id: messages.sender_id,
      body: messages.body,
      attachments: messages.attachments,
      offer_id: messages.offer_id,
      is_read: messages.is_read,
      created_at: messages.created_at,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversation_id, conversationId),
        page.before === null ? undefined : lt(messages.seq, page.before),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(page.limit + 1);
  const rows: ConversationMessage[] = audit ? (await db.batch([auditInsert(d1, audit), select]))[1] : await select;
  const more = rows.length > page.limit;
  const shown = (more ? rows.slice(0, page.limit) : rows).reverse();
  return { messages: shown, next_before: more ? (shown[0]?.seq ?? null) : null };
}

/** Marks the other person's messages up to `upTo` read for `reader`; how many of theirs stay unread. */
export async function markRead(d1: D1Database, conversationId: string, reader: string, upTo: number): Promise<number> {
  const db = getDb(d1);
  const fromOther = or(isNull(messages.sender_id), ne(messages.sender_id, reader));
  const [, [left]] = await db.batch([
    db
      .update(messages)
      .set({ is_read: true })
      .where(
        and(
          eq(messages.conversation_id, conversationId),
          eq(messages.is_read, false),
          lte(messages.seq, upTo),
          fromOther,
        ),
      ),
    db
      .select({ n: sql<number>`count(*)` })
      .from(messages)
      .where(and(eq(messages.conversation_id, conversationId), eq(messages.is_read, false), fromOther)),
  ]);
  return Number(left?.n ?? 0);
}
