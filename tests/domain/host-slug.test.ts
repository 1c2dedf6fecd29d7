import { describe, expect, it } from "vitest";
import { hostSlug, normalizeHostSlug, profileSlugCandidates, slugPart } from "../../domain/host-slug";

const ID = "6f1c2a52-3d1e-4c57-9a0b-1f2e3d4c5b6a";

describe("hostSlug", () => {
  it.each([
    ["the profile slug when set", { profile_slug: "aigerim-almaty", first_name: "Aigerim", id: ID }, "aigerim-almaty"],
    ["the first name lower-cased when no slug", { profile_slug: null, first_name: "Aigerim", id: ID }, "aigerim"],
    ["the first name when the slug is blank", { profile_slug: "  ", first_name: "Bolat", id: ID }, "bolat"],
    ["the first name without diacritics", { first_name: "Ömer", id: ID }, "omer"],
    ["the first name without spaces and punctuation", { first_name: "Mary-Jane O'Neil", id: ID }, "maryjaneoneil"],
    ["the first name keeping digits", { first_name: "Guide 42", id: ID }, "guide42"],
    ["the first name with a precomposed and combining accent", { first_name: "Zoë José", id: ID }, "zoejose"],
    ["the id when the name has no Latin letters", { first_name: "Айгерим", id: ID }, ID],
    ["the id when there is no name", { profile_slug: null, first_name: null, id: ID }, ID],
    ["the id when the name is empty", { first_name: "", id: ID }, ID],
  ])("uses %s", (_case, host, expected) => {
    expect(hostSlug(host)).toBe(expected);
  });
});

describe("normalizeHostSlug", () => {
  it.each([
    ["Aigerim-Almaty", "aigerim-almaty"],
    ["  bolat  ", "bolat"],
    ["already-normal", "already-normal"],
    ["", ""],
  ])("turns %j into %j for lookup", (input, expected) => {
    expect(normalizeHostSlug(input)).toBe(expected);
  });
});

describe("profileSlugCandidates", () => {
  it("tries the first name, then first and last name, then numbered variants", () => {
    expect(profileSlugCandidates("Ásel", "Nurlan-Uly", 3)).toEqual([
      "asel",
      "asel-nurlan-uly",
      "asel-nurlan-uly-2",
      "asel-nurlan-uly-3",
      "asel-nurlan-uly-4",
    ]);
  });

  it("works with only a first name", () => {
    expect(profileSlugCandidates("Bolat", null, 2)).toEqual(["bolat", "bolat-2", "bolat-3"]);
  });

  it("has nothing to offer for names without Latin letters or digits", () => {
    expect(profileSlugCandidates("Айгерим", "Сейткали")).toEqual([]);
    expect(profileSlugCandidates(null, null)).toEqual([]);
  });

  it("makes lower-case ASCII slugs that the host and traveler lookups find", () => {
    for (const s of profileSlugCandidates("Zoë  O'Brien", "de la Cruz")) {
      expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(normalizeHostSlug(s)).toBe(s);
    }
    expect(slugPart("  Jean--Luc! ")).toBe("jean-luc");
  });
});
