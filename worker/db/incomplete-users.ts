/**
 * People who signed up but never chose host or traveler (spec §2 incomplete-users; §4: no profile, or a profile
 * without a user_type): the admins' list with how far each got and their reminders, the weekly-capped reminder's
 * write, and the record of the daily CSV exports in R2.
 */
import { and, desc, eq, isNotNull, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { IncompleteUserExportRow, IncompleteUserRow } from "../../domain/api/admin-incomplete-users";
import type { SortDir } from "../../domain/api/admin-lists";
import { type IncompleteStage, nextReminderAt, REMINDER_INTERVAL_DAYS } from "../../domain/incomplete-users";
import { SUPPORT_USER_ID } from "../../domain/vocabulary";
import { auditStatement } from "./audit";
import { getDb, nowIso } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { guardFailure, guardHit } from "./guards";
import { keyset } from "./keyset";
import { incomplete_user_exports, incomplete_user_reminders, profiles, users } from "./schema";

/** The furthest step of sign-up reached (domain/incomplete-users.ts `incompleteStage`, in SQL). */
const STAGE = sql<IncompleteStage>`CASE
  WHEN trim(coalesce(${profiles.first_name}, '')) <> '' THEN 'named'
  WHEN ${users.last_sign_in_at} IS NOT NULL THEN 'signed_in'
  WHEN ${users.email_confirmed_at} IS NOT NULL OR ${users.phone_confirmed_at} IS NOT NULL THEN 'confirmed'
  ELSE 'unconfirmed' END`;

/** Not deleted, not the support account, and no profile or one without a user_type. */
const INCOMPLETE = and(
  isNull(users.deleted_at),
  ne(users.id, SUPPORT_USER_ID),
  or(isNull(profiles.user_id), isNull(profiles.user_type)),
);

const SORTS = {
  created_at: sql`${users.created_at}`,
  last_sign_in_at: sql`coalesce(${users.last_sign_in_at}, '')`,
} as const;
export type IncompleteUserSort = keyof typeof SORTS;

export interface IncompleteUsersFilter {
  q?: string;
  stage?: IncompleteStage;
  sort: IncompleteUserSort;
  dir: SortDir;
}

function selectRows(d1: D1Database, sortValue: SQL = sql`''`) {
  return getDb(d1)
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      stage: STAGE,
      created_at: users.created_at,
      last_sign_in_at: users.last_sign_in_at,
      last_reminded_at: incomplete_user_reminders.last_sent_at,
      reminders_sent: sql<number>`coalesce(${incomplete_user_reminders.sent_count}, 0)`,
      sort_value: sql<string>`${sortValue}`,
      deleted_at: users.deleted_at,
      user_type: profiles.user_type,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(incomplete_user_reminders, eq(incomplete_user_reminders.user_id, users.id));
}

type Raw = Awaited<ReturnType<ReturnType<typeof selectRows>["all"]>>[number];

function toRow(r: Omit<Raw, "sort_value">): IncompleteUserRow {
  const name = [r.first_name, r.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return {
    id: r.id,
    email: r.email,
    phone: r.phone,
    name: name || null,
    stage: r.stage,
    created_at: r.created_at,
    last_sign_in_at: r.last_sign_in_at,
    last_reminded_at: r.last_reminded_at,
    reminders_sent: Number(r.reminders_sent),
    next_reminder_at:
      r.last_reminded_at && nextReminderAt(r.last_reminded_at) > nowIso() ? nextReminderAt(r.last_reminded_at) : null,
  };
}

/** One keyset page of the incomplete people matching the filter. */
export async function incompleteUsersPage(
  d1: D1Database,
  f: IncompleteUsersFilter & { cursor?: string; limit: number },
): Promise<{ items: IncompleteUserRow[]; next_cursor: string | null }> {
  const sort = SORTS[f.sort];
  const page = keyset({ sort, id: users.id, dir: f.dir, type: "string", cursor: f.cursor });
  const where: (SQL | undefined)[] = [INCOMPLETE, page.after];
  if (f.stage) where.push(sql`(${STAGE}) = ${f.stage}`);
  if (f.q) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a whole e-mail address is often longer.
    const q = f.q.toLowerCase();
    where.push(
      sql`(instr(lower(coalesce(${users.email}, '')), ${q}) > 0
        OR instr(coalesce(${users.phone}, ''), ${q}) > 0
        OR instr(lower(trim(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, ''))), ${q}) > 0)`,
    );
  }
  const rows = await selectRows(d1, sort)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(f.limit + 1);
  const { items, next_cursor } = page.next(rows, f.limit, (r) => [r.sort_value, r.id]);
  return { items: items.map(toRow), next_cursor };
}

/** Where a person stands for a reminder: gone (no account, deleted, support), complete, or incomplete. */
export type ReminderTarget =
  | { kind: "gone" }
  | { kind: "complete" }
  | { kind: "incomplete"; row: IncompleteUserRow; firstName: string | null };

export async function reminderTarget(d1: D1Database, id: string): Promise<ReminderTarget> {
  const [r] = await selectRows(d1).where(eq(users.id, id)).limit(1);
  if (!r || r.deleted_at || id === SUPPORT_USER_ID) return { kind: "gone" };
  if (r.user_type) return { kind: "complete" };
  return { kind: "incomplete", row: toRow(r), firstName: r.first_name?.trim() || null };
}

export type ReminderRefusal = "reminded_recently" | "not_incomplete";

/**
 * Records a reminder to `userId` by `adminId`, audited, with the e-mail's statements (notify()), in one batch that
 * fails when the person was reminded in the last REMINDER_INTERVAL_DAYS or is no longer incomplete.
 */
export async function recordReminder(
  d1: D1Database,
  r: { userId: string; adminId: string; now: string; email: D1PreparedStatement[] },
): Promise<{ ok: true } | { ok: false; refusal: ReminderRefusal }> {
  const since = new Date(Date.parse(r.now) - REMINDER_INTERVAL_DAYS * 86_400_000).toISOString();
  try {
    await d1.batch([
      d1
        .prepare(
          `SELECT ${guardFailure("not_incomplete", "u.id")} FROM users u LEFT JOIN profiles p ON p.user_id = u.id
           WHERE u.id = ?1 AND (u.deleted_at IS NOT NULL OR p.user_type IS NOT NULL)`,
        )
        .bind(r.userId),
      d1
        .prepare(
          `SELECT ${guardFailure("reminded_recently", "x.user_id")} FROM incomplete_user_reminders x
           WHERE x.user_id = ?1 AND x.last_sent_at > ?2`,
        )
        .bind(r.userId, since),
      d1
        .prepare(
          `INSERT INTO incomplete_user_reminders (user_id, last_sent_at, sent_count, last_sent_by) VALUES (?1, ?2, 1, ?3)
           ON CONFLICT (user_id) DO UPDATE SET last_sent_at = excluded.last_sent_at,
             sent_count = incomplete_user_reminders.sent_count + 1, last_sent_by = excluded.last_sent_by`,
        )
        .bind(r.userId, r.now, r.adminId),
      auditStatement(d1, {
        actorId: r.adminId,
        action: "incomplete_user.remind",
        entityType: "user",
        entityId: r.userId,
      }),
      ...r.email,
    ]);
    return { ok: true };
  } catch (err) {
    const hit = guardHit(err);
    if (hit?.reason === "reminded_recently" || hit?.reason === "not_incomplete")
      return { ok: false, refusal: hit.reason };
    throw err;
  }
}

// ───────────────────────────── the daily exports ─────────────────────────────

export async function recordIncompleteUserExport(d1: D1Database, r2Key: string, rowCount: number): Promise<void> {
  await getDb(d1)
    .insert(incomplete_user_exports)
    .values({ id: crypto.randomUUID(), r2_key: r2Key, row_count: rowCount });
}

/** The past exports, newest first, a keyset page at a time. */
export async function incompleteUserExports(
  d1: D1Database,
  q: { cursor?: string; limit: number },
): Promise<{ items: IncompleteUserExportRow[]; next_cursor: string | null }> {
  const after = q.cursor ? decodeCursor(q.cursor, ["string", "string"] as const) : null;
  const rows = await getDb(d1)
    .select({
      id: incomplete_user_exports.id,
      row_count: incomplete_user_exports.row_count,
      created_at: incomplete_user_exports.created_at,
    })
    .from(incomplete_user_exports)
    .where(
      after
        ? or(
            lt(incomplete_user_exports.created_at, after[0]),
            and(eq(incomplete_user_exports.created_at, after[0]), lt(incomplete_user_exports.id, after[1])),
          )
        : isNotNull(incomplete_user_exports.id),
    )
    .orderBy(desc(incomplete_user_exports.created_at), desc(incomplete_user_exports.id))
    .limit(q.limit + 1);
  const items = rows.slice(0, q.limit);
  const last = items.at(-1);
  return { items, next_cursor: rows.length > q.limit && last ? encodeCursor([last.created_at, last.id]) : null };
}

export async function incompleteUserExport(d1: D1Database, id: string) {
  const [row] = await getDb(d1).select().from(incomplete_user_exports).where(eq(incomplete_user_exports.id, id));
  return row ?? null;
}

/** An admin downloaded an export (export now, or a past one): personal data left the console. */
export async function auditExport(d1: D1Database, adminId: string, details: Record<string, unknown>): Promise<void> {
  await d1.batch([
    auditStatement(d1, {
      actorId: adminId,
      action: "incomplete_users.export",
      entityType: "incomplete_user_exports",
      entityId: typeof details.export_id === "string" ? details.export_id : null,
      details,
    }),
  ]);
}
