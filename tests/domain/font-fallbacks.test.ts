import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FONT_FALLBACKS_FILE, fontFallbacks } from "../../scripts/font-fallbacks";

describe("fallback faces sized like the web fonts (decision 045)", () => {
  const generated = fontFallbacks();

  it("the committed file is what the metrics give (run `npm run fonts:fallbacks` after a change)", () => {
    expect(readFileSync(FONT_FALLBACKS_FILE, "utf8")).toBe(generated.css);
  });

  it("scales a local font to the web font's width and sets its line metrics", () => {
    expect(generated.css).toMatch(
      /font-family: "Inter Variable Fallback: Arial";\s*src: local\("Arial"\)[^;]*local\("Liberation Sans"\)[^;]*;\s*ascent-override: [\d.]+%;\s*descent-override: [\d.]+%;\s*line-gap-override: 0%;\s*size-adjust: 10\d\.\d+%;/,
    );
    expect(generated.css).toMatch(/font-family: "Fraunces Variable Fallback";\s*src: local\("Times New Roman"\)/);
  });

  it("each stack of the stylesheet lists its web font, then its fallback faces, before any other font", () => {
    const css = readFileSync("web/src/styles.css", "utf8");
    expect(css).toContain('@import "./font-fallbacks.css";');
    // A stack may name its fallbacks through a custom property of their own (decision 054 uses them alone).
    const value = (property: string) => css.match(new RegExp(`--${property}:\\s*([^;]+);`))?.[1] ?? "";
    const stack = (name: string) =>
      value(`font-${name}`)
        .replace(/var\(--([\w-]+)\)/g, (_, inner: string) => value(inner))
        .split(",")
        .map((f) => f.trim().replace(/"/g, ""));
    expect(stack("sans").slice(0, 3)).toEqual(["Inter Variable", ...generated.sans]);
    expect(stack("display").slice(0, 2)).toEqual(["Fraunces Variable", ...generated.display]);
  });
});
