import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";
import { FIRST_VIEW } from "../domain/first-view.ts";

/** The app's page table (every page's lazy module), in the web root. */
const ROUTES_FILE = "src/app/routes.tsx";

/**
 * Each page's module in the page table of web/src/app/routes.tsx (`listing: () => import("../pages/…")`, and the
 * information pages' `infoPage(…)`), as absolute paths without extension. The home page is part of the entry.
 */
export function pageModules(source: string, routesFile: string): Map<string, string> {
  const dir = dirname(routesFile);
  const info = /const infoPage = [^\n]*\n\s*import\("([^"]+)"\)/.exec(source)?.[1];
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/^\s*"?([a-z][a-z-]*)"?: \(\) => (?:import\("([^"]+)"\)|infoPage\()/gm)) {
    const [, page, file] = m;
    const module = file ?? info;
    if (page && module) modules.set(page, resolve(dir, module));
  }
  return modules;
}

interface Chunk {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  moduleIds: readonly string[];
}

/** A chunk's file and every file it imports statically, transitively; without those in `loaded`. */
function closure(start: string, chunks: Map<string, Chunk>, loaded: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const stack = [start];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file) || loaded.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

/**
 * Writes dist/client/first-view/pages.json: for each page of the table, the script files its first visit needs that
 * index.html does not already load (the page's lazy chunk and what it imports). The worker names them as
 * `<link rel="modulepreload">` in the page's HTML (worker/seo/preloads.ts), so a page opened from a link fetches
 * its code alongside the entry instead of after it has run.
 *
 *   plugins: [pageChunks()]   (the web build only: the native shell's pages come from the device)
 */
export function pageChunks(): Plugin {
  let routesFile = "";
  return {
    name: "untrodden:page-chunks",
    apply: (config, env) => env.command === "build" && env.mode !== "native" && !config.build?.ssr,
    configResolved(config) {
      routesFile = resolve(config.root, ROUTES_FILE);
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
      const entries = [...chunks.values()].filter((c) => c.isEntry);
      const loaded = new Set(entries.flatMap((e) => closure(e.fileName, chunks, new Set())));
      // A page's module may share its chunk with another page that imports it: the chunk that holds it.
      const byModule = new Map<string, string>();
      for (const c of chunks.values())
        for (const id of c.moduleIds) byModule.set(id.replace(/\.[jt]sx?$/, ""), c.fileName);
      const pages: Record<string, string[]> = {};
      for (const [page, module] of pageModules(readFileSync(routesFile, "utf8"), routesFile)) {
        const chunk = byModule.get(module);
        if (!chunk) this.error(`no chunk for the ${page} page (${module})`);
        pages[page] = closure(chunk, chunks, loaded).map((f) => `/${f}`);
      }
      this.emitFile({ type: "asset", fileName: FIRST_VIEW.chunks.slice(1), source: JSON.stringify(pages) });
    },
  };
}
