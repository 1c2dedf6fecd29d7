import type { Context } from "hono";
import { notificationsApi } from "../../domain/api/notifications";
import { NOTIFICATION_KIND_INFO, type NotificationKind } from "../../domain/notifications";
import { personSettings, saveSettings, settableKinds } from "../db/notification-settings";
import { markNotificationsRead, notificationsPage, unreadNotificationCount } from "../db/notifications";
import { deletePushToken, pushTokenOf, registerPushToken } from "../db/push-tokens";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

/** The person's notifications changed on one device: every open tab and device hears the bell's new count. */
async function tellHub(c: Ctx, userId: string): Promise<void> {
  try {
    await c.env.USER_HUB.get(c.env.USER_HUB.idFromName(userId)).noticesChanged(userId);
  } catch (error) {
    console.error(JSON.stringify({ route: "notifications", error: "hub_notices_failed", detail: String(error) }));
  }
}

/** The web device's push endpoint (its token is the subscription's JSON), else null. */
function endpointOf(platform: string, token: string): string | null {
  if (platform !== "web") return null;
  try {
    const endpoint = (JSON.parse(token) as { endpoint?: unknown }).endpoint;
    return typeof endpoint === "string" ? endpoint : null;
  } catch {
    return null;
  }
}

async function settingsOf(c: Ctx, userId: string) {
  const [settings, device] = await Promise.all([personSettings(c.env.DB, userId), pushTokenOf(c.env.DB, userId)]);
  return {
    ...settings,
    pushDevice: device
      ? {
          platform: device.platform,
          active: device.active,
          updatedAt: device.updated_at,
          endpoint: endpointOf(device.platform, device.token),
        }
      : null,
  };
}

/**
 * /api/notifications, /api/notification-settings, /api/push-tokens and /api/push/config: the notification centre,
 * the person's channels, their device for pushes, and the key browsers subscribe to Web Push with.
 */
export const notificationRoutes = implement(notificationsApi, {
  list: async (c, { query }) => {
    const me = principal(c).userId;
    const [page, unread] = await Promise.all([
      notificationsPage(c.env.DB, me, query),
      unreadNotificationCount(c.env.DB, me),
    ]);
    return { ...page, unread };
  },
  read: async (c, { body }) => {
    const me = principal(c).userId;
    const marked = await markNotificationsRead(c.env.DB, me, "all" in body ? { all: true } : { ids: body.ids });
    if (marked) await tellHub(c, me);
    return { marked, unread: await unreadNotificationCount(c.env.DB, me) };
  },
  settings: (c) => settingsOf(c, principal(c).userId),
  saveSettings: async (c, { body }) => {
    const me = principal(c).userId;
    const allowed = new Set(await settableKinds(c.env.DB, me));
    const refused = (Object.keys(body.kinds) as NotificationKind[]).find((k) => !allowed.has(k));
    if (refused) {
      return errorJson(
        c,
        400,
        "invalid_request",
        `kinds.${refused}: ${NOTIFICATION_KIND_INFO[refused].label} notifications are for hosts only`,
      );
    }
    await saveSettings(c.env.DB, me, body);
    return settingsOf(c, me);
  },
  registerPushToken: async (c, { body }) => {
    const stored = await registerPushToken(c.env.DB, principal(c).userId, body.token, body.platform);
    return { platform: stored.platform, active: stored.active, updatedAt: stored.updated_at };
  },
  deletePushToken: async (c) => ({ deleted: await deletePushToken(c.env.DB, principal(c).userId) }),
  // The public half of the VAPID pair the worker signs pushes with (worker/services/push/web-push.ts).
  pushConfig: (c) => ({ vapidPublicKey: c.env.VAPID_PUBLIC_KEY?.trim() || null }),
});
