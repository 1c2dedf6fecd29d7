/** People who signed up but never chose host or traveler, and the record of their exports (admin, spec §2). */
import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import { SUPPORT_USER_ID } from "../../domain/vocabulary";
import { getDb } from "./client";
import { incomplete_user_exports, profiles, users } from "./schema";

export async function incompleteUsers(d1: D1Database) {
  return getDb(d1)
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      created_at: users.created_at,
      last_sign_in_at: users.last_sign_in_at,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(
      and(
        isNull(users.deleted_at),
        ne(users.id, SUPPORT_USER_ID),
        or(isNull(profiles.user_id), isNull(profiles.user_type)),
      ),
    )
    .orderBy(asc(users.created_at));
}

export async function recordIncompleteUserExport(d1: D1Database, r2Key: string, rowCount: number): Promise<void> {
  await getDb(d1)
    .insert(incomplete_user_exports)
    .values({ id: crypto.randomUUID(), r2_key: r2Key, row_count: rowCount });
}
