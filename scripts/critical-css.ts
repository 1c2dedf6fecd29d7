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
 * The rules of `css` that the given markup and templates can use, with the custom properties those rules read, and
 * every font face and keyframe (the faces are named through custom properties, which PurgeCSS does not follow; the
 * start script loads the web fonts while the whole stylesheet is on its way, so their faces must be here).
 */
export async function criticalCss(css: string, content: string[]): Promise<string> {
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
  return root.toString();
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
