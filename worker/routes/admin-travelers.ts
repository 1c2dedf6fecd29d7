import type { Context } from "hono";
import type { AdminTravelerRow } from "../../domain/api/admin-travelers";
import { adminTravelersApi } from "../../domain/api/admin-travelers";
import {
  conversationIdsOf,
  listTravelers,
  restoreTraveler,
  type SuspensionRefusal,
  suspendTraveler,
  type TravelerListFilter,
  travelerDetail,
} from "../db/admin-travelers";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { allPages, type CsvColumn, csvAnswer, toCsv } from "../services/csv";
import { accountRestoredEmail, accountSuspendedEmail } from "../services/email/templates";
import { notify } from "../services/notify";
import { siteOrigin } from "../site-origin";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

const MESSAGES = {
  notFound: "No traveler with this id",
  ownAccount: "You cannot suspend your own account",
  adminAccount: "Admins cannot be suspended here: remove their admin rights first",
  alreadySuspended: "This traveler is already suspended",
  notSuspended: "This traveler is not suspended",
} as const;

/** The most conversation rooms told to close a suspended person's sockets (the most recently active ones). */
const ROOMS_SIGNED_OUT_MAX = 200;

function refusal(c: Ctx, r: SuspensionRefusal): Response {
  switch (r) {
    case "not_found":
      return errorJson(c, 404, "not_found", MESSAGES.notFound);
    case "admin_account":
      return errorJson(c, 409, "admin_account", MESSAGES.adminAccount);
    case "already_suspended":
      return errorJson(c, 409, "already_suspended", MESSAGES.alreadySuspended);
    case "not_suspended":
      return errorJson(c, 409, "not_suspended", MESSAGES.notSuspended);
  }
}

/**
 * Closes the person's live sockets: their hub (every tab and device) and the rooms of their conversations, each
 * with 4401 (the session ended): the client stops reconnecting. Their sessions are gone already, so a reconnect is
 * refused (401) anyway; this ends what is open now. A room or hub that fails is logged, never the admin's error.
 */
async function closeSockets(c: Ctx, userId: string): Promise<void> {
  const rooms = await conversationIdsOf(c.env.DB, userId, ROOMS_SIGNED_OUT_MAX);
  const calls = [
    c.env.USER_HUB.get(c.env.USER_HUB.idFromName(userId)).signOut(userId),
    ...rooms.map((id) => c.env.CONVERSATION_ROOM.get(c.env.CONVERSATION_ROOM.idFromName(id)).signOut(userId)),
  ];
  for (const result of await Promise.allSettled(calls)) {
    if (result.status === "rejected")
      console.error(JSON.stringify({ error: "sign_out_sockets_failed", detail: String(result.reason).slice(0, 300) }));
  }
}

const CSV_COLUMNS: CsvColumn<AdminTravelerRow>[] = [
  { header: "id", value: (r) => r.id },
  { header: "name", value: (r) => r.name },
  { header: "email", value: (r) => r.email },
  { header: "phone", value: (r) => r.phone },
  { header: "city", value: (r) => r.city },
  { header: "country", value: (r) => r.country },
  { header: "signed_up", value: (r) => r.created_at },
  { header: "last_sign_in", value: (r) => r.last_sign_in_at },
  { header: "email_confirmed", value: (r) => (r.email_confirmed ? "yes" : "no") },
  { header: "status", value: (r) => r.status },
  { header: "suspended_at", value: (r) => r.suspended_at },
  { header: "public_trip_request", value: (r) => (r.has_trip_request ? "yes" : "no") },
];

/**
 * /api/admin/travelers: the console's travelers. GET lists them (search, filters, sort, keyset pages) and
 * /export answers the same filter as CSV; GET /:id is one person with their trip request, bookings, conversations
 * and sessions; POST /:id/suspend {reason} and /:id/restore change their standing (audited; the person is told by
 * e-mail). A suspension ends every session at once and closes the person's live sockets.
 */
export const adminTravelerRoutes = implement(adminTravelersApi, {
  list: async (c, { query: { cursor, limit, ...filter } }) => {
    c.header("Cache-Control", "private, no-store");
    return listTravelers(c.env.DB, filter as TravelerListFilter, { cursor, limit });
  },
  export: async (c, { query }) => {
    const { rows, truncated } = await allPages((cursor, limit) =>
      listTravelers(c.env.DB, query as TravelerListFilter, { cursor, limit }),
    );
    return csvAnswer(c, "travelers", toCsv(CSV_COLUMNS, rows), truncated);
  },
  detail: async (c, { params }) => {
    const found = await travelerDetail(c.env.DB, params.id);
    if (!found) return errorJson(c, 404, "not_found", MESSAGES.notFound);
    c.header("Cache-Control", "private, no-store");
    return found;
  },
  suspend: async (c, { params, body }) => {
    const admin = principal(c);
    if (params.id === admin.userId) return errorJson(c, 409, "own_account", MESSAGES.ownAccount);
    const origin = siteOrigin(c.env);
    const told = await notify(c.env, [
      {
        userId: params.id,
        kind: "account_suspended",
        title: "Your account is suspended",
        body: body.reason,
        deepLink: "/auth",
        email: ({ firstName }) => accountSuspendedEmail({ origin, firstName, reason: body.reason }),
        // Only by e-mail: they cannot sign in to read a notice.
        channels: ["email"],
      },
    ]);
    const done = await suspendTraveler(c.env.DB, {
      id: params.id,
      adminId: admin.userId,
      reason: body.reason,
      notices: told.statements,
    });
    if (!done.ok) return refusal(c, done.refusal);
    await closeSockets(c, params.id);
    c.executionCtx.waitUntil(told.after());
    const now = await travelerDetail(c.env.DB, params.id);
    if (!now) return errorJson(c, 404, "not_found", MESSAGES.notFound);
    return now;
  },
  restore: async (c, { params }) => {
    const admin = principal(c);
    const before = await travelerDetail(c.env.DB, params.id);
    if (!before) return errorJson(c, 404, "not_found", MESSAGES.notFound);
    const origin = siteOrigin(c.env);
    const told = await notify(c.env, [
      {
        userId: params.id,
        kind: "account_restored",
        title: "Your account is restored",
        body: "You can sign in again.",
        deepLink: "/auth",
        email: ({ firstName }) => accountRestoredEmail({ origin, firstName }),
        channels: ["email"],
      },
    ]);
    const done = await restoreTraveler(c.env.DB, {
      id: params.id,
      adminId: admin.userId,
      liftedReason: before.traveler.suspension?.reason ?? null,
      notices: told.statements,
    });
    if (!done.ok) return refusal(c, done.refusal);
    c.executionCtx.waitUntil(told.after());
    const now = await travelerDetail(c.env.DB, params.id);
    if (!now) return errorJson(c, 404, "not_found", MESSAGES.notFound);
    return now;
  },
});
