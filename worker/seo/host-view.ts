/**
 * A host page's first view, drawn by the worker (decision 047, after 046's listing view): the header card and the
 * bio with the same classes as web/src/pages/host/HostPage.tsx's HostView, inside the site's frame. Activity changes
 * by the minute while the page's HTML is cached for an hour, so it is a bar until the app has it.
 */
import { photoProps } from "../../domain/media";
import type { HostHead } from "../../domain/meta";
import { paragraphsOf } from "../../domain/text";
import { CHAT, CLOCK, MESSAGE_HOST_CLASS, PIN, SHIELD_CHECK, STAR } from "./drawn-icons";
import { escapeAttribute, escapeText } from "./escape";

const RING = "ring-4 ring-brand-50 dark:ring-brand-900";

/** HostPhoto at 128 px: Avatar's `<img>`, or the name's first letter in a circle of the same size. */
function photo(head: HostHead): string {
  const box = 'style="width:128px;height:128px"';
  if (!head.photo) {
    return `<div aria-hidden="true" ${box} class="flex shrink-0 items-center justify-center rounded-full font-semibold bg-brand-100 text-2xl text-brand-800 ${RING}">${escapeText(head.name.charAt(0))}</div>`;
  }
  const p = photoProps(head.photo, "128px");
  const set = p.srcSet ? ` srcset="${escapeAttribute(p.srcSet)}" sizes="${escapeAttribute(p.sizes ?? "")}"` : "";
  return `<img src="${escapeAttribute(p.src)}"${set} alt="" width="128" height="128" ${box} class="shrink-0 rounded-full object-cover ${RING}">`;
}

const fact = (label: string, value: string) =>
  `<div><dt class="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">${label}</dt><dd class="mt-0.5 text-stone-900 dark:text-white">${value}</dd></div>`;

/** The bio's paragraphs as Paragraphs draws them. */
function paragraphs(text: string): string {
  return paragraphsOf(text)
    .map((p) => `<p class="whitespace-pre-line">${escapeText(p)}</p>`)
    .join("");
}

/** The host page's header card and bio section, as HostView draws them. */
export function hostHeadMarkup(head: HostHead): string {
  const rating = head.rating
    ? `<span class="flex items-center gap-1">${STAR}<span class="font-semibold text-stone-900 dark:text-white">${escapeText(head.rating.value)}</span><span>${escapeText(head.rating.reviews)}</span></span>`
    : "<span>No reviews yet</span>";
  const facts = [
    fact(
      "Activity",
      '<span class="inline-block h-4 w-28 animate-shimmer rounded bg-stone-200 align-middle dark:bg-stone-800"></span>',
    ),
    head.response
      ? fact("Response time", `<span class="flex items-center gap-1">${CLOCK} ${escapeText(head.response)}</span>`)
      : "",
    head.languages.length > 0 ? fact("Languages", escapeText(head.languages.join(", "))) : "",
    head.experience ? fact("Experience", escapeText(head.experience)) : "",
  ].join("");
  // As HostView: the section whenever there is a bio.
  const bio = head.bio
    ? '<section class="max-w-3xl space-y-3"><h2 class="font-display text-2xl font-semibold text-stone-900 dark:text-white">' +
      `About ${escapeText(head.firstName)}</h2>` +
      `<div class="space-y-3 leading-relaxed text-stone-700 dark:text-stone-200">${paragraphs(head.bio)}</div></section>`
    : "";
  return (
    '<div class="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:py-10">' +
    '<header class="grid gap-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:grid-cols-[auto_1fr] sm:p-8 dark:bg-stone-900 dark:ring-white/10">' +
    `${photo(head)}<div class="space-y-4"><div class="space-y-2">` +
    `<h1 class="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">${escapeText(head.name)}</h1>` +
    '<p class="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-200">' +
    `<span class="flex items-center gap-1">${SHIELD_CHECK} Verified</span>` +
    (head.superhost
      ? '<span class="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Superhost</span>'
      : "") +
    "</p>" +
    '<p class="flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-600 dark:text-stone-300">' +
    `<span>${escapeText(head.typeLabel)}</span>` +
    (head.place ? `<span class="flex items-center gap-1">${PIN} ${escapeText(head.place)}</span>` : "") +
    `${rating}</p></div>` +
    `<dl class="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">${facts}</dl>` +
    `<div class="flex flex-wrap items-center gap-4"><button type="button" class="${MESSAGE_HOST_CLASS}">${CHAT}Message Host</button>` +
    (head.since ? `<p class="text-sm text-stone-600 dark:text-stone-300">${escapeText(head.since)}</p>` : "") +
    `</div></div></header>${bio}</div>`
  );
}
