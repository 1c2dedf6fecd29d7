/**
 * The account screens' profile form (/complete-profile, /simple-complete-profile, the registration wizard): the
 * draft a person fills in, its limits, and validation messages that name the field they are about.
 */
import { z } from "zod";
import { pickedFrom, plainText, requiredText } from "./api/fields";
import { COUNTRIES } from "./geo";
import { sameText } from "./text";
import { HOST_TYPES, type HostType, type UserType } from "./vocabulary";
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

// ───────────────────────────── the fields, as the server checks them too ─────────────────────────────

/** Said of a destination country that is not one of ours (hosts, listings). */
export const DESTINATION_HINT = "choose one of the countries our hosts work in";

const DESTINATIONS = COUNTRIES.map((c) => c.label);

/** A host's country: where they host, one of the destinations (saved in the list's spelling). */
export const hostCountry = pickedFrom(DESTINATIONS, DESTINATION_HINT);

/** A traveler's country: where they live, any country. */
export const travelerCountry = pickedFrom(WORLD_COUNTRIES, "choose a country from the list");

export const personName = requiredText(PROFILE_LIMITS.name);
export const cityName = requiredText(PROFILE_LIMITS.city);

export const hostTypeField = z.enum(HOST_TYPES, {
  error: (iss) =>
    iss.input === undefined ? "choose guide, driver or tour operator" : "must be guide, driver or tour_operator",
});

/** A host's bio as travelers read it. */
export const hostBio = plainText()
  .trim()
  .min(1, "is required")
  .min(PROFILE_LIMITS.bioMin, {
    error: (iss) => `needs at least ${PROFILE_LIMITS.bioMin} characters (${String(iss.input ?? "").length} so far)`,
  })
  .max(PROFILE_LIMITS.bioMax, `can be at most ${PROFILE_LIMITS.bioMax} characters`);

/** The languages a host speaks: 1 to 10, each named once whatever its case. */
export const hostLanguages = z
  .array(requiredText(PROFILE_LIMITS.language), { error: "must be a list of languages" })
  .min(1, "add at least one language you speak")
  .max(PROFILE_LIMITS.languages, `list at most ${PROFILE_LIMITS.languages}`)
  .transform((list) => list.filter((l, i) => list.findIndex((o) => sameText(o, l)) === i));

/** The canonical spelling of a destination country (hosts), or null when it is not one. */
export function destinationCountry(text: string): string | null {
  const parsed = hostCountry.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** The canonical spelling of any country (travelers), or null. */
export function worldCountry(text: string): string | null {
  const parsed = travelerCountry.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * A field's problem as a form shows it, after the field's label: "First name is required.", "Country: choose a
 * country from the list." The server sends the same phrase after the field's key ("first_name: is required").
 */
export function formMessage(label: string, phrase: string): string {
  return /^(is|are|can|needs|must) /.test(phrase) ? `${label} ${phrase}.` : `${label}: ${phrase}.`;
}

const FIELD_SCHEMA: Record<Exclude<DraftField, "account_type" | "country">, z.ZodType> = {
  first_name: personName,
  last_name: personName,
  city: cityName,
  host_type: hostTypeField,
  bio: hostBio,
  languages: hostLanguages,
};

function checkField(field: DraftField, d: ProfileDraft): string | undefined {
  if (field === "account_type")
    return d.account_type
      ? undefined
      : formMessage(FIELD_LABEL.account_type, "choose whether you are traveling or hosting");
  const schema =
    field === "country" ? (d.account_type === "host" ? hostCountry : travelerCountry) : FIELD_SCHEMA[field];
  const result = schema.safeParse(d[field] ?? undefined);
  return result.success ? undefined : formMessage(FIELD_LABEL[field], result.error.issues[0]?.message ?? "is invalid");
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
