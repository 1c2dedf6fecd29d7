/**
 * Retention: what we keep about people beyond its use is deleted or cleared once its period has passed (decision 049,
 * docs/security.md V7 and V8), with the periods of domain/retention.ts. Run nightly by the cron
 * (worker/cron/maintenance.ts `applyRetention`).
 */
/** At most this many rows of one table per run, so a backlog is worked off over nights rather than in one statement. */
export const RETENTION_BATCH = 5_000;

export type RetentionCutoffs = { outbox: string; clientAddress: string; audit: string; challenges: string };

/**
 * One batch:
 * - e-mail and pushes delivered or failed before the outbox cutoff are deleted, except a marketing campaign's e-mail
 *   and an admin broadcast's pushes, whose rows are the campaign's and the broadcast's report (sent, failed, skipped):
 *   a campaign e-mail's address, subject, text and variables are cleared and its status kept; a broadcast's push
 *   carries only the broadcast's own title and text;
 * - sessions and audit rows older than the client-address cutoff lose their IP (and the audit row its browser; a
 *   session keeps its browser, which is how its owner tells devices apart in "Where you're signed in");
 * - audit rows older than the audit cutoff are deleted;
 * - second-factor challenges (with the address they were asked from) that ran out before `challenges` are deleted.
 */
export async function applyRetentionRows(d1: D1Database, cutoffs: RetentionCutoffs, limit = RETENTION_BATCH) {
  const finished = "status IN ('sent', 'failed') AND created_at < ?1";
  const [email, campaignEmail, pushes, sessionIps, auditIps, audit, challenges] = await d1.batch([
    d1
      .prepare(
        `DELETE FROM email_outbox WHERE rowid IN
          (SELECT rowid FROM email_outbox WHERE ${finished} AND campaign_id IS NULL LIMIT ?2)`,
      )
      .bind(cutoffs.outbox, limit),
    d1
      .prepare(
        `UPDATE email_outbox SET "to" = '', subject = '', text = '', html = '', vars = NULL, headers = NULL,
          user_id = NULL
          WHERE rowid IN (SELECT rowid FROM email_outbox INDEXED BY email_outbox_campaign_uncleared
            WHERE ${finished} AND campaign_id IS NOT NULL AND "to" != '' LIMIT ?2)`,
      )
      .bind(cutoffs.outbox, limit),
    d1
      .prepare(
        `DELETE FROM push_outbox WHERE rowid IN
          (SELECT rowid FROM push_outbox WHERE ${finished} AND broadcast_id IS NULL LIMIT ?2)`,
      )
      .bind(cutoffs.outbox, limit),
    d1
      .prepare(
        `UPDATE sessions SET ip = NULL
          WHERE rowid IN (SELECT rowid FROM sessions WHERE ip IS NOT NULL AND created_at < ?1 LIMIT ?2)`,
      )
      .bind(cutoffs.clientAddress, limit),
    d1
      .prepare(
        `UPDATE audit_log SET ip = NULL, user_agent = NULL
          WHERE rowid IN (SELECT rowid FROM audit_log
            WHERE created_at < ?1 AND created_at >= ?3 AND (ip IS NOT NULL OR user_agent IS NOT NULL) LIMIT ?2)`,
      )
      .bind(cutoffs.clientAddress, limit, cutoffs.audit),
    d1
      .prepare("DELETE FROM audit_log WHERE rowid IN (SELECT rowid FROM audit_log WHERE created_at < ?1 LIMIT ?2)")
      .bind(cutoffs.audit, limit),
    d1
      .prepare(
        "DELETE FROM mfa_challenges WHERE rowid IN (SELECT rowid FROM mfa_challenges WHERE created_at < ?1 LIMIT ?2)",
      )
      .bind(cutoffs.challenges, limit),
  ]);
  const changed = (r: D1Result | undefined) => r?.meta.changes ?? 0;
  return {
    emailDeleted: changed(email),
    campaignEmailCleared: changed(campaignEmail),
    pushesDeleted: changed(pushes),
    sessionAddressesCleared: changed(sessionIps),
    auditAddressesCleared: changed(auditIps),
    auditDeleted: changed(audit),
    challengesDeleted: changed(challenges),
    /** Rows the run read (D1 bills them): what is left to do, not every row kept from earlier runs. */
    rowsRead: [email, campaignEmail, pushes, sessionIps, auditIps, audit, challenges].reduce(
      (n, r) => n + (r?.meta.rows_read ?? 0),
      0,
    ),
  };
}
