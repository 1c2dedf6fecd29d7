/**
 * GET /blog/feed.xml: an Atom feed (RFC 4287) of the newest published articles, for feed readers. Every URL is
 * absolute, on the configured origin (siteOrigin); every text is XML-escaped, and each article's sanitized HTML
 * travels escaped as `type="html"` content with its own links made absolute.
 */
import { Hono } from "hono";
import { BRAND } from "../../domain/brand";
import { encodePathSegment } from "../../domain/routes";
import { feedEntries } from "../db/blog";
import { w3cDate } from "../db/sitemap";
import type { AppBindings } from "../env";
import { siteOrigin } from "../site-origin";
import { xmlEscape } from "./sitemap";

/** Articles in the feed. */
export const FEED_SIZE = 20;

/** Root-relative src and href in an article's HTML made absolute (readers show it outside the site). */
function absoluteLinks(html: string, origin: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, (_, attr: string) => `${attr}="${origin}/`);
}

export async function buildFeed(d1: D1Database, origin: string): Promise<string> {
  const entries = await feedEntries(d1, FEED_SIZE);
  const updated = w3cDate(...entries.map((e) => e.updated_at), ...entries.map((e) => e.published_at));
  const blogUrl = `${origin}/blog`;
  const items = entries.map((e) => {
    const url = `${origin}/blog/${encodePathSegment(e.slug)}`;
    const cover = e.cover_image_url
      ? `<p><img src="${xmlEscape(e.cover_image_url.startsWith("/") ? `${origin}${e.cover_image_url}` : e.cover_image_url)}" alt="" /></p>`
      : "";
    return [
      "<entry>",
      `<id>${xmlEscape(url)}</id>`,
      `<title type="text">${xmlEscape(e.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${xmlEscape(url)}"/>`,
      `<published>${w3cDate(e.published_at) ?? ""}</published>`,
      `<updated>${w3cDate(e.updated_at, e.published_at) ?? ""}</updated>`,
      `<author><name>${xmlEscape(e.author_name)}</name></author>`,
      ...e.tags.map((t) => `<category term="${xmlEscape(t)}"/>`),
      `<summary type="text">${xmlEscape(e.seo_description.trim() || e.excerpt)}</summary>`,
      `<content type="html">${xmlEscape(cover + absoluteLinks(e.body_html, origin))}</content>`,
      "</entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${xmlEscape(blogUrl)}</id>`,
    `<title type="text">${xmlEscape(`${BRAND.name} blog`)}</title>`,
    `<subtitle type="text">${xmlEscape("Travel writing from local hosts and travelers about places guidebooks skip.")}</subtitle>`,
    `<link rel="alternate" type="text/html" href="${xmlEscape(blogUrl)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${xmlEscape(`${blogUrl}/feed.xml`)}"/>`,
    `<icon>${xmlEscape(`${origin}/favicon.svg`)}</icon>`,
    `<updated>${updated ?? "1970-01-01T00:00:00Z"}</updated>`,
    ...items,
    "</feed>",
    "",
  ].join("\n");
}

export const blogFeedRoutes = new Hono<AppBindings>().get("/blog/feed.xml", async (c) => {
  const xml = await buildFeed(c.env.DB, siteOrigin(c.env));
  return c.body(xml, 200, {
    "Content-Type": "application/atom+xml; charset=utf-8",
    "Cache-Control": "public, max-age=600",
  });
});
