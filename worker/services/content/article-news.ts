/**
 * What the author of a story is told when an admin (or the scheduling cron) decides on it (issue 17 item 2): the
 * first publication of a story someone else wrote, with its link, or a declined submission, with the reason. The
 * admins' own articles are not news to their authors; an article without an address tells nobody.
 */
import type { ArticleRecord } from "../../db/admin-blog";
import type { OutboxInsert } from "../../db/email-outbox";
import { articleDeclinedEmail, articlePublishedEmail } from "../email/templates";

/** The public address of an article (spec §2: /blog/{slug}). */
export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export function articleNews(
  r: ArticleRecord,
  origin: string,
  decision: { kind: "published" } | { kind: "declined"; reason: string },
): OutboxInsert | null {
  if (!r.author_address || r.author_is_admin) return null;
  if (decision.kind === "published") {
    // Told once: an article published before (then unpublished and published again) is not news.
    if (r.published_at) return null;
    const content = articlePublishedEmail({
      origin,
      authorName: r.author_name,
      title: r.title,
      link: articlePath(r.slug),
    });
    return { to: r.author_address, ...content };
  }
  const content = articleDeclinedEmail({ origin, authorName: r.author_name, title: r.title, reason: decision.reason });
  return { to: r.author_address, ...content };
}
