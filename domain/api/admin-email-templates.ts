/**
 * The admins' e-mail settings (issue 18 item 4, /admin/email-settings): every transactional e-mail is a template
 * with a subject and a body in the e-mail body format (named `{{variables}}`, `[Label](link)` buttons, `> ` notes,
 * `# ` the title, `` `{{code}}` `` a code, `{{#name}}…{{/name}}` only when there is a value). Admins list them, open
 * one (its default, its current words and its variables with sample values), save their own version, preview any
 * draft with the sample values, send a draft to themselves through the outbox, and reset a template to its default.
 * Admins only, on the server; saves and resets are audited. The variables and links are checked on the server
 * (400 naming the problem), since the templates live there.
 */
import { z } from "zod";
import { del, get, post, put, reply } from "./endpoint";
import { plainText } from "./fields";

/** Limits of an admin's version of a template (the same as worker/services/email/templates.ts's TEMPLATE_LIMITS). */
export const EMAIL_TEMPLATE_LIMITS = { subjectMax: 200, bodyMax: 20_000 } as const;

const keyParams = z.object({
  key: plainText()
    .trim()
    .min(1, "is required")
    .max(64, "must be a template key")
    .regex(/^[a-z][a-z0-9_]*$/, "must be a template key like booking_update"),
});

/** A subject and body as an admin wrote them (a save, a preview or a test send). */
export const emailTemplateDraft = z.strictObject({
  subject: plainText()
    .trim()
    .min(1, "is required")
    .max(EMAIL_TEMPLATE_LIMITS.subjectMax, `can be at most ${EMAIL_TEMPLATE_LIMITS.subjectMax} characters`),
  body: plainText()
    .trim()
    .min(1, "is required")
    .max(EMAIL_TEMPLATE_LIMITS.bodyMax, `can be at most ${EMAIL_TEMPLATE_LIMITS.bodyMax} characters`),
});
export type EmailTemplateDraft = z.input<typeof emailTemplateDraft>;

export interface EmailTemplateVariable {
  name: string;
  description: string;
  sample: string;
}

export interface EmailTemplateSummary {
  key: string;
  name: string;
  description: string;
  /** Whether an admin's version replaces the default. */
  customised: boolean;
  /** When and by whom the admin's version was saved (null for the default). */
  updated_at: string | null;
  updated_by: string | null;
}

export interface EmailTemplateDetail extends EmailTemplateSummary {
  default_subject: string;
  default_body: string;
  /** What is sent now: the admin's version, else the default. */
  subject: string;
  body: string;
  /** Its own variables, then the ones every template has. */
  variables: EmailTemplateVariable[];
}

export interface EmailTemplatesResponse {
  templates: EmailTemplateSummary[];
}

export interface EmailTemplateResponse {
  template: EmailTemplateDetail;
}

/** A draft rendered with the sample values: exactly the parts an e-mail has. */
export interface EmailPreview {
  subject: string;
  text: string;
  html: string;
}

export interface EmailTestSent {
  /** The admin's own address the test went to. */
  to: string;
}

export const adminEmailTemplatesApi = {
  list: get("/api/admin/email-templates", { access: "admin", response: reply<EmailTemplatesResponse>() }),
  one: get("/api/admin/email-templates/:key", {
    access: "admin",
    params: keyParams,
    response: reply<EmailTemplateResponse>(),
  }),
  save: put("/api/admin/email-templates/:key", {
    access: "admin",
    params: keyParams,
    body: emailTemplateDraft,
    response: reply<EmailTemplateResponse>(),
  }),
  reset: del("/api/admin/email-templates/:key", {
    access: "admin",
    params: keyParams,
    response: reply<EmailTemplateResponse>(),
  }),
  preview: post("/api/admin/email-templates/:key/preview", {
    access: "admin",
    params: keyParams,
    body: emailTemplateDraft,
    response: reply<EmailPreview>(),
  }),
  testSend: post("/api/admin/email-templates/:key/test", {
    access: "admin",
    params: keyParams,
    body: emailTemplateDraft,
    response: reply<EmailTestSent>(),
  }),
} as const;
