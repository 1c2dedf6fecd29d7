import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { type DrawnPageKind, FIRST_VIEW, STYLESHEET_LINK } from "../domain/first-view.ts";
import { pageFrame } from "../worker/seo/listing-view.ts";
import { criticalCss } from "./critical-css.ts";

/**
 * The worker's drawn views (decisions 046–048): for each drawn page, the templates whose class names its inline
 * stylesheet must keep besides the frame's (the home page's first view) and index.html's.
 */
const DRAWN_VIEW_TEMPLATES: Record<DrawnPageKind, string[]> = {
  home: [],
  listing: ["listing-view", "drawn-icons"],
  host: ["host-view", "drawn-icons"],
  listings: ["results-view", "drawn-icons"],
};

/**
 * The app's stylesheet cut to what each drawn page's markup uses: the first view of `/` for the home page, its frame
 * (header and bottom tabs, without the hero) for the worker's drawn views, index.html and that page's view templates
 * (decision 054). One sheet for all four was 40 KB; the home page needs 26 of them. The hero's rules made about a
 * tenth of the others' sheets.
 */
async function firstViewStylesheets(outDir: string, homeMarkup: string): Promise<Record<DrawnPageKind, string>> {
  const html = await readFile(join(outDir, "index.html"), "utf8");
  const [sheet, ...others] = [...html.matchAll(STYLESHEET_LINK)];
  if (!sheet?.[1] || others.length > 0) throw new Error("index.html does not link exactly one stylesheet");
  const css = await readFile(join(outDir, sheet[1]), "utf8");
  const read = (name: string) => readFile(resolve(`worker/seo/${name}.ts`), "utf8");
  const frame = pageFrame(homeMarkup);
  if (!frame) throw new Error("the home page's first view has not exactly one <main>: the drawn views have no frame");
  const kinds = Object.keys(DRAWN_VIEW_TEMPLATES) as DrawnPageKind[];
  const cut = await Promise.all(
    kinds.map(async (kind) =>
      criticalCss(
        css,
        [
          kind === "home" ? homeMarkup : frame.before + frame.after,
          html,
          ...(await Promise.all(DRAWN_VIEW_TEMPLATES[kind].map(read))),
        ],
        { latinFacesOnly: kind !== "home" },
      ),
    ),
  );
  return Object.fromEntries(kinds.map((kind, i) => [kind, cut[i] ?? css])) as Record<DrawnPageKind, string>;
}

/**
 * The first view of `/` drawn at build time (decision 043): after the web build, the app is built once more for
 * Node (web/src/first-view.tsx), rendered at `/` with a first visit's defaults, and the markup is written to
 * dist/client/first-view/home.html. The worker puts it into `#root` of the home page (worker/seo/page.ts), so the
 * hero is in the HTML and paints before any code runs; the app then hydrates it. Next to it, the stylesheet the drawn
 * pages carry inline (first-view/critical-<page>.css).
 *
 *   plugins: [firstView()]   (applies to the web build only; the native shell starts with its own screen)
 */
export function firstView(): Plugin {
  let outDir = "";
  let root = "";
  let written = false;
  return {
    name: "untrodden:first-view",
    apply: (config, env) => env.command === "build" && env.mode !== "native" && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // A failed build wrote nothing to draw from: its own error is the one to report, not a missing index.html.
      if (!written) return;
      const { build } = await import("vite");
      const serverDir = resolve("node_modules/.cache/untrodden-first-view");
      await rm(serverDir, { recursive: true, force: true });
      await build({
        configFile: false,
        root,
        mode: "production",
        logLevel: "warn",
        plugins: [react()],
        build: {
          ssr: "src/first-view.tsx",
          outDir: serverDir,
          emptyOutDir: true,
          target: "node22",
          minify: false,
          sourcemap: false,
        },
      });
      const entry = pathToFileURL(join(serverDir, "first-view.js")).href;
      const { renderFirstView } = (await import(entry)) as { renderFirstView: (path: string) => string };
      // React puts preloads for the images it drew first (the logo) in front of the markup; inside #root they
      // would come late anyway, and the page's own preloads are the worker's to write.
      const markup = renderFirstView("/").replace(/^(<link rel="preload"[^>]*\/>)+/, "");
      if (!markup.includes("<h1")) throw new Error("the first view of / has no heading");
      const file = join(outDir, FIRST_VIEW.file);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, markup + FIRST_VIEW.end);
      const sheets = await firstViewStylesheets(outDir, markup);
      for (const [kind, path] of Object.entries(FIRST_VIEW.stylesheets)) {
        await writeFile(join(outDir, path), sheets[kind as DrawnPageKind]);
      }
    },
  };
}
