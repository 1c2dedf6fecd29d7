/**
 * Web Push in this browser (issue 18 item 5): what the browser can do, registering the service worker
 * (web/public/sw.js), subscribing with the site's VAPID key and storing the subscription as the person's push
 * token (platform `web`; spec §3: one device per person), and unsubscribing. Loaded only by the settings page and
 * on sign-out.
 */
import { PUSH_RESULTS } from "../../../domain/notifications";
import { call } from "../lib/api";

export const SERVICE_WORKER_URL = "/sw.js";

export interface BrowserPushState {
  /** Service workers, the Push API and notifications are all available (and the page is a secure context). */
  supported: boolean;
  permission: NotificationPermission | "unsupported";
  /** This browser's current subscription's endpoint, if it has one. */
  endpoint: string | null;
}

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration("/");
}

export async function browserPushState(): Promise<BrowserPushState> {
  if (!pushSupported()) return { supported: false, permission: "unsupported", endpoint: null };
  const reg = await registration().catch(() => undefined);
  const sub = await reg?.pushManager.getSubscription().catch(() => null);
  return { supported: true, permission: Notification.permission, endpoint: sub?.endpoint ?? null };
}

/** The VAPID key as the Push API takes it (base64url → bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type EnableResult = { ok: true; message: typeof PUSH_RESULTS.granted } | { ok: false; message: string };

/** Why push could not be turned on here, in the site's words (spec §8 where it has them). */
export const PUSH_UNAVAILABLE = "Push notifications are not available on this site right now.";
export const PUSH_FAILED = "This browser could not be subscribed to push notifications. Try again later.";

/**
 * Asks for permission, registers the service worker, subscribes with the VAPID key and stores the subscription as
 * the person's device. Pushes then come to this browser (a phone registered before stops getting them).
 */
export async function enableBrowserPush(): Promise<EnableResult> {
  if (!pushSupported()) return { ok: false, message: PUSH_RESULTS.web };
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") return { ok: false, message: PUSH_RESULTS.denied };
  const { vapidPublicKey } = await call("GET /api/push/config");
  if (!vapidPublicKey) return { ok: false, message: PUSH_UNAVAILABLE };
  try {
    const reg = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
    await navigator.serviceWorker.ready;
    const key = keyBytes(vapidPublicKey);
    let sub = await reg.pushManager.getSubscription();
    // A subscription made with another key (the keys were rotated) cannot receive our pushes: make a new one.
    const current = sub?.options.applicationServerKey;
    if (sub && current && new Uint8Array(current).toString() !== key.toString()) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await call("POST /api/push-tokens", { body: { token: JSON.stringify(sub.toJSON()), platform: "web" } });
    return { ok: true, message: PUSH_RESULTS.granted };
  } catch {
    return { ok: false, message: PUSH_FAILED };
  }
}

/** Stops pushes to this browser: its subscription ends, and the person's device is forgotten when it was this one. */
export async function disableBrowserPush(forgetDevice: boolean): Promise<void> {
  await unsubscribeBrowser();
  if (forgetDevice) await call("DELETE /api/push-tokens");
}

/**
 * Ends this browser's subscription, if any (spec §4 SIGNED_OUT: the push token is unregistered; the server deletes
 * the row on sign-out). Silent: a failure here changes nothing the person can see (spec §6).
 */
export async function unsubscribeBrowser(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const sub = await (await registration())?.pushManager.getSubscription();
    await sub?.unsubscribe();
  } catch {
    // Logged only in the spec; nothing to show.
  }
}
