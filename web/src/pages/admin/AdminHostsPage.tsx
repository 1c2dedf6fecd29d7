import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { AdminHostRow } from "../../../../domain/api/admin-hosts";
import { BRAND } from "../../../../domain/brand";
import { formatDate } from "../../../../domain/date-range";
import {
  HOST_REVIEW_TABS,
  REJECTION_REASON,
  REVIEW_STATUS_LABEL,
  rejectionReasonProblem,
} from "../../../../domain/host-review";
import { pageTitle } from "../../../../domain/meta";
import { HOST_TYPE_LABEL } from "../../../../domain/people";
import type { HostStatus } from "../../../../domain/vocabulary";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { useAuth } from "../../auth/context";
import { Avatar } from "../../components/Avatar";
import { EmptyState, LoadError } from "../../components/PageStates";
import { PageSkeleton, skeletonKeys } from "../../components/Skeletons";
import { ApiRequestError, call, urlFor } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { tabIndexForKey } from "../../lib/tabs";
import { useToast } from "../../lib/toast";
import { errorText } from "../account/account-state";
import { INPUT, SECONDARY } from "../account/ProfileFields";
import { Component as NotFoundPage } from "../NotFoundPage";

const QUERY_KEY = [PERSONAL_QUERY_KEY, "admin-hosts"] as const;
const SMALL_PRIMARY =
  "rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70";
const SMALL_SECONDARY =
  "rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold hover:bg-stone-100 disabled:cursor-wait disabled:opacity-70 dark:border-stone-700 dark:hover:bg-stone-800";
const SMALL_DANGER =
  "rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950";

const fullName = (h: AdminHostRow) => [h.first_name, h.last_name].filter(Boolean).join(" ") || "Unnamed applicant";

const EMPTY: Record<HostStatus, string> = {
  pending: "No applications are waiting for review.",
  approved: "No approved hosts yet.",
  rejected: "No rejected applications.",
  suspended: "No suspended hosts.",
};

/** The admin area's own bar (spec §2: the site's navigation chrome is hidden inside /admin). */
function AdminBar() {
  return (
    <header className="border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-950">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-display text-lg font-semibold text-brand-700 dark:text-brand-200">
          {BRAND.name} <span className="text-stone-600 dark:text-stone-300">Admin</span>
        </p>
        <nav aria-label="Admin">
          <Link
            to="/"
            className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
          >
            Back to the site
          </Link>
        </nav>
      </div>
    </header>
  );
}

function Tabs({
  status,
  counts,
  onSelect,
}: {
  status: HostStatus;
  counts: Record<HostStatus, number> | null;
  onSelect: (s: HostStatus) => void;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    const at = HOST_REVIEW_TABS.indexOf(status);
    const target = HOST_REVIEW_TABS[tabIndexForKey(e.key, at, HOST_REVIEW_TABS.length)];
    if (!target) return;
    e.preventDefault();
    onSelect(target);
    document.getElementById(`tab-${target}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Applications by status"
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 dark:border-stone-800"
    >
      {HOST_REVIEW_TABS.map((s) => (
        <button
          key={s}
          id={`tab-${s}`}
          type="button"
          role="tab"
          aria-selected={s === status}
          aria-controls="hosts-panel"
          tabIndex={s === status ? 0 : -1}
          onClick={() => onSelect(s)}
          className={`shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap ${
            s === status
              ? "border-brand-700 text-brand-800 dark:border-brand-200 dark:text-brand-100"
              : "border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white"
          }`}
        >
          {REVIEW_STATUS_LABEL[s]}
          {counts && (
            <span className="ml-1.5 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-200">
              {counts[s]}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7.5rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-stone-600 dark:text-stone-300">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900 dark:text-white">{children}</dd>
    </div>
  );
}

function Applicant({
  host,
  busy,
  onApprove,
  onReject,
}: {
  host: AdminHostRow;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const name = fullName(host);
  const headingId = `applicant-${host.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10"
      >
        <div className="flex items-start gap-4">
          <Avatar src={host.profile_photo_url} name={name} size={72} alt={`Photo of ${name}`} />
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="font-display text-xl font-semibold text-stone-900 dark:text-white">
              {name}
            </h3>
            <p className="text-sm text-stone-600 dark:text-stone-300">
              {HOST_TYPE_LABEL[host.host_type]} · {[host.city, host.country].filter(Boolean).join(", ") || "No place"}
            </p>
            {host.email && (
              <a
                href={`mailto:${host.email}`}
                className="text-sm break-all text-brand-700 underline underline-offset-2 dark:text-brand-200"
              >
                {host.email}
              </a>
            )}
          </div>
        </div>
        <dl className="mt-4 space-y-2">
          <Detail label="Languages">{host.languages.join(", ") || "None given"}</Detail>
          <Detail label={host.status === "pending" ? "Submitted" : "Last change"}>{formatDate(host.updated_at)}</Detail>
          {host.approved_at && <Detail label="Approved">{formatDate(host.approved_at)}</Detail>}
          {host.rejection_reason && <Detail label="Reason">{host.rejection_reason}</Detail>}
          <Detail label="About">
            <span className="whitespace-pre-line">{host.bio || "No bio"}</span>
          </Detail>
        </dl>
        <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4 dark:border-stone-800">
          {host.has_document ? (
            <a
              href={urlFor("GET /api/admin/hosts/:id/document", { params: { id: host.id } })}
              target="_blank"
              rel="noopener noreferrer"
              className={SMALL_SECONDARY}
            >
              View ID document<span className="sr-only"> of {name} (opens in a new tab)</span>
            </a>
          ) : (
            <p className="text-sm font-medium text-amber-800 dark:text-amber-200">No ID document uploaded</p>
          )}
          {host.status === "approved" && host.profile_slug && (
            <Link to={`/host/${host.profile_slug}`} className={SMALL_SECONDARY}>
              Host page<span className="sr-only"> of {name}</span>
            </Link>
          )}
          {host.status === "pending" && (
            <span className="ml-auto flex flex-wrap gap-2">
              <button type="button" onClick={onReject} disabled={busy} className={SMALL_DANGER}>
                Reject<span className="sr-only"> {name}</span>
              </button>
              <button type="button" onClick={onApprove} disabled={busy} aria-busy={busy} className={SMALL_PRIMARY}>
                Approve<span className="sr-only"> {name}</span>
              </button>
            </span>
          )}
        </div>
      </article>
    </li>
  );
}

/** The reason dialog: native <dialog> (focus stays inside, Escape closes), the reason checked like the server. */
function RejectDialog({
  host,
  onClose,
  onReject,
}: {
  host: AdminHostRow | null;
  onClose: () => void;
  onReject: (host: AdminHostRow, reason: string) => Promise<void>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (host && !dialog.open) {
      setReason("");
      setProblem(null);
      setSending(false);
      dialog.showModal();
    } else if (!host && dialog.open) dialog.close();
  }, [host]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!host) return;
    const found = rejectionReasonProblem(reason);
    if (found) {
      setProblem(found);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setSending(true);
    try {
      await onReject(host, reason.trim());
    } catch (err) {
      setProblem(errorText(err));
      setSending(false);
    }
  };

  const length = reason.trim().length;
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/50 dark:bg-stone-900 dark:text-white"
    >
      <form noValidate onSubmit={submit} className="space-y-4 p-6">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
          Reject {host ? fullName(host) : "application"}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          The applicant sees this reason on their application and in the e-mail we send, so say what to change.
        </p>
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium">
            Reason
          </label>
          <textarea
            id={`${id}-reason`}
            rows={5}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
            maxLength={REJECTION_REASON.max + 100}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
            className={INPUT}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-300">
            {REJECTION_REASON.min} to {REJECTION_REASON.max} characters ({length}/{REJECTION_REASON.max}).
          </p>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={SECONDARY}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={sending}
            aria-busy={sending}
            className="rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
          >
            {sending ? "Rejecting…" : "Reject application"}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">Loading applications…</span>
      {skeletonKeys(3).map((k) => (
        <div key={k} className="h-56 animate-shimmer rounded-3xl bg-stone-200 dark:bg-stone-800" />
      ))}
    </div>
  );
}

function isStatus(value: string | null): value is HostStatus {
  return HOST_REVIEW_TABS.includes(value as HostStatus);
}

function Review() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: HostStatus = isStatus(raw) ? raw : "pending";
  const client = useQueryClient();
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState<AdminHostRow | null>(null);

  const list = useInfiniteQuery({
    queryKey: [...QUERY_KEY, status],
    queryFn: ({ pageParam, signal }) => call("GET /api/admin/hosts", { query: { status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const counts = list.data?.pages[0]?.counts ?? null;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const refresh = () => client.invalidateQueries({ queryKey: QUERY_KEY });
  const decided = (err: unknown) => {
    // Someone else decided first: the list is out of date.
    if (err instanceof ApiRequestError && (err.status === 409 || err.status === 404)) void refresh();
  };
  const approve = useMutation({
    mutationFn: (host: AdminHostRow) => call("POST /api/admin/hosts/:id/approve", { params: { id: host.id } }),
    onSuccess: (_row, host) => {
      toast(`${fullName(host)} is approved and now shows as Verified.`, "success");
      void refresh();
    },
    onError: (err) => {
      toast(errorText(err), "error");
      decided(err);
    },
  });
  const reject = async (host: AdminHostRow, reason: string) => {
    try {
      await call("POST /api/admin/hosts/:id/reject", { params: { id: host.id }, body: { reason } });
    } catch (err) {
      decided(err);
      throw err;
    }
    setRejecting(null);
    toast(`${fullName(host)}'s application was rejected. We e-mailed them the reason.`, "success");
    void refresh();
  };

  return (
    <>
      <Tabs
        status={status}
        counts={counts}
        onSelect={(s) => setParams(s === "pending" ? {} : { status: s }, { replace: true })}
      />
      <div id="hosts-panel" role="tabpanel" aria-labelledby={`tab-${status}`} className="mt-6">
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && items.length === 0 ? (
          <LoadError title="We couldn't load the applications." onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState>{EMPTY[status]}</EmptyState>
        ) : (
          <>
            <ul className="space-y-4">
              {items.map((h) => (
                <Applicant
                  key={h.id}
                  host={h}
                  busy={approve.isPending && approve.variables?.id === h.id}
                  onApprove={() => approve.mutate(h)}
                  onReject={() => setRejecting(h)}
                />
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                  aria-busy={list.isFetchingNextPage}
                  className={SECONDARY}
                >
                  {list.isFetchingNextPage ? "Loading…" : "Show more applications"}
                </button>
              </div>
            )}
            {list.isFetchNextPageError && (
              <LoadError variant="compact" title="We couldn't load more." onRetry={() => void list.fetchNextPage()} />
            )}
          </>
        )}
      </div>
      <RejectDialog host={rejecting} onClose={() => setRejecting(null)} onReject={reject} />
    </>
  );
}

function AdminHosts() {
  usePageTitle(pageTitle("Host applications"));
  return (
    <>
      <AdminBar />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
        <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
          Host applications
        </h1>
        <p className="mt-2 mb-6 text-stone-600 dark:text-stone-300">
          Check each applicant's details, photo and ID document, then approve them or say what is missing.
        </p>
        <Review />
      </div>
    </>
  );
}

/** /admin/hosts: host applications by status; admins approve or reject (with a reason). Everyone else: not found. */
export function Component() {
  const auth = useAuth();
  if (auth.status === "loading" || (auth.status === "signed-in" && auth.profileLoading)) return <PageSkeleton />;
  if (!(auth.status === "signed-in" && auth.profile?.is_admin)) return <NotFoundPage />;
  return <AdminHosts />;
}
