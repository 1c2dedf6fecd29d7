// Sets the theme class before the app loads (key "theme": "light", "dark" or "system", default system).
(() => {
  try {
    var saved = localStorage.getItem("theme");
    var dark =
      saved === "dark" ||
      ((saved === null || saved === "system") && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch (e) {
    // Storage may be blocked; the system theme applies through CSS.
  }
})();
