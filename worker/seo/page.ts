/**
 * Every HTML navigation: the app's index.html with the route's share metadata (spec §2), cached at the edge.
 *
 * - A path the app has no page for, and a listing, host or destination that is not public, answer 404 with the
 *   default metadata; the app then shows its not-found page (no soft 404s).
 * - A failed lookup gives the default metadata with status 200 and is not cached, so the next request retries.
 * - One D1 round trip per page that needs data. Responses are kept in the Cache API under the page's canonical
 *   key plus the shell's version (a deploy changes the worker's version id, hence every key); a change to a listing
 *   or host purges its keys (worker/seo/changes.ts). Browsers always revalidate HTML.
 */
import type { Context } from "hono";
import { listingsQuery } from "../../domain/api/listings";
import { APP_START } from "../../domain/app-start";
import { APP_START_SCRIPT } from "../../domain/app-start-script";
import { findCurrency } from "../../domain/currency";
import { type DrawnPageKind, FIRST_VIEW, isDrawnPageKind, STYLESHEET_LINK } from "../../domain/first-view";
import { normalizeHostSlug } from "../../domain/host-slug";
import { infoMeta } from "../../domain/info-meta";
import { isInfoPageId } from "../../domain/info-pages";
import { parseFilters, toApiQuery } from "../../domain/listing-filters";
import { listingKindOfPage } from "../../domain/listing-slug";
import { CARD_SIZES, photoProps } from "../../domain/media";
import {
  accountMeta,
  articleMeta,
  becomeHostMeta,
  blogMeta,
  defaultMeta,
  destinationMeta,
  destinationsMeta,
  homeMeta,
  hostMeta,
  hostsMeta,
  hostsPath,
  listingMeta,
  listingsMeta,
  listingsPath,
  type PageMeta,
  type ResultsHead,
  travelerMeta,
  travelersMeta,
} from "../../domain/meta";
import { travelerName } from "../../domain/people";
import { matchPage, type PageMatch } from "../../domain/routes";
import { placeKey } from "../../domain/text";
import { THEME_INIT_SCRIPT } from "../../domain/theme-init";
import { articlePreview } from "../db/blog";
import { searchListings } from "../db/listings";
import { destinationPreview, hostPreview, listingPreview } from "../db/share-previews";
import { movedHostPath, movedListingPath, movedTravelerPath } from "../db/slug-redirects";
import { getTraveler } from "../db/travelers";
import type { AppBindings, Env } from "../env";
import { siteOrigin } from "../site-origin";
import { escapeAttribute } from "./escape";
import { hostHeadMarkup } from "./host-view";
import { drawnView, listingHeadMarkup, type PageFrame, pageFrame } from "./listing-view";
import { type PageChunks, parsePageChunks, plainSearchCall, preloadLinks } from "./preloads";
import { DRAWN_CARDS, resultsHeadMarkup } from "./results-view";
import { applyMeta } from "./rewrite";
import {
  articleShareCard,
  cardVersion,
  hostShareCard,
  listingShareCard,
  listingShareEntity,
  shareImagePath,
  shortHash,
} from "./share-card";
import { checkedTemplate, fillShell, type ShellTemplate } from "./template";

/** Seconds a page stays in the edge cache. Entity pages are purged on change; lists show live counts. */
export const PAGE_TTL = { entity: 3600, list: 300, fixed: 3600, missing: 300 } as const;

interface Shell {
  html: string;
  version: string;
  /** index.html compiled for string splicing; null when it failed its check (pages then use HTMLRewriter). */
  template: ShellTemplate | null;
  /** The home page's first screen drawn by the build, and its stylesheet (decision 043); null when the build left none. */
  home: FirstView | null;
  /** The home view cut around its page content: the frame of the drawn listing and host views (decisions 046, 047). */
  frame: PageFrame | null;
  /** Each drawn page's stylesheet, put inline (decision 054); null for one without (its link then stays). */
  stylesheets: Record<DrawnPageKind, Stylesheet | null>;
  /** Each page's script files beyond the entry's, for its modulepreload links; null when the build left none. */
  chunks: PageChunks | null;
}

/** The app's stylesheet `<link>` in index.html and the stylesheet to put inline in its place on a drawn page. */
interface Stylesheet {
  link: string;
  css: string;
}

interface FirstView {
  markup: string;
  /** The home page's stylesheet, put inline with the view. */
  stylesheet: Stylesheet | null;
}

let shell: Promise<Shell> | null = null;

/**
 * index.html from the asset store, read and compiled once per isolate: assets and worker are deployed together,
 * so it cannot change under a running isolate. Its hash is the cache version.
 */
export function appShell(env: Env, requestUrl: string): Promise<Shell> {
  if (!shell) {
    shell = (async () => {
      const res = await env.ASSETS.fetch(new Request(new URL("/index.html", requestUrl)));
      if (!res.ok) throw new Error(`index.html answered ${res.status}`);
      const html = withInlineThemeScript(await res.text());
      const [template, stylesheets, markup, chunks] = await Promise.all([
        checkedTemplate(html),
        readStylesheets(env, requestUrl, html),
        readFirstView(env, requestUrl),
        readPageChunks(env, requestUrl),
      ]);
      const home = markup === null ? null : { markup, stylesheet: stylesheets.home };
      if (!template)
        console.error(JSON.stringify({ error: "index.html could not be compiled; pages use HTMLRewriter" }));
      const version = shellVersion({
        html,
        home: home?.markup ?? "",
        chunks,
        worker: env.CF_VERSION_METADATA?.id ?? "",
      });
      const frame = home ? pageFrame(home.markup) : null;
      return { html, version, template, home, frame, chunks, stylesheets };
    })();
    shell.catch(() => {
      shell = null;
    });
  }
  return shell;
}

/**
 * The pages' cache version: everything a cached page is made of. The assets (index.html, the first view, the chunk
 * list) and the worker's own version, as a deploy may change only how the worker draws a page.
 */
export function shellVersion(parts: { html: string; home: string; chunks: PageChunks | null; worker: string }): string {
  return shortHash(`${parts.html}${parts.home}${JSON.stringify(parts.chunks)}\n${parts.worker}`);
}

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * index.html with the theme script inline (allowed by its CSP hash): as a file it held up the first paint of every
 * page by a round trip, as it must run before that paint.
 */
export function withInlineThemeScript(html: string): string {
  return html.replace(THEME_SCRIPT_TAG, () => `<script>${THEME_INIT_SCRIPT}</script>`);
}

/**
 * The home page's first view from the asset store. A build without one (or a cut file: the build ends it with a
 * mark) gives null, and `/` is served with an empty `#root` as every other page is; the asset store answers a
 * missing file with index.html, which has no mark.
 */
async function readFirstView(env: Env, requestUrl: string): Promise<string | null> {
  try {
    const res = await env.ASSETS.fetch(new Request(new URL(FIRST_VIEW.file, requestUrl)));
    if (!res.ok) return null;
    const text = await res.text();
    if (!text.endsWith(FIRST_VIEW.end)) return null;
    return text.slice(0, -FIRST_VIEW.end.length);
  } catch {
    return null;
  }
}

/**
 * The stylesheets to put inline: a `<link>` blocks the first paint until it has loaded, and on a phone that is a round
 * trip the drawn view would wait for. For each drawn page, the build's cut of the one stylesheet to what that page's
 * markup uses (decision 054; the whole one follows with the app), else that whole stylesheet. Null (the link stays)
 * when index.html does not link exactly one, or for a text that could close a style element.
 */
async function readStylesheets(
  env: Env,
  requestUrl: string,
  html: string,
): Promise<Record<DrawnPageKind, Stylesheet | null>> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const [only] = links;
  const kinds = Object.keys(FIRST_VIEW.stylesheets) as DrawnPageKind[];
  const read = async (path: string) => {
    try {
      const res = await env.ASSETS.fetch(new Request(new URL(path, requestUrl)));
      // The asset store answers a missing file with index.html.
      return res.ok && (res.headers.get("Content-Type") ?? "").startsWith("text/css") ? await res.text() : null;
    } catch {
      return null;
    }
  };
  const byKind = (sheet: (i: number) => Stylesheet | null) =>
    Object.fromEntries(kinds.map((kind, i) => [kind, sheet(i)])) as Record<DrawnPageKind, Stylesheet | null>;
  if (links.length !== 1 || !only?.[1]) return byKind(() => null);
  const link = only[0];
  const cuts = await Promise.all(kinds.map((kind) => read(FIRST_VIEW.stylesheets[kind])));
  // The whole sheet only for a page the build left without its cut, read once for all of them.
  const whole = cuts.includes(null) ? await read(only[1]) : null;
  return byKind((i) => {
    const css = cuts[i] ?? whole;
    return css === null || /<\/style/i.test(css) ? null : { link, css };
  });
}

/** The build's list of each page's script files (scripts/page-chunks.ts); null without one, or when it is not valid. */
async function readPageChunks(env: Env, requestUrl: string): Promise<PageChunks | null> {
  try {
    const res = await env.ASSETS.fetch(new Request(new URL(FIRST_VIEW.chunks, requestUrl)));
    return res.ok ? parsePageChunks(await res.text()) : null;
  } catch {
    return null;
  }
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with a first view drawn into `#root`, marked so the app hydrates it instead of drawing anew, the part of
 * the stylesheet its markup uses inline and the app's start deferred to its largest paint (decision 054).
 */
export function withFirstView(html: string, view: FirstView | null): string {
  const at = view === null ? -1 : html.indexOf(EMPTY_ROOT);
  if (at < 0 || !view) return html;
  const root = `<div id="root" ${FIRST_VIEW.attribute}>${view.markup}</div>`;
  const head = deferredAppStart(html.slice(0, at), null);
  return withInlineStylesheet(head + root + html.slice(at + EMPTY_ROOT.length), view.stylesheet);
}

/**
 * The page with a view drawn over the app (decision 046) just before the empty `#root`, which the app draws into
 * as on any page; the stylesheet and the app's start as for the home page's view.
 */
export function withDrawnView(
  html: string,
  view: string,
  stylesheet: Stylesheet | null,
  leadPhoto: string | null,
): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) return html;
  return withInlineStylesheet(deferredAppStart(html.slice(0, at), leadPhoto) + view + html.slice(at), stylesheet);
}

/**
 * The stylesheet inline, and its link kept disabled after it: a disabled stylesheet link is not fetched until the
 * start script enables it with the app's code (decision 054), and it tells the build's import helper, which adds the
 * app's stylesheet for every lazy page it loads unless a stylesheet link to it is already in the document, that the
 * page has it. Without it each page opened after the first view fetched the stylesheet again and restyled the whole
 * page when it came (a long task of 100-200 ms on a phone).
 */
function withInlineStylesheet(page: string, sheet: Stylesheet | null): string {
  if (!sheet || !page.includes(sheet.link)) return page;
  const kept = sheet.link.replace(/>$/, " disabled>");
  return page.replace(sheet.link, () => `<style>${sheet.css}</style>${kept}`);
}

/** The tags that fetch the app: its module script, the module preloads and the page's data preloads. */
const APP_TAGS = /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload" as="fetch)"[^>]*>/g;

/**
 * A page whose first view is in its HTML paints without the app, so the app waits for that paint (decision 054): its
 * script and preload tags go into a template that the inline start script (domain/app-start.ts) puts in once the
 * browser reports the page's largest paint (`leadPhoto`'s, when the page has one), and the web fonts wait with them
 * (the class on `<html>`). Only the shell up to `#root` is read: a few KB per uncached page, never text a host wrote.
 */
export function deferredAppStart(shellBeforeRoot: string, leadPhoto: string | null): string {
  const end = shellBeforeRoot.indexOf("</head>");
  if (end < 0) return shellBeforeRoot;
  const tags: string[] = [];
  const head = shellBeforeRoot.slice(0, end).replace(APP_TAGS, (tag) => {
    tags.push(tag);
    return "";
  });
  if (tags.length === 0) return shellBeforeRoot;
  const lead = leadPhoto ? ` data-lead="${escapeAttribute(leadPhoto)}"` : "";
  const start = `<template id="${APP_START.templateId}"${lead}>${tags.join("")}</template><script>${APP_START_SCRIPT}</script>`;
  return head.replace("<html ", `<html class="${APP_START.fontsClass}" `) + start + shellBeforeRoot.slice(end);
}

/** An old link of a host, traveler or listing whose slug changed: the page's path now (worker/db/slug-redirects.ts). */
export interface Moved {
  movedTo: string;
}

export interface PagePlan {
  /** The cache key's path: the canonical form of what was asked for. */
  key: string;
  ttl: number;
  /**
   * Reads what the page needs (one D1 round trip; a second only when a host or listing is not found, to look for an
   * old slug) and returns its metadata, null when not public, or where an old slug moved to.
   */
  build: () => Promise<PageMeta | null | Moved>;
}

const isMoved = (v: PageMeta | Moved | null): v is Moved => v !== null && "movedTo" in v;

function param(url: URL, name: string): string {
  return url.searchParams.get(name)?.trim() ?? "";
}

/** How to answer one matched page: its cache key and how to build its metadata. */
export function planPage(match: PageMatch, url: URL, origin: string, d1: D1Database): PagePlan {
  // Pages without data: the key is their canonical path, and the metadata is built only on a cache miss.
  const fixed = (key: string, meta: () => PageMeta, ttl: number = PAGE_TTL.fixed): PagePlan => ({
    key,
    ttl,
    build: async () => meta(),
  });
  switch (match.kind) {
    case "home":
      return fixed("/", () => homeMeta(origin));
    case "destinations":
      return fixed("/destinations", () => destinationsMeta(origin));
    case "travelers":
      return fixed("/travelers", () => travelersMeta(origin));
    case "become-host":
      return fixed("/become-host", () => becomeHostMeta(origin));
    case "info": {
      const id = match.route.toLowerCase();
      return isInfoPageId(id)
        ? fixed(`/${id}`, () => infoMeta(origin, id))
        : fixed(`/${id}`, () => defaultMeta(origin, `/${id}`));
    }
    case "blog": {
      const sub = url.pathname.split("/").filter(Boolean)[1]?.toLowerCase();
      const page = sub === "showcase" || sub === "submit" ? sub : "blog";
      return fixed(page === "blog" ? "/blog" : `/blog/${page}`, () => blogMeta(origin, page), PAGE_TTL.list);
    }
    case "article": {
      const slug = (match.params.slug ?? "").trim().toLowerCase();
      return {
        key: `/blog/${encodeURIComponent(slug)}`,
        // Publishing, editing or unpublishing is not tracked by triggers: a short life in the edge cache.
        ttl: PAGE_TTL.list,
        build: async () => {
          const a = await articlePreview(d1, slug);
          if (!a) return null;
          const image = shareImagePath({ kind: "article", id: a.id }, cardVersion(articleShareCard(a)));
          return articleMeta(origin, { ...a, shareImage: image });
        },
      };
    }
    case "account": {
      // One cache entry per screen; every /register* path shares the wizard's.
      const path = match.route.startsWith("register") ? "/register" : `/${match.route}`;
      return fixed(path, () => accountMeta(origin, path));
    }
    case "traveler": {
      const value = match.params.idOrSlug ?? "";
      const path = `/traveler/${encodeURIComponent(value)}`;
      return {
        key: path,
        ttl: PAGE_TTL.fixed,
        // Named after the traveler; a link that finds none may be an old slug (a second lookup), else the page
        // keeps the travelers list's metadata and the app says the profile is not public.
        build: async () => {
          const found = await getTraveler(d1, value);
          if (found)
            return travelerMeta(origin, path, travelerName(found.traveler.first_name, found.traveler.last_initial));
          const movedTo = await movedTravelerPath(d1, value);
          return movedTo ? { movedTo } : travelersMeta(origin, path);
        },
      };
    }
    case "listings": {
      const q = {
        type: param(url, "type"),
        country: param(url, "country"),
        city: param(url, "city"),
        search: param(url, "search"),
      };
      // A URL with more filters than the key keeps shares its metadata but not the search its HTML preloads, nor
      // the results the worker draws (decision 048).
      const key = listingsPath(q);
      if (plainSearchCall(url) === null)
        return fixed(`${key}${key.includes("?") ? "&" : "?"}filtered`, () => listingsMeta(origin, q), PAGE_TTL.list);
      return {
        key,
        ttl: PAGE_TTL.list,
        build: async () => {
          const head = await resultsHead(d1, new URL(key, origin));
          if (!head) return listingsMeta(origin, q);
          // The first card's photo is the page's largest paint: preloaded from the head, ahead of the page's code.
          const photo = head.listings[0]?.images[0];
          const lead = photo ? { leadPhoto: { url: photo, sizes: CARD_SIZES } } : {};
          return { ...listingsMeta(origin, q), resultsHead: head, ...lead };
        },
      };
    }
    case "hosts": {
      const q = { location: param(url, "location"), country: param(url, "country") };
      return fixed(hostsPath(q), () => hostsMeta(origin, q), PAGE_TTL.list);
    }
    case "destination":
    case "kazakhstan": {
      const country = match.kind === "kazakhstan" ? "Kazakhstan" : (match.params.country ?? "");
      const path =
        match.kind === "kazakhstan" ? "/kazakhstan" : `/destinations/${encodeURIComponent(placeKey(country))}`;
      return {
        key: path,
        ttl: PAGE_TTL.list,
        build: async () => {
          const d = await destinationPreview(d1, country, url.pathname);
          return d ? destinationMeta(origin, d) : null;
        },
      };
    }
    case "listing": {
      const kind = listingKindOfPage(match.route);
      const value = (match.params.slugOrId ?? "").trim().toLowerCase();
      return {
        key: `/${match.route}/${encodeURIComponent(value)}`,
        ttl: PAGE_TTL.entity,
        build: async () => {
          if (!kind) return null;
          const l = await listingPreview(d1, kind, value);
          if (!l) {
            const movedTo = await movedListingPath(d1, kind, value);
            return movedTo ? { movedTo } : null;
          }
          const image = shareImagePath(listingShareEntity(l), cardVersion(listingShareCard(l)));
          return listingMeta(origin, { ...l, shareImage: image });
        },
      };
    }
    case "host": {
      const slug = normalizeHostSlug(match.params.hostSlug ?? "");
      return {
        key: `/host/${encodeURIComponent(slug)}`,
        ttl: PAGE_TTL.entity,
        build: async () => {
          const h = await hostPreview(d1, slug);
          if (!h) {
            const movedTo = await movedHostPath(d1, slug);
            return movedTo ? { movedTo } : null;
          }
          return hostMeta(origin, {
            ...h,
            shareImage: shareImagePath({ kind: "host", id: h.id }, cardVersion(hostShareCard(h))),
          });
        },
      };
    }
  }
}

/**
 * The results page's first cards for its cache key's URL (decision 048): the search the page makes for it, read as
 * the page reads its URL, cut to the cards drawn. Null when it found nothing (the app draws the empty state).
 */
async function resultsHead(d1: D1Database, keyUrl: URL): Promise<ResultsHead | null> {
  const filters = parseFilters(keyUrl.searchParams);
  const query = listingsQuery.parse(toApiQuery(filters, findCurrency(null)));
  const page = await searchListings(d1, { ...query, limit: DRAWN_CARDS });
  return page.listings.length > 0 ? { filters, total: page.total, listings: page.listings } : null;
}

/** The Cache API key of a page: its canonical path on the site's origin, versioned by the shell. */
export function pageCacheKey(origin: string, keyPath: string, version: string): Request {
  const url = new URL(keyPath, origin);
  url.searchParams.set("__shell", version);
  return new Request(url.toString(), { method: "GET" });
}

function cacheEnabled(env: Env): boolean {
  return env.PREVIEW_CACHE !== "off";
}

/** The HTML response a browser gets: never stored by the browser without revalidating. */
function forBrowser(body: BodyInit | null, status: number, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "text/html; charset=utf-8");
  h.set("Cache-Control", "no-cache");
  return new Response(body, { status, headers: h });
}

/**
 * A real 301 for crawlers and share previews; not kept in the edge cache, and browsers keep it only briefly
 * (someone may take the old slug later, and then it is theirs).
 */
function movedPage(path: string, url: URL): Response {
  return new Response(null, {
    status: 301,
    headers: { Location: `${path}${url.search}`, "Cache-Control": `public, max-age=${PAGE_TTL.missing}` },
  });
}

/** What a page's drawn view shows inside the frame (decisions 046–048); null for a page without one. */
function drawnContent(match: PageMatch | null, meta: PageMeta): string | null {
  if (match?.kind === "listing" && meta.listingHead) {
    return listingHeadMarkup(meta.listingHead, meta.leadPhoto?.url ?? null);
  }
  if (match?.kind === "host" && meta.hostHead) return hostHeadMarkup(meta.hostHead);
  if (match?.kind === "listings" && meta.resultsHead) return resultsHeadMarkup(meta.resultsHead);
  return null;
}

/**
 * The shell with the page's metadata (spliced into the compiled template, else rewritten: the same bytes) and, for a
 * page that was found, its preloads; the home page also gets its first view, and a listing or host page its drawn
 * view.
 */
async function render(app: Shell, meta: PageMeta, match: PageMatch | null, url: URL): Promise<string> {
  const notFound = match === null;
  const html = app.template
    ? fillShell(app.template, meta, { notFound })
    : await applyMeta(new Response(app.html, { headers: { "Content-Type": "text/html; charset=utf-8" } }), meta, {
        notFound,
      }).text();
  // The lead photo's preload goes first, before the title: its request then starts ahead of the app's entry and the
  // page's code (preloaded at the end of the head), which share a slow network's bandwidth with it.
  const page = spliced(html, [
    [html.indexOf("<title>"), leadPhotoLink(meta)],
    [html.indexOf("</head>"), match ? preloadLinks(match, url, app.chunks) : ""],
  ]);
  const drawn = app.frame ? drawnContent(match, meta) : null;
  if (app.frame && drawn !== null) {
    const sheet = match && isDrawnPageKind(match.kind) ? app.stylesheets[match.kind] : null;
    return withDrawnView(page, drawnView(app.frame, drawn), sheet, leadPhotoPath(meta));
  }
  return withFirstView(page, match?.kind === "home" ? app.home : null);
}

/**
 * `html` with each text put in at its index, in one copy (this runs on every uncached page); a missing index (-1) or
 * an empty text puts nothing in.
 */
export function spliced(html: string, inserts: [at: number, text: string][]): string {
  const parts: string[] = [];
  let from = 0;
  for (const [at, text] of inserts.filter(([at, text]) => at >= 0 && text).sort((a, b) => a[0] - b[0])) {
    parts.push(html.slice(from, at), text);
    from = at;
  }
  return parts.length > 0 ? parts.join("") + html.slice(from) : html;
}

/**
 * What the page's lead photo is preloaded with: the same srcset and sizes as the page's `<img>`, so the browser picks
 * the same copy. Only our own photos (`/media/…` paths with width copies); else null.
 */
function leadPhotoPreload(meta: PageMeta | null): { href: string; srcset: string; sizes: string } | null {
  const photo = meta?.leadPhoto;
  if (!photo?.url.startsWith("/media/")) return null;
  const p = photoProps(photo.url, photo.sizes);
  if (!p.srcSet) return null;
  return { href: p.src, srcset: p.srcSet, sizes: photo.sizes };
}

/** The path of the photo the page's largest paint is, when the page preloads one (its copies differ by query). */
function leadPhotoPath(meta: PageMeta): string | null {
  return leadPhotoPreload(meta) ? (meta.leadPhoto?.url.split("?")[0] ?? null) : null;
}

/**
 * The lead photo preloaded from the top of the head, fetched in parallel with the app's code (its largest paint no
 * longer waits for code, then data, then the photo). Empty when the page has no such photo.
 */
export function leadPhotoLink(meta: PageMeta): string {
  const p = leadPhotoPreload(meta);
  if (!p) return "";
  return `<link rel="preload" as="image" href="${escapeAttribute(p.href)}" imagesrcset="${escapeAttribute(p.srcset)}" imagesizes="${escapeAttribute(p.sizes)}" fetchpriority="high">`;
}

/**
 * The same preload as a `Link` response header: the browser starts the photo as soon as the headers arrive, before
 * the HTML's body is in (and a zone with Early Hints on sends it as a 103 before the page). Parameters are quoted,
 * since a srcset holds commas and spaces. Empty when the page has no such photo.
 */
export function leadPhotoHeader(meta: PageMeta | null): string {
  const p = leadPhotoPreload(meta);
  // A header takes plain ASCII: a photo whose address needs more than that keeps the head's preload alone.
  if (!p || !/^[\w/.~?=&%,:+() -]+$/.test(p.href + p.srcset + p.sizes)) return "";
  return `<${p.href}>; rel=preload; as=image; imagesrcset="${p.srcset}"; imagesizes="${p.sizes}"; fetchpriority=high`;
}

export async function servePage(c: Context<AppBindings>): Promise<Response> {
  const request = c.req.raw;
  const url = new URL(request.url);
  const head = request.method === "HEAD";
  const origin = siteOrigin(c.env);
  const app = await appShell(c.env, request.url);
  const match = matchPage(url.pathname);

  if (!match) {
    const html = await render(app, defaultMeta(origin, url.pathname), null, url);
    return forBrowser(head ? null : html, 404);
  }

  const plan = planPage(match, url, origin, c.env.DB);
  const key = pageCacheKey(origin, plan.key, app.version);
  const cache = cacheEnabled(c.env) ? caches.default : null;
  if (cache) {
    const hit = await cache.match(key);
    if (hit) {
      const link = hit.headers.get("Link");
      const response = forBrowser(head ? null : hit.body, hit.status, link ? { Link: link } : undefined);
      response.headers.set("X-Preview-Cache", "hit");
      return response;
    }
  }

  let meta: PageMeta | null;
  let failed = false;
  try {
    const built = await plan.build();
    if (isMoved(built)) return movedPage(built.movedTo, url);
    meta = built;
  } catch (err) {
    // A failed lookup still serves the app, with the default metadata; the app shows its own error state.
    failed = true;
    meta = null;
    console.error(JSON.stringify({ request_id: c.get("requestId"), page: url.pathname, error: String(err) }));
  }
  const notFound = !failed && meta === null;
  const html = await render(app, meta ?? defaultMeta(origin, plan.key), notFound ? null : match, url);
  const status = notFound ? 404 : 200;
  const link = notFound ? "" : leadPhotoHeader(meta);

  if (cache && !failed) {
    const stored = new Response(html, {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": `public, max-age=${notFound ? PAGE_TTL.missing : plan.ttl}`,
        ...(link ? { Link: link } : {}),
      },
    });
    c.executionCtx.waitUntil(cache.put(key, stored));
  }
  const response = forBrowser(head ? null : html, status, link ? { Link: link } : undefined);
  if (cache) response.headers.set("X-Preview-Cache", failed ? "bypass" : "miss");
  return response;
}
