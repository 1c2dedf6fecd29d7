import type { Plugin } from "vite";
import { THEME_INIT_SCRIPT } from "../domain/theme-init.ts";

/**
 * Writes /theme-init.js from domain/theme-init.ts, so the file index.html loads (the native shell's start) and the
 * script the worker puts inline in every page (allowed by its CSP hash) cannot drift apart.
 */
export function themeScript(): Plugin {
  return {
    name: "untrodden:theme-script",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "theme-init.js", source: `${THEME_INIT_SCRIPT}\n` });
    },
  };
}
