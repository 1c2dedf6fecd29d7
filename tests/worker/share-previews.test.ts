import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hostSlug } from "../../domain/host-slug";
import { listingPath } from "../../domain/listing-slug";
import { GALLERY_SIZES, photoSrc, photoSrcSet } from "../../domain/media";
import { DEFAULT_DESCRIPTION } from "../../domain/meta";
import { DEFAULT_TITLE } from "../../domain/titles";
import { flushPreviewChanges } from "../../worker/seo/changes";
import { parsePageChunks } from "../../worker/seo/preloads";
import { insertTour } from "./catalog-model";
import { type Head, ldOfType, readHead } from "./head";
import { get, ORIGIN, seedSmall } from "./helpers";
import { person } from "./people";

const CRAWLERS: Record<string, string> = {
  facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  twitter: "Twitterbot/1.0",
  slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  whatsapp: "WhatsApp/2.23.20.0",
  linkedin: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  discord: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  telegram: "TelegramBot (like TwitterBot)",
  google: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

async function page(path: string, ua = CRAWLERS.facebook): Promise<{ res: Response; html: string; head: Head }> {
  const res = await get(path, { headers: { "User-Agent": ua ?? "", Accept: "text/html" } });
  const html = await res.text();
  return { res, html, head: await readHead(html) };
}

interface ListingRow {
  path: string;
  id: string;
  slug: string | null;
  title: string;
  description: string;
  host_id: string;
}

const KIND_OF_TABLE = {
  tours: "tour",
  group_tours: "group_tour",
  rental_cars: "rental_car",
  drivers: "driver",
} as const;

/** A listing of the demo catalogue and its canonical path (by slug, or by id and title slug). */
async function oneListing(
  table: keyof typeof KIND_OF_TABLE,
  where = "l.status = 'published' AND h.status = 'approved'",
  nth = 0,
): Promise<ListingRow> {
  const row = await env.DB.prepare(
    `SELECT l.id, l.slug, l.title, l.description, l.host_id FROM ${table} l JOIN hosts h ON h.id = l.host_id
     WHERE ${where} ORDER BY l.slug IS NULL, l.id LIMIT 1 OFFSET ${nth}`,
  ).first<Omit<ListingRow, "path">>();
  if (!row) throw new Error(`no ${table} row for ${where}`);
  return { ...row, path: listingPath(KIND_OF_TABLE[table], row) };
}

interface HostRow {
  id: string;
  profile_slug: string | null;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  rating: number;
  total_reviews: number;
  city: string | null;
  country: string | null;
}

async function oneHost(where: string) {
  const row = await env.DB.prepare(
    `SELECT h.id, h.profile_slug, p.first_name, p.last_name, h.bio, h.rating, h.total_reviews, p.city, p.country
     FROM hosts h JOIN profiles p ON p.user_id = h.user_id WHERE ${where} ORDER BY h.id LIMIT 1`,
  ).first<HostRow>();
  if (!row) throw new Error(`no host for ${where}`);
  return row;
}

function expectCompleteTags(head: Head, url: string) {
  expect(head.titles).toBe(1);
  expect(head.canonical).toBe(url);
  expect(head.meta["og:url"]).toBe(url);
  expect(head.meta["og:site_name"]).toBe("Untrodden");
  expect(head.meta["og:image"]).toMatch(/^https:\/\/untrodden\.test\//);
  expect(head.meta["og:image:width"]).toBe("1200");
  expect(head.meta["og:image:height"]).toBe("630");
  expect(head.meta["og:image:alt"]?.length).toBeGreaterThan(0);
  expect(head.meta["twitter:card"]).toBe("summary_large_image");
  expect(head.meta["twitter:title"]).toBe(head.meta["og:title"]);
  expect(head.meta["twitter:description"]).toBe(head.meta["og:description"]);
  expect(head.meta["twitter:image"]).toBe(head.meta["og:image"]);
  expect(head.meta.description).toBe(head.meta["og:description"]);
  for (const [key, values] of Object.entries(head.all)) expect(values.length, `${key} once`).toBe(1);
  // Optional tags a page does not use are removed, never left empty.
  for (const [key, value] of Object.entries(head.meta)) expect(value, `${key} has content`).not.toBe("");
  expect(head.jsonLd.length).toBeGreaterThan(0);
  for (const item of head.jsonLd) expect((item as Record<string, unknown>)["@context"]).toBe("https://schema.org");
}

function breadcrumbNames(head: Head): string[] {
  const list = ldOfType(head, "BreadcrumbList")?.itemListElement as { name: string; item: string }[] | undefined;
  return (list ?? []).map((x) => x.name);
}

beforeAll(async () => {
  await seedSmall();
});

describe("share metadata for every route, as each crawler sees it", () => {
  for (const [crawler, ua] of Object.entries(CRAWLERS)) {
    describe(crawler, () => {
      it("home: the site's own title, description, image and WebSite + Organization JSON-LD", async () => {
        const { res, head } = await page("/", ua);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toContain("text/html");
        expectCompleteTags(head, `${ORIGIN}/`);
        expect(head.title).toBe(DEFAULT_TITLE);
        expect(head.meta.description).toBe(DEFAULT_DESCRIPTION);
        expect(head.meta["og:image"]).toBe(`${ORIGIN}/og-default.png`);
        expect(head.meta["og:type"]).toBe("website");
        expect(ldOfType(head, "WebSite")?.url).toBe(`${ORIGIN}/`);
        expect(ldOfType(head, "Organization")?.name).toBe("Untrodden");
      });

      it("a tour: title, lowest group price in EUR per person, share image, TouristTrip with an EUR offer", async () => {
        const t = await oneListing("tours");
        const prices = await env.DB.prepare(
          "SELECT price_1_person a, price_2_persons b, price_3_persons c, price_4_persons d FROM tours WHERE id = ?",
        )
          .bind(t.id)
          .first<Record<string, number | null>>();
        const lowest = Math.min(...Object.values(prices ?? {}).filter((p): p is number => p !== null));
        const url = `${ORIGIN}${t.path}`;
        const { res, head } = await page(t.path, ua);
        expect(res.status).toBe(200);
        expectCompleteTags(head, url);
        expect(head.title).toBe(`${t.title} · Untrodden`);
        expect(head.meta["og:title"]).toBe(t.title);
        expect(head.meta["og:type"]).toBe("product");
        const euros = `€${Math.round(lowest / 100).toLocaleString("en-US")}`;
        expect(head.meta.description).toContain(`From ${euros} per person`);
        expect(head.meta["product:price:amount"]).toBe((lowest / 100).toFixed(2));
        expect(head.meta["product:price:currency"]).toBe("EUR");
        expect(head.meta["twitter:label1"]).toBe("Price");
        expect(head.meta["twitter:data1"]).toBe(`From ${euros} per person`);
        expect(head.meta["og:image"]).toMatch(new RegExp(`^${ORIGIN}/og/tour/${t.id}\\.png\\?v=[0-9a-z]+$`));
        expect(head.meta["og:image:type"]).toBe("image/png");
        const trip = ldOfType(head, "TouristTrip");
        expect(trip?.name).toBe(t.title);
        expect(trip?.url).toBe(url);
        expect(trip?.offers).toMatchObject({
          "@type": "Offer",
          price: (lowest / 100).toFixed(2),
          priceCurrency: "EUR",
        });
        expect(breadcrumbNames(head)).toEqual(["Untrodden", "Listings", "Private tours", t.title]);
      });

      it("a group tour: price per person", async () => {
        const g = await oneListing("group_tours");
        const row = await env.DB.prepare("SELECT price_per_person p FROM group_tours WHERE id = ?")
          .bind(g.id)
          .first<{ p: number }>();
        const { res, head } = await page(g.path, ua);
        expect(res.status).toBe(200);
        expectCompleteTags(head, `${ORIGIN}${g.path}`);
        expect(head.meta["og:title"]).toBe(g.title);
        expect(head.meta.description).toContain(
          `€${Math.round((row?.p ?? 0) / 100).toLocaleString("en-US")} per person`,
        );
        expect(head.meta.description).not.toContain("From €");
        expect(ldOfType(head, "TouristTrip")?.offers).toMatchObject({ priceCurrency: "EUR" });
      });

      it("a rental car and a driver: price per day", async () => {
        for (const [table, route, type] of [
          ["rental_cars", "rental-car", "Product"],
          ["drivers", "driver", "Service"],
        ] as const) {
          const l = await oneListing(table);
          const row = await env.DB.prepare(`SELECT price_per_day p FROM ${table} WHERE id = ?`)
            .bind(l.id)
            .first<{ p: number }>();
          const { res, head } = await page(l.path, ua);
          expect(res.status, route).toBe(200);
          expectCompleteTags(head, `${ORIGIN}${l.path}`);
          expect(head.meta["og:title"]).toBe(l.title);
          const perDay = `€${Math.round((row?.p ?? 0) / 100).toLocaleString("en-US")} per day`;
          expect(head.meta.description).toContain(perDay);
          const item = ldOfType(head, type);
          expect(item?.name, route).toBe(l.title);
          expect(item?.offers).toMatchObject({
            priceCurrency: "EUR",
            priceSpecification: { referenceQuantity: { unitText: "day" } },
          });
        }
      });

      it("an approved host: name, bio cut at 100 characters, rating above 0, LocalBusiness with AggregateRating", async () => {
        const h = await oneHost(
          "h.status = 'approved' AND h.rating > 0 AND h.total_reviews > 0 AND length(h.bio) > 120",
        );
        const slug = hostSlug(h);
        const { res, head } = await page(`/host/${slug}`, ua);
        expect(res.status).toBe(200);
        expectCompleteTags(head, `${ORIGIN}/host/${slug}`);
        const name = [h.first_name, h.last_name].filter(Boolean).join(" ");
        expect(head.title).toBe(`${name} · Local host · Untrodden`);
        expect(head.meta["og:type"]).toBe("profile");
        const bio = Array.from((h.bio ?? "").replace(/\s+/g, " ").trim())
          .slice(0, 100)
          .join("")
          .trimEnd();
        expect(head.meta.description).toContain(`${bio}…`);
        expect(head.meta.description).not.toContain(
          Array.from(h.bio ?? "")
            .slice(0, 101)
            .join(""),
        );
        // One decimal, halves rounded up (a 4.85 reads 4.9), as the host page shows it.
        const stars = (Math.round(h.rating * 10) / 10).toFixed(1);
        expect(head.meta.description).toContain(`★ ${stars}`);
        expect(head.meta["og:image"]).toMatch(new RegExp(`^${ORIGIN}/og/host/${h.id}\\.png\\?v=`));
        const business = ldOfType(head, "LocalBusiness") ?? ldOfType(head, "TravelAgency");
        expect(business?.name).toBe(name);
        expect(business?.aggregateRating).toMatchObject({
          "@type": "AggregateRating",
          ratingValue: stars,
          reviewCount: h.total_reviews,
        });
        expect(breadcrumbNames(head)).toEqual(["Untrodden", "Hosts", name]);
      });

      it("/listings and /hosts describe their query", async () => {
        const l = await page("/listings?type=group-tours&country=Kazakhstan&sort=price_asc", ua);
        expect(l.res.status).toBe(200);
        expectCompleteTags(l.head, `${ORIGIN}/listings?type=group-tours&country=Kazakhstan`);
        expect(l.head.title).toBe("Group tours in Kazakhstan · Untrodden");
        expect(l.head.meta.description).toContain("group tours in Kazakhstan");
        expect(ldOfType(l.head, "CollectionPage")?.name).toBe("Group tours in Kazakhstan");

        const h = await page("/hosts?location=Almaty", ua);
        expectCompleteTags(h.head, `${ORIGIN}/hosts?location=Almaty`);
        expect(h.head.title).toBe("Local hosts in Almaty · Untrodden");
      });

      it("a free-text search is noindex, with the canonical of the page without the text", async () => {
        const l = await page("/listings?type=tours&search=best+casino+bonus", ua);
        expect(l.res.status).toBe(200);
        expect(l.head.meta.robots).toBe("noindex, follow");
        expect(l.head.canonical).toBe(`${ORIGIN}/listings?type=tours`);
        expect(l.head.meta["og:url"]).toBe(`${ORIGIN}/listings?type=tours`);
      });

      it("destination pages: the country, its counts and a TouristDestination", async () => {
        const { country } = (await env.DB.prepare(
          "SELECT p.country FROM hosts h JOIN profiles p ON p.user_id = h.user_id WHERE h.status = 'approved' AND p.country = 'Kazakhstan' LIMIT 1",
        ).first<{ country: string }>()) ?? { country: "" };
        expect(country).toBe("Kazakhstan");
        for (const [path, url] of [
          ["/destinations/kazakhstan", `${ORIGIN}/destinations/kazakhstan`],
          ["/kazakhstan", `${ORIGIN}/kazakhstan`],
        ]) {
          const { res, head } = await page(path ?? "", ua);
          expect(res.status, path).toBe(200);
          expectCompleteTags(head, url ?? "");
          expect(head.title).toBe("Kazakhstan: local hosts and trips · Untrodden");
          expect(head.meta.description).toMatch(/verified local hosts? .*in Kazakhstan/);
          expect(ldOfType(head, "TouristDestination")?.name).toBe("Kazakhstan");
        }
        const all = await page("/destinations", ua);
        expectCompleteTags(all.head, `${ORIGIN}/destinations`);
        expect(all.head.title).toBe("Destinations · Untrodden");
      });
    });
  }
});

describe("the lead photo, preloaded from the HTML", () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) =>
    tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1]?.replaceAll("&amp;", "&");

  /** The nth published tour with photos, and its first photo. */
  async function tourWithPhotos(nth: number) {
    const t = await oneListing(
      "tours",
      "l.status = 'published' AND h.status = 'approved' AND json_array_length(l.images) > 0",
      nth,
    );
    const images = await env.DB.prepare("SELECT images FROM tours WHERE id = ?").bind(t.id).first<{ images: string }>();
    return { t, first: (JSON.parse(images?.images ?? "[]") as string[])[0] ?? "" };
  }

  it("a listing page preloads its first photo with the gallery's srcset and sizes, in the head", async () => {
    const { t, first } = await tourWithPhotos(0);
    const { html } = await page(t.path);
    const [link, ...more] = preloads(html);
    expect(more).toEqual([]);
    expect(html.indexOf(link ?? "-")).toBeLessThan(html.indexOf("</head>"));
    expect(attr(link ?? "", "href")).toBe(photoSrc(first, 960));
    expect(attr(link ?? "", "imagesrcset")).toBe(photoSrcSet(first));
    expect(attr(link ?? "", "imagesizes")).toBe(GALLERY_SIZES);
    expect(attr(link ?? "", "fetchpriority")).toBe("high");
  });

  it("the same preload goes in a Link header, from the edge cache too, so it can start before the HTML's body", async () => {
    // Another tour than the test above's, whose page that test left in the cache.
    const { t, first } = await tourWithPhotos(1);
    const expected = `<${photoSrc(first, 960)}>; rel=preload; as=image; imagesrcset="${photoSrcSet(first)}"; imagesizes="${GALLERY_SIZES}"; fetchpriority=high`;
    const { res } = await page(t.path);
    expect(res.headers.get("x-preview-cache")).toBe("miss");
    expect(res.headers.get("link")).toBe(expected);
    const hit = await cachedHit(t.path);
    expect(hit.headers.get("link")).toBe(expected);
  });

  it("pages without a lead photo preload none", async () => {
    // (/listings has one: its first card's photo, decision 048; tests/worker/first-view.test.ts.)
    for (const path of ["/", "/hosts", "/no-such-page"]) {
      const { res, html } = await page(path);
      expect(preloads(html), path).toEqual([]);
      expect(res.headers.get("link"), path).toBeNull();
    }
  });
});

describe("the page's code and data, preloaded from the HTML (decision 044)", () => {
  const links = (html: string, rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, "g"))].map((m) => m[0]);
  const href = (tag: string) => tag.match(/ href="([^"]*)"/)?.[1] ?? "";
  const dataPreloads = (html: string) => links(html, "preload").filter((l) => l.includes('as="fetch"'));
  /** The page's own code: modulepreloads beyond those of index.html (the entry's, which Vite writes). */
  const pageCode = async (html: string) => {
    const shell = await (await env.ASSETS.fetch(new Request(`${ORIGIN}/index.html`))).text();
    const entry = new Set(links(shell, "modulepreload").map(href));
    return links(html, "modulepreload")
      .map(href)
      .filter((h) => !entry.has(h));
  };

  it("a listing page names the API call it makes and its code, each of which answers", async () => {
    const t = await oneListing("tours");
    const { html } = await page(t.path);
    const head = html.slice(0, html.indexOf("</head>"));
    const data = dataPreloads(head);
    expect(data).toHaveLength(1);
    expect(data[0]).toContain('crossorigin="anonymous"');
    const api = href(data[0] ?? "");
    expect(api).toBe(`/api/listings/tour/${encodeURIComponent(t.path.split("/")[2] ?? "")}`);
    const res = await get(api);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { listing: { title: string } }).listing.title).toBe(t.title);

    const code = await pageCode(head);
    expect(code.some((f) => /^\/assets\/ListingPage-[\w-]+\.js$/.test(f))).toBe(true);
    for (const f of code) {
      const js = await get(f);
      expect(js.status, f).toBe(200);
      expect(js.headers.get("content-type"), f).toMatch(/javascript/);
      await js.arrayBuffer();
    }
  });

  it("a host page names its profile and its first page of reviews", async () => {
    const h = await oneHost("h.status = 'approved' AND h.profile_slug IS NOT NULL");
    const { html } = await page(`/host/${h.profile_slug}`);
    const data = dataPreloads(html).map(href);
    expect(data).toEqual([`/api/hosts/${h.profile_slug}`, `/api/hosts/${h.profile_slug}/reviews`]);
    for (const api of data) expect((await get(api)).status, api).toBe(200);
    expect((await pageCode(html)).some((f) => /\/HostPage-/.test(f))).toBe(true);
  });

  it("the worker takes only a map of page ids to our own script files", () => {
    expect(parsePageChunks('{"listing":["/assets/ListingPage-a1.js","/assets/x.y-Z_9.js"]}')).toEqual({
      listing: ["/assets/ListingPage-a1.js", "/assets/x.y-Z_9.js"],
    });
    for (const bad of [
      "",
      "[]",
      "null",
      '{"listing":"/assets/a.js"}',
      '{"listing":["https://evil.test/a.js"]}',
      '{"listing":["/assets/a.js\\" onload=\\"x"]}',
      '{"listing":["/assets/../a.js"]}',
      '{"listing":["/media/a.js"]}',
    ])
      expect(parsePageChunks(bad), bad).toBeNull();
  });

  it("the results page names its first search when its URL holds no more than its cached page keeps", async () => {
    const plain = dataPreloads((await page("/listings?type=tours&country=Kazakhstan")).html).map(href);
    expect(plain).toEqual(["/api/listings?type=tours&amp;country=Kazakhstan&amp;sort=newest"]);
    const res = await get(plain[0]?.replaceAll("&amp;", "&") ?? "");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { listings: unknown[] }).listings.length).toBeGreaterThan(0);
    expect(dataPreloads((await page("/listings?search=yurt")).html).map(href)).toEqual([
      "/api/listings?search=yurt&amp;sort=relevance",
    ]);
    // Sorting, prices or dates: the page's call is another one, so the HTML names none, and the plain URL's cached
    // page (with its preload) is not the one these get.
    for (const path of [
      "/listings?type=tours&country=Kazakhstan&sort=price_asc",
      "/listings?type=tours&country=Kazakhstan&min_price=100",
    ]) {
      const { res: r, html } = await page(path);
      expect(r.status, path).toBe(200);
      expect(dataPreloads(html), path).toEqual([]);
    }
  });

  it("the results page names its code; the home page and a missing page name nothing of their own", async () => {
    expect((await pageCode((await page("/listings")).html)).some((f) => /\/ListingsPage-/.test(f))).toBe(true);
    for (const path of ["/", "/no-such-page", "/tour/no-such-tour"]) {
      const { html } = await page(path);
      expect(dataPreloads(html), path).toEqual([]);
      expect(await pageCode(html), path).toEqual([]);
    }
  });
});

describe("pages that are not public", () => {
  it("a draft listing answers 404 with the default metadata, noindex", async () => {
    const draft = await oneListing("tours", "l.status <> 'published'");
    const { res, head } = await page(draft.path);
    expect(res.status).toBe(404);
    expect(head.title).toBe(DEFAULT_TITLE);
    expect(head.meta["og:title"]).toBe("Untrodden");
    expect(head.meta.description).toBe(DEFAULT_DESCRIPTION);
    expect(head.meta.robots).toContain("noindex");
    expect(JSON.stringify(head.jsonLd)).not.toContain(draft.title);
  });

  it("a published listing of a host who is not approved answers 404", async () => {
    const pending = await oneHost("h.status = 'pending'");
    await insertTour({ host_id: pending.id, title: "Published by a pending host", slug: "pending-hosts-tour" });
    const { res, head } = await page("/tour/pending-hosts-tour");
    expect(res.status).toBe(404);
    expect(head.meta["og:title"]).toBe("Untrodden");
  });

  it("a pending host answers 404 with the default metadata", async () => {
    const pending = await oneHost("h.status = 'pending'");
    const { res, head } = await page(`/host/${hostSlug(pending)}`);
    expect(res.status).toBe(404);
    expect(head.title).toBe(DEFAULT_TITLE);
    expect(head.meta.description).toBe(DEFAULT_DESCRIPTION);
    expect(head.meta["og:image"]).toBe(`${ORIGIN}/og-default.png`);
  });

  it("an unknown path and unknown listing, host and country answer 404 but still serve the app", async () => {
    for (const path of [
      "/no-such-page",
      "/tour/no-such-tour",
      "/rental-car/00000000-0000-4000-8000-000000000000",
      "/host/nobody-here",
      "/destinations/atlantis",
      "/listings/extra/segments",
      "/%E0%A4%A",
    ]) {
      const { res, html, head } = await page(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain('<div id="root">');
      expect(head.meta.robots, path).toContain("noindex");
    }
  });

  it("HEAD answers the same status without a body", async () => {
    const res = await get("/no-such-page", { method: "HEAD" });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
    const ok = await get("/", { method: "HEAD" });
    expect(ok.status).toBe(200);
  });
});

/** The element names of a document in order, as an HTML parser builds them. */
async function elements(html: string): Promise<string[]> {
  const names: string[] = [];
  await new HTMLRewriter()
    .on("*", {
      element(el) {
        names.push(el.tagName);
      },
    })
    .transform(new Response(html))
    .text();
  return names;
}

describe("escaping", () => {
  const NASTY = `Tom & Jerry's "Big" </title><script>alert(1)</script> 🏔️ مرحبا בעולם &amp; <!-- end`;

  it("keeps quotes, tags, ampersands, emoji and right-to-left text intact and inert", async () => {
    const t = await oneListing("tours");
    const plain = await oneListing("tours", undefined, 1);
    await env.DB.prepare("UPDATE tours SET title = ?, description = ? WHERE id = ?")
      .bind(NASTY, `${NASTY} desc`, t.id)
      .run();
    await flushPreviewChanges(env);
    const { res, html, head } = await page(t.path);
    expect(res.status).toBe(200);
    expect(head.title).toBe(`${NASTY} · Untrodden`);
    expect(head.meta["og:title"]).toBe(NASTY);
    expect(head.meta["twitter:title"]).toBe(NASTY);
    expect(head.meta["og:image:alt"]).toBe(NASTY);
    expect(head.meta.description).toContain(`${NASTY} desc`);
    expect(ldOfType(head, "TouristTrip")?.name).toBe(NASTY);
    // Nothing of the title became markup: the page has exactly the elements a page with a plain title has.
    expect(head.titles).toBe(1);
    expect(await elements(html)).toEqual(await elements((await page(plain.path)).html));
    expect(head.jsonLdText.join("")).not.toMatch(/<\/?script|<!--/i);
  });
});

describe("failures", () => {
  it("a failing lookup gives the default metadata with status 200", async () => {
    // One no test has asked for yet, so the edge cache does not hold it.
    const t = await oneListing("drivers", undefined, 1);
    await env.DB.prepare("ALTER TABLE listing_catalog RENAME TO listing_catalog_away").run();
    try {
      const { res, head } = await page(t.path);
      expect(res.status).toBe(200);
      expect(head.title).toBe(DEFAULT_TITLE);
      expect(head.meta.description).toBe(DEFAULT_DESCRIPTION);
      expect(head.meta["og:image"]).toBe(`${ORIGIN}/og-default.png`);
      expect(res.headers.get("x-preview-cache")).toBe("bypass");
    } finally {
      await env.DB.prepare("ALTER TABLE listing_catalog_away RENAME TO listing_catalog").run();
    }
    // Not cached: once the database answers again, the page has its own metadata.
    const again = await page(t.path);
    expect(again.head.meta["og:title"]).toBe(t.title);
  });
});

/** A page answered from the edge cache (an earlier view filled it, after its response). */
async function cachedHit(path: string): Promise<Response> {
  const res = await get(path, { headers: { Accept: "text/html" } });
  expect(res.headers.get("x-preview-cache")).toBe("hit");
  return res;
}

describe("edge cache", () => {
  it("serves a page from the cache, and a change to the listing purges it", async () => {
    const g = await oneListing("group_tours");
    const path = g.path;
    const first = await get(path, { headers: { Accept: "text/html" } });
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const hit = await cachedHit(path);
    expect((await readHead(await hit.text())).meta["og:title"]).toBe(g.title);
    expect(hit.headers.get("cache-control")).toBe("no-cache");
    expect(hit.headers.get("content-security-policy")).toContain("script-src 'self'");

    await env.DB.prepare("UPDATE group_tours SET title = 'Renamed group tour' WHERE id = ?").bind(g.id).run();
    // Until the purge runs, the cached preview is what crawlers get.
    expect((await readHead(await (await get(path)).text())).meta["og:title"]).toBe(g.title);
    const flushed = await flushPreviewChanges(env);
    expect(flushed.changes).toBeGreaterThan(0);
    const after = await page(path);
    expect(after.res.headers.get("x-preview-cache")).toBe("miss");
    expect(after.head.meta["og:title"]).toBe("Renamed group tour");
  });

  it("a host change purges the host page and the previews of their listings", async () => {
    const l = await oneListing("rental_cars");
    const host = await oneHost(`h.id = '${l.host_id}'`);
    const hostPath = `/host/${hostSlug(host)}`;
    const listingPath_ = l.path;
    await get(hostPath);
    await get(listingPath_);
    await cachedHit(hostPath);
    await cachedHit(listingPath_);

    await env.DB.prepare("UPDATE hosts SET status = 'suspended' WHERE id = ?").bind(host.id).run();
    await flushPreviewChanges(env);
    expect((await get(hostPath)).status).toBe(404);
    expect((await get(listingPath_)).status).toBe(404);
    await env.DB.prepare("UPDATE hosts SET status = 'approved' WHERE id = ?").bind(host.id).run();
    await flushPreviewChanges(env);
    expect((await get(hostPath)).status).toBe(200);
  });

  it("a host's languages or experience purge their page, whose drawn card shows them; a reply's timing does not", async () => {
    const host = await oneHost("h.status = 'approved'");
    const path = `/host/${hostSlug(host)}`;
    await flushPreviewChanges(env);
    await get(path, { headers: { Accept: "text/html" } });
    await cachedHit(path);
    const pending = async () =>
      (await env.DB.prepare("SELECT count(*) n FROM preview_changes").first<{ n: number }>())?.n ?? -1;
    await env.DB.prepare("UPDATE hosts SET response_time_minutes = 12, response_time_sample_size = 40 WHERE id = ?")
      .bind(host.id)
      .run();
    expect(await pending()).toBe(0);
    await env.DB.prepare(`UPDATE hosts SET languages = '["Tajik","Klingon"]', years_experience = 31 WHERE id = ?`)
      .bind(host.id)
      .run();
    expect(await pending()).toBeGreaterThan(0);
    await flushPreviewChanges(env);
    const res = await get(path, { headers: { Accept: "text/html" } });
    expect(res.headers.get("x-preview-cache")).toBe("miss");
    const html = await res.text();
    expect(html).toContain(">Tajik, Klingon</dd>");
    expect(html).toContain(">31 years</dd>");
  });

  it("a renamed slug purges the page under the old slug, which then redirects to the new one", async () => {
    const d = await oneListing("drivers");
    await env.DB.prepare("UPDATE drivers SET slug = 'first-name-of-a-driver' WHERE id = ?").bind(d.id).run();
    await flushPreviewChanges(env);
    const oldPath = "/driver/first-name-of-a-driver";
    expect((await get(oldPath)).status).toBe(200);
    await cachedHit(oldPath);
    await env.DB.prepare("UPDATE drivers SET slug = 'second-name-of-a-driver' WHERE id = ?").bind(d.id).run();
    await flushPreviewChanges(env);
    const moved = await get(oldPath, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/driver/second-name-of-a-driver");
    expect((await get("/driver/second-name-of-a-driver")).status).toBe(200);
  });

  it("unpublishing an article purges its cached page, which then answers 404", async () => {
    const slug = `a-cached-article-${crypto.randomUUID().slice(0, 8)}`;
    const id = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO blog_articles (id, slug, title, excerpt, body, body_html, author_name, status, published_at)
       VALUES (?1, ?2, 'A cached article', 'About caching.', 'Text', '<p>Text</p>', 'Editors', 'published', ?3)`,
    )
      .bind(id, slug, new Date().toISOString())
      .run();
    const path = `/blog/${slug}`;
    expect((await get(path, { headers: { Accept: "text/html" } })).status).toBe(200);
    await cachedHit(path);
    const admin = await person("admin");
    expect((await admin.fetch(`/api/admin/blog/${id}/unpublish`, { method: "POST" })).status).toBe(200);
    await flushPreviewChanges(env);
    expect((await get(path, { headers: { Accept: "text/html" } })).status).toBe(404);
  });

  it("view counts do not queue purges", async () => {
    await flushPreviewChanges(env);
    await env.DB.prepare("UPDATE tours SET views_count = views_count + 1").run();
    const { n } = (await env.DB.prepare("SELECT count(*) n FROM preview_changes").first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(0);
  });
});
