/**
 * The blog's reads and the public submission write (issue 17). An article row becomes a card with `toArticleCard`
 * (shared with the admins' lists): its author is linked to their host page (an approved host) or traveler page (a
 * traveler profile) when the account still exists.
 */
import { type SQL, sql } from "drizzle-orm";
import type {
  ArticleAuthor,
  ArticleCard,
  ArticleResponse,
  BlogListResponse,
  MySubmission,
  TocEntry,
} from "../../domain/api/blog";
import { articleSlug, BLOG_PAGE_SIZE } from "../../domain/blog";
import { hostSlug } from "../../domain/host-slug";
import { encodePathSegment } from "../../domain/routes";
import { placeKey } from "../../domain/text";
import type { ArticleStatus } from "../../domain/vocabulary";
import { allBatch, isUniqueViolation, nowIso, parseJsonList, placeKeySql } from "./client";
import { approvedHostsFrom, hostCardColumns, type RawHostCard, toHostCard } from "./host-cards";
import { newestCardsSql, type RawCard, toCard } from "./listing-cards";

/** Related articles under an article, and hosts and listings of its country. */
const RELATED_SHOWN = 3;
const HOSTS_SHOWN = 4;
const LISTINGS_SHOWN = 6;
/** Filter chips on /blog: the most used tags and countries. */
const FACETS_SHOWN = 24;
/** Slugs that are pages of their own under /blog, or API paths under /api/blog. */
const RESERVED_SLUGS = new Set(["showcase", "submit", "submissions", "preview", "feed"]);

/** The columns of an article card, over `blog_articles b` joined with `articleAuthorJoins`. */
export const articleCardColumns = sql`b.id, b.slug, b.title, b.excerpt, b.cover_image_url, b.tags, b.country,
  b.author_name, b.published_at, b.reading_minutes, b.is_showcase,
  h.id AS author_host_id, h.profile_slug AS author_host_slug, p.first_name AS author_first_name,
  p.profile_slug AS author_profile_slug, p.user_type AS author_user_type, p.user_id AS author_profile_user,
  p.profile_photo_url AS author_photo`;

/** The author's approved host row and live profile, when they have them. */
export const articleAuthorJoins = sql`LEFT JOIN users au ON au.id = b.author_user_id AND au.deleted_at IS NULL
  LEFT JOIN profiles p ON p.user_id = au.id
  LEFT JOIN hosts h ON h.user_id = au.id AND h.status = 'approved'`;

export interface RawArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  cover_image_url: string | null;
  tags: string;
  country: string | null;
  author_name: string;
  published_at: string | null;
  reading_minutes: number;
  is_showcase: number;
  author_host_id: string | null;
  author_host_slug: string | null;
  author_first_name: string | null;
  author_profile_slug: string | null;
  author_user_type: string | null;
  author_profile_user: string | null;
  author_photo: string | null;
}

function authorOf(r: RawArticleCard): ArticleAuthor {
  let path: string | null = null;
  if (r.author_host_id) {
    path = `/host/${encodePathSegment(
      hostSlug({ id: r.author_host_id, profile_slug: r.author_host_slug, first_name: r.author_first_name }),
    )}`;
  } else if (r.author_user_type === "traveler" && r.author_profile_user) {
    path = `/traveler/${encodePathSegment(r.author_profile_slug || r.author_profile_user)}`;
  }
  return { name: r.author_name, path, photo: path ? r.author_photo : null };
}

/** A row selected with `articleCardColumns` as the card every blog list shows. */
export function toArticleCard(r: RawArticleCard): ArticleCard {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    cover_image_url: r.cover_image_url,
    tags: parseJsonList(r.tags),
    country: r.country,
    author: authorOf(r),
    published_at: r.published_at,
    reading_minutes: r.reading_minutes,
    is_showcase: Boolean(r.is_showcase),
  };
}

const published = sql`b.status = 'published'`;

/** `%` and `_` in a search term match themselves. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface BlogFilters {
  q?: string;
  tag?: string;
  country?: string;
  showcase?: "0" | "1";
  page: number;
}

/** GET /api/blog: one D1 round trip (featured, the page, its count, and the filter chips). */
export async function listArticles(d1: D1Database, f: BlogFilters): Promise<BlogListResponse> {
  const q = f.q?.trim() ?? "";
  const tag = f.tag?.trim() ?? "";
  const country = f.country?.trim() ?? "";
  const showcase = f.showcase === "1";
  const filtered = Boolean(q || tag || country || showcase);
  const conditions: SQL[] = [published];
  if (q) {
    const like = likePattern(q);
    conditions.push(sql`(lower(b.title) LIKE ${like} ESCAPE '\\' OR lower(b.excerpt) LIKE ${like} ESCAPE '\\'
      OR lower(b.body) LIKE ${like} ESCAPE '\\')`);
  }
  if (tag) conditions.push(sql`EXISTS (SELECT 1 FROM json_each(b.tags) t WHERE lower(t.value) = ${tag.toLowerCase()})`);
  if (country) conditions.push(sql`${placeKeySql(sql`b.country`)} = ${placeKey(country)}`);
  if (showcase) conditions.push(sql`b.is_showcase = 1`);
  const featuredSql = sql`SELECT id FROM blog_articles WHERE status = 'published' AND is_featured = 1
    ORDER BY published_at DESC LIMIT 1`;
  // Without filters the featured article stands above the list, on every page, and is not repeated in it.
  if (!filtered) conditions.push(sql`b.id NOT IN (${featuredSql})`);
  const where = sql.join(conditions, sql` AND `);
  const offset = (f.page - 1) * BLOG_PAGE_SIZE;
  const [featured, rows, counts, tags, countries] = await allBatch<
    [
      RawArticleCard,
      RawArticleCard,
      { total: number },
      { tag: string; count: number },
      { country: string; count: number },
    ]
  >(d1, [
    !filtered && f.page === 1
      ? sql`SELECT ${articleCardColumns} FROM blog_articles b ${articleAuthorJoins} WHERE b.id IN (${featuredSql})`
      : sql`SELECT NULL WHERE 0`,
    sql`SELECT ${articleCardColumns} FROM blog_articles b ${articleAuthorJoins} WHERE ${where}
      ORDER BY b.published_at DESC, b.id LIMIT ${BLOG_PAGE_SIZE} OFFSET ${offset}`,
    sql`SELECT count(*) AS total FROM blog_articles b WHERE ${where}`,
    sql`SELECT max(t.value) AS tag, count(*) AS count FROM blog_articles b, json_each(b.tags) t
      WHERE ${published} AND t.type = 'text' GROUP BY lower(t.value) ORDER BY count DESC, tag LIMIT ${FACETS_SHOWN}`,
    sql`SELECT max(b.country) AS country, count(*) AS count FROM blog_articles b
      WHERE ${published} AND b.country IS NOT NULL AND b.country != ''
      GROUP BY ${placeKeySql(sql`b.country`)} ORDER BY count DESC, country LIMIT ${FACETS_SHOWN}`,
  ]);
  const total = counts[0]?.total ?? 0;
  return {
    featured: featured[0] ? toArticleCard(featured[0]) : null,
    articles: rows.map(toArticleCard),
    total,
    page: f.page,
    pages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
    tags,
    countries,
  };
}

type RawArticle = RawArticleCard & {
  author_user_id: string | null;
  status: ArticleStatus;
  body_html: string;
  toc: string;
  seo_description: string;
  updated_at: string;
};

/**
 * GET /api/blog/:slug: the article with its related articles and its country's hosts and listings (two round
 * trips). Null when there is none or the viewer may not see it (not published, and they are neither its author
 * nor an admin).
 */
export async function getArticle(
  d1: D1Database,
  slug: string,
  viewer: { userId: string; isAdmin: boolean } | null,
): Promise<ArticleResponse | null> {
  const [rows] = await allBatch<[RawArticle]>(d1, [
    sql`SELECT ${articleCardColumns}, b.author_user_id, b.status, b.body_html, b.toc, b.seo_description, b.updated_at
      FROM blog_articles b ${articleAuthorJoins} WHERE b.slug = ${slug} LIMIT 1`,
  ]);
  const r = rows[0];
  if (!r) return null;
  const mayPreview =
    viewer !== null && (viewer.isAdmin || (r.author_user_id !== null && r.author_user_id === viewer.userId));
  if (r.status !== "published" && !mayPreview) return null;

  const tags = parseJsonList(r.tags).map((t) => t.toLowerCase());
  const key = r.country ? placeKey(r.country) : "";
  const inCountry = sql`c.key IN (SELECT key FROM listing_places WHERE kind = 'country' AND value = ${key})`;
  const [related, hosts, listings] = await allBatch<[RawArticleCard, RawHostCard, RawCard]>(d1, [
    sql`SELECT ${articleCardColumns} FROM blog_articles b ${articleAuthorJoins}
      WHERE ${published} AND b.id != ${r.id}
      ORDER BY ((SELECT count(*) FROM json_each(b.tags) t WHERE lower(t.value) IN (SELECT value FROM json_each(${JSON.stringify(tags)})))
        + CASE WHEN ${key} != '' AND ${placeKeySql(sql`b.country`)} = ${key} THEN 2 ELSE 0 END) DESC,
        b.published_at DESC
      LIMIT ${RELATED_SHOWN}`,
    key
      ? sql`SELECT ${hostCardColumns} ${approvedHostsFrom} AND ${placeKeySql(sql`p.country`)} = ${key}
        ORDER BY h.is_superhost DESC, h.rating DESC, h.total_reviews DESC LIMIT ${HOSTS_SHOWN}`
      : sql`SELECT NULL WHERE 0`,
    key ? newestCardsSql(LISTINGS_SHOWN, inCountry) : sql`SELECT NULL WHERE 0`,
  ]);
  const toc = JSON.parse(r.toc || "[]") as TocEntry[];
  return {
    article: {
      ...toArticleCard(r),
      body_html: r.body_html,
      toc,
      description: r.seo_description.trim() || r.excerpt,
      status: r.status,
      updated_at: r.updated_at,
    },
    related: related.map(toArticleCard),
    hosts: hosts.map(toHostCard),
    listings: listings.map(toCard),
  };
}

// ───────────────────────────── submissions ─────────────────────────────

interface RawSubmission {
  id: string;
  slug: string;
  title: string;
  country: string | null;
  status: ArticleStatus;
  rejection_reason: string | null;
  created_at: string;
  published_at: string | null;
}

const submissionColumns = sql`id, slug, title, country, status, rejection_reason, created_at, published_at`;

/** GET /api/blog/submissions: everything the person wrote, newest first. */
export async function mySubmissions(d1: D1Database, userId: string): Promise<MySubmission[]> {
  const [rows] = await allBatch<[RawSubmission]>(d1, [
    sql`SELECT ${submissionColumns} FROM blog_articles WHERE author_user_id = ${userId}
      ORDER BY created_at DESC, id DESC LIMIT 100`,
  ]);
  return rows;
}

/** The name an author is published under: a host's full name, a traveler's first name and last initial. */
export async function authorIdentity(
  d1: D1Database,
  userId: string,
): Promise<{ first_name: string | null; last_name: string | null; user_type: string | null; email: string | null }> {
  const [rows] = await allBatch<
    [{ first_name: string | null; last_name: string | null; user_type: string | null; email: string | null }]
  >(d1, [
    sql`SELECT p.first_name, p.last_name, p.user_type, u.email FROM users u
      LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ${userId}`,
  ]);
  return rows[0] ?? { first_name: null, last_name: null, user_type: null, email: null };
}

export interface NewSubmission {
  title: string;
  country: string;
  body: string;
  excerpt: string;
  body_html: string;
  toc: TocEntry[];
  reading_minutes: number;
  cover_image_url: string | null;
  photos: string[];
  author_user_id: string;
  author_name: string;
  author_email: string | null;
}

/** A slug of `title` that no article has: the title's own, else with -2, -3, … (then a random suffix). */
async function freeSlug(d1: D1Database, title: string): Promise<string> {
  let base = articleSlug(title) || "story";
  if (RESERVED_SLUGS.has(base)) base = `${base}-story`;
  const [rows] = await allBatch<[{ slug: string }]>(d1, [
    sql`SELECT slug FROM blog_articles WHERE slug = ${base} OR slug LIKE ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`} ESCAPE '\\'`,
  ]);
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; n < 100; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Stores a story as "submitted", under a free slug (tried again once if another story took it meanwhile). */
export async function insertSubmission(d1: D1Database, s: NewSubmission): Promise<MySubmission> {
  for (let attempt = 0; ; attempt++) {
    const slug =
      attempt === 0 ? await freeSlug(d1, s.title) : `${await freeSlug(d1, s.title)}-${crypto.randomUUID().slice(0, 6)}`;
    const id = crypto.randomUUID();
    const now = nowIso();
    try {
      await d1
        .prepare(
          `INSERT INTO blog_articles (id, slug, title, excerpt, body, body_html, toc, reading_minutes, cover_image_url,
             photos, tags, country, author_name, author_email, author_user_id, status, is_showcase, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, 'submitted', 1, ?16, ?16)`,
        )
        .bind(
          id,
          slug,
          s.title,
          s.excerpt,
          s.body,
          s.body_html,
          JSON.stringify(s.toc),
          s.reading_minutes,
          s.cover_image_url,
          JSON.stringify(s.photos),
          JSON.stringify(s.country ? [s.country] : []),
          s.country,
          s.author_name,
          s.author_email,
          s.author_user_id,
          now,
        )
        .run();
      return {
        id,
        slug,
        title: s.title,
        country: s.country,
        status: "submitted",
        rejection_reason: null,
        created_at: now,
        published_at: null,
      };
    } catch (err) {
      if (attempt >= 2 || !isUniqueViolation(err, "slug")) throw err;
    }
  }
}

// ───────────────────────────── feed and sitemap ─────────────────────────────

export interface FeedEntry {
  slug: string;
  title: string;
  excerpt: string;
  seo_description: string;
  body_html: string;
  cover_image_url: string | null;
  tags: string[];
  author_name: string;
  published_at: string;
  updated_at: string;
}

/** The newest published articles for /blog/feed.xml. */
export async function feedEntries(d1: D1Database, limit: number): Promise<FeedEntry[]> {
  const [rows] = await allBatch<[Omit<FeedEntry, "tags"> & { tags: string }]>(d1, [
    sql`SELECT slug, title, excerpt, seo_description, body_html, cover_image_url, tags, author_name, published_at,
        updated_at
      FROM blog_articles WHERE status = 'published' AND published_at IS NOT NULL
      ORDER BY published_at DESC, id LIMIT ${limit}`,
  ]);
  return rows.map((r) => ({ ...r, tags: parseJsonList(r.tags) }));
}

/** Published articles for the sitemap: slug and last change. */
export const sitemapArticlesSql = sql`SELECT slug, updated_at, published_at FROM blog_articles
  WHERE status = 'published' ORDER BY published_at DESC, id`;

export interface SitemapArticleRow {
  slug: string;
  updated_at: string;
  published_at: string | null;
}

/** What the article page's share metadata needs, for a published article only. */
export interface ArticlePreviewData {
  id: string;
  slug: string;
  title: string;
  description: string;
  cover: string | null;
  author: ArticleAuthor;
  country: string | null;
  tags: string[];
  published_at: string;
  updated_at: string;
  reading_minutes: number;
  is_showcase: boolean;
}

/** A published article's share data by slug (or by id, for its share image); null for anything else. */
export async function articlePreview(d1: D1Database, slugOrId: string): Promise<ArticlePreviewData | null> {
  const [rows] = await allBatch<[RawArticle]>(d1, [
    sql`SELECT ${articleCardColumns}, b.author_user_id, b.status, '' AS body_html, '[]' AS toc, b.seo_description,
        b.updated_at
      FROM blog_articles b ${articleAuthorJoins}
      WHERE (b.slug = ${slugOrId} OR b.id = ${slugOrId}) AND ${published} LIMIT 1`,
  ]);
  const r = rows[0];
  if (!r?.published_at) return null;
  const card = toArticleCard(r);
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.seo_description.trim() || r.excerpt,
    cover: r.cover_image_url,
    author: card.author,
    country: r.country,
    tags: card.tags,
    published_at: r.published_at,
    updated_at: r.updated_at,
    reading_minutes: r.reading_minutes,
    is_showcase: card.is_showcase,
  };
}
