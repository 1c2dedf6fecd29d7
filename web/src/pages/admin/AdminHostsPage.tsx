import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import type { AdminHostRow, AdminHostsResponse, adminHostsQuery } from "../../../../domain/api/admin-hosts";
import {
  HOST_REVIEW_TABS,
  REJECTION_REASON,
  REVIEW_STATUS_LABEL,
  rejectionReasonProblem,
} from "../../../../domain/host-review";
import type { HostStatus } from "../../../../domain/vocabulary";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { errorText } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { CountedLabel, Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { ApiRequestError, call } from "../../lib/api";
import { queryClient, useAppInfiniteQuery, useAppMutation } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { ApplicantCard, fullName } from "./ApplicantCard";
import { decidedHostColumns } from "./DecidedHostColumns";
import { AdminList, adminListKey, type ListQuery } from "./kit/AdminList";
import { AdminPage } from "./kit/AdminPage";
import { ReasonDialog } from "./kit/ReasonDialog";

type Decided = Exclude<HostStatus, "pending">;
type HostsQuery = z.input<typeof adminHostsQuery.list>;
type Counts = AdminHostsResponse["counts"];

const QUERY_KEY = [PERSONAL_QUERY_KEY, "admin-hosts"] as const;

const EMPTY: Record<HostStatus, string> = {
  pending: "No applications are waiting for review.",
  approved: "No approved hosts match.",
  rejected: "No rejected applications match.",
  suspended: "No suspended hosts match.",
};

/** A decided tab's list, and the order it starts in: the newest decision first. */
const DEFAULT_SORT = { sort: "decided_at", dir: "desc" } as const;

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

/** The pending applications, oldest first, a page at a time, each approved or rejected with a reason. */
function PendingApplications({ onCounts }: { onCounts: (counts: Counts) => void }) {
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState<AdminHostRow | null>(null);

  const list = useAppInfiniteQuery({
    queryKey: [...QUERY_KEY, "pending"],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/admin/hosts", { query: { status: "pending", cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const fetchedCounts = list.data?.pages[0]?.counts;
  useEffect(() => {
    if (fetchedCounts) onCounts(fetchedCounts);
  }, [fetchedCounts, onCounts]);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  // A decision moves a host to another tab's list.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
      ...HOST_REVIEW_TABS.map((s) => queryClient.invalidateQueries({ queryKey: adminListKey(`hosts-${s}`) })),
    ]);
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
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && items.length === 0 ? (
        <LoadError title="We couldn't load the applications." error={list.error} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{EMPTY.pending}</EmptyState>
      ) : (
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
      )}
      {list.isFetchNextPageError && (
        <LoadError variant="compact" title="We couldn't load more." error={list.error} onRetry={loadMore} />
      )}
      <ReasonDialog
        busyLabel="Rejecting…"
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

/** Approved, rejected or suspended hosts: a console list searched by name or e-mail, sorted, exported. */
function DecidedHosts({ status, onCounts }: { status: Decided; onCounts: (counts: Counts) => void }) {
  return (
    <AdminList<AdminHostRow>
      name={`hosts-${status}`}
      caption={`${REVIEW_STATUS_LABEL[status]} hosts`}
      fetchPage={async (query: ListQuery, signal) => {
        const page = await call("GET /api/admin/hosts", { query: { ...(query as HostsQuery), status }, signal });
        onCounts(page.counts);
        return page;
      }}
      columns={decidedHostColumns(status)}
      rowKey={(h) => h.id}
      search={{ label: `Search ${REVIEW_STATUS_LABEL[status].toLowerCase()} hosts`, placeholder: "Name or e-mail" }}
      defaultSort={DEFAULT_SORT}
      empty={EMPTY[status]}
      exportPath={`/api/admin/hosts/export?status=${status}`}
    />
  );
}

/**
 * /admin/hosts (in the admin layout, admins only): host applications by status with each status's count. Pending
 * ones are cards to approve, or reject with a reason; decided ones a searchable, sortable list with its CSV.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: HostStatus = isStatus(raw) ? raw : "pending";
  // The counts of every status come with each answer: the last ones stay in the tabs while another tab loads.
  const [counts, setCounts] = useState<Counts | null>(null);
  return (
    <AdminPage
      title="Host applications"
      description="Check each applicant's details, photo and ID document, then approve them or say what is missing."
      crumbs={[{ label: "Host applications" }]}
    >
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
        {status === "pending" ? (
          <PendingApplications onCounts={setCounts} />
        ) : (
          <DecidedHosts key={status} status={status} onCounts={setCounts} />
        )}
      </div>
    </AdminPage>
  );
}
