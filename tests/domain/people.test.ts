import { describe, expect, it } from "vitest";
import { lastInitial, travelerName } from "../../domain/people";

describe("traveler names", () => {
  it.each([
    ["Aisha", "Karimova", "Aisha K."],
    ["  Nora ", "lind", "Nora L."],
    ["Nora", null, "Nora"],
    [null, "Lind", "Traveler L."],
    ["", "", "Traveler"],
  ])("%j %j is shown as %j", (first, last, shown) => {
    expect(travelerName(first, lastInitial(last))).toBe(shown);
  });
});
