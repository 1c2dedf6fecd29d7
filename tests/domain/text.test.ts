import { describe, expect, it } from "vitest";
import { countOf } from "../../domain/text";

describe("a count with its noun", () => {
  it("is singular for one and plural otherwise, with an irregular plural when given", () => {
    expect(countOf(1, "review")).toBe("1 review");
    expect(countOf(0, "review")).toBe("0 reviews");
    expect(countOf(16, "review")).toBe("16 reviews");
    expect(countOf(3, "person", "people")).toBe("3 people");
  });
});
