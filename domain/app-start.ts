/**
 * When a page whose first screen is in its HTML (`/`, a listing, a host, `/listings`) starts the app (decision 054).
 * The worker moves the app's code, its data preloads and the web fonts out of the way of that first screen: the tags
 * wait in a template, and an inline script (./app-start-script.ts) puts them in once the browser has reported the
 * page's largest paint (the lead photo's, when the page has one, or that photo's failure), at the person's first tap,
 * key or scroll, or after a few seconds. On a phone's slow network the photo and the drawn text then no longer share the bandwidth with
 * ~100 KB of code, ~86 KB of fonts and the whole stylesheet (the page carries the part its markup uses inline). Until
 * then the text is drawn in the local fallback faces, sized like the web fonts.
 */
export const APP_START = {
  /** The template holding the app's script and preload tags; its `data-lead` is the lead photo's path, if any. */
  templateId: "app-start",
  /** On `<html>` while the web fonts wait: the font stacks then start at the fallback faces (web/src/styles.css). */
  fontsClass: "defer-fonts",
  /** The latest start, in ms after the script runs, for a page whose largest paint is never reported. */
  capMs: 3000,
  /** The template's tags put in per task: the entry, the page's data and chunk first, the other chunks after. */
  tagsPerTask: 4,
  /**
   * The media the whole stylesheet waits under on a page with a drawn view: fetched and parsed with the app's code,
   * applied only when the app ends the view (web/src/lib/first-view.ts), so the drawn markup, which its inline cut
   * already styles, is not restyled with all of it first (a 150 ms task at 4x CPU on `/listings`).
   */
  sheetMedia: "print",
} as const;
