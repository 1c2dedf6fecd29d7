/**
 * What a person can be notified about, on which channels, and how pushes look on a device (issue 18; spec §1
 * "notifications with per-user settings", §3 notification payload data, §4 push registration, §8 push results,
 * §9 push channels and timing). Shared by the worker's notify() service, the settings page and the native shell.
 */

/**
 * The kinds a person sets channels for (`notification_settings.kind`). Every notice maps to one of them:
 * booking notices (`booking_*`) to `booking`, a new message to `new_message`, and so on.
 */
export const NOTIFICATION_KINDS = [
  "new_message",
  "booking",
  "review",
  "host_application",
  "traveler_signup",
  "blog",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ["in_app", "email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelSettings = Record<NotificationChannel, boolean>;

/** The settings kind of marketing e-mail: only its `email` channel is used, and it is off until the person opts in. */
export const MARKETING_KIND = "marketing";

/** What a kind is called on /notification-settings, what it covers, and who it is for. */
export const NOTIFICATION_KIND_INFO: Record<
  NotificationKind,
  { label: string; description: string; audience: "everyone" | "hosts" }
> = {
  new_message: {
    label: "Messages",
    description: "New messages in your conversations.",
    audience: "everyone",
  },
  booking: {
    label: "Bookings",
    description: "Requests, confirmations, declines, cancellations and payments.",
    audience: "everyone",
  },
  review: {
    label: "Reviews",
    description: "A review of your trip or of you is published.",
    audience: "everyone",
  },
  host_application: {
    label: "Host application",
    description: "Your application to host is approved or declined.",
    audience: "hosts",
  },
  traveler_signup: {
    label: "New travelers",
    description: "A traveler interested in your country joins.",
    audience: "hosts",
  },
  blog: {
    label: "Stories",
    description: "A story you submitted is published or declined.",
    audience: "everyone",
  },
};

/**
 * Channels a person has before they change anything (no `notification_settings` row). Everything that concerns a
 * trip is on everywhere; news of other people signing up stays off e-mail so it never floods an inbox.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, ChannelSettings> = {
  new_message: { in_app: true, email: true, push: true },
  booking: { in_app: true, email: true, push: true },
  review: { in_app: true, email: true, push: true },
  host_application: { in_app: true, email: true, push: true },
  traveler_signup: { in_app: true, email: false, push: true },
  blog: { in_app: true, email: true, push: false },
};

/** The settings kind of a notice kind (`booking_confirmed` → `booking`); null for a kind nobody can switch off. */
export function settingsKindOf(noticeKind: string): NotificationKind | null {
  if (noticeKind.startsWith("booking_")) return "booking";
  if (noticeKind.startsWith("review_")) return "review";
  if (noticeKind.startsWith("host_application_")) return "host_application";
  if (noticeKind.startsWith("article_")) return "blog";
  return (NOTIFICATION_KINDS as readonly string[]).includes(noticeKind) ? (noticeKind as NotificationKind) : null;
}

/** §9 push channels (created on Android by the native shell; the web uses them for urgency and tags). */
export const PUSH_CHANNELS = {
  messages: { name: "Messages", importance: 4, lights: true, vibration: true },
  bookings: { name: "Bookings", importance: 4, lights: true, vibration: true },
  general: { name: "General", importance: 3, lights: false, vibration: false },
} as const;
export type PushChannelId = keyof typeof PUSH_CHANNELS;

export function pushChannelOf(kind: NotificationKind | null): PushChannelId {
  if (kind === "new_message") return "messages";
  if (kind === "booking") return "bookings";
  return "general";
}

/** §3 notification payload data, carried by every push (string values only: FCM's `data` is a string map). */
export interface PushPayloadData {
  /** A same-site path the tap opens. */
  deepLink: string;
  /** The notice kind; `new_message` and `traveler_signup` are the §3 types the shell routes by. */
  type: string;
  traveler_id?: string;
  conversation_id?: string;
}

/** §4 push permission statuses. */
export const PUSH_PERMISSION_STATUSES = ["granted", "denied", "web", "error", "unknown"] as const;
export type PushPermissionStatus = (typeof PUSH_PERMISSION_STATUSES)[number];

/** §8 push results, word for word. */
export const PUSH_RESULTS = {
  granted: "Permissions granted",
  denied: "Permissions denied",
  web: "Push notifications not supported on web",
  noPlugin: "PushNotifications plugin not available",
} as const;

/** §8: the toast when saving settings fails. */
export const SETTINGS_UPDATE_FAILED = "Failed to update settings";

/** §9: how long registration waits for the device's token. */
export const PUSH_TOKEN_WAIT_MS = 10_000;
/** §4/§9: a token not refreshed for this long needs refreshing (the cron marks it inactive). */
export const PUSH_TOKEN_REFRESH_DAYS = 30;
