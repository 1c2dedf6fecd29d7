import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../../domain/geo";
import {
  addLanguage,
  EMPTY_DRAFT,
  hostApplication,
  type ProfileDraft,
  requiredFields,
  travelerPatch,
  validateDraft,
} from "../../domain/profile-form";
import { WORLD_COUNTRIES } from "../../domain/world-countries";

const draft = (overrides: Partial<ProfileDraft>): ProfileDraft => ({ ...EMPTY_DRAFT, ...overrides });

describe("profile validation", () => {
  it("names the field in every message", () => {
    const errors = validateDraft(EMPTY_DRAFT, requiredFields("full", "host"));
    expect(errors).toEqual({
      account_type: "Account type: choose whether you are traveling or hosting.",
      first_name: "First name is required.",
      last_name: "Last name is required.",
      country: "Country is required.",
      city: "City is required.",
      host_type: "Host type: choose guide, driver or tour operator.",
      bio: "About you is required.",
      languages: "Languages: add at least one language you speak.",
    });
  });

  it("asks only for role, first name and country on the short form", () => {
    expect(requiredFields("simple", "host")).toEqual(["account_type", "first_name", "country"]);
  });

  it("takes any country for travelers but only a destination for hosts, in any case", () => {
    expect(validateDraft(draft({ account_type: "traveler", country: "germany" }), ["country"])).toEqual({});
    expect(validateDraft(draft({ account_type: "host", country: "Germany" }), ["country"]).country).toBe(
      "Country: choose one of the countries our hosts work in.",
    );
    expect(validateDraft(draft({ account_type: "host", country: " nepal " }), ["country"])).toEqual({});
    expect(validateDraft(draft({ account_type: "traveler", country: "Atlantis" }), ["country"]).country).toBe(
      "Country: choose a country from the list.",
    );
  });

  it("counts the bio's characters and caps names", () => {
    expect(validateDraft(draft({ bio: "  short bio  " }), ["bio"]).bio).toBe(
      "About you needs at least 50 characters (9 so far).",
    );
    expect(validateDraft(draft({ first_name: "x".repeat(51) }), ["first_name"]).first_name).toBe(
      "First name can be at most 50 characters.",
    );
  });
});

describe("languages", () => {
  it("tidies a typed language and refuses empty ones and repeats", () => {
    expect(addLanguage([], "  kazakh ")).toEqual(["Kazakh"]);
    expect(addLanguage(["Kazakh"], "KAZAKH")).toBeNull();
    expect(addLanguage([], "   ")).toBeNull();
  });
});

describe("request bodies", () => {
  it("spells countries as the lists do and leaves out what the short form did not ask", () => {
    expect(travelerPatch(draft({ account_type: "traveler", first_name: " Lukas ", country: "germany" }))).toEqual({
      user_type: "traveler",
      first_name: "Lukas",
      country: "Germany",
    });
    expect(
      hostApplication(
        draft({
          account_type: "host",
          host_type: "driver",
          first_name: "Daniyar",
          last_name: "Sadykov",
          city: "Karakol",
          country: "kyrgyzstan",
          bio: " A driver. ",
          languages: ["Russian"],
        }),
      ),
    ).toEqual({
      host_type: "driver",
      first_name: "Daniyar",
      last_name: "Sadykov",
      city: "Karakol",
      country: "Kyrgyzstan",
      bio: "A driver.",
      languages: ["Russian"],
    });
  });
});

describe("country lists", () => {
  it("spells every destination the same way in the world list", () => {
    for (const c of COUNTRIES) expect(WORLD_COUNTRIES).toContain(c.label);
  });
});
