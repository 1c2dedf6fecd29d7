import { blogApi, type MySubmission } from "../../domain/api/blog";
import { articleSlug, BLOG_LIMITS, SUBMISSION_LIMITS } from "../../domain/blog";
import { travelerName } from "../../domain/people";
import { clientIp } from "../auth/limits";
import { authorIdentity, getArticle, insertSubmission, listArticles, mySubmissions } from "../db/blog";
import { nowIso } from "../db/client";
import { photoUrlsNotOwnedBy } from "../db/media";
import { errorJson } from "../errors";
import { principal, resolvePrincipal } from "../middleware/auth";
import { renderMarkdown } from "../services/content/markdown";
import { hitRateLimit, perIpRule } from "../services/rate-limit";
import { implement, LARGE_JSON_BODY_LIMIT } from "./implement";

export const NO_ARTICLE = "This article does not exist or is not published";
export const TOO_MANY_SUBMISSIONS = "You have sent several stories today. Please try again tomorrow.";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };

/** The first words of the rendered story, as plain text, for its card. */
export function excerptOf(html: string): string {
  const text = html
    .replace(/<(h[2-4])[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, " ")
    .trim();
  const max = BLOG_LIMITS.excerptMax - 1;
  if (text.length <= max + 1) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(" ");
  return `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:-]+$/, "")}…`;
}

/** The blog's public pages, submissions and the shared Markdown preview (issue 17). */
export const blogRoutes = implement(
  blogApi,
  {
    preview: (_c, { body }) => {
      const r = renderMarkdown(body.body);
      return { html: r.html, toc: r.toc, reading_minutes: r.readingMinutes };
    },
    list: async (c, { query }) => {
      const page = await listArticles(c.env.DB, query);
      c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=120");
      return page;
    },
    mySubmissions: async (c) => {
      c.header("Cache-Control", "private, no-store");
      return { submissions: await mySubmissions(c.env.DB, principal(c).userId) };
    },
    submit: async (c, { body }) => {
      const me = principal(c);
      const rendered = renderMarkdown(body.body);
      if (body.website?.trim()) {
        // The honeypot was filled: a bot. It gets the answer a person would, and nothing is stored or counted.
        const fake: MySubmission = {
          id: crypto.randomUUID(),
          slug: articleSlug(body.title) || "story",
          title: body.title,
          country: body.country,
          status: "submitted",
          rejection_reason: null,
          created_at: nowIso(),
          published_at: null,
        };
        return c.json({ submission: fake }, 201);
      }
      const photos = [...new Set([...body.photos, ...rendered.photos])];
      const foreign = await photoUrlsNotOwnedBy(c.env.DB, me.userId, photos);
      if (foreign.length) return errorJson(c, 400, "invalid_request", "photos: must be photos you uploaded");

      for (const [key, rule] of [
        [`blog-submit:user:${me.userId}`, SUBMISSION_LIMITS.perPerson],
        [`blog-submit:ip:${clientIp(c)}`, perIpRule(SUBMISSION_LIMITS.perIp, c.env)],
      ] as const) {
        const hit = await hitRateLimit(c.env.DB, key, rule);
        if (!hit.ok) {
          c.header("Retry-After", String(hit.retryAfter));
          return errorJson(c, 429, "rate_limited", TOO_MANY_SUBMISSIONS);
        }
      }

      const who = await authorIdentity(c.env.DB, me.userId);
      const name =
        who.user_type === "host"
          ? [who.first_name, who.last_name].filter((s) => s?.trim()).join(" ") || "Host"
          : travelerName(who.first_name, who.last_name);
      const submission = await insertSubmission(c.env.DB, {
        title: body.title,
        country: body.country,
        body: body.body,
        excerpt: excerptOf(rendered.html),
        body_html: rendered.html,
        toc: rendered.toc,
        reading_minutes: rendered.readingMinutes,
        cover_image_url: photos[0] ?? null,
        photos,
        author_user_id: me.userId,
        author_name: name,
        author_email: who.email ?? me.email,
      });
      return c.json({ submission }, 201);
    },
    article: async (c, { params }) => {
      const viewer = await resolvePrincipal(c);
      const found = await getArticle(c.env.DB, params.slug, viewer);
      if (!found) return errorJson(c, 404, "not_found", NO_ARTICLE);
      c.header(
        "Cache-Control",
        found.article.status === "published" ? "public, max-age=60, stale-while-revalidate=300" : "private, no-store",
      );
      return found;
    },
  },
  { jsonLimit: { submit: LARGE_JSON_BODY_LIMIT, preview: LARGE_JSON_BODY_LIMIT } },
);
