import type { AdminHostRow } from "../../../../domain/api/admin-hosts";
import { formatDate } from "../../../../domain/date-range";
import { REVIEW_STATUS_LABEL } from "../../../../domain/host-review";
import { HOST_TYPE_LABEL } from "../../../../domain/people";
import type { HostStatus } from "../../../../domain/vocabulary";
import { Avatar } from "../../components/Avatar";
import { type Column, Table } from "../../components/ui/Table";
import { DocumentLink, fullName, HostPageLink, placeOf } from "./ApplicantCard";

const COLUMNS: Column<AdminHostRow>[] = [
  {
    id: "name",
    header: "Host",
    rowHeader: true,
    className: "min-w-64",
    cell: (h) => (
      <span className="flex items-center gap-3">
        <Avatar src={h.profile_photo_url} name={fullName(h)} size={40} alt="" />
        <span className="min-w-0">
          <span className="block">{fullName(h)}</span>
          {h.email && <span className="block font-normal break-all text-stone-600 dark:text-stone-300">{h.email}</span>}
        </span>
      </span>
    ),
  },
  { id: "type", header: "Type", cell: (h) => HOST_TYPE_LABEL[h.host_type] },
  { id: "place", header: "Place", cell: placeOf },
  { id: "changed", header: "Last change", cell: (h) => formatDate(h.updated_at), className: "whitespace-nowrap" },
  {
    id: "links",
    header: "Links",
    cell: (h) => (
      <span className="flex flex-wrap gap-2">
        <DocumentLink host={h} />
        <HostPageLink host={h} />
      </span>
    ),
  },
];

const REASON: Column<AdminHostRow> = {
  id: "reason",
  header: "Reason",
  cell: (h) => <span className="whitespace-pre-line">{h.rejection_reason}</span>,
};

/**
 * Decided applications (approved, rejected, suspended) as a table: one line each, the newest change first (the
 * server's order), with the ID document and, for approved hosts, their page. Rejected ones show the reason given.
 */
export function DecidedHostsTable({
  status,
  hosts,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  status: Exclude<HostStatus, "pending">;
  hosts: AdminHostRow[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const columns = status === "rejected" ? [...COLUMNS.slice(0, 4), REASON, ...COLUMNS.slice(4)] : COLUMNS;
  return (
    <Table
      caption={`${REVIEW_STATUS_LABEL[status]} hosts`}
      columns={columns}
      rows={hosts}
      rowKey={(h) => h.id}
      sort={{ column: "changed", direction: "descending" }}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      loadMoreLabel="Show more applications"
    />
  );
}
