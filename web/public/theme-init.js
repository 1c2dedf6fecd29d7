// Sets the theme class before the app loads (key "theme": "light", "dark" or "system", default system).
try {
  const saved = localStorage.getItem("theme");
  const system = matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.classList.toggle("dark", saved === "dark" || (saved !== "light" && system));
} catch {
  // Storage may be blocked; the system theme applies through CSS.
}
