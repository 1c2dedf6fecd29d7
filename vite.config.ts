import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstPaintChunk } from "./scripts/first-paint-chunk.ts";
import { firstView } from "./scripts/first-view.ts";
import { pageChunks } from "./scripts/page-chunks.ts";
import { themeScript } from "./scripts/theme-script.ts";

const firstPaint = firstPaintChunk();

/**
 * Lazy parts drawn below the first screen, whose imports the browser may find on its own as it loads them. For a
 * dynamic import the build otherwise adds one `<link rel="modulepreload">` per file the part needs, all in one task:
 * the home page's sections need 25, a 40 ms task on a slow phone (160 ms at Lighthouse's 4x CPU) just as the page
 * becomes interactive. Pages reached by a link keep their preloads: there the round trips would be the wait.
 */
const BELOW_THE_FOLD = /(^|\/)(HomeSections|HostsMap|Footer)-[\w-]+\.js$/;

/** The bundler's runtime chunk (module registry helpers), which the entry imports statically. */
const RUNTIME = /(^|\/)rolldown-runtime-[\w-]+\.js$/;

// The React app is built to dist/client and served by the worker's assets binding (wrangler.toml [assets]).
// `vite build --mode native` builds the same app for the native shell into dist/native (capacitor.config.ts):
// only that build reaches web/src/native/shell (import.meta.env.MODE is replaced at build time, so the web build
// drops the shell and its plugins; scripts/native-free.ts checks).
export default defineConfig(({ mode }) => ({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), firstPaint.plugin, themeScript(), firstView(), pageChunks()],
  build: {
    outDir: mode === "native" ? "../dist/native" : "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/client/.vite/manifest.json: what the initial-JS budget (scripts/initial-js.ts) measures; not served.
    manifest: true,
    // Every browser we support preloads modules itself; the polyfill would be first-paint code for nobody.
    modulePreload: {
      polyfill: false,
      // The runtime is one of the entry's own imports, loaded before any lazy part: naming it in each of the ~80 lazy
      // imports' lists was bytes of first-paint code for nothing.
      resolveDependencies: (file, deps, { hostType }) =>
        BELOW_THE_FOLD.test(file)
          ? deps.filter((d) => d.endsWith(".css"))
          : deps.filter((d) => hostType === "html" || !RUNTIME.test(d)),
    },
    // The first paint's code in one file (scripts/first-paint-chunk.ts).
    // Seven hash characters instead of eight (decision 060): the entry names every lazy file twice (its import and its
    // preload list), ~200 names, and those bytes are first-paint code.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [firstPaint.group] },
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:8787", "/media": "http://localhost:8787" },
  },
}));
