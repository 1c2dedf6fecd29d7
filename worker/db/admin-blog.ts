/**
 * The admins' blog (issue 17 item 4): the list by state, one article for the editor, and every change an admin (or
 * the scheduling cron) makes. Each change is one D1 batch: a guard that the article is still in the state the
 * action expects (worker/db/guards.ts), the change, its audit row, the share-preview purge of its pages
 * (`preview_changes`, drained by worker/seo/changes.ts) and, when the author is told, their e-mail in the outbox.
 */
import { sql } from "drizzle-orm";
import type { AdminArticle, AdminArticleRow, AdminArticlesResponse } from "../../domain/api/admin-blog";
import { articleSlug, BLOG_LIMITS } from "../../domain/blog";
import { done, type Outcome, refused } from "../../domain/outcome";
import { ARTICLE_STATUSES, type ArticleStatus } from "../../domain/vocabulary";
import type { RenderedMarkdown } from "../services/content/markdown";
import { auditStatement } from "./audit";
import { allBatch, isUniqueViolation, nowIso, parseJsonList, type RawRow } from "./client";
import { decodeCursor, encodeCursor } from "./cursor";
import { guardFailure, guardHit } from "./guards";
import type { blog_articles } from "./schema";

type RawArticle = RawRow<typeof blog_articles>;

/** An article as the routes and the cron read it before a change, with whom to tell about a decision. */
export interface ArticleRecord extends AdminArticle {
  photos: string[];
  /** The author's address (the article's own, else their account's). */
  author_address: string | null;
  /** The author is an admin: their own articles are not "their story was published" news. */
  author_is_admin: boolean;
  /** The author's account, told through notify() (null: a story without one). */
  author_user_id: string | null;
}

export type ArticleRefusal = "wrong_state" | "article_changed" | "article_incomplete" | "slug_taken" | "not_published";

/** The order of each tab: published by publication, scheduled by their time, the others by their last change. */
const SORT_AT = sql.raw(
  "COALESCE(CASE b.status WHEN 'published' THEN b.published_at WHEN 'scheduled' THEN b.scheduled_at END, b.updated_at)",
);

type RawRecord = RawArticle & { author_address: string | null; author_is_admin: number; sort_at: string };

const SELECT = sql`SELECT b.*, COALESCE(b.author_email, u.email) AS author_address,
    COALESCE(p.is_admin, 0) AS author_is_admin, ${SORT_AT} AS sort_at
  FROM blog_articles b
  LEFT JOIN users u ON u.id = b.author_user_id
  LEFT JOIN profiles p ON p.user_id = b.author_user_id`;

function toRow(r: RawRecord): AdminArticleRow {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    status: r.status,
    author_name: r.author_name,
    author_email: r.author_address,
    country: r.country,
    tags: parseJsonList(r.tags),
    cover_image_url: r.cover_image_url,
    is_featured: r.is_featured === 1,
    is_showcase: r.is_showcase === 1,
    rejection_reason: r.rejection_reason,
    created_at: r.created_at,
    updated_at: r.updated_at,
    published_at: r.published_at,
    scheduled_at: r.scheduled_at,
  };
}

function toRecord(r: RawRecord): ArticleRecord {
  let toc: AdminArticle["toc"] = [];
  try {
    const parsed: unknown = JSON.parse(r.toc);
    if (Array.isArray(parsed)) toc = parsed as AdminArticle["toc"];
  } catch {
    toc = [];
  }
  return {
    ...toRow(r),
    body: r.body,
    seo_description: r.seo_description,
    toc,
    reading_minutes: r.reading_minutes,
    photos: parseJsonList(r.photos),
    author_address: r.author_address,
    author_is_admin: r.author_is_admin === 1,
    author_user_id: r.author_user_id,
  };
}

/** The editor's view of an article (its Markdown, rendered headings and reading time), or null. */
export async function articleRecord(d1: D1Database, id: string): Promise<ArticleRecord | null> {
  const [rows] = await allBatch<[RawRecord]>(d1, [sql`${SELECT} WHERE b.id = ${id}`]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The public fields of a record (no address of the author's account beyond what the row shows, no photo list). */
export function adminArticle(r: ArticleRecord): AdminArticle {
  const { photos: _photos, author_address: _address, author_is_admin: _admin, author_user_id: _user, ...article } = r;
  return article;
}

/** One tab of /admin/bookings's blog twin: the articles of a state, searched by title or author, with every count. */
export async function adminArticles(
  d1: D1Database,
  q: { status: ArticleStatus; q?: string; cursor?: string; limit: number },
): Promise<AdminArticlesResponse> {
  let search = sql``;
  if (q.q) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes.
    const t = q.q.toLowerCase();
    search = sql`AND (instr(lower(b.title), ${t}) > 0 OR instr(lower(b.author_name), ${t}) > 0)`;
  }
  let after = sql``;
  if (q.cursor) {
    const [at, id] = decodeCursor(q.cursor, ["string", "string"]);
    after = sql`AND (${SORT_AT}, b.id) < (${at}, ${id})`;
  }
  const [rows, counts] = await allBatch<[RawRecord, { status: ArticleStatus; n: number }]>(d1, [
    sql`${SELECT} WHERE b.status = ${q.status} ${search} ${after} ORDER BY sort_at DESC, b.id DESC LIMIT ${q.limit + 1}`,
    sql`SELECT b.status, count(*) AS n FROM blog_articles b WHERE 1 ${search} GROUP BY b.status`,
  ]);
  const more = rows.length > q.limit;
  const shown = more ? rows.slice(0, q.limit) : rows;
  const last = shown.at(-1);
  return {
    articles: shown.map(toRow),
    next_cursor: more && last ? encodeCursor([last.sort_at, last.id]) : null,
    counts: Object.fromEntries(ARTICLE_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as Record<
      ArticleStatus,
      number
    >,
  };
}

/** A statement that fails the batch (reason `reason`) when the article matches `where` (an SQL condition on b). */
const guard = (d1: D1Database, id: string, reason: string, where: string, ...values: unknown[]) =>
  d1
    .prepare(`SELECT ${guardFailure(reason, "b.status")} FROM blog_articles b WHERE b.id = ?1 AND (${where})`)
    .bind(id, ...values);

/** Marks the article's pages (its old and new address, the blog's lists) for a share-preview refresh. */
const previewChange = (d1: D1Database, id: string, slug: string) =>
  d1.prepare("INSERT INTO preview_changes (entity, entity_id, slug) VALUES ('article', ?1, ?2)").bind(id, slug);

const inList = (states: readonly ArticleStatus[]) => states.map((s) => `'${s}'`).join(", ");

async function run(d1: D1Database, statements: D1PreparedStatement[]): Promise<Outcome<null, ArticleRefusal>> {
  try {
    await d1.batch(statements);
    return done(null);
  } catch (err) {
    const hit = guardHit(err);
    if (hit) return refused(hit.reason as ArticleRefusal);
    if (isUniqueViolation(err, "slug")) return refused("slug_taken");
    throw err;
  }
}

/** Runs the change with the author's notices (notify()'s statements: in-app, e-mail, push) in the same batch. */
function withNews(
  d1: D1Database,
  statements: D1PreparedStatement[],
  notices: D1PreparedStatement[],
): Promise<Outcome<null, ArticleRefusal>> {
  return run(d1, [...statements, ...notices]);
}

/** The name an admin's articles are signed with: their profile's, else the team's. */
export async function authorNameOf(d1: D1Database, userId: string, fallback: string): Promise<string> {
  const [rows] = await allBatch<[{ name: string }]>(d1, [
    sql`SELECT trim(COALESCE(first_name, '') || ' ' || COALESCE(last_name, '')) AS name FROM profiles WHERE user_id = ${userId}`,
  ]);
  return rows[0]?.name || fallback;
}

/** A free slug for a new draft: the title's, or the title's with -2, -3… when another article has it. */
async function freeSlug(d1: D1Database, title: string): Promise<string> {
  const base = articleSlug(title) || "article";
  const [rows] = await allBatch<[{ slug: string }]>(d1, [
    sql`SELECT slug FROM blog_articles WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
  ]);
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, BLOG_LIMITS.slugMax - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** An admin's new draft, authored by them: its id. */
export async function insertDraft(
  d1: D1Database,
  admin: { id: string; name: string },
  title: string,
): Promise<Outcome<string, ArticleRefusal>> {
  const id = crypto.randomUUID();
  const now = nowIso();
  const slug = await freeSlug(d1, title);
  const outcome = await run(d1, [
    d1
      .prepare(
        `INSERT INTO blog_articles (id, slug, title, body, author_name, author_user_id, status, created_at, updated_at)
         VALUES (?1, ?2, ?3, '', ?4, ?5, 'draft', ?6, ?6)`,
      )
      .bind(id, slug, title, admin.name, admin.id, now),
    auditStatement(d1, { actorId: admin.id, action: "article.create", entityType: "article", entityId: id }),
  ]);
  return outcome.ok ? done(id) : outcome;
}

export interface ArticleSave {
  title: string;
  slug: string;
  excerpt: string;
  seo_description: string;
  body: string;
  cover_image_url: string | null;
  tags: string[];
  country: string | null;
  is_showcase: boolean;
}

/**
 * Saves the editor's fields with the body's rendering, unless the article changed since the admin's read (another
 * save, a decision, the cron) or the slug is another article's. A published or scheduled article keeps a full body.
 */
export function saveArticle(
  d1: D1Database,
  r: ArticleRecord,
  input: ArticleSave,
  rendered: RenderedMarkdown,
  adminId: string,
): Promise<Outcome<null, ArticleRefusal>> {
  const photos = [...new Set([...(input.cover_image_url ? [input.cover_image_url] : []), ...rendered.photos])];
  const statements = [
    guard(d1, r.id, "article_changed", "b.updated_at IS NOT ?2", r.updated_at),
    guard(
      d1,
      r.id,
      "article_incomplete",
      `b.status IN ('published', 'scheduled') AND length(?2) < ${BLOG_LIMITS.bodyMin}`,
      input.body,
    ),
    d1
      .prepare(
        `UPDATE blog_articles SET title = ?2, slug = ?3, excerpt = ?4, seo_description = ?5, body = ?6, body_html = ?7,
           toc = ?8, reading_minutes = ?9, photos = ?10, cover_image_url = ?11, tags = ?12, country = ?13,
           is_showcase = ?14, updated_at = ?15
         WHERE id = ?1`,
      )
      .bind(
        r.id,
        input.title,
        input.slug,
        input.excerpt,
        input.seo_description,
        input.body,
        rendered.html,
        JSON.stringify(rendered.toc),
        rendered.readingMinutes,
        JSON.stringify(photos),
        input.cover_image_url,
        JSON.stringify(input.tags),
        input.country,
        input.is_showcase ? 1 : 0,
        nowIso(),
      ),
    auditStatement(d1, {
      actorId: adminId,
      action: "article.edit",
      entityType: "article",
      entityId: r.id,
      details: r.slug === input.slug ? {} : { slug: { from: r.slug, to: input.slug } },
    }),
  ];
  if (r.status === "published") {
    statements.push(previewChange(d1, r.id, r.slug));
    if (input.slug !== r.slug) statements.push(previewChange(d1, r.id, input.slug));
  }
  return run(d1, statements);
}

/** The states an article may be published (or scheduled) from. */
export const PUBLISHABLE: readonly ArticleStatus[] = ["draft", "submitted", "scheduled"];

/**
 * Publishes now (`at` null) or schedules for `at`. `by` is the admin, or null for the cron (which publishes only a
 * scheduled article whose time has come, `dueBy`). `notices` go out with it (the author's news), if any.
 */
export function publishArticle(
  d1: D1Database,
  r: ArticleRecord,
  change: { at: string | null; by: string | null; now: string; dueBy?: string; notices: D1PreparedStatement[] },
): Promise<Outcome<null, ArticleRefusal>> {
  const statements = [
    change.dueBy
      ? guard(d1, r.id, "wrong_state", "b.status IS NOT 'scheduled' OR b.scheduled_at > ?2", change.dueBy)
      : guard(d1, r.id, "wrong_state", `b.status NOT IN (${inList(PUBLISHABLE)})`),
    guard(d1, r.id, "article_incomplete", `length(b.body) < ${BLOG_LIMITS.bodyMin}`),
    change.at
      ? d1
          .prepare(
            `UPDATE blog_articles SET status = 'scheduled', scheduled_at = ?2, rejection_reason = NULL, updated_at = ?3
             WHERE id = ?1`,
          )
          .bind(r.id, change.at, change.now)
      : d1
          .prepare(
            `UPDATE blog_articles SET status = 'published', published_at = ?2, scheduled_at = NULL,
               rejection_reason = NULL, updated_at = ?2
             WHERE id = ?1`,
          )
          .bind(r.id, change.now),
    auditStatement(d1, {
      actorId: change.by,
      action: change.at ? "article.schedule" : "article.publish",
      entityType: "article",
      entityId: r.id,
      details: { from: r.status, ...(change.at ? { at: change.at } : {}) },
    }),
  ];
  if (!change.at) statements.push(previewChange(d1, r.id, r.slug));
  return withNews(d1, statements, change.notices);
}

/** Takes a published or scheduled article back to draft (no longer featured). */
export function unpublishArticle(d1: D1Database, r: ArticleRecord, adminId: string) {
  return run(d1, [
    guard(d1, r.id, "wrong_state", "b.status NOT IN ('published', 'scheduled')"),
    d1
      .prepare(
        "UPDATE blog_articles SET status = 'draft', scheduled_at = NULL, is_featured = 0, updated_at = ?2 WHERE id = ?1",
      )
      .bind(r.id, nowIso()),
    auditStatement(d1, {
      actorId: adminId,
      action: "article.unpublish",
      entityType: "article",
      entityId: r.id,
      details: { from: r.status },
    }),
    previewChange(d1, r.id, r.slug),
  ]);
}

/** Features a published article (and un-features whichever was featured), or un-features this one. */
export function featureArticle(d1: D1Database, r: ArticleRecord, featured: boolean, adminId: string) {
  const now = nowIso();
  const statements = featured
    ? [
        guard(d1, r.id, "not_published", "b.status IS NOT 'published'"),
        d1
          .prepare("UPDATE blog_articles SET is_featured = 0, updated_at = ?2 WHERE is_featured = 1 AND id <> ?1")
          .bind(r.id, now),
        d1.prepare("UPDATE blog_articles SET is_featured = 1, updated_at = ?2 WHERE id = ?1").bind(r.id, now),
      ]
    : [d1.prepare("UPDATE blog_articles SET is_featured = 0, updated_at = ?2 WHERE id = ?1").bind(r.id, now)];
  return run(d1, [
    ...statements,
    auditStatement(d1, {
      actorId: adminId,
      action: featured ? "article.feature" : "article.unfeature",
      entityType: "article",
      entityId: r.id,
    }),
    previewChange(d1, r.id, r.slug),
  ]);
}

/** Declines a submitted story with the reason its author is told. */
export function declineArticle(
  d1: D1Database,
  r: ArticleRecord,
  reason: string,
  adminId: string,
  notices: D1PreparedStatement[],
) {
  const statements = [
    guard(d1, r.id, "wrong_state", "b.status IS NOT 'submitted'"),
    d1
      .prepare("UPDATE blog_articles SET status = 'rejected', rejection_reason = ?2, updated_at = ?3 WHERE id = ?1")
      .bind(r.id, reason, nowIso()),
    auditStatement(d1, {
      actorId: adminId,
      action: "article.decline",
      entityType: "article",
      entityId: r.id,
      details: { reason },
    }),
  ];
  return withNews(d1, statements, notices);
}

/** Scheduled articles whose time has come by `now`, oldest first. */
export async function dueArticles(d1: D1Database, now: string, limit = 50): Promise<string[]> {
  const [rows] = await allBatch<[{ id: string }]>(d1, [
    sql`SELECT id FROM blog_articles WHERE status = 'scheduled' AND scheduled_at <= ${now}
      ORDER BY scheduled_at, id LIMIT ${limit}`,
  ]);
  return rows.map((r) => r.id);
}
