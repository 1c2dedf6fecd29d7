/** Erasing an account (DELETE /api/me and the admin API): what to clean up outside D1, and the erasure itself. */
import { LISTING_TABLES } from "../../domain/vocabulary";
import { auditOrigin } from "./audit";
import { nowIso } from "./client";
import { forgetAccountSlugs } from "./slug-redirects";

/** R2 key of a photo URL served by this site (/media/<key>), or null for anything else. */
function mediaKeyOf(url: string | null | undefined): string | null {
  const m = url ? /^(?:https?:\/\/[^/]+)?\/media\/([^?#]+)$/.exec(url) : null;
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

export interface DeletionTargets {
  email: string | null;
  /** R2 objects to remove: every media object the person owns, their private ID document and their profile photo. */
  keys: string[];
}

/**
 * What a deletion has to clean up outside D1, read before the account is erased. The profile photo is removed only
 * when it is theirs: owned by them in media_objects, or unregistered and shown on nobody else's profile (demo
 * portraits are shared by several people).
 */
export async function deletionTargets(d1: D1Database, userId: string): Promise<DeletionTargets | null> {
  const [user, owned, photo] = await d1.batch([
    d1.prepare("SELECT email FROM users WHERE id = ? AND deleted_at IS NULL").bind(userId),
    d1.prepare("SELECT key FROM media_objects WHERE owner_id = ?").bind(userId),
    d1
      .prepare(
        `SELECT p.profile_photo_url AS url, h.id_document_key AS id_doc,
           (SELECT count(*) FROM profiles o WHERE o.profile_photo_url = p.profile_photo_url AND o.user_id <> p.user_id)
             AS shared
         FROM users u LEFT JOIN profiles p ON p.user_id = u.id LEFT JOIN hosts h ON h.user_id = u.id WHERE u.id = ?`,
      )
      .bind(userId),
  ]);
  const u = user?.results[0] as { email: string | null } | undefined;
  if (!u) return null;
  const keys = new Set((owned?.results ?? []).map((r) => (r as { key: string }).key));
  const p = photo?.results[0] as { url: string | null; id_doc: string | null; shared: number } | undefined;
  if (p?.id_doc) keys.add(p.id_doc);
  const photoKey = mediaKeyOf(p?.url);
  if (photoKey && !keys.has(photoKey) && !p?.shared) {
    const registered = await d1.prepare("SELECT owner_id FROM media_objects WHERE key = ?").bind(photoKey).first();
    if (!registered) keys.add(photoKey);
  }
  return { email: u.email, keys: [...keys] };
}

/** Booking statuses still under way: a request not answered yet, a deposit or balance to pay, a trip to make. */
const OPEN_BOOKING_STATUSES = ["requested", "awaiting_deposit", "deposit_paid", "confirmed"] as const;

/**
 * How many of the person's bookings (as traveler or as host) are still under way on `today` (an ISO date): open
 * (OPEN_BOOKING_STATUSES) and not over (the trip ends today or later; a past trip's completion is the cron's). Their
 * own deletion waits until these are settled, so nobody is left with a trip booked with a "Deleted user".
 */
export async function openBookingCount(d1: D1Database, userId: string, today: string): Promise<number> {
  const open = OPEN_BOOKING_STATUSES.map((s) => `'${s}'`).join(", ");
  const row = await d1
    .prepare(
      `SELECT count(*) AS n FROM bookings WHERE (traveler_id = ?1 OR host_id = ?1) AND status IN (${open})
         AND coalesce(end_date, start_date) >= ?2`,
    )
    .bind(userId, today)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Erases a person in one transaction, keeping what the other party and the accounts need. The users row stays as a
 * tombstone (deleted_at set; e-mail, phone, password and metadata cleared, so the address can sign up again) that
 * bookings, conversations, messages, payments and reviews keep pointing at, shown as "Deleted user". Sign-in
 * methods, sessions and refresh tokens, factors, one-time tokens, push tokens and every push to them (push_outbox),
 * notifications and their settings, the trip request and activity are deleted; the profiles row is kept empty (no names, type, place, photo or slug) so
 * joins from their bookings and conversations still find a row. A host is hidden (status suspended, bio, slug and
 * location cleared) and their listings archived with their own photos removed from the image lists. Mail still
 * queued to their address is dropped. `also` joins the same transaction (the "account deleted" e-mail, so it is
 * queued exactly when the account goes). False when the account was already gone.
 */
export async function eraseAccount(
  d1: D1Database,
  userId: string,
  actorId: string | null,
  also: D1PreparedStatement[] = [],
): Promise<boolean> {
  const now = nowIso();
  const q = (sql: string) => d1.prepare(sql).bind(userId, now);
  const myHost = "(SELECT id FROM hosts WHERE user_id = ?1)";
  const ownMedia = "(SELECT '/media/' || key FROM media_objects WHERE owner_id = ?1)";
  const [, tombstone] = await d1.batch([
    d1
      .prepare(
        `DELETE FROM email_outbox WHERE status = 'queued'
           AND ("to" = (SELECT email FROM users WHERE id = ?1) OR user_id = ?1)`,
      )
      .bind(userId),
    q(
      `UPDATE users SET email = NULL, phone = NULL, encrypted_password = NULL, email_confirmed_at = NULL,
         phone_confirmed_at = NULL, confirmation_sent_at = NULL, email_change = NULL, raw_user_meta_data = '{}',
         raw_app_meta_data = '{}', banned_until = NULL, last_sign_in_at = NULL, deleted_at = ?2, updated_at = ?2
       WHERE id = ?1 AND deleted_at IS NULL`,
    ),
    ...[
      "refresh_tokens",
      "sessions",
      "identities",
      "one_time_tokens",
      "flow_states",
      "push_tokens",
      // Every push to them, queued or delivered: the push outbox is personal data, not a record the accounts need.
      "push_outbox",
      "calendar_feeds",
      "notifications",
      "notification_settings",
      "marketing_unsubscribes",
      "trip_requests",
      "user_activity",
    ].map((t) => d1.prepare(`DELETE FROM ${t} WHERE user_id = ?`).bind(userId)),
    d1
      .prepare("DELETE FROM mfa_challenges WHERE factor_id IN (SELECT id FROM mfa_factors WHERE user_id = ?)")
      .bind(userId),
    d1.prepare("DELETE FROM mfa_factors WHERE user_id = ?").bind(userId),
    q(
      `UPDATE profiles SET user_type = NULL, first_name = NULL, last_name = NULL, city = NULL, country = NULL,
         profile_photo_url = NULL, is_admin = 0, profile_slug = NULL, receive_new_conversations = 0, phone = NULL,
         about = NULL, updated_at = ?2
       WHERE user_id = ?1`,
    ),
    ...LISTING_TABLES.map((t) =>
      q(
        `UPDATE ${t} SET status = 'archived', updated_at = ?2,
           images = (SELECT json_group_array(j.value) FROM json_each(${t}.images) j WHERE j.value NOT IN ${ownMedia})
         WHERE host_id = ${myHost}`,
      ),
    ),
    // Their old profile and listing links stop redirecting (worker/db/slug-redirects.ts).
    forgetAccountSlugs(d1, userId),
    q(
      `UPDATE hosts SET status = 'suspended', profile_slug = NULL, bio = NULL, languages = '[]', latitude = NULL,
         longitude = NULL, years_experience = NULL, id_document_key = NULL, rejection_reason = NULL, updated_at = ?2
       WHERE user_id = ?1`,
    ),
    q(`UPDATE blog_articles SET author_email = NULL, updated_at = ?2 WHERE author_user_id = ?1`),
    // Stories never published go with the account (published ones stay, under the name they were published with);
    // so do their messages to support.
    d1.prepare(`DELETE FROM blog_articles WHERE author_user_id = ?1 AND status <> 'published'`).bind(userId),
    d1.prepare(`DELETE FROM contact_messages WHERE user_id = ?1`).bind(userId),
    d1
      .prepare(
        `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at, ip, user_agent)
         SELECT ?1, ?2, 'account_deleted', 'user', ?3, ?4, ?5, ?6, ?7
          WHERE EXISTS (SELECT 1 FROM users WHERE id = ?3 AND deleted_at = ?5)`,
      )
      .bind(
        crypto.randomUUID(),
        actorId,
        userId,
        JSON.stringify({ by: actorId === userId ? "self" : "admin" }),
        now,
        ...auditOrigin(),
      ),
    ...also,
  ]);
  return (tombstone?.meta.changes ?? 0) > 0;
}
