/**
 * A signed-in person's own profile (`profiles`, with their account's address and their host row): reading it,
 * changing it, their host details, and their public slug. Knows nothing of HTTP.
 */
import { and, eq, exists, inArray, isNull, or } from "drizzle-orm";
import type { MeProfile, MeProfilePatch } from "../../domain/api/account";
import { profileSlugCandidates } from "../../domain/host-slug";
import { done, type Outcome, refused } from "../../domain/outcome";
import type { HostType } from "../../domain/vocabulary";
import { getDb, isUniqueViolation, nowIso } from "./client";
import { hosts, profiles, users } from "./schema";

/**
 * The person's own profile, or null when the account does not exist (or was deleted). A signed-in person without a
 * profiles row yet gets empty fields: reading never creates the row.
 */
export async function getMeProfile(d1: D1Database, userId: string): Promise<MeProfile | null> {
  const [r] = await getDb(d1)
    .select({ user: users, profile: profiles, host: hosts })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(hosts, eq(hosts.user_id, users.id))
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  if (!r) return null;
  const { user: u, profile: p, host: h } = r;
  return {
    user_id: u.id,
    email: u.email,
    // The address the account signs in with is confirmed: the e-mail, or the phone for a phone-only account.
    email_confirmed: u.email ? u.email_confirmed_at !== null : u.phone_confirmed_at !== null,
    user_type: p?.user_type ?? null,
    first_name: p?.first_name ?? null,
    last_name: p?.last_name ?? null,
    city: p?.city ?? null,
    country: p?.country ?? null,
    profile_photo_url: p?.profile_photo_url ?? null,
    is_admin: p?.is_admin === true,
    profile_slug: p?.profile_slug ?? h?.profile_slug ?? null,
    receive_new_conversations: p?.receive_new_conversations ?? true,
    host: h
      ? {
          id: h.id,
          status: h.status,
          host_type: h.host_type,
          profile_slug: h.profile_slug,
          bio: h.bio,
          languages: h.languages,
          rejection_reason: h.rejection_reason,
          created_at: h.created_at,
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
 * Creates or updates the person's profiles row with the given fields. Becoming a traveler is refused for a host
 * ("host_cannot_become_traveler"): the condition sits in the upsert itself, so a host application landing at the
 * same moment cannot be undone. A slug someone took at the same moment is refused too ("slug_taken"): the unique
 * index decides.
 */
export async function upsertProfile(
  d1: D1Database,
  userId: string,
  patch: MeProfilePatch,
): Promise<Outcome<void, "host_cannot_become_traveler" | "slug_taken">> {
  const db = getDb(d1);
  const values: Partial<typeof profiles.$inferInsert> = Object.fromEntries(
    PATCH_COLUMNS.filter((k) => patch[k] !== undefined).map((k) => [k, patch[k]]),
  );
  const now = nowIso();
  const upsert = db
    .insert(profiles)
    .values({ ...values, user_id: userId, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: profiles.user_id,
      set: { ...values, updated_at: now },
      setWhere:
        patch.user_type === "traveler" ? or(isNull(profiles.user_type), eq(profiles.user_type, "traveler")) : undefined,
    });
  // A host's public page follows the profile's slug (one namespace, kept equal in both rows, in one transaction).
  const slug = patch.profile_slug;
  const hostSlug =
    slug === undefined
      ? []
      : [
          db
            .update(hosts)
            .set({ profile_slug: slug, updated_at: now })
            .where(
              and(
                eq(hosts.user_id, userId),
                exists(
                  db
                    .select({ user_id: profiles.user_id })
                    .from(profiles)
                    .where(and(eq(profiles.user_id, userId), eq(profiles.profile_slug, slug))),
                ),
              ),
            ),
        ];
  try {
    const [res] = await db.batch([upsert, ...hostSlug]);
    // D1 counts the rows written by triggers too (preview_changes), so any change at all means the upsert applied.
    return res.meta.changes > 0 ? done() : refused("host_cannot_become_traveler");
  } catch (err) {
    if (isUniqueViolation(err, "profile_slug")) return refused("slug_taken");
    throw err;
  }
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
  const changed = await getDb(d1)
    .update(hosts)
    .set({ ...patch, updated_at: nowIso() })
    .where(eq(hosts.user_id, userId))
    .returning({ id: hosts.id });
  return changed.length > 0;
}

/** The person's profile type, names and slug, for the checks and slug assignment around a write. */
export async function profileBasics(d1: D1Database, userId: string) {
  const [row] = await getDb(d1)
    .select({
      user_type: profiles.user_type,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      profile_slug: profiles.profile_slug,
      profile_photo_url: profiles.profile_photo_url,
      host_status: hosts.status,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(hosts, eq(hosts.user_id, users.id))
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  return row ?? null;
}

/**
 * Gives a profile without a slug the first free one of its name's candidates (domain/host-slug.ts), and copies it to
 * the host row. Profile and host slugs share one namespace; the unique index on profiles decides a race.
 */
export async function ensureProfileSlug(d1: D1Database, userId: string): Promise<string | null> {
  const db = getDb(d1);
  for (let attempt = 0; attempt < 3; attempt++) {
    const basics = await profileBasics(d1, userId);
    if (!basics) return null;
    if (basics.profile_slug) return basics.profile_slug;
    const candidates = profileSlugCandidates(basics.first_name, basics.last_name);
    if (candidates.length === 0) return null;
    const [asProfile, asHost] = await db.batch([
      db.select({ slug: profiles.profile_slug }).from(profiles).where(inArray(profiles.profile_slug, candidates)),
      db.select({ slug: hosts.profile_slug }).from(hosts).where(inArray(hosts.profile_slug, candidates)),
    ]);
    const used = new Set([...asProfile, ...asHost].map((r) => r.slug));
    const slug = candidates.find((s) => !used.has(s)) ?? `${candidates[0]}-${crypto.randomUUID().slice(0, 6)}`;
    try {
      const now = nowIso();
      const [res] = await db.batch([
        db
          .update(profiles)
          .set({ profile_slug: slug, updated_at: now })
          .where(and(eq(profiles.user_id, userId), isNull(profiles.profile_slug))),
        db
          .update(hosts)
          .set({ profile_slug: slug, updated_at: now })
          .where(and(eq(hosts.user_id, userId), or(isNull(hosts.profile_slug), eq(hosts.profile_slug, "")))),
      ]);
      if (res.meta.changes > 0) return slug;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return null;
}
