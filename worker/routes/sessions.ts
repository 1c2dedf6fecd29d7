import { Hono } from "hono";
import { z } from "zod";
import type { MySession, MySessionsResponse } from "../../domain/api/account";
import { deleteSessions, sessionsOfUser } from "../db/auth";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow, principal } from "../middleware/auth";
import { validate } from "../middleware/validate";

const sessionId = z.object({ id: z.uuid() });

/** The signed-in person's sessions (devices), newest activity first; any of them can be signed out. */
export const sessionRoutes = new Hono<AppBindings>()
  .get("/", allow("signed-in"), async (c) => {
    const me = principal(c);
    const rows = await sessionsOfUser(c.env.DB, me.userId);
    const sessions: MySession[] = rows.map((s) => ({
      id: s.id,
      current: s.id === me.sessionId,
      user_agent: s.user_agent,
      ip: s.ip,
      aal: s.aal,
      created_at: s.created_at,
      last_active_at: s.refreshed_at ?? s.created_at,
    }));
    return c.json<MySessionsResponse>({ sessions });
  })
  .delete("/:id", allow("signed-in"), validate("param", sessionId), async (c) => {
    const me = principal(c);
    const { id } = c.req.valid("param");
    const owned = (await sessionsOfUser(c.env.DB, me.userId)).some((s) => s.id === id);
    // Another person's session is indistinguishable from one that does not exist.
    if (!owned) return errorJson(c, 404, "not_found", "No such session");
    await deleteSessions(c.env.DB, me.userId, "local", id);
    return c.body(null, 204);
  });
