/**
 * The first view drawn at build time (decision 043): where the build writes it in the web build's output, how it
 * ends (a cut file is not used) and the mark on `#root` that tells the app to hydrate it.
 */
export const FIRST_VIEW = {
  /** In dist/client; read by the worker through the assets binding (not a public URL: the worker runs first). */
  file: "/first-view/home.html",
  end: "<!--/first-view-->",
  attribute: "data-first-view",
  /** The id of the view the worker draws over a listing or host page's app until the page has its data (decision 046). */
  drawnId: "first-view",
  /**
   * The stylesheet the drawn pages carry inline: the app's, cut to what their markup uses (scripts/critical-css.ts,
   * decision 054). The whole one follows with the app's code.
   */
  stylesheet: "/first-view/critical.css",
  /** Each page's script files beyond the entry's, for the worker's modulepreload links (scripts/page-chunks.ts). */
  chunks: "/first-view/pages.json",
} as const;

/**
 * Result cards the worker draws on `/listings` (decision 048) and the app draws with the page's first render: two rows
 * at the widest layout, more than a phone's or a laptop's first screen shows. The app draws the rest of the page's
 * cards just after, in a render React can interrupt (decision 053).
 */
export const FIRST_SCREEN_CARDS = 6;
