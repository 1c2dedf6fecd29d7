/** Queries on `service_tokens`: providers' access tokens, kept fresh by the token-refresh cron (FCM's is "fcm"). */
import { eq } from "drizzle-orm";
import { getDb, nowIso } from "./client";
import { service_tokens } from "./schema";

export async function serviceToken(
  d1: D1Database,
  name: string,
): Promise<{ token: string; expires_at: string } | null> {
  const [row] = await getDb(d1)
    .select({ token: service_tokens.token, expires_at: service_tokens.expires_at })
    .from(service_tokens)
    .where(eq(service_tokens.name, name))
    .limit(1);
  return row ?? null;
}

export async function saveServiceToken(d1: D1Database, name: string, token: string, expiresAt: string): Promise<void> {
  const updated_at = nowIso();
  await getDb(d1)
    .insert(service_tokens)
    .values({ name, token, expires_at: expiresAt, updated_at })
    .onConflictDoUpdate({ target: service_tokens.name, set: { token, expires_at: expiresAt, updated_at } });
}

/** Forgets a token the provider refused (401), so the next send fetches a new one. */
export async function dropServiceToken(d1: D1Database, name: string): Promise<void> {
  await getDb(d1).delete(service_tokens).where(eq(service_tokens.name, name));
}
