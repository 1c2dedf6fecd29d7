/**
 * Marketing e-mail (issue 18 item 7): the admins' templates (name, subject and a body in the admin body format of
 * worker/services/email/body.ts), a preview as the recipient sees it, the size of an audience, and campaigns — one
 * template sent to one audience through the outbox in batches, with a report of what happened to each message.
 * Only people who opted in (a `marketing` notification setting with e-mail on), are not deleted and have an
 * e-mail address are counted and sent to. Admins only; every change is audited. The public side (the
 * unsubscribe link and RFC 8058 one-click) is domain/api/unsubscribe.ts.
 */
import { z } from "zod";
import { COUNTRIES } from "../geo";
import { del, get, post, put, reply } from "./endpoint";
import { pickedFrom, plainText, requiredText } from "./fields";

export const MARKETING_LIMITS = { nameMax: 80, subjectMax: 150, bodyMax: 5000 } as const;

/** The variables a marketing body may use, with what each holds and the sample the preview fills in. */
export const MARKETING_VARIABLES = {
  firstName: { label: "First name", sample: "Amira", fallback: "there" },
} as const;
export type MarketingVariable = keyof typeof MARKETING_VARIABLES;

/** Who a campaign goes to (marketing_sends.audience). */
export const AUDIENCE_KINDS = ["travelers", "hosts", "incomplete", "country"] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const AUDIENCE_LABEL: Record<AudienceKind, string> = {
  travelers: "All travelers",
  hosts: "All hosts",
  incomplete: "Incomplete sign-ups",
  country: "Travelers interested in a country",
};

export const AUDIENCE_HINT: Record<AudienceKind, string> = {
  travelers: "Everyone whose profile says traveler.",
  hosts: "Everyone whose profile says host, whatever the state of their application.",
  incomplete: "People who signed up but never chose host or traveler.",
  country: "Travelers whose trip request lists the country.",
};

const countryField = pickedFrom(
  COUNTRIES.map((c) => c.label),
  "must be a country from the list",
);

export const audienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("travelers") }),
    z.strictObject({ kind: z.literal("hosts") }),
    z.strictObject({ kind: z.literal("incomplete") }),
    z.strictObject({ kind: z.literal("country"), country: countryField }),
  ],
  { error: `kind: must be one of ${AUDIENCE_KINDS.join(", ")}` },
);
export type Audience = z.output<typeof audienceSchema>;

/** "Travelers interested in Bolivia", "All hosts". */
export function audienceLabel(audience: { kind: string; country?: string }): string {
  if (audience.kind === "country") return `Travelers interested in ${audience.country ?? "a country"}`;
  return AUDIENCE_LABEL[audience.kind as AudienceKind] ?? audience.kind;
}

const id = plainText().trim().min(1, "is required").max(64, "must be an id");
const idParams = z.object({ id });

export const templateBody = z.strictObject({
  name: requiredText(MARKETING_LIMITS.nameMax),
  subject: requiredText(MARKETING_LIMITS.subjectMax),
  body: requiredText(MARKETING_LIMITS.bodyMax),
});
export type TemplateInput = z.input<typeof templateBody>;

export const previewBody = z.strictObject({
  subject: plainText().max(MARKETING_LIMITS.subjectMax, `can be at most ${MARKETING_LIMITS.subjectMax} characters`),
  body: plainText().max(MARKETING_LIMITS.bodyMax, `can be at most ${MARKETING_LIMITS.bodyMax} characters`),
});

/** GET /api/admin/marketing/audience: `kind`, and `country` for the country audience. */
export const audienceQuery = z
  .strictObject({
    kind: z.enum(AUDIENCE_KINDS, { error: `must be one of ${AUDIENCE_KINDS.join(", ")}` }),
    country: countryField.optional(),
  })
  .transform((q, ctx) => {
    if (q.kind !== "country") return { kind: q.kind } as Audience;
    if (!q.country) {
      ctx.addIssue({ code: "custom", path: ["country"], message: "is required for the country audience" });
      return z.NEVER;
    }
    return { kind: "country", country: q.country } as Audience;
  });

export const campaignBody = z.strictObject({ template_id: id, audience: audienceSchema });

export interface MarketingTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
  /** Campaigns sent with it: a template in use can't be deleted. */
  campaigns: number;
  created_at: string;
  updated_at: string;
}

export interface MarketingPreview {
  subject: string;
  html: string;
  text: string;
  /** Variables the subject and body use that the e-mail does not fill in (shown as written, so a typo shows). */
  unknown: string[];
}

/** What happened to a campaign's messages (from the outbox and the unsubscribes). */
export interface CampaignReport {
  sent: number;
  queued: number;
  failed: number;
  /** Not sent because the person withdrew consent between queueing and delivery. */
  skipped: number;
  /** People who unsubscribed through this campaign's link. */
  unsubscribed: number;
}

export interface Campaign {
  id: string;
  template_id: string;
  template_name: string;
  audience: { kind: string; country?: string };
  audience_label: string;
  recipients: number;
  status: "sending" | "sent";
  created_by_name: string | null;
  created_at: string;
  finished_at: string | null;
  report: CampaignReport;
}

export const adminMarketingApi = {
  templates: get("/api/admin/marketing/templates", {
    access: "admin",
    response: reply<{ templates: MarketingTemplate[] }>(),
  }),
  template: get("/api/admin/marketing/templates/:id", {
    access: "admin",
    params: idParams,
    response: reply<{ template: MarketingTemplate }>(),
  }),
  createTemplate: post("/api/admin/marketing/templates", {
    access: "admin",
    body: templateBody,
    response: reply<{ template: MarketingTemplate }>(),
  }),
  saveTemplate: put("/api/admin/marketing/templates/:id", {
    access: "admin",
    params: idParams,
    body: templateBody,
    response: reply<{ template: MarketingTemplate }>(),
  }),
  /** Only a template no campaign used (409 otherwise: the campaigns' reports keep naming it). */
  deleteTemplate: del("/api/admin/marketing/templates/:id", {
    access: "admin",
    params: idParams,
    response: reply<{ deleted: true }>(),
  }),
  preview: post("/api/admin/marketing/preview", {
    access: "admin",
    body: previewBody,
    response: reply<MarketingPreview>(),
  }),
  audience: get("/api/admin/marketing/audience", {
    access: "admin",
    query: audienceQuery,
    response: reply<{ count: number }>(),
  }),
  campaigns: get("/api/admin/marketing/campaigns", {
    access: "admin",
    response: reply<{ campaigns: Campaign[] }>(),
  }),
  send: post("/api/admin/marketing/campaigns", {
    access: "admin",
    body: campaignBody,
    response: reply<{ campaign: Campaign }>(),
  }),
} as const;
