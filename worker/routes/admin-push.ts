/**
 * /admin/push-notifications and /admin/testing (issue 18 item 8): admins only (the contracts' access rule runs
 * before anything else); every action that sends or changes something is audited.
 */
import type { Context } from "hono";
import { adminPushApi, type CronGroup, OUTBOX_PAGE, type OutboxKind } from "../../domain/api/admin-push";
import { pushChannelOf } from "../../domain/notifications";
import { CRON, runScheduled } from "../cron";
import {
  audienceRecipients,
  broadcastQueuedIds,
  broadcastReport,
  broadcastReports,
  outboxEntries,
  outboxEntry,
  personByEmail,
  queueBroadcast,
  requeueFailed,
} from "../db/admin-push";
import { auditStatement } from "../db/audit";
import { pushOutboxStatement } from "../db/push-outbox";
import { activePushToken } from "../db/push-tokens";
import { userById } from "../db/users";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { deliverOutbox, emailSender, queueEmail } from "../services/email/outbox";
import { render } from "../services/email/templates";
import { pushSender } from "../services/push";
import { deliverPushOutbox, PUSH_BATCH } from "../services/push/outbox";
import { siteOrigin } from "../site-origin";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

export const ADMIN_PUSH_MESSAGES = {
  noPerson: "Nobody has an account with that e-mail address.",
  noDevice: "That person has no device with push notifications turned on.",
  noRecipients: "Nobody in this audience has a device with push notifications turned on.",
  noOwnDevice:
    "You have no device with push notifications turned on. Turn them on in your notification settings on the device you want to test, then try again.",
  notFound: "There is no such outbox row.",
  notFailed: "Only a failed row can be sent again.",
} as const;
const M = ADMIN_PUSH_MESSAGES;

const audit = (c: Ctx, action: string, entityType: string, entityId: string | null, details = {}) =>
  c.env.DB.batch([auditStatement(c.env.DB, { actorId: principal(c).userId, action, entityType, entityId, details })]);

/** Delivers rows after the response is on its way (the cron delivers what is left). */
function deliverPushesLater(c: Ctx, ids: string[]) {
  c.executionCtx.waitUntil(
    deliverPushOutbox(c.env, pushSender(c.env), { ids }).catch((err) =>
      console.error(JSON.stringify({ request_id: c.get("requestId"), job: "deliverPushOutbox", error: String(err) })),
    ),
  );
}

export const adminPushRoutes = implement(adminPushApi, {
  audience: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    if (query.audience !== "person") return { recipients: await audienceRecipients(c.env.DB, query.audience) };
    const person = await personByEmail(c.env.DB, query.email ?? "");
    return {
      recipients: person?.has_device ? 1 : 0,
      person: person ? { name: person.name, has_device: person.has_device } : null,
    };
  },
  broadcasts: async (c) => {
    c.header("Cache-Control", "private, no-store");
    return { broadcasts: await broadcastReports(c.env.DB) };
  },
  send: async (c, { body }) => {
    if (body.audience === "person") {
      const person = await personByEmail(c.env.DB, body.email ?? "");
      if (!person) return errorJson(c, 404, "not_found", M.noPerson);
      if (!person.has_device) return errorJson(c, 409, "no_device", M.noDevice);
    } else if ((await audienceRecipients(c.env.DB, body.audience)) === 0)
      return errorJson(c, 409, "no_recipients", M.noRecipients);
    const { id } = await queueBroadcast(c.env.DB, {
      title: body.title,
      body: body.body,
      deepLink: body.deep_link,
      audience: body.audience,
      email: body.email,
      adminId: principal(c).userId,
    });
    deliverPushesLater(c, await broadcastQueuedIds(c.env.DB, id, PUSH_BATCH));
    const broadcast = await broadcastReport(c.env.DB, id);
    if (!broadcast) return errorJson(c, 500, "internal_error", "The broadcast was not saved.");
    return c.json({ broadcast }, 201);
  },
  testEmail: async (c) => {
    const me = await userById(c.env.DB, principal(c).userId);
    if (!me?.email) return errorJson(c, 409, "no_email", "Your account has no e-mail address to send a test to.");
    const origin = siteOrigin(c.env);
    const sentAt = new Date().toUTCString();
    // render()'s key is only echoed back; the row is stored without a template, so no admin override applies.
    const { subject, text, html } = render(
      "contact_message",
      origin,
      "Test e-mail from the admin area",
      "Your test e-mail",
      [
        { kind: "paragraph", text: `You asked for this test from /admin/testing on ${sentAt}.` },
        {
          kind: "paragraph",
          text: "If you can read it, outgoing e-mail works: the outbox delivered it through the provider.",
        },
        { kind: "button", label: "Open the testing screen", href: "/admin/testing" },
      ],
    );
    const id = await queueEmail(c.env.DB, { to: me.email, subject, text, html, user_id: me.id });
    await audit(c, "test_email_sent", "email_outbox", id);
    await deliverOutbox(c.env, emailSender(c.env), { ids: [id] });
    const entry = await outboxEntry(c.env.DB, "email", id);
    return entry ? c.json({ entry }, 201) : errorJson(c, 404, "not_found", M.notFound);
  },
  testPush: async (c) => {
    const userId = principal(c).userId;
    if (!(await activePushToken(c.env.DB, userId))) return errorJson(c, 409, "no_device", M.noOwnDevice);
    const queued = pushOutboxStatement(c.env.DB, {
      user_id: userId,
      kind: "admin_test",
      channel: pushChannelOf(null),
      title: "Test notification",
      body: "Push notifications reach this device. Tap to open the testing screen.",
      data: { deepLink: "/admin/testing", type: "admin_test" },
      tag: "admin-test",
    });
    await c.env.DB.batch([
      queued.statement,
      auditStatement(c.env.DB, {
        actorId: userId,
        action: "test_push_sent",
        entityType: "push_outbox",
        entityId: queued.id,
      }),
    ]);
    await deliverPushOutbox(c.env, pushSender(c.env), { ids: [queued.id] });
    const entry = await outboxEntry(c.env.DB, "push", queued.id);
    return entry ? c.json({ entry }, 201) : errorJson(c, 404, "not_found", M.notFound);
  },
  runCron: async (c, { body }) => {
    const group: CronGroup = body.group;
    const started_at = new Date().toISOString();
    await audit(c, "cron_run", "cron", group, { cron: CRON[group] });
    await runScheduled(CRON[group], c.env);
    return { group, started_at, finished_at: new Date().toISOString() };
  },
  outbox: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return outboxEntries(c.env.DB, query.status, OUTBOX_PAGE);
  },
  retry: async (c, { params }) => {
    const kind: OutboxKind = params.kind;
    const before = await outboxEntry(c.env.DB, kind, params.id);
    if (!before) return errorJson(c, 404, "not_found", M.notFound);
    if (!(await requeueFailed(c.env.DB, kind, params.id, principal(c).userId)))
      return errorJson(c, 409, "not_failed", M.notFailed);
    if (kind === "push") deliverPushesLater(c, [params.id]);
    else
      c.executionCtx.waitUntil(
        deliverOutbox(c.env, emailSender(c.env), { ids: [params.id] }).then(
          () => undefined,
          (err) => console.error(JSON.stringify({ job: "deliverOutbox", error: String(err) })),
        ),
      );
    const entry = await outboxEntry(c.env.DB, kind, params.id);
    return entry ? { entry } : errorJson(c, 404, "not_found", M.notFound);
  },
});
