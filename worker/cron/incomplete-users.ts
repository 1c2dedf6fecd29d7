import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { incomplete_user_exports } from "../db/schema";
import type { Env } from "../env";

interface IncompleteUser {
  id: string;
  email: string | null;
  phone: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  first_name: string | null;
  last_name: string | null;
}

function csvCell(value: string | null): string {
  const v = value ?? "";
  // Quote everything and neutralise spreadsheet formulas so an export never executes user input.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Users who signed up but never chose host or traveler, as CSV in R2 (exports/…), listed for admins. */
export async function exportIncompleteUsers(env: Env, now: Date) {
  const db = getDb(env.DB);
  const rows = await db.all<IncompleteUser>(sql`
    SELECT u.id, u.email, u.phone, u.created_at, u.last_sign_in_at, p.first_name, p.last_name
    FROM users u LEFT JOIN profiles p ON p.user_id = u.id
    WHERE u.deleted_at IS NULL AND (p.user_id IS NULL OR p.user_type IS NULL)
    ORDER BY u.created_at`);
  const header = ["id", "email", "phone", "first_name", "last_name", "created_at", "last_sign_in_at"];
  const lines = rows.map((r) =>
    [r.id, r.email, r.phone, r.first_name, r.last_name, r.created_at, r.last_sign_in_at].map(csvCell).join(","),
  );
  const key = `exports/incomplete-users/${now.toISOString().replaceAll(":", "-")}.csv`;
  await env.MEDIA.put(key, [header.join(","), ...lines].join("\r\n"), {
    httpMetadata: { contentType: "text/csv; charset=utf-8" },
  });
  await db.insert(incomplete_user_exports).values({ id: crypto.randomUUID(), r2_key: key, row_count: rows.length });
  return { key, rows: rows.length };
}
