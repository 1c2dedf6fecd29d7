/**
 * The stylesheet a page drawn in its HTML carries inline (decision 054): the app's stylesheet cut to the rules the
 * drawn markup can use, found by PurgeCSS in that markup (the home page's first view, which is also the frame of the
 * worker's drawn views) and in the worker's view templates. The whole stylesheet follows with the app's code, once
 * the page's largest paint is done (domain/app-start.ts). The cut sheet is about a sixth of the whole: every
 * uncached drawn page was ~100 KB of CSS on the wire and in the worker, and the browser parsed all of it before its
 * first paint.
 */
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
 * The rules of `css` that the given markup and templates can use, with the custom properties those rules read (the
 * font faces and keyframes all kept: the faces are named through custom properties, which PurgeCSS does not follow).
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
  return result?.css ?? css;
}
