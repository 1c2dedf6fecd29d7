/**
 * A small fake of the shell's plugin layer for the push tests: records the calls the shell makes, answers the
 * permission questions as told, and hands out (or withholds) a device token when asked to register.
 */
import { vi } from "vitest";
import type { NativePlugins, PushChannel, PushPermissionState } from "../../../web/src/native/plugins";

export interface FakePushOptions {
  platform?: "android" | "ios";
  /** What checkPermissions answers (before any request). */
  permission?: PushPermissionState;
  /** What requestPermissions answers, each call in turn (the last one repeats). */
  requestAnswers?: PushPermissionState[];
  playServices?: boolean;
  pluginAvailable?: boolean;
  /** What register() leads to: a token, a registration error, or nothing at all. */
  onRegister?: { token: string } | { error: string } | "nothing";
}

export function fakePush(options: FakePushOptions = {}) {
  const calls: string[] = [];
  const channels: PushChannel[] = [];
  const tokenListeners = new Set<(token: string) => void>();
  const errorListeners = new Set<(error: string) => void>();
  const resumeListeners = new Set<() => void>();
  let permission: PushPermissionState = options.permission ?? "prompt";
  const answers = [...(options.requestAnswers ?? ["granted"])];
  const settings = { onRegister: options.onRegister ?? { token: "fcm-token-1" } };

  const plugins: NativePlugins = {
    platform: options.platform ?? "android",
    app: {
      getLaunchUrl: async () => null,
      onUrlOpen: () => () => {},
      onResume: (listener) => {
        resumeListeners.add(listener);
        return () => resumeListeners.delete(listener);
      },
    },
    push: {
      available: () => options.pluginAvailable ?? true,
      checkPermissions: async () => {
        calls.push("checkPermissions");
        return permission;
      },
      requestPermissions: async () => {
        calls.push("requestPermissions");
        permission = (answers.length > 1 ? answers.shift() : answers[0]) ?? "denied";
        return permission;
      },
      register: async () => {
        calls.push("register");
        const outcome = settings.onRegister;
        if (outcome === "nothing") return;
        // The OS answers through the listeners, after register() has resolved.
        queueMicrotask(() => {
          if ("token" in outcome) for (const l of [...tokenListeners]) l(outcome.token);
          else for (const l of [...errorListeners]) l(outcome.error);
        });
      },
      unregister: async () => {
        calls.push("unregister");
      },
      onRegistration: (listener) => {
        tokenListeners.add(listener);
        return () => tokenListeners.delete(listener);
      },
      onRegistrationError: (listener) => {
        errorListeners.add(listener);
        return () => errorListeners.delete(listener);
      },
      onNotificationTap: () => () => {},
      createChannel: async (channel) => {
        calls.push(`createChannel:${channel.id}`);
        channels.push(channel);
      },
    },
    playServices: {
      isAvailable: async () => {
        calls.push("playServices");
        return options.playServices ?? true;
      },
    },
    secureStorage: { get: async () => null, set: async () => {}, remove: async () => {} },
    socialLogin: {
      initialize: async () => {},
      google: async () => ({ idToken: null }),
      apple: async () => ({ idToken: null }),
    },
    network: { connected: async () => true, onChange: () => () => {} },
    files: { shareFile: async () => {} },
  };

  return {
    plugins,
    calls,
    channels,
    settings,
    /** Listeners still attached (a finished registration leaves none behind). */
    listenerCount: () => tokenListeners.size + errorListeners.size,
    /** The person changes the permission in the system settings. */
    setPermission(next: PushPermissionState) {
      permission = next;
    },
    /** The app comes back to the foreground. */
    resume() {
      for (const l of [...resumeListeners]) l();
    },
    /** The OS hands over a new token on its own (FCM rotated it). */
    rotate(token: string) {
      for (const l of [...tokenListeners]) l(token);
    },
  };
}

/** The server's POST /api/push-tokens, recorded; `fail` makes it answer 500. */
export function fakeServer({ fail = false }: { fail?: boolean } = {}) {
  const stored: Array<{ method: string; url: string; body: unknown }> = [];
  const server = { fail };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      stored.push({ method: init?.method ?? "GET", url: String(input), body });
      if (server.fail)
        return new Response(JSON.stringify({ error: { code: "internal_error", message: "down" } }), { status: 500 });
      return new Response(JSON.stringify({ platform: body?.platform, active: true, updatedAt: "now" }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return { requests: stored, server };
}
