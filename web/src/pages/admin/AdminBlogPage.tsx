import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  ADMIN_ARTICLE_TABS,
  type AdminArticleRow,
  ARTICLE_STATUS_LABEL,
  declineBody,
  newArticleBody,
} from "../../../../domain/api/admin-blog";
import { BLOG_LIMITS } from "../../../../domain/blog";
import { formatDate } from "../../../../domain/date-range";
import { pageTitle } from "../../../../domain/titles";
import { ARTICLE_STATUSES, type ArticleStatus } from "../../../../domain/vocabulary";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { Field, TextInput } from "../../components/form/Field";
import { errorText } from "../../components/form/FormError";
import { EmptyState, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { CountedLabel, Tabs, tabPanelProps } from "../../components/ui/Tabs";
import { ApiRequestError, call } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { usePageTitle } from "../../lib/page-title";
import { queryClient, useAppInfiniteQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { ListSkeleton, ShowMore } from "./AdminConversationParts";
import { Breadcrumbs } from "./kit/AdminPage";
import { ReasonDialog } from "./kit/ReasonDialog";

export const ARTICLES_KEY = [PERSONAL_QUERY_KEY, "admin-blog"] as const;

const EMPTY: Record<ArticleStatus, string> = {
  submitted: "No stories are waiting for review.",
  draft: "No drafts. Start one with New article.",
  scheduled: "Nothing is scheduled.",
  published: "No published articles yet.",
  rejected: "No declined stories.",
};

const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200";

const isStatus = (v: string | null): v is ArticleStatus => ARTICLE_STATUSES.includes(v as ArticleStatus);

/** "9 May 2027, 08:00" in the admin's own time zone. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
}

function reasonProblem(reason: string): string | null {
  const result = declineBody.safeParse({ reason });
  return result.success ? null : `reason: ${result.error.issues[0]?.message ?? "is invalid"}`;
}

/** The dates that matter in the article's state. */
function dates(a: AdminArticleRow): string {
  if (a.status === "published" && a.published_at) return `Published ${formatDate(a.published_at)}`;
  if (a.status === "scheduled" && a.scheduled_at) return `Publishes ${formatDateTime(a.scheduled_at)}`;
  if (a.status === "submitted") return `Sent ${formatDate(a.created_at)}`;
  return `Changed ${formatDate(a.updated_at)}`;
}

type Action = "publish" | "unpublish" | "feature" | "unfeature";

function ArticleCard({
  article: a,
  busy,
  onAction,
  onDecline,
}: {
  article: AdminArticleRow;
  busy: Action | null;
  onAction: (action: Action) => void;
  onDecline: () => void;
}) {
  const headingId = `article-${a.id}`;
  const about = <span className="sr-only"> “{a.title}”</span>;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:flex-row sm:p-6 dark:bg-stone-900 dark:ring-white/10"
      >
        {a.cover_image_url ? (
          <img
            src={a.cover_image_url}
            alt=""
            width={160}
            height={100}
            loading="lazy"
            className="h-40 w-full shrink-0 rounded-2xl object-cover sm:h-24 sm:w-40"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={headingId} className="font-display text-lg font-semibold text-stone-900 dark:text-white">
              <Link to={`/admin/blog/edit/${encodeURIComponent(a.id)}`} className="hover:underline">
                {a.title}
              </Link>
            </h3>
            {a.is_featured && (
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-50">
                ★ Featured
              </span>
            )}
          </div>
          <p className="text-sm text-stone-700 dark:text-stone-200">
            By {a.author_name}
            {a.author_email ? (
              <span className="break-all text-stone-600 dark:text-stone-300"> ({a.author_email})</span>
            ) : null}
            {a.country ? ` · ${a.country}` : ""}
            {" · "}
            {dates(a)}
          </p>
          {a.excerpt && <p className="line-clamp-2 text-stone-700 dark:text-stone-200">{a.excerpt}</p>}
          {a.status === "rejected" && a.rejection_reason && (
            <p className="rounded-2xl bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
              <span className="font-semibold">Declined:</span> {a.rejection_reason}
            </p>
          )}
          <div className="flex flex-wrap gap-2 pt-2">
            <Link
              to={`/admin/blog/edit/${encodeURIComponent(a.id)}`}
              className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 dark:border-stone-700 dark:text-white dark:hover:bg-stone-800"
            >
              Edit{about}
            </Link>
            {a.status === "submitted" && (
              <Button variant="danger-outline" size="sm" onClick={onDecline} disabled={busy !== null}>
                Decline{about}
              </Button>
            )}
            {(a.status === "submitted" || a.status === "draft" || a.status === "scheduled") && (
              <Button size="sm" onClick={() => onAction("publish")} busy={busy === "publish"} busyLabel="Publishing…">
                {a.status === "scheduled" ? "Publish now" : "Publish"}
                {about}
              </Button>
            )}
            {a.status === "published" && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onAction(a.is_featured ? "unfeature" : "feature")}
                busy={busy === "feature" || busy === "unfeature"}
              >
                {a.is_featured ? "Unfeature" : "Feature"}
                {about}
              </Button>
            )}
            {(a.status === "published" || a.status === "scheduled") && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onAction("unpublish")}
                busy={busy === "unpublish"}
                busyLabel="Unpublishing…"
              >
                Unpublish{about}
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

const DONE: Record<Action, (a: AdminArticleRow) => string> = {
  publish: (a) => `“${a.title}” is published.`,
  unpublish: (a) => `“${a.title}” is back in the drafts.`,
  feature: (a) => `“${a.title}” is now the featured article.`,
  unfeature: (a) => `“${a.title}” is no longer featured.`,
};

function Articles({ status, q }: { status: ArticleStatus; q: string }) {
  const [, setParams] = useSearchParams();
  const { toast } = useToast();
  const [declining, setDeclining] = useState<AdminArticleRow | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: Action } | null>(null);
  const list = useAppInfiniteQuery({
    queryKey: [...ARTICLES_KEY, status, q],
    queryFn: ({ pageParam, signal }) =>
      call("GET /api/admin/blog", { query: { status, q: q || undefined, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
  const fetchedCounts = list.data?.pages[0]?.counts ?? null;
  const [counts, setCounts] = useState(fetchedCounts);
  useEffect(() => {
    if (fetchedCounts) setCounts(fetchedCounts);
  }, [fetchedCounts]);
  const items = list.data?.pages.flatMap((p) => p.articles) ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
  const act = async (a: AdminArticleRow, action: Action) => {
    setBusy({ id: a.id, action });
    try {
      const params = { id: a.id };
      if (action === "publish") await call("POST /api/admin/blog/:id/publish", { params, body: {} });
      else if (action === "unpublish") await call("POST /api/admin/blog/:id/unpublish", { params });
      else await call("POST /api/admin/blog/:id/feature", { params, body: { featured: action === "feature" } });
      toast(DONE[action](a), "success");
    } catch (err) {
      toast(errorText(err), "error");
    } finally {
      setBusy(null);
      void refresh();
    }
  };
  const decline = async (a: AdminArticleRow, reason: string) => {
    try {
      await call("POST /api/admin/blog/:id/decline", { params: { id: a.id }, body: { reason } });
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 409) void refresh();
      throw err;
    }
    setDeclining(null);
    toast(`“${a.title}” is declined. We told ${a.author_name} why.`, "success");
    void refresh();
  };

  return (
    <>
      <Tabs
        name="articles"
        label="Articles by state"
        tabs={ADMIN_ARTICLE_TABS.map((s) => ({
          id: s,
          label: <CountedLabel label={ARTICLE_STATUS_LABEL[s]} count={counts?.[s]} />,
        }))}
        selected={status}
        onSelect={(s) =>
          setParams({ ...(s === "submitted" ? {} : { status: s }), ...(q ? { q } : {}) }, { replace: true })
        }
      />
      <div {...tabPanelProps("articles", status)} className="mt-6">
        {list.isPending ? (
          <ListSkeleton label="Loading articles…" count={3} height="h-36" />
        ) : list.isError && items.length === 0 ? (
          <LoadError title="We couldn't load the articles." error={list.error} onRetry={() => list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState>
            {q ? `No ${ARTICLE_STATUS_LABEL[status].toLowerCase()} article matches “${q}”.` : EMPTY[status]}
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-4">
              {items.map((a) => (
                <ArticleCard
                  key={a.id}
                  article={a}
                  busy={busy?.id === a.id ? busy.action : null}
                  onAction={(action) => void act(a, action)}
                  onDecline={() => setDeclining(a)}
                />
              ))}
            </ul>
            <ShowMore query={list} label="Show more articles" />
          </>
        )}
      </div>
      <ReasonDialog
        busyLabel="Rejecting…"
        subject={declining}
        title={`Decline ${declining ? `“${declining.title}”` : "the story"}`}
        description="The author is e-mailed this reason; the story is not published."
        limits={{ min: BLOG_LIMITS.reasonMin, max: BLOG_LIMITS.reasonMax }}
        problemOf={reasonProblem}
        confirmLabel="Decline story"
        onClose={() => setDeclining(null)}
        onReject={decline}
      />
    </>
  );
}

/** The search by title or author, kept in the address (`?q=`). */
function Search({ value, onApply }: { value: string; onApply: (q: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft.trim());
  };
  return (
    <search className="block">
      <form onSubmit={submit} noValidate aria-label="Find articles" className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-q`} label="Search by title or author" className="min-w-0 flex-1 basis-64">
          <TextInput type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <Button type="submit" size="md">
          Search
        </Button>
        {value && (
          <Button variant="secondary" size="md" onClick={() => onApply("")}>
            Clear
          </Button>
        )}
      </form>
    </search>
  );
}

/** "New article": its title first, then the editor. */
function NewArticle() {
  const id = useId();
  const navigate = useStableNavigate();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = newArticleBody.safeParse({ title });
    if (!parsed.success) {
      setProblem(`Title ${parsed.error.issues[0]?.message ?? "is invalid"}.`);
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    setSending(true);
    try {
      const { article } = await call("POST /api/admin/blog", { body: parsed.data });
      void queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
      navigate(`/admin/blog/edit/${encodeURIComponent(article.id)}`);
    } catch (err) {
      setProblem(errorText(err));
      setSending(false);
    }
  };
  return (
    <>
      <Button
        size="md"
        onClick={() => {
          setTitle("");
          setProblem(undefined);
          setSending(false);
          setOpen(true);
        }}
      >
        New article
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="md"
        title="New article"
        description="Start with the title: the article's address is made from it, and you can change both later."
      >
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <Field
            id={`${id}-title`}
            label="Title"
            hint={`${BLOG_LIMITS.titleMin} to ${BLOG_LIMITS.titleMax} characters.`}
            error={problem}
            alert
          >
            <TextInput
              value={title}
              maxLength={BLOG_LIMITS.titleMax + 20}
              onChange={(e) => {
                setTitle(e.target.value);
                setProblem(undefined);
              }}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={sending} busyLabel="Creating…">
              Create draft
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/**
 * /admin/blog (admins only, spec §2 admin "blog"): every article by state with their counts, searched by title or
 * author; stories people submit are published or declined with a reason, published ones featured or taken down.
 */
export function Component() {
  usePageTitle(pageTitle("Articles"));
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: ArticleStatus = isStatus(raw) ? raw : "submitted";
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ label: "Articles" }]} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">Articles</h1>
          <p className="mt-2 text-stone-600 dark:text-stone-300">
            Stories travelers and hosts send wait under Submitted until you publish or decline them. Your own articles
            start as drafts; publish them now or at a time you choose.{" "}
            <a href="/blog" className={LINK}>
              See the blog
            </a>
          </p>
        </div>
        <NewArticle />
      </div>
      <Search
        key={q}
        value={q}
        onApply={(next) => setParams({ ...(status === "submitted" ? {} : { status }), ...(next ? { q: next } : {}) })}
      />
      <Articles status={status} q={q} />
    </div>
  );
}
