import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents } from "../../domain/euro-input";

describe("euros typed in a form", () => {
  it("become whole cents, with a comma or a dot, spaces and a euro sign allowed", () => {
    expect(eurosToCents("45")).toBe(4500);
    expect(eurosToCents("45.5")).toBe(4550);
    expect(eurosToCents("€ 1 200,05")).toBe(120005);
    expect(eurosToCents("  ")).toBeNull();
    expect(eurosToCents("12.345")).toBeNaN();
    expect(eurosToCents("-3")).toBeNaN();
  });

  it("are shown from cents without needless decimals", () => {
    expect(centsToEuros(4500)).toBe("45");
    expect(centsToEuros(4550)).toBe("45.50");
    expect(centsToEuros(null)).toBe("");
  });
});
