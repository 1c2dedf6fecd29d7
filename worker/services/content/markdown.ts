/**
 * Articles' Markdown to HTML, the one renderer for the public, authors' previews and admins (issue 17 item 4,
 * docs/decisions/019-markdown-rendering.md). unified's remark → rehype pipeline parses CommonMark + GFM; raw HTML
 * in the Markdown is dropped (remark-rehype without `allowDangerousHtml`), then rehype-sanitize keeps only the
 * allow-list below: no script, style, iframe, svg or form, no event handlers or style attributes, links only to
 * http(s)/mailto, images only from our own /media. After sanitizing, the tree gets what we add ourselves (heading
 * ids for the table of contents, lazy images, rel on links), all values we build.
 */
import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root } from "hast";
import { toString as hastText } from "hast-util-to-string";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  /** Sanitized HTML, safe to put in a page as it is. */
  html: string;
  /** The article's h2/h3 headings, in order. */
  toc: TocEntry[];
  readingMinutes: number;
  /** The /media URLs of the images the article shows, in order, once each. */
  photos: string[];
}

/** Words a minute for the reading time shown on articles. */
export const WORDS_PER_MINUTE = 220;

/** Our own uploads and demo photos only: a /media path of plain characters, no dot segments, no query. */
export function isOwnMediaUrl(url: string): boolean {
  return /^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(url) && !url.includes("..") && !url.includes("//");
}

const SCHEMA: SanitizeSchema = {
  strip: ["script", "style", "iframe", "object", "embed", "svg", "math", "template", "noscript"],
  tagNames: [
    "p",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "a",
    "img",
    "hr",
    "br",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  attributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    ol: ["start"],
    th: [["align", "left", "center", "right"]],
    td: [["align", "left", "center", "right"]],
  },
  protocols: { href: ["http", "https", "mailto"], src: [] },
  clobber: [],
  clobberPrefix: "",
  required: {},
  ancestors: { li: ["ol", "ul"], tbody: ["table"], thead: ["table"], tr: ["table"], td: ["table"], th: ["table"] },
};

/** Body headings sit under the article's title (its h1): # is read as ##, and ##### or ###### as ####. */
function demoteHeadings() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (level) node.tagName = `h${Math.min(Math.max(Number(level), 2), 4)}`;
    });
  };
}

/** What we add after sanitizing: ids on headings (collected as the TOC), image rules, link rel. */
function finish(toc: TocEntry[], photos: string[]) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName === "h2" || node.tagName === "h3") {
        const text = hastText(node).trim();
        const id = slugger.slug(text) || `section-${toc.length + 1}`;
        node.properties = { ...node.properties, id };
        if (text) toc.push({ id, text, level: node.tagName === "h2" ? 2 : 3 });
      } else if (node.tagName === "img") {
        const src = typeof node.properties.src === "string" ? node.properties.src : "";
        if (!isOwnMediaUrl(src)) {
          // An image from anywhere else becomes its alt text (nothing is fetched from another site).
          const alt = typeof node.properties.alt === "string" ? node.properties.alt : "";
          if (parent && index !== undefined) {
            const replacement: ElementContent[] = alt ? [{ type: "text", value: alt }] : [];
            parent.children.splice(index, 1, ...replacement);
            return [SKIP, index];
          }
          return;
        }
        if (!photos.includes(src)) photos.push(src);
        node.properties = { ...node.properties, loading: "lazy", decoding: "async" };
      } else if (node.tagName === "a") {
        const href = typeof node.properties.href === "string" ? node.properties.href : "";
        if (/^https?:/i.test(href)) node.properties = { ...node.properties, rel: ["nofollow", "ugc", "noopener"] };
      }
      return;
    });
  };
}

/** Renders an article's Markdown (see the module comment for what survives). Pure: no I/O. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const photos: string[] = [];
  const html = String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(demoteHeadings)
      .use(rehypeSanitize, SCHEMA)
      .use(finish, toc, photos)
      .use(rehypeStringify)
      .processSync(markdown),
  );
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return { html, toc, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)), photos };
}
