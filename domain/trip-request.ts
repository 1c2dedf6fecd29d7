/**
 * A traveler's trip request (spec §3 trip_requests; shown on /travelers and /traveler/{id or slug}) and the public
 * profile link (profile_slug): the rules shared by PUT /api/me/trip-request, PATCH /api/me/profile and the edit pages.
 * Messages name the field they are about ("end_date: …"), as every API message does.
 */
import { z } from "zod";
import { COUNTRIES } from "./geo";
import { isUuid } from "./listing-slug";
import { sameText } from "./text";

export const TRIP_LIMITS = {
  destinations: 10,
  groupMin: 1,
  groupMax: 50,
  interests: 10,
  interest: 40,
  description: 2000,
} as const;

/** The budget levels a traveler picks from (the demo data's levels; /travelers reads "Mid-range budget" etc.). */
export const BUDGET_LEVELS = ["budget", "mid-range", "comfort", "luxury"] as const;
export type BudgetLevel = (typeof BUDGET_LEVELS)[number];
export const BUDGET_LABEL: Record<BudgetLevel, string> = {
  budget: "Low budget",
  "mid-range": "Mid-range",
  comfort: "Comfort",
  luxury: "Luxury",
};

const DESTINATIONS = COUNTRIES.map((c) => c.label);

/** The list's spelling of a destination country, or null when it is not one of ours. */
export function tripDestination(text: string): string | null {
  return DESTINATIONS.find((d) => sameText(d, text.trim())) ?? null;
}

/** Today as YYYY-MM-DD in UTC. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

const isoDate = z
  .string({ error: "must be a date like 2026-05-31" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-05-31")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, "is not a real date");

/**
 * PUT /api/me/trip-request: the whole request. Dates are optional (a traveler may not know yet) but an end needs a
 * start, comes on or after it, and the trip is not over (one day of slack for time zones ahead of UTC).
 */
export function tripRequestSchema(clock: () => Date = () => new Date()) {
  return z
    .strictObject({
      destinations: z
        .array(z.string({ error: "must be text" }), { error: "must be a list of countries" })
        .max(TRIP_LIMITS.destinations, `can list at most ${TRIP_LIMITS.destinations} countries`)
        .transform((list, ctx) => {
          const out: string[] = [];
          for (const item of list) {
            const found = tripDestination(item);
            if (!found) {
              ctx.addIssue({ code: "custom", message: `"${item.slice(0, 60)}" is not one of our destinations` });
              return z.NEVER;
            }
            if (!out.includes(found)) out.push(found);
          }
          return out;
        }),
      start_date: isoDate.nullable(),
      end_date: isoDate.nullable(),
      group_size: z
        .number({ error: "must be a number" })
        .int("must be a whole number")
        .min(TRIP_LIMITS.groupMin, `must be at least ${TRIP_LIMITS.groupMin}`)
        .max(TRIP_LIMITS.groupMax, `can be at most ${TRIP_LIMITS.groupMax}`),
      interests: z
        .array(
          z
            .string({ error: "must be text" })
            .trim()
            .min(1, "cannot be empty")
            .max(TRIP_LIMITS.interest, `can be at most ${TRIP_LIMITS.interest} characters each`),
          { error: "must be a list of texts" },
        )
        .max(TRIP_LIMITS.interests, `can list at most ${TRIP_LIMITS.interests}`)
        .transform((list) => list.filter((x, i) => list.findIndex((y) => sameText(x, y)) === i)),
      budget: z.enum(BUDGET_LEVELS, { error: `must be one of ${BUDGET_LEVELS.join(", ")}` }).nullable(),
      description: z
        .string({ error: "must be text" })
        .trim()
        .max(TRIP_LIMITS.description, `can be at most ${TRIP_LIMITS.description} characters`)
        .nullable()
        .transform((s) => (s ? s : null)),
      is_public: z.boolean({ error: "must be true or false" }),
    })
    .superRefine((t, ctx) => {
      if (t.end_date && !t.start_date)
        ctx.addIssue({ code: "custom", path: ["start_date"], message: "is required when there is an end date" });
      if (t.start_date && t.end_date && t.end_date < t.start_date)
        ctx.addIssue({ code: "custom", path: ["end_date"], message: "must be on or after the start date" });
      const last = t.end_date ?? t.start_date;
      if (last && last < todayIso(new Date(clock().getTime() - 86_400_000)))
        ctx.addIssue({
          code: "custom",
          path: [t.end_date ? "end_date" : "start_date"],
          message: "is in the past",
        });
    });
}

export const TRIP_REQUEST_SCHEMA = tripRequestSchema();
export type TripRequestInput = z.input<typeof TRIP_REQUEST_SCHEMA>;

// ───────────────────────────── profile link ─────────────────────────────

export const PROFILE_SLUG_LIMITS = { min: 3, max: 40 } as const;

/**
 * Why a profile link (the {slug} of /host/{slug} and /traveler/{slug}) cannot be used, or null when it can:
 * lowercase letters, digits and single hyphens, 3–40 characters, and not UUID-shaped (those address people by id).
 */
export function profileSlugProblem(slug: string): string | null {
  if (slug.length < PROFILE_SLUG_LIMITS.min) return `needs at least ${PROFILE_SLUG_LIMITS.min} characters`;
  if (slug.length > PROFILE_SLUG_LIMITS.max) return `can be at most ${PROFILE_SLUG_LIMITS.max} characters`;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    return "use lowercase letters, digits and single hyphens (no spaces, no hyphen at either end)";
  if (isUuid(slug)) return "cannot look like an id";
  return null;
}

export const profileSlugSchema = z
  .string({ error: "must be text" })
  .trim()
  .superRefine((s, ctx) => {
    const problem = profileSlugProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
