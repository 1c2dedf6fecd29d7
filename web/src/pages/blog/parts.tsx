import { Link } from "react-router";
import type { ArticleAuthor, ArticleCard } from "../../../../domain/api/blog";
import { CARD_SIZES, photoProps } from "../../../../domain/media";
import { ClockIcon, PinIcon } from "../../components/icons";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "12 March 2026". */
export function articleDate(iso: string | null): string {
  if (!iso) return "";
  const t = Date.parse(iso);
  return Number.isFinite(t) ? DATE.format(new Date(t)) : "";
}

export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export function AuthorName({ author }: { author: ArticleAuthor }) {
  return author.path ? (
    <Link
      to={author.path}
      className="relative z-10 font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
    >
      {author.name}
    </Link>
  ) : (
    <span className="font-medium text-stone-800 dark:text-stone-100">{author.name}</span>
  );
}

/** "12 March 2026 · 6 min read". */
export function ArticleFacts({ article }: { article: Pick<ArticleCard, "published_at" | "reading_minutes"> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {article.published_at && <time dateTime={article.published_at}>{articleDate(article.published_at)}</time>}
      {article.published_at && <span aria-hidden="true">·</span>}
      <span className="inline-flex items-center gap-1">
        <ClockIcon width={14} height={14} aria-hidden="true" />
        {article.reading_minutes} min read
      </span>
    </span>
  );
}

/** An article in a list: cover, country, title (the link), excerpt, author and date. */
export function ArticleCardView({ article, headingLevel = 2 }: { article: ArticleCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-testid="article-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-stone-900 dark:ring-white/10"
    >
      <div className="aspect-[3/2] overflow-hidden bg-stone-200 dark:bg-stone-800">
        {article.cover_image_url && (
          <img
            {...photoProps(article.cover_image_url, CARD_SIZES)}
            alt=""
            loading="lazy"
            decoding="async"
            width={960}
            height={640}
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {article.country && (
          <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400">
            <PinIcon width={14} height={14} aria-hidden="true" />
            {article.country}
          </p>
        )}
        <Heading className="font-display text-xl leading-snug font-semibold text-stone-900 dark:text-white">
          <Link to={articlePath(article.slug)} className="stretched-link">
            {article.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-stone-600 dark:text-stone-300">{article.excerpt}</p>
        <p className="mt-auto pt-2 text-sm text-stone-600 dark:text-stone-300">
          By <AuthorName author={article.author} />
        </p>
        <p className="text-xs text-stone-600 dark:text-stone-300">
          <ArticleFacts article={article} />
        </p>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="article-skeleton"
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm dark:bg-stone-900"
    >
      <div className="aspect-[3/2] animate-shimmer bg-stone-200 dark:bg-stone-800" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-20 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-5 w-4/5 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-3 w-full animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-3 w-2/3 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      </div>
    </div>
  );
}

/** Numbered pages: previous, the page numbers (a window around the current one), next. Links, so they can be shared. */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const item =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-semibold ring-1 ring-stone-300 dark:ring-stone-700";
  return (
    <nav aria-label="Pages" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link
              to={hrefOf(page - 1)}
              className={`${item} text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800`}
            >
              Previous
            </Link>
          </li>
        )}
        {shown.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            {i > 0 && (shown[i - 1] ?? n) < n - 1 && <span aria-hidden="true">…</span>}
            {n === page ? (
              <span aria-current="page" className={`${item} bg-brand-700 text-white ring-brand-700`}>
                {n}
              </span>
            ) : (
              <Link
                to={hrefOf(n)}
                aria-label={`Page ${n}`}
                className={`${item} text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800`}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <Link
              to={hrefOf(page + 1)}
              className={`${item} text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800`}
            >
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
