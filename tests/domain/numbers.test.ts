import { describe, expect, it } from "vitest";
import { groupDigits } from "../../domain/numbers";

describe("groupDigits", () => {
  const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

  it("prints what Intl's en-US whole-number format prints", () => {
    const values = [
      0,
      1,
      7,
      12,
      999,
      1000,
      1001,
      12345,
      99999,
      100000,
      999999,
      1000000,
      1234567,
      98765432,
      2 ** 31,
      2 ** 53 - 1,
      0.4,
      0.5,
      1.5,
      2.5,
      999.5,
      1234.49,
      1234.5,
      -1,
      -999,
      -1000,
      -1234567,
      -0.5,
      -2.5,
      -1234.5,
    ];
    for (const n of values) expect(groupDigits(n), String(n)).toBe(intl.format(n));
  });

  it("prints the same for a sweep of sizes", () => {
    for (let n = 1; n < 1e15; n = n * 7 + 3) expect(groupDigits(n)).toBe(intl.format(n));
  });

  it('prints no sign on a value that rounds to zero (Intl prints "-0")', () => {
    expect(groupDigits(-0.4)).toBe("0");
    expect(groupDigits(-0)).toBe("0");
  });

  it("leaves what is not a finite number as JavaScript prints it", () => {
    expect(groupDigits(Number.NaN)).toBe("NaN");
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });
});
