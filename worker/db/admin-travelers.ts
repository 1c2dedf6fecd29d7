/**
 * The admins' travelers (/api/admin/travelers): the console's list (search, filters, keyset pages over created_at,
 * last_sign_in_at or name), one person's detail, and suspend / restore with their guards and audit row in one batch.
 * A traveler is a person whose profile's user_type is traveler and whose account is not deleted.
 */
import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { SortDir } from "../../domain/api/admin-lists";
import {
  type AdminTravelerBooking,
  type AdminTravelerConversation,
  type AdminTravelerDetail,
  type AdminTravelerRow,
  type AdminTravelerSort,
  DETAIL_LIST_MAX,
  type TravelerStatus,
} from "../../domain/api/admin-travelers";
import { done, type Outcome, refused } from "../../domain/outcome";
import type { BookingStatus, ConversationKind } from "../../domain/vocabulary";
import { auditStatement } from "./audit";
import { getDb, nowIso } from "./client";
import { guardFailure, guardHit } from "./guards";
import { keyset } from "./keyset";
import { audit_log, bookings, conversations, mfa_factors, profiles, sessions, trip_requests, users } from "./schema";

/** What a suspension writes to banned_until: far enough that sign-in, refresh and insertSession refuse for good. */
export const SUSPENDED_UNTIL = "9999-12-31T23:59:59.999Z";

export interface TravelerListFilter {
  q?: string;
  status?: TravelerStatus;
  trip?: "yes" | "no";
  from?: string;
  to?: string;
  sort: AdminTravelerSort;
  dir: SortDir;
}

/**
 * Part of a column, ignoring case. instr() rather than LIKE: D1 refuses LIKE patterns over 50 bytes, and an e-mail
 * address searched whole is often longer; nothing in the term is a wildcard either.
 */
const contains = (column: SQL, term: string) => sql`instr(lower(coalesce(${column}, '')), ${term}) > 0`;

const fullName = sql`trim(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, ''))`;
const hasPublicTrip = sql`EXISTS (SELECT 1 FROM ${trip_requests} WHERE ${trip_requests.user_id} = ${users.id} AND ${trip_requests.is_public} = 1)`;

/** Each sort's expression, never NULL (keyset pages lose rows on NULLs): never signed in sorts as the oldest. */
const SORT_EXPRESSION: Record<AdminTravelerSort, SQL> = {
  created_at: sql`${users.created_at}`,
  last_sign_in_at: sql`coalesce(${users.last_sign_in_at}, '')`,
  name: sql`lower(${fullName})`,
};

/** The day after an ISO date (the `to` filter includes its whole day). */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

function filterOf(f: TravelerListFilter): SQL | undefined {
  const q = f.q?.trim();
  let search: SQL | undefined;
  if (q) {
    const term = q.toLowerCase();
    search = or(
      eq(users.id, q),
      contains(sql`${users.email}`, term),
      contains(sql`${users.phone}`, term),
      contains(sql`${profiles.phone}`, term),
      contains(fullName, term),
    );
  }
  return and(
    // `+` keeps SQLite off profiles_user_type (most people are travelers): it walks users in the sort's order
    // instead (users_created for the default sort, stopping after the page) and finds each profile by its key.
    sql`+${profiles.user_type} = 'traveler'`,
    isNull(users.deleted_at),
    search,
    f.status === "suspended"
      ? isNotNull(users.suspended_at)
      : f.status === "active"
        ? isNull(users.suspended_at)
        : undefined,
    f.trip === "yes" ? hasPublicTrip : f.trip === "no" ? sql`NOT ${hasPublicTrip}` : undefined,
    f.from ? sql`${users.created_at} >= ${`${f.from}T00:00:00.000Z`}` : undefined,
    f.to ? sql`${users.created_at} < ${dayAfter(f.to)}` : undefined,
  );
}

const rowColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  // aliased: users.phone has the same column name, and a batch reads rows by column name
  profile_phone: sql<string | null>`${profiles.phone}`.as("profile_phone"),
  first_name: profiles.first_name,
  last_name: profiles.last_name,
  profile_photo_url: profiles.profile_photo_url,
  city: profiles.city,
  country: profiles.country,
  created_at: users.created_at,
  last_sign_in_at: users.last_sign_in_at,
  email_confirmed_at: users.email_confirmed_at,
  suspended_at: users.suspended_at,
  has_trip: sql<number>`${hasPublicTrip}`,
};

type RawTraveler = {
  id: string;
  email: string | null;
  phone: string | null;
  profile_phone: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_photo_url: string | null;
  city: string | null;
  country: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  suspended_at: string | null;
  has_trip: number;
};

/** The name admins see: the profile's, else the e-mail's name part, else the phone. */
export function displayName(r: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
}): string {
  const name = [r.first_name, r.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return name || r.email?.split("@")[0] || r.phone || "Unnamed traveler";
}

function toRow(r: RawTraveler): AdminTravelerRow {
  return {
    id: r.id,
    name: displayName(r),
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone: r.phone || r.profile_phone || null,
    profile_photo_url: r.profile_photo_url,
    city: r.city,
    country: r.country,
    created_at: r.created_at,
    last_sign_in_at: r.last_sign_in_at,
    email_confirmed: r.email_confirmed_at !== null,
    status: r.suspended_at ? "suspended" : "active",
    suspended_at: r.suspended_at,
    has_trip_request: Number(r.has_trip) === 1,
  };
}

const sortValue = (sort: AdminTravelerSort, r: RawTraveler): string =>
  sort === "created_at"
    ? r.created_at
    : sort === "last_sign_in_at"
      ? (r.last_sign_in_at ?? "")
      : [r.first_name ?? "", r.last_name ?? ""].join(" ").trim().toLowerCase();

/**
 * One page of travelers. Driven from users: created_at order walks the users_created index and stops after the
 * page (well under a millisecond at 32k people); the profile is found by its primary key. Sorting by name or last
 * sign-in, a search (substring LIKE) and the suspended filter read every traveler (no index orders or finds them).
 */
export async function listTravelers(
  d1: D1Database,
  f: TravelerListFilter,
  page: { cursor?: string; limit: number },
): Promise<{ items: AdminTravelerRow[]; next_cursor: string | null }> {
  // A search matches few people: reading users in table order and sorting the matches beats walking users_created
  // (a row lookup for each entry); the unary + keeps the planner off that index.
  const sort = f.q?.trim() ? sql`+${SORT_EXPRESSION[f.sort]}` : SORT_EXPRESSION[f.sort];
  const ks = keyset({ sort, id: users.id, dir: f.dir, type: "string", cursor: page.cursor });
  const rows = (await getDb(d1)
    .select(rowColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .where(and(filterOf(f), ks.after))
    .orderBy(...ks.orderBy)
    .limit(page.limit + 1)) as RawTraveler[];
  const { items, next_cursor } = ks.next(rows, page.limit, (r) => [sortValue(f.sort, r), r.id]);
  return { items: items.map(toRow), next_cursor };
}

/** The traveler `id` as admins see them, or null (no such account, deleted, or not a traveler). */
export async function travelerDetail(d1: D1Database, id: string): Promise<AdminTravelerDetail | null> {
  const db = getDb(d1);
  const suspender = sql`(SELECT trim(coalesce(sp.first_name, '') || ' ' || coalesce(sp.last_name, '')) FROM profiles sp WHERE sp.user_id = ${users.suspended_by})`;
  const hostName = sql<string>`coalesce((SELECT trim(coalesce(hp.first_name, '') || ' ' || coalesce(hp.last_name, '')) FROM profiles hp WHERE hp.user_id = ${bookings.host_id}), '')`;
  const otherName = sql<string>`coalesce((SELECT trim(coalesce(op.first_name, '') || ' ' || coalesce(op.last_name, '')) FROM profiles op WHERE op.user_id = ${conversations.host_id}), '')`;
  const [
    found,
    trip,
    bookingRows,
    [bookingCount],
    conversationRows,
    [conversationCount],
    [sessionCount],
    audit,
    factors,
  ] = await db.batch([
    db
      .select({
        ...rowColumns,
        profile_slug: profiles.profile_slug,
        is_admin: profiles.is_admin,
        phone_confirmed_at: users.phone_confirmed_at,
        suspended_by: users.suspended_by,
        suspended_by_name: sql<string | null>`${suspender}`,
        suspension_reason: users.suspension_reason,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.user_id, users.id))
      .where(and(eq(users.id, id), eq(profiles.user_type, "traveler"), isNull(users.deleted_at)))
      .limit(1),
    db.select().from(trip_requests).where(eq(trip_requests.user_id, id)).limit(1),
    db
      .select({
        id: bookings.id,
        listing_title: bookings.listing_title,
        host_name: hostName,
        status: bookings.status,
        start_date: bookings.start_date,
        end_date: bookings.end_date,
        party_size: bookings.party_size,
        total_cents: bookings.total_cents,
        created_at: bookings.created_at,
      })
      .from(bookings)
      .where(eq(bookings.traveler_id, id))
      .orderBy(desc(bookings.created_at), desc(bookings.id))
      .limit(DETAIL_LIST_MAX),
    db.select({ n: count() }).from(bookings).where(eq(bookings.traveler_id, id)),
    db
      .select({
        id: conversations.id,
        kind: conversations.kind,
        with_name: otherName,
        last_message_at: conversations.last_message_at,
        created_at: conversations.created_at,
        // written out: in a one-table select drizzle leaves columns unqualified, and id would be the message's
        message_count: sql<number>`(SELECT count(*) FROM messages m WHERE m.conversation_id = "conversations"."id")`,
      })
      .from(conversations)
      .where(eq(conversations.traveler_id, id))
      .orderBy(
        desc(sql`coalesce(${conversations.last_message_at}, ${conversations.created_at})`),
        desc(conversations.id),
      )
      .limit(DETAIL_LIST_MAX),
    db.select({ n: count() }).from(conversations).where(eq(conversations.traveler_id, id)),
    db.select({ n: count() }).from(sessions).where(eq(sessions.user_id, id)),
    db
      .select({
        action: audit_log.action,
        at: audit_log.created_at,
        actor_id: audit_log.actor_id,
        actor_name: sql<
          string | null
        >`(SELECT trim(coalesce(ap.first_name, '') || ' ' || coalesce(ap.last_name, '')) FROM profiles ap WHERE ap.user_id = "audit_log"."actor_id")`,
        details: audit_log.details,
      })
      .from(audit_log)
      .where(and(eq(audit_log.entity_type, "user"), eq(audit_log.entity_id, id)))
      .orderBy(desc(audit_log.created_at), desc(audit_log.id))
      .limit(DETAIL_LIST_MAX),
    db
      .select({ id: mfa_factors.id, name: mfa_factors.friendly_name, created_at: mfa_factors.created_at })
      .from(mfa_factors)
      .where(and(eq(mfa_factors.user_id, id), eq(mfa_factors.status, "verified")))
      .orderBy(mfa_factors.created_at),
  ]);
  const person = found[0];
  if (!person) return null;
  const t = trip[0];
  return {
    traveler: {
      ...toRow(person as RawTraveler),
      profile_slug: person.profile_slug,
      is_admin: person.is_admin,
      phone_confirmed: person.phone_confirmed_at !== null,
      suspension: person.suspended_at
        ? {
            at: person.suspended_at,
            reason: person.suspension_reason ?? "",
            by: person.suspended_by ? { id: person.suspended_by, name: person.suspended_by_name || "An admin" } : null,
          }
        : null,
    },
    trip_request: t
      ? {
          destinations: t.destinations,
          start_date: t.start_date,
          end_date: t.end_date,
          group_size: t.group_size,
          interests: t.interests,
          budget: t.budget,
          description: t.description,
          is_public: t.is_public,
          updated_at: t.updated_at,
        }
      : null,
    bookings: bookingRows.map(
      (b): AdminTravelerBooking => ({
        ...b,
        status: b.status as BookingStatus,
        host_name: b.host_name || "Deleted user",
      }),
    ),
    bookings_total: bookingCount?.n ?? 0,
    conversations: conversationRows.map(
      (c): AdminTravelerConversation => ({
        ...c,
        kind: c.kind as ConversationKind,
        with_name: c.kind === "support" ? "Support" : c.with_name || "Deleted user",
        message_count: Number(c.message_count),
      }),
    ),
    conversations_total: conversationCount?.n ?? 0,
    active_sessions: sessionCount?.n ?? 0,
    authenticators: factors,
    history: audit.map((a) => {
      const reason = a.details.reason ?? a.details.lifted_reason;
      return {
        action: a.action,
        at: a.at,
        by: a.actor_id ? { id: a.actor_id, name: a.actor_name || "An admin" } : null,
        reason: typeof reason === "string" ? reason : null,
      };
    }),
  };
}

/** The conversation ids whose rooms may hold the person's live sockets (the most recently active first). */
export async function conversationIdsOf(d1: D1Database, userId: string, cap: number): Promise<string[]> {
  const rows = await getDb(d1)
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.traveler_id, userId))
    .orderBy(desc(sql`coalesce(${conversations.last_message_at}, ${conversations.created_at})`))
    .limit(cap);
  return rows.map((r) => r.id);
}

export type SuspensionRefusal = "not_found" | "admin_account" | "already_suspended" | "not_suspended";

/** Fails the batch with `reason` when the traveler `?1` does not exist (deleted, or not a traveler). */
const existsGuard = (d1: D1Database, id: string) =>
  d1
    .prepare(
      `SELECT ${guardFailure("not_found", "?1")} WHERE NOT EXISTS (
         SELECT 1 FROM users u JOIN profiles p ON p.user_id = u.id
         WHERE u.id = ?1 AND u.deleted_at IS NULL AND p.user_type = 'traveler')`,
    )
    .bind(id);

async function run(d1: D1Database, statements: D1PreparedStatement[]): Promise<Outcome<void, SuspensionRefusal>> {
  try {
    await d1.batch(statements);
    return done();
  } catch (err) {
    const hit = guardHit(err);
    if (hit) return refused(hit.reason as SuspensionRefusal);
    throw err;
  }
}

/**
 * Suspends the traveler in one batch: refused unless they exist, are no admin and are not suspended already; then
 * the suspension (with banned_until far ahead, so every way of signing in refuses them), every session ended (their
 * refresh tokens cascade; the next API call with an old access token is 401), the audit row and `notices`.
 */
export function suspendTraveler(
  d1: D1Database,
  s: { id: string; adminId: string; reason: string; notices: D1PreparedStatement[] },
): Promise<Outcome<void, SuspensionRefusal>> {
  const now = nowIso();
  return run(d1, [
    existsGuard(d1, s.id),
    d1
      .prepare(
        `SELECT ${guardFailure("admin_account", "p.user_id")} FROM profiles p WHERE p.user_id = ?1 AND p.is_admin = 1`,
      )
      .bind(s.id),
    d1
      .prepare(
        `SELECT ${guardFailure("already_suspended", "u.id")} FROM users u WHERE u.id = ?1 AND u.suspended_at IS NOT NULL`,
      )
      .bind(s.id),
    d1
      .prepare(
        `UPDATE users SET suspended_at = ?2, suspended_by = ?3, suspension_reason = ?4, banned_until = ?5, updated_at = ?2
         WHERE id = ?1`,
      )
      .bind(s.id, now, s.adminId, s.reason, SUSPENDED_UNTIL),
    d1.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(s.id),
    auditStatement(d1, {
      actorId: s.adminId,
      action: "user.suspend",
      entityType: "user",
      entityId: s.id,
      details: { reason: s.reason },
    }),
    ...s.notices,
  ]);
}

/** Lifts the suspension in one batch (refused unless the traveler exists and is suspended), with the audit row. */
export function restoreTraveler(
  d1: D1Database,
  s: { id: string; adminId: string; liftedReason: string | null; notices: D1PreparedStatement[] },
): Promise<Outcome<void, SuspensionRefusal>> {
  const now = nowIso();
  return run(d1, [
    existsGuard(d1, s.id),
    d1
      .prepare(
        `SELECT ${guardFailure("not_suspended", "u.id")} FROM users u WHERE u.id = ?1 AND u.suspended_at IS NULL`,
      )
      .bind(s.id),
    auditStatement(d1, {
      actorId: s.adminId,
      action: "user.restore",
      entityType: "user",
      entityId: s.id,
      details: s.liftedReason ? { lifted_reason: s.liftedReason } : {},
    }),
    d1
      .prepare(
        `UPDATE users SET suspended_at = NULL, suspended_by = NULL, suspension_reason = NULL, banned_until = NULL,
         updated_at = ?2 WHERE id = ?1`,
      )
      .bind(s.id, now),
    ...s.notices,
  ]);
}
