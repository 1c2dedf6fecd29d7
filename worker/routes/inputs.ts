/** zod pieces shared by the /api/me routes: required text with the field's limit, countries picked from a list. */
import { z } from "zod";
import { COUNTRIES } from "../../domain/geo";
import { PROFILE_LIMITS } from "../../domain/profile-form";
import { HOST_TYPES } from "../../domain/vocabulary";
import { WORLD_COUNTRIES } from "../../domain/world-countries";

export const sameText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

export const text = (max: number) =>
  z.string({ error: "must be text" }).trim().min(1, "is required").max(max, `can be at most ${max} characters`);

/** A country picked from a list, saved in the list's spelling whatever the case it was typed in. */
const countryFrom = (list: readonly string[], hint: string) =>
  z
    .string({ error: "must be text" })
    .trim()
    .transform((value, ctx) => {
      const found = list.find((c) => sameText(c, value));
      if (!found) {
        ctx.addIssue({ code: "custom", message: hint });
        return z.NEVER;
      }
      return found;
    });

const DESTINATIONS = COUNTRIES.map((c) => c.label);
export const worldCountry = countryFrom(WORLD_COUNTRIES, "choose a country from the list");
export const destinationCountry = countryFrom(DESTINATIONS, "choose one of the countries our hosts work in");

/** A host's bio as travelers read it (the profile form's limits). */
export const hostBio = z
  .string({ error: "must be text" })
  .trim()
  .min(PROFILE_LIMITS.bioMin, `needs at least ${PROFILE_LIMITS.bioMin} characters`)
  .max(PROFILE_LIMITS.bioMax, `can be at most ${PROFILE_LIMITS.bioMax} characters`);

/** The languages a host speaks: 1 to 10, each named once whatever its case. */
export const hostLanguages = z
  .array(text(PROFILE_LIMITS.language), { error: "must be a list of languages" })
  .min(1, "add at least one language")
  .max(PROFILE_LIMITS.languages, `list at most ${PROFILE_LIMITS.languages}`)
  .transform((list) => list.filter((l, i) => list.findIndex((o) => sameText(o, l)) === i));

export const hostType = z.enum(HOST_TYPES, {
  error: "must be guide, driver or tour_operator",
});
