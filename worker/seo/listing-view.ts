/**
 * A listing page's first view, drawn by the worker (decision 046): the site's frame as the build drew it for `/`
 * (header and bottom tabs, decision 043) around the page's heading and lead photo, with the same classes and the same
 * `<img>` as web/src/pages/listing (ListingPage's header, Gallery's main photo; the price as a skeleton bar, as only the
 * app knows the visitor's currency). It sits over the app, hidden from assistive technology and inert, until the
 * app's page has its data (web/src/lib/first-view.ts ends it), so the page's largest paint no longer waits for the
 * app's code, then its data.
 */
// vite.config.ts reaches this file (through scripts/first-view.ts), and Vite's coming native config loader (Node's
// own) needs each import's file extension: they are named here, as in scripts/.
import { FIRST_VIEW } from "../../domain/first-view.ts";
import { GALLERY_SIZES, photoProps } from "../../domain/media.ts";
import type { ListingHead } from "../../domain/meta.ts";
import { CLOCK, PIN } from "./drawn-icons.ts";
import { escapeAttribute, escapeText } from "./escape.ts";

/** The home page's drawn markup cut around its `<main>`'s content: the frame every drawn page shares. */
export interface PageFrame {
  before: string;
  after: string;
}

const MAIN_OPEN = /<main id="main"[^>]*>/;

/**
 * The frame from the home page's first view: everything before its `<main>`'s content and after it. Ids and test
 * ids are dropped (the app's own copies are in the document too). Null when the markup has not exactly one `<main>`.
 */
export function pageFrame(homeMarkup: string): PageFrame | null {
  const open = homeMarkup.match(MAIN_OPEN);
  const close = homeMarkup.indexOf("</main>");
  if (!open || open.index === undefined || close < 0 || homeMarkup.indexOf("</main>", close + 1) >= 0) return null;
  if (homeMarkup.indexOf("<main", open.index + 1) >= 0) return null;
  const strip = (s: string) => s.replace(/ (?:id|data-testid|aria-controls|aria-labelledby|for)="[^"]*"/g, "");
  return {
    before: strip(homeMarkup.slice(0, open.index)) + open[0].replace(/ (?:id|tabindex)="[^"]*"/g, ""),
    after: strip(homeMarkup.slice(close)),
  };
}

/** The page's heading and, when it has one, its lead photo, as ListingPage draws them. */
export function listingHeadMarkup(head: ListingHead, photo: string | null): string {
  const facts = [
    head.place ? `<span class="flex items-center gap-1">${PIN} ${escapeText(head.place)}</span>` : "",
    head.days ? `<span class="flex items-center gap-1">${CLOCK} ${escapeText(head.days)}</span>` : "",
    // The price is in the visitor's currency, which only the app knows: a bar of its height until then.
    head.priced
      ? '<p class="h-7 w-40 animate-shimmer rounded bg-stone-200 dark:bg-stone-800"></p>'
      : '<p class="text-stone-600 dark:text-stone-300">Price on request</p>',
  ].join("");
  let picture = "";
  if (photo) {
    const p = photoProps(photo, GALLERY_SIZES);
    const set = p.srcSet ? ` srcset="${escapeAttribute(p.srcSet)}" sizes="${escapeAttribute(p.sizes ?? "")}"` : "";
    picture =
      '<div class="space-y-3"><div class="relative overflow-hidden rounded-2xl bg-stone-200 dark:bg-stone-800">' +
      `<div class="block w-full"><img src="${escapeAttribute(p.src)}"${set} alt="" width="960" height="640" fetchpriority="high" class="aspect-[3/2] w-full object-cover sm:aspect-[16/9] lg:aspect-auto lg:h-[30rem]"></div>` +
      "</div></div>";
  }
  return (
    '<article class="mx-auto max-w-7xl space-y-8 px-4 pt-8 pb-28 sm:pt-10 lg:pb-10"><header class="space-y-3">' +
    '<div class="flex flex-wrap items-center gap-2"><span class="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">' +
    `${escapeText(head.typeLabel)}</span></div>` +
    `<h1 class="font-display text-3xl leading-tight font-semibold text-stone-900 sm:text-4xl dark:text-white">${escapeText(head.title)}</h1>` +
    `<div class="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-600 dark:text-stone-300">${facts}</div>` +
    `</header>${picture}</article>`
  );
}

/** The drawn view as it goes before `#root`: the frame around the content, hidden from assistive technology and inert. */
export function drawnView(frame: PageFrame, content: string): string {
  return `<div id="${FIRST_VIEW.drawnId}" aria-hidden="true" inert>${frame.before}${content}${frame.after}</div>`;
}
