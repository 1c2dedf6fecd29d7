/**
 * Host applications: filing one (worker/routes/host-application.ts) and, for admins, reviewing them. Knows nothing
 * of HTTP.
 */
import type { HostApplicationBody } from "../../domain/api-types";
import { nowIso } from "./client";

/**
 * Files or updates the person's host application: profile type host with the given names and place, and a pending
 * hosts row. Only a pending or rejected application may be (re)filed; false when the host row is approved or
 * suspended (checked inside the write, so an approval landing at the same moment stays approved).
 */
export async function fileHostApplication(d1: D1Database, userId: string, a: HostApplicationBody): Promise<boolean> {
  const now = nowIso();
  const [, hostRes] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO profiles (user_id, user_type, first_name, last_name, city, country, created_at, updated_at)
         SELECT ?1, 'host', ?2, ?3, ?4, ?5, ?6, ?6
          WHERE NOT EXISTS (SELECT 1 FROM hosts WHERE user_id = ?1 AND status IN ('approved', 'suspended'))
         ON CONFLICT (user_id) DO UPDATE SET user_type = 'host', first_name = excluded.first_name,
           last_name = excluded.last_name, city = excluded.city, country = excluded.country, updated_at = excluded.updated_at`,
      )
      .bind(userId, a.first_name, a.last_name, a.city, a.country, now),
    d1
      .prepare(
        `INSERT INTO hosts (id, user_id, status, host_type, bio, languages, created_at, updated_at)
         VALUES (?1, ?2, 'pending', ?3, ?4, ?5, ?6, ?6)
         ON CONFLICT (user_id) DO UPDATE SET status = 'pending', host_type = excluded.host_type, bio = excluded.bio,
           languages = excluded.languages, rejection_reason = NULL, updated_at = excluded.updated_at
         WHERE hosts.status IN ('pending', 'rejected')`,
      )
      .bind(crypto.randomUUID(), userId, a.host_type, a.bio, JSON.stringify(a.languages), now),
  ]);
  return (hostRes?.meta.changes ?? 0) > 0;
}
