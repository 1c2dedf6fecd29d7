/**
 * The notification centre (issue 18 items 2, 3, 5, 6): the signed-in person's in-app notifications (the bell's list
 * and /notifications) and marking them read, their channels per kind (/notification-settings) with marketing
 * consent, the device that receives their pushes (push_tokens, spec §3/§7: at most one row per person) and the
 * public key a browser subscribes to Web Push with.
 */
import { z } from "zod";
import { type ChannelSettings, NOTIFICATION_KINDS, type NotificationKind } from "../notifications";
import { del, get, post, put, reply } from "./endpoint";
import { cursor, plainText } from "./fields";

/** Spec §3 push_tokens.platform. */
export const PUSH_PLATFORMS = ["android", "ios", "web"] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/** The bell's dropdown and /notifications read this many at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The most notifications one POST /api/notifications/read marks by id. */
export const MAX_READ_IDS = 100;

export const notificationsQuery = z.strictObject({
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});

const notificationId = plainText("must be a notification's id").trim().min(1).max(64, "must be a notification's id");

/** POST /api/notifications/read: these of the person's notifications, or all of them. */
export const readNotificationsBody = z.union(
  [
    z.strictObject({
      ids: z
        .array(notificationId, { error: "must be a list of notification ids" })
        .min(1, "must name at least one notification")
        .max(MAX_READ_IDS, `can name at most ${MAX_READ_IDS} notifications`),
    }),
    z.strictObject({ all: z.literal(true, { error: "must be true" }) }),
  ],
  { error: "must be {ids: [...]} or {all: true}" },
);
export type ReadNotificationsBody = z.input<typeof readNotificationsBody>;

const channels = z.strictObject({
  in_app: z.boolean({ error: "must be true or false" }),
  email: z.boolean({ error: "must be true or false" }),
  push: z.boolean({ error: "must be true or false" }),
});

/**
 * PUT /api/notification-settings: the channels of some or all kinds (a kind left out keeps what it had) and, when
 * given, marketing consent.
 */
export const notificationSettingsBody = z.strictObject({
  kinds: z
    .partialRecord(z.enum(NOTIFICATION_KINDS, { error: `must be one of ${NOTIFICATION_KINDS.join(", ")}` }), channels)
    .default({}),
  marketing: z.boolean({ error: "must be true or false" }).optional(),
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBody>;

/**
 * The browsers' push services (Chrome and other Chromium browsers, Firefox, Safari, Edge). The worker posts to a web
 * device's endpoint, so any other address would let a signed-in person make it post wherever they like (SSRF).
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
];

/** Whether an endpoint is a browser push service's: https, its default port, no user info, a listed host. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/**
 * A Web Push subscription as `PushSubscription.toJSON()` gives it (the token of a `web` device): the push service's
 * https endpoint and the browser's keys (RFC 8291).
 */
const webSubscription = z.object({
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(2048)
    .refine(isPushServiceEndpoint, "must be a browser push service's address"),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/** Whether a `web` token is a subscription's JSON (the push sender reads its endpoint and keys). */
export function isWebSubscription(token: string): boolean {
  try {
    return webSubscription.safeParse(JSON.parse(token)).success;
  } catch {
    return false;
  }
}

/** POST /api/push-tokens: this device's token (FCM's for android and ios; the subscription's JSON for web). */
export const pushTokenBody = z
  .strictObject({
    token: z.string({ error: "is required" }).trim().min(1, "is required").max(4096, "can be at most 4096 characters"),
    platform: z.enum(PUSH_PLATFORMS, { error: "must be android, ios or web" }),
  })
  .refine((b) => b.platform !== "web" || isWebSubscription(b.token), {
    path: ["token"],
    message: "must be a Web Push subscription (JSON with an https endpoint and keys)",
  });
export type PushTokenBody = z.input<typeof pushTokenBody>;

export interface NotificationItem {
  id: string;
  /** The notice kind (`booking_requested`, `new_message`…); domain/notifications.ts settingsKindOf names its setting. */
  kind: string;
  title: string;
  body: string;
  /** The same-site path the notification opens. */
  link: string;
  read: boolean;
  createdAt: string;
}

export interface NotificationsResponse {
  notifications: NotificationItem[];
  /** All of the person's unread notifications (the bell's count), not only this page's. */
  unread: number;
  next_cursor: string | null;
}

export interface ReadNotificationsResponse {
  /** How many were unread and are read now. */
  marked: number;
  unread: number;
}

export interface KindSettings extends ChannelSettings {
  kind: NotificationKind;
}

export interface NotificationSettingsResponse {
  /** The kinds this person can be notified about (hosts' kinds only for hosts), in NOTIFICATION_KINDS order. */
  kinds: KindSettings[];
  /** Consent to marketing e-mail (off until given). */
  marketing: boolean;
  /**
   * The one device the person's pushes go to (spec §3), null when none: a `web` one names its push endpoint, so a
   * browser can tell whether it is that device.
   */
  pushDevice: { platform: PushPlatform; active: boolean; updatedAt: string; endpoint: string | null } | null;
}

export interface PushTokenResponse {
  platform: PushPlatform;
  active: boolean;
  updatedAt: string;
}

export interface PushConfigResponse {
  /** The VAPID public key (base64url) a browser subscribes with; null while Web Push is not configured. */
  vapidPublicKey: string | null;
}

export const notificationsApi = {
  /** The signed-in person's notifications, newest first, with their unread count. */
  list: get("/api/notifications", {
    access: "signed-in",
    query: notificationsQuery,
    response: reply<NotificationsResponse>(),
  }),
  /** Marks some or all of the person's own notifications read (others' ids change nothing). */
  read: post("/api/notifications/read", {
    access: "signed-in",
    body: readNotificationsBody,
    response: reply<ReadNotificationsResponse>(),
  }),
  settings: get("/api/notification-settings", {
    access: "signed-in",
    response: reply<NotificationSettingsResponse>(),
  }),
  saveSettings: put("/api/notification-settings", {
    access: "signed-in",
    body: notificationSettingsBody,
    response: reply<NotificationSettingsResponse>(),
  }),
  /** Spec §7: insert; on the unique conflict (one row per person) update that row. */
  registerPushToken: post("/api/push-tokens", {
    access: "signed-in",
    body: pushTokenBody,
    response: reply<PushTokenResponse>(),
  }),
  /** Spec §7: delete by user_id (this person no longer receives pushes). */
  deletePushToken: del("/api/push-tokens", {
    access: "signed-in",
    response: reply<{ deleted: boolean }>(),
  }),
  pushConfig: get("/api/push/config", {
    access: "public",
    response: reply<PushConfigResponse>(),
  }),
};
