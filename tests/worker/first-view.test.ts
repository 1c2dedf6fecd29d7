import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { APP_START } from "../../domain/app-start";
import { APP_START_CSP, APP_START_SCRIPT } from "../../domain/app-start-script";
import { FIRST_VIEW } from "../../domain/first-view";
import { GALLERY_SIZES, photoSrc, photoSrcSet } from "../../domain/media";
import { THEME_INIT_CSP, THEME_INIT_SCRIPT } from "../../domain/theme-init";
import { pageFrame } from "../../worker/seo/listing-view";
import { spliced, withFirstView, withInlineThemeScript } from "../../worker/seo/page";
import { insertTour } from "./catalog-model";
import { get, seedSmall } from "./helpers";

const html = (path: string) => get(path, { headers: { Accept: "text/html" } });

/** The page's script tags and module preloads (the entry, the runtime, the page's chunks). */
const scriptTags = (page: string) =>
  [...page.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);

const TEMPLATE = new RegExp(`<template id="${APP_START.templateId}"( data-lead="([^"]*)")?>(.*?)</template>`, "s");

/** The app's start template (decision 054): the tags it holds and the lead photo it waits for. */
function appStart(page: string): { tags: string[]; lead: string | null } {
  const m = page.match(TEMPLATE);
  if (!m) throw new Error("the page has no start template");
  return { tags: [...(m[3] ?? "").matchAll(/<[^>]+>(?:<\/script>)?/g)].map((t) => t[0]), lead: m[2] ?? null };
}

/** The page without its start template. */
const outsideTemplate = (page: string) => page.replace(TEMPLATE, "");

describe("the first view in the HTML (decision 043)", () => {
  it("sends / with the home page's first screen drawn into #root, its stylesheet inline", async () => {
    const res = await html("/");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(`<div id="root" ${FIRST_VIEW.attribute}>`);
    const root = page.slice(page.indexOf('<div id="root"'));
    expect(root).toMatch(/<h1[^>]*>Local hosts in the places guidebooks skip<\/h1>/);
    expect(root).toContain("<header");
    expect(root).toMatch(/<input[^>]*type="search"/);
    expect(root).not.toContain(FIRST_VIEW.end);
    // The stylesheet is inline: no link holds up the first paint. Its link stays, disabled (fetched only with the
    // app's code, decision 054), so the
    // app's lazy pages know the document has it and do not fetch it again.
    const links = [...page.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links).toEqual([
      expect.stringMatching(/^<link rel="stylesheet"[^>]* href="\/assets\/[^"]+\.css" disabled>$/),
    ]);
    const inline = page.slice(page.indexOf("<style>"), page.indexOf("</style>"));
    expect(inline).toContain(".skip-link");
    // The site's focus ring, a rule of a pseudo-class alone, is kept by the cut.
    expect(inline).toMatch(/(^|[{}]):focus-visible\{/);
    // Inline is the build's cut of the stylesheet to what drawn markup uses (decision 054), not the whole of it.
    const cut = await env.ASSETS.fetch(new Request(`https://assets.invalid${FIRST_VIEW.stylesheets.home}`));
    expect(cut.headers.get("content-type")).toMatch(/^text\/css/);
    const css = await cut.text();
    expect(page).toContain(`<style>${css}</style>`);
    const whole = links[0]?.match(/href="([^"]+)"/)?.[1] ?? "";
    const full = await (await env.ASSETS.fetch(new Request(`https://assets.invalid${whole}`))).text();
    expect(css.length).toBeLessThan(full.length / 2);
    // The page paints without the app's code, so that code waits in the start template for the first paint
    // (decision 054), and so do the web fonts.
    expect(appStart(page).tags.length).toBeGreaterThanOrEqual(2);
    expect(appStart(page).lead).toBeNull();
    expect(scriptTags(outsideTemplate(page))).toEqual([]);
    expect(page).toMatch(new RegExp(`<html class="${APP_START.fontsClass}" `));
  });

  it("leaves #root empty on every other page, which keeps its stylesheet link", async () => {
    for (const [path, status] of [
      ["/tour/no-such-tour", 404],
      // A results URL that says more than its cache key keeps (a sort) is never drawn (decision 048).
      ["/listings?sort=price_asc", 200],
      ["/hosts", 200],
      ["/no/such/page", 404],
    ] as const) {
      const res = await html(path);
      expect(res.status, path).toBe(status);
      const page = await res.text();
      expect(page, path).toContain('<div id="root"></div>');
      expect(page, path).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/[^"]+\.css">/);
      expect(page, path).not.toContain("<h1");
      // Nothing is drawn without the app's code here: it starts at once, with the web fonts.
      expect(scriptTags(page).length, path).toBeGreaterThanOrEqual(1);
      expect(page, path).not.toContain(`id="${APP_START.templateId}"`);
      expect(page, path).not.toContain(APP_START.fontsClass);
    }
  });

  it("puts the theme script inline on every page, and the start script on drawn ones, allowed by the CSP's hashes and by nothing wider", async () => {
    for (const [path, drawn] of [
      ["/", true],
      ["/hosts", false],
      ["/no/such/page", false],
    ] as const) {
      const res = await html(path);
      const page = await res.text();
      expect(page, path).toContain(`<script>${THEME_INIT_SCRIPT}</script>`);
      expect(page.includes(`<script>${APP_START_SCRIPT}</script>`), path).toBe(drawn);
      expect(page, path).not.toContain('src="/theme-init.js"');
      const scriptSrc = res.headers
        .get("content-security-policy")
        ?.split(";")
        .find((d) => d.trim().startsWith("script-src"));
      expect(scriptSrc?.trim(), path).toBe(`script-src 'self' ${THEME_INIT_CSP} ${APP_START_CSP}`);
    }
  });

  it("keeps /theme-init.js, built from the same script, for the native shell's index.html", async () => {
    const res = await get("/theme-init.js");
    expect(res.status).toBe(200);
    expect((await res.text()).trim()).toBe(THEME_INIT_SCRIPT);
  });

  it("serves the page as it was when the build left no first view, or a shell of another shape", () => {
    const shell = '<head><link rel="stylesheet" href="/assets/a.css"></head><body><div id="root"></div></body>';
    expect(withFirstView(shell, null)).toBe(shell);
    const view = {
      markup: "<h1>Hi</h1>",
      stylesheet: { link: '<link rel="stylesheet" href="/assets/a.css">', css: "a{}" },
    };
    expect(withFirstView(shell, view)).toBe(
      `<head><style>a{}</style><link rel="stylesheet" href="/assets/a.css" disabled></head><body><div id="root" ${FIRST_VIEW.attribute}><h1>Hi</h1></div></body>`,
    );
    // No empty #root to fill: nothing changes, the stylesheet included.
    const filled = shell.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(withFirstView(filled, view)).toBe(filled);
    // A shell without the theme script tag is left as it is.
    expect(withInlineThemeScript(shell)).toBe(shell);
  });

  it("puts the head's preloads in at their places in one pass, and nothing where a place or a text is missing", () => {
    const html = "<head><title>T</title></head>";
    const at = (s: string) => html.indexOf(s);
    // Given in any order: the photo before the title, the code at the end of the head.
    expect(
      spliced(html, [
        [at("</head>"), "<code>"],
        [at("<title>"), "<photo>"],
      ]),
    ).toBe("<head><photo><title>T</title><code></head>");
    expect(
      spliced(html, [
        [at("<title>"), ""],
        [at("</head>"), "<code>"],
      ]),
    ).toBe("<head><title>T</title><code></head>");
    expect(spliced(html, [[-1, "<photo>"]])).toBe(html);
  });
});

/** The drawn view: the element before the empty #root, hidden from assistive technology and inert. */
function drawn(page: string): string {
  const start = page.indexOf(`<div id="${FIRST_VIEW.drawnId}" aria-hidden="true" inert>`);
  const root = page.indexOf('<div id="root"></div>');
  expect(start, "a drawn view").toBeGreaterThan(0);
  expect(root, "#root right after it").toBeGreaterThan(start);
  return page.slice(start, root);
}

describe("a listing page's drawn first view (decision 046)", () => {
  let hostId = "";
  beforeAll(async () => {
    await seedSmall();
    const host = await env.DB.prepare("SELECT id FROM hosts WHERE status = 'approved' ORDER BY id LIMIT 1").first<{
      id: string;
    }>();
    if (!host) throw new Error("no approved host");
    hostId = host.id;
  });

  it("draws the heading and lead photo over an empty #root, escaped, inert, with the stylesheet inline", async () => {
    const title = `Rock & <Roll> "Tour" </h1><script>alert(1)</script>`;
    await insertTour({
      host_id: hostId,
      title,
      slug: "drawn-view-tour",
      cities: ["Almaty"],
      countries: ["Kazakhstan"],
      days: 3,
      price: 12400,
    });
    const res = await html("/tour/drawn-view-tour");
    expect(res.status).toBe(200);
    const page = await res.text();
    const view = drawn(page);
    expect(view).toContain(
      '<h1 class="font-display text-3xl leading-tight font-semibold text-stone-900 sm:text-4xl dark:text-white">Rock &amp; &lt;Roll&gt; "Tour" &lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    expect(view).not.toContain("<script");
    expect(view).toContain("Private Tour</span>");
    expect(view).toContain("Almaty, Kazakhstan</span>");
    expect(view).toContain("3 days</span>");
    // The price waits for the app (the visitor's currency): a bar in its place.
    expect(view).toMatch(/<p class="h-7 w-40 animate-shimmer[^"]*"><\/p>/);
    // The photo is the page's own <img>: the copy the head preloads, chosen by the same srcset and sizes.
    const photo = "/media/demo/places/kazakhstan-1.webp";
    const img = view.match(/<img [^>]*fetchpriority="high"[^>]*>/)?.[0] ?? "";
    expect(img).toContain(`src="${photoSrc(photo, 960)}"`);
    expect(img).toContain(`srcset="${photoSrcSet(photo)}"`);
    expect(img).toContain(`sizes="${GALLERY_SIZES}"`);
    expect(page).toMatch(
      new RegExp(`<link rel="preload" as="image" href="${photoSrc(photo, 960).replace("?", "\\?")}"`),
    );
    // The site's frame around it, without the ids and test ids the app's own copy has.
    expect(view).toContain("<header");
    expect(view).toContain("<main");
    expect(view).not.toMatch(/ (?:id|data-testid)="(?!first-view")/);
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
    expect(page.slice(page.indexOf("<style>"), page.indexOf("</style>"))).toContain("#first-view+#root");
    // Its inline stylesheet is the listing page's own cut, not the home page's (each page carries what it uses).
    const sheet = async (path: string) => (await env.ASSETS.fetch(new Request(`https://assets.invalid${path}`))).text();
    const listingCss = await sheet(FIRST_VIEW.stylesheets.listing);
    expect(page).toContain(`<style>${listingCss}</style>`);
    expect(listingCss).not.toBe(await sheet(FIRST_VIEW.stylesheets.home));
    // The photo is fetched first, at high priority; the app's code, the page's own chunk and its data once the
    // photo is painted (the template names the photo).
    expect(page).toMatch(/<link rel="preload" as="image" [^>]*fetchpriority="high"/);
    const start = appStart(page);
    expect(start.lead).toBe(photo);
    expect(start.tags.some((tag) => /\/ListingPage-[\w-]+\.js/.test(tag))).toBe(true);
    expect(start.tags).toContain(
      '<link rel="preload" as="fetch" href="/api/listings/tour/drawn-view-tour" crossorigin="anonymous">',
    );
    expect(scriptTags(outsideTemplate(page))).toEqual([]);
    expect(outsideTemplate(page)).not.toContain('as="fetch"');
  });

  it("says the price is on request when there is none, and leaves out what the listing does not have", async () => {
    await insertTour({ host_id: hostId, title: "Unpriced walk", slug: "unpriced-walk", cities: [], countries: [] });
    await env.DB.prepare(
      "UPDATE tours SET price_1_person = NULL, price_2_persons = NULL, number_of_days = 0 WHERE slug = ?",
    )
      .bind("unpriced-walk")
      .run();
    const view = drawn(await (await html("/tour/unpriced-walk")).text());
    expect(view).toContain(">Price on request</p>");
    expect(view).not.toContain("animate-shimmer");
    expect(view).not.toContain("days</span>");
  });

  it("cuts the frame from the home view only when it has exactly one <main>", () => {
    const home =
      '<header id="h" data-testid="x">H</header><main id="main" tabindex="-1" class="m">hero</main><nav>N</nav>';
    expect(pageFrame(home)).toEqual({ before: '<header>H</header><main class="m">', after: "</main><nav>N</nav>" });
    expect(pageFrame("<div>no main</div>")).toBeNull();
    expect(pageFrame(`${home}<main id="main">again</main>`)).toBeNull();
  });
});

describe("a host page's drawn first view (decision 047)", () => {
  let host = { id: "", user_id: "" };
  beforeAll(async () => {
    await seedSmall();
    const row = await env.DB.prepare(
      "SELECT id, user_id FROM hosts WHERE status = 'approved' ORDER BY id LIMIT 1",
    ).first<typeof host>();
    if (!row) throw new Error("no approved host");
    host = row;
  });

  /** Sets the host's fields under a new slug (each page is cached under its path). */
  async function setHost(
    slug: string,
    fields: Record<string, string | number | null>,
    profile: Record<string, string | null>,
  ) {
    const set = (o: Record<string, unknown>) =>
      Object.keys(o)
        .map((k) => `${k} = ?`)
        .join(", ");
    await env.DB.batch([
      env.DB.prepare(`UPDATE hosts SET ${set(fields)}, profile_slug = ? WHERE id = ?`).bind(
        ...Object.values(fields),
        slug,
        host.id,
      ),
      env.DB.prepare(`UPDATE profiles SET ${set(profile)} WHERE user_id = ?`).bind(
        ...Object.values(profile),
        host.user_id,
      ),
    ]);
  }

  it("draws the header card and bio over an empty #root, escaped, with activity as a bar", async () => {
    await setHost(
      "drawn-host",
      {
        bio: "First <b>line</b>\nsame paragraph\n\n  Second & last  ",
        languages: JSON.stringify(["English", "Kazakh"]),
        years_experience: 8,
        response_time_minutes: 25,
        response_time_sample_size: 12,
        rating: 4.86,
        total_reviews: 23,
        is_superhost: 1,
        created_at: "2024-03-05T10:00:00.000Z",
      },
      { first_name: "Aigerim", last_name: "<Nur>", city: "Almaty", country: "Kazakhstan", profile_photo_url: null },
    );
    const res = await html("/host/drawn-host");
    expect(res.status).toBe(200);
    const page = await res.text();
    const view = drawn(page);
    expect(view).toContain(
      '<h1 class="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">Aigerim &lt;Nur&gt;</h1>',
    );
    expect(view).not.toContain("<Nur>");
    expect(view).toContain(" Verified</span>");
    expect(view).toContain(">Superhost</span>");
    expect(view).toContain("<span>Local guide</span>");
    expect(view).toContain(" Almaty, Kazakhstan</span>");
    expect(view).toContain(">4.9</span><span>(23 reviews)</span>");
    // Activity changes by the minute and the HTML is cached: a bar until the app has it.
    expect(view).toMatch(/>Activity<\/dt><dd[^>]*><span class="[^"]*animate-shimmer[^"]*"><\/span><\/dd>/);
    expect(view).toContain(" Usually responds within 30 minutes</span>");
    expect(view).toContain(">English, Kazakh</dd>");
    expect(view).toContain(">8 years</dd>");
    expect(view).toContain("Message Host</button>");
    expect(view).toContain(">Member since March 2024</p>");
    // No photo: the first letter in its circle, as the app's Avatar draws it.
    expect(view).toMatch(
      /<div aria-hidden="true" style="width:128px;height:128px" class="[^"]*rounded-full[^"]*">A<\/div>/,
    );
    // The bio's paragraphs as the page splits them, escaped.
    expect(view).toContain(">About Aigerim</h2>");
    expect(view).toContain(
      '<p class="whitespace-pre-line">First &lt;b&gt;line&lt;/b&gt;\nsame paragraph</p><p class="whitespace-pre-line">Second &amp; last</p>',
    );
    expect(view).not.toMatch(/ (?:id|data-testid)="(?!first-view")/);
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
  });

  it("leaves out what the host has not given, and draws their photo at the app's copy", async () => {
    const photo = "/media/demo/people/host-1.webp";
    await setHost(
      "drawn-host-plain",
      {
        bio: null,
        languages: "[]",
        years_experience: null,
        response_time_minutes: 20,
        response_time_sample_size: 1,
        rating: 0,
        total_reviews: 0,
        is_superhost: 0,
      },
      { city: null, country: null, profile_photo_url: photo },
    );
    const view = drawn(await (await html("/host/drawn-host-plain")).text());
    expect(view).toContain("<span>No reviews yet</span>");
    expect(view).not.toContain("Superhost");
    // Too few replies for a band: whether it says "instantly" depends on being online now, so it is left to the app.
    expect(view).not.toContain("Response time");
    expect(view).not.toContain("Languages");
    expect(view).not.toContain("Experience");
    expect(view).not.toContain("About ");
    const img = view.match(/<img [^>]*width="128"[^>]*>/)?.[0] ?? "";
    // 128 px: the copies up to 640 px (sharp at 3x), the 320 px one as src, as the app's HostPhoto has them.
    expect(img).toContain(`src="${photoSrc(photo, 320)}"`);
    expect(img).toContain(`srcset="${photoSrcSet(photo, "128px")}"`);
    expect(img).toContain(`${photo}?w=640 640w"`);
    expect(img).toContain('sizes="128px"');
  });

  it("draws nothing for a host who is not public", async () => {
    const res = await html("/host/no-such-host-here");
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).not.toContain(FIRST_VIEW.drawnId);
    expect(page).toContain('<div id="root"></div>');
  });
});

describe("the results page's drawn first view (decision 048)", () => {
  beforeAll(async () => {
    await seedSmall();
  });

  it("draws the heading, the count and the search's first cards over an empty #root, prices as bars", async () => {
    const api = (await (await get("/api/listings?country=Kazakhstan")).json()) as {
      listings: { title: string }[];
      total: number;
    };
    expect(api.total).toBeGreaterThan(0);
    const res = await html("/listings?country=Kazakhstan");
    expect(res.status).toBe(200);
    const page = await res.text();
    const view = drawn(page);
    expect(view).toMatch(/<h1 class="mt-1 font-display[^"]*">[^<]*Kazakhstan<\/h1>/);
    expect(view).toContain(`>${api.total} ${api.total === 1 ? "listing" : "listings"}</p>`);
    // The place is a chip, as on the page.
    expect(view).toMatch(/<li><button type="button"[^>]*>Kazakhstan<span aria-hidden="true">×<\/span><\/button><\/li>/);
    // The search's own first cards, in its order, at most six.
    const titles = [...view.matchAll(/<a class="stretched-link" href="[^"]+">([^<]*)<\/a>/g)].map((m) => m[1]);
    // (Escaped: the listing page's test above put markup in a title.)
    const escaped = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(titles).toEqual(api.listings.slice(0, 6).map((l) => escaped(l.title)));
    expect(view).not.toContain("<script");
    // The first card's photo loads at once and first (the others lazily); every price waits for the app (the visitor's
    // currency).
    const photos = [...view.matchAll(/<img src="[^"]*"[^>]*sizes="\(min-width: 1280px\) 400px[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(photos.length).toBeGreaterThan(0);
    expect(photos[0]).toContain('loading="eager" fetchpriority="high"');
    expect(photos.slice(1).some((p) => p.includes("fetchpriority"))).toBe(false);
    expect(photos.slice(1).every((p) => p.includes('loading="lazy"'))).toBe(true);
    // The first card's photo is preloaded from the head with the card's srcset and sizes, ahead of the page's code.
    const src = photos[0]?.match(/src="([^"]+)"/)?.[1] ?? "";
    const preload = page.match(/<link rel="preload" as="image" [^>]*>/)?.[0] ?? "";
    expect(preload).toContain(`href="${src}"`);
    expect(preload).toContain('imagesizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"');
    // First in the head, before the title: its request starts ahead of the app's entry and the page's code.
    expect(page.indexOf(preload)).toBeLessThan(page.indexOf("<title>"));
    expect(page.indexOf(preload)).toBeLessThan(page.indexOf('<script type="module"'));
    expect(view).not.toContain("listing-price");
    expect(view.match(/<p class="h-6 w-20 shrink-0 rounded animate-shimmer/g)?.length).toBe(titles.length);
  });

  it("checks the type the URL names and puts its search text in the box", async () => {
    const view = drawn(await (await html("/listings?type=tours")).text());
    expect(view).toMatch(
      /<input type="radio" value="tours" checked class="peer sr-only"><span[^>]*>Private tours<\/span>/,
    );
    expect(view).toMatch(/<input type="radio" value="" class="peer sr-only">/);
    // Nothing matches: the app draws its empty state, and there is nothing to draw before it.
    const none = await (await html("/listings?search=zzqxjv")).text();
    expect(none).not.toContain(FIRST_VIEW.drawnId);
    expect(none).toContain('<div id="root"></div>');
    const [first] = ((await (await get("/api/listings?limit=1")).json()) as { listings: { title: string }[] }).listings;
    const word = first?.title.split(/\W+/).find((w) => w.length > 3) ?? "";
    expect(word).not.toBe("");
    const found = drawn(await (await html(`/listings?search=${encodeURIComponent(word)}`)).text());
    expect(found).toContain(`value="${word}"`);
    expect(found).toContain(`“${word}”<span aria-hidden="true">×</span>`);
  });

  it("draws nothing for a search that says more than its cache key keeps", async () => {
    const page = await (await html("/listings?country=Kazakhstan&sort=price_desc")).text();
    expect(page).not.toContain(FIRST_VIEW.drawnId);
    expect(page).toContain('<div id="root"></div>');
  });
});
