import { describe, expect, it } from "vitest";
import { criticalCss } from "../../scripts/critical-css";

const CSS = [
  '@font-face{font-family:"Inter Variable";src:url(/a.woff2)}',
  '@font-face{font-family:"Inter Variable";src:url(/cyrillic.woff2);unicode-range:U+0301,U+0400-045F}',
  '@font-face{font-family:"Inter Variable";src:url(/latin.woff2);unicode-range:U+0000-00FF,U+0131}',
  '@font-face{font-family:"Inter Variable Fallback";src:local(Arial);size-adjust:107%}',
  "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}::backdrop{--tw-blur:initial}}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  ".shadow{box-shadow:var(--tw-shadow)}",
  ".blur{--tw-blur:blur(8px);filter:var(--tw-blur)}",
  "@keyframes shimmer{50%{opacity:.5}}",
  ":root{--color-brand:#0f766e;--color-unused:#fff;--font-sans:Inter}",
  "body{margin:0;font-family:var(--font-sans)}",
  ".text-brand{color:var(--color-brand)}",
  ".dark\\:bg-stone-950:where(.dark,.dark *){background:#0c0a09}",
  "@media (min-width:40rem){.sm\\:aspect-\\[16\\/9\\]{aspect-ratio:16/9}}",
  ".grid-cols-7{grid-template-columns:repeat(7,minmax(0,1fr))}",
  "#first-view+#root{visibility:hidden}",
  ":root.defer-fonts{--font-sans:Arial}",
  ":focus-visible{outline:2px solid #0f766e}",
  ".focus-visible\\:ring-2:focus-visible{--tw-ring:2px}",
].join("");

describe("the stylesheet a drawn page carries inline (decision 054)", () => {
  it("keeps what the markup and templates use, with its variants, and drops the rest", async () => {
    const markup = '<body><p class="text-brand dark:bg-stone-950 sm:aspect-[16/9]">x</p></body>';
    const css = await criticalCss(CSS, [markup, 'const view = "<div class="text-brand">";']);
    expect(css).toContain(".text-brand{color:var(--color-brand)}");
    expect(css).toContain(".dark\\:bg-stone-950:where(.dark,.dark *)");
    expect(css).toContain(".sm\\:aspect-\\[16\\/9\\]");
    expect(css).toContain("body{margin:0;font-family:var(--font-sans)}");
    expect(css).not.toContain("grid-cols-7");
    // The custom properties the kept rules read stay; the others go.
    expect(css).toContain("--color-brand:#0f766e");
    expect(css).not.toContain("--color-unused");
  });

  it("keeps what no markup names: the drawn view's rules, the fonts class, the focus ring, font faces and keyframes", async () => {
    const css = await criticalCss(CSS, ["<p>plain</p>"]);
    expect(css).toContain(":focus-visible{outline:2px solid #0f766e}");
    expect(css).not.toContain("focus-visible\\:ring-2");
    expect(css).toContain("#first-view+#root{visibility:hidden}");
    expect(css).toContain(":root.defer-fonts{--font-sans:Arial}");
    // The web fonts' faces too: the start script loads the fonts while the whole stylesheet is on its way.
    expect(css).toContain('@font-face{font-family:"Inter Variable";src:url(/a.woff2)}');
    expect(css).toContain('@font-face{font-family:"Inter Variable Fallback"');
    expect(css).toContain("@keyframes shimmer");
  });

  it("for a drawn view, keeps the web fonts' Latin faces and drops the other scripts', which come with the whole sheet", async () => {
    const css = await criticalCss(CSS, ["<p>plain</p>"], { latinFacesOnly: true });
    expect(css).toContain("src:url(/latin.woff2);unicode-range:U+0000-00FF,U+0131");
    expect(css).toContain('@font-face{font-family:"Inter Variable";src:url(/a.woff2)}');
    expect(css).toContain('@font-face{font-family:"Inter Variable Fallback"');
    expect(css).not.toContain("cyrillic.woff2");
    // The home page keeps them all.
    expect(await criticalCss(CSS, ["<p>plain</p>"])).toContain("cyrillic.woff2");
  });

  it("keeps a registered custom property only while a kept rule sets or reads it", async () => {
    const css = await criticalCss(CSS, ['<p class="shadow">x</p>']);
    expect(css).toContain("@property --tw-shadow{");
    expect(css).toContain("--tw-shadow:0 0 #0000");
    expect(css).not.toContain("--tw-blur");
    // The copy for browsers without @property keeps its shape, less what no rule reads.
    expect(css).toContain("@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}");
    const both = await criticalCss(CSS, ['<p class="shadow blur">x</p>']);
    expect(both).toContain("@property --tw-blur{");
    expect(both).toContain("::backdrop{--tw-blur:initial}");
  });
});
