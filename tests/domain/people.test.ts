import { describe, expect, it } from "vitest";
import { isHost, isTraveler, lastInitial, travelerName } from "../../domain/people";

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

describe("hosts and travelers", () => {
  it("counts anyone who applied to host as a host, whatever their profile says", () => {
    expect(isHost({ user_type: "host", host_status: null })).toBe(true);
    expect(isHost({ user_type: "traveler", host_status: "rejected" })).toBe(true);
    expect(isHost({ user_type: null, host_status: "pending" })).toBe(true);
    expect(isHost({ user_type: "traveler", host_status: null })).toBe(false);
  });

  it("counts only a traveler profile without a host application as a traveler", () => {
    expect(isTraveler({ user_type: "traveler", host_status: null })).toBe(true);
    expect(isTraveler({ user_type: "traveler", host_status: "pending" })).toBe(false);
    expect(isTraveler({ user_type: null, host_status: null })).toBe(false);
    expect(isTraveler({ user_type: "host", host_status: "approved" })).toBe(false);
  });
});
