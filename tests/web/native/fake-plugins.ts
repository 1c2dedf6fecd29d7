/**
 * A fake native plugin layer (web/src/native/plugins.ts) for the shell's tests: every call is recorded, each
 * listener can be fired by the test, and what the "device" answers is plain mutable state, so a test sets up a
 * situation (permission denied, no Play services, a launch URL, a token that never comes …) and asserts on what
 * the shell did. Nothing here uses timers: a test that needs time passing uses vi.useFakeTimers().
 *
 *   const fake = fakePlugins({ launchUrl: "untrodden://chat/42" });
 *   await startShell(fake);
 *   fake.fire.notificationTap({ conversation_id: "7" });
 *   expect(fake.callsTo("push.register")).toHaveLength(1);
 */
import type {
  NativeIdentity,
  NativePlugins,
  NotificationData,
  PushChannel,
  PushPermissionState,
  Unsubscribe,
} from "../../../web/src/native/plugins";

/** Every method of the layer, as "plugin.method". */
export type FakeMethod =
  | "app.getLaunchUrl"
  | "app.onUrlOpen"
  | "app.onResume"
  | "push.checkPermissions"
  | "push.requestPermissions"
  | "push.register"
  | "push.unregister"
  | "push.onRegistration"
  | "push.onRegistrationError"
  | "push.onNotificationTap"
  | "push.createChannel"
  | "playServices.isAvailable"
  | "secureStorage.get"
  | "secureStorage.set"
  | "secureStorage.remove"
  | "socialLogin.initialize"
  | "socialLogin.google"
  | "socialLogin.apple"
  | "network.connected"
  | "network.onChange"
  | "files.shareFile";

/** The events a test can fire. */
export type FakeEvent =
  | "urlOpen"
  | "resume"
  | "registration"
  | "registrationError"
  | "notificationTap"
  | "networkChange";

/** What the fake device answers; tests may change any of it at any time. */
export interface FakeDeviceState {
  launchUrl: string | null;
  /** What checkPermissions answers. */
  permission: PushPermissionState;
  /** What requestPermissions answers (and permission becomes). */
  requestResult: PushPermissionState;
  /**
   * What push.register() makes the device send, by the time register() has resolved (so, as with Capacitor, add
   * the listeners first): a token (onRegistration), an error (onRegistrationError), or nothing at all (null: the
   * token never comes — a test of the token wait advances fake timers). A test can also fire either event itself.
   */
  registerAnswer: { token: string } | { error: string } | null;
  playServicesAvailable: boolean;
  connected: boolean;
  /** The secure storage's contents. */
  storage: Map<string, string>;
  /** The channels created so far (push.createChannel). */
  channels: PushChannel[];
  /** What the native Google and Apple sign-in sheets hand back (an Error rejects, like a plugin failure). */
  google: NativeIdentity | Error;
  apple: NativeIdentity | Error;
  /** Methods that reject with the given error instead of answering. */
  failing: Partial<Record<FakeMethod, Error>>;
}

export interface FakeCall {
  method: FakeMethod;
  args: unknown[];
}

export interface FakePlugins extends NativePlugins {
  state: FakeDeviceState;
  /** Every call, in order. */
  calls: FakeCall[];
  /** The arguments of each call to one method, in order. */
  callsTo(method: FakeMethod): unknown[][];
  /** Fires an event to every listener registered for it; returns how many listeners got it. */
  fire: {
    urlOpen(url: string): number;
    resume(): number;
    registration(token: string): number;
    registrationError(error: string): number;
    notificationTap(data: NotificationData): number;
    networkChange(connected: boolean): number;
  };
  /** How many listeners are registered (and not yet removed) for an event. */
  listenerCount(event: FakeEvent): number;
}

export interface FakePluginsOptions extends Partial<Omit<FakeDeviceState, "storage">> {
  platform?: "android" | "ios";
  storage?: Record<string, string>;
}

export function fakePlugins(options: FakePluginsOptions = {}): FakePlugins {
  const { platform = "android", storage = {}, ...device } = options;
  const state: FakeDeviceState = {
    launchUrl: null,
    permission: "prompt",
    requestResult: "granted",
    registerAnswer: { token: "fake-device-token" },
    playServicesAvailable: true,
    connected: true,
    channels: [],
    google: { idToken: "fake-google-id-token" },
    apple: { idToken: "fake-apple-id-token" },
    failing: {},
    ...device,
    storage: new Map(Object.entries(storage)),
  };
  const calls: FakeCall[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: listeners of several shapes share one registry
  const listeners = new Map<FakeEvent, Set<(...args: any[]) => void>>();

  /** Records the call, then rejects if the test made this method fail, else answers. */
  function call<T>(method: FakeMethod, args: unknown[], answer: () => T | Promise<T>): Promise<T> {
    calls.push({ method, args });
    const failure = state.failing[method];
    if (failure) return Promise.reject(failure);
    return Promise.resolve().then(answer);
  }

  // biome-ignore lint/suspicious/noExplicitAny: see listeners
  function listen(method: FakeMethod, event: FakeEvent, listener: (...args: any[]) => void): Unsubscribe {
    calls.push({ method, args: [listener] });
    let set = listeners.get(event);
    if (!set) {
      set = new Set();
      listeners.set(event, set);
    }
    set.add(listener);
    return () => {
      listeners.get(event)?.delete(listener);
    };
  }

  function fire(event: FakeEvent, ...args: unknown[]): number {
    const set = [...(listeners.get(event) ?? [])];
    for (const listener of set) listener(...args);
    return set.length;
  }

  const identity = (answer: NativeIdentity | Error, nonce: string) => {
    if (answer instanceof Error) throw answer;
    return { ...answer, nonce: answer.nonce ?? nonce };
  };

  return {
    platform,
    state,
    calls,
    callsTo: (method) => calls.filter((c) => c.method === method).map((c) => c.args),
    fire: {
      urlOpen: (url) => fire("urlOpen", url),
      resume: () => fire("resume"),
      registration: (token) => fire("registration", token),
      registrationError: (error) => fire("registrationError", error),
      notificationTap: (data) => fire("notificationTap", data),
      networkChange: (connected) => fire("networkChange", connected),
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    app: {
      getLaunchUrl: () => call("app.getLaunchUrl", [], () => state.launchUrl),
      onUrlOpen: (listener) => listen("app.onUrlOpen", "urlOpen", listener),
      onResume: (listener) => listen("app.onResume", "resume", listener),
    },
    push: {
      checkPermissions: () => call("push.checkPermissions", [], () => state.permission),
      requestPermissions: () =>
        call("push.requestPermissions", [], () => {
          state.permission = state.requestResult;
          return state.requestResult;
        }),
      register: () =>
        call("push.register", [], () => {
          const answer = state.registerAnswer;
          if (answer)
            queueMicrotask(() => {
              if ("token" in answer) fire("registration", answer.token);
              else fire("registrationError", answer.error);
            });
        }),
      unregister: () => call("push.unregister", [], () => undefined),
      onRegistration: (listener) => listen("push.onRegistration", "registration", listener),
      onRegistrationError: (listener) => listen("push.onRegistrationError", "registrationError", listener),
      onNotificationTap: (listener) => listen("push.onNotificationTap", "notificationTap", listener),
      createChannel: (channel) =>
        call("push.createChannel", [channel], () => {
          if (platform === "android") state.channels.push(channel);
        }),
    },
    playServices: {
      isAvailable: () =>
        call("playServices.isAvailable", [], () => platform !== "android" || state.playServicesAvailable),
    },
    secureStorage: {
      get: (key) => call("secureStorage.get", [key], () => state.storage.get(key) ?? null),
      set: (key, value) =>
        call("secureStorage.set", [key, value], () => {
          state.storage.set(key, value);
        }),
      remove: (key) =>
        call("secureStorage.remove", [key], () => {
          state.storage.delete(key);
        }),
    },
    socialLogin: {
      initialize: (ids) => call("socialLogin.initialize", [ids], () => undefined),
      google: (o) => call("socialLogin.google", [o], () => identity(state.google, o.nonce)),
      apple: (o) => call("socialLogin.apple", [o], () => identity(state.apple, o.nonce)),
    },
    network: {
      connected: () => call("network.connected", [], () => state.connected),
      onChange: (listener) => listen("network.onChange", "networkChange", listener),
    },
    files: {
      shareFile: (file) => call("files.shareFile", [file], () => undefined),
    },
  };
}
