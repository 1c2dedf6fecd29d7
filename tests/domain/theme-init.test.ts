import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { THEME_INIT_CSP, THEME_INIT_SCRIPT } from "../../domain/theme-init";

describe("the inline theme script", () => {
  it("is allowed by the CSP hash the worker sends (a changed script without a new hash would be blocked)", () => {
    const digest = createHash("sha256").update(THEME_INIT_SCRIPT, "utf8").digest("base64");
    expect(THEME_INIT_CSP).toBe(`'sha256-${digest}'`);
  });
});
