import { Link } from "react-router";
import type { z } from "zod";
import type { AdminListingRow, adminListingsQuery } from "../../../../domain/api/admin-listings";
import { formatDate } from "../../../../domain/date-range";
import { COUNTRIES } from "../../../../domain/geo";
import { LISTING_KIND_NAME } from "../../../../domain/listing-form";
import { FEATURED_LISTINGS_MAX, UNPUBLISH_REASON_MAX } from "../../../../domain/listing-moderation";
import { LISTING_ROUTE } from "../../../../domain/vocabulary";
import { call } from "../../lib/api";
import { StatusBadge } from "../manage-listings/StatusBadge";
import { AdminList, type ListQuery, type RowAction } from "./kit/AdminList";
import { AdminPage } from "./kit/AdminPage";

const HOST_STATUS: Record<AdminListingRow["host_status"], string> = {
  pending: "Host pending review",
  approved: "Approved host",
  rejected: "Host rejected",
  suspended: "Host suspended",
};

const SMALL = "text-xs text-stone-600 dark:text-stone-300";

function ListingCell({ row }: { row: AdminListingRow }) {
  return (
    <div className="min-w-48 space-y-1">
      <p className="font-medium break-words text-stone-900 dark:text-white">{row.title}</p>
      <p className={SMALL}>
        {LISTING_KIND_NAME[row.kind]}
        {row.countries.length > 0 && ` · ${row.countries.join(", ")}`}
      </p>
      {row.featured_at && (
        <p>
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            Featured since {formatDate(row.featured_at)}
          </span>
        </p>
      )}
      {row.unpublish_reason && (
        <p className="max-w-80 rounded-lg bg-amber-50 px-2 py-1 text-xs break-words text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <span className="font-semibold">Unpublished by our team:</span> {row.unpublish_reason}
        </p>
      )}
    </div>
  );
}

function HostCell({ row }: { row: AdminListingRow }) {
  return (
    <div className="min-w-40 space-y-0.5">
      <Link
        to={row.host_path}
        className="font-medium text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
      >
        {row.host_name || "Unnamed host"}
      </Link>
      {row.host_email && <p className={`${SMALL} break-all`}>{row.host_email}</p>}
      <p className={SMALL}>{HOST_STATUS[row.host_status]}</p>
    </div>
  );
}

function StatusCell({ row }: { row: AdminListingRow }) {
  return (
    <div className="space-y-1">
      <StatusBadge status={row.status} />
      {row.status === "published" && !row.visible && <p className={SMALL}>Hidden: the host is not approved</p>}
    </div>
  );
}

const params = (r: AdminListingRow) => ({ type: LISTING_ROUTE[r.kind], id: r.id });

function actions(r: AdminListingRow): RowAction[] {
  const list: RowAction[] = [{ label: "Open", to: r.path }];
  if (r.status === "published")
    list.push({
      label: "Unpublish",
      danger: true,
      confirm: {
        title: `Unpublish “${r.title}”?`,
        body: `It goes back to ${r.host_name || "the host"}'s drafts and disappears from the site. They are told the reason by e-mail and see it on their listings until they publish it again.`,
        confirmLabel: "Unpublish",
        reason: { label: "Reason for the host", max: UNPUBLISH_REASON_MAX },
      },
      run: (reason) =>
        call("POST /api/admin/listings/:type/:id/unpublish", { params: params(r), body: { reason: reason ?? "" } }),
      success: `“${r.title}” is unpublished and its host is told why.`,
    });
  if (r.featured_at)
    list.push({
      label: "Unfeature",
      run: () => call("POST /api/admin/listings/:type/:id/unfeature", { params: params(r) }),
      success: `“${r.title}” is no longer featured on the home page.`,
    });
  else if (r.visible)
    list.push({
      label: "Feature",
      run: () => call("POST /api/admin/listings/:type/:id/feature", { params: params(r) }),
      success: `“${r.title}” is featured on the home page (it shows there within a minute).`,
    });
  return list;
}

/** /admin/listings (issue 19 item 4): every listing of the four kinds with its host and state. */
export function Component() {
  return (
    <AdminPage
      title="Listings"
      description={`Every tour, group tour, rental car and driver service, whatever its state. Unpublish one with a reason its host is told, or feature up to ${FEATURED_LISTINGS_MAX} on the home page.`}
    >
      <AdminList<AdminListingRow>
        name="listings"
        caption="Listings"
        fetchPage={(query: ListQuery, signal) =>
          call("GET /api/admin/listings", { query: query as z.input<typeof adminListingsQuery.list>, signal })
        }
        exportPath="/api/admin/listings/export"
        columns={[
          { id: "title", header: "Listing", sortable: true, rowHeader: true, cell: (r) => <ListingCell row={r} /> },
          { id: "host", header: "Host", cell: (r) => <HostCell row={r} /> },
          { id: "status", header: "Status", cell: (r) => <StatusCell row={r} /> },
          { id: "views_count", header: "Views", sortable: true, cell: (r) => r.views_count.toLocaleString("en") },
          { id: "created_at", header: "Created", sortable: true, cell: (r) => formatDate(r.created_at) },
          { id: "updated_at", header: "Updated", sortable: true, cell: (r) => formatDate(r.updated_at) },
          {
            id: "published_at",
            header: "Published",
            sortable: true,
            cell: (r) => (r.published_at ? formatDate(r.published_at) : "Never"),
          },
        ]}
        rowKey={(r) => `${r.kind}:${r.id}`}
        search={{ label: "Search listings", placeholder: "Title, listing id, host name or e-mail" }}
        filters={[
          {
            name: "kind",
            label: "Kind",
            options: [
              { value: "", label: "All kinds" },
              ...(["tour", "group_tour", "rental_car", "driver"] as const).map((k) => ({
                value: LISTING_ROUTE[k],
                label: LISTING_KIND_NAME[k],
              })),
            ],
          },
          {
            name: "status",
            label: "Status",
            options: [
              { value: "", label: "All statuses" },
              { value: "published", label: "Published" },
              { value: "draft", label: "Draft" },
              { value: "archived", label: "Archived" },
            ],
          },
          {
            name: "featured",
            label: "Home page",
            options: [
              { value: "", label: "All" },
              { value: "yes", label: "Featured" },
              { value: "no", label: "Not featured" },
            ],
          },
          {
            name: "unpublished_by_admin",
            label: "Moderation",
            options: [
              { value: "", label: "All" },
              { value: "yes", label: "Unpublished by our team" },
              { value: "no", label: "Not unpublished by us" },
            ],
          },
          {
            name: "country",
            label: "Country",
            options: [
              { value: "", label: "All countries" },
              ...COUNTRIES.map((c) => ({ value: c.label, label: c.label })),
            ],
          },
        ]}
        defaultSort={{ sort: "created_at", dir: "desc" }}
        empty="No listings match these filters."
        rowActions={actions}
      />
    </AdminPage>
  );
}
