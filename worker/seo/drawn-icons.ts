/**
 * The app's icons as React writes them (web/src/components/icons.tsx), at the sizes the drawn listing, host and
 * results views use them (decisions 046–048), and the button and field looks they draw. Plain strings with no worker
 * imports, so tests/web/drawn-view.test.tsx can compare them with the app's icons.
 */
const icon = (size: number, body: string, paint = 'fill="none" stroke="currentColor"', extra = "") =>
  `<svg aria-hidden="true" width="${size}" height="${size}" viewBox="0 0 24 24" ${paint} stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"${extra}>${body}</svg>`;

const PIN_BODY =
  '<path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z"></path><circle cx="12" cy="9" r="2.5"></circle>';
export const PIN = icon(16, PIN_BODY);
const CLOCK_BODY = '<circle cx="12" cy="12" r="9"></circle><path d="M12 7v5l3 2"></path>';
export const CLOCK = icon(16, CLOCK_BODY);
export const SHIELD_CHECK = icon(
  16,
  '<path d="M12 3 4.5 6v6c0 4.4 3.2 7.9 7.5 9 4.3-1.1 7.5-4.6 7.5-9V6Z"></path><path d="m8.8 12.2 2.2 2.2 4.3-4.6"></path>',
);
/** HostPage's rating star: filled, amber. */
const amberStar = (size: number) =>
  icon(
    size,
    '<path d="m12 2.8 2.8 5.9 6.4.8-4.7 4.4 1.2 6.3L12 17.1l-5.7 3.1 1.2-6.3L2.8 9.5l6.4-.8Z"></path>',
    'fill="currentColor" stroke="none"',
    ' class="text-amber-500"',
  );
export const STAR = amberStar(16);
/** A listing card's icons (ListingCard), 14 px; its host's rating star 12 px and amber. */
export const PIN_SMALL = icon(14, PIN_BODY);
export const CLOCK_SMALL = icon(14, CLOCK_BODY);
export const CALENDAR_SMALL = icon(
  14,
  '<rect x="3.5" y="5" width="17" height="15" rx="2"></rect><path d="M3.5 10h17M8 3v4M16 3v4"></path>',
);
export const STAR_SMALL = amberStar(12);
/** The results page's search box icon. */
export const SEARCH = icon(
  20,
  '<circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path>',
  undefined,
  ' class="ml-3 shrink-0 text-stone-500"',
);

/** MessageHostButton's icon. */
export const CHAT = icon(18, '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z"></path>');

/** MessageHostButton's classes: `buttonClass({ variant: "primary" })` and its shadow. */
export const MESSAGE_HOST_CLASS =
  "inline-flex items-center justify-center gap-2 text-center font-semibold disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait bg-brand-700 text-white hover:bg-brand-800 rounded-full px-6 py-3 shadow-sm";

const BUTTON =
  "inline-flex items-center justify-center gap-2 text-center font-semibold disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait";

/** The results page's Search button: `buttonClass({ size: "sm" })`. */
export const SEARCH_BUTTON_CLASS = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800 rounded-full px-4 py-2 text-sm`;

/** Its "Clear all filters": `buttonClass({ variant: "secondary", size: "sm" })`. */
export const CLEAR_ALL_CLASS = `${BUTTON} border border-stone-300 text-stone-900 hover:bg-stone-100 dark:border-stone-700 dark:text-white dark:hover:bg-stone-800 rounded-full px-4 py-2 text-sm`;

/** Its sort field: web/src/pages/listings/PlaceField.tsx FIELD_CLASS. */
export const FIELD_CLASS =
  "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400";
