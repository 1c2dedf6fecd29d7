import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { OwnListingRow } from "../../../../domain/listing-form";
import { pageTitle } from "../../../../domain/titles";
import type { ListingStatus } from "../../../../domain/vocabulary";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { HostAccessNotice, useHostAccess } from "./host-access";
import { KindChooser } from "./KindChooser";
import { ListingRow } from "./ListingRow";
import { MY_LISTINGS_KEY, type RowAction, useRowAction } from "./list-actions";

type Tab = "all" | ListingStatus;

const TABS: { id: Tab; label: string; empty: string }[] = [
  { id: "all", label: "All", empty: "" },
  { id: "published", label: "Published", empty: "None of your listings is published." },
  { id: "draft", label: "Drafts", empty: "You have no drafts." },
  { id: "archived", label: "Archived", empty: "You have no archived listings." },
];

const isTab = (v: string | null): v is Tab => TABS.some((t) => t.id === v);

function RowSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="listing-row-skeleton"
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm dark:bg-stone-900"
    >
      <div className="h-20 w-28 animate-shimmer rounded-xl bg-stone-200 sm:h-24 sm:w-36 dark:bg-stone-800" />
      <div className="flex-1 space-y-3 py-1">
        <div className="h-3 w-24 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-5 w-3/5 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-3 w-2/5 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      </div>
    </div>
  );
}

function Listings({ approved }: { approved: boolean }) {
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const tab: Tab = isTab(status) ? status : "all";
  const [showChooser, setShowChooser] = useState(false);
  const [toDelete, setToDelete] = useState<OwnListingRow | null>(null);
  const query = useAppQuery({
    queryKey: MY_LISTINGS_KEY,
    queryFn: ({ signal }) => call("GET /api/me/listings", { signal }),
  });
  const action = useRowAction();

  const onAction = (row: OwnListingRow, a: RowAction) => {
    if (a === "delete") setToDelete(row);
    else action.mutate({ row, action: a });
  };
  const setTab = (t: Tab) => setParams(t === "all" ? {} : { status: t }, { replace: true });

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading your listings…</span>
        {skeletonKeys(3).map((k) => (
          <RowSkeleton key={k} />
        ))}
      </div>
    );
  }
  if (query.isError)
    return <LoadError title="We couldn't load your listings." error={query.error} onRetry={() => query.refetch()} />;

  const items = query.data.items;
  if (items.length === 0) {
    return (
      <div className="space-y-6">
        <EmptyState>You have no listings yet. Travelers find you through your tours and services.</EmptyState>
        <KindChooser headingId="first-listing-heading" title="Create your first listing" />
      </div>
    );
  }

  const counts: Record<Tab, number> = {
    all: items.length,
    published: items.filter((i) => i.status === "published").length,
    draft: items.filter((i) => i.status === "draft").length,
    archived: items.filter((i) => i.status === "archived").length,
  };
  const shown = tab === "all" ? items : items.filter((i) => i.status === tab);
  return (
    <div className="space-y-6">
      <div>
        <Button
          size="md"
          aria-expanded={showChooser}
          aria-controls="new-listing-kinds"
          onClick={() => setShowChooser((s) => !s)}
        >
          New listing
        </Button>
        <div id="new-listing-kinds" hidden={!showChooser} className="mt-4">
          <KindChooser headingId="new-listing-heading" title="What would you like to offer?" />
        </div>
      </div>
      <Tabs
        name="listings"
        label="Listings by status"
        tabs={TABS.map((t) => ({
          id: t.id,
          label: (
            <>
              {t.label} <span className="font-normal">({counts[t.id]})</span>
            </>
          ),
        }))}
        selected={tab}
        onSelect={setTab}
      />
      <div {...tabPanelProps("listings", tab)} className="space-y-4">
        {shown.length === 0 ? (
          <EmptyState>{TABS.find((t) => t.id === tab)?.empty}</EmptyState>
        ) : (
          shown.map((row) => (
            <ListingRow
              key={`${row.kind}:${row.id}`}
              row={row}
              canPublish={approved}
              busy={action.isPending && action.variables?.row.id === row.id}
              onAction={onAction}
            />
          ))
        )}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this listing?"
        confirmLabel="Delete listing"
        danger
        busy={action.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          action.mutate({ row: toDelete, action: "delete" }, { onSettled: () => setToDelete(null) });
        }}
      >
        “{toDelete?.title}” and its details will be removed for good. Its photos stay in your uploads.
      </ConfirmDialog>
    </div>
  );
}

/** /manage-listings: a host's listings of every kind by status, with what can be done to each, and new ones. */
export function Component() {
  usePageTitle(pageTitle("My listings"));
  const access = useHostAccess();
  if (access.state !== "host") return <HostAccessNotice access={access} />;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:py-14">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">My listings</h1>
        <p className="text-stone-600 dark:text-stone-300">
          Your tours, group tours, cars and driver services. Drafts and archived listings are visible only to you.
        </p>
      </header>
      {!access.approved && (
        <p
          role="note"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          Your host profile is under review. You can prepare drafts now; publishing opens once we have approved you.{" "}
          <Link to="/profile-under-review" className="font-semibold underline underline-offset-2">
            See your application
          </Link>
        </p>
      )}
      <Listings approved={access.approved} />
    </div>
  );
}
