/** "Download my data" (GET /api/me/export): everything we hold about a person, in one read. */
import { LISTING_TABLES } from "../../domain/vocabulary";

type Row = Record<string, unknown>;

/** Keeps the last `keep` characters of a secret so its owner can recognise it: "…a1b2c3". */
function redact(secret: string | null | undefined, keep = 6): string | null {
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
      `SELECT id, kind, CASE WHEN kind = 'support' THEN 'person' WHEN traveler_id = ?1 THEN 'traveler' ELSE 'host' END
         AS my_role, listing_type, listing_id, blocked_at, last_message_at, created_at
       FROM conversations WHERE traveler_id = ?1 OR host_id = ?1 ORDER BY created_at`,
      userId,
    ),
    q(
      `SELECT conversation_id, seq, CASE WHEN sender_id = ?1 THEN 'me' ELSE 'other' END AS sender, body,
         attachments, is_read, created_at
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
      messages: withJson(messages ?? [], ["attachments"])
        .filter((m) => m.conversation_id === conv.id)
        .map(({ conversation_id: _, ...m }) => m),
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
