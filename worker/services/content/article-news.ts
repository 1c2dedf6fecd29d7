/**
 * What the author of a story is told when an admin (or the scheduling cron) decides on it (issue 17 item 2), through
 * the one notify() service (issue 18): the first publication of a story someone else wrote, with its link, or a
 * declined submission, with the reason — in-app, e-mail and push per the author's `blog` settings. The admins' own
 * articles are not news to their authors; an article without an address tells nobody. A story whose author has no
 * account (an older one) is told by e-mail only, to the address it was sent with.
 */
import type { ArticleRecord } from "../../db/admin-blog";
import { outboxStatement } from "../../db/email-outbox";
import type { Env } from "../../env";
import { siteOrigin } from "../../site-origin";
import { deliverOutbox, emailSender } from "../email/outbox";
import { articleDeclinedEmail, articlePublishedEmail } from "../email/templates";
import { type Notified, notify } from "../notify";

/** The public address of an article (spec §2: /blog/{slug}). */
export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

type Decision = { kind: "published" } | { kind: "declined"; reason: string };

/** The author's news of `decision` on `r` (statements for the decision's batch, `after` once it landed), or null. */
export async function articleNews(
  env: Pick<Env, "DB" | "USER_HUB" | "DEV_MAILBOX" | "EMAIL_API_KEY" | "EMAIL_FROM" | "PUBLIC_ORIGIN">,
  r: ArticleRecord,
  decision: Decision,
): Promise<Pick<Notified, "statements" | "after"> | null> {
  if (r.author_is_admin || (!r.author_address && !r.author_user_id)) return null;
  // Told once: an article published before (then unpublished and published again) is not news.
  if (decision.kind === "published" && r.published_at) return null;
  const origin = siteOrigin(env);
  const email =
    decision.kind === "published"
      ? articlePublishedEmail({ origin, authorName: r.author_name, title: r.title, link: articlePath(r.slug) })
      : articleDeclinedEmail({ origin, authorName: r.author_name, title: r.title, reason: decision.reason });
  if (!r.author_user_id) {
    if (!r.author_address) return null;
    const mail = outboxStatement(env.DB, { to: r.author_address, ...email });
    return {
      statements: [mail.statement],
      after: () =>
        deliverOutbox(env, emailSender(env), { ids: [mail.id] })
          .then(() => undefined)
          .catch((error) => console.error(JSON.stringify({ job: "articleNews.mail", error: String(error) }))),
    };
  }
  return notify(env, [
    decision.kind === "published"
      ? {
          userId: r.author_user_id,
          kind: "article_published",
          title: "Your story is published",
          body: `"${r.title}" is live on the blog: travelers can read and share it now.`,
          deepLink: articlePath(r.slug),
          extra: { article_id: r.id },
          email,
        }
      : {
          userId: r.author_user_id,
          kind: "article_declined",
          title: "We could not publish your story",
          body: `"${r.title}": ${decision.reason}`,
          deepLink: "/blog/submit",
          extra: { article_id: r.id },
          email,
        },
  ]);
}
