import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_START_CSP, APP_START_SCRIPT, WARM_FACES, WARM_FONTS } from "../../domain/app-start-script";

describe("the inline start script of a drawn page", () => {
  it("is allowed by the CSP hash the worker sends (a changed script without a new hash would be blocked)", () => {
    const digest = createHash("sha256").update(APP_START_SCRIPT, "utf8").digest("base64");
    expect(APP_START_CSP).toBe(`'sha256-${digest}'`);
  });

  it("lays out the faces in the stacks the stylesheet sets text in, web font first", () => {
    const css = readFileSync(new URL("../../web/src/styles.css", import.meta.url), "utf8");
    const theme = (name: string) => css.match(new RegExp(`--font-${name}: ([^;]+);`))?.[1];
    expect(Object.keys(WARM_FACES).sort()).toEqual([theme("display"), theme("sans")].sort());
    expect(WARM_FONTS).toHaveLength(Object.values(WARM_FACES).flat().length);
    for (const font of WARM_FONTS)
      expect(font).toMatch(/^[1-9]00 \d+px "(Inter|Fraunces) Variable", var\(--font-\w+-fallback\)$/);
    expect(APP_START_SCRIPT).toContain(JSON.stringify(WARM_FONTS));
  });
});
