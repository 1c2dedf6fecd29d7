import type { Context } from "hono";
import {
  adminEmailTemplatesApi,
  type EmailTemplateDetail,
  type EmailTemplateDraft,
  type EmailTemplateSummary,
} from "../../domain/api/admin-email-templates";
import {
  type EmailTemplateOverride,
  emailTemplateOverride,
  emailTemplateOverrides,
  resetEmailTemplate,
  saveEmailTemplate,
} from "../db/email-templates";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { deliverOutbox, emailSender, queueEmail } from "../services/email/outbox";
import {
  EMAIL_TEMPLATE_LIST,
  EMAIL_TEMPLATES,
  type EmailContent,
  type EmailTemplateKey,
  isEmailTemplateKey,
  renderTemplate,
  sampleValues,
  type TemplateDefinition,
  templateProblem,
  templateVariables,
} from "../services/email/templates";
import { siteOrigin } from "../site-origin";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

const NOT_FOUND = "No e-mail template with this key";

/** What a test send's subject starts with, so the admin's inbox tells a test from the real thing. */
export const TEST_SUBJECT_PREFIX = "[Test] ";

function summary(d: TemplateDefinition, o: EmailTemplateOverride | null | undefined): EmailTemplateSummary {
  return {
    key: d.key,
    name: d.name,
    description: d.description,
    customised: Boolean(o),
    updated_at: o?.updated_at ?? null,
    updated_by: o?.updated_by ?? null,
  };
}

async function detail(c: Ctx, key: EmailTemplateKey): Promise<{ template: EmailTemplateDetail }> {
  const d = EMAIL_TEMPLATES[key];
  const o = await emailTemplateOverride(c.env.DB, key);
  const samples = sampleValues(key, siteOrigin(c.env));
  return {
    template: {
      ...summary(d, o),
      default_subject: d.subject,
      default_body: d.body,
      subject: o?.subject ?? d.subject,
      body: o?.body ?? d.body,
      variables: templateVariables(key).map(({ name, description, sample }) => ({
        name,
        description,
        sample: samples[name] ?? sample,
      })),
    },
  };
}

/** The template's key, or the 404 answer. */
function known(c: Ctx, key: string): { key: EmailTemplateKey } | { refused: Response } {
  return isEmailTemplateKey(key) ? { key } : { refused: errorJson(c, 404, "not_found", NOT_FOUND) };
}

/** The draft rendered with the sample values, or the answer refusing it: 404 for no such template, 400 naming the problem. */
function rendered(
  c: Ctx,
  key: string,
  draft: EmailTemplateDraft,
): { key: EmailTemplateKey; mail: EmailContent } | { refused: Response } {
  if (!isEmailTemplateKey(key)) return { refused: errorJson(c, 404, "not_found", NOT_FOUND) };
  const origin = siteOrigin(c.env);
  const problem = templateProblem(key, draft, origin);
  if (problem) return { refused: errorJson(c, 400, "invalid_request", problem) };
  return { key, mail: renderTemplate(key, origin, draft, sampleValues(key, origin)) };
}

/**
 * /api/admin/email-templates (issue 18 item 4): admins only, checked before anything else. A saved version applies
 * to every message delivered from then on, queued ones included (worker/services/email/outbox.ts).
 */
export const adminEmailTemplateRoutes = implement(adminEmailTemplatesApi, {
  list: async (c) => {
    c.header("Cache-Control", "private, no-store");
    const overrides = new Map((await emailTemplateOverrides(c.env.DB)).map((o) => [o.key, o]));
    return { templates: EMAIL_TEMPLATE_LIST.map((d) => summary(d, overrides.get(d.key))) };
  },
  one: async (c, { params }) => {
    c.header("Cache-Control", "private, no-store");
    const t = known(c, params.key);
    if ("refused" in t) return t.refused;
    return detail(c, t.key);
  },
  save: async (c, { params, body }) => {
    const t = rendered(c, params.key, body);
    if ("refused" in t) return t.refused;
    await saveEmailTemplate(c.env.DB, { key: t.key, ...body, adminId: principal(c).userId });
    return detail(c, t.key);
  },
  reset: async (c, { params }) => {
    const t = known(c, params.key);
    if ("refused" in t) return t.refused;
    await resetEmailTemplate(c.env.DB, t.key, principal(c).userId);
    return detail(c, t.key);
  },
  preview: (c, { params, body }) => {
    c.header("Cache-Control", "private, no-store");
    const t = rendered(c, params.key, body);
    if ("refused" in t) return t.refused;
    return { subject: t.mail.subject, text: t.mail.text, html: t.mail.html };
  },
  testSend: async (c, { params, body }) => {
    const to = principal(c).email;
    const t = rendered(c, params.key, body);
    if ("refused" in t) return t.refused;
    if (!to) return errorJson(c, 409, "no_email", "Your account has no e-mail address to send the test to.");
    // Not under the template's key: the delivery must not swap this draft for the saved version.
    const id = await queueEmail(c.env.DB, {
      to,
      subject: `${TEST_SUBJECT_PREFIX}${t.mail.subject}`,
      text: t.mail.text,
      html: t.mail.html,
      template_key: `test:${t.key}`,
      user_id: principal(c).userId,
    });
    c.executionCtx.waitUntil(
      deliverOutbox(c.env, emailSender(c.env), { ids: [id] }).catch((err) =>
        console.error(JSON.stringify({ job: "emailTemplates.test", error: String(err) })),
      ),
    );
    return c.json({ to }, 202);
  },
});
