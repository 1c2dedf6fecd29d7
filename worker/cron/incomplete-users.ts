import { incompleteUsers, recordIncompleteUserExport } from "../db/incomplete-users";
import type { Env } from "../env";

function csvCell(value: string | null): string {
  const v = value ?? "";
  // Quote everything and neutralise spreadsheet formulas so an export never executes user input.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Users who signed up but never chose host or traveler, as CSV in R2 (exports/…), listed for admins. */
export async function exportIncompleteUsers(env: Env, now: Date) {
  const rows = await incompleteUsers(env.DB);
  const header = ["id", "email", "phone", "first_name", "last_name", "created_at", "last_sign_in_at"];
  const lines = rows.map((r) =>
    [r.id, r.email, r.phone, r.first_name, r.last_name, r.created_at, r.last_sign_in_at].map(csvCell).join(","),
  );
  const key = `exports/incomplete-users/${now.toISOString().replaceAll(":", "-")}.csv`;
  await env.MEDIA.put(key, [header.join(","), ...lines].join("\r\n"), {
    httpMetadata: { contentType: "text/csv; charset=utf-8" },
  });
  await recordIncompleteUserExport(env.DB, key, rows.length);
  return { key, rows: rows.length };
}
