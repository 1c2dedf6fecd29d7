/**
 * The script that sets the theme class before the first paint (spec: key "theme", "light", "dark" or "system",
 * default system; storage may be blocked, and then the system theme applies through CSS). The worker puts it inline
 * in every page (worker/seo/page.ts), so the first paint waits for no script file; the build also writes it to
 * /theme-init.js, which the native shell's index.html loads (scripts/theme-script.ts).
 */
export const THEME_INIT_SCRIPT = `try {
  const saved = localStorage.getItem("theme");
  const system = matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.classList.toggle("dark", saved === "dark" || (saved !== "light" && system));
} catch {}`;

/** The CSP source that allows exactly that inline script (tests/domain/theme-init.test.ts recomputes it). */
export const THEME_INIT_CSP = "'sha256-l4DL1ljPXDL1oa2G8Nd6I038f/SIVqCJA9jFRKmwpXQ='";
