import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ARTICLE_STATUS_LABEL, adminBlogApi } from "../../domain/api/admin-blog";
import { BLOG_LIMITS } from "../../domain/blog";
import { BRAND } from "../../domain/brand";
import type { Outcome } from "../../domain/outcome";
import {
  type ArticleRecord,
  type ArticleRefusal,
  adminArticle,
  adminArticles,
  articleRecord,
  authorNameOf,
  declineArticle,
  featureArticle,
  insertDraft,
  publishArticle,
  saveArticle,
  unpublishArticle,
} from "../db/admin-blog";
import { nowIso } from "../db/client";
import { photoUrlsNotOwnedBy } from "../db/media";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { articleNews } from "../services/content/article-news";
import { isOwnMediaUrl, renderMarkdown } from "../services/content/markdown";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

const NOT_FOUND = "No article with this id";

/** What each refusal answers; `action` names what was tried ("published", "declined") for the wrong-state text. */
function refusedAnswer(c: Ctx, refusal: ArticleRefusal, r: ArticleRecord, action: string, slug = r.slug) {
  const answers: Record<ArticleRefusal, [ContentfulStatusCode, string]> = {
    wrong_state: [409, `This article is ${ARTICLE_STATUS_LABEL[r.status].toLowerCase()}, so it can't be ${action}.`],
    article_changed: [
      409,
      "Someone changed this article since you opened it (a save, a decision or the scheduled publication). Reload it to see the changes.",
    ],
    article_incomplete: [
      422,
      `body: needs at least ${BLOG_LIMITS.bodyMin} characters before the article can be published`,
    ],
    slug_taken: [409, `slug: "${slug}" is already the address of another article`],
    not_published: [409, "Only a published article can be featured."],
  };
  const [status, message] = answers[refusal];
  return errorJson(c, status, refusal, message);
}

/** The article as the editor shows it after a change. */
async function answer(c: Ctx, id: string) {
  const r = await articleRecord(c.env.DB, id);
  if (!r) return errorJson(c, 404, "not_found", NOT_FOUND);
  return { article: adminArticle(r) };
}

type News = Awaited<ReturnType<typeof articleNews>>;

/**
 * Runs a change on an existing article: 404 when there is none, its refusal, or the article after it. `news` is
 * what the author is told (notify()): its statements go into the change's batch, and it is delivered right after
 * the response.
 */
async function change(
  c: Ctx,
  id: string,
  action: string,
  act: (r: ArticleRecord, notices: D1PreparedStatement[]) => Promise<Outcome<unknown, ArticleRefusal>>,
  news?: (r: ArticleRecord) => Promise<News>,
) {
  const r = await articleRecord(c.env.DB, id);
  if (!r) return errorJson(c, 404, "not_found", NOT_FOUND);
  const told = news ? await news(r) : null;
  const outcome = await act(r, told?.statements ?? []);
  if (!outcome.ok) {
    // Told in the words of the state it is in now (another admin or the cron may have moved it meanwhile).
    const now = (await articleRecord(c.env.DB, id)) ?? r;
    return refusedAnswer(c, outcome.refusal, now, action);
  }
  if (told) c.executionCtx.waitUntil(told.after());
  return answer(c, id);
}

/**
 * /api/admin/blog (issue 17 item 4): admins only, checked before anything else. Photos an admin adds (the cover or
 * inline) are their own uploads; the ones the article already has (a traveler's, a demo photo) may stay.
 */
export const adminBlogRoutes = implement(adminBlogApi, {
  list: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return adminArticles(c.env.DB, query);
  },
  one: async (c, { params }) => {
    c.header("Cache-Control", "private, no-store");
    const r = await articleRecord(c.env.DB, params.id);
    if (!r) return errorJson(c, 404, "not_found", NOT_FOUND);
    return { article: adminArticle(r) };
  },
  create: async (c, { body }) => {
    const adminId = principal(c).userId;
    const name = await authorNameOf(c.env.DB, adminId, `The ${BRAND.name} team`);
    const made = await insertDraft(c.env.DB, { id: adminId, name }, body.title);
    if (!made.ok) return errorJson(c, 409, "slug_taken", "Another article took this title's address: try again.");
    const r = await articleRecord(c.env.DB, made.value);
    if (!r) return errorJson(c, 404, "not_found", NOT_FOUND);
    return c.json({ article: adminArticle(r) }, 201);
  },
  save: async (c, { params, body }) => {
    const r = await articleRecord(c.env.DB, params.id);
    if (!r) return errorJson(c, 404, "not_found", NOT_FOUND);
    const rendered = renderMarkdown(body.body);
    const known = new Set([...r.photos, ...(r.cover_image_url ? [r.cover_image_url] : [])]);
    if (body.cover_image_url !== null && !isOwnMediaUrl(body.cover_image_url))
      return errorJson(c, 400, "invalid_request", "cover_image_url: must be a photo uploaded here (/media/…)");
    const added = [...(body.cover_image_url ? [body.cover_image_url] : []), ...rendered.photos].filter(
      (u) => !known.has(u),
    );
    const foreign = await photoUrlsNotOwnedBy(c.env.DB, principal(c).userId, added);
    if (foreign.length > 0) {
      const field = foreign.includes(body.cover_image_url ?? "") ? "cover_image_url" : "body";
      return errorJson(c, 400, "invalid_request", `${field}: ${foreign[0]} is not a photo you uploaded`);
    }
    const saved = await saveArticle(c.env.DB, r, body, rendered, principal(c).userId);
    if (!saved.ok) return refusedAnswer(c, saved.refusal, r, "saved", body.slug);
    return answer(c, r.id);
  },
  publish: (c, { params, body }) => {
    const now = new Date();
    const at = body.at ? new Date(body.at) : null;
    if (at && at.getTime() <= now.getTime()) return errorJson(c, 400, "invalid_request", "at: must be in the future");
    return change(
      c,
      params.id,
      "published",
      (r, notices) =>
        publishArticle(c.env.DB, r, {
          at: at ? at.toISOString() : null,
          by: principal(c).userId,
          now: nowIso(now.getTime()),
          notices,
        }),
      at ? undefined : (r) => articleNews(c.env, r, { kind: "published" }),
    );
  },
  unpublish: (c, { params }) =>
    change(c, params.id, "unpublished", (r) => unpublishArticle(c.env.DB, r, principal(c).userId)),
  feature: (c, { params, body }) =>
    change(c, params.id, body.featured ? "featured" : "unfeatured", (r) =>
      featureArticle(c.env.DB, r, body.featured, principal(c).userId),
    ),
  decline: (c, { params, body }) =>
    change(
      c,
      params.id,
      "declined",
      (r, notices) => declineArticle(c.env.DB, r, body.reason, principal(c).userId, notices),
      (r) => articleNews(c.env, r, { kind: "declined", reason: body.reason }),
    ),
});
