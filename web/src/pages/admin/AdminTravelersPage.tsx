import { Link, useSearchParams } from "react-router";
import {
  type AdminTravelerRow,
  type AdminTravelersQuery,
  SUSPENSION_REASON_MAX,
} from "../../../../domain/api/admin-travelers";
import { formatDate } from "../../../../domain/date-range";
import { Avatar } from "../../components/Avatar";
import { call } from "../../lib/api";
import { Badge } from "./AdminConversationParts";
import { AdminList, type ListColumn, type ListFilter, type RowAction } from "./kit/AdminList";
import { AdminPage } from "./kit/AdminPage";

const LINK = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200";

/** "Signed up" choices: the `from` day of the last 7, 30 or 365 days (and the URL's own day when it is another). */
function signedUpFilter(current: string | null): ListFilter {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const options = [
    { value: "", label: "Any time" },
    { value: daysAgo(7), label: "Last 7 days" },
    { value: daysAgo(30), label: "Last 30 days" },
    { value: daysAgo(365), label: "Last 12 months" },
  ];
  if (current && !options.some((o) => o.value === current))
    options.push({ value: current, label: `Since ${formatDate(current)}` });
  return { name: "from", label: "Signed up", options };
}

const STATUS_FILTER: ListFilter = {
  name: "status",
  label: "Status",
  options: [
    { value: "", label: "All" },
    { value: "active", label: "Active" },
    { value: "suspended", label: "Suspended" },
  ],
};

const TRIP_FILTER: ListFilter = {
  name: "trip",
  label: "Trip request",
  options: [
    { value: "", label: "Any" },
    { value: "yes", label: "Has a public one" },
    { value: "no", label: "None public" },
  ],
};

export function TravelerStatusBadge({ status }: { status: AdminTravelerRow["status"] }) {
  return status === "suspended" ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>;
}

const COLUMNS: ListColumn<AdminTravelerRow>[] = [
  {
    id: "name",
    header: "Traveler",
    sortable: true,
    rowHeader: true,
    cell: (r) => (
      <div className="flex min-w-48 items-start gap-3">
        <Avatar src={r.profile_photo_url} name={r.name} size={36} />
        <div className="min-w-0">
          <Link to={`/admin/travelers/${encodeURIComponent(r.id)}`} className={LINK}>
            {r.name}
          </Link>
          <p className="text-sm break-all text-stone-600 dark:text-stone-300">{r.email ?? r.phone ?? "No address"}</p>
          {r.email && r.phone && <p className="text-sm text-stone-600 dark:text-stone-300">{r.phone}</p>}
        </div>
      </div>
    ),
  },
  {
    id: "place",
    header: "From",
    cell: (r) => [r.city, r.country].filter(Boolean).join(", ") || "—",
  },
  {
    id: "status",
    header: "Status",
    cell: (r) => (
      <div className="flex flex-col items-start gap-1">
        <TravelerStatusBadge status={r.status} />
        {!r.email_confirmed && r.email && <Badge tone="amber">E-mail not confirmed</Badge>}
        {r.has_trip_request && <Badge tone="brand">Trip request</Badge>}
      </div>
    ),
  },
  {
    id: "created_at",
    header: "Signed up",
    sortable: true,
    className: "whitespace-nowrap",
    cell: (r) => <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>,
  },
  {
    id: "last_sign_in_at",
    header: "Last sign-in",
    sortable: true,
    className: "whitespace-nowrap",
    cell: (r) =>
      r.last_sign_in_at ? <time dateTime={r.last_sign_in_at}>{formatDate(r.last_sign_in_at)}</time> : "Never",
  },
];

/** The suspend and restore actions of a traveler (the list's row and the detail page share them). */
export function standingActions(r: Pick<AdminTravelerRow, "id" | "name" | "status">, after?: () => void): RowAction[] {
  return r.status === "suspended"
    ? [
        {
          label: "Restore",
          confirm: {
            title: `Restore ${r.name}?`,
            body: "They can sign in again at once, and we e-mail them that their account is restored.",
            confirmLabel: "Restore",
          },
          run: async () => {
            await call("POST /api/admin/travelers/:id/restore", { params: { id: r.id } });
            after?.();
          },
          success: `${r.name} is restored.`,
        },
      ]
    : [
        {
          label: "Suspend",
          danger: true,
          confirm: {
            title: `Suspend ${r.name}?`,
            body: "They are signed out everywhere at once and cannot sign in until you restore them. We e-mail them your reason.",
            confirmLabel: "Suspend",
            reason: { label: "Reason", hint: "The traveler reads it in the e-mail.", max: SUSPENSION_REASON_MAX },
          },
          run: async (reason) => {
            await call("POST /api/admin/travelers/:id/suspend", {
              params: { id: r.id },
              body: { reason: reason ?? "" },
            });
            after?.();
          },
          success: `${r.name} is suspended and signed out everywhere.`,
        },
      ];
}

/**
 * /admin/travelers (admins only): every traveler, searched by name, e-mail, phone or id, filtered by standing, trip
 * request and sign-up date, sorted by sign-up, last sign-in or name; open one, suspend with a reason, restore.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AdminPage
      title="Travelers"
      description="Everyone who signed up as a traveler. Suspending someone signs them out everywhere at once and stops them signing in, until you restore them."
    >
      <AdminList<AdminTravelerRow>
        name="travelers"
        caption="Travelers"
        fetchPage={(query, signal) => call("GET /api/admin/travelers", { query: query as AdminTravelersQuery, signal })}
        exportPath="/api/admin/travelers/export"
        columns={COLUMNS}
        rowKey={(r) => r.id}
        search={{ label: "Search travelers", placeholder: "Name, e-mail, phone or id" }}
        filters={[STATUS_FILTER, TRIP_FILTER, signedUpFilter(params.get("from"))]}
        defaultSort={{ sort: "created_at", dir: "desc" }}
        empty="No travelers match these filters."
        rowActions={(r) => [
          { label: "Open", to: `/admin/travelers/${encodeURIComponent(r.id)}` },
          ...standingActions(r),
        ]}
      />
    </AdminPage>
  );
}
