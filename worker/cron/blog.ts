/**
 * Scheduled publishing (issue 17 item 4), on the housekeeping cron (every 10 minutes, so an article goes live within
 * ten minutes after its time: docs/decisions/020-blog-moderation.md). Each article is published by the same guarded
 * batch as an admin's "Publish now", audited as the system (no actor); a traveler's story tells its author.
 */
import { articleRecord, dueArticles, publishArticle } from "../db/admin-blog";
import { nowIso } from "../db/client";
import type { Env } from "../env";
import { articleNews } from "../services/content/article-news";
import { deliverOutbox, emailSender } from "../services/email/outbox";
import { siteOrigin } from "../site-origin";

/** Publishes the scheduled articles due by `now`; `only` limits it to these articles (the local test clock). */
export async function publishScheduledArticles(env: Env, now: Date, only?: readonly string[]) {
  const at = nowIso(now.getTime());
  const due = (await dueArticles(env.DB, at)).filter((id) => !only || only.includes(id));
  const counts = { published: 0, skipped: 0 };
  const mails: string[] = [];
  for (const id of due) {
    const r = await articleRecord(env.DB, id);
    const published =
      r &&
      (await publishArticle(env.DB, r, {
        at: null,
        by: null,
        now: at,
        dueBy: at,
        email: articleNews(r, siteOrigin(env), { kind: "published" }),
      }));
    if (published?.ok) {
      counts.published++;
      if (published.value) mails.push(published.value);
    } else counts.skipped++;
  }
  if (mails.length) await deliverOutbox(env, emailSender(env), { ids: mails });
  return counts;
}
