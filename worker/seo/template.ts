/**
 * The fast form of `applyMeta` (worker/seo/rewrite.ts): index.html is compiled once per isolate into its fixed
 * markup and the slots the metadata fills, and each page is then one string join instead of an HTMLRewriter pass
 * (decision 040). The slots are found by HTMLRewriter itself, with the same selectors and handlers as `applyMeta`,
 * so what counts as a metadata tag cannot drift between the two; the values are escaped exactly as the rewriter
 * escapes them (tests/worker/share-template.test.ts compares the two byte for byte on hostile values), and a shell
 * whose compiled form does not reproduce the rewriter's output for the default metadata is not used: pages then go
 * through `applyMeta`.
 */
import { defaultMeta, type PageMeta } from "../../domain/meta";
import { escapeAttribute, escapeText } from "./escape";
import { applyMeta, metaValues, SLOT_KEYS, scriptSafeJson } from "./rewrite";

type Table = "property" | "name";

type Slot =
  | { slot: "title" }
  | { slot: "canonical" }
  | { slot: "jsonLd" }
  /** A metadata tag: its markup around the content value; left out when the page has no value for it. */
  | { slot: "meta"; table: Table; key: string; before: string; after: string };

type Part = string | Slot;

export interface ShellTemplate {
  parts: Part[];
}

/** Marks no index.html contains: letters, digits and punctuation that neither attribute nor text escaping touches. */
const MARK = "\u{1F}untrodden-slot-";
const mark = (kind: "s" | "v" | "e", n: number) => `${MARK}${kind}${n}\u{1F}`;
const MARK_PATTERN = new RegExp(`${MARK}([sve])(\\d+)\u{1F}`, "g");

/**
 * Splits `html` into fixed markup and slots. Null when the shell has a shape the splice does not handle (a slot
 * inside another, a mark the rewriter changed): the caller then keeps using HTMLRewriter.
 */
export async function compileShell(html: string): Promise<ShellTemplate | null> {
  if (html.includes(MARK)) return null;
  const slots: Slot[] = [];
  const next = (slot: Slot) => slots.push(slot) - 1;
  const metaSlot = (table: Table) => ({
    element(el: Element) {
      const key = el.getAttribute(table);
      if (key === null || !SLOT_KEYS[table].has(key)) return;
      const n = next({ slot: "meta", table, key, before: "", after: "" });
      el.before(mark("s", n), { html: true });
      el.setAttribute("content", mark("v", n));
      el.after(mark("e", n), { html: true });
    },
  });
  const marked = await new HTMLRewriter()
    .on("head > title", {
      element(el) {
        el.setInnerContent(mark("v", next({ slot: "title" })));
      },
    })
    .on('head > link[rel="canonical"]', {
      element(el) {
        el.setAttribute("href", mark("v", next({ slot: "canonical" })));
      },
    })
    .on("head > meta[property]", metaSlot("property"))
    .on("head > meta[name]", metaSlot("name"))
    .on('head > script[type="application/ld+json"]', {
      element(el) {
        el.setInnerContent(mark("v", next({ slot: "jsonLd" })), { html: true });
      },
    })
    .transform(new Response(html))
    .text();

  // Walk the marks in order: fixed text between them, each slot's value mark once, meta tags between s and e.
  const parts: Part[] = [];
  let last = 0;
  let open: { n: number; start: number; value: number } | null = null;
  const seen = new Set<number>();
  for (const m of marked.matchAll(MARK_PATTERN)) {
    const kind = m[1];
    const n = Number(m[2]);
    const at = m.index;
    const end = at + m[0].length;
    const slot = slots[n];
    if (!slot) return null;
    if (kind === "s") {
      if (open || slot.slot !== "meta") return null;
      parts.push(marked.slice(last, at));
      open = { n, start: end, value: -1 };
    } else if (kind === "v") {
      if (seen.has(n)) return null;
      seen.add(n);
      if (slot.slot === "meta") {
        if (!open || open.n !== n) return null;
        slot.before = marked.slice(open.start, at);
        open.value = end;
      } else {
        if (open) return null;
        parts.push(marked.slice(last, at), slot);
      }
    } else {
      if (!open || open.n !== n || open.value < 0 || slot.slot !== "meta") return null;
      slot.after = marked.slice(open.value, at);
      parts.push(slot);
      open = null;
    }
    last = end;
  }
  if (open || seen.size !== slots.length) return null;
  parts.push(marked.slice(last));
  // Adjacent fixed strings are joined, so a page is as few concatenations as there are slots.
  const merged: Part[] = [];
  for (const part of parts) {
    const prev = merged[merged.length - 1];
    if (typeof part === "string" && typeof prev === "string") merged[merged.length - 1] = prev + part;
    else if (part !== "") merged.push(part);
  }
  return { parts: merged };
}

/** The page: `applyMeta`'s output, built by joining strings. */
export function fillShell(template: ShellTemplate, meta: PageMeta, options: { notFound?: boolean } = {}): string {
  const values = metaValues(meta, meta.noindex || options.notFound === true);
  let out = "";
  for (const part of template.parts) {
    if (typeof part === "string") out += part;
    else if (part.slot === "meta") {
      const value = values[part.table][part.key];
      if (value !== null && value !== undefined) out += part.before + escapeAttribute(value) + part.after;
    } else if (part.slot === "title") out += escapeText(meta.title);
    else if (part.slot === "canonical") out += escapeAttribute(meta.url);
    else out += scriptSafeJson(meta.jsonLd);
  }
  return out;
}

const HOSTILE = `Tom & Jerry's "Big" </title><script>x</script> &amp; <!-- \u2028`;

/** Metadata with every optional tag present and every value in need of escaping, to check a compiled shell with. */
const FULL: PageMeta = {
  title: HOSTILE,
  shareTitle: HOSTILE,
  description: HOSTILE,
  url: `https://example.invalid/a?b=1&c="d"`,
  type: "article",
  image: { url: "https://example.invalid/i.png?v=1&w=2", alt: HOSTILE },
  jsonLd: [{ "@type": "Thing", name: HOSTILE }],
  noindex: false,
  price: { amount: "1.00", currency: "EUR" },
  labels: [
    { label: HOSTILE, data: HOSTILE },
    { label: "b", data: "c" },
  ],
  article: { publishedTime: "t", modifiedTime: "t", author: HOSTILE, section: HOSTILE, tags: [] },
};

/**
 * The compiled shell, checked against the rewriter once: null (pages then use `applyMeta`) unless the splice
 * reproduces the rewriter's page byte for byte with every optional tag present, and with the default metadata of
 * a missing page (optional tags removed, noindex).
 */
export async function checkedTemplate(html: string): Promise<ShellTemplate | null> {
  const template = await compileShell(html);
  if (!template) return null;
  const samples: [PageMeta, boolean][] = [
    [FULL, false],
    [defaultMeta("https://example.invalid", "/missing"), true],
  ];
  for (const [meta, notFound] of samples) {
    const reference = await applyMeta(new Response(html), meta, { notFound }).text();
    if (fillShell(template, meta, { notFound }) !== reference) return null;
  }
  return template;
}
