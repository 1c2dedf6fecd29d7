/**
 * The account screens' profile form (/complete-profile, /simple-complete-profile, the registration wizard): the
 * draft a person fills in, its limits, and validation messages that name the field they are about.
 */
import { COUNTRIES } from "./geo";
import type { HostType, UserType } from "./vocabulary";
import { WORLD_COUNTRIES } from "./world-countries";

export interface ProfileDraft {
  account_type: UserType | null;
  first_name: string;
  last_name: string;
  /** Travelers: the country they live in (any country); hosts: the destination they host in (COUNTRIES). */
  country: string;
  city: string;
  host_type: HostType | null;
  bio: string;
  languages: string[];
}

export type DraftField = keyof ProfileDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: ProfileDraft = {
  account_type: null,
  first_name: "",
  last_name: "",
  country: "",
  city: "",
  host_type: null,
  bio: "",
  languages: [],
};

export const PROFILE_LIMITS = {
  name: 50,
  city: 80,
  bioMin: 50,
  bioMax: 1000,
  language: 40,
  languages: 10,
} as const;

/** How each field is named in labels and in the messages about it. */
export const FIELD_LABEL: Record<DraftField, string> = {
  account_type: "Account type",
  first_name: "First name",
  last_name: "Last name",
  country: "Country",
  city: "City",
  host_type: "Host type",
  bio: "About you",
  languages: "Languages",
};

/** The fields each screen asks for. */
export function requiredFields(screen: "full" | "simple", type: UserType | null): DraftField[] {
  if (screen === "simple") return ["account_type", "first_name", "country"];
  if (type === "host")
    return ["account_type", "first_name", "last_name", "country", "city", "host_type", "bio", "languages"];
  return ["account_type", "first_name", "last_name", "country", "city"];
}

const sameText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

/** The canonical spelling of a destination country (hosts), or null when it is not one. */
export function destinationCountry(text: string): string | null {
  return COUNTRIES.find((c) => sameText(c.label, text.trim()))?.label ?? null;
}

/** The canonical spelling of any country (travelers), or null. */
export function worldCountry(text: string): string | null {
  return WORLD_COUNTRIES.find((c) => sameText(c, text.trim())) ?? null;
}

function checkText(label: string, value: string, max: number): string | undefined {
  const text = value.trim();
  if (!text) return `${label} is required.`;
  if (text.length > max) return `${label} can be at most ${max} characters.`;
  return undefined;
}

function checkField(field: DraftField, d: ProfileDraft): string | undefined {
  const label = FIELD_LABEL[field];
  switch (field) {
    case "account_type":
      return d.account_type ? undefined : "Account type: choose whether you are traveling or hosting.";
    case "first_name":
    case "last_name":
      return checkText(label, d[field], PROFILE_LIMITS.name);
    case "city":
      return checkText(label, d.city, PROFILE_LIMITS.city);
    case "country": {
      if (!d.country.trim()) return "Country is required.";
      if (d.account_type === "host" && !destinationCountry(d.country))
        return "Country: choose one of the countries in the list (where our hosts work).";
      if (d.account_type !== "host" && !worldCountry(d.country)) return "Country: choose a country from the list.";
      return undefined;
    }
    case "host_type":
      return d.host_type ? undefined : "Host type: choose guide, driver or tour operator.";
    case "bio": {
      const n = d.bio.trim().length;
      if (n === 0) return "About you is required.";
      if (n < PROFILE_LIMITS.bioMin)
        return `About you needs at least ${PROFILE_LIMITS.bioMin} characters (${n} so far).`;
      if (n > PROFILE_LIMITS.bioMax) return `About you can be at most ${PROFILE_LIMITS.bioMax} characters.`;
      return undefined;
    }
    case "languages":
      if (d.languages.length === 0) return "Languages: add at least one language you speak.";
      if (d.languages.length > PROFILE_LIMITS.languages) return `Languages: list at most ${PROFILE_LIMITS.languages}.`;
      return undefined;
  }
}

/** Messages for the given fields that are not filled in correctly, in the order given. */
export function validateDraft(d: ProfileDraft, fields: readonly DraftField[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of fields) {
    const message = checkField(field, d);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A language as the person typed it, tidied ("  kazakh " → "Kazakh"), or null when it is empty, too long or
 * already in the list.
 */
export function addLanguage(list: readonly string[], text: string): string[] | null {
  const clean = text.trim().replace(/\s+/g, " ");
  if (!clean || clean.length > PROFILE_LIMITS.language) return null;
  const name = clean.charAt(0).toLocaleUpperCase("en") + clean.slice(1);
  if (list.some((l) => sameText(l, name))) return null;
  return [...list, name];
}

/** PATCH /api/me/profile body for a traveler; fields left empty (the short form) are not sent. */
export function travelerPatch(d: ProfileDraft) {
  const patch: { user_type: "traveler"; first_name: string; country: string; last_name?: string; city?: string } = {
    user_type: "traveler",
    first_name: d.first_name.trim(),
    country: worldCountry(d.country) ?? d.country.trim(),
  };
  if (d.last_name.trim()) patch.last_name = d.last_name.trim();
  if (d.city.trim()) patch.city = d.city.trim();
  return patch;
}

/** POST /api/me/host-application body, from a draft that passed validation. */
export function hostApplication(d: ProfileDraft) {
  if (!d.host_type) throw new Error("hostApplication: the host type is checked before submitting");
  return {
    host_type: d.host_type,
    first_name: d.first_name.trim(),
    last_name: d.last_name.trim(),
    city: d.city.trim(),
    country: destinationCountry(d.country) ?? d.country.trim(),
    bio: d.bio.trim(),
    languages: d.languages,
  };
}
