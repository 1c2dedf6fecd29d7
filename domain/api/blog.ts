/**
 * The blog (issue 17): what the public reads, what signed-in people submit, and the one Markdown preview that the
 * submission form and the admins' editor both show (rendered and sanitized by the server, the same way as the
 * published article: worker/services/content/markdown.ts).
 */
import { z } from "zod";
import { ARTICLE_SLUG, BLOG_LIMITS } from "../blog";
import { isUploadedPhotoUrl } from "../media";
import type { ArticleStatus } from "../vocabulary";
import type { HomeHostRow, HomeListingRow } from "./cards";
import { get, post, reply } from "./endpoint";
import { plainText, requiredText } from "./fields";

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** POST /api/blog/preview: the Markdown as the article will show it. */
export interface MarkdownPreview {
  html: string;
  toc: TocEntry[];
  reading_minutes: number;
}

export const previewBody = z.strictObject({
  body: plainText().max(BLOG_LIMITS.bodyMax, `can be at most ${BLOG_LIMITS.bodyMax} characters`),
});

/** Who wrote an article: their name as published, and their host or traveler page when they have one. */
export interface ArticleAuthor {
  name: string;
  /** "/host/{slug}" or "/traveler/{slug}", else null (a guest writer, an account since deleted). */
  path: string | null;
  photo: string | null;
}

/** An article as the blog's lists show it. */
export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  cover_image_url: string | null;
  tags: string[];
  country: string | null;
  author: ArticleAuthor;
  /** Null only for an article that is not published (its author's or an admin's preview). */
  published_at: string | null;
  reading_minutes: number;
  /** A traveler's story (shown on /blog/showcase). */
  is_showcase: boolean;
}

/** GET /api/blog: a page of published articles, with what to filter them by. */
export interface BlogListResponse {
  /** The featured article: on page 1 without search or filters, else null (it is not repeated in `articles`). */
  featured: ArticleCard | null;
  articles: ArticleCard[];
  total: number;
  page: number;
  pages: number;
  tags: { tag: string; count: number }[];
  countries: { country: string; count: number }[];
}

/** One article to read: its card, the sanitized HTML and what the page shows around it. */
export interface ArticleDetail extends ArticleCard {
  body_html: string;
  toc: TocEntry[];
  /** What search engines and share previews show: the SEO description, else the excerpt. */
  description: string;
  status: ArticleStatus;
  updated_at: string;
}

export interface ArticleResponse {
  article: ArticleDetail;
  /** Published articles sharing its tags or country, best match first. */
  related: ArticleCard[];
  /** Published listings and approved hosts in the article's country (empty without one). */
  listings: HomeListingRow[];
  hosts: HomeHostRow[];
}

/** A story someone sent, as its author sees it. */
export interface MySubmission {
  id: string;
  slug: string;
  title: string;
  country: string | null;
  status: ArticleStatus;
  /** Why an admin declined it (status "rejected"). */
  rejection_reason: string | null;
  created_at: string;
  published_at: string | null;
}

export interface MySubmissionsResponse {
  submissions: MySubmission[];
}

export interface SubmissionResponse {
  /** When the honeypot was filled the answer looks the same, but nothing was stored. */
  submission: MySubmission;
}

const tagOrCountry = plainText().trim().max(60, "can be at most 60 characters");

export const blogListQuery = z.strictObject({
  q: plainText().trim().max(100, "can be at most 100 characters").optional(),
  tag: tagOrCountry.optional(),
  country: tagOrCountry.optional(),
  /** "1": only travelers' stories. */
  showcase: z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
  page: z.coerce
    .number({ error: "must be a page number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .max(1000, "must be at most 1000")
    .default(1),
});
export type BlogListQuery = z.input<typeof blogListQuery>;

export const articleSlugParam = z.object({
  slug: plainText()
    .trim()
    .toLowerCase()
    .max(BLOG_LIMITS.slugMax, "is not an article")
    .regex(ARTICLE_SLUG, "is not an article"),
});

/** "accepted" is a checkbox: only `true` is consent. */
export const submissionBody = z.strictObject({
  title: requiredText(BLOG_LIMITS.titleMax, BLOG_LIMITS.titleMin),
  country: requiredText(100),
  body: plainText()
    .trim()
    .min(BLOG_LIMITS.bodyMin, `needs at least ${BLOG_LIMITS.bodyMin} characters`)
    .max(BLOG_LIMITS.bodyMax, `can be at most ${BLOG_LIMITS.bodyMax} characters`),
  photos: z
    .array(z.string().max(200).refine(isUploadedPhotoUrl, "must be a photo uploaded to this site"), {
      error: "must be a list of photos",
    })
    .max(BLOG_LIMITS.photosMax, `can have at most ${BLOG_LIMITS.photosMax} photos`)
    .default([]),
  consent: z.literal(true, { error: "Please confirm that we may publish your story" }),
  /** The honeypot: hidden from people, filled by bots. */
  website: plainText().max(500).optional(),
});
export type SubmissionBody = z.input<typeof submissionBody>;

export const blogApi = {
  /** Signed-in people writing a story or an article; nothing is stored. */
  preview: post("/api/blog/preview", {
    access: "signed-in",
    body: previewBody,
    response: reply<MarkdownPreview>(),
  }),
  /** Published articles, newest first: search, tag, country, travelers' stories, numbered pages. */
  list: get("/api/blog", {
    access: "public",
    query: blogListQuery,
    response: reply<BlogListResponse>(),
  }),
  /** The signed-in person's own submissions, newest first, with their state and an admin's reason to decline. */
  mySubmissions: get("/api/blog/submissions", {
    access: "signed-in",
    response: reply<MySubmissionsResponse>(),
  }),
  /** A story for the blog; it waits for an admin ("submitted"). */
  submit: post("/api/blog/submissions", {
    access: "signed-in",
    body: submissionBody,
    response: reply<SubmissionResponse>(),
  }),
  /** A published article; its author and admins may also open it before it is published (everyone else: 404). */
  article: get("/api/blog/:slug", {
    access: "public",
    params: articleSlugParam,
    response: reply<ArticleResponse>(),
  }),
};
