import type { AdminHostRow } from "../../../../domain/api/admin-hosts";
import { formatDate } from "../../../../domain/date-range";
import { HOST_TYPE_LABEL } from "../../../../domain/people";
import type { HostStatus } from "../../../../domain/vocabulary";
import { Avatar } from "../../components/Avatar";
import { DocumentLink, fullName, HostPageLink, placeOf } from "./ApplicantCard";
import type { ListColumn } from "./kit/AdminList";

const DECIDED_LABEL: Record<Exclude<HostStatus, "pending">, string> = {
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

const REASON: ListColumn<AdminHostRow> = {
  id: "reason",
  header: "Reason",
  cell: (h) => <span className="whitespace-pre-line">{h.rejection_reason}</span>,
};

/**
 * The columns of a decided tab (approved, rejected, suspended): the host (sortable by name) with their e-mail, type,
 * place, the decision's date (sortable), the ID document and, for approved hosts, their page. Rejected ones show
 * the reason given.
 */
export function decidedHostColumns(status: Exclude<HostStatus, "pending">): ListColumn<AdminHostRow>[] {
  const columns: ListColumn<AdminHostRow>[] = [
    {
      id: "name",
      header: "Host",
      rowHeader: true,
      sortable: true,
      className: "min-w-64",
      cell: (h) => (
        <span className="flex items-center gap-3">
          <Avatar src={h.profile_photo_url} name={fullName(h)} size={40} alt="" />
          <span className="min-w-0">
            <span className="block">{fullName(h)}</span>
            {h.email && (
              <span className="block font-normal break-all text-stone-600 dark:text-stone-300">{h.email}</span>
            )}
          </span>
        </span>
      ),
    },
    { id: "type", header: "Type", cell: (h) => HOST_TYPE_LABEL[h.host_type] },
    { id: "place", header: "Place", cell: placeOf },
    {
      id: "decided_at",
      header: DECIDED_LABEL[status],
      sortable: true,
      className: "whitespace-nowrap",
      cell: (h) => formatDate(h.decided_at ?? h.updated_at),
    },
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
  return status === "rejected" ? [...columns.slice(0, 4), REASON, ...columns.slice(4)] : columns;
}
