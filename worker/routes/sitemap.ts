import { Hono } from "hono";
import {
  parseSitemapPart,
  readSitemapPart,
  readSitemapPlan,
  SITEMAP_PAGE_SIZE,
  type SitemapPart,
  type SitemapUrl,
  sitemapPartPath,
} from "../db/sitemap";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { siteOrigin } from "../site-origin";

const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const ENTITY: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for an XML element or attribute: the five markup characters as entities. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITY[ch] ?? ch);
}

const lastmodXml = (lastmod: string | undefined) => (lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : "");

/** A `<urlset>` of absolute URLs: `origin` (no trailing slash) followed by each path. */
export function urlsetXml(origin: string, urls: SitemapUrl[]): string {
  const body = urls.map((u) => `<url><loc>${xmlEscape(origin + u.path)}</loc>${lastmodXml(u.lastmod)}</url>\n`);
  return `${XML_DECLARATION}\n<urlset xmlns="${XMLNS}">\n${body.join("")}</urlset>\n`;
}

/** A `<sitemapindex>` naming each page by its absolute URL. */
export function sitemapIndexXml(origin: string, parts: { part: SitemapPart; lastmod?: string }[]): string {
  const body = parts.map(
    (p) => `<sitemap><loc>${xmlEscape(origin + sitemapPartPath(p.part))}</loc>${lastmodXml(p.lastmod)}</sitemap>\n`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${XMLNS}">\n${body.join("")}</sitemapindex>\n`;
}

/** /sitemap.xml: every public URL when they fit in one page of `pageSize`, else the index of pages. */
export async function buildSitemap(d1: D1Database, origin: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string> {
  const plan = await readSitemapPlan(d1, pageSize);
  return plan.form === "urlset" ? urlsetXml(origin, plan.urls) : sitemapIndexXml(origin, plan.parts);
}

/** One page of the index (`sitemap-pages.xml`, `sitemap-listings-0-4096.xml`, …), or null for any other name. */
export async function buildSitemapPart(d1: D1Database, origin: string, file: string): Promise<string | null> {
  const part = parseSitemapPart(file);
  return part ? urlsetXml(origin, await readSitemapPart(d1, part)) : null;
}

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/**
 * GET /sitemap.xml and its pages /sitemap-*.xml (mounted at the root: the paths have no common prefix).
 * Public pages only: home, browse and destination pages, visible listings, approved hosts; never travelers
 * or signed-in areas.
 */
export const sitemapRoutes = new Hono<AppBindings>()
  .get("/sitemap.xml", async (c) => {
    const xml = await buildSitemap(c.env.DB, siteOrigin(c.env));
    return c.body(xml, 200, XML_HEADERS);
  })
  .get("/:file{sitemap-[a-z0-9-]+\\.xml}", async (c) => {
    const xml = await buildSitemapPart(c.env.DB, siteOrigin(c.env), c.req.param("file"));
    if (xml === null) return errorJson(c, 404, "not_found", "No such sitemap page");
    return c.body(xml, 200, XML_HEADERS);
  });
