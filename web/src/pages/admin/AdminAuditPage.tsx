import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import type { AdminAuditFacets, AdminAuditRow, adminAuditQuery } from "../../../../domain/api/admin-audit";
import { SYSTEM_ACTOR } from "../../../../domain/api/admin-audit";
import { RETENTION_DAYS } from "../../../../domain/retention";
import { LISTING_KINDS, LISTING_ROUTE, LISTING_TABLE, type ListingKind } from "../../../../domain/vocabulary";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { call } from "../../lib/api";
import { useAppQuery } from "../../lib/query";
import { AdminList, type ListColumn, type ListFilter, type ListQuery } from "./kit/AdminList";
import { AdminPage } from "./kit/AdminPage";

type AuditQuery = z.input<typeof adminAuditQuery.list>;

const LINK = "font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

/** "12 Mar 2026, 14:05:09" in the admin's own time zone. */
const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "medium" });

/** "host_approved", "article.schedule" → "Host approved", "Article schedule". */
export function humanize(code: string): string {
  const words = code.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const listingKindOf = (type: string): ListingKind | undefined =>
  LISTING_KINDS.find((k) => k === type || LISTING_TABLE[k] === type);

/** Where an entity is looked after in the console (or shown on the site), when it has such a page. */
export function entityHref(type: string, id: string | null): string | null {
  if (!id) return null;
  const e = encodeURIComponent(id);
  switch (type) {
    case "booking":
      return `/admin/bookings/${e}`;
    case "user":
      return `/admin/travelers/${e}`;
    case "conversation":
      return `/admin/conversations?c=${e}`;
    case "article":
      return `/admin/blog/edit/${e}`;
    case "marketing_template":
      return `/admin/marketing/edit/${e}`;
    default: {
      const kind = listingKindOf(type);
      return kind ? `/${LISTING_ROUTE[kind]}/${e}` : null;
    }
  }
}

/** This list's URL with other filters (keeping nothing else): for "everything by this person / about this entity". */
const filterHref = (params: Record<string, string>) => `/admin/audit?${new URLSearchParams(params).toString()}`;

function Who({ row }: { row: AdminAuditRow }) {
  if (!row.actor_id) return <span className="font-semibold">System</span>;
  const name = row.actor_name ?? row.actor_email ?? "A deleted account";
  return (
    <span className="block min-w-0">
      <Link to={filterHref({ actor_id: row.actor_id })} className={LINK} title={`Everything ${name} did`}>
        {name}
      </Link>
      {row.actor_email && row.actor_name && (
        <span className="block break-all text-stone-600 dark:text-stone-300">{row.actor_email}</span>
      )}
    </span>
  );
}

function Entity({ row }: { row: AdminAuditRow }) {
  const href = entityHref(row.entity_type, row.entity_id);
  return (
    <span className="block min-w-0">
      <span className="block">{humanize(row.entity_type)}</span>
      {row.entity_id && (
        <span className="block font-mono text-xs break-all">
          {href ? (
            <Link to={href} className={LINK}>
              {row.entity_id}
            </Link>
          ) : (
            row.entity_id
          )}
        </span>
      )}
      {row.entity_id && (
        <Link
          to={filterHref({ entity_type: row.entity_type, entity_id: row.entity_id })}
          className="inline-block py-1 text-sm text-stone-600 underline underline-offset-2 dark:text-stone-300"
        >
          All entries<span className="sr-only"> about this {humanize(row.entity_type).toLowerCase()}</span>
        </Link>
      )}
    </span>
  );
}

/** A detail's value as text: strings as they are, anything else as compact JSON. */
const valueText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

function Details({ row }: { row: AdminAuditRow }) {
  const entries = Object.entries(row.details);
  if (entries.length === 0) return <span className="text-stone-500 dark:text-stone-400">—</span>;
  const [first] = entries;
  const preview = first ? `${humanize(first[0])}: ${valueText(first[1])}` : "";
  return (
    <details className="group max-w-sm">
      <summary className="cursor-pointer break-words text-stone-800 dark:text-stone-100">
        <span className="line-clamp-2 inline">{preview}</span>
        {entries.length > 1 && (
          <span className="text-stone-600 dark:text-stone-300"> (+{entries.length - 1} more)</span>
        )}
      </summary>
      <dl className="mt-2 space-y-1 rounded-lg bg-stone-50 p-3 text-sm dark:bg-stone-800">
        {entries.map(([k, v]) => (
          <div key={k}>
            <dt className="font-semibold">{humanize(k)}</dt>
            <dd className="break-words whitespace-pre-wrap">{valueText(v)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const ADDRESS_KEPT_MS = RETENTION_DAYS.clientAddress * 86_400_000;

function Origin({ row }: { row: AdminAuditRow }) {
  if (!row.ip && !row.user_agent) {
    // A person's change older than the retention period had its origin cleared by the nightly run (decision 049).
    const cleared = row.actor_id !== null && Date.now() - Date.parse(row.created_at) > ADDRESS_KEPT_MS;
    return (
      <span className="text-stone-500 dark:text-stone-400">
        {cleared ? `Cleared after ${RETENTION_DAYS.clientAddress} days` : "Not recorded"}
      </span>
    );
  }
  return (
    <span className="block max-w-xs">
      {row.ip && <span className="block font-mono text-sm break-all">{row.ip}</span>}
      {row.user_agent && (
        <span
          className="line-clamp-2 block text-sm break-all text-stone-600 dark:text-stone-300"
          title={row.user_agent}
        >
          {row.user_agent}
        </span>
      )}
    </span>
  );
}

const COLUMNS: ListColumn<AdminAuditRow>[] = [
  {
    id: "created_at",
    header: "When",
    sortable: true,
    className: "whitespace-nowrap",
    cell: (r) => (
      <time dateTime={r.created_at} title={r.created_at}>
        {when(r.created_at)}
      </time>
    ),
  },
  { id: "who", header: "Who", cell: (r) => <Who row={r} /> },
  { id: "action", header: "Action", rowHeader: true, cell: (r) => humanize(r.action) },
  { id: "entity", header: "Entity", className: "min-w-40", cell: (r) => <Entity row={r} /> },
  { id: "details", header: "Details", className: "min-w-40", cell: (r) => <Details row={r} /> },
  { id: "origin", header: "From", className: "min-w-36", cell: (r) => <Origin row={r} /> },
];

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The filter menus: person, action, entity type (from the log itself), the entity when one is picked, and a period. */
function useFilters(facets: AdminAuditFacets | undefined): ListFilter[] {
  const [params] = useSearchParams();
  const actorId = params.get("actor_id");
  // The chosen person's name, from their latest entry (one row, read along the actor index).
  const chosen = useAppQuery({
    queryKey: [PERSONAL_QUERY_KEY, "admin-audit-actor", actorId],
    queryFn: ({ signal }) =>
      call("GET /api/admin/audit", { query: { actor_id: actorId ?? undefined, limit: 1 }, signal }),
    enabled: Boolean(actorId) && actorId !== SYSTEM_ACTOR,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const person = chosen.data?.items[0];
  const withCurrent = (name: string, options: ListFilter["options"], label: (v: string) => string) => {
    const v = params.get(name);
    return v && !options.some((o) => o.value === v) ? [...options, { value: v, label: label(v) }] : options;
  };
  const now = Date.now();
  const filters: ListFilter[] = [
    {
      name: "actor_id",
      label: "Person",
      options: withCurrent(
        "actor_id",
        [
          { value: "", label: "Everyone" },
          { value: SYSTEM_ACTOR, label: "System" },
        ],
        () => person?.actor_name ?? person?.actor_email ?? "The chosen person",
      ),
    },
    {
      name: "action",
      label: "Action",
      options: withCurrent(
        "action",
        [
          { value: "", label: "All actions" },
          ...(facets?.actions ?? []).map((a) => ({ value: a, label: humanize(a) })),
        ],
        humanize,
      ),
    },
    {
      name: "entity_type",
      label: "Entity",
      options: withCurrent(
        "entity_type",
        [
          { value: "", label: "All entities" },
          ...(facets?.entity_types ?? []).map((t) => ({ value: t, label: humanize(t) })),
        ],
        humanize,
      ),
    },
    {
      name: "from",
      label: "Period",
      options: withCurrent(
        "from",
        [
          { value: "", label: "All time" },
          { value: dayOf(now), label: "Today" },
          { value: dayOf(now - 6 * DAY), label: "Last 7 days" },
          { value: dayOf(now - 29 * DAY), label: "Last 30 days" },
          { value: dayOf(now - 89 * DAY), label: "Last 90 days" },
        ],
        (v) => `Since ${v}`,
      ),
    },
  ];
  // One entity, when a link picked it (its type stays in the Entity menu).
  if (params.get("entity_id"))
    filters.splice(3, 0, {
      name: "entity_id",
      label: "Entity id",
      options: withCurrent("entity_id", [{ value: "", label: "Any" }], (v) => v),
    });
  return filters;
}

/**
 * /admin/audit (admins only): the audit log — who did what to which entity, when and from where — filtered by
 * person, action, entity and period, searched, newest or oldest first, exported as CSV.
 */
export function Component() {
  const facets = useAppQuery({
    queryKey: [PERSONAL_QUERY_KEY, "admin-audit-facets"],
    queryFn: ({ signal }) => call("GET /api/admin/audit/facets", { signal }),
    staleTime: 60_000,
  });
  const filters = useFilters(facets.data);
  return (
    <AdminPage
      title="Audit log"
      description="Every change an admin, a person or the system made: who, what, to which record, when and from where."
      crumbs={[{ label: "Audit log" }]}
    >
      <AdminList<AdminAuditRow>
        name="audit"
        caption="Audit log"
        fetchPage={(query: ListQuery, signal) => call("GET /api/admin/audit", { query: query as AuditQuery, signal })}
        exportPath="/api/admin/audit/export"
        columns={COLUMNS}
        rowKey={(r) => r.id}
        search={{ label: "Search the log", placeholder: "Person, e-mail, action, id or detail" }}
        filters={filters}
        defaultSort={{ sort: "created_at", dir: "desc" }}
        empty="No entries match these filters."
      />
    </AdminPage>
  );
}
