import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeysToClear } from "../../../domain/auth-session";
import { BRAND } from "../../../domain/brand";
import { ONBOARDING_SHOWN_KEY } from "../../../domain/notification-onboarding";
import {
  createPushChannels,
  PUSH_RECORD_KEY,
  registerForPush,
  tokenNeedsRefresh,
  unregisterPush,
} from "../../../web/src/native/push";
import { startShell } from "../../../web/src/native/shell-root";
import { fakePush, fakeServer } from "./push-fake";

const DAY = 24 * 60 * 60 * 1000;
const ASK = { ask: true, force: true };
const SILENT = { ask: false, force: false };

describe("push registration (§4)", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is not supported on the web: no plugin layer", async () => {
    expect(await registerForPush(null, "u1", ASK)).toEqual({
      ok: false,
      status: "web",
      message: "Push notifications not supported on web",
    });
  });

  it("needs the push plugin in the app build", async () => {
    const { plugins, calls } = fakePush({ pluginAvailable: false });
    expect(await registerForPush(plugins, "u1", ASK)).toEqual({
      ok: false,
      status: "error",
      message: "PushNotifications plugin not available",
    });
    expect(calls).toEqual([]);
  });

  it("checks, asks, checks Play Services, registers and stores the token for the person's android device", async () => {
    const { requests } = fakeServer();
    const { plugins, calls, listenerCount } = fakePush({ permission: "prompt", requestAnswers: ["granted"] });

    const result = await registerForPush(plugins, "u1", ASK);

    expect(result).toEqual({ ok: true, status: "granted", message: "Permissions granted", token: "fcm-token-1" });
    expect(calls).toEqual(["checkPermissions", "requestPermissions", "playServices", "register"]);
    expect(requests).toEqual([
      { method: "POST", url: "/api/push-tokens", body: { token: "fcm-token-1", platform: "android" } },
    ]);
    expect(listenerCount()).toBe(0);
  });

  it("does not ask again when permission was granted, and skips the Play Services check on iOS", async () => {
    const { requests } = fakeServer();
    const { plugins, calls } = fakePush({ platform: "ios", permission: "granted", onRegister: { token: "ios-fcm" } });

    expect((await registerForPush(plugins, "u1", ASK)).ok).toBe(true);
    expect(calls).toEqual(["checkPermissions", "register"]);
    expect(requests[0]?.body).toEqual({ token: "ios-fcm", platform: "ios" });
  });

  it("answers Permissions denied when the person refuses, and registers nothing", async () => {
    const { requests } = fakeServer();
    const { plugins, calls } = fakePush({ permission: "prompt", requestAnswers: ["denied"] });

    expect(await registerForPush(plugins, "u1", ASK)).toEqual({
      ok: false,
      status: "denied",
      message: "Permissions denied",
    });
    expect(calls).not.toContain("register");
    expect(requests).toEqual([]);
  });

  it("never asks for permission on the silent path", async () => {
    const { plugins, calls } = fakePush({ permission: "prompt" });
    expect((await registerForPush(plugins, "u1", SILENT)).message).toBe("Permissions denied");
    expect(calls).toEqual(["checkPermissions"]);
  });

  it("fails on Android without current Google Play Services, before registering", async () => {
    const { plugins, calls } = fakePush({ permission: "granted", playServices: false });
    expect(await registerForPush(plugins, "u1", ASK)).toEqual({
      ok: false,
      status: "error",
      message: "Google Play Services not available or outdated",
    });
    expect(calls).not.toContain("register");
  });

  it("waits 10 seconds for the token, then fails and stores nothing", async () => {
    vi.useFakeTimers();
    const { requests } = fakeServer();
    const { plugins, listenerCount } = fakePush({ permission: "granted", onRegister: "nothing" });
    let result: Awaited<ReturnType<typeof registerForPush>> | undefined;
    void registerForPush(plugins, "u1", ASK).then((r) => {
      result = r;
    });

    await vi.advanceTimersByTimeAsync(9_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: false, status: "error", message: "Timed out waiting for the push token" });
    expect(requests).toEqual([]);
    expect(listenerCount()).toBe(0);
  });

  it("fails when the OS reports a registration error", async () => {
    const { requests } = fakeServer();
    const { plugins } = fakePush({ permission: "granted", onRegister: { error: "SERVICE_NOT_AVAILABLE" } });
    const result = await registerForPush(plugins, "u1", ASK);
    expect(result.ok).toBe(false);
    expect(requests).toEqual([]);
  });

  it("still succeeds when storing the token fails (logged only), and stores it on the next start", async () => {
    const { requests, server } = fakeServer({ fail: true });
    const { plugins } = fakePush({ permission: "granted" });

    expect((await registerForPush(plugins, "u1", ASK)).message).toBe("Permissions granted");
    expect(localStorage.getItem(PUSH_RECORD_KEY)).toBeNull();

    server.fail = false;
    await registerForPush(plugins, "u1", SILENT);
    expect(requests).toHaveLength(2);
  });
});

describe("token refresh (§4, §9: 30 days)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts a token as due from 30 days after it was stored", () => {
    const stored = Date.now();
    expect(tokenNeedsRefresh(stored, stored + 30 * DAY - 1)).toBe(false);
    expect(tokenNeedsRefresh(stored, stored + 30 * DAY)).toBe(true);
  });

  it("leaves a token stored less than 30 days ago alone, and stores it again once it is 30 days old", async () => {
    const { requests } = fakeServer();
    const { plugins } = fakePush({ permission: "granted" });
    await registerForPush(plugins, "u1", ASK);
    expect(requests).toHaveLength(1);

    vi.setSystemTime(Date.now() + 29 * DAY);
    await registerForPush(plugins, "u1", SILENT);
    expect(requests).toHaveLength(1);

    vi.setSystemTime(Date.now() + DAY);
    await registerForPush(plugins, "u1", SILENT);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toEqual({ token: "fcm-token-1", platform: "android" });
  });

  it("stores again at once when the device's token changed or another person signed in", async () => {
    const { requests } = fakeServer();
    const { plugins, settings } = fakePush({ permission: "granted" });
    await registerForPush(plugins, "u1", ASK);

    settings.onRegister = { token: "fcm-token-2" };
    await registerForPush(plugins, "u1", SILENT);
    await registerForPush(plugins, "u2", SILENT);
    expect(requests.map((r) => r.body)).toEqual([
      { token: "fcm-token-1", platform: "android" },
      { token: "fcm-token-2", platform: "android" },
      { token: "fcm-token-2", platform: "android" },
    ]);
  });
});

describe("sign-out and start-up", () => {
  it("unregisters the device and forgets the stored token on sign-out", async () => {
    fakeServer();
    const { plugins, calls } = fakePush({ permission: "granted" });
    await registerForPush(plugins, "u1", ASK);
    expect(localStorage.getItem(PUSH_RECORD_KEY)).not.toBeNull();

    await unregisterPush(plugins);
    expect(calls.at(-1)).toBe("unregister");
    expect(localStorage.getItem(PUSH_RECORD_KEY)).toBeNull();
  });

  it("keeps the once-per-device onboarding flag through sign-out's clean-up, but not the token record", () => {
    expect(storageKeysToClear([ONBOARDING_SHOWN_KEY, PUSH_RECORD_KEY, "theme"], BRAND.storagePrefix)).toEqual([
      PUSH_RECORD_KEY,
    ]);
  });

  it("creates the §9 channels on Android at start-up", async () => {
    const { plugins, channels } = fakePush({ platform: "android" });
    await startShell(plugins);
    expect(channels.map(({ id, importance, lights, vibration }) => ({ id, importance, lights, vibration }))).toEqual([
      { id: "messages", importance: 4, lights: true, vibration: true },
      { id: "bookings", importance: 4, lights: true, vibration: true },
      { id: "general", importance: 3, lights: false, vibration: false },
    ]);
    expect(channels.map((c) => c.name)).toEqual(["Messages", "Bookings", "General"]);
    expect(channels.every((c) => c.description.length > 0)).toBe(true);
  });

  it("creates no channels on iOS", async () => {
    const { plugins, calls } = fakePush({ platform: "ios" });
    await createPushChannels(plugins);
    expect(calls).toEqual([]);
  });
});
