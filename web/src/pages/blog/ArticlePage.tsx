import { Link, useParams } from "react-router";
import type { ArticleDetail, TocEntry } from "../../../../domain/api/blog";
import { TOC_MIN_HEADINGS } from "../../../../domain/blog";
import { photoProps } from "../../../../domain/media";
import { pageTitle } from "../../../../domain/titles";
import { HostCard } from "../../components/HostCard";
import { ListingCard } from "../../components/ListingCard";
import { isNotFound, LoadError, NotFoundState, retryUnlessNotFound } from "../../components/PageStates";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { ArticleCardView, ArticleFacts, AuthorName } from "./parts";

/**
 * The sanitized article HTML (rendered by the server's allow-list, worker/services/content/markdown.ts) styled for
 * reading: a measure of about 70 characters, generous leading, headings that leave room above them.
 */
export const PROSE = [
  "max-w-[68ch] text-lg leading-8 text-stone-800 dark:text-stone-200 [&>:first-child]:mt-0",
  "[&_p]:my-5 [&_ul]:my-5 [&_ol]:my-5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:leading-tight [&_h2]:font-semibold [&_h2]:text-stone-900 dark:[&_h2]:text-white",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-stone-900 dark:[&_h3]:text-white",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-200",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-5 [&_blockquote]:text-stone-700 [&_blockquote]:italic dark:[&_blockquote]:text-stone-300",
  "[&_img]:my-8 [&_img]:w-full [&_img]:rounded-2xl",
  "[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base dark:[&_code]:bg-stone-800",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-stone-100 [&_pre]:p-4 dark:[&_pre]:bg-stone-800",
  "[&_hr]:my-10 [&_hr]:border-stone-200 dark:[&_hr]:border-stone-700",
  "[&_table]:my-6 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-base [&_th]:border-b [&_th]:border-stone-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:border-stone-200 [&_td]:px-3 [&_td]:py-2 dark:[&_td]:border-stone-700",
  "[&_strong]:font-semibold [&_strong]:text-stone-900 dark:[&_strong]:text-white",
].join(" ");

function Toc({ toc }: { toc: TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-2xl bg-sand-100 p-5 dark:bg-stone-900">
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase dark:text-stone-300">
        In this article
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {toc.map((t) => (
          <li key={t.id} className={t.level === 3 ? "pl-4" : ""}>
            <a
              href={`#${t.id}`}
              className="text-stone-800 hover:text-brand-700 hover:underline dark:text-stone-200 dark:hover:text-brand-200"
            >
              {t.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ArticleSkeleton() {
  return (
    <div aria-hidden="true" data-testid="article-page-skeleton" className="mx-auto max-w-4xl px-4 py-10">
      <div className="h-4 w-24 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      <div className="mt-4 h-10 w-4/5 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      <div className="mt-3 h-4 w-48 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      <div className="mt-8 aspect-[2/1] animate-shimmer rounded-3xl bg-stone-200 dark:bg-stone-800" />
      <div className="mt-8 space-y-3">
        {["a", "b", "c", "d", "e"].map((k) => (
          <div key={k} className="h-4 w-full animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        ))}
      </div>
    </div>
  );
}

function Header({ article }: { article: ArticleDetail }) {
  return (
    <header className="mx-auto max-w-4xl px-4 pt-10 sm:pt-14">
      <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400">
        <Link to={article.is_showcase ? "/blog/showcase" : "/blog"} className="hover:underline">
          {article.is_showcase ? "Traveler story" : "Blog"}
        </Link>
        {article.country && (
          <>
            {" · "}
            <Link to={`/blog?country=${encodeURIComponent(article.country)}`} className="hover:underline">
              {article.country}
            </Link>
          </>
        )}
      </p>
      <h1 className="mt-2 font-display text-4xl leading-tight font-semibold text-balance text-stone-900 sm:text-5xl dark:text-white">
        {article.title}
      </h1>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 dark:text-stone-300">
        {article.author.photo && (
          <img
            {...photoProps(article.author.photo, "40px")}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-full object-cover"
          />
        )}
        <span>
          By <AuthorName author={article.author} />
        </span>
        <span aria-hidden="true">·</span>
        <ArticleFacts article={article} />
      </div>
      {article.status !== "published" && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-amber-100 px-4 py-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          This story is not published: only its author and the admins can open this page.
        </p>
      )}
    </header>
  );
}

/** /blog/{slug}: an article with its table of contents, related articles and its country's hosts and listings. */
export function Component() {
  const { slug = "" } = useParams();
  const query = useAppQuery({
    queryKey: ["blog", "article", slug.toLowerCase()],
    queryFn: ({ signal }) => call("GET /api/blog/:slug", { params: { slug }, signal }),
    retry: retryUnlessNotFound,
  });
  usePageTitle(query.data ? pageTitle(query.data.article.title) : null);

  if (isNotFound(query.error) || (query.isError && /not an article/.test(String(query.error)))) {
    return (
      <NotFoundState title="This article isn't here" links={[{ to: "/blog", label: "Read the blog" }]}>
        It may not be published yet, or the link is mistyped.
      </NotFoundState>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-14">
        <LoadError title="The article could not be loaded" error={query.error} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <ArticleSkeleton />;
  const { article, related, hosts, listings } = query.data;
  const showToc = article.toc.length >= TOC_MIN_HEADINGS;

  return (
    <article className="pb-16">
      <Header article={article} />
      {article.cover_image_url && (
        <div className="mx-auto mt-8 max-w-5xl px-4">
          <img
            {...photoProps(article.cover_image_url, "(min-width: 1024px) 1024px, 100vw")}
            alt=""
            width={1600}
            height={900}
            className="aspect-[16/9] w-full rounded-3xl object-cover"
          />
        </div>
      )}
      <div className="mx-auto mt-10 grid max-w-5xl gap-10 px-4 lg:grid-cols-[1fr_16rem]">
        <div className="min-w-0">
          {showToc && (
            <div className="mb-8 lg:hidden">
              <Toc toc={article.toc} />
            </div>
          )}
          {/* Sanitized on the server with an allow-list when it was written (docs/decisions/019-markdown-rendering.md). */}
          <div
            data-testid="article-body"
            className={PROSE}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered through the allow-list sanitizer
            dangerouslySetInnerHTML={{ __html: article.body_html }}
          />
          {article.tags.length > 0 && (
            <ul aria-label="Topics" className="mt-10 flex flex-wrap gap-2">
              {article.tags.map((t) => (
                <li key={t}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(t)}`}
                    className="inline-flex min-h-9 items-center rounded-full bg-white px-3.5 text-sm font-medium text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100 dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-700"
                  >
                    #{t}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        {showToc && (
          <aside className="hidden lg:block">
            <div className="sticky top-24">
              <Toc toc={article.toc} />
            </div>
          </aside>
        )}
      </div>

      {(hosts.length > 0 || listings.length > 0) && article.country && (
        <section aria-labelledby="country-heading" className="mx-auto mt-16 max-w-7xl px-4">
          <h2 id="country-heading" className="font-display text-3xl font-semibold text-stone-900 dark:text-white">
            Go to {article.country} with a local host
          </h2>
          {hosts.length > 0 && (
            <ul aria-label={`Hosts in ${article.country}`} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {hosts.map((h) => (
                <li key={h.id}>
                  <HostCard host={h} />
                </li>
              ))}
            </ul>
          )}
          {listings.length > 0 && (
            <ul aria-label={`Listings in ${article.country}`} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {listings.map((l) => (
                <li key={`${l.listing_type}-${l.id}`}>
                  <ListingCard listing={l} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-7xl px-4">
          <h2 id="related-heading" className="font-display text-3xl font-semibold text-stone-900 dark:text-white">
            Read next
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <li key={a.id}>
                <ArticleCardView article={a} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
