import { Link, useSearchParams } from "react-router";
import { CARD_SIZES, photoProps } from "../../../../domain/media";
import { pageTitle } from "../../../../domain/titles";
import { EmptyState, LoadError } from "../../components/PageStates";
import { skeletonKeys } from "../../components/Skeletons";
import { buttonClass } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { articlePath, Pagination } from "./parts";

export const NO_STORIES = "No traveler stories have been published yet.";

/** /blog/showcase: the published travelers' stories as a gallery of their cover photos. */
export function Component() {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  usePageTitle(pageTitle("Traveler stories"));
  const query = useAppQuery({
    queryKey: ["blog", "showcase", page],
    queryFn: ({ signal }) => call("GET /api/blog", { query: { showcase: "1", page }, signal }),
  });
  const stories = query.data?.articles ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase dark:text-amber-400">
        <Link to="/blog" className="hover:underline">
          Blog
        </Link>
      </p>
      <div className="mt-1 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-4xl font-semibold text-stone-900 sm:text-5xl dark:text-white">
            Traveler stories
          </h1>
          <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-300">
            Trips told by the people who made them, with their own photos.
          </p>
        </div>
        <Link to="/blog/submit" className={buttonClass({ variant: "primary", size: "md" })}>
          Share your story
        </Link>
      </div>

      <div className="mt-10">
        {query.isError ? (
          <LoadError title="The stories could not be loaded" error={query.error} onRetry={() => query.refetch()} />
        ) : query.isSuccess && stories.length === 0 ? (
          <EmptyState>{NO_STORIES}</EmptyState>
        ) : (
          <ul
            aria-label="Traveler stories"
            aria-busy={query.isPending}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {query.isPending &&
              skeletonKeys(6).map((k) => (
                <li
                  key={k}
                  aria-hidden="true"
                  className="aspect-[4/5] animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800"
                />
              ))}
            {stories.map((s) => (
              <li key={s.id}>
                <article
                  data-testid="story-tile"
                  className="group relative aspect-[4/5] overflow-hidden rounded-2xl bg-stone-800 shadow-sm"
                >
                  {s.cover_image_url && (
                    <img
                      {...photoProps(s.cover_image_url, CARD_SIZES)}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={800}
                      height={1000}
                      className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-[1.04]"
                    />
                  )}
                  <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/30 to-transparent" />
                  <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1 p-5 text-white">
                    {s.country && <p className="text-xs font-semibold tracking-wide uppercase">{s.country}</p>}
                    <h2 className="font-display text-xl leading-snug font-semibold">
                      <Link to={articlePath(s.slug)} className="stretched-link">
                        {s.title}
                      </Link>
                    </h2>
                    <p className="text-sm">
                      By {s.author.name} · {s.reading_minutes} min read
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {query.data && (
          <Pagination
            page={query.data.page}
            pages={query.data.pages}
            hrefOf={(n) => (n === 1 ? "/blog/showcase" : `/blog/showcase?page=${n}`)}
          />
        )}
      </div>
    </div>
  );
}
