import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { ListingStatus, OwnListingRow } from "../../../../domain/listing-form";
import { pageTitle } from "../../../../domain/meta";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { listingsApi } from "../../lib/listings-api";
import { usePageTitle } from "../../lib/page-title";
import { tabIndexForKey } from "../../lib/tabs";
import { HostAccessNotice, useHostAccess } from "./host-access";
import { KindChooser } from "./KindChooser";
import { ListingRow } from "./ListingRow";
import { MY_LISTINGS_KEY, type RowAction, useRowAction } from "./list-actions";

type Tab = "all" | ListingStatus;

const TABS: { tab: Tab; label: string; empty: string }[] = [
  { tab: "all", label: "All", empty: "" },
  { tab: "published", label: "Published", empty: "None of your listings is published." },
  { tab: "draft", label: "Drafts", empty: "You have no drafts." },
  { tab: "archived", label: "Archived", empty: "You have no archived listings." },
];

const isTab = (v: string | null): v is Tab => TABS.some((t) => t.tab === v);

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

/** Status tabs (WAI-ARIA tabs: arrow keys move between them). */
function StatusTabs({ tab, counts, onChange }: { tab: Tab; counts: Record<Tab, number>; onChange: (t: Tab) => void }) {
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.tab === tab);
    const next = tabIndexForKey(e.key, i, TABS.length);
    const target = TABS[next];
    if (!target) return;
    e.preventDefault();
    onChange(target.tab);
    document.getElementById(`listings-tab-${target.tab}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Listings by status"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-stone-200 dark:border-stone-800"
    >
      {TABS.map((t) => {
        const selected = t.tab === tab;
        return (
          <button
            key={t.tab}
            id={`listings-tab-${t.tab}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="listings-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.tab)}
            className={`-mb-px shrink-0 border-b-2 px-2 py-2 text-sm font-semibold sm:px-3 ${
              selected
                ? "border-brand-700 text-brand-800 dark:border-brand-200 dark:text-brand-100"
                : "border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white"
            }`}
          >
            {t.label} <span className="font-normal">({counts[t.tab]})</span>
          </button>
        );
      })}
    </div>
  );
}

function Listings({ approved }: { approved: boolean }) {
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const tab: Tab = isTab(status) ? status : "all";
  const [showChooser, setShowChooser] = useState(false);
  const [toDelete, setToDelete] = useState<OwnListingRow | null>(null);
  const query = useQuery({ queryKey: MY_LISTINGS_KEY, queryFn: ({ signal }) => listingsApi.mine(signal) });
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
  if (query.isError) return <LoadError title="We couldn't load your listings." onRetry={() => void query.refetch()} />;

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
        <button
          type="button"
          aria-expanded={showChooser}
          aria-controls="new-listing-kinds"
          onClick={() => setShowChooser((s) => !s)}
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          New listing
        </button>
        <div id="new-listing-kinds" hidden={!showChooser} className="mt-4">
          <KindChooser headingId="new-listing-heading" title="What would you like to offer?" />
        </div>
      </div>
      <StatusTabs tab={tab} counts={counts} onChange={setTab} />
      <div id="listings-panel" role="tabpanel" aria-labelledby={`listings-tab-${tab}`} className="space-y-4">
        {shown.length === 0 ? (
          <EmptyState>{TABS.find((t) => t.tab === tab)?.empty}</EmptyState>
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
