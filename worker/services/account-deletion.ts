/**
 * Deleting an account (DELETE /api/me; reusable by the admin API): the person and their personal data go, while
 * bookings, conversations, messages, payments and reviews stay for the other party and for the accounts, with the
 * person shown as "Deleted user" (domain/people.ts DELETED_USER_NAME). See eraseAccount in
 * worker/db/account-deletion.ts for what happens to each table.
 */
import { deletionTargets, eraseAccount } from "../db/account-deletion";
import { outboxStatement } from "../db/email-outbox";
import { forgetMedia } from "../db/media";
import type { Env } from "../env";
import { deliverOutbox, emailSender } from "./email/outbox";
import { accountDeletedEmail } from "./email/templates";

export interface DeletionResult {
  /** The address the confirmation went to, or null (a phone-only account gets none). */
  email: string | null;
  /** R2 objects removed. */
  removedObjects: number;
}

export interface DeletionOptions {
  /** The site origin for links in the confirmation e-mail. */
  origin: string;
  /** Who deleted the account (the person themselves, or an admin): written to the audit log. */
  actorId: string | null;
  /** Sends the confirmation right after the response; without it the housekeeping cron delivers it. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * Deletes the account: erases it in D1 and queues the "account deleted" e-mail to the address they had (one
 * transaction: from that moment the person cannot sign in and their sessions stop working), then removes their
 * photos and ID document from R2. Null when there is no such account (or it was already deleted).
 */
export async function deleteAccount(
  env: Env,
  userId: string,
  options: DeletionOptions,
): Promise<DeletionResult | null> {
  const targets = await deletionTargets(env.DB, userId);
  if (!targets) return null;
  // The confirmation is queued in the erasing transaction: the account never goes without it, nor it without the
  // account going (a failure in between would tell the person "error" while their account was already gone).
  const mail = targets.email
    ? outboxStatement(env.DB, {
        to: targets.email,
        ...accountDeletedEmail({ origin: options.origin, email: targets.email }),
      })
    : null;
  if (!(await eraseAccount(env.DB, userId, options.actorId, mail ? [mail.statement] : []))) return null;

  let removedObjects = 0;
  try {
    // R2 deletes up to 1000 keys per call; media rows are forgotten only once their objects are gone, so a failure
    // here leaves them listed (owned by the tombstone) for a later cleanup.
    for (let i = 0; i < targets.keys.length; i += 1000) {
      const part = targets.keys.slice(i, i + 1000);
      await env.MEDIA.delete(part);
      await forgetMedia(env.DB, part);
      removedObjects += part.length;
    }
  } catch (err) {
    console.error(JSON.stringify({ job: "deleteAccount", user_id: userId, error: String(err) }));
  }

  if (mail) {
    options.waitUntil?.(
      deliverOutbox(env, emailSender(env), { ids: [mail.id] }).catch((err) =>
        console.error(JSON.stringify({ job: "deleteAccount.mail", error: String(err) })),
      ),
    );
  }
  return { email: targets.email, removedObjects };
}
