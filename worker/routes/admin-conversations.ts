import { adminConversationsApi, ADMIN_CONVERSATION_MESSAGES as M } from "../../domain/api/admin-conversations";
import {
  adminConversation,
  findPeople,
  listAdminConversations,
  listSupportConversations,
  openSupportConversation,
  resolveReport,
} from "../db/admin-conversations";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { implement } from "./implement";

/**
 * /api/admin/conversations and the support line (admins only, domain/api/admin-conversations.ts): the searchable
 * list with reported conversations first, one conversation with its reports (audit-logged), resolving a report
 * (audit-logged), people to write to, and each person's support conversation (opened or created, audit-logged).
 */
export const adminConversationRoutes = implement(adminConversationsApi, {
  list: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return listAdminConversations(c.env.DB, query);
  },
  one: async (c, { params }) => {
    const found = await adminConversation(c.env.DB, params.id, principal(c).userId);
    if (!found) return errorJson(c, 404, "not_found", M.notFound);
    c.header("Cache-Control", "private, no-store");
    return found;
  },
  resolve: async (c, { params }) => {
    const report = await resolveReport(c.env.DB, params.id, params.reportId, principal(c).userId);
    if (!report) return errorJson(c, 404, "not_found", M.reportNotFound);
    return { report };
  },
  people: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return { people: await findPeople(c.env.DB, query.q) };
  },
  supportList: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return listSupportConversations(c.env.DB, query.cursor);
  },
  openSupport: async (c, { body }) => {
    const me = principal(c).userId;
    if (body.userId === me) return errorJson(c, 400, "invalid_request", M.yourself);
    const opened = await openSupportConversation(c.env.DB, body.userId, me);
    if (!opened.ok) return errorJson(c, 404, "not_found", M.noPerson);
    c.header("Cache-Control", "private, no-store");
    return c.json(opened.value, opened.value.created ? 201 : 200);
  },
});
