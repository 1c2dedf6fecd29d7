import { describe, expect, it } from "vitest";
import { FIRST_VIEW } from "../../domain/first-view";
import { THEME_INIT_CSP, THEME_INIT_SCRIPT } from "../../domain/theme-init";
import { withFirstView, withInlineThemeScript } from "../../worker/seo/page";
import { get } from "./helpers";

const html = (path: string) => get(path, { headers: { Accept: "text/html" } });

describe("the first view in the HTML (decision 043)", () => {
  it("sends / with the home page's first screen drawn into #root, its stylesheet inline", async () => {
    const res = await html("/");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(`<div id="root" ${FIRST_VIEW.attribute}>`);
    const root = page.slice(page.indexOf('<div id="root"'));
    expect(root).toMatch(/<h1[^>]*>Local hosts in the places guidebooks skip<\/h1>/);
    expect(root).toContain("<header");
    expect(root).toMatch(/<input[^>]*type="search"/);
    expect(root).not.toContain(FIRST_VIEW.end);
    // The stylesheet is inline: no link holds up the first paint.
    expect(page).not.toMatch(/<link rel="stylesheet"/);
    expect(page).toMatch(/<style>[^<]*\.skip-link/);
  });

  it("leaves #root empty on every other page, which keeps its stylesheet link", async () => {
    for (const [path, status] of [
      ["/listings", 200],
      ["/hosts", 200],
      ["/no/such/page", 404],
    ] as const) {
      const res = await html(path);
      expect(res.status, path).toBe(status);
      const page = await res.text();
      expect(page, path).toContain('<div id="root"></div>');
      expect(page, path).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/[^"]+\.css">/);
      expect(page, path).not.toContain("<h1");
    }
  });

  it("puts the theme script inline on every page, allowed by the CSP's hash and by nothing wider", async () => {
    for (const path of ["/", "/listings", "/no/such/page"]) {
      const res = await html(path);
      const page = await res.text();
      expect(page, path).toContain(`<script>${THEME_INIT_SCRIPT}</script>`);
      expect(page, path).not.toContain('src="/theme-init.js"');
      const scriptSrc = res.headers
        .get("content-security-policy")
        ?.split(";")
        .find((d) => d.trim().startsWith("script-src"));
      expect(scriptSrc?.trim(), path).toBe(`script-src 'self' ${THEME_INIT_CSP}`);
    }
  });

  it("keeps /theme-init.js, built from the same script, for the native shell's index.html", async () => {
    const res = await get("/theme-init.js");
    expect(res.status).toBe(200);
    expect((await res.text()).trim()).toBe(THEME_INIT_SCRIPT);
  });

  it("serves the page as it was when the build left no first view, or a shell of another shape", () => {
    const shell = '<head><link rel="stylesheet" href="/assets/a.css"></head><body><div id="root"></div></body>';
    expect(withFirstView(shell, null)).toBe(shell);
    const view = {
      markup: "<h1>Hi</h1>",
      stylesheet: { link: '<link rel="stylesheet" href="/assets/a.css">', css: "a{}" },
    };
    expect(withFirstView(shell, view)).toBe(
      `<head><style>a{}</style></head><body><div id="root" ${FIRST_VIEW.attribute}><h1>Hi</h1></div></body>`,
    );
    // No empty #root to fill: nothing changes, the stylesheet included.
    const filled = shell.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(withFirstView(filled, view)).toBe(filled);
    // A shell without the theme script tag is left as it is.
    expect(withInlineThemeScript(shell)).toBe(shell);
  });
});
