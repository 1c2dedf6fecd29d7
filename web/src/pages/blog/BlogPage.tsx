import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { ArticleCard } from "../../../../domain/api/blog";
import { photoProps } from "../../../../domain/media";
import { pageTitle } from "../../../../domain/titles";
import { SearchIcon } from "../../components/icons";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { buttonClass } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { ArticleCardSkeleton, ArticleCardView, ArticleFacts, AuthorName, articlePath, Pagination } from "./parts";

export const NO_ARTICLES = "No articles match your search.";

function Featured({ article }: { article: ArticleCard }) {
  return (
    <article
      data-testid="featured-article"
      className="group relative grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-900/5 md:grid-cols-5 dark:bg-stone-900 dark:ring-white/10"
    >
      <div className="aspect-[3/2] overflow-hidden bg-stone-200 md:col-span-3 md:aspect-auto md:min-h-80 dark:bg-stone-800">
        {article.cover_image_url && (
          <img
            {...photoProps(article.cover_image_url, "(min-width: 1024px) 640px, 100vw")}
            alt=""
            width={1200}
            height={800}
            className="size-full object-cover transition duration-500 group-hover:scale-[1.02]"
          />
        )}
      </div>
      <div className="flex flex-col gap-3 p-6 md:col-span-2 md:p-8">
        <p className="text-xs font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400">
          Featured{article.country ? ` · ${article.country}` : ""}
        </p>
        <h2 className="font-display text-2xl leading-tight font-semibold text-stone-900 sm:text-3xl dark:text-white">
          <Link to={articlePath(article.slug)} className="stretched-link">
            {article.title}
          </Link>
        </h2>
        <p className="text-stone-600 dark:text-stone-300">{article.excerpt}</p>
        <p className="mt-auto text-sm text-stone-600 dark:text-stone-300">
          By <AuthorName author={article.author} />
        </p>
        <p className="text-xs text-stone-600 dark:text-stone-300">
          <ArticleFacts article={article} />
        </p>
      </div>
    </article>
  );
}

function Chip({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? "true" : undefined}
      className={`inline-flex min-h-9 items-center rounded-full px-3.5 text-sm font-medium ring-1 transition ${
        active
          ? "bg-brand-700 text-white ring-brand-700"
          : "bg-white text-stone-800 ring-stone-300 hover:bg-stone-100 dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-700 dark:hover:bg-stone-800"
      }`}
    >
      {children}
    </Link>
  );
}

/** /blog: the featured article, filter chips, search and numbered pages of articles. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const tag = params.get("tag")?.trim() ?? "";
  const country = params.get("country")?.trim() ?? "";
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  usePageTitle(pageTitle("Blog"));

  const query = useAppQuery({
    queryKey: ["blog", { q, tag, country, page }],
    queryFn: ({ signal }) =>
      call("GET /api/blog", {
        query: { q: q || undefined, tag: tag || undefined, country: country || undefined, page },
        signal,
      }),
  });
  const data = query.data;

  /** The /blog address with these changes (a new filter starts again at page 1). */
  const hrefWith = (change: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === null || v === "" || (k === "page" && v === 1)) next.delete(k);
      else next.set(k, String(v));
    }
    if (!("page" in change)) next.delete("page");
    const s = next.toString();
    return s ? `/blog?${s}` : "/blog";
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(params);
    if (typed.trim()) next.set("q", typed.trim());
    else next.delete("q");
    next.delete("page");
    setParams(next);
  };
  const filtered = Boolean(q || tag || country);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400">Blog</p>
      <div className="mt-1 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-4xl font-semibold text-stone-900 sm:text-5xl dark:text-white">
            Notes from the places guidebooks skip
          </h1>
          <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-300">
            Permits, seasons, etiquette and routes, written by the hosts who live there and the travelers who went.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/blog/showcase" className={buttonClass({ variant: "secondary", size: "md" })}>
            Traveler stories
          </Link>
          <Link to="/blog/submit" className={buttonClass({ variant: "primary", size: "md" })}>
            Share your story
          </Link>
        </div>
      </div>

      <search className="mt-8 block max-w-xl">
        <form onSubmit={onSearch} className="flex gap-2">
          <label htmlFor="blog-search" className="sr-only">
            Search the blog
          </label>
          <div className="relative flex-1">
            <SearchIcon
              width={18}
              height={18}
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
            />
            <input
              id="blog-search"
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="Search articles"
              maxLength={100}
              className="w-full rounded-xl border border-stone-300 bg-white py-2 pr-3 pl-10 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 focus:outline-none focus:ring-1 focus:ring-brand-700 dark:border-stone-700 dark:bg-stone-900 dark:text-white"
            />
          </div>
          <button type="submit" className={buttonClass({ variant: "secondary", size: "md" })}>
            Search
          </button>
        </form>
      </search>

      {data && (data.tags.length > 0 || data.countries.length > 0) && (
        <div className="mt-6 space-y-3">
          {data.countries.length > 0 && (
            <nav aria-label="Countries" className="flex flex-wrap gap-2">
              <Chip to={hrefWith({ country: null })} active={!country}>
                All countries
              </Chip>
              {data.countries.map((c) => (
                <Chip
                  key={c.country}
                  to={hrefWith({ country: c.country.toLowerCase() === country.toLowerCase() ? null : c.country })}
                  active={c.country.toLowerCase() === country.toLowerCase()}
                >
                  {c.country}
                </Chip>
              ))}
            </nav>
          )}
          {data.tags.length > 0 && (
            <nav aria-label="Topics" className="flex flex-wrap gap-2">
              {data.tags.map((t) => (
                <Chip
                  key={t.tag}
                  to={hrefWith({ tag: t.tag.toLowerCase() === tag.toLowerCase() ? null : t.tag })}
                  active={t.tag.toLowerCase() === tag.toLowerCase()}
                >
                  {`#${t.tag}`}
                </Chip>
              ))}
            </nav>
          )}
        </div>
      )}

      {filtered && data && (
        <p
          className="mt-6 flex flex-wrap items-center gap-3 text-sm text-stone-600 dark:text-stone-300"
          aria-live="polite"
        >
          <span>
            {data.total} {data.total === 1 ? "article" : "articles"}
            {q && <> for “{q}”</>}
            {tag && <> tagged {tag}</>}
            {country && <> about {country}</>}
          </span>
          <Link to="/blog" className="font-semibold text-brand-700 underline dark:text-brand-200">
            Clear filters
          </Link>
        </p>
      )}

      <div className="mt-8">
        {query.isError ? (
          <LoadError title="The blog could not be loaded" error={query.error} onRetry={() => query.refetch()} />
        ) : data && !data.featured && data.articles.length === 0 ? (
          <EmptyState>{NO_ARTICLES}</EmptyState>
        ) : (
          <>
            {data?.featured && (
              <div className="mb-10">
                <Featured article={data.featured} />
              </div>
            )}
            <ul aria-label="Articles" aria-busy={query.isPending} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {query.isPending &&
                skeletonKeys(6).map((k) => (
                  <li key={k}>
                    <ArticleCardSkeleton />
                  </li>
                ))}
              {data?.articles.map((a) => (
                <li key={a.id}>
                  <ArticleCardView article={a} />
                </li>
              ))}
            </ul>
            {data && <Pagination page={data.page} pages={data.pages} hrefOf={(n) => hrefWith({ page: n })} />}
          </>
        )}
      </div>

      <p className="mt-12 text-sm text-stone-600 dark:text-stone-300">
        Follow the blog in your feed reader:{" "}
        <a href="/blog/feed.xml" className="font-semibold text-brand-700 underline dark:text-brand-200">
          Atom feed
        </a>
      </p>
    </div>
  );
}
