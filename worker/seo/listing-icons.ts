/**
 * ListingPage's PinIcon and ClockIcon at 16 px, as React writes them, for the drawn listing view (decision 046).
 * Plain strings with no worker imports, so tests/web/drawn-view.test.tsx can compare them with the app's icons.
 */
const icon = (body: string) =>
  `<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
export const PIN = icon(
  '<path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z"></path><circle cx="12" cy="9" r="2.5"></circle>',
);
export const CLOCK = icon('<circle cx="12" cy="12" r="9"></circle><path d="M12 7v5l3 2"></path>');
