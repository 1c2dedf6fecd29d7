/**
 * People who signed up but never chose host or traveler (spec §2 "incomplete-users"; §4: a profile without a
 * user_type is incomplete). How far each got is one stage, the furthest step of sign-up they reached, in order.
 */

export const INCOMPLETE_STAGES = ["unconfirmed", "confirmed", "signed_in", "named"] as const;
export type IncompleteStage = (typeof INCOMPLETE_STAGES)[number];

/** What each stage means, for admins (the list's column and filter, the CSV). */
export const INCOMPLETE_STAGE_LABELS: Record<IncompleteStage, string> = {
  unconfirmed: "Signed up, not confirmed",
  confirmed: "Confirmed, never signed in",
  signed_in: "Signed in, no name yet",
  named: "Gave their name",
};

/**
 * The furthest step reached: gave a first name on a profile; else signed in at least once; else confirmed their
 * e-mail address or phone; else only signed up. (worker/db/incomplete-users.ts computes the same in SQL.)
 */
export function incompleteStage(p: {
  first_name: string | null;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
}): IncompleteStage {
  if (p.first_name?.trim()) return "named";
  if (p.last_sign_in_at) return "signed_in";
  if (p.email_confirmed_at || p.phone_confirmed_at) return "confirmed";
  return "unconfirmed";
}

/** At most one reminder e-mail per person in this many days (issue 19). */
export const REMINDER_INTERVAL_DAYS = 7;

/** When the next reminder to someone last reminded at `lastSentAt` may go. */
export function nextReminderAt(lastSentAt: string): string {
  return new Date(Date.parse(lastSentAt) + REMINDER_INTERVAL_DAYS * 86_400_000).toISOString();
}

/** Where the reminder sends people: the page where they choose host or traveler (spec §2 signed-in routes). */
export const FINISH_SIGNUP_PATH = "/complete-profile";
