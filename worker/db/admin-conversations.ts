/**
 * Conversations as admins see them (domain/api/admin-conversations.ts): the searchable list with reported ones
 * first, one conversation with its reports, resolving a report, and the support line (people to write to, each
 * person's support conversation, the list of them). Knows nothing of HTTP.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type {
  AdminConversationRow,
  AdminConversationsResponse,
  AdminParticipant,
  AdminPerson,
  AdminReport,
  AdminSupportConversationsResponse,
  AdminSupportRow,
} from "../../domain/api/admin-conversations";
import { ADMIN_CONVERSATIONS_PAGE } from "../../domain/api/admin-conversations";
import type { ConversationListing } from "../../domain/api/conversations";
import { messagePreview, SUPPORT_NAME } from "../../domain/conversations";
import { done, type Outcome, refused } from "../../domain/outcome";
import { DELETED_USER_NAME } from "../../domain/people";
import {
  type ConversationKind,
  kindOfTable,
  LISTING_KINDS,
  LISTING_ROUTE,
  LISTING_TABLE,
  type ListingTable,
  type ReportReason,
  SUPPORT_USER_ID,
  type UserType,
} from "../../domain/vocabulary";
import { auditInsert, auditOrigin } from "./audit";
import { allBatch, getDb, nowIso } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { conversation_reports } from "./schema";

// ───────────────────────────── people ─────────────────────────────

interface RawPerson {
  id: string;
  email: string | null;
  deleted: number;
  first_name: string | null;
  last_name: string | null;
  user_type: UserType | null;
  is_admin: number | null;
}

/** The columns of one person (users `u`, profiles `p`), each prefixed: `t_id`, `t_email`… */
const personColumns = (prefix: string, u: string, p: string) =>
  sql.raw(`${u}.id AS ${prefix}_id, ${u}.email AS ${prefix}_email, (${u}.deleted_at IS NOT NULL) AS ${prefix}_deleted,
    ${p}.first_name AS ${prefix}_first_name, ${p}.last_name AS ${prefix}_last_name,
    ${p}.user_type AS ${prefix}_user_type, ${p}.is_admin AS ${prefix}_is_admin`);

function personOf(row: Record<string, unknown>, prefix: string): RawPerson {
  const at = (k: string) => row[`${prefix}_${k}`];
  return {
    id: at("id") as string,
    email: at("email") as string | null,
    deleted: Number(at("deleted")),
    first_name: at("first_name") as string | null,
    last_name: at("last_name") as string | null,
    user_type: at("user_type") as UserType | null,
    is_admin: at("is_admin") as number | null,
  };
}

/** A person as admins see them: full name and e-mail; the support line as Support. */
export function participant(p: RawPerson): AdminParticipant {
  if (p.id === SUPPORT_USER_ID)
    return { user_id: p.id, name: SUPPORT_NAME, email: null, role: "support", is_admin: false, deleted: false };
  const deleted = Boolean(p.deleted);
  const full = [p.first_name, p.last_name].filter((s) => s?.trim()).join(" ");
  return {
    user_id: p.id,
    name: deleted ? DELETED_USER_NAME : full || p.email || "Unnamed person",
    email: deleted ? null : p.email,
    role: p.user_type,
    is_admin: Boolean(p.is_admin),
    deleted,
  };
}

/** A search term's condition on a person's full name or e-mail (case-insensitive substring). */
const personMatches = (u: string, p: string, q: string) =>
  sql`instr(lower(COALESCE(${sql.raw(p)}.first_name, '') || ' ' || COALESCE(${sql.raw(p)}.last_name, '') || ' ' ||
    COALESCE(${sql.raw(u)}.email, '')), lower(${q})) > 0`;

// ───────────────────────────── conversations ─────────────────────────────

type RawConversation = Record<string, unknown> & {
  id: string;
  kind: ConversationKind;
  blocked_by: string | null;
  listing_type: ListingTable | null;
  listing_id: string | null;
  last_message_at: string | null;
  created_at: string;
  sort_at: string;
  reported: number;
  open_reports: number;
  message_count: number;
  last_body: string | null;
  last_sender: string | null;
  last_created_at: string | null;
};

const listingColumn = (column: "slug" | "title") =>
  sql.raw(
    `CASE c.listing_type ${LISTING_KINDS.map(
      (k) => `WHEN '${LISTING_TABLE[k]}' THEN (SELECT ${column} FROM ${LISTING_TABLE[k]} WHERE id = c.listing_id)`,
    ).join(" ")} END`,
  );

const LAST_MESSAGE = sql`LEFT JOIN messages lm ON lm.conversation_id = c.id
  AND lm.seq = (SELECT MAX(seq) FROM messages WHERE conversation_id = c.id)`;

/** Every conversation with both people, its last message, counts and listing; filtered and ordered outside. */
function conversationsSql(where: SQL): SQL {
  return sql`SELECT * FROM (
    SELECT c.id, c.kind, c.blocked_by, c.listing_type, c.listing_id, c.last_message_at, c.created_at,
      COALESCE(c.last_message_at, c.created_at) AS sort_at,
      (SELECT count(*) FROM conversation_reports r WHERE r.conversation_id = c.id AND r.status = 'open') AS open_reports,
      (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS message_count,
      lm.body AS last_body, lm.sender_id AS last_sender, lm.created_at AS last_created_at,
      ${listingColumn("slug")} AS listing_slug, ${listingColumn("title")} AS listing_title,
      ${personColumns("t", "t", "tp")}, ${personColumns("h", "h", "hp")}
    FROM conversations c
    JOIN users t ON t.id = c.traveler_id LEFT JOIN profiles tp ON tp.user_id = t.id
    JOIN users h ON h.id = c.host_id LEFT JOIN profiles hp ON hp.user_id = h.id
    ${LAST_MESSAGE}
    WHERE ${where}
  ) x`;
}

const lastMessage = (r: RawConversation) =>
  r.last_body !== null && r.last_created_at !== null
    ? { body_preview: messagePreview(r.last_body), sender_id: r.last_sender, created_at: r.last_created_at }
    : null;

function toRow(r: RawConversation): AdminConversationRow {
  return {
    id: r.id,
    kind: r.kind,
    traveler: participant(personOf(r, "t")),
    host: participant(personOf(r, "h")),
    last_message: lastMessage(r),
    message_count: Number(r.message_count),
    open_reports: Number(r.open_reports),
    blocked_by: r.blocked_by,
    last_message_at: r.last_message_at,
    created_at: r.created_at,
  };
}

/**
 * GET /api/admin/conversations: conversations whose participant's name or e-mail contains `q`, those with open
 * reports first, then the newest (last message, or start); a keyset page.
 */
export async function listAdminConversations(
  d1: D1Database,
  page: { q?: string | undefined; cursor?: string | undefined },
  limit = ADMIN_CONVERSATIONS_PAGE,
): Promise<AdminConversationsResponse> {
  const where: SQL[] = [sql`1`];
  if (page.q) where.push(sql`(${personMatches("t", "tp", page.q)} OR ${personMatches("h", "hp", page.q)})`);
  const after: SQL[] = [];
  if (page.cursor) {
    const [reported, at, id] = decodeCursor(page.cursor, ["number", "string", "string"]);
    after.push(sql`WHERE ((open_reports > 0), sort_at, id) < (${reported}, ${at}, ${id})`);
  }
  const [rows] = await allBatch<[RawConversation]>(d1, [
    sql`${conversationsSql(sql.join(where, sql` AND `))} ${sql.join(after, sql` `)}
      ORDER BY (open_reports > 0) DESC, sort_at DESC, id DESC LIMIT ${limit + 1}`,
  ]);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return {
    items: shown.map(toRow),
    next_cursor: more && last ? encodeCursor([Number(last.open_reports) > 0 ? 1 : 0, last.sort_at, last.id]) : null,
  };
}

interface RawReport extends Record<string, unknown> {
  id: string;
  reason: ReportReason;
  details: string;
  status: "open" | "resolved";
  resolved_at: string | null;
  created_at: string;
}

const REPORTS_SQL = (where: SQL) => sql`SELECT r.id, r.reason, r.details, r.status, r.resolved_at, r.created_at,
    ${personColumns("rp", "ru", "rpp")}, ${personColumns("rs", "su", "spp")}
  FROM conversation_reports r
  LEFT JOIN users ru ON ru.id = r.reporter_id LEFT JOIN profiles rpp ON rpp.user_id = ru.id
  LEFT JOIN users su ON su.id = r.resolved_by LEFT JOIN profiles spp ON spp.user_id = su.id
  WHERE ${where}
  ORDER BY (r.status = 'open') DESC, r.created_at DESC, r.id`;

function toReport(r: RawReport): AdminReport {
  const who = (prefix: string) => {
    if (!r[`${prefix}_id`]) return null;
    const p = participant(personOf(r, prefix));
    return { user_id: p.user_id, name: p.name };
  };
  return {
    id: r.id,
    reason: r.reason,
    details: r.details,
    reporter: who("rp"),
    status: r.status,
    resolved_by: who("rs"),
    resolved_at: r.resolved_at,
    created_at: r.created_at,
  };
}

/**
 * GET /api/admin/conversations/:id: the conversation, its listing and its reports, or null when there is none.
 * The admin's look is audit-logged once it is found.
 */
export async function adminConversation(
  d1: D1Database,
  id: string,
  actorId: string,
): Promise<{ conversation: AdminConversationRow; listing: ConversationListing | null; reports: AdminReport[] } | null> {
  const [rows, reports] = await allBatch<
    [RawConversation & { listing_slug: string | null; listing_title: string | null }, RawReport]
  >(d1, [sql`${conversationsSql(sql`c.id = ${id}`)} LIMIT 1`, REPORTS_SQL(sql`r.conversation_id = ${id}`)]);
  const r = rows[0];
  if (!r) return null;
  await auditInsert(d1, {
    actorId,
    action: "admin.conversation.view",
    entityType: "conversation",
    entityId: id,
    details: { open_reports: Number(r.open_reports) },
  });
  const kind = kindOfTable(r.listing_type);
  return {
    conversation: toRow(r),
    listing:
      kind && r.listing_id && r.listing_title !== null
        ? { type: LISTING_ROUTE[kind], id: r.listing_id, slug: r.listing_slug, title: r.listing_title }
        : null,
    reports: reports.map(toReport),
  };
}

/**
 * Marks the conversation's report resolved by `actorId` (with its audit row in the same batch); a report already
 * resolved stays as it was. Null when the conversation has no such report.
 */
export async function resolveReport(
  d1: D1Database,
  conversationId: string,
  reportId: string,
  actorId: string,
): Promise<AdminReport | null> {
  const where = sql`r.id = ${reportId} AND r.conversation_id = ${conversationId}`;
  const [[found]] = await allBatch<[{ status: string }]>(d1, [
    sql`SELECT r.status FROM conversation_reports r WHERE ${where}`,
  ]);
  if (!found) return null;
  if (found.status === "open") {
    const db = getDb(d1);
    await db.batch([
      db
        .update(conversation_reports)
        .set({ status: "resolved", resolved_by: actorId, resolved_at: nowIso() })
        .where(
          and(
            eq(conversation_reports.id, reportId),
            eq(conversation_reports.conversation_id, conversationId),
            eq(conversation_reports.status, "open"),
          ),
        ),
      auditInsert(d1, {
        actorId,
        action: "admin.conversation_report.resolve",
        entityType: "conversation",
        entityId: conversationId,
        details: { report_id: reportId },
      }),
    ]);
  }
  const [[report]] = await allBatch<[RawReport]>(d1, [REPORTS_SQL(where)]);
  return report ? toReport(report) : null;
}

// ───────────────────────────── the support line ─────────────────────────────

/** People an admin may write to as Support (not deleted, not the support line): by name or e-mail, or the newest. */
export async function findPeople(d1: D1Database, q: string | undefined, limit = ADMIN_CONVERSATIONS_PAGE) {
  const [rows] = await allBatch<[Record<string, unknown> & { support_id: string | null }]>(d1, [
    sql`SELECT ${personColumns("u", "u", "p")},
        (SELECT id FROM conversations c WHERE c.traveler_id = u.id AND c.host_id = ${SUPPORT_USER_ID}) AS support_id
      FROM users u LEFT JOIN profiles p ON p.user_id = u.id
      WHERE u.deleted_at IS NULL AND u.id <> ${SUPPORT_USER_ID} ${q ? sql`AND ${personMatches("u", "p", q)}` : sql``}
      ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit}`,
  ]);
  return rows.map((r): AdminPerson => ({ ...participant(personOf(r, "u")), support_conversation_id: r.support_id }));
}

type RawSupport = Record<string, unknown> & {
  id: string;
  last_message_at: string | null;
  created_at: string;
  sort_at: string;
  waiting: number;
  last_body: string | null;
  last_sender: string | null;
  last_created_at: string | null;
};

function supportSql(where: SQL): SQL {
  return sql`SELECT c.id, c.last_message_at, c.created_at, COALESCE(c.last_message_at, c.created_at) AS sort_at,
      (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = c.traveler_id
        AND m.seq > COALESCE((SELECT MAX(seq) FROM messages s WHERE s.conversation_id = c.id
          AND s.sender_id IS NOT c.traveler_id), 0)) AS waiting,
      lm.body AS last_body, lm.sender_id AS last_sender, lm.created_at AS last_created_at,
      ${personColumns("t", "t", "tp")}
    FROM conversations c
    JOIN users t ON t.id = c.traveler_id LEFT JOIN profiles tp ON tp.user_id = t.id
    ${LAST_MESSAGE}
    WHERE c.kind = 'support' AND ${where}`;
}

const toSupportRow = (r: RawSupport): AdminSupportRow => ({
  id: r.id,
  person: participant(personOf(r, "t")),
  last_message: lastMessage(r as unknown as RawConversation),
  waiting: Number(r.waiting),
  last_message_at: r.last_message_at,
  created_at: r.created_at,
});

/** GET /api/admin/support-conversations: every support conversation, newest first; a keyset page. */
export async function listSupportConversations(
  d1: D1Database,
  cursor: string | undefined,
  limit = ADMIN_CONVERSATIONS_PAGE,
): Promise<AdminSupportConversationsResponse> {
  let where = sql`1`;
  if (cursor) {
    const [at, id] = decodeCursor(cursor, ["string", "string"]);
    where = sql`(COALESCE(c.last_message_at, c.created_at), c.id) < (${at}, ${id})`;
  }
  const [rows] = await allBatch<[RawSupport]>(d1, [
    sql`${supportSql(where)} ORDER BY sort_at DESC, c.id DESC LIMIT ${limit + 1}`,
  ]);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { items: shown.map(toSupportRow), next_cursor: more && last ? encodeCursor([last.sort_at, last.id]) : null };
}

export type OpenSupportRefusal = "no_person";

/**
 * The person's support conversation: created (audit-logged in the same batch) or, when they have one, that one. The
 * unique pair index (person, support line) decides a race between two admins.
 */
export async function openSupportConversation(
  d1: D1Database,
  personId: string,
  actorId: string,
): Promise<Outcome<{ conversation: AdminSupportRow; created: boolean }, OpenSupportRefusal>> {
  const [[target]] = await allBatch<[{ id: string }]>(d1, [
    sql`SELECT id FROM users WHERE id = ${personId} AND deleted_at IS NULL AND id <> ${SUPPORT_USER_ID}`,
  ]);
  if (!target) return refused("no_person");
  const id = crypto.randomUUID();
  const now = nowIso();
  const [inserted] = await d1.batch<{ id: string }>([
    d1
      .prepare(
        `INSERT INTO conversations (id, traveler_id, host_id, kind, created_at) VALUES (?1, ?2, ?3, 'support', ?4)
        ON CONFLICT (traveler_id, host_id) DO NOTHING RETURNING id`,
      )
      .bind(id, personId, SUPPORT_USER_ID, now),
    // The audit row names the conversation the person has, whichever admin's insert made it.
    d1
      .prepare(
        `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at, ip, user_agent)
        SELECT ?1, ?2, 'admin.support_conversation.open', 'conversation', c.id, ?3, ?4, ?7, ?8
        FROM conversations c WHERE c.traveler_id = ?5 AND c.host_id = ?6`,
      )
      .bind(
        crypto.randomUUID(),
        actorId,
        JSON.stringify({ user_id: personId }),
        now,
        personId,
        SUPPORT_USER_ID,
        ...auditOrigin(),
      ),
  ]);
  const [[row]] = await allBatch<[RawSupport]>(d1, [
    supportSql(sql`c.traveler_id = ${personId} AND c.host_id = ${SUPPORT_USER_ID}`),
  ]);
  if (!row) throw new Error("support conversation missing after its insert");
  return done({ conversation: toSupportRow(row), created: (inserted?.results.length ?? 0) > 0 });
}
