/**
 * Reviewing host applications (/admin/hosts and its API): the limits of a rejection reason and the texts an
 * applicant or an admin sees. Shared by the worker and the web app.
 */
import { z } from "zod";
import { plainText } from "./api/fields";
import { HOST_STATUSES, type HostStatus } from "./vocabulary";

export const REJECTION_REASON = { min: 10, max: 1000 } as const;

/** The tabs of /admin/hosts, in order (pending first: the queue to review). */
export const HOST_REVIEW_TABS: readonly HostStatus[] = HOST_STATUSES;

export const REVIEW_STATUS_LABEL: Record<HostStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

/** Rows per page of GET /api/admin/hosts. */
export const ADMIN_HOSTS_PAGE = 20;

/** POST /api/admin/hosts/:id/reject: the reason an admin gives, shown to the applicant. */
export const rejectBody = z.strictObject({
  reason: plainText("is required")
    .trim()
    .min(
      REJECTION_REASON.min,
      `needs at least ${REJECTION_REASON.min} characters, so the applicant knows what to change`,
    )
    .max(REJECTION_REASON.max, `can be at most ${REJECTION_REASON.max} characters`),
});

/** The reason's problem as the server would name it ("reason: needs at least …"), checked before sending; or null. */
export function rejectionReasonProblem(reason: string): string | null {
  const result = rejectBody.safeParse({ reason });
  return result.success ? null : `reason: ${result.error.issues[0]?.message ?? "is invalid"}`;
}
