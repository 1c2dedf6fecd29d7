/**
 * The admins' push and testing screens (issue 18 item 8): /admin/push-notifications sends a push to one person, to
 * every host or to every traveler, with the recipient count, a preview and each broadcast's delivery report;
 * /admin/testing sends a test e-mail and a test push to the admin, runs a cron job group now and shows the outboxes
 * (the dead letter filterable, a failed row re-queued). Admins only, checked on the server; every action audited.
 */
import { z } from "zod";
import { get, post, reply } from "./endpoint";
import { plainText } from "./fields";

export const PUSH_AUDIENCES = ["person", "hosts", "travelers"] as const;
export type PushAudience = (typeof PUSH_AUDIENCES)[number];

export const PUSH_AUDIENCE_LABELS: Record<PushAudience, string> = {
  person: "One person",
  hosts: "All hosts",
  travelers: "All travelers",
};

/** Lengths a notification shows whole on a phone's lock screen. */
export const BROADCAST_LIMITS = { title: 65, body: 240, deepLink: 300 } as const;

const email = plainText().trim().toLowerCase().email("must be an e-mail address").max(254);

/** A same-site path the tap opens: starts with one "/", no scheme, no host, no spaces or backslashes. */
export const sameSitePath = plainText()
  .trim()
  .max(BROADCAST_LIMITS.deepLink, `can be at most ${BROADCAST_LIMITS.deepLink} characters`)
  .regex(/^\/(?![/\\])[^\s\\]*$/, "must be a path on this site, starting with /");

const audienceField = z.enum(PUSH_AUDIENCES, { error: "must be person, hosts or travelers" });

export const pushAudienceQuery = z
  .strictObject({ audience: audienceField, email: email.optional() })
  .refine((q) => q.audience !== "person" || q.email, { message: "email is required for one person", path: ["email"] });

export const pushBroadcastBody = z
  .strictObject({
    title: plainText()
      .trim()
      .min(1, "is required")
      .max(BROADCAST_LIMITS.title, `can be at most ${BROADCAST_LIMITS.title} characters`),
    body: plainText()
      .trim()
      .min(1, "is required")
      .max(BROADCAST_LIMITS.body, `can be at most ${BROADCAST_LIMITS.body} characters`),
    deep_link: sameSitePath,
    audience: audienceField,
    email: email.optional(),
  })
  .refine((b) => b.audience !== "person" || b.email, { message: "email is required for one person", path: ["email"] });

export interface PushAudienceResponse {
  /** People in the audience with an active device (who will get the push). */
  recipients: number;
  /** For one person: who the address belongs to (null: nobody has it). */
  person?: { name: string; has_device: boolean } | null;
}

export interface PushBroadcastReport {
  id: string;
  title: string;
  body: string;
  deep_link: string;
  audience: string;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  created_at: string;
  created_by_name: string | null;
}

export interface PushBroadcastsResponse {
  broadcasts: PushBroadcastReport[];
}

export interface PushBroadcastResponse {
  broadcast: PushBroadcastReport;
}

/** The cron job groups of worker/cron/index.ts CRON, by name. */
export const CRON_GROUPS = ["tokenRefresh", "incompleteUserExport", "housekeeping"] as const;
export type CronGroup = (typeof CRON_GROUPS)[number];
export const CRON_GROUP_INFO: Record<CronGroup, { label: string; description: string }> = {
  tokenRefresh: {
    label: "Token refresh",
    description:
      "Renews the FCM access token, marks push tokens not refreshed for 30 days stale, deletes expired sessions and codes.",
  },
  incompleteUserExport: {
    label: "Incomplete-user export",
    description:
      "Exports users without a user type as CSV, refreshes response times and superhost badges, clears old addresses and delivered mail past their retention.",
  },
  housekeeping: {
    label: "Housekeeping",
    description:
      "Expires unpaid bookings, publishes scheduled stories, delivers queued e-mail and pushes, sweeps unused uploads.",
  },
};

export const runCronBody = z.strictObject({
  group: z.enum(CRON_GROUPS, { error: `must be one of ${CRON_GROUPS.join(", ")}` }),
});

export const OUTBOX_KINDS = ["email", "push"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];

export const outboxQuery = z.strictObject({
  status: z.enum(OUTBOX_STATUSES, { error: "must be queued, sent or failed" }).optional(),
});

export const outboxRetryParams = z.object({
  kind: z.enum(OUTBOX_KINDS, { error: "must be email or push" }),
  id: plainText().trim().min(1, "is required").max(64, "must be an id"),
});

export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  /** The e-mail's address, or the person's e-mail for a push. */
  to: string | null;
  /** The e-mail's subject, or the push's title. */
  subject: string;
  status: OutboxStatusName;
  attempts: number;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface OutboxResponse {
  email: OutboxEntry[];
  push: OutboxEntry[];
  /** Failed rows (the dead letter) of each outbox, whatever the filter. */
  failed: Record<OutboxKind, number>;
}

export interface TestSendResponse {
  entry: OutboxEntry;
}

export interface CronRunResponse {
  group: CronGroup;
  started_at: string;
  finished_at: string;
}

/** How many outbox rows the testing screen lists per outbox. */
export const OUTBOX_PAGE = 50;

export const adminPushApi = {
  audience: get("/api/admin/push/audience", {
    access: "admin",
    query: pushAudienceQuery,
    response: reply<PushAudienceResponse>(),
  }),
  broadcasts: get("/api/admin/push/broadcasts", { access: "admin", response: reply<PushBroadcastsResponse>() }),
  send: post("/api/admin/push/broadcasts", {
    access: "admin",
    body: pushBroadcastBody,
    response: reply<PushBroadcastResponse>(),
  }),
  testEmail: post("/api/admin/testing/email", { access: "admin", response: reply<TestSendResponse>() }),
  testPush: post("/api/admin/testing/push", { access: "admin", response: reply<TestSendResponse>() }),
  runCron: post("/api/admin/testing/cron", { access: "admin", body: runCronBody, response: reply<CronRunResponse>() }),
  outbox: get("/api/admin/testing/outbox", { access: "admin", query: outboxQuery, response: reply<OutboxResponse>() }),
  retry: post("/api/admin/testing/outbox/:kind/:id/retry", {
    access: "admin",
    params: outboxRetryParams,
    response: reply<TestSendResponse>(),
  }),
} as const;
