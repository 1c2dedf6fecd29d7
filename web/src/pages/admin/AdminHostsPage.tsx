import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { AdminHostRow } from "../../../../domain/api/admin-hosts";
import {
  HOST_REVIEW_TABS,
  REJECTION_REASON,
  REVIEW_STATUS_LABEL,
  rejectionReasonProblem,
} from "../../../../domain/host-review";
import { pageTitle } from "../../../../domain/titles";
import type { HostStatus } from "../../../../domain/vocabulary";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { errorText } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { CountedLabel, Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { ApiRequestError, call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppInfiniteQuery, useAppMutation } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { ApplicantCard, fullName } from "./ApplicantCard";
import { DecidedHostsTable } from "./DecidedHostsTable";
import { RejectDialog } from "./RejectDialog";

const QUERY_KEY = [PERSONAL_QUERY_KEY, "admin-hosts"] as const;

const EMPTY: Record<HostStatus, string> = {
  pending: "No applications are waiting for review.",
  approved: "No approved hosts yet.",
  rejected: "No rejected applications.",
  suspended: "No suspended hosts.",
};

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">Loading applications…</span>
      {skeletonKeys(3).map((k) => (
        <div key={k} className="h-56 animate-shimmer rounded-3xl bg-stone-200 dark:bg-stone-800" />
      ))}
    </div>
  );
}

function isStatus(value: string | null): value is HostStatus {
  return HOST_REVIEW_TABS.includes(value as HostStatus);
}

/** The applications of the tab's status, a page at a time, with the decisions on pending ones. */
function Review() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: HostStatus = isStatus(raw) ? raw : "pending";
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState<AdminHostRow | null>(null);

  const list = useAppInfiniteQuery({
    queryKey: [...QUERY_KEY, status],
    queryFn: ({ pageParam, signal }) => call("GET /api/admin/hosts", { query: { status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  // The counts of every status come with each answer: the last ones stay in the tabs while another tab loads.
  const fetchedCounts = list.data?.pages[0]?.counts ?? null;
  const [counts, setCounts] = useState(fetchedCounts);
  useEffect(() => {
    if (fetchedCounts) setCounts(fetchedCounts);
  }, [fetchedCounts]);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const decided = (err: unknown) => {
    // Someone else decided first: the list is out of date.
    if (err instanceof ApiRequestError && (err.status === 409 || err.status === 404)) void refresh();
  };
  const approve = useAppMutation({
    mutationFn: (host: AdminHostRow) => call("POST /api/admin/hosts/:id/approve", { params: { id: host.id } }),
    onSuccess: (_row, host) => {
      toast(`${fullName(host)} is approved and now shows as Verified.`, "success");
      void refresh();
    },
    onError: (err) => {
      toast(errorText(err), "error");
      decided(err);
    },
  });
  const reject = async (host: AdminHostRow, reason: string) => {
    try {
      await call("POST /api/admin/hosts/:id/reject", { params: { id: host.id }, body: { reason } });
    } catch (err) {
      decided(err);
      throw err;
    }
    setRejecting(null);
    toast(`${fullName(host)}'s application was rejected. We e-mailed them the reason.`, "success");
    void refresh();
  };
  const loadMore = () => void list.fetchNextPage();

  return (
    <>
      <Tabs
        name="hosts"
        label="Applications by status"
        tabs={HOST_REVIEW_TABS.map((s) => ({
          id: s,
          label: <CountedLabel label={REVIEW_STATUS_LABEL[s]} count={counts?.[s]} />,
        }))}
        selected={status}
        onSelect={(s) => setParams(s === "pending" ? {} : { status: s }, { replace: true })}
      />
      <div {...tabPanelProps("hosts", status)} className="mt-6">
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && items.length === 0 ? (
          <LoadError title="We couldn't load the applications." error={list.error} onRetry={() => list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState>{EMPTY[status]}</EmptyState>
        ) : status === "pending" ? (
          <>
            <ul className="space-y-4">
              {items.map((h) => (
                <ApplicantCard
                  key={h.id}
                  host={h}
                  busy={approve.isPending && approve.variables?.id === h.id}
                  onApprove={() => approve.mutate(h)}
                  onReject={() => setRejecting(h)}
                />
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button variant="secondary" busy={list.isFetchingNextPage} busyLabel="Loading…" onClick={loadMore}>
                  Show more applications
                </Button>
              </div>
            )}
          </>
        ) : (
          <DecidedHostsTable
            status={status}
            hosts={items}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        )}
        {list.isFetchNextPageError && (
          <LoadError variant="compact" title="We couldn't load more." error={list.error} onRetry={loadMore} />
        )}
      </div>
      <RejectDialog
        subject={rejecting}
        title={`Reject ${rejecting ? fullName(rejecting) : "application"}`}
        description="The applicant sees this reason on their application and in the e-mail we send, so say what to change."
        limits={REJECTION_REASON}
        problemOf={rejectionReasonProblem}
        confirmLabel="Reject application"
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
    </>
  );
}

/** /admin/hosts (in the admin layout, admins only): host applications by status; approve, or reject with a reason. */
export function Component() {
  usePageTitle(pageTitle("Host applications"));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
        Host applications
      </h1>
      <p className="mt-2 mb-6 text-stone-600 dark:text-stone-300">
        Check each applicant's details, photo and ID document, then approve them or say what is missing.
      </p>
      <Review />
    </div>
  );
}
