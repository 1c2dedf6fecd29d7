import { describe, expect, it } from "vitest";
import {
  FUZZY_THRESHOLD,
  fallbackOptions,
  LIST_MAX_HEIGHT,
  MAX_FALLBACKS,
  MAX_RECENTS,
  matchTier,
  normalizeForSearch,
  parseRecents,
  rankOptions,
  rememberRecent,
  similarity,
  suggest,
} from "../../domain/autocomplete";
import { CITIES, COUNTRIES } from "../../domain/geo";

const opts = (...labels: string[]) => labels.map((label) => ({ label }));
const labels = (list: readonly { label: string }[]) => list.map((o) => o.label);

describe("spec constants", () => {
  it("uses the spec's fuzzy threshold, 3 fallbacks, 3 recents and a 15rem list", () => {
    expect(FUZZY_THRESHOLD).toBe(0.6);
    expect(MAX_FALLBACKS).toBe(3);
    expect(MAX_RECENTS).toBe(3);
    expect(LIST_MAX_HEIGHT).toBe("15rem");
  });
});

describe("normalizeForSearch", () => {
  it("ignores case, diacritics, punctuation and extra spaces", () => {
    expect(normalizeForSearch("  Kök-Töbe ")).toBe("kok tobe");
    expect(normalizeForSearch("İSTANBUL")).toBe("istanbul");
    expect(normalizeForSearch("Santa  Cruz,de la Sierra")).toBe("santa cruz de la sierra");
  });
});

describe("similarity (normalized Levenshtein)", () => {
  it.each([
    ["almaty", "almaty", 1],
    ["almaty", "almati", 1 - 1 / 6],
    ["berat", "bat", 0.6],
    ["karakol", "krkl", 1 - 3 / 7],
    ["abc", "xyz", 0],
    ["", "", 1],
  ])("similarity(%s, %s) = %d", (a, b, expected) => {
    expect(similarity(a, b)).toBeCloseTo(expected, 10);
  });
});

describe("matchTier", () => {
  it.each([
    ["Almaty", "almaty", "exact"],
    ["Almaty", " ALMATY ", "exact"],
    ["Kök-Töbe", "kok tobe", "exact"],
    ["Cholpon-Ata", "cholpon ata", "exact"],
    ["Tbilisi", "Tbílisi", "exact"],
    ["Almaty", "alm", "starts-with"],
    ["Kök-Töbe", "KÖK", "starts-with"],
    ["Luang Prabang", "luang p", "starts-with"],
    ["Luang Prabang", "prab", "word-start"],
    ["Cholpon-Ata", "ata", "word-start"],
    ["Santa Cruz de la Sierra", "cruz de", "word-start"],
    ["Tbilisi", "tbilsi", "fuzzy"],
    ["Luang Prabang", "prabng", "fuzzy"],
    ["Astana", "asxxna", "fuzzy"],
    ["Berat", "bat", "fuzzy"],
    ["Hyderabad", "bad", "substring"],
    ["Ulaanbaatar", "baat", "substring"],
    ["Karakol", "krkl", null],
    ["Astana", "axxxna", null],
    ["Almaty", "xyz", null],
    ["Almaty", "", null],
    ["Almaty", "  ", null],
  ])("%s for %j is %s", (label, query, tier) => {
    expect(matchTier(label, query)).toBe(tier);
  });

  it("counts similarity of exactly 0.6 as fuzzy and just below it as no match", () => {
    expect(similarity("berat", "bat")).toBe(0.6);
    expect(matchTier("Berat", "bat")).toBe("fuzzy");
    expect(similarity("karakol", "krkl")).toBeLessThan(0.6);
    expect(similarity("karakol", "krkl")).toBeGreaterThan(0.57);
    expect(matchTier("Karakol", "krkl")).toBeNull();
  });

  it("counts a word as a fuzzy match only when it starts with the query's first letter", () => {
    // "bahir" is 0.6 like "pamir", but a misspelt Pamir does not start with a B.
    expect(similarity("pamir", "bahir")).toBe(0.6);
    expect(matchTier("Bahir Dar", "Pamir")).toBeNull();
    expect(matchTier("Pamir", "Pamir")).toBe("exact");
    expect(matchTier("Luang Prabang", "prabng")).toBe("fuzzy");
  });
});

describe("rankOptions", () => {
  it("orders exact, starts-with, word start, fuzzy, substring", () => {
    const options = opts("Nurata", "Aktau", "Zhanatas", "Cholpon-Ata", "Atakent", "Ata");
    expect(labels(rankOptions(options, "ata"))).toEqual([
      "Ata",
      "Atakent",
      "Cholpon-Ata",
      "Aktau",
      "Nurata",
      "Zhanatas",
    ]);
  });

  it("puts a fuzzy match above a substring match", () => {
    expect(labels(rankOptions(opts("Islamabad", "Berat"), "bat"))).toEqual(["Berat"]);
    expect(labels(rankOptions(opts("Ashgabat", "Berat"), "bat"))).toEqual(["Berat", "Ashgabat"]);
  });

  it("orders fuzzy matches by similarity and other ties by list order", () => {
    expect(labels(rankOptions(opts("Astana", "Tbilisi"), "tbilsa"))).toEqual(["Tbilisi"]);
    expect(labels(rankOptions(opts("Hampi", "Hampy"), "hampu"))).toEqual(["Hampi", "Hampy"]);
    expect(labels(rankOptions(opts("Nizwaa", "Nizwa"), "nizzwa"))).toEqual(["Nizwa", "Nizwaa"]);
    expect(labels(rankOptions(opts("Karakol", "Karaganda", "Kazakhstan"), "ka"))).toEqual([
      "Karakol",
      "Karaganda",
      "Kazakhstan",
    ]);
  });

  it("returns nothing for an empty query and at most `limit` matches", () => {
    const places = [...COUNTRIES, ...CITIES];
    expect(rankOptions(places, "")).toEqual([]);
    expect(rankOptions(places, "a")).toHaveLength(8);
    expect(rankOptions(places, "a", { limit: 3 })).toHaveLength(3);
  });

  it("ranks the real place lists with countries before same-tier cities", () => {
    const places = [...COUNTRIES, ...CITIES];
    expect(labels(rankOptions(places, "georgia"))).toEqual(["Georgia"]);
    expect(labels(rankOptions(places, "kaz")).slice(0, 1)).toEqual(["Kazakhstan"]);
    expect(labels(rankOptions(places, "tbil"))).toEqual(["Tbilisi"]);
  });

  it("keeps city names that repeat across countries apart", () => {
    const hyderabads = rankOptions(CITIES, "hyderabad");
    expect(hyderabads.map((c) => `${c.label}, ${c.country}`)).toEqual(["Hyderabad, Pakistan", "Hyderabad, India"]);
    expect(new Set(hyderabads.map((c) => `${c.countryValue}:${c.value}`)).size).toBe(2);
  });
});

describe("fallbackOptions", () => {
  it("suggests the 3 options closest in spelling, ties in list order", () => {
    expect(matchTier("Tbilisi", "tblissy")).toBeNull();
    expect(labels(fallbackOptions(CITIES, "tblissy"))).toEqual(["Tbilisi", "Mirissa", "Toliara"]);
    expect(labels(fallbackOptions(opts("Almaty", "Georgia", "Kazakhstan", "Tbilisi"), "tbzzzz"))).toEqual([
      "Tbilisi",
      "Kazakhstan",
      "Almaty",
    ]);
  });

  it("gives the first options of the list for a hopeless or empty query", () => {
    expect(labels(fallbackOptions(COUNTRIES, "qqqq"))).toEqual(["Kazakhstan", "Kyrgyzstan", "Mongolia"]);
    expect(labels(fallbackOptions(COUNTRIES, ""))).toEqual(["Kazakhstan", "Kyrgyzstan", "Mongolia"]);
  });

  it("never gives more than 3, fewer when the list is shorter, and skips excluded options", () => {
    expect(fallbackOptions(COUNTRIES, "qqqq", { limit: 10 })).toHaveLength(3);
    expect(labels(fallbackOptions(opts("Osh", "Sur"), "qqqq"))).toEqual(["Osh", "Sur"]);
    expect(labels(fallbackOptions(COUNTRIES, "qqqq", { exclude: (c) => c.label === "Kyrgyzstan" }))).toEqual([
      "Kazakhstan",
      "Mongolia",
      "Tajikistan",
    ]);
  });
});

describe("recents", () => {
  it("puts the newest first, without duplicates, at most 3", () => {
    let recents: string[] = [];
    for (const entry of ["a", "b", "c", "b", "d"]) recents = rememberRecent(recents, entry);
    expect(recents).toEqual(["d", "b", "c"]);
  });

  it("does not remember empty entries and does not change the list it is given", () => {
    const before = ["a"];
    expect(rememberRecent(before, "")).toEqual(["a"]);
    expect(rememberRecent(before, "   ")).toEqual(["a"]);
    expect(rememberRecent(before, "b")).toEqual(["b", "a"]);
    expect(before).toEqual(["a"]);
  });

  it("reads back only non-empty strings, deduplicated, at most 3", () => {
    expect(parseRecents(["a", "", 3, "b", "a", null, "c", "d"])).toEqual(["a", "b", "c"]);
    expect(parseRecents("a")).toEqual([]);
    expect(parseRecents(null)).toEqual([]);
  });
});

describe("suggest", () => {
  const key = (c: { countryValue: string; value: string }) => `${c.countryValue}:${c.value}`;

  it("shows matches only when something matches", () => {
    const s = suggest(CITIES, "almat", ["india:hyderabad"], key);
    expect(labels(s.matches)).toEqual(["Almaty"]);
    expect(s.fallbacks).toEqual([]);
    expect(s.recent).toEqual([]);
  });

  it("shows up to 3 fallbacks and the remembered recents when nothing matches", () => {
    const s = suggest(CITIES, "0000", ["india:hyderabad", "gone:nowhere", "kazakhstan:almaty"], key);
    expect(s.matches).toEqual([]);
    expect(s.recent.map((c) => `${c.label}, ${c.country}`)).toEqual(["Hyderabad, India", "Almaty, Kazakhstan"]);
    expect(labels(s.fallbacks)).toEqual(["Astana", "Shymkent", "Turkistan"]);
  });

  it("shows fallbacks and recents for an empty query", () => {
    const s = suggest(COUNTRIES, "", ["nepal"], (c) => c.value);
    expect(labels(s.recent)).toEqual(["Nepal"]);
    expect(labels(s.fallbacks)).toEqual(["Kazakhstan", "Kyrgyzstan", "Mongolia"]);
  });
});
