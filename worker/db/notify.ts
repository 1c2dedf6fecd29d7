/**
 * What the notify() service (worker/services/notify/) reads about the people it tells, in one query: each person's
 * channels for the settings kinds at hand (no notification_settings row: NOTIFICATION_DEFAULTS), their e-mail
 * address and whether they have an active push device. A deleted account is not in the answer: it hears nothing.
 * And the hosts a new traveler is news to (traveler_signup).
 */
import { type ChannelSettings, NOTIFICATION_DEFAULTS, type NotificationKind } from "../../domain/notifications";

export interface Recipient {
  userId: string;
  /** null: no address (a phone-only account). */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** An active push_tokens row (§3: at most one per person). */
  hasDevice: boolean;
  /** The person's channels per settings kind asked for. */
  settings: Partial<Record<NotificationKind, ChannelSettings>>;
}

interface RecipientRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  kind: string | null;
  in_app: number | null;
  s_email: number | null;
  push: number | null;
  device: string | null;
}

/** The people `userIds` (deleted accounts left out), with their channels for each of `kinds`. */
export async function recipients(
  d1: D1Database,
  userIds: readonly string[],
  kinds: readonly NotificationKind[],
): Promise<Map<string, Recipient>> {
  const out = new Map<string, Recipient>();
  if (!userIds.length) return out;
  const { results } = await d1
    .prepare(
      `SELECT u.id, u.email, p.first_name, p.last_name, s.kind, s.in_app, s.email AS s_email, s.push, t.id AS device
       FROM users u
       LEFT JOIN profiles p ON p.user_id = u.id
       LEFT JOIN notification_settings s ON s.user_id = u.id AND s.kind IN (SELECT value FROM json_each(?2))
       LEFT JOIN push_tokens t ON t.user_id = u.id AND t.active = 1
       WHERE u.id IN (SELECT value FROM json_each(?1)) AND u.deleted_at IS NULL`,
    )
    .bind(JSON.stringify([...new Set(userIds)]), JSON.stringify([...new Set(kinds)]))
    .all<RecipientRow>();
  for (const r of results) {
    const known = out.get(r.id) ?? {
      userId: r.id,
      email: r.email || null,
      firstName: r.first_name,
      lastName: r.last_name,
      hasDevice: r.device !== null,
      settings: {},
    };
    out.set(r.id, known);
    if (r.kind)
      known.settings[r.kind as NotificationKind] = {
        in_app: r.in_app !== 0,
        email: r.s_email !== 0,
        push: r.push !== 0,
      };
  }
  for (const r of out.values()) for (const kind of kinds) r.settings[kind] ??= { ...NOTIFICATION_DEFAULTS[kind] };
  return out;
}

/**
 * The verified hosts who live in one of `countries` (profiles.country is a destination's label), best rated
 * first, at most `cap`; never `except` (a person who is both).
 */
export async function hostsInCountries(
  d1: D1Database,
  countries: readonly string[],
  cap: number,
  except: string,
): Promise<{ userId: string; country: string }[]> {
  if (!countries.length) return [];
  const { results } = await d1
    .prepare(
      `SELECT h.user_id, p.country FROM hosts h
       JOIN profiles p ON p.user_id = h.user_id
       JOIN users u ON u.id = h.user_id AND u.deleted_at IS NULL
       WHERE h.status = 'approved' AND p.country IN (SELECT value FROM json_each(?1)) AND h.user_id <> ?2
       ORDER BY h.rating DESC, h.total_reviews DESC, h.approved_at, h.user_id
       LIMIT ?3`,
    )
    .bind(JSON.stringify(countries), except, cap)
    .all<{ user_id: string; country: string }>();
  return results.map((r) => ({ userId: r.user_id, country: r.country }));
}
