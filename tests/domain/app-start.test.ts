import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APP_START_CSP, APP_START_SCRIPT } from "../../domain/app-start";

describe("the inline start script of a drawn page", () => {
  it("is allowed by the CSP hash the worker sends (a changed script without a new hash would be blocked)", () => {
    const digest = createHash("sha256").update(APP_START_SCRIPT, "utf8").digest("base64");
    expect(APP_START_CSP).toBe(`'sha256-${digest}'`);
  });
});
