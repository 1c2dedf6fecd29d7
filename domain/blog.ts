/**
 * The blog's rules and texts (issue 17): limits shared by the submission form, the admin editor and the worker,
 * and the spam defences of public submissions.
 */
export const BLOG_LIMITS = {
  titleMin: 8,
  titleMax: 120,
  /** A story shorter than this is not an article yet. */
  bodyMin: 300,
  /** The maximum length of a submission's or an article's Markdown. */
  bodyMax: 30_000,
  excerptMax: 300,
  /** Search engines show about this much of a description. */
  seoMax: 160,
  slugMax: 80,
  tagsMax: 8,
  tagMax: 30,
  /** Photos a traveler may add to a story (spec-level: up to 10 through the upload pipeline). */
  photosMax: 10,
  reasonMin: 10,
  reasonMax: 500,
} as const;

/** Articles per page on /blog and /blog/showcase. */
export const BLOG_PAGE_SIZE = 9;

/** An article shows its table of contents from this many h2/h3 headings. */
export const TOC_MIN_HEADINGS = 3;

/** Public submissions: per person and per IP address, in a day. */
export const SUBMISSION_LIMITS: Record<"perPerson" | "perIp", { limit: number; windowSeconds: number }> = {
  perPerson: { limit: 3, windowSeconds: 24 * 60 * 60 },
  perIp: { limit: 10, windowSeconds: 24 * 60 * 60 },
};

/** A lowercase slug of letters, digits and single hyphens (the article's address, /blog/{slug}). */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug an article title suggests: lowercased, accents folded, punctuation dropped, words joined by hyphens. */
export function articleSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-+$/g, "");
}
