import { type accountApi, ACCOUNT_MESSAGES as MESSAGES } from "../../../domain/api/account";
import { getDashboard } from "../../db/dashboard";
import { deleteSessions, sessionsOfUser } from "../../db/sessions";
import { errorJson } from "../../errors";
import { principal } from "../../middleware/auth";
import type { Handlers } from "../implement";

/** The caller's dashboard and their sessions (devices), newest activity first; any of them can be signed out. */
export const sessionHandlers: Pick<Handlers<typeof accountApi>, "dashboard" | "sessions" | "endSession"> = {
  dashboard: async (c) => {
    const today = new Date().toISOString().slice(0, 10);
    const data = await getDashboard(c.env.DB, principal(c).userId, today);
    if (!data) return errorJson(c, 404, "no_profile", MESSAGES.noDashboard);
    c.header("Cache-Control", "private, no-store");
    return data;
  },
  sessions: async (c) => {
    const me = principal(c);
    const rows = await sessionsOfUser(c.env.DB, me.userId);
    return {
      sessions: rows.map((s) => ({
        id: s.id,
        current: s.id === me.sessionId,
        user_agent: s.user_agent,
        ip: s.ip,
        aal: s.aal,
        created_at: s.created_at,
        last_active_at: s.refreshed_at ?? s.created_at,
      })),
    };
  },
  endSession: async (c, { params: { id } }) => {
    const me = principal(c);
    const owned = (await sessionsOfUser(c.env.DB, me.userId)).some((s) => s.id === id);
    // Another person's session is indistinguishable from one that does not exist.
    if (!owned) return errorJson(c, 404, "not_found", MESSAGES.noSession);
    await deleteSessions(c.env.DB, me.userId, "local", id);
    return c.body(null, 204);
  },
};
