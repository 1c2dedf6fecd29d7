import type { Context } from "hono";
import {
  CONTACT_HONEYPOT,
  CONTACT_INBOX_PAGE,
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMITS,
  CONTACT_TOPIC_LABEL,
  contactApi,
} from "../../domain/api/contact";
import { BRAND } from "../../domain/brand";
import { clientIp } from "../auth/limits";
import { contactInbox, resolveContactMessage, storeContactMessage } from "../db/contact-messages";
import { decodeCursor, encodeCursor } from "../db/cursor";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal, resolvePrincipal } from "../middleware/auth";
import { deliverOutbox, emailSender } from "../services/email/outbox";
import { contactMessageEmail } from "../services/email/templates";
import { hitRateLimit, perIpRule } from "../services/rate-limit";
import { siteOrigin } from "../site-origin";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

/** Counts the message against the sender's IP and, when signed in, against them; the first limit reached refuses. */
async function overLimit(c: Ctx, userId: string | null): Promise<number | null> {
  const checks = [hitRateLimit(c.env.DB, `contact:ip:${clientIp(c)}`, perIpRule(CONTACT_RATE_LIMITS.ip, c.env))];
  if (userId) checks.push(hitRateLimit(c.env.DB, `contact:user:${userId}`, CONTACT_RATE_LIMITS.person));
  const refused = (await Promise.all(checks)).find((r) => !r.ok);
  return refused && !refused.ok ? refused.retryAfter : null;
}

/**
 * POST /api/contact stores a message for the admins' inbox and mails it to the support address (one batch);
 * GET /api/admin/contact-messages and POST /api/admin/contact-messages/:id/resolve are that inbox.
 */
export const contactRoutes = implement(contactApi, {
  send: async (c, { body }) => {
    // A bot filled in the field people never see: it is told what a person would be, and nothing is kept.
    if (body[CONTACT_HONEYPOT]?.trim()) return { received: true as const };
    const who = await resolvePrincipal(c);
    const retryAfter = await overLimit(c, who?.userId ?? null);
    if (retryAfter !== null) {
      c.header("Retry-After", String(retryAfter));
      return errorJson(c, 429, "over_request_rate_limit", CONTACT_MESSAGES.tooMany);
    }
    const origin = siteOrigin(c.env);
    const topic = CONTACT_TOPIC_LABEL[body.topic];
    const { emailId } = await storeContactMessage(
      c.env.DB,
      { name: body.name, email: body.email, topic: body.topic, message: body.message, userId: who?.userId ?? null },
      () => ({
        to: BRAND.supportEmail,
        ...contactMessageEmail({ origin, name: body.name, email: body.email, topic, message: body.message }),
      }),
    );
    c.executionCtx.waitUntil(
      deliverOutbox(c.env, emailSender(c.env), { ids: [emailId] }).catch((err) =>
        console.error(JSON.stringify({ job: "contact.mail", error: String(err) })),
      ),
    );
    return { received: true as const };
  },
  inbox: async (c, { query: { status, cursor } }) => {
    const after = cursor ? decodeCursor(cursor, ["string", "string"] as const) : null;
    const page = await contactInbox(c.env.DB, status, after, CONTACT_INBOX_PAGE);
    c.header("Cache-Control", "private, no-store");
    return { items: page.items, next_cursor: page.next ? encodeCursor(page.next) : null, counts: page.counts };
  },
  resolve: async (c, { params }) => {
    const message = await resolveContactMessage(c.env.DB, params.id, principal(c).userId);
    if (!message) return errorJson(c, 404, "not_found", CONTACT_MESSAGES.notFound);
    return { message };
  },
});
