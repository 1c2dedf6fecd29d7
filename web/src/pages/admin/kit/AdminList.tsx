import { keepPreviousData } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { AdminListPage, SortDir } from "../../../../../domain/api/admin-lists";
import { PERSONAL_QUERY_KEY } from "../../../auth/AuthProvider";
import { Field, Select, TextInput } from "../../../components/form/Field";
import { errorText } from "../../../components/form/FormError";
import { EmptyState, LoadError } from "../../../components/PageStates";
import { skeletonKeys } from "../../../components/Skeletons";
import { Button, buttonClass } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { type Column, Table } from "../../../components/ui/Table";
import { queryClient, useAppInfiniteQuery } from "../../../lib/query";
import { useToast } from "../../../lib/toast";
import { ReasonDialog, requiredReason } from "./ReasonDialog";

/** A column of a console list; a sortable column's id is the `sort` value the API takes. */
export type ListColumn<Row> = Column<Row>;

/** What every console list sends: search, order, page, and the list's own filters (all from the page's URL). */
export type ListQuery = { q?: string; sort: string; dir: SortDir; cursor?: string } & Record<
  string,
  string | undefined
>;

export interface ListFilter {
  /** The query parameter (and URL parameter). */
  name: string;
  label: string;
  /** The first option is the unfiltered one (value ""). */
  options: { value: string; label: string }[];
}

/** A row's action: a link, or a call run at once or after a confirmation (with a reason when asked). */
export type RowAction =
  | { label: string; to: string; external?: boolean }
  | {
      label: string;
      danger?: boolean;
      confirm?: {
        title: string;
        body: ReactNode;
        confirmLabel: string;
        /** Ask a required reason, passed to `run`. */
        reason?: { label: string; hint?: string; max: number };
      };
      run: (reason?: string) => Promise<unknown>;
      /** The toast after it worked. */
      success: string;
    };

type RunAction = Extract<RowAction, { run: unknown }>;

/** The query key of a console list: invalidate `adminListKey(name)` after changing its rows elsewhere. */
export const adminListKey = (name: string) => [PERSONAL_QUERY_KEY, "admin-list", name] as const;

/** The list's query as the page's URL says (search, sort, direction, filters). */
function useListQuery(defaultSort: { sort: string; dir: SortDir }, filters: ListFilter[]) {
  const [params, setParams] = useSearchParams();
  const dir = params.get("dir");
  const query: ListQuery = {
    sort: params.get("sort") ?? defaultSort.sort,
    dir: dir === "asc" || dir === "desc" ? dir : defaultSort.dir,
  };
  const q = params.get("q")?.trim();
  if (q) query.q = q;
  for (const f of filters) {
    const v = params.get(f.name);
    if (v) query[f.name] = v;
  }
  /** Changes some of the URL's parameters (empty values removed), keeping the rest; replaces the history entry. */
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return { query, update };
}

function toSearch(query: Record<string, string | undefined>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") s.set(k, v);
  return s.toString();
}

/** The search box: searches as the admin types (after a pause) and on Enter. */
function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const t = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(t);
  }, [text, value, onSearch]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search className="min-w-0 flex-1 basis-64">
      <form onSubmit={submit}>
        <Field id={id} label={label}>
          <TextInput
            type="search"
            value={text}
            placeholder={placeholder}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
      </form>
    </search>
  );
}

/** The confirmation of a row action, with its reason when it asks one. */
function ActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: RunAction | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  useEffect(() => {
    if (action) setBusy(false);
  }, [action]);
  const confirm = action?.confirm;
  if (!action || !confirm) return null;

  if (confirm.reason) {
    const { max, label, hint } = confirm.reason;
    return (
      <ReasonDialog
        subject={action}
        title={confirm.title}
        description={confirm.body}
        label={label}
        hint={hint}
        limits={{ min: 1, max }}
        problemOf={requiredReason(max, label)}
        confirmLabel={confirm.confirmLabel}
        danger={action.danger}
        onClose={onClose}
        onReject={async (a, reason) => {
          await a.run(reason);
          toast(a.success, "success");
          onDone();
        }}
      />
    );
  }
  const go = async () => {
    setBusy(true);
    try {
      await action.run();
    } catch (err) {
      toast(errorText(err), "error");
      onClose();
      return;
    }
    toast(action.success, "success");
    onDone();
  };
  return (
    <ConfirmDialog
      open
      title={confirm.title}
      confirmLabel={confirm.confirmLabel}
      danger={action.danger}
      busy={busy}
      onConfirm={go}
      onCancel={onClose}
    >
      {confirm.body}
    </ConfirmDialog>
  );
}

function TableSkeleton({ columns }: { columns: number }) {
  return (
    <div
      role="status"
      aria-busy="true"
      className="overflow-hidden rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10"
    >
      <span className="sr-only">Loading…</span>
      <div className="space-y-3">
        {skeletonKeys(6).map((k) => (
          <div key={k} className="flex gap-4">
            {skeletonKeys(Math.min(columns, 5)).map((c) => (
              <div key={c} className="h-5 flex-1 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * A console list (issue 19's table kit), driven by the server: search, filters and sort live in the page's URL and
 * go to `fetchPage` with the keyset cursor; "Show more" fetches the next page; "Export CSV" downloads the current
 * filter from `exportPath`; row actions run after their confirmation and refresh the list. Loading shows skeleton
 * rows, a failure a retry, nothing found `empty`.
 */
export function AdminList<Row, Q extends ListQuery = ListQuery>({
  name,
  caption,
  fetchPage,
  exportPath,
  columns,
  rowKey,
  search,
  filters = [],
  defaultSort,
  empty,
  rowActions,
  toolbar,
}: {
  name: string;
  caption: string;
  fetchPage: (query: Q, signal: AbortSignal) => Promise<AdminListPage<Row>>;
  /** May carry fixed parameters of its own (`/api/admin/hosts/export?status=approved`). */
  exportPath?: string;
  columns: ListColumn<Row>[];
  rowKey: (row: Row) => string;
  search?: { label: string; placeholder?: string };
  filters?: ListFilter[];
  defaultSort: { sort: string; dir: SortDir };
  empty: string;
  rowActions?: (row: Row) => RowAction[];
  /** More controls beside the filters. */
  toolbar?: ReactNode;
}) {
  const baseId = useId();
  const { query, update } = useListQuery(defaultSort, filters);
  const [pending, setPending] = useState<RunAction | null>(null);
  const { toast } = useToast();

  const list = useAppInfiniteQuery({
    queryKey: [...adminListKey(name), query],
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ ...query, ...(pageParam ? { cursor: pageParam } : {}) } as Q, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Another search, filter or order keeps the rows in view until its first page arrives.
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminListKey(name) });

  const runNow = async (a: RunAction) => {
    try {
      await a.run();
      toast(a.success, "success");
    } catch (err) {
      toast(errorText(err), "error");
    }
    void refresh();
  };

  const actionColumn: ListColumn<Row>[] = rowActions
    ? [
        {
          id: "actions",
          header: "Actions",
          cell: (row) => (
            <div className="flex flex-wrap gap-2">
              {rowActions(row).map((a) =>
                "to" in a ? (
                  a.external ? (
                    <a key={a.label} href={a.to} className={buttonClass({ variant: "secondary", size: "sm" })}>
                      {a.label}
                    </a>
                  ) : (
                    <Link key={a.label} to={a.to} className={buttonClass({ variant: "secondary", size: "sm" })}>
                      {a.label}
                    </Link>
                  )
                ) : (
                  <Button
                    key={a.label}
                    size="sm"
                    variant={a.danger ? "danger-outline" : "secondary"}
                    onClick={() => (a.confirm ? setPending(a) : void runNow(a))}
                  >
                    {a.label}
                  </Button>
                ),
              )}
            </div>
          ),
        },
      ]
    : [];

  const { cursor: _cursor, ...exportQuery } = query;
  const filtered = Boolean(query.q) || filters.some((f) => query[f.name]);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {search && (
          <SearchBox
            id={`${baseId}-q`}
            label={search.label}
            placeholder={search.placeholder}
            value={query.q ?? ""}
            onSearch={(q) => update({ q })}
          />
        )}
        {filters.map((f) => (
          <Field key={f.name} id={`${baseId}-${f.name}`} label={f.label} className="min-w-36">
            <Select value={query[f.name] ?? ""} onChange={(e) => update({ [f.name]: e.target.value })}>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        ))}
        {toolbar}
        {exportPath && (
          <a
            href={`${exportPath}${exportPath.includes("?") ? "&" : "?"}${toSearch(exportQuery)}`}
            download
            className={`${buttonClass({ variant: "secondary", size: "md" })} ml-auto`}
          >
            Export CSV
          </a>
        )}
      </div>
      {list.isPending ? (
        <TableSkeleton columns={columns.length} />
      ) : list.isError && rows.length === 0 ? (
        <LoadError
          title={`We couldn't load the ${caption.toLowerCase()}.`}
          error={list.error}
          onRetry={() => list.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState>
          {empty}
          {filtered && (
            <>
              {" "}
              <button
                type="button"
                className="font-semibold text-brand-700 underline dark:text-brand-200"
                onClick={() => update({ q: undefined, ...Object.fromEntries(filters.map((f) => [f.name, undefined])) })}
              >
                Clear search and filters
              </button>
            </>
          )}
        </EmptyState>
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={list.isPlaceholderData ? "opacity-60 transition-opacity" : ""}
        >
          <Table
            caption={caption}
            columns={[...columns, ...actionColumn]}
            rows={rows}
            rowKey={rowKey}
            sort={{ column: query.sort, direction: query.dir === "asc" ? "ascending" : "descending" }}
            onSort={(s) => update({ sort: s.column, dir: s.direction === "ascending" ? "asc" : "desc" })}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </div>
      )}
      {list.isFetchNextPageError && (
        <LoadError
          variant="compact"
          title="We couldn't load more."
          error={list.error}
          onRetry={() => list.fetchNextPage()}
        />
      )}
      <ActionDialog
        action={pending}
        onClose={() => setPending(null)}
        onDone={() => {
          setPending(null);
          void refresh();
        }}
      />
    </div>
  );
}
