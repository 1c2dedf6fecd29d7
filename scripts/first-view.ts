import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { FIRST_VIEW } from "../domain/first-view.ts";
import { criticalCss } from "./critical-css.ts";

/** The worker's drawn views (decisions 046–048): templates whose class names the inline stylesheet must keep. */
const DRAWN_VIEW_TEMPLATES = ["listing-view", "host-view", "results-view", "drawn-icons"].map((name) =>
  resolve(`worker/seo/${name}.ts`),
);

/**
 * The app's stylesheet cut to what the drawn pages' markup uses: the first view of `/` (also the frame of the drawn
 * views), index.html and the drawn views' templates (decision 054).
 */
async function firstViewStylesheet(outDir: string, homeMarkup: string): Promise<string> {
  const html = await readFile(join(outDir, "index.html"), "utf8");
  const [sheet, ...others] = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g)];
  if (!sheet?.[1] || others.length > 0) throw new Error("index.html does not link exactly one stylesheet");
  const css = await readFile(join(outDir, sheet[1]), "utf8");
  const templates = await Promise.all(DRAWN_VIEW_TEMPLATES.map((file) => readFile(file, "utf8")));
  return criticalCss(css, [homeMarkup, html, ...templates]);
}

/**
 * The first view of `/` drawn at build time (decision 043): after the web build, the app is built once more for
 * Node (web/src/first-view.tsx), rendered at `/` with a first visit's defaults, and the markup is written to
 * dist/client/first-view/home.html. The worker puts it into `#root` of the home page (worker/seo/page.ts), so the
 * hero is in the HTML and paints before any code runs; the app then hydrates it. Next to it, the stylesheet the drawn
 * pages carry inline (first-view/critical.css).
 *
 *   plugins: [firstView()]   (applies to the web build only; the native shell starts with its own screen)
 */
export function firstView(): Plugin {
  let outDir = "";
  let root = "";
  return {
    name: "untrodden:first-view",
    apply: (config, env) => env.command === "build" && env.mode !== "native" && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle() {
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
      await writeFile(join(outDir, FIRST_VIEW.stylesheet), await firstViewStylesheet(outDir, markup));
    },
  };
}
