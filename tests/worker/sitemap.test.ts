import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { HostResponse } from "../../domain/api/hosts";
import type { ListingDetailResponse } from "../../domain/api/listings";
import type { CountriesResponse } from "../../domain/api/places";
import { countrySlug } from "../../domain/featured";
import { hostSlug } from "../../domain/host-slug";
import { INFO_PAGE_IDS, infoPath } from "../../domain/info-pages";
import { listingPath } from "../../domain/listing-slug";
import type { ListingKind } from "../../domain/vocabulary";
import { buildSitemap, xmlEscape } from "../../worker/routes/sitemap";
import { OriginConfigError, siteOrigin } from "../../worker/site-origin";
import { get, ORIGIN, seedSmall } from "./helpers";

// ───────────── a small, strict XML reader (workerd has no DOMParser) ─────────────

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** the element's own character data, entities decoded */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes character data; throws on a bare "&", an unknown entity or a raw "<". */
function decodeText(raw: string): string {
  if (raw.includes("<")) throw new Error(`raw "<" in ${JSON.stringify(raw)}`);
  return raw.replace(/&([^;&\s]*)(;?)/g, (whole, name: string, semi: string) => {
    if (!semi) throw new Error(`bare "&" in ${JSON.stringify(raw)}`);
    if (name in ENTITIES) return ENTITIES[name] ?? "";
    const num = /^#(\d+)$/.exec(name)?.[1] ?? /^#x([0-9a-f]+)$/i.exec(name)?.[1];
    if (num === undefined) throw new Error(`unknown entity ${whole}`);
    return String.fromCodePoint(Number.parseInt(num, name.startsWith("#x") ? 16 : 10));
  });
}

/** Parses a document of elements, attributes and text (no comments, CDATA or DTD): what a sitemap may hold. */
function parseXml(src: string): XmlElement {
  let i = 0;
  const fail = (msg: string): never => {
    throw new Error(`${msg} at ${i}: ${JSON.stringify(src.slice(i, i + 60))}`);
  };
  const skipSpace = () => {
    while (i < src.length && " \t\r\n".includes(src.charAt(i))) i++;
  };
  const expectText = (s: string) => {
    if (!src.startsWith(s, i)) fail(`expected ${JSON.stringify(s)}`);
    i += s.length;
  };
  const NAME = /[A-Za-z_:][-A-Za-z0-9_.:]*/y;
  const readName = () => {
    NAME.lastIndex = i;
    const m = NAME.exec(src);
    if (!m) return fail("expected a name");
    i += m[0].length;
    return m[0];
  };
  const element = (): XmlElement => {
    expectText("<");
    const el: XmlElement = { name: readName(), attrs: {}, children: [], text: "" };
    for (;;) {
      const before = i;
      skipSpace();
      if (src.startsWith("/>", i)) {
        i += 2;
        return el;
      }
      if (src.charAt(i) === ">") {
        i++;
        break;
      }
      if (i === before) fail("expected space before an attribute");
      const attr = readName();
      skipSpace();
      expectText("=");
      skipSpace();
      const quote = src.charAt(i);
      if (quote !== '"' && quote !== "'") fail("unquoted attribute");
      const end = src.indexOf(quote, i + 1);
      if (end < 0) fail("unterminated attribute");
      if (attr in el.attrs) fail(`duplicate attribute ${attr}`);
      el.attrs[attr] = decodeText(src.slice(i + 1, end));
      i = end + 1;
    }
    for (;;) {
      if (i >= src.length) fail(`unclosed <${el.name}>`);
      if (src.startsWith("</", i)) {
        i += 2;
        const closing = readName();
        if (closing !== el.name) fail(`</${closing}> closes <${el.name}>`);
        skipSpace();
        expectText(">");
        return el;
      }
      if (src.charAt(i) === "<") {
        if (src.startsWith("<!", i) || src.startsWith("<?", i)) fail("unexpected markup");
        el.children.push(element());
        continue;
      }
      const next = src.indexOf("<", i);
      el.text += decodeText(src.slice(i, next < 0 ? src.length : next));
      i = next < 0 ? src.length : next;
    }
  };
  expectText('<?xml version="1.0" encoding="UTF-8"?>');
  skipSpace();
  const root = element();
  skipSpace();
  if (i !== src.length) fail("content after the root element");
  return root;
}

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

interface Entry {
  loc: string;
  lastmod?: string;
}

/** The entries of a `<urlset>` or `<sitemapindex>`, checking the protocol's structure on the way. */
function entriesOf(xml: string, root: "urlset" | "sitemapindex"): Entry[] {
  const doc = parseXml(xml);
  expect(doc.name).toBe(root);
  expect(doc.attrs).toEqual({ xmlns: NS });
  expect(doc.text.trim()).toBe("");
  return doc.children.map((child) => {
    expect(child.name).toBe(root === "urlset" ? "url" : "sitemap");
    expect(child.text.trim()).toBe("");
    const [loc, lastmod, ...rest] = child.children;
    expect(rest).toEqual([]);
    expect(loc?.name).toBe("loc");
    expect(loc?.children).toEqual([]);
    if (lastmod) {
      expect(lastmod.name).toBe("lastmod");
      expect(lastmod.text).toMatch(W3C_DATETIME);
      expect(Number.isFinite(Date.parse(lastmod.text))).toBe(true);
    }
    return { loc: String(loc?.text), lastmod: lastmod?.text };
  });
}

async function fetchEntries(path: string, root: "urlset" | "sitemapindex" = "urlset") {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  return entriesOf(await res.text(), root);
}

/** A loc's path with each segment decoded: the value a route parameter receives. */
const decodedPath = (loc: string) => new URL(loc).pathname.split("/").map(decodeURIComponent).join("/");
const pathOf = (loc: string) => new URL(loc).pathname;
const sorted = (xs: string[]) => [...xs].sort();

// ───────────── fixture: the demo catalogue plus the awkward cases ─────────────

interface ListingRow {
  kind: ListingKind;
  id: string;
  host_id: string;
  slug: string | null;
  title: string;
  updated_at: string;
  published_at: string | null;
  visible: number;
  listing_status: string;
  host_status: string;
}
interface HostRow {
  id: string;
  profile_slug: string | null;
  first_name: string | null;
  status: string;
}

const ODD_LISTING_SLUG = `a&b<c>"d'-tour`;
const ODD_HOST_SLUG = `x&y<z>"w'`;
const CYRILLIC_TITLE = "Поездка по Алматы & окрестностям";

async function allListings(): Promise<ListingRow[]> {
  const arm = (kind: ListingKind, table: string) => `
    SELECT '${kind}' AS kind, l.id, l.host_id, l.slug, l.title, l.updated_at, l.published_at,
      l.status = 'published' AND h.status = 'approved' AS visible, l.status AS listing_status, h.status AS host_status
    FROM ${table} l JOIN hosts h ON h.id = l.host_id`;
  const q = [
    arm("tour", "tours"),
    arm("group_tour", "group_tours"),
    arm("rental_car", "rental_cars"),
    arm("driver", "drivers"),
  ].join(" UNION ALL ");
  return (await env.DB.prepare(q).all<ListingRow>()).results;
}

async function allHosts(): Promise<HostRow[]> {
  return (
    await env.DB.prepare(
      "SELECT h.id, h.profile_slug, p.first_name, h.status FROM hosts h JOIN profiles p ON p.user_id = h.user_id",
    ).all<HostRow>()
  ).results;
}

let listings: ListingRow[];
let hosts: HostRow[];
let suspendedHostId: string;
let urlset: Entry[];

beforeAll(async () => {
  await seedSmall();
  const before = await allListings();
  const visible = before.filter((l) => l.visible);
  const oddTour = visible.find((l) => l.kind === "tour");
  const noSlug = visible.find((l) => l.kind === "driver");
  // Another host with published listings becomes suspended: their page and listings leave the sitemap.
  suspendedHostId = String(
    visible.find((l) => l.host_id !== oddTour?.host_id && l.host_id !== noSlug?.host_id)?.host_id,
  );
  const oddHost = (await allHosts()).find((h) => h.status === "approved" && h.id !== suspendedHostId);
  await env.DB.batch([
    env.DB.prepare("UPDATE tours SET slug = ? WHERE id = ?").bind(ODD_LISTING_SLUG, String(oddTour?.id)),
    env.DB.prepare("UPDATE drivers SET slug = NULL, title = ? WHERE id = ?").bind(CYRILLIC_TITLE, String(noSlug?.id)),
    env.DB.prepare("UPDATE hosts SET status = 'suspended' WHERE id = ?").bind(suspendedHostId),
    env.DB.prepare("UPDATE hosts SET profile_slug = ? WHERE id = ?").bind(ODD_HOST_SLUG, String(oddHost?.id)),
  ]);
  listings = await allListings();
  hosts = await allHosts();
  urlset = await fetchEntries("/sitemap.xml");
});

const LISTING_PREFIX = /^\/(tour|group-tour|rental-car|driver)\//;

describe("GET /sitemap.xml", () => {
  it("is a urlset in the sitemaps namespace, served as XML with a public cache lifetime", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="')).toBe(true);
    expect(entriesOf(xml, "urlset").length).toBe(urlset.length);
    expect(urlset.length).toBeGreaterThan(40);
  });

  it("lists every URL once, absolute on the request's origin", () => {
    const locs = urlset.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
  });

  it("lists exactly the published listings of approved hosts, at the path the app's cards link to", () => {
    const hidden = listings.filter((l) => !l.visible);
    // The fixture has each kind of hidden listing, so the exclusions below are real.
    expect(hidden.some((l) => l.listing_status === "draft")).toBe(true);
    expect(hidden.some((l) => l.listing_status === "archived")).toBe(true);
    expect(hidden.some((l) => l.listing_status === "published" && l.host_status === "suspended")).toBe(true);
    const listed = urlset.map((e) => decodedPath(e.loc)).filter((p) => LISTING_PREFIX.test(p));
    const expected = listings.filter((l) => l.visible).map((l) => listingPath(l.kind, l));
    expect(sorted(listed)).toEqual(sorted(expected));
    const hiddenPaths = new Set(hidden.map((l) => listingPath(l.kind, l)));
    for (const p of listed) expect(hiddenPaths.has(p), p).toBe(false);
    for (const l of hidden)
      expect(
        urlset.some((e) => e.loc.includes(l.id)),
        l.id,
      ).toBe(false);
  });

  it("lists exactly the approved hosts at /host/{hostSlug}, none pending, rejected or suspended", () => {
    const statuses = new Set(hosts.map((h) => h.status));
    for (const s of ["approved", "pending", "rejected", "suspended"]) expect(statuses.has(s), s).toBe(true);
    const listed = urlset.map((e) => decodedPath(e.loc)).filter((p) => p.startsWith("/host/"));
    const expected = hosts.filter((h) => h.status === "approved").map((h) => `/host/${hostSlug(h)}`);
    expect(sorted(listed)).toEqual(sorted(expected));
    for (const h of hosts.filter((x) => x.status !== "approved")) {
      expect(listed).not.toContain(`/host/${hostSlug(h)}`);
    }
  });

  it("lists the public pages and one destination per country the /destinations page links to", async () => {
    const { countries } = await (await get("/api/countries")).json<CountriesResponse>();
    expect(countries.length).toBeGreaterThan(1);
    const fixed = ["/", "/listings", "/hosts", "/destinations", "/kazakhstan", ...INFO_PAGE_IDS.map(infoPath)];
    const listed = urlset
      .map((e) => pathOf(e.loc))
      // The blog's pages have their own test (tests/worker/blog.test.ts).
      .filter((p) => !LISTING_PREFIX.test(p) && !p.startsWith("/host/") && !/^\/blog(\/|$)/.test(p));
    expect(sorted(listed)).toEqual(
      sorted([...fixed, ...countries.map((c) => `/destinations/${countrySlug(c.country)}`)]),
    );
  });

  it("leaves out travelers and signed-in areas", () => {
    for (const e of urlset) {
      expect(pathOf(e.loc)).not.toMatch(/^\/(traveler|travelers|admin|chat|api|auth|dashboard|profile)(\/|$)/);
    }
  });

  it("every URL answers 200 with the app's HTML", async () => {
    for (const { loc } of urlset) {
      const res = await get(pathOf(loc), { headers: { Accept: "text/html" } });
      expect(res.status, loc).toBe(200);
      expect(res.headers.get("content-type"), loc).toContain("text/html");
      expect(await res.text(), loc).toContain('<div id="root"');
    }
  });

  it("every listing, host and destination URL leads to its content (route parameter → API)", async () => {
    for (const { loc } of urlset) {
      const [, route, param] = decodedPath(loc).split("/");
      const seg = encodeURIComponent(String(param));
      if (route === "host") {
        const res = await get(`/api/hosts/${seg}`);
        expect(res.status, loc).toBe(200);
        const body = await res.json<HostResponse>();
        expect(`/host/${hostSlug(body.host)}`).toBe(decodedPath(loc));
      } else if (route === "destinations" && param) {
        expect((await get(`/api/destinations/${seg}`)).status, loc).toBe(200);
      } else if (LISTING_PREFIX.test(`/${route}/`)) {
        const res = await get(`/api/listings/${route}/${seg}`);
        expect(res.status, loc).toBe(200);
        const { listing } = await res.json<ListingDetailResponse>();
        expect(listingPath(listing.kind, listing)).toBe(decodedPath(loc));
      }
    }
  });

  it("gives each listing the later of its update and publication time, and every URL a valid lastmod", () => {
    const byPath = new Map(urlset.map((e) => [decodedPath(e.loc), e.lastmod]));
    for (const l of listings.filter((x) => x.visible)) {
      const latest = Math.max(Date.parse(l.updated_at), Date.parse(l.published_at ?? l.updated_at));
      const lastmod = byPath.get(listingPath(l.kind, l));
      expect(lastmod, l.id).toMatch(W3C_DATETIME);
      expect(Date.parse(String(lastmod))).toBe(Math.floor(latest / 1000) * 1000);
    }
    for (const e of urlset) expect(e.lastmod, e.loc).toBeDefined();
  });

  it("escapes URLs: '&' and quotes as entities, '<' '>' '\"' and non-Latin letters percent-encoded", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/tour/a&amp;b%3Cc%3E%22d&apos;-tour</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/host/x&amp;y%3Cz%3E%22w&apos;</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const locs = urlset.map((e) => e.loc);
    expect(locs).toContain(`${ORIGIN}/tour/a&b%3Cc%3E%22d'-tour`);
    expect(locs).toContain(`${ORIGIN}/host/x&y%3Cz%3E%22w'`);
    const cyrillic = urlset.find((e) => decodedPath(e.loc).endsWith("/поездка-по-алматы-окрестностям"));
    expect(cyrillic?.loc).toMatch(/^https:\/\/untrodden\.test\/driver\/[0-9a-f-]{36}\/(%[0-9A-F]{2}|-)+$/);
  });

  it("xmlEscape turns the five markup characters into entities", () => {
    expect(xmlEscape(`a&b<c>"d'e`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;e");
    expect(xmlEscape("&amp;")).toBe("&amp;amp;");
    expect(
      parseXml(`<?xml version="1.0" encoding="UTF-8"?><x a="${xmlEscape(`"'<&`)}">${xmlEscape("<&>")}</x>`),
    ).toEqual({
      name: "x",
      attrs: { a: `"'<&` },
      children: [],
      text: "<&>",
    });
  });

  it("the test's XML reader rejects malformed documents", () => {
    const decl = '<?xml version="1.0" encoding="UTF-8"?>';
    for (const bad of [
      `${decl}<a><b></a></b>`,
      `${decl}<a>x & y</a>`,
      `${decl}<a>1 < 2</a>`,
      `${decl}<a></a><b></b>`,
      `${decl}<a b=c></a>`,
      `${decl}<a>&nbsp;</a>`,
      `${decl}<a>`,
      "<a></a>",
    ]) {
      expect(() => parseXml(bad), bad).toThrow();
    }
  });
});

describe("the sitemap index for large sites", () => {
  const PAGE = 7;

  it("becomes an index of pages that each parse, hold at most a page of listings or hosts, and cover every URL once", async () => {
    const index = entriesOf(await buildSitemap(env.DB, ORIGIN, PAGE), "sitemapindex");
    const paths = index.map((e) => pathOf(e.loc));
    expect(paths[0]).toBe("/sitemap-pages.xml");
    const listingPages = paths.filter((p) => p.startsWith("/sitemap-listings-"));
    const hostPages = paths.filter((p) => p.startsWith("/sitemap-hosts-"));
    const visibleListings = listings.filter((l) => l.visible).length;
    const approvedHosts = hosts.filter((h) => h.status === "approved").length;
    expect(listingPages.length).toBe(Math.ceil(visibleListings / PAGE));
    expect(hostPages.length).toBe(Math.ceil(approvedHosts / PAGE));
    expect(paths.length).toBe(1 + listingPages.length + hostPages.length);
    for (const e of index) expect(e.loc.startsWith(`${ORIGIN}/sitemap-`)).toBe(true);

    const all: string[] = [];
    for (const path of paths) {
      const entries = await fetchEntries(path);
      if (path !== "/sitemap-pages.xml") expect(entries.length, path).toBeLessThanOrEqual(PAGE);
      expect(entries.length, path).toBeGreaterThan(0);
      all.push(...entries.map((e) => e.loc));
    }
    expect(all.length).toBe(new Set(all).size);
    expect(sorted(all)).toEqual(sorted(urlset.map((e) => e.loc)));
  });

  it("names its pages by absolute URL on the configured origin", async () => {
    const index = entriesOf(await buildSitemap(env.DB, "https://untrodden.travel", PAGE), "sitemapindex");
    for (const e of index) expect(e.loc).toMatch(/^https:\/\/untrodden\.travel\/sitemap-[a-z0-9-]+\.xml$/);
  });

  it("answers 404 for a page name that is not one", async () => {
    for (const path of ["/sitemap-listings-9-3.xml", "/sitemap-people-0.xml", "/sitemap-listings-x.xml"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("siteOrigin", () => {
  it("is PUBLIC_ORIGIN without its path or trailing slash, never the request's, and refuses to guess without one", () => {
    expect(siteOrigin({ PUBLIC_ORIGIN: "https://untrodden.travel/" })).toBe("https://untrodden.travel");
    expect(siteOrigin({ PUBLIC_ORIGIN: " https://untrodden.travel/some/path " })).toBe("https://untrodden.travel");
    for (const PUBLIC_ORIGIN of [undefined, "  ", "not a url"])
      expect(() => siteOrigin({ PUBLIC_ORIGIN })).toThrow(OriginConfigError);
  });
});

describe("GET /robots.txt", () => {
  it("is plain text that keeps crawlers out of private areas and names the sitemap by absolute URL", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const lines = (await res.text()).split("\n").map((l) => l.trim());
    expect(lines[0]).toBe("User-agent: *");
    for (const path of [
      "/admin",
      "/chat",
      "/api/",
      "/auth",
      "/dashboard",
      "/profile",
      "/bookings",
      "/my-bookings",
      "/reset-password",
      "/delete-account",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter(Boolean).at(-1)).toBe(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // No public page is caught by a Disallow prefix.
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice("Disallow: ".length));
    for (const { loc } of urlset) {
      const p = pathOf(loc);
      expect(
        disallowed.some((d) => p.startsWith(d)),
        p,
      ).toBe(false);
    }
  });
});
