import type { Context } from "hono";
import { BAD_UNSUBSCRIBE_LINK, maskedEmail, type UnsubscribeState, unsubscribeApi } from "../../domain/api/unsubscribe";
import {
  resubscribeToMarketing,
  type UnsubscribeSubject,
  unsubscribeFromMarketing,
  unsubscribeSubject,
} from "../db/marketing";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { type UnsubscribeClaim, verifyUnsubscribeToken } from "../services/marketing/token";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

/** The person a genuine token names, or the 400 a bad link gets. */
async function subjectOf(
  c: Ctx,
  token: string,
): Promise<{ ok: false; response: Response } | { ok: true; claim: UnsubscribeClaim; subject: UnsubscribeSubject }> {
  const claim = await verifyUnsubscribeToken(c.env, token);
  const subject = claim ? await unsubscribeSubject(c.env.DB, claim.userId) : null;
  if (!claim || !subject) return { ok: false, response: errorJson(c, 400, "invalid_token", BAD_UNSUBSCRIBE_LINK) };
  return { ok: true, claim, subject };
}

const state = (email: string | null, subscribed: boolean): UnsubscribeState => ({
  email: email ? maskedEmail(email) : "",
  subscribed,
});

/**
 * The unsubscribe link and RFC 8058 one-click (issue 18 item 7): the signed token is the only permission, no
 * session is read, and the body (`List-Unsubscribe=One-Click` from a mail provider, nothing from the page) is not
 * needed. Only marketing consent changes.
 */
export const unsubscribeRoutes = implement(unsubscribeApi, {
  state: async (c, { query }) => {
    const found = await subjectOf(c, query.token);
    if (!found.ok) return found.response;
    return state(found.subject.email, found.subject.subscribed);
  },
  unsubscribe: async (c, { query }) => {
    const found = await subjectOf(c, query.token);
    if (!found.ok) return found.response;
    await unsubscribeFromMarketing(c.env.DB, found.claim.userId, found.claim.campaignId);
    return state(found.subject.email, false);
  },
  resubscribe: async (c, { query }) => {
    const found = await subjectOf(c, query.token);
    if (!found.ok) return found.response;
    await resubscribeToMarketing(c.env.DB, found.claim.userId);
    return state(found.subject.email, true);
  },
});
