/**
 * Queries on `notification_settings`: a person's channels per kind (no row: NOTIFICATION_DEFAULTS) and their
 * marketing consent (the row of kind "marketing" with email on; no row: no consent).
 */
import { eq, sql } from "drizzle-orm";
import {
  type ChannelSettings,
  MARKETING_KIND,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "../../domain/notifications";
import { getDb, nowIso, statement } from "./client";
import { notification_settings } from "./schema";

export interface PersonSettings {
  /** The kinds the person can set, each with its channels (stored or default). */
  kinds: ({ kind: NotificationKind } & ChannelSettings)[];
  marketing: boolean;
}

/** Whether the person hosts (or applied to): the hosts' kinds are theirs to set. */
async function isHost(d1: D1Database, userId: string): Promise<boolean> {
  const row = await d1
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM hosts WHERE user_id = ?1)
          OR EXISTS (SELECT 1 FROM profiles WHERE user_id = ?1 AND user_type = 'host') AS host`,
    )
    .bind(userId)
    .first<{ host: number }>();
  return Boolean(row?.host);
}

/** The kinds `userId` can set: everyone's, and the hosts' kinds for hosts. */
export async function settableKinds(d1: D1Database, userId: string): Promise<NotificationKind[]> {
  const host = await isHost(d1, userId);
  return NOTIFICATION_KINDS.filter((k) => host || NOTIFICATION_KIND_INFO[k].audience === "everyone");
}

/** The person's settings as /notification-settings shows them. */
export async function personSettings(d1: D1Database, userId: string): Promise<PersonSettings> {
  const [kinds, rows] = await Promise.all([
    settableKinds(d1, userId),
    getDb(d1).select().from(notification_settings).where(eq(notification_settings.user_id, userId)),
  ]);
  const stored = new Map(rows.map((r) => [r.kind, r]));
  return {
    kinds: kinds.map((kind) => {
      const row = stored.get(kind);
      const channels = row ? { in_app: row.in_app, email: row.email, push: row.push } : NOTIFICATION_DEFAULTS[kind];
      return { kind, ...channels };
    }),
    marketing: stored.get(MARKETING_KIND)?.email === true,
  };
}

/** Stores the given kinds' channels and, when given, marketing consent, in one batch. */
export async function saveSettings(
  d1: D1Database,
  userId: string,
  change: { kinds: Partial<Record<NotificationKind, ChannelSettings>>; marketing?: boolean },
): Promise<void> {
  const now = nowIso();
  const upsert = (kind: string, c: ChannelSettings) =>
    statement(
      d1,
      getDb(d1)
        .insert(notification_settings)
        .values({ user_id: userId, kind, ...c, updated_at: now })
        .onConflictDoUpdate({
          target: [notification_settings.user_id, notification_settings.kind],
          set: {
            in_app: sql`excluded.in_app`,
            email: sql`excluded.email`,
            push: sql`excluded.push`,
            updated_at: sql`excluded.updated_at`,
          },
        }),
    );
  const statements = Object.entries(change.kinds).map(([kind, c]) => upsert(kind, c as ChannelSettings));
  if (change.marketing !== undefined) {
    statements.push(upsert(MARKETING_KIND, { in_app: false, email: change.marketing, push: false }));
  }
  if (statements.length) await d1.batch(statements);
}
