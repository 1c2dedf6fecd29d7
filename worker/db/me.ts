/**
 * Queries behind /api/me (worker/routes/me.ts): a signed-in person's own profile, their host application, their
 * activity, the export of everything we hold about them and the deletion of their account. Knows nothing of HTTP.
 */

import type { MeProfile, MeProfilePatch } from "../../domain/api/account";
import { profileSlugCandidates } from "../../domain/host-slug";
import type { HostStatus, HostType, UserType } from "../../domain/vocabulary";
import { LISTING_TABLES } from "../../domain/vocabulary";
import { nowIso, parseJsonList } from "./client";
import { forgetAccountSlugs } from "./slug-redirects";

interface RawMe {
  user_id: string;
  email: string | null;
  phone: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  user_type: UserType | null;
  first_name: string | null;
  last_name: string | null;
  city: string | null;
  country: string | null;
  profile_photo_url: string | null;
  is_admin: number | null;
  profile_slug: string | null;
  receive_new_conversations: number | null;
  host_id: string | null;
  host_status: HostStatus | null;
  host_type: HostType | null;
  host_slug: string | null;
  host_bio: string | null;
  host_languages: string | null;
  host_rejection_reason: string | null;
  host_created_at: string | null;
}

/**
 * The person's own profile, or null when the account does not exist (or was deleted). A signed-in person without a
 * profiles row yet gets empty fields: reading never creates the row.
 */
export async function getMeProfile(d1: D1Database, userId: string): Promise<MeProfile | null> {
  const r = await d1
    .prepare(
      `SELECT u.id AS user_id, u.email, u.phone, u.email_confirmed_at, u.phone_confirmed_at,
         p.user_type, p.first_name, p.last_name, p.city, p.country, p.profile_photo_url, p.is_admin, p.profile_slug,
         p.receive_new_conversations,
         h.id AS host_id, h.status AS host_status, h.host_type, h.profile_slug AS host_slug, h.bio AS host_bio,
         h.languages AS host_languages, h.rejection_reason AS host_rejection_reason, h.created_at AS host_created_at
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id LEFT JOIN hosts h ON h.user_id = u.id
       WHERE u.id = ? AND u.deleted_at IS NULL`,
    )
    .bind(userId)
    .first<RawMe>();
  if (!r) return null;
  return {
    user_id: r.user_id,
    email: r.email,
    // The address the account signs in with is confirmed: the e-mail, or the phone for a phone-only account.
    email_confirmed: r.email ? r.email_confirmed_at !== null : r.phone_confirmed_at !== null,
    user_type: r.user_type ?? null,
    first_name: r.first_name ?? null,
    last_name: r.last_name ?? null,
    city: r.city ?? null,
    country: r.country ?? null,
    profile_photo_url: r.profile_photo_url ?? null,
    is_admin: r.is_admin === 1,
    profile_slug: r.profile_slug ?? r.host_slug ?? null,
    receive_new_conversations: r.receive_new_conversations === null ? true : r.receive_new_conversations === 1,
    host:
      r.host_id && r.host_status && r.host_type
        ? {
            id: r.host_id,
            status: r.host_status,
            host_type: r.host_type,
            profile_slug: r.host_slug,
            bio: r.host_bio,
            languages: parseJsonList(r.host_languages),
            rejection_reason: r.host_rejection_reason,
            created_at: r.host_created_at ?? undefined,
          }
        : null,
  };
}

const PATCH_COLUMNS = [
  "user_type",
  "first_name",
  "last_name",
  "city",
  "country",
  "receive_new_conversations",
  "profile_slug",
  "profile_photo_url",
] as const;

/**
 * Creates or updates the person's profiles row with the given fields. Becoming a traveler is refused (false) for a
 * host: the condition sits in the upsert itself, so a host application landing at the same moment cannot be undone.
 */
export async function upsertProfile(d1: D1Database, userId: string, patch: MeProfilePatch): Promise<boolean> {
  const cols = PATCH_COLUMNS.filter((k) => patch[k] !== undefined);
  const values = cols.map((k) => {
    const v = patch[k];
    return typeof v === "boolean" ? (v ? 1 : 0) : (v ?? null);
  });
  const now = nowIso();
  const guard =
    patch.user_type === "traveler" ? "WHERE profiles.user_type IS NULL OR profiles.user_type = 'traveler'" : "";
  const sets = [...cols.map((k) => `${k} = excluded.${k}`), "updated_at = excluded.updated_at"].join(", ");
  const upsert = d1
    .prepare(
      `INSERT INTO profiles (user_id, ${[...cols, "created_at", "updated_at"].join(", ")})
       VALUES (?, ${[...cols, "c", "u"].map(() => "?").join(", ")})
       ON CONFLICT (user_id) DO UPDATE SET ${sets} ${guard}`,
    )
    .bind(userId, ...values, now, now);
  // A host's public page follows the profile's slug (one namespace, kept equal in both rows, in one transaction).
  const hostSlug =
    patch.profile_slug === undefined
      ? []
      : [
          d1
            .prepare(
              `UPDATE hosts SET profile_slug = ?1, updated_at = ?2
               WHERE user_id = ?3 AND EXISTS (SELECT 1 FROM profiles WHERE user_id = ?3 AND profile_slug = ?1)`,
            )
            .bind(patch.profile_slug, now, userId),
        ];
  const [res] = await d1.batch([upsert, ...hostSlug]);
  // D1 counts the rows written by triggers too (preview_changes), so any change at all means the upsert applied.
  return (res?.meta.changes ?? 0) > 0;
}

/**
 * Whether someone other than `userId` holds `slug` as their profile or host slug (profile and host slugs share one
 * namespace: /host/{slug} and /traveler/{slug}).
 */
export async function profileSlugTaken(d1: D1Database, userId: string, slug: string): Promise<boolean> {
  const row = await d1
    .prepare(
      `SELECT 1 AS x FROM profiles WHERE profile_slug = ?1 AND user_id <> ?2
       UNION ALL SELECT 1 FROM hosts WHERE profile_slug = ?1 AND user_id <> ?2 LIMIT 1`,
    )
    .bind(slug, userId)
    .first();
  return row !== null;
}

/** PATCH /api/me/host: the host's own type, bio and languages. False when the person has no host row. */
export async function updateMyHost(
  d1: D1Database,
  userId: string,
  patch: { host_type?: HostType; bio?: string; languages?: string[] },
): Promise<boolean> {
  const sets: string[] = [];
  const values: (string | null)[] = [];
  if (patch.host_type !== undefined) {
    sets.push("host_type = ?");
    values.push(patch.host_type);
  }
  if (patch.bio !== undefined) {
    sets.push("bio = ?");
    values.push(patch.bio);
  }
  if (patch.languages !== undefined) {
    sets.push("languages = ?");
    values.push(JSON.stringify(patch.languages));
  }
  const res = await d1
    .prepare(`UPDATE hosts SET ${[...sets, "updated_at = ?"].join(", ")} WHERE user_id = ?`)
    .bind(...values, nowIso(), userId)
    .run();
  return res.meta.changes > 0;
}

/** The person's profile type, names and slug, for the checks and slug assignment around a write. */
export function profileBasics(
  d1: D1Database,
  userId: string,
): Promise<{
  user_type: UserType | null;
  first_name: string | null;
  last_name: string | null;
  profile_slug: string | null;
  profile_photo_url: string | null;
  host_status: string | null;
} | null> {
  return d1
    .prepare(
      `SELECT p.user_type, p.first_name, p.last_name, p.profile_slug, p.profile_photo_url, h.status AS host_status
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id LEFT JOIN hosts h ON h.user_id = u.id
       WHERE u.id = ? AND u.deleted_at IS NULL`,
    )
    .bind(userId)
    .first();
}

/**
 * Gives a profile without a slug the first free one of its name's candidates (domain/host-slug.ts), and copies it to
 * the host row. Profile and host slugs share one namespace; the unique index on profiles decides a race.
 */
export async function ensureProfileSlug(d1: D1Database, userId: string): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const basics = await profileBasics(d1, userId);
    if (!basics) return null;
    if (basics.profile_slug) return basics.profile_slug;
    const candidates = profileSlugCandidates(basics.first_name, basics.last_name);
    if (candidates.length === 0) return null;
    const marks = candidates.map(() => "?").join(", ");
    const taken = await d1
      .prepare(
        `SELECT profile_slug AS s FROM profiles WHERE profile_slug IN (${marks})
         UNION SELECT profile_slug FROM hosts WHERE profile_slug IN (${marks})`,
      )
      .bind(...candidates, ...candidates)
      .all<{ s: string }>();
    const used = new Set(taken.results.map((r) => r.s));
    const slug = candidates.find((s) => !used.has(s)) ?? `${candidates[0]}-${crypto.randomUUID().slice(0, 6)}`;
    try {
      const now = nowIso();
      const [res] = await d1.batch([
        d1
          .prepare("UPDATE profiles SET profile_slug = ?, updated_at = ? WHERE user_id = ? AND profile_slug IS NULL")
          .bind(slug, now, userId),
        d1
          .prepare(
            "UPDATE hosts SET profile_slug = ?, updated_at = ? WHERE user_id = ? AND (profile_slug IS NULL OR profile_slug = '')",
          )
          .bind(slug, now, userId),
      ]);
      if ((res?.meta.changes ?? 0) > 0) return slug;
    } catch (err) {
      if (!String(err).includes("UNIQUE")) throw err;
    }
  }
  return null;
}

/** Spec `upsert_user_activity`: the person was seen now, online or going offline. */
export async function upsertActivity(d1: D1Database, userId: string, isOnline: boolean): Promise<void> {
  const now = nowIso();
  await d1
    .prepare(
      `INSERT INTO user_activity (user_id, last_seen_at, is_online, updated_at) VALUES (?1, ?2, ?3, ?2)
       ON CONFLICT (user_id) DO UPDATE SET last_seen_at = excluded.last_seen_at, is_online = excluded.is_online,
         updated_at = excluded.updated_at`,
    )
    .bind(userId, now, isOnline ? 1 : 0)
    .run();
}

// ───────────────────────────── export ─────────────────────────────

type Row = Record<string, unknown>;

/** Keeps the last `keep` characters of a secret so its owner can recognise it: "…a1b2c3". */
export function redact(secret: string | null | undefined, keep = 6): string | null {
  if (!secret) return null;
  return secret.length <= keep ? "…" : `…${secret.slice(-keep)}`;
}

const json = (v: unknown): unknown => {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** Parses the JSON-text columns of rows read raw from D1. */
function withJson(rows: Row[], columns: string[]): Row[] {
  return rows.map((r) => {
    const out = { ...r };
    for (const c of columns) if (c in out) out[c] = json(out[c]);
    return out;
  });
}

/**
 * Everything we hold about a person, for "download my data": their account (never password or token hashes),
 * sign-in methods, sessions, profile, host row, trip request, listings, conversations with their messages,
 * bookings and payments, reviews, notifications and settings, push tokens (redacted), uploaded media and articles.
 * One D1 round trip. Null when the account does not exist.
 */
export async function exportUserData(d1: D1Database, userId: string): Promise<Row | null> {
  const q = (sql: string, ...params: unknown[]) => d1.prepare(sql).bind(...params);
  const hostId = "(SELECT id FROM hosts WHERE user_id = ?1)";
  const myConversations = "SELECT id FROM conversations WHERE traveler_id = ?1 OR host_id = ?1";
  const myBookings = "SELECT id FROM bookings WHERE traveler_id = ?1 OR host_id = ?1";
  const results = await d1.batch([
    q(
      `SELECT id, email, phone, email_confirmed_at, phone_confirmed_at, email_change AS pending_email_change,
         raw_user_meta_data AS user_metadata, raw_app_meta_data AS app_metadata, role, banned_until, last_sign_in_at,
         created_at, updated_at
       FROM users WHERE id = ?1 AND deleted_at IS NULL`,
      userId,
    ),
    q(
      `SELECT provider, email, created_at, last_sign_in_at, updated_at FROM identities WHERE user_id = ?1
       ORDER BY created_at`,
      userId,
    ),
    q(
      `SELECT friendly_name, factor_type, status, created_at, updated_at FROM mfa_factors WHERE user_id = ?1
       ORDER BY created_at`,
      userId,
    ),
    q(
      `SELECT created_at, refreshed_at, user_agent, ip, aal FROM sessions WHERE user_id = ?1
       ORDER BY created_at DESC`,
      userId,
    ),
    q("SELECT * FROM profiles WHERE user_id = ?1", userId),
    q(
      `SELECT id, profile_slug, status, host_type, bio, languages, rating, total_reviews, is_superhost,
         response_time_minutes, years_experience, latitude, longitude, id_document_key IS NOT NULL AS has_id_document,
         rejection_reason, approved_at, created_at, updated_at
       FROM hosts WHERE user_id = ?1`,
      userId,
    ),
    q("SELECT * FROM trip_requests WHERE user_id = ?1", userId),
    q("SELECT last_seen_at, is_online, updated_at FROM user_activity WHERE user_id = ?1", userId),
    ...LISTING_TABLES.map((t) => q(`SELECT * FROM ${t} WHERE host_id = ${hostId} ORDER BY created_at`, userId)),
    q(
      `SELECT id, CASE WHEN traveler_id = ?1 THEN 'traveler' ELSE 'host' END AS my_role, listing_type, listing_id,
         last_message_at, created_at
       FROM conversations WHERE traveler_id = ?1 OR host_id = ?1 ORDER BY created_at`,
      userId,
    ),
    q(
      `SELECT conversation_id, seq, CASE WHEN sender_id = ?1 THEN 'me' ELSE 'other' END AS sender, body, is_read,
         created_at
       FROM messages WHERE conversation_id IN (${myConversations}) ORDER BY conversation_id, seq`,
      userId,
    ),
    q(
      `SELECT *, CASE WHEN traveler_id = ?1 THEN 'traveler' ELSE 'host' END AS my_role FROM bookings
       WHERE traveler_id = ?1 OR host_id = ?1 ORDER BY created_at`,
      userId,
    ),
    q(
      `SELECT booking_id, provider, amount_cents, currency, status, created_at, updated_at FROM payments
       WHERE booking_id IN (${myBookings}) ORDER BY created_at`,
      userId,
    ),
    q(
      `SELECT id, booking_id, listing_type, listing_id, rating, body, status, created_at FROM reviews
       WHERE traveler_id = ?1 ORDER BY created_at`,
      userId,
    ),
    q(
      `SELECT id, booking_id, listing_type, listing_id, rating, body, status, created_at FROM reviews
       WHERE host_id = ${hostId} ORDER BY created_at`,
      userId,
    ),
    q(
      "SELECT kind, title, body, data, read_at, created_at FROM notifications WHERE user_id = ?1 ORDER BY created_at",
      userId,
    ),
    q("SELECT kind, in_app, email, push, updated_at FROM notification_settings WHERE user_id = ?1", userId),
    q("SELECT token, platform, active, created_at, updated_at FROM push_tokens WHERE user_id = ?1", userId),
    q(
      "SELECT key, content_type, bytes, is_private, created_at FROM media_objects WHERE owner_id = ?1 ORDER BY created_at",
      userId,
    ),
    q(
      `SELECT slug, title, excerpt, body, cover_image_url, tags, country, author_name, author_email, status,
         published_at, created_at, updated_at
       FROM blog_articles WHERE author_user_id = ?1 ORDER BY created_at`,
      userId,
    ),
  ]);
  const rows = results.map((r) => (r.results ?? []) as Row[]);
  const [account, identities, factors, sessions, profiles, hosts, trips, activity] = rows;
  const listingRows = rows.slice(8, 8 + LISTING_TABLES.length);
  const [
    conversations,
    messages,
    bookings,
    payments,
    reviewsWritten,
    reviewsReceived,
    notifications,
    settings,
    push,
    media,
    articles,
  ] = rows.slice(8 + LISTING_TABLES.length);
  const user = account?.[0];
  if (!user) return null;
  const jsonLists = ["images", "topics", "countries", "cities", "itinerary", "languages", "areas_served"];
  return {
    account: withJson([user], ["user_metadata", "app_metadata"])[0],
    sign_in_methods: identities,
    mfa_factors: factors,
    sessions,
    profile: profiles?.[0] ?? null,
    host: withJson(hosts ?? [], ["languages"])[0] ?? null,
    trip_request: withJson(trips ?? [], ["destinations", "interests"])[0] ?? null,
    activity: activity?.[0] ?? null,
    listings: LISTING_TABLES.flatMap((table, i) =>
      withJson(listingRows[i] ?? [], jsonLists).map((l) => ({ listing_type: table, ...l })),
    ),
    conversations: (conversations ?? []).map((conv) => ({
      ...conv,
      messages: (messages ?? []).filter((m) => m.conversation_id === conv.id).map(({ conversation_id: _, ...m }) => m),
    })),
    bookings: (bookings ?? []).map((b) => ({ ...b, payments: (payments ?? []).filter((p) => p.booking_id === b.id) })),
    reviews_written: reviewsWritten,
    reviews_received: reviewsReceived,
    notifications: withJson(notifications ?? [], ["data"]),
    notification_settings: settings,
    push_tokens: (push ?? []).map((t) => ({ ...t, token: redact(t.token as string | null) })),
    media: media,
    articles: withJson(articles ?? [], ["tags"]),
  };
}

// ───────────────────────────── account deletion ─────────────────────────────

/** R2 key of a photo URL served by this site (/media/<key>), or null for anything else. */
export function mediaKeyOf(url: string | null | undefined): string | null {
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

/**
 * Erases a person in one transaction, keeping what the other party and the accounts need. The users row stays as a
 * tombstone (deleted_at set; e-mail, phone, password and metadata cleared, so the address can sign up again) that
 * bookings, conversations, messages, payments and reviews keep pointing at, shown as "Deleted user". Sign-in
 * methods, sessions and refresh tokens, factors, one-time tokens, push tokens, notifications and their settings, the
 * trip request and activity are deleted; the profiles row is kept empty (no names, type, place, photo or slug) so
 * joins from their bookings and conversations still find a row. A host is hidden (status suspended, bio, slug and
 * location cleared) and their listings archived with their own photos removed from the image lists. Mail still
 * queued to their address is dropped. False when the account was already gone.
 */
export async function eraseAccount(d1: D1Database, userId: string, actorId: string | null): Promise<boolean> {
  const now = nowIso();
  const q = (sql: string) => d1.prepare(sql).bind(userId, now);
  const myHost = "(SELECT id FROM hosts WHERE user_id = ?1)";
  const ownMedia = "(SELECT '/media/' || key FROM media_objects WHERE owner_id = ?1)";
  const [, tombstone] = await d1.batch([
    d1
      .prepare(`DELETE FROM email_outbox WHERE status = 'queued' AND "to" = (SELECT email FROM users WHERE id = ?1)`)
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
      "notifications",
      "notification_settings",
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
    d1
      .prepare(
        `INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at)
         SELECT ?1, ?2, 'account_deleted', 'user', ?3, ?4, ?5
          WHERE EXISTS (SELECT 1 FROM users WHERE id = ?3 AND deleted_at = ?5)`,
      )
      .bind(crypto.randomUUID(), actorId, userId, JSON.stringify({ by: actorId === userId ? "self" : "admin" }), now),
  ]);
  return (tombstone?.meta.changes ?? 0) > 0;
}
