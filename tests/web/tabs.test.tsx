import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "../../web/src/components/ui/Tabs";

describe("tabIndexForKey (WAI-ARIA tabs)", () => {
  it("moves with the arrows and wraps around at both ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 1, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
  });

  it("goes to the first tab with Home and the last with End", () => {
    expect(tabIndexForKey("Home", 2, 4)).toBe(0);
    expect(tabIndexForKey("End", 0, 4)).toBe(3);
  });

  it("answers -1 for any other key", () => {
    expect(tabIndexForKey("Enter", 1, 3)).toBe(-1);
    expect(tabIndexForKey("ArrowDown", 1, 3)).toBe(-1);
  });
});
