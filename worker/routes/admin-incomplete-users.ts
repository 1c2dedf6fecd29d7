/**
 * /api/admin/incomplete-users (issue 19 item 5): the list of people who never chose host or traveler, its CSV, a
 * reminder e-mail (at most one a week each, audited, in one batch with the e-mail), and the daily exports the cron
 * keeps in R2, listed and downloaded. Admins only: the contracts' access rule runs before anything else.
 */
import type { Context } from "hono";
import { adminIncompleteUsersApi } from "../../domain/api/admin-incomplete-users";
import { FINISH_SIGNUP_PATH, nextReminderAt, REMINDER_INTERVAL_DAYS } from "../../domain/incomplete-users";
import { incompleteUsersCsv } from "../cron/incomplete-users";
import {
  auditExport,
  incompleteUserExport,
  incompleteUserExports,
  incompleteUsersPage,
  recordReminder,
  reminderTarget,
} from "../db/incomplete-users";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { csvAnswer } from "../services/csv";
import { signupReminderEmail } from "../services/email/templates";
import { notify } from "../services/notify";
import { siteOrigin } from "../site-origin";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

const day = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

export const INCOMPLETE_USER_MESSAGES = {
  gone: "There is no such person: the account does not exist or was deleted.",
  complete: "This person has finished signing up already: they chose to travel or to host.",
  noEmail: "This person signed up with a phone number and has no e-mail address to remind.",
  remindedRecently: (last: string, next: string) =>
    `A reminder went to this person on ${day(last)} UTC. Reminders go at most once every ${REMINDER_INTERVAL_DAYS} days: the next can be sent from ${day(next)} UTC.`,
  noExport: "There is no such export.",
  exportMissing: "This export's file is no longer in storage.",
} as const;
const M = INCOMPLETE_USER_MESSAGES;

function remindedRecently(c: Ctx, last: string) {
  const next = nextReminderAt(last);
  c.header("Retry-After", String(Math.max(1, Math.ceil((Date.parse(next) - Date.now()) / 1000))));
  return errorJson(c, 429, "reminded_recently", M.remindedRecently(last, next));
}

export const adminIncompleteUserRoutes = implement(adminIncompleteUsersApi, {
  list: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return incompleteUsersPage(c.env.DB, query);
  },
  export: async (c, { query }) => {
    const { csv, rows, truncated } = await incompleteUsersCsv(c.env.DB, query);
    await auditExport(c.env.DB, principal(c).userId, { kind: "now", rows, filter: query });
    return csvAnswer(c, "incomplete-users", csv, truncated);
  },
  remind: async (c, { params }) => {
    const target = await reminderTarget(c.env.DB, params.id);
    if (target.kind === "gone") return errorJson(c, 404, "not_found", M.gone);
    if (target.kind === "complete") return errorJson(c, 409, "not_incomplete", M.complete);
    const { row } = target;
    if (!row.email) return errorJson(c, 409, "no_email", M.noEmail);
    if (row.next_reminder_at && row.last_reminded_at) return remindedRecently(c, row.last_reminded_at);
    const origin = siteOrigin(c.env);
    const told = await notify(c.env, [
      {
        userId: row.id,
        kind: "signup_reminder",
        title: "Finish setting up your account",
        body: "Tell us whether you are here to travel or to host.",
        deepLink: FINISH_SIGNUP_PATH,
        channels: ["email"],
        email: ({ firstName }) => signupReminderEmail({ origin, firstName, link: FINISH_SIGNUP_PATH }),
      },
    ]);
    const outcome = await recordReminder(c.env.DB, {
      userId: row.id,
      adminId: principal(c).userId,
      now: new Date().toISOString(),
      email: told.statements,
    });
    if (!outcome.ok) {
      const again = await reminderTarget(c.env.DB, row.id);
      if (outcome.refusal === "reminded_recently" && again.kind === "incomplete" && again.row.last_reminded_at)
        return remindedRecently(c, again.row.last_reminded_at);
      return again.kind === "complete"
        ? errorJson(c, 409, "not_incomplete", M.complete)
        : errorJson(c, 404, "not_found", M.gone);
    }
    c.executionCtx.waitUntil(told.after());
    const after = await reminderTarget(c.env.DB, row.id);
    return after.kind === "incomplete" ? { user: after.row } : errorJson(c, 404, "not_found", M.gone);
  },
  exports: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return incompleteUserExports(c.env.DB, query);
  },
  download: async (c, { params }) => {
    const row = await incompleteUserExport(c.env.DB, params.id);
    if (!row) return errorJson(c, 404, "not_found", M.noExport);
    const object = await c.env.MEDIA.get(row.r2_key);
    if (!object) return errorJson(c, 404, "not_found", M.exportMissing);
    await auditExport(c.env.DB, principal(c).userId, { kind: "past", export_id: row.id, rows: row.row_count });
    const name = `incomplete-users-${row.created_at.slice(0, 10)}-${row.id.slice(0, 8)}.csv`;
    return new Response(object.body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Length": String(object.size),
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
});
