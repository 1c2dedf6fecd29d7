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
   * The stylesheets the drawn pages carry inline, one per kind of page: the app's, cut to what that page's markup uses
   * (scripts/critical-css.ts, decision 054). The whole one follows with the app's code.
   */
  stylesheets: {
    home: "/first-view/critical-home.css",
    listing: "/first-view/critical-listing.css",
    host: "/first-view/critical-host.css",
    listings: "/first-view/critical-listings.css",
  },
  /** Each page's script files beyond the entry's, for the worker's modulepreload links (scripts/page-chunks.ts). */
  chunks: "/first-view/pages.json",
} as const;

/** index.html's link to the app's one stylesheet (the build's and the worker's reading of it); its path is group 1. */
export const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/g;

/** The pages drawn in their HTML (decisions 043, 046–048), each with its own inline stylesheet. */
export type DrawnPageKind = keyof typeof FIRST_VIEW.stylesheets;

export const isDrawnPageKind = (kind: string): kind is DrawnPageKind => Object.hasOwn(FIRST_VIEW.stylesheets, kind);

/**
 * Result cards the worker draws on `/listings` (decision 048) and the app draws with the page's first render: two rows
 * at the widest layout, more than a phone's or a laptop's first screen shows. The app draws the rest of the page's
 * cards just after, in a render React can interrupt (decision 053).
 */
export const FIRST_SCREEN_CARDS = 6;
