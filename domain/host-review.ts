/**
 * Reviewing host applications (/admin/hosts and its API): the limits of a rejection reason and the texts an
 * applicant or an admin sees. Shared by the worker and the web app.
 */
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

/** The reason an admin gives, checked the same way on both sides; null when it is fine. */
export function rejectionReasonProblem(reason: string): string | null {
  const n = reason.trim().length;
  if (n < REJECTION_REASON.min)
    return `reason: needs at least ${REJECTION_REASON.min} characters, so the applicant knows what to change`;
  if (n > REJECTION_REASON.max) return `reason: can be at most ${REJECTION_REASON.max} characters`;
  return null;
}
