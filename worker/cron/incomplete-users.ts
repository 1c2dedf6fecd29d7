/**
 * The CSV of people who signed up but never chose host or traveler: the admins' "export now" of the current filter,
 * and the daily cron's export of all of them, written to R2 (exports/incomplete-users/…) and recorded in
 * incomplete_user_exports for /admin/incomplete-users's past exports.
 */
import type { IncompleteUserRow } from "../../domain/api/admin-incomplete-users";
import { CSV_MAX_ROWS } from "../../domain/api/admin-lists";
import { INCOMPLETE_STAGE_LABELS } from "../../domain/incomplete-users";
import { type IncompleteUsersFilter, incompleteUsersPage, recordIncompleteUserExport } from "../db/incomplete-users";
import type { Env } from "../env";
import { allPages, type CsvColumn, csvCell, toCsv } from "../services/csv";

export const INCOMPLETE_USER_CSV: CsvColumn<IncompleteUserRow>[] = [
  { header: "User id", value: (r) => r.id },
  { header: "E-mail", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Name", value: (r) => r.name },
  { header: "Signed up", value: (r) => r.created_at },
  { header: "How far they got", value: (r) => INCOMPLETE_STAGE_LABELS[r.stage] },
  { header: "Last sign-in", value: (r) => r.last_sign_in_at },
  { header: "Last reminder", value: (r) => r.last_reminded_at },
];

/** The CSV of every incomplete person matching `filter` (up to CSV_MAX_ROWS; `truncated` says rows were left). */
export async function incompleteUsersCsv(d1: D1Database, filter: IncompleteUsersFilter) {
  const { rows, truncated } = await allPages((cursor, limit) => incompleteUsersPage(d1, { ...filter, cursor, limit }));
  return { csv: toCsv(INCOMPLETE_USER_CSV, rows), rows: rows.length, truncated };
}

/** The daily export: all incomplete people, oldest sign-up first, as CSV in R2, recorded for the admins' list. */
export async function exportIncompleteUsers(env: Env, now: Date) {
  const { csv, rows, truncated } = await incompleteUsersCsv(env.DB, { sort: "created_at", dir: "asc" });
  const body = truncated ? `${csv}\r\n${csvCell(`Stopped at ${CSV_MAX_ROWS} rows`)}` : csv;
  const key = `exports/incomplete-users/${now.toISOString().replaceAll(":", "-")}.csv`;
  await env.MEDIA.put(key, body, { httpMetadata: { contentType: "text/csv; charset=utf-8" } });
  await recordIncompleteUserExport(env.DB, key, rows);
  return { key, rows };
}
