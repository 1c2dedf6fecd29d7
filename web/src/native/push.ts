/**
 * Push in the native shell (spec §4 "Push registration", §8 push results, §9 token wait, token refresh and push
 * channels), written against the plugin layer: check the permission, ask for it if needed, check Google Play
 * Services on Android, register, wait up to 10 s for the device's token, and store it as the person's device
 * (POST /api/push-tokens; the server keeps one per person). Sign-out unregisters the device (the server deletes the
 * row itself when the session ends: worker/auth/routes-user.ts /logout).
 */
import { BRAND } from "../../../domain/brand";
import { MESSAGES } from "../../../domain/messages";
import {
  NOTIFICATION_KIND_INFO,
  PUSH_CHANNELS,
  PUSH_RESULTS,
  PUSH_TOKEN_REFRESH_DAYS,
  PUSH_TOKEN_WAIT_MS,
  type PushChannelId,
  type PushPermissionStatus,
} from "../../../domain/notifications";
import { call } from "../lib/api";
import { storage } from "../lib/storage";
import type { NativePlugins, PushPlugin } from "./plugins";

export type PushRegistration =
  | { ok: true; status: "granted"; message: string; token: string }
  | { ok: false; status: Exclude<PushPermissionStatus, "granted">; message: string };

/**
 * The token last stored for a person from this device, and when. It carries the product's prefix on purpose:
 * sign-out removes it with the session (§4), and the next person signing in on this device stores theirs afresh.
 */
export const PUSH_RECORD_KEY = `${BRAND.storagePrefix}:push-token`;

interface PushRecord {
  userId: string;
  token: string;
  /** Milliseconds since the epoch. */
  storedAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** §4/§9: a token stored this long ago (or longer) needs storing again, so the server keeps it active. */
export function tokenNeedsRefresh(storedAt: number, now: number): boolean {
  return now - storedAt >= PUSH_TOKEN_REFRESH_DAYS * DAY_MS;
}

function readRecord(): PushRecord | null {
  try {
    const value = JSON.parse(storage.get(PUSH_RECORD_KEY) ?? "null") as Partial<PushRecord> | null;
    if (typeof value?.userId === "string" && typeof value.token === "string" && typeof value.storedAt === "number")
      return value as PushRecord;
  } catch {
    // An unreadable record is as good as none: the token is stored again.
  }
  return null;
}

/** Whether the server already has this token for this person, stored recently enough. */
function alreadyStored(userId: string, token: string, now: number): boolean {
  const record = readRecord();
  return record?.userId === userId && record.token === token && !tokenNeedsRefresh(record.storedAt, now);
}

type TokenOutcome = { token: string } | { error: string } | null;

/** Registers with the OS and waits up to PUSH_TOKEN_WAIT_MS for the token (null when none came in time). */
function waitForToken(push: PushPlugin): Promise<TokenOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stops: Array<() => void> = [];
    const finish = (outcome: TokenOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      for (const stop of stops) stop();
      resolve(outcome);
    };
    stops = [push.onRegistration((token) => finish({ token })), push.onRegistrationError((error) => finish({ error }))];
    timer = setTimeout(() => finish(null), PUSH_TOKEN_WAIT_MS);
    push.register().catch((err: unknown) => finish({ error: String(err) }));
  });
}

const failed = (status: Exclude<PushPermissionStatus, "granted">, message: string): PushRegistration => ({
  ok: false,
  status,
  message,
});

/**
 * §4 push registration for the signed-in person. `ask`: request the permission when it is not granted (the
 * onboarding dialog); without it, registration only goes ahead when permission was given before (the silent path).
 * `force`: store the token even when this device stored the same one for this person less than 30 days ago.
 * Storing is silent (§8): a failure is logged, and the next start tries again.
 */
export async function registerForPush(
  plugins: NativePlugins | null,
  userId: string,
  { ask, force }: { ask: boolean; force: boolean },
): Promise<PushRegistration> {
  if (!plugins) return failed("web", PUSH_RESULTS.web);
  const { push } = plugins;
  if (push.available?.() === false) return failed("error", PUSH_RESULTS.noPlugin);
  try {
    let permission = await push.checkPermissions();
    if (permission !== "granted" && ask) permission = await push.requestPermissions();
    if (permission !== "granted") return failed("denied", PUSH_RESULTS.denied);
    if (plugins.platform === "android" && !(await plugins.playServices.isAvailable()))
      return failed("error", MESSAGES.playServicesUnavailable);
    const outcome = await waitForToken(push);
    if (!outcome) return failed("error", MESSAGES.pushTokenTimeout);
    if ("error" in outcome) {
      console.warn("Push registration failed", outcome.error);
      return failed("error", MESSAGES.unexpected);
    }
    await storeToken(plugins, userId, outcome.token, force);
    return { ok: true, status: "granted", message: PUSH_RESULTS.granted, token: outcome.token };
  } catch (err) {
    console.warn("Push registration failed", err);
    return failed("error", MESSAGES.unexpected);
  }
}

/** Tokens being stored now, by person and token: a token heard twice at once is sent once. */
const storing = new Map<string, Promise<void>>();

function storeToken(plugins: NativePlugins, userId: string, token: string, force: boolean): Promise<void> {
  const key = `${userId}\n${token}`;
  const inFlight = storing.get(key);
  if (inFlight) return inFlight;
  const done = sendToken(plugins, userId, token, force).finally(() => storing.delete(key));
  storing.set(key, done);
  return done;
}

/**
 * A token the OS hands over outside a registration (it rotated its token, or answered a registration made by the
 * resume check): stored for the person unless the server already has it from this device.
 */
export function storePushToken(plugins: NativePlugins, userId: string, token: string): Promise<void> {
  return storeToken(plugins, userId, token, false);
}

/**
 * Back in the foreground: a person who allowed notifications in the system settings meanwhile (after Skip for
 * Now) is registered silently, and a token due for its 30-day refresh is stored again. Asks nothing.
 */
export async function registerOnResume(plugins: NativePlugins, userId: string): Promise<void> {
  if (plugins.push.available?.() === false) return;
  try {
    if ((await plugins.push.checkPermissions()) !== "granted") return;
  } catch (err) {
    console.warn("Reading the push permission failed", err);
    return;
  }
  await registerForPush(plugins, userId, { ask: false, force: false });
}

async function sendToken(plugins: NativePlugins, userId: string, token: string, force: boolean): Promise<void> {
  if (!force && alreadyStored(userId, token, Date.now())) return;
  try {
    await call("POST /api/push-tokens", { body: { token, platform: plugins.platform } });
    const record: PushRecord = { userId, token, storedAt: Date.now() };
    storage.set(PUSH_RECORD_KEY, JSON.stringify(record));
  } catch (err) {
    console.warn("Storing the push token failed", err);
  }
}

/**
 * §4 SIGNED_OUT: this device stops receiving pushes. The server already deleted the person's row when the session
 * ended; here the OS registration ends and the local record goes. Failures are logged only (§8).
 */
export async function unregisterPush(plugins: NativePlugins): Promise<void> {
  storage.remove(PUSH_RECORD_KEY);
  try {
    await plugins.push.unregister();
  } catch (err) {
    console.warn("Push unregistration failed", err);
  }
}

/** What each §9 channel is for, as Android's notification settings show it. */
const CHANNEL_DESCRIPTIONS: Record<PushChannelId, string> = {
  messages: NOTIFICATION_KIND_INFO.new_message.description,
  bookings: NOTIFICATION_KIND_INFO.booking.description,
  general: "Reviews, host applications, new travelers and stories.",
};

/** §9: the channels pushes are sent on, created on Android at start-up (iOS has none). */
export async function createPushChannels(plugins: NativePlugins): Promise<void> {
  if (plugins.platform !== "android") return;
  for (const [id, channel] of Object.entries(PUSH_CHANNELS) as Array<
    [PushChannelId, (typeof PUSH_CHANNELS)[PushChannelId]]
  >) {
    try {
      await plugins.push.createChannel({ id, description: CHANNEL_DESCRIPTIONS[id], ...channel });
    } catch (err) {
      console.warn("Creating the push channel failed", id, err);
    }
  }
}
