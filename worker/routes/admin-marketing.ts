import { adminMarketingApi, MARKETING_VARIABLES } from "../../domain/api/admin-marketing";
import {
  audienceCount,
  campaign,
  campaigns,
  deleteMarketingTemplate,
  insertMarketingTemplate,
  marketingTemplate,
  marketingTemplates,
  updateMarketingTemplate,
} from "../db/marketing";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { OUTBOX_BATCH } from "../services/email/outbox";
import { deliverMarketingRows, queueMarketingCampaign } from "../services/marketing/campaigns";
import { checkMarketingBody, marketingEmail, unknownVariables } from "../services/marketing/email";
import { siteOrigin } from "../site-origin";
import { implement } from "./implement";

const NOT_FOUND = "No marketing template with this id";

/** A sample token for previews: the link's shape, not a working link. */
const PREVIEW_TOKEN = "preview";

/** /admin/marketing and its editor (issue 18 item 7): admins only, every change audited. */
export const adminMarketingRoutes = implement(adminMarketingApi, {
  templates: async (c) => ({ templates: await marketingTemplates(c.env.DB) }),

  template: async (c, { params }) => {
    const template = await marketingTemplate(c.env.DB, params.id);
    return template ? { template } : errorJson(c, 404, "not_found", NOT_FOUND);
  },

  createTemplate: async (c, { body }) => {
    const problem = checkMarketingBody(body.body, siteOrigin(c.env));
    if (problem) return errorJson(c, 422, "invalid_body", problem);
    const id = await insertMarketingTemplate(c.env.DB, principal(c).userId, body);
    const template = await marketingTemplate(c.env.DB, id);
    if (!template) return errorJson(c, 404, "not_found", NOT_FOUND);
    return c.json({ template }, 201);
  },

  saveTemplate: async (c, { params, body }) => {
    const problem = checkMarketingBody(body.body, siteOrigin(c.env));
    if (problem) return errorJson(c, 422, "invalid_body", problem);
    if (!(await updateMarketingTemplate(c.env.DB, principal(c).userId, params.id, body)))
      return errorJson(c, 404, "not_found", NOT_FOUND);
    const template = await marketingTemplate(c.env.DB, params.id);
    return template ? { template } : errorJson(c, 404, "not_found", NOT_FOUND);
  },

  deleteTemplate: async (c, { params }) => {
    const outcome = await deleteMarketingTemplate(c.env.DB, principal(c).userId, params.id);
    if (outcome.ok) return { deleted: true as const };
    return outcome.refusal === "not_found"
      ? errorJson(c, 404, "not_found", NOT_FOUND)
      : errorJson(c, 409, "template_in_use", "This template was used by a campaign, so its report keeps it.");
  },

  preview: (c, { body }) => {
    const origin = siteOrigin(c.env);
    const problem = checkMarketingBody(body.body, origin);
    if (problem) return errorJson(c, 422, "invalid_body", problem);
    const vars = Object.fromEntries(Object.entries(MARKETING_VARIABLES).map(([k, v]) => [k, v.sample]));
    const mail = marketingEmail({ origin, subject: body.subject, body: body.body, vars, token: PREVIEW_TOKEN });
    return {
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      unknown: unknownVariables(body.subject, body.body),
    };
  },

  audience: async (c, { query }) => ({ count: await audienceCount(c.env.DB, query) }),

  campaigns: async (c) => ({ campaigns: await campaigns(c.env.DB) }),

  send: async (c, { body }) => {
    const template = await marketingTemplate(c.env.DB, body.template_id);
    if (!template) return errorJson(c, 404, "not_found", NOT_FOUND);
    if ((await audienceCount(c.env.DB, body.audience)) === 0)
      return errorJson(c, 409, "empty_audience", "Nobody in this audience has agreed to marketing e-mail.");
    const queued = await queueMarketingCampaign(c.env, {
      adminId: principal(c).userId,
      template,
      audience: body.audience,
    });
    // The first batch right after the response; the housekeeping cron delivers the rest.
    c.executionCtx.waitUntil(
      deliverMarketingRows(c.env, queued.messageIds.slice(0, OUTBOX_BATCH)).catch((err) =>
        console.error(JSON.stringify({ job: "marketing.firstBatch", campaign: queued.id, error: String(err) })),
      ),
    );
    const sent = await campaign(c.env.DB, queued.id);
    return sent ? c.json({ campaign: sent }, 201) : errorJson(c, 404, "not_found", "The campaign was not recorded");
  },
});
