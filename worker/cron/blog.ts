/**
 * Scheduled publishing (issue 17 item 4), on the housekeeping cron (every 10 minutes, so an article goes live within
 * ten minutes after its time: docs/decisions/020-blog-moderation.md). Each article is published by the same guarded
 * batch as an admin's "Publish now", audited as the system (no actor); a traveler's story tells its author (notify()).
 */
import { articleRecord, dueArticles, publishArticle } from "../db/admin-blog";
import { nowIso } from "../db/client";
import type { Env } from "../env";
import { articleNews } from "../services/content/article-news";

/** Publishes the scheduled articles due by `now`; `only` limits it to these articles (the local test clock). */
export async function publishScheduledArticles(env: Env, now: Date, only?: readonly string[]) {
  const at = nowIso(now.getTime());
  const due = (await dueArticles(env.DB, at)).filter((id) => !only || only.includes(id));
  const counts = { published: 0, skipped: 0 };
  const afters: (() => Promise<void>)[] = [];
  for (const id of due) {
    const r = await articleRecord(env.DB, id);
    const news = r ? await articleNews(env, r, { kind: "published" }) : null;
    const published =
      r &&
      (await publishArticle(env.DB, r, { at: null, by: null, now: at, dueBy: at, notices: news?.statements ?? [] }));
    if (published?.ok) {
      counts.published++;
      if (news) afters.push(news.after);
    } else counts.skipped++;
  }
  for (const after of afters) await after();
  return counts;
}
