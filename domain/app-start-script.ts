/**
 * The inline start script of the pages drawn in their HTML (decision 054) and its CSP hash: for the worker only. The
 * web app imports `APP_START` (./app-start) and must not bundle this text into its first-paint code.
 */
import { APP_START } from "./app-start";
import { FIRST_VIEW } from "./first-view";

/**
 * The faces (weight and size) the pages set text in, at 390 and 1280 px, for each web font's stack: each is laid out
 * once in the web fonts as they arrive, one per task, before any text is shown in them. Chromium's first
 * use of a font at a size costs system font lookups (the stack's generic family, a render style per size and
 * weight), 8–11 ms at 1x for a tour, otherwise all paid in the one frame that draws the app's page.
 */
export const WARM_FACES = {
  '"Inter Variable", var(--font-sans-fallback)': [
    "400 12px",
    "500 12px",
    "600 12px",
    "400 14px",
    "500 14px",
    "600 14px",
    "700 14px",
    "400 16px",
    "600 16px",
    "700 16px",
    "400 18px",
    "600 18px",
    "700 18px",
    "700 20px",
    "400 24px",
    "700 30px",
  ],
  '"Fraunces Variable", var(--font-display-fallback)': [
    "400 18px",
    "600 18px",
    "600 20px",
    "600 24px",
    "600 30px",
    "600 36px",
    "600 60px",
  ],
} as const;

/** Every face of `WARM_FACES` as a CSS `font` value. */
export const WARM_FONTS: readonly string[] = Object.entries(WARM_FACES).flatMap(([stack, faces]) =>
  faces.map((face) => `${face} ${stack}`),
);

/**
 * The script as sent: without its comment lines and indentation. It is in the HTML of every drawn page, whose first
 * bytes are the first screen; a tour's response fits in the first 14.6 KB a connection's first round trip may carry
 * (TCP's initial window of 10 segments), which a few hundred bytes more would break. Lines stay lines, so nothing is
 * joined that a line break ends.
 */
function minify(script: string): string {
  return script.replace(/^\s*\/\/.*\n/gm, "").replace(/^\s+/gm, "");
}

/**
 * The script itself, written once and sent inline (allowed by its CSP hash below). It must stay small and
 * self-contained: it runs in the head of every drawn page before anything else of ours.
 */
export const APP_START_SCRIPT = minify(`(() => {
  const code = document.getElementById("${APP_START.templateId}");
  if (!code) return;
  const lead = code.dataset.lead || "";
  const LEADS = '#${FIRST_VIEW.drawnId} img[fetchpriority="high"]';
  let started = false;
  const insert = () => {
    // The app's entry and the page's data first, then the module preloads a few at a time: each tag starts its request
    // in the task that puts it in, and all ~35 in one task were a long task on a slow phone.
    const tags = [...document.importNode(code.content, true).childNodes];
    const next = () => {
      document.head.append(...tags.splice(0, ${APP_START.tagsPerTask}));
      if (tags.length > 0) setTimeout(next);
    };
    next();
    // The whole stylesheet (the page carries the part its drawn markup uses inline); over a drawn view, applied by
    // the app as it ends the view.
    const sheet = document.querySelector('link[rel="stylesheet"][disabled]');
    if (sheet && document.getElementById("${FIRST_VIEW.drawnId}")) sheet.media = "${APP_START.sheetMedia}";
    sheet?.removeAttribute("disabled");
    const fonts = ["1em 'Inter Variable'", "1em 'Fraunces Variable'"].map((f) => document.fonts.load(f));
    // On a page with a drawn view the app puts the fonts in as it ends the view: one layout for both, not two.
    const show = () =>
      document.getElementById("${FIRST_VIEW.drawnId}") || document.documentElement.classList.remove("${APP_START.fontsClass}");
    // First each face the pages use laid out once in the web fonts, one per task, in a box no one sees, so that the
    // frame that first draws a page in them does not also pay for every face's first use.
    const warm = () => {
      const faces = ${JSON.stringify(WARM_FONTS)};
      const box = document.createElement("div");
      box.setAttribute("aria-hidden", "true");
      box.style.cssText = "position:fixed;top:0;left:0;width:1px;height:1px;overflow:hidden;visibility:hidden;contain:strict";
      document.body.append(box);
      const next = () => {
        try {
          const text = document.createElement("span");
          text.style.font = faces.shift();
          text.textContent = "Ag";
          box.replaceChildren(text);
          box.getBoundingClientRect();
        } catch {
          faces.length = 0;
        }
        if (faces.length > 0) return setTimeout(next);
        box.remove();
        show();
      };
      next();
    };
    Promise.all(fonts).then(warm, show);
  };
  const start = () => {
    if (started) return;
    started = true;
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", insert, { once: true });
    else insert();
  };
  const types = (self.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes("largest-contentful-paint") || document.visibilityState !== "visible") return start();
  // The largest paint is the lead photo's (when the page has one) and comes after the whole page was parsed and drawn
  // once: a long page is painted in parts while it is parsed, and its largest text may be in a later part.
  let painted = false;
  let drawn = false;
  const ready = () => painted && drawn && start();
  // The lead photo, or another of the drawn view's high-priority photos (the first row of results, all one size):
  // the browser reports a paint only when it is larger than the last one, so the first of them may be the only one.
  const isLead = (url, el) =>
    !lead || (url !== "" && new URL(url, location.href).pathname === lead) || !!el?.matches?.(LEADS);
  new PerformanceObserver((list) => {
    painted = painted || list.getEntries().some((e) => isLead(e.url, e.element));
    ready();
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const parsed = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        drawn = true;
        ready();
      }),
    );
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", parsed, { once: true });
  else parsed();
  addEventListener("error", (e) => e.target instanceof HTMLImageElement && isLead(e.target.currentSrc, e.target) && start(), true);
  for (const type of ["pointerdown", "keydown", "scroll", "visibilitychange"])
    addEventListener(type, start, { once: true, passive: true, capture: true });
  setTimeout(start, ${APP_START.capMs});
})();`);

/** The CSP source that allows exactly that inline script (tests/domain/app-start.test.ts recomputes it). */
export const APP_START_CSP = "'sha256-T5OwZ7QQP33cge25NBwZr5ZR6nj7B8WmoEiJ4nhpjIQ='";
