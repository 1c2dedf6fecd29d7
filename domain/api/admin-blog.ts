/**
 * The admins' blog (issue 17 item 4): every article by state with the count of each, one article as the editor
 * needs it, a new draft, saving, publishing now or at a chosen time (the housekeeping cron publishes scheduled
 * articles, worker/cron/blog.ts), unpublishing, featuring one article, and declining a submitted story with a
 * reason. Admins only, on the server; the Markdown is rendered and sanitized by the one renderer on every save.
 */
import { z } from "zod";
import { ARTICLE_SLUG, BLOG_LIMITS } from "../blog";
import { COUNTRIES } from "../geo";
import { ARTICLE_STATUSES, type ArticleStatus } from "../vocabulary";
import type { TocEntry } from "./blog";
import type { Page } from "./cards";
import { get, post, put, reply } from "./endpoint";
import { cursor, pickedFrom, plainText, requiredText } from "./fields";

const id = plainText().trim().min(1, "is required").max(64, "must be an id");
const idParams = z.object({ id });

export const ARTICLE_STATUS_LABEL: Record<ArticleStatus, string> = {
  submitted: "Submitted",
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
  rejected: "Declined",
};

/** The tabs of /admin/blog, in order: the stories waiting for a decision first. */
export const ADMIN_ARTICLE_TABS: readonly ArticleStatus[] = [
  "submitted",
  "draft",
  "scheduled",
  "published",
  "rejected",
];

export const adminArticlesQuery = z.strictObject({
  status: z.enum(ARTICLE_STATUSES, { error: `must be one of ${ARTICLE_STATUSES.join(", ")}` }).default("submitted"),
  /** Part of the title or of the author's name. */
  q: plainText().trim().max(100, "can be at most 100 characters").optional(),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const title = requiredText(BLOG_LIMITS.titleMax, BLOG_LIMITS.titleMin);

export const newArticleBody = z.strictObject({ title });

/** Tags as shown on /blog: trimmed, each at most tagMax characters, no repeats (any case), at most tagsMax. */
const tags = z
  .array(requiredText(BLOG_LIMITS.tagMax), { error: "must be a list of tags" })
  .max(BLOG_LIMITS.tagsMax, `can have at most ${BLOG_LIMITS.tagsMax} tags`)
  .refine((list) => new Set(list.map((t) => t.toLowerCase())).size === list.length, "must not repeat a tag");

export const articleSlugField = plainText()
  .trim()
  .min(1, "is required")
  .max(BLOG_LIMITS.slugMax, `can be at most ${BLOG_LIMITS.slugMax} characters`)
  .regex(ARTICLE_SLUG, "must be lowercase letters and digits joined by single hyphens, like almaty-in-winter");

export const articleBody = z.strictObject({
  title,
  slug: articleSlugField,
  excerpt: plainText().trim().max(BLOG_LIMITS.excerptMax, `can be at most ${BLOG_LIMITS.excerptMax} characters`),
  seo_description: plainText().trim().max(BLOG_LIMITS.seoMax, `can be at most ${BLOG_LIMITS.seoMax} characters`),
  body: plainText().max(BLOG_LIMITS.bodyMax, `can be at most ${BLOG_LIMITS.bodyMax} characters`),
  /** A /media photo: an upload of the admin's, or the photo the article already has. */
  cover_image_url: plainText().trim().max(300, "can be at most 300 characters").nullable(),
  tags,
  country: pickedFrom(
    COUNTRIES.map((c) => c.label),
    "must be a country from the list",
  ).nullable(),
  is_showcase: z.boolean({ error: "must be true or false" }),
});
export type ArticleInput = z.input<typeof articleBody>;

export const publishBody = z.strictObject({
  /** When to publish (an ISO time in the future): the article waits as scheduled. Now when absent. */
  at: z.iso.datetime({ offset: true, error: "must be a date and time like 2027-05-09T08:00:00Z" }).optional(),
});

export const featureBody = z.strictObject({ featured: z.boolean({ error: "must be true or false" }) });

export const declineBody = z.strictObject({
  reason: requiredText(BLOG_LIMITS.reasonMax, BLOG_LIMITS.reasonMin),
});

export interface AdminArticleRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  status: ArticleStatus;
  author_name: string;
  author_email: string | null;
  country: string | null;
  tags: string[];
  cover_image_url: string | null;
  is_featured: boolean;
  is_showcase: boolean;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  scheduled_at: string | null;
}

export interface AdminArticlesResponse extends Page {
  articles: AdminArticleRow[];
  counts: Record<ArticleStatus, number>;
}

/** Everything the editor shows: the row, the Markdown and what the server rendered from it. */
export interface AdminArticle extends AdminArticleRow {
  body: string;
  seo_description: string;
  toc: TocEntry[];
  reading_minutes: number;
}

export interface AdminArticleResponse {
  article: AdminArticle;
}

export const adminBlogApi = {
  list: get("/api/admin/blog", {
    access: "admin",
    query: adminArticlesQuery,
    response: reply<AdminArticlesResponse>(),
  }),
  one: get("/api/admin/blog/:id", { access: "admin", params: idParams, response: reply<AdminArticleResponse>() }),
  create: post("/api/admin/blog", { access: "admin", body: newArticleBody, response: reply<AdminArticleResponse>() }),
  save: put("/api/admin/blog/:id", {
    access: "admin",
    params: idParams,
    body: articleBody,
    response: reply<AdminArticleResponse>(),
  }),
  publish: post("/api/admin/blog/:id/publish", {
    access: "admin",
    params: idParams,
    body: publishBody,
    response: reply<AdminArticleResponse>(),
  }),
  unpublish: post("/api/admin/blog/:id/unpublish", {
    access: "admin",
    params: idParams,
    response: reply<AdminArticleResponse>(),
  }),
  feature: post("/api/admin/blog/:id/feature", {
    access: "admin",
    params: idParams,
    body: featureBody,
    response: reply<AdminArticleResponse>(),
  }),
  decline: post("/api/admin/blog/:id/decline", {
    access: "admin",
    params: idParams,
    body: declineBody,
    response: reply<AdminArticleResponse>(),
  }),
};
