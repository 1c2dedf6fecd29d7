/**
 * Reads a page's <head> the way a link-preview crawler does: an HTML parser (workerd's HTMLRewriter, lol-html)
 * collects the title, meta tags, canonical link and JSON-LD, and character references are decoded as HTML
 * parsers decode them.
 */
export interface Head {
  title: string;
  titles: number;
  canonical: string | null;
  /** meta property/name → content; a tag present more than once keeps every value in `all`. */
  meta: Record<string, string>;
  all: Record<string, string[]>;
  jsonLd: unknown[];
  jsonLdText: string[];
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the character references an attribute value or text may hold (named, decimal, hex). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

export async function readHead(html: string): Promise<Head> {
  const head: Head = { title: "", titles: 0, canonical: null, meta: {}, all: {}, jsonLd: [], jsonLdText: [] };
  let inTitle = false;
  let script = "";
  await new HTMLRewriter()
    .on("title", {
      element(el) {
        head.titles += 1;
        inTitle = head.titles === 1;
        el.onEndTag(() => {
          inTitle = false;
        });
      },
      text(t) {
        if (inTitle) head.title += t.text;
      },
    })
    .on("meta", {
      element(el) {
        const key = el.getAttribute("property") ?? el.getAttribute("name");
        const content = el.getAttribute("content");
        if (!key || content === null) return;
        const value = decodeEntities(content);
        head.meta[key] ??= value;
        head.all[key] = [...(head.all[key] ?? []), value];
      },
    })
    .on('link[rel="canonical"]', {
      element(el) {
        const href = el.getAttribute("href");
        head.canonical = href === null ? null : decodeEntities(href);
      },
    })
    .on('script[type="application/ld+json"]', {
      element(el) {
        script = "";
        el.onEndTag(() => {
          head.jsonLdText.push(script);
          const parsed: unknown = JSON.parse(script);
          head.jsonLd.push(...(Array.isArray(parsed) ? parsed : [parsed]));
        });
      },
      text(t) {
        script += t.text;
      },
    })
    .transform(new Response(html))
    .text();
  head.title = decodeEntities(head.title);
  return head;
}

/** The JSON-LD item of a schema.org type. */
export function ldOfType(head: Head, type: string): Record<string, unknown> | undefined {
  return head.jsonLd.find((x): x is Record<string, unknown> => {
    const t = (x as Record<string, unknown>)["@type"];
    return Array.isArray(t) ? t.includes(type) : t === type;
  });
}
