/**
 * Consent is checked again when a marketing message is delivered (worker/services/email/outbox.ts calls this), so
 * a person who unsubscribed after a campaign was queued never gets it.
 */
import type { OutboxRow } from "../../db/email-outbox";
import { consentingUsers } from "../../db/marketing";

/**
 * The marketing rows among `rows` whose person may no longer get them (unsubscribed, deleted, no address, or no
 * person on the row): deliverOutbox marks them failed with NO_MARKETING_CONSENT instead of sending.
 */
export async function withdrawnConsent(d1: D1Database, rows: readonly OutboxRow[]): Promise<Set<string>> {
  const marketing = rows.filter((r) => r.category === "marketing");
  if (marketing.length === 0) return new Set();
  const consenting = await consentingUsers(
    d1,
    marketing.flatMap((r) => (r.user_id ? [r.user_id] : [])),
  );
  return new Set(marketing.filter((r) => !r.user_id || !consenting.has(r.user_id)).map((r) => r.id));
}
