import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type AdminReviewRow, rejectReviewBody } from "../../../../domain/api/admin-bookings";
import { REVIEW_LIMITS } from "../../../../domain/bookings/reviews";
import { formatDate, formatDateRange } from "../../../../domain/date-range";
import { REVIEW_STATUSES, type ReviewStatus } from "../../../../domain/vocabulary";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { errorText } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { ReviewPhotos, Stars } from "../../components/reviews/ReviewList";
import { Button } from "../../components/ui/Button";
import { CountedLabel, Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { ApiRequestError, call } from "../../lib/api";
import { queryClient, useAppInfiniteQuery, useAppMutation } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { ListSkeleton, ShowMore } from "./AdminConversationParts";
import { AdminPage } from "./kit/AdminPage";
import { ReasonDialog } from "./kit/ReasonDialog";

const QUERY_KEY = [PERSONAL_QUERY_KEY, "admin-reviews"] as const;

const TAB_LABEL: Record<ReviewStatus, string> = { pending: "Pending", verified: "Verified", rejected: "Rejected" };

const EMPTY: Record<ReviewStatus, string> = {
  pending: "No reviews are waiting for verification.",
  verified: "No verified reviews yet.",
  rejected: "No rejected reviews.",
};

const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200";

const isStatus = (v: string | null): v is ReviewStatus => REVIEW_STATUSES.includes(v as ReviewStatus);

/** The reason's problem as the server would name it ("reason: is required"), or null. */
function reasonProblem(reason: string): string | null {
  const result = rejectReviewBody.safeParse({ reason });
  return result.success ? null : `reason: ${result.error.issues[0]?.message ?? "is invalid"}`;
}

function ReviewCard({
  review: r,
  busy,
  onVerify,
  onReject,
}: {
  review: AdminReviewRow;
  busy: boolean;
  onVerify: () => void;
  onReject: () => void;
}) {
  const headingId = `review-${r.id}`;
  const trip = r.listing_title ?? "A trip";
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="font-display text-lg font-semibold text-stone-900 dark:text-white">
              {r.traveler_name} on {trip}
            </h3>
            <p className="text-sm text-stone-600 dark:text-stone-300">
              {r.trip ? `Trip ${formatDateRange(r.trip.start_date, r.trip.end_date)} · ` : ""}
              Written {formatDate(r.created_at)}
            </p>
          </div>
          <span className="flex items-center gap-2 text-sm font-semibold text-stone-900 dark:text-white">
            <Stars rating={r.rating} size={16} />
            {r.rating}/5
          </span>
        </div>
        <p className="leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-100">{r.body}</p>
        <ReviewPhotos photos={r.photos} by={r.traveler_name} />
        <p className="text-sm text-stone-700 dark:text-stone-200">
          Host:{" "}
          {r.host_slug ? (
            <Link to={`/host/${encodeURIComponent(r.host_slug)}`} className={LINK}>
              {r.host_name}
            </Link>
          ) : (
            r.host_name
          )}
          {r.booking_id && (
            <>
              {" · "}
              <Link to={`/admin/bookings/${encodeURIComponent(r.booking_id)}`} className={LINK}>
                The booking<span className="sr-only"> of {r.traveler_name}</span>
              </Link>
            </>
          )}
        </p>
        {r.status === "rejected" && (
          <p className="rounded-2xl bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
            <span className="font-semibold">Rejected{r.moderated_at ? ` ${formatDate(r.moderated_at)}` : ""}:</span>{" "}
            <span className="whitespace-pre-line">{r.rejection_reason}</span>
          </p>
        )}
        {r.status === "verified" && r.moderated_at && (
          <p className="text-sm text-stone-600 dark:text-stone-300">Verified {formatDate(r.moderated_at)}</p>
        )}
        {r.status === "pending" && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4 dark:border-stone-800">
            <Button variant="danger-outline" size="sm" onClick={onReject} disabled={busy}>
              Reject<span className="sr-only"> the review by {r.traveler_name}</span>
            </Button>
            <Button size="sm" onClick={onVerify} busy={busy} busyLabel="Verifying…">
              Verify<span className="sr-only"> the review by {r.traveler_name}</span>
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

/** The reviews of the tab's status, a page at a time, with the decisions on pending ones. */
function Queue() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: ReviewStatus = isStatus(raw) ? raw : "pending";
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState<AdminReviewRow | null>(null);

  const list = useAppInfiniteQuery({
    queryKey: [...QUERY_KEY, status],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/admin/reviews", { query: { status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
  // The counts of every status come with each answer: the last ones stay in the tabs while another tab loads.
  const fetchedCounts = list.data?.pages[0]?.counts ?? null;
  const [counts, setCounts] = useState(fetchedCounts);
  useEffect(() => {
    if (fetchedCounts) setCounts(fetchedCounts);
  }, [fetchedCounts]);
  const items = list.data?.pages.flatMap((p) => p.reviews) ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const decided = (err: unknown) => {
    // Another admin decided first: the list is out of date.
    if (err instanceof ApiRequestError && (err.status === 409 || err.status === 404)) void refresh();
  };
  const verify = useAppMutation({
    mutationFn: (r: AdminReviewRow) => call("POST /api/admin/reviews/:id/verify", { params: { id: r.id } }),
    onSuccess: (_answer, r) => {
      toast(`${r.traveler_name}'s review is verified and now counts in ${r.host_name}'s rating.`, "success");
      void refresh();
    },
    onError: (err) => {
      toast(errorText(err), "error");
      decided(err);
    },
  });
  const reject = async (r: AdminReviewRow, reason: string) => {
    try {
      await call("POST /api/admin/reviews/:id/reject", { params: { id: r.id }, body: { reason } });
    } catch (err) {
      decided(err);
      throw err;
    }
    setRejecting(null);
    toast(`${r.traveler_name}'s review is rejected. We told them why.`, "success");
    void refresh();
  };

  return (
    <>
      <Tabs
        name="reviews"
        label="Reviews by status"
        tabs={REVIEW_STATUSES.map((s) => ({
          id: s,
          label: <CountedLabel label={TAB_LABEL[s]} count={counts?.[s]} />,
        }))}
        selected={status}
        onSelect={(s) => setParams(s === "pending" ? {} : { status: s }, { replace: true })}
      />
      <div {...tabPanelProps("reviews", status)} className="mt-6">
        {list.isPending ? (
          <ListSkeleton label="Loading reviews…" count={3} height="h-48" />
        ) : list.isError && items.length === 0 ? (
          <LoadError title="We couldn't load the reviews." error={list.error} onRetry={() => list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState>{EMPTY[status]}</EmptyState>
        ) : (
          <>
            <ul className="space-y-4">
              {items.map((r) => (
                <ReviewCard
                  key={r.id}
                  review={r}
                  busy={verify.isPending && verify.variables?.id === r.id}
                  onVerify={() => verify.mutate(r)}
                  onReject={() => setRejecting(r)}
                />
              ))}
            </ul>
            <ShowMore query={list} label="Show more reviews" />
          </>
        )}
      </div>
      <ReasonDialog
        busyLabel="Rejecting…"
        subject={rejecting}
        title={`Reject ${rejecting ? `${rejecting.traveler_name}'s review` : "the review"}`}
        description="The traveler is told this reason; the review is not shown on the host's page."
        limits={{ min: 1, max: REVIEW_LIMITS.rejectReasonMax }}
        problemOf={reasonProblem}
        confirmLabel="Reject review"
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
    </>
  );
}

/** /admin/reviews (admins only, spec §2 "review verification"): verify reviews, or reject them with a reason. */
export function Component() {
  return (
    <AdminPage
      title="Reviews"
      width="medium"
      description={
        <>
          Travelers review completed trips. A review shows on the host's page and the listing, and counts in the host's
          rating, once you verify it.
        </>
      }
    >
      <Queue />
    </AdminPage>
  );
}
