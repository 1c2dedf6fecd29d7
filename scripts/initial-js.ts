/**
 * The initial-JS budget (npm test): the gzip bytes of the JavaScript the browser must load and run before it can
 * paint `/` (the site's shell and the home page's hero): index.html's module script and every module it imports
 * statically (what index.html preloads). Other pages, the sections below the hero, menus and the query cache load
 * after that first paint, by dynamic import (docs/decisions/012-initial-js.md).
 *
 *   tsx scripts/initial-js.ts            checks dist/client against the budget (exit 1 when over)
 *   tsx scripts/initial-js.ts --report   prints the table only
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

export const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface InitialJs {
  files: { file: string; gzip: number }[];
  total: number;
  /** What the rest of the home page (below the hero) loads after the first paint, for the report. */
  belowHero: { files: number; gzip: number };
}

const gzipSize = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

function closure(manifest: Record<string, Chunk>, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/** Measures a build (dist/client by default); checks the manifest's view against the scripts index.html names. */
export function measureInitialJs(dir = "dist/client"): InitialJs {
  const manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error("the build has no entry chunk");
  const keys = closure(manifest, [entry]);
  const files = [...keys].map((k) => manifest[k]?.file ?? "").sort();

  // What index.html makes the browser fetch before anything runs: its module script and its modulepreloads.
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const named = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g)]
    .map((m) => m[1] ?? "")
    .sort();
  if (JSON.stringify(named) !== JSON.stringify(files))
    throw new Error(`index.html loads ${named.join(", ")}, the manifest says ${files.join(", ")}`);

  const sized = files.map((file) => ({ file, gzip: gzipSize(dir, file) }));
  // `/` draws its hero in the first paint: the home page must be part of the entry, not a chunk loaded after it.
  if (Object.keys(manifest).some((k) => k.endsWith("pages/home/HomePage.tsx")))
    throw new Error("the home page is a chunk of its own: its hero would not be part of the first paint");
  const sectionsKey = Object.keys(manifest).find((k) => k.endsWith("pages/home/HomeSections.tsx"));
  const later = sectionsKey ? [...closure(manifest, [sectionsKey])].filter((k) => !keys.has(k)) : [];
  return {
    files: sized,
    total: sized.reduce((n, f) => n + f.gzip, 0),
    belowHero: { files: later.length, gzip: later.reduce((n, k) => n + gzipSize(dir, manifest[k]?.file ?? ""), 0) },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { report: { type: "boolean", default: false }, dir: { type: "string" } } });
  const m = measureInitialJs(values.dir);
  for (const f of m.files) console.log(`  ${kib(f.gzip).padStart(10)}  ${f.file}`);
  console.log(
    `JavaScript before the first paint of / (shell and hero): ${kib(m.total)} gzip in ${m.files.length} files (budget ${kib(INITIAL_JS_BUDGET_BYTES)}); the sections below the hero load ${kib(m.belowHero.gzip)} in ${m.belowHero.files} files after it`,
  );
  if (!values.report && m.total > INITIAL_JS_BUDGET_BYTES) {
    console.error(`Over the initial-JS budget by ${kib(m.total - INITIAL_JS_BUDGET_BYTES)}`);
    process.exit(1);
  }
}
