import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { AdminConversationResponse, AdminParticipant } from "../../../../domain/api/admin-conversations";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { useAppQuery } from "../../lib/query";
import { Breadcrumbs } from "./kit/AdminPage";

// The pieces /admin/conversations and /admin/admin-chat share: a person's role, a badge, the search box, the
// list-beside-the-open-one layout, its skeletons, "Show more" and the open conversation's loading states.

const ROLE_LABEL: Record<NonNullable<AdminParticipant["role"]>, string> = {
  traveler: "Traveler",
  host: "Host",
  support: "Support",
};

/** "Traveler", "Host · Admin", "No profile yet"… */
export function roleLabel(p: AdminParticipant): string {
  const role = p.role ? ROLE_LABEL[p.role] : "No profile yet";
  return p.is_admin ? `${role} · Admin` : role;
}

export type BadgeTone = "red" | "stone" | "brand" | "amber" | "green";

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const look = {
    red: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
    amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
    green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
    stone: "bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-200",
    brand: "bg-brand-50 text-brand-800 dark:bg-stone-800 dark:text-brand-200",
  }[tone];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${look}`}>
      {children}
    </span>
  );
}

/** The search box of an admin list: submits on Enter or the button; the term lives in the URL. */
export function SearchForm({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search className="block">
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-stone-800 dark:text-stone-100">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 py-2 dark:border-stone-700 dark:bg-stone-900"
          />
          <Button type="submit" size="inline">
            Search
          </Button>
        </div>
      </form>
    </search>
  );
}

/** Cards shimmering while an admin list (or the open conversation) loads. */
export function ListSkeleton({
  label,
  count = 4,
  height = "h-24",
}: {
  label: string;
  count?: number;
  height?: string;
}) {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label}</span>
      {skeletonKeys(count).map((k) => (
        <div key={k} className={`${height} animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800`} />
      ))}
    </div>
  );
}

/** "Show more…" under a list loaded a page at a time, and what went wrong when the next page failed. */
export function ShowMore({
  query,
  label,
}: {
  query: Pick<
    UseInfiniteQueryResult,
    "hasNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "error" | "fetchNextPage"
  >;
  label: string;
}) {
  return (
    <>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            busyLabel="Loading…"
            onClick={() => void query.fetchNextPage()}
          >
            {label}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <LoadError
          variant="compact"
          title="We couldn't load more."
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
    </>
  );
}

/**
 * The open conversation of an admin page (GET /api/admin/conversations/:id): "Back to the list" on phones, a
 * skeleton while it loads, the error with Try again, then `children` with what was loaded.
 */
export function AdminConversationDetail({
  id,
  queryKey,
  backHref,
  staleTime,
  children,
}: {
  id: string;
  queryKey: readonly unknown[];
  backHref: string;
  staleTime?: number;
  children: (data: AdminConversationResponse, back: ReactNode) => ReactNode;
}) {
  const one = useAppQuery({
    queryKey,
    queryFn: ({ signal }) => call("GET /api/admin/conversations/:id", { params: { id }, signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  const back = (
    <Link to={backHref} className="text-sm font-semibold text-brand-700 underline lg:hidden dark:text-brand-200">
      Back to the list
    </Link>
  );
  if (one.isSuccess) return children(one.data, back);
  return (
    <div className="space-y-4">
      {back}
      {one.isError ? (
        <LoadError title="We couldn't load this conversation." error={one.error} onRetry={() => one.refetch()} />
      ) : (
        <ListSkeleton label="Loading the conversation…" count={3} height="h-16" />
      )}
    </div>
  );
}

/**
 * An admin page of a searchable list beside the open item (`?q=` the search, `?c=` the open one): on phones the
 * list, or the open item alone.
 */
export function useListAndDetail() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const selected = params.get("c");
  /** The address of the page with `c` open (none: the list), keeping the search. */
  const href = (c: string | null) => {
    const next = new URLSearchParams();
    if (q) next.set("q", q);
    if (c) next.set("c", c);
    const s = next.toString();
    return s ? `?${s}` : "?";
  };
  return {
    q,
    selected,
    href,
    search: (term: string) => setParams(term ? { q: term } : {}, { replace: true }),
    open: (c: string) => setParams(Object.fromEntries(new URLSearchParams(href(c).slice(1)))),
  };
}

export function ListAndDetail({
  title,
  intro,
  selected,
  list,
  detail,
  none,
}: {
  title: string;
  intro: string;
  selected: string | null;
  list: ReactNode;
  detail: ReactNode;
  /** Beside the list on wide screens while nothing is open. */
  none: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ label: title }]} className="mb-3" />
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">{title}</h1>
      <p className="mt-2 mb-6 text-stone-600 dark:text-stone-300">{intro}</p>
      <div className="lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8">
        <div className={`space-y-6 ${selected ? "hidden lg:block" : ""}`}>{list}</div>
        <div className={selected ? "" : "hidden lg:block"}>{selected ? detail : <EmptyState>{none}</EmptyState>}</div>
      </div>
    </div>
  );
}
