/**
 * Writes a page's metadata into the app's index.html with HTMLRewriter. index.html carries every tag with the
 * site's defaults (web/index.html); this only sets attribute values and text through the rewriter's APIs, which
 * escape them, and removes the optional tags a page does not use. Nothing is concatenated into markup: the one
 * raw insertion is JSON-LD, serialized with <, > and & as JSON escapes so it cannot end its script element.
 *
 * Pages are served by worker/seo/template.ts, which produces this output byte for byte by joining strings (decision
 * 040); `applyMeta` is the reference it is compiled and checked against, and the fallback when that check fails.
 */
import type { PageMeta } from "../../domain/meta";
import { defaultMeta, SHARE_IMAGE_SIZE } from "../../domain/meta";

/** JSON for inside <script>: "</script>", "<!--" and friends become \u003c… escapes, which JSON parsers read back. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

type Values = Record<string, string | null>;

/**
 * Sets an attribute so that parsers read back exactly `value`. HTMLRewriter escapes the quote but leaves "&" as
 * is, so a literal "&amp;" or "&lt;" in a title would be read back decoded; escaping "&" first closes that gap.
 */
function setAttribute(el: Element, name: string, value: string) {
  el.setAttribute(name, value.replace(/&/g, "&amp;"));
}

const IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/** The image's type from its URL's extension, when it has a known one. */
function imageType(url: string): string | null {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(new URL(url, "https://x").pathname)?.[1]?.toLowerCase();
  return (ext && IMAGE_TYPES[ext]) || null;
}

export function metaValues(meta: PageMeta, noindex: boolean): { property: Values; name: Values } {
  const [label1, label2] = meta.labels;
  return {
    property: {
      "og:title": meta.shareTitle,
      "og:description": meta.description,
      "og:url": meta.url,
      "og:type": meta.type,
      "og:image": meta.image.url,
      "og:image:secure_url": meta.image.url.startsWith("https:") ? meta.image.url : null,
      "og:image:type": imageType(meta.image.url),
      "og:image:width": String(SHARE_IMAGE_SIZE.width),
      "og:image:height": String(SHARE_IMAGE_SIZE.height),
      "og:image:alt": meta.image.alt,
      "product:price:amount": meta.price?.amount ?? null,
      "product:price:currency": meta.price?.currency ?? null,
      "article:published_time": meta.article?.publishedTime ?? null,
      "article:modified_time": meta.article?.modifiedTime ?? null,
      "article:author": meta.article?.author ?? null,
      "article:section": meta.article?.section ?? null,
    },
    name: {
      description: meta.description,
      robots: noindex ? "noindex, follow" : "index, follow, max-image-preview:large",
      "twitter:card": "summary_large_image",
      "twitter:title": meta.shareTitle,
      "twitter:description": meta.description,
      "twitter:image": meta.image.url,
      "twitter:image:alt": meta.image.alt,
      "twitter:label1": label1?.label ?? null,
      "twitter:data1": label1?.data ?? null,
      "twitter:label2": label2?.label ?? null,
      "twitter:data2": label2?.data ?? null,
    },
  };
}

/** The meta tags a page sets or removes, by attribute (the same for every page: values may be null, keys are fixed). */
export const SLOT_KEYS: Record<"property" | "name", ReadonlySet<string>> = (() => {
  const sample = metaValues(defaultMeta("https://example.invalid"), false);
  return { property: new Set(Object.keys(sample.property)), name: new Set(Object.keys(sample.name)) };
})();

/**
 * The shell with `meta` applied. `notFound` pages keep the metadata they are given (the default) but are
 * marked noindex, so a search engine drops them.
 */
export function applyMeta(shell: Response, meta: PageMeta, options: { notFound?: boolean } = {}): Response {
  const values = metaValues(meta, meta.noindex || options.notFound === true);
  const setContent = (table: Values, attribute: "property" | "name") => ({
    element(el: Element) {
      const key = el.getAttribute(attribute);
      if (key === null || !(key in table)) return;
      const value = table[key];
      if (value === null || value === undefined) el.remove();
      else setAttribute(el, "content", value);
    },
  });
  return new HTMLRewriter()
    .on("head > title", {
      element(el) {
        el.setInnerContent(meta.title);
      },
    })
    .on('head > link[rel="canonical"]', {
      element(el) {
        setAttribute(el, "href", meta.url);
      },
    })
    .on("head > meta[property]", setContent(values.property, "property"))
    .on("head > meta[name]", setContent(values.name, "name"))
    .on('head > script[type="application/ld+json"]', {
      element(el) {
        el.setInnerContent(scriptSafeJson(meta.jsonLd), { html: true });
      },
    })
    .transform(shell);
}
