import { type FormEvent, useId, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { BookingSummary } from "../../../../domain/api/bookings";
import { BOOKING_STATUS_LABEL } from "../../../../domain/bookings/machine";
import { formatDate, formatDateRange } from "../../../../domain/date-range";
import { countOf } from "../../../../domain/text";
import { pageTitle } from "../../../../domain/titles";
import { BOOKING_STATUSES, type BookingStatus } from "../../../../domain/vocabulary";
import { Field, Select, TextInput } from "../../components/form/Field";
import { EmptyState, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { type Column, Table } from "../../components/ui/Table";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppInfiniteQuery } from "../../lib/query";
import { Amount, BOOKINGS_KEY, StatusBadge } from "./AdminBookingParts";
import { ListSkeleton } from "./AdminConversationParts";
import { Breadcrumbs } from "./kit/AdminPage";

export interface BookingFilters {
  q: string;
  status: BookingStatus | "";
  from: string;
  to: string;
}

const NO_FILTERS: BookingFilters = { q: "", status: "", from: "", to: "" };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the address (`?q=&status=&from=&to=`); a value the API would refuse is left out. */
function filtersOf(params: URLSearchParams): BookingFilters {
  const status = params.get("status") ?? "";
  const date = (key: string) => {
    const v = params.get(key) ?? "";
    return DATE.test(v) ? v : "";
  };
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: BOOKING_STATUSES.includes(status as BookingStatus) ? (status as BookingStatus) : "",
    from: date("from"),
    to: date("to"),
  };
}

const paramsOf = (f: BookingFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== "")) as Record<string, string>;

/**
 * Search, state and trip dates; applied on Search (or Enter), cleared together. Keyed by the address, so it starts
 * again from the filters in use whenever they change (Back, a link).
 */
function FilterForm({ value, onApply }: { value: BookingFilters; onApply: (f: BookingFilters) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | undefined>();
  const set = (patch: Partial<BookingFilters>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(undefined);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setProblem("The last start date is before the first one.");
      document.getElementById(`${id}-to`)?.focus();
      return;
    }
    onApply({ ...draft, q: draft.q.trim() });
  };
  const filtered = Object.values(value).some((v) => v !== "");
  return (
    <search className="block">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Find bookings"
        className="grid gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] lg:items-start dark:bg-stone-900 dark:ring-white/10"
      >
        <Field
          id={`${id}-q`}
          label="Search bookings"
          hint="A booking id, the traveler's or host's name or e-mail, or the listing's title."
          className="sm:col-span-2 lg:col-span-1"
        >
          <TextInput type="search" value={draft.q} maxLength={100} onChange={(e) => set({ q: e.target.value })} />
        </Field>
        <Field id={`${id}-status`} label="State" className="sm:col-span-2 lg:col-span-1">
          <Select value={draft.status} onChange={(e) => set({ status: e.target.value as BookingStatus | "" })}>
            <option value="">Any state</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {BOOKING_STATUS_LABEL[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-from`} label="Trip starts from">
          <TextInput type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
        </Field>
        <Field id={`${id}-to`} label="Trip starts by" error={problem} alert>
          <TextInput
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
          <Button type="submit" size="md">
            Search
          </Button>
          {filtered && (
            <Button variant="secondary" size="md" onClick={() => onApply(NO_FILTERS)}>
              Clear filters
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}

function columns(back: string): Column<BookingSummary>[] {
  return [
    {
      id: "listing",
      header: "Booking",
      rowHeader: true,
      className: "min-w-52",
      cell: (b) => (
        <Link
          to={`/admin/bookings/${encodeURIComponent(b.id)}`}
          state={{ back }}
          className="text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          {b.listing.title}
        </Link>
      ),
    },
    { id: "traveler", header: "Traveler", className: "whitespace-nowrap", cell: (b) => b.traveler.name },
    { id: "host", header: "Host", cell: (b) => b.host.name },
    {
      id: "trip",
      header: "Trip",
      className: "min-w-36",
      cell: (b) => (
        <>
          {formatDateRange(b.start_date, b.end_date)}
          <span className="block text-stone-600 dark:text-stone-300">{countOf(b.party_size, "traveler")}</span>
        </>
      ),
    },
    { id: "status", header: "State", cell: (b) => <StatusBadge status={b.status} /> },
    {
      id: "total",
      header: "Total",
      className: "whitespace-nowrap",
      cell: (b) => <Amount cents={b.total_cents} booking={b} />,
    },
    { id: "booked", header: "Booked", className: "whitespace-nowrap", cell: (b) => formatDate(b.created_at) },
  ];
}

function BookingList({ filters }: { filters: BookingFilters }) {
  const { search } = useLocation();
  const list = useAppInfiniteQuery({
    queryKey: [...BOOKINGS_KEY, filters],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/admin/bookings", {
        query: {
          q: filters.q || undefined,
          status: filters.status || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
  const rows = list.data?.pages.flatMap((p) => p.bookings) ?? [];
  if (list.isPending) return <ListSkeleton label="Loading bookings…" count={5} height="h-14" />;
  if (list.isError && rows.length === 0)
    return <LoadError title="We couldn't load the bookings." error={list.error} onRetry={() => list.refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState>
        {Object.values(filters).some((v) => v !== "") ? "No booking matches these filters." : "No bookings yet."}
      </EmptyState>
    );
  return (
    <>
      <Table
        caption="Bookings, newest first"
        columns={columns(`/admin/bookings${search}`)}
        rows={rows}
        rowKey={(b) => b.id}
        sort={{ column: "booked", direction: "descending" }}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        loadMoreLabel="Show more bookings"
      />
      {list.isFetchNextPageError && (
        <LoadError
          variant="compact"
          title="We couldn't load more."
          error={list.error}
          onRetry={() => void list.fetchNextPage()}
        />
      )}
    </>
  );
}

/**
 * /admin/bookings (admins only): every booking, newest first, found by id, person, e-mail or listing and filtered by
 * state and trip start; each opens its own page. The search and filters live in the address.
 */
export function Component() {
  usePageTitle(pageTitle("Bookings"));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <Breadcrumbs crumbs={[{ label: "Bookings" }]} className="mb-3" />
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">Bookings</h1>
        <p className="mt-2 text-stone-600 dark:text-stone-300">
          Open a booking to see its payments and history, refund it or cancel it for the traveler or the host.
        </p>
      </div>
      <FilterForm key={params.toString()} value={filters} onApply={(f) => setParams(paramsOf(f), { replace: true })} />
      <BookingList filters={filters} />
    </div>
  );
}
