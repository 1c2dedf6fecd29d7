import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  articleMeta,
  blogMeta,
  defaultMeta,
  destinationMeta,
  hostMeta,
  hostsMeta,
  listingMeta,
  listingsMeta,
  type PageMeta,
  travelerMeta,
} from "../../domain/meta";
import { appShell, shellVersion, withInlineThemeScript } from "../../worker/seo/page";
import { applyMeta } from "../../worker/seo/rewrite";
import { checkedTemplate, compileShell, fillShell, type ShellTemplate } from "../../worker/seo/template";
import { ORIGIN } from "./helpers";

/**
 * Pages are spliced into a compiled index.html (worker/seo/template.ts, decision 040) instead of rewritten by
 * HTMLRewriter per request. The splice must give the rewriter's bytes exactly: the same tags kept and removed, the
 * same escaping of every value. Compared here on the real index.html, with every page kind's metadata built from
 * hostile text and with generated metadata (fast-check).
 */

const RUNS = Number(env.FC_RUNS ?? 300);
const SEED = 20261127;

let html = "";
let template: ShellTemplate;

beforeAll(async () => {
  const res = await env.ASSETS.fetch(new Request(`${ORIGIN}/index.html`));
  html = await res.text();
  const compiled = await checkedTemplate(html);
  if (!compiled) throw new Error("index.html did not compile");
  template = compiled;
});

const rewritten = (meta: PageMeta, notFound: boolean) => applyMeta(new Response(html), meta, { notFound }).text();

async function expectSame(meta: PageMeta, notFound = false) {
  expect(fillShell(template, meta, { notFound })).toBe(await rewritten(meta, notFound));
}

const NASTY = `Tom & Jerry's "Big" </title><script>alert(1)</script> 🏔️ مرحبا בעולם &amp; &lt;b&gt; <!-- end \u2028\u2029 \0 \u001f`;

describe("the spliced page is the rewritten page, byte for byte", () => {
  it("the served shell is compiled (pages do not fall back to HTMLRewriter)", async () => {
    const shell = await appShell(env, ORIGIN);
    expect(shell.template).not.toBeNull();
    // index.html as built, with the theme script inline (worker/seo/page.ts).
    expect(shell.html).toBe(withInlineThemeScript(html));
  });

  it("the pages' cache version covers the worker's own version, so a code-only deploy never serves old pages", async () => {
    const shell = await appShell(env, ORIGIN);
    const worker = env.CF_VERSION_METADATA?.id ?? "";
    expect(worker).toMatch(/^[0-9a-f-]{36}$/);
    const parts = { html: shell.html, home: shell.home?.markup ?? "", chunks: shell.chunks };
    expect(shell.version).toBe(shellVersion({ ...parts, worker }));
    // The same assets under another worker version: another version, hence other cache keys.
    expect(shellVersion({ ...parts, worker: "00000000-0000-4000-8000-000000000000" })).not.toBe(shell.version);
  });

  it("the default metadata, found and not found", async () => {
    await expectSame(defaultMeta(ORIGIN, "/"));
    await expectSame(defaultMeta(ORIGIN, "/nowhere"), true);
  });

  it("every page kind's metadata from hostile text", async () => {
    const host = { name: NASTY, slug: NASTY, hostType: "tour_operator" as const };
    const metas: PageMeta[] = [
      ...(["tour", "group_tour", "rental_car", "driver"] as const).map((kind) =>
        listingMeta(ORIGIN, {
          kind,
          id: "00000000-0000-4000-8000-000000000001",
          slug: NASTY,
          title: NASTY,
          description: NASTY,
          photo: `/media/${NASTY}.webp`,
          countries: [NASTY],
          cities: [NASTY],
          price: 12345,
          days: 3,
          host,
          shareImage: `/og/tour/x.png?v=${NASTY}`,
        }),
      ),
      hostMeta(ORIGIN, {
        slug: NASTY,
        name: NASTY,
        hostType: "guide",
        bio: NASTY,
        city: NASTY,
        country: NASTY,
        photo: null,
        rating: 4.5,
        reviews: 3,
        superhost: true,
        shareImage: null,
      }),
      articleMeta(ORIGIN, {
        slug: NASTY,
        title: NASTY,
        description: NASTY,
        cover: `/media/${NASTY}`,
        author: { name: NASTY, path: `/traveler/${NASTY}` },
        tags: [NASTY],
        country: NASTY,
        published_at: "2026-01-02T03:04:05Z",
        updated_at: "2026-01-03T03:04:05Z",
        shareImage: "/og/blog/x.png?v=1",
      }),
      destinationMeta(ORIGIN, {
        country: NASTY,
        path: `/destinations/${NASTY}`,
        hosts: 2,
        listings: 1,
        image: { url: `/media/${NASTY}`, alt: NASTY },
      }),
      listingsMeta(ORIGIN, { type: "tours", country: NASTY, city: NASTY, search: NASTY }),
      hostsMeta(ORIGIN, { location: NASTY, country: NASTY }),
      blogMeta(ORIGIN, "showcase"),
      travelerMeta(ORIGIN, `/traveler/${NASTY}`, NASTY),
    ];
    for (const meta of metas) {
      await expectSame(meta);
      await expectSame(meta, true);
    }
  });

  it("generated metadata: any text, any optional tag present or absent", async () => {
    const text = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.string({ unit: fc.constantFrom("&", "<", ">", '"', "'", "amp;", "lt;", "#34;", " ", "\n", "a", "é", "🏔️") }),
    );
    const meta: fc.Arbitrary<PageMeta> = fc.record({
      title: text,
      shareTitle: text,
      description: text,
      url: text,
      type: fc.constantFrom("website", "product", "profile", "article"),
      image: fc.record({ url: text, alt: text }),
      jsonLd: fc.array(fc.dictionary(text, fc.jsonValue())),
      noindex: fc.boolean(),
      price: fc.option(fc.record({ amount: text, currency: fc.constant("EUR" as const) })),
      labels: fc.array(fc.record({ label: text, data: text }), { maxLength: 3 }),
      article: fc.option(
        fc.record({
          publishedTime: text,
          modifiedTime: text,
          author: text,
          section: fc.option(text),
          tags: fc.array(text),
        }),
        { nil: undefined },
      ),
    });
    await fc.assert(
      fc.asyncProperty(meta, fc.boolean(), async (m, notFound) => {
        expect(fillShell(template, m, { notFound })).toBe(await rewritten(m, notFound));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 60_000);

  it("a shell the splice cannot handle is refused, so pages fall back to HTMLRewriter", async () => {
    // A shell that already holds the splice's mark, and a tag that two slots would claim.
    expect(await compileShell(html.replace("</title>", "\u001funtrodden-slot-v0\u001f</title>"))).toBeNull();
    const both = html.replace("<head>", '<head><meta property="og:title" name="description" content="x" />');
    expect(await checkedTemplate(both)).toBeNull();
  });
});
