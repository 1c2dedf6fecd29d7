import { Hono } from "hono";
import { z } from "zod";
import { PROFILE_LIMITS } from "../../domain/profile-form";
import { fileHostApplication } from "../db/host-applications";
import { ensureProfileSlug, getMeProfile } from "../db/me";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow, principal } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { destinationCountry, sameText, text } from "./inputs";

const hostApplication = z.strictObject({
  host_type: z.enum(["guide", "driver", "tour_operator"], { error: "must be guide, driver or tour_operator" }),
  first_name: text(PROFILE_LIMITS.name),
  last_name: text(PROFILE_LIMITS.name),
  city: text(PROFILE_LIMITS.city),
  country: destinationCountry,
  bio: z
    .string({ error: "must be text" })
    .trim()
    .min(PROFILE_LIMITS.bioMin, `needs at least ${PROFILE_LIMITS.bioMin} characters`)
    .max(PROFILE_LIMITS.bioMax, `can be at most ${PROFILE_LIMITS.bioMax} characters`),
  languages: z
    .array(text(PROFILE_LIMITS.language), { error: "must be a list of languages" })
    .min(1, "add at least one language")
    .max(PROFILE_LIMITS.languages, `list at most ${PROFILE_LIMITS.languages}`)
    .transform((list) => list.filter((l, i) => list.findIndex((o) => sameText(o, l)) === i)),
});

const MESSAGES = {
  hostAlreadyReviewed: "Your host profile has already been reviewed, so the application cannot be changed here.",
} as const;

/** POST /api/me/host-application: the signed-in person applies (or re-applies after a rejection) to host. */
export const hostApplicationRoutes = new Hono<AppBindings>().post(
  "/",
  allow("signed-in"),
  validate("json", hostApplication),
  async (c) => {
    const { userId } = principal(c);
    if (!(await fileHostApplication(c.env.DB, userId, c.req.valid("json")))) {
      return errorJson(c, 409, "host_already_reviewed", MESSAGES.hostAlreadyReviewed);
    }
    await ensureProfileSlug(c.env.DB, userId);
    return c.json(await getMeProfile(c.env.DB, userId));
  },
);
