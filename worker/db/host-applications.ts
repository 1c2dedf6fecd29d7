/**
 * Host applications: filing one (worker/routes/host-application.ts) and, for admins, reviewing them
 * (worker/routes/admin-hosts.ts). Knows nothing of HTTP.
 */

import { and, count, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { HostApplicationBody, MyHostApplication } from "../../domain/api/account";
import type { AdminHostRow } from "../../domain/api/admin-hosts";
import type { AdminListPage, SortDir } from "../../domain/api/admin-lists";
import type { HostStatus } from "../../domain/vocabulary";
import { auditOrigin } from "./audit";
import { getDb, nowIso } from "./client";
import { guardFailure, guardHit } from "./guards";
import { keyset } from "./keyset";
import { hosts, profiles, users } from "./schema";

/**
 * Files or updates the person's host application: profile type host with the given names and place (and photo,
 * when one is given), and a pending hosts row (with the ID document, when one is given; a re-application without
 * one keeps the document on file). Only a pending or rejected application may be (re)filed; false when the host row
 * is approved or suspended (checked inside the write, so an approval landing at the same moment stays approved).
 * The host row takes the profile's slug (a traveler who applies keeps their address). The photo and document
 * must already have been checked as the caller's own.
 */
export async function fileHostApplication(d1: D1Database, userId: string, a: HostApplicationBody): Promise<boolean> {
  const now = nowIso();
  const [, hostRes] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO profiles (user_id, user_type, first_name, last_name, city, country, profile_photo_url, created_at, updated_at)
         SELECT ?1, 'host', ?2, ?3, ?4, ?5, ?7, ?6, ?6
          WHERE NOT EXISTS (SELECT 1 FROM hosts WHERE user_id = ?1 AND status IN ('approved', 'suspended'))
         ON CONFLICT (user_id) DO UPDATE SET user_type = 'host', first_name = excluded.first_name,
           last_name = excluded.last_name, city = excluded.city, country = excluded.country,
           profile_photo_url = coalesce(?7, profiles.profile_photo_url), updated_at = excluded.updated_at`,
      )
      .bind(userId, a.first_name, a.last_name, a.city, a.country, now, a.profile_photo_url ?? null),
    d1
      .prepare(
        `INSERT INTO hosts (id, user_id, profile_slug, status, host_type, bio, languages, id_document_key, created_at, updated_at)
         VALUES (?1, ?2, (SELECT profile_slug FROM profiles WHERE user_id = ?2), 'pending', ?3, ?4, ?5, ?7, ?6, ?6)
         ON CONFLICT (user_id) DO UPDATE SET status = 'pending', host_type = excluded.host_type, bio = excluded.bio,
           profile_slug = coalesce(hosts.profile_slug, excluded.profile_slug),
           languages = excluded.languages, id_document_key = coalesce(?7, hosts.id_document_key),
           rejection_reason = NULL, updated_at = excluded.updated_at
         WHERE hosts.status IN ('pending', 'rejected')`,
      )
      .bind(
        crypto.randomUUID(),
        userId,
        a.host_type,
        a.bio,
        JSON.stringify(a.languages),
        now,
        a.id_document_key ?? null,
      ),
  ]);
  return (hostRes?.meta.changes ?? 0) > 0;
}

/** What the person already has on file, so a re-application may keep it: their photo URL and document key. */
export async function applicationMedia(
  d1: D1Database,
  userId: string,
): Promise<{ photo: string | null; document: string | null }> {
  const [row] = await getDb(d1)
    .select({ photo: profiles.profile_photo_url, document: hosts.id_document_key })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(hosts, eq(hosts.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return { photo: row?.photo ?? null, document: row?.document ?? null };
}

/** The person's own application, or null when they have not applied. */
export async function myHostApplication(d1: D1Database, userId: string): Promise<MyHostApplication | null> {
  const [row] = await getDb(d1)
    .select({
      id: hosts.id,
      status: hosts.status,
      host_type: hosts.host_type,
      bio: hosts.bio,
      languages: hosts.languages,
      profile_photo_url: profiles.profile_photo_url,
      id_document_key: hosts.id_document_key,
      rejection_reason: hosts.rejection_reason,
      created_at: hosts.created_at,
      updated_at: hosts.updated_at,
    })
    .from(hosts)
    .leftJoin(profiles, eq(profiles.user_id, hosts.user_id))
    .where(eq(hosts.user_id, userId))
    .limit(1);
  return row ?? null;
}

// ───────────────────────────── review (admins) ─────────────────────────────

/** An application as admins see it, with the private document's key (the document route needs it). */
const adminColumns = {
  id: hosts.id,
  user_id: hosts.user_id,
  email: users.email,
  first_name: profiles.first_name,
  last_name: profiles.last_name,
  profile_photo_url: profiles.profile_photo_url,
  profile_slug: sql<string | null>`coalesce(${hosts.profile_slug}, ${profiles.profile_slug})`,
  city: profiles.city,
  country: profiles.country,
  host_type: hosts.host_type,
  bio: hosts.bio,
  languages: hosts.languages,
  id_document_key: hosts.id_document_key,
  status: hosts.status,
  rejection_reason: hosts.rejection_reason,
  approved_at: hosts.approved_at,
  created_at: hosts.created_at,
  updated_at: hosts.updated_at,
};

/** Hosts of accounts that still exist, with their profile when they have one. */
const applications = (d1: D1Database) =>
  getDb(d1)
    .select(adminColumns)
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.user_id))
    .leftJoin(profiles, eq(profiles.user_id, hosts.user_id));

type AdminRead = Awaited<ReturnType<typeof applications>>[number];

function adminRow({ id_document_key, ...r }: AdminRead): AdminHostRow {
  const decided_at =
    r.status === "pending" ? null : r.status === "approved" ? (r.approved_at ?? r.updated_at) : r.updated_at;
  return { ...r, has_document: Boolean(id_document_key), decided_at };
}

/** What admins list: one status, a search, an order and a page. */
export interface ReviewQuery {
  status: HostStatus;
  /** Part of the applicant's name or e-mail. */
  q?: string;
  sort: "decided_at" | "name";
  /** Pending ones default to oldest first (the longest wait is reviewed first); decided ones to newest first. */
  dir?: SortDir;
  cursor?: string;
}

/** The name as it sorts: first and last, lower-cased (never NULL, as keyset pages need). */
const sortName = sql<string>`lower(trim(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, '')))`;

/**
 * Applications with the given status, a page at a time (keyset on the sort value and id), matching the search.
 * The date is when it was filed while pending, when it was approved for approved hosts, else its last change.
 * Deleted accounts are left out.
 */
export async function listHostApplications(
  d1: D1Database,
  q: ReviewQuery,
  limit: number,
): Promise<AdminListPage<AdminHostRow>> {
  const dir = q.dir ?? (q.status === "pending" ? "asc" : "desc");
  const decided =
    q.status === "approved" ? sql<string>`coalesce(${hosts.approved_at}, ${hosts.updated_at})` : hosts.updated_at;
  const page =
    q.sort === "name"
      ? keyset({ sort: sortName, id: hosts.id, dir, type: "string", cursor: q.cursor })
      : keyset({ sort: decided, id: hosts.id, dir, type: "string", cursor: q.cursor });
  let search: SQL | undefined;
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    search = sql`(lower(coalesce(${users.email}, '')) LIKE ${like} ESCAPE '\\'
      OR lower(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, '')) LIKE ${like} ESCAPE '\\')`;
  }
  const rows = await getDb(d1)
    .select({ ...adminColumns, sort_value: q.sort === "name" ? sortName : sql<string>`${decided}` })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.user_id))
    .leftJoin(profiles, eq(profiles.user_id, hosts.user_id))
    .where(and(eq(hosts.status, q.status), isNull(users.deleted_at), search, page.after))
    .orderBy(...page.orderBy)
    .limit(limit + 1);
  const { items, next_cursor } = page.next(rows, limit, (r) => [r.sort_value, r.id]);
  return { items: items.map(({ sort_value: _s, ...r }) => adminRow(r)), next_cursor };
}

/** How many applications each status has (deleted accounts left out). */
export async function hostStatusCounts(d1: D1Database): Promise<Record<HostStatus, number>> {
  const rows = await getDb(d1)
    .select({ status: hosts.status, n: count() })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.user_id))
    .where(isNull(users.deleted_at))
    .groupBy(hosts.status);
  const counts: Record<HostStatus, number> = { pending: 0, approved: 0, rejected: 0, suspended: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status] = r.n;
  return counts;
}

/** One application as admins see it, with its private document key (for the document route), or null. */
export async function hostForReview(
  d1: D1Database,
  hostId: string,
): Promise<(AdminHostRow & { id_document_key: string | null }) | null> {
  const [r] = await applications(d1)
    .where(and(eq(hosts.id, hostId), isNull(users.deleted_at)))
    .limit(1);
  return r ? { ...adminRow(r), id_document_key: r.id_document_key } : null;
}

export type Decision = { kind: "approve" } | { kind: "reject"; reason: string };

/**
 * Approves or rejects a pending application in one transaction: the host row (approval: status approved,
 * approved_at, profile type host; rejection: status rejected with the reason), and an audit_log row
 * (host_approved / host_rejected, with the reason). The audit row and the profile change are written only when
 * the status change happened, so a decision that loses a race leaves no trace. False when the application was not
 * pending any more.
 */
export async function decideHostApplication(
  d1: D1Database,
  hostId: string,
  actorId: string,
  decision: Decision,
  notices: D1PreparedStatement[] = [],
): Promise<boolean> {
  const now = nowIso();
  const approve = decision.kind === "approve";
  const status = approve ? "approved" : "rejected";
  const reason = approve ? null : decision.reason;
  // Later statements run only for this decision: the status it set, stamped with this decision's moment.
  const decided = "EXISTS (SELECT 1 FROM hosts WHERE id = ?1 AND status = ?2 AND updated_at = ?3)";
  const [res] = await d1
    .batch([
      d1
        .prepare(
          `UPDATE hosts SET status = ?2, updated_at = ?3, rejection_reason = ?4,
           approved_at = CASE WHEN ?2 = 'approved' THEN ?3 ELSE approved_at END
         WHERE id = ?1 AND status = 'pending'`,
        )
        .bind(hostId, status, now, reason),
      d1
        .prepare(
          `UPDATE profiles SET user_type = 'host', updated_at = ?3
          WHERE user_id = (SELECT user_id FROM hosts WHERE id = ?1) AND ?2 = 'approved' AND ${decided}`,
        )
        .bind(hostId, status, now),
      // The audit row (same columns as auditStatement in ./audit), as INSERT … SELECT so it exists only with the change.
      d1
        .prepare(
          `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at, ip, user_agent)
         SELECT ?4, ?5, ?6, 'host', ?1, ?7, ?3, ?8, ?9 WHERE ${decided}`,
        )
        .bind(
          hostId,
          status,
          now,
          crypto.randomUUID(),
          actorId,
          approve ? "host_approved" : "host_rejected",
          JSON.stringify(approve ? {} : { reason }),
          ...auditOrigin(),
        ),
      // The host's notices (notify()) exist only with this decision: the batch fails when another came first.
      ...(notices.length
        ? [
            d1.prepare(`SELECT ${guardFailure("not_pending", "?1")} WHERE NOT ${decided}`).bind(hostId, status, now),
            ...notices,
          ]
        : []),
    ])
    .catch((err) => {
      if (guardHit(err)?.reason === "not_pending") return [];
      throw err;
    });
  return (res?.meta.changes ?? 0) > 0;
}
