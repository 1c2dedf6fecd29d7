/**
 * The stylesheet a page drawn in its HTML carries inline (decision 054): the app's stylesheet cut to the rules the
 * drawn markup can use, found by PurgeCSS in that markup (the home page's first view, which is also the frame of the
 * worker's drawn views) and in the worker's view templates. The whole stylesheet follows with the app's code, once
 * the page's largest paint is done (domain/app-start.ts). The cut sheet is about a sixth of the whole: every
 * uncached drawn page was ~100 KB of CSS on the wire and in the worker, and the browser parsed all of it before its
 * first paint.
 */
import postcss, { type Node, type Root } from "postcss";
import { PurgeCSS } from "purgecss";

/** Tailwind's class names (`sm:aspect-[16/9]`, `dark:bg-stone-950/90`): runs without quotes, brackets or spaces. */
const tailwindTokens = (content: string) => content.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? [];

/**
 * What no markup names but the pages use: the theme's class on `<html>` (set by its script), the web fonts' class
 * (decision 054), the drawn view's and the app's roots (their ids are written from constants).
 */
const ALWAYS = ["dark", "defer-fonts", "first-view", "root", "html", "body", ":root"];

/**
 * Rules whose selector is a pseudo-class alone (the site's focus ring, `:focus-visible`, in both themes): they name
 * nothing for PurgeCSS to find, and it would drop them.
 */
const PSEUDO_ONLY = /^:/;

/**
 * The rules of `css` that the given markup and templates can use, with the custom properties those rules read, every
 * keyframe and every font face (the faces are named through custom properties, which PurgeCSS does not follow; the
 * start script loads the web fonts while the whole stylesheet is on its way, so their faces must be here).
 * `latinFacesOnly`: of the web fonts' faces only the Latin ones, for a page whose drawn view stays in the local
 * fallback faces until the app applies the whole stylesheet (see dropNonLatinWebFaces).
 */
export async function criticalCss(
  css: string,
  content: string[],
  { latinFacesOnly = false }: { latinFacesOnly?: boolean } = {},
): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    css: [{ raw: css }],
    content: content.map((raw) => ({ raw, extension: "html" })),
    defaultExtractor: tailwindTokens,
    safelist: { standard: [...ALWAYS, PSEUDO_ONLY] },
    fontFace: false,
    keyframes: false,
    variables: true,
  });
  if (!result) return css;
  const root = postcss.parse(result.css);
  dropUnreadProperties(root);
  if (latinFacesOnly) dropNonLatinWebFaces(root);
  return root.toString();
}

/** The first range of a web font's Latin face (Fontsource's `latin` subset starts with Basic Latin and Latin-1). */
const LATIN_RANGE = /^U\+0000-00FF\b/i;

/**
 * The web fonts' faces for the other scripts (Cyrillic, Greek, Vietnamese, Latin Extended). On a page with a drawn view
 * the text is set in the local fallback faces until the app applies the whole stylesheet, which has every face, in the
 * same step that switches to the web fonts (web/src/lib/first-view.ts), so inline they only cost bytes (~650 gzip on
 * `/listings`, whose HTML should fit a connection's first round trip). Not so on `/`: its start script switches to the
 * web fonts once they are loaded, which can be before the whole stylesheet applies, and a name in Latin Extended
 * would then be drawn twice. A face without a range, or a local one, stays.
 */
function dropNonLatinWebFaces(root: Root): void {
  root.walkAtRules("font-face", (face) => {
    let web = false;
    let range: string | null = null;
    face.walkDecls((decl) => {
      if (decl.prop === "src" && decl.value.includes("url(")) web = true;
      if (decl.prop === "unicode-range") range = decl.value.trim();
    });
    if (web && range !== null && !LATIN_RANGE.test(range)) face.remove();
  });
}

/**
 * Tailwind's registered custom properties (`@property --tw-…`, and their copy for browsers without `@property` in
 * `@layer properties`) that no kept rule sets or reads: PurgeCSS keeps them all, half of them for utilities the page
 * does not use.
 */
function dropUnreadProperties(root: Root): void {
  const used = new Set<string>();
  root.walk((node) => {
    if (isRegistration(node)) return;
    const text = node.type === "decl" ? `${node.prop}:${node.value}` : node.type === "atrule" ? node.params : "";
    for (const name of text.match(/--[\w-]+/g) ?? []) used.add(name);
  });
  root.walkAtRules("property", (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  root.walkAtRules("layer", (layer) => {
    if (layer.params !== "properties") return;
    layer.walkDecls(/^--/, (decl) => {
      if (!used.has(decl.prop)) decl.remove();
    });
    layer.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
  });
}

/** A registration of a custom property: an `@property` rule, or a declaration in `@layer properties`. */
function isRegistration(node: Node): boolean {
  for (let at: Node | undefined = node; at; at = at.parent as Node | undefined) {
    if (
      at instanceof postcss.AtRule &&
      (at.name === "property" || (at.name === "layer" && at.params === "properties"))
    ) {
      return true;
    }
  }
  return false;
}
