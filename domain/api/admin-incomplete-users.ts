/**
 * /admin/incomplete-users and /export-incomplete-users (issue 19 item 5): people who signed up but never chose host
 * or traveler, a reminder e-mail (at most one a week each), the CSV of the current filter, and the daily exports the
 * cron keeps in R2 (incomplete_user_exports), listed newest first and downloadable. Admins only, on the server.
 */
import { z } from "zod";
import { INCOMPLETE_STAGES, type IncompleteStage } from "../incomplete-users";
import { type AdminListPage, adminListQuery } from "./admin-lists";
import { get, post, type RawAnswer, reply } from "./endpoint";
import { cursor, plainText } from "./fields";

export const INCOMPLETE_USER_SORTS = ["created_at", "last_sign_in_at"] as const;

export const incompleteUsersQuery = adminListQuery({
  sorts: INCOMPLETE_USER_SORTS,
  defaultSort: "created_at",
  filters: {
    stage: z.enum(INCOMPLETE_STAGES, { error: `must be one of ${INCOMPLETE_STAGES.join(", ")}` }).optional(),
  },
});

export type IncompleteUsersQuery = z.input<typeof incompleteUsersQuery.list>;

/** One person who has not finished signing up. */
export interface IncompleteUserRow {
  id: string;
  email: string | null;
  phone: string | null;
  /** First and last name from their profile, when they gave one. */
  name: string | null;
  stage: IncompleteStage;
  /** When they signed up. */
  created_at: string;
  last_sign_in_at: string | null;
  /** The last reminder e-mail, how many in all, and when the next may go (null: one may go now). */
  last_reminded_at: string | null;
  reminders_sent: number;
  next_reminder_at: string | null;
}

export type IncompleteUsersPage = AdminListPage<IncompleteUserRow>;

export interface ReminderResponse {
  user: IncompleteUserRow;
}

/** One CSV the daily cron wrote to R2. */
export interface IncompleteUserExportRow {
  id: string;
  row_count: number;
  created_at: string;
}

export type IncompleteUserExportsPage = AdminListPage<IncompleteUserExportRow>;

const idParams = z.object({ id: plainText().trim().min(1, "is required").max(64, "must be an id") });

export const incompleteUserExportsQuery = z.strictObject({
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminIncompleteUsersApi = {
  list: get("/api/admin/incomplete-users", {
    access: "admin",
    query: incompleteUsersQuery.list,
    response: reply<IncompleteUsersPage>(),
  }),
  export: get("/api/admin/incomplete-users/export", {
    access: "admin",
    query: incompleteUsersQuery.csv,
    response: reply<RawAnswer>(),
  }),
  remind: post("/api/admin/incomplete-users/:id/remind", {
    access: "admin",
    params: idParams,
    response: reply<ReminderResponse>(),
  }),
  exports: get("/api/admin/incomplete-users/exports", {
    access: "admin",
    query: incompleteUserExportsQuery,
    response: reply<IncompleteUserExportsPage>(),
  }),
  /** One past export's CSV (an attachment, never cached). */
  download: get("/api/admin/incomplete-users/exports/:id", {
    access: "admin",
    params: idParams,
    response: reply<RawAnswer>(),
  }),
} as const;
