/**
 * The one module that imports Capacitor and its plugins: it turns them into the shell's plugin layer
 * (./plugins.ts). Only the native build reaches it (bridge.tsx loads ./shell behind `import.meta.env.MODE ===
 * "native"`), so the web build carries none of this (scripts/native-free.ts checks dist/client).
 */
import { SecureStorage } from "@aparajita/capacitor-secure-storage";
import { App } from "@capacitor/app";
import { Capacitor, registerPlugin } from "@capacitor/core";
import { Directory, Filesystem } from "@capacitor/filesystem";
import { Network } from "@capacitor/network";
import { PushNotifications } from "@capacitor/push-notifications";
import { Share } from "@capacitor/share";
import { SocialLogin } from "@capgo/capacitor-social-login";
import type { NativePlugins, NotificationData, PushPermissionState, Unsubscribe } from "./plugins";

/** Our own small Android plugin (android/app/src/main/java/…/PlayServicesPlugin.java): GoogleApiAvailability. */
const PlayServices = registerPlugin<{ isAvailable(): Promise<{ available: boolean }> }>("PlayServices");

/** Capacitor's listeners are registered asynchronously; the returned function removes the listener once it exists. */
function listen(add: () => Promise<{ remove: () => Promise<void> }>): Unsubscribe {
  const handle = add();
  return () => {
    void handle.then((h) => h.remove());
  };
}

function stringData(data: unknown): NotificationData {
  const out: NotificationData = {};
  if (data && typeof data === "object")
    for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

export function capacitorPlugins(): NativePlugins {
  const platform = Capacitor.getPlatform() === "ios" ? "ios" : "android";
  return {
    platform,
    app: {
      getLaunchUrl: async () => (await App.getLaunchUrl())?.url ?? null,
      onUrlOpen: (listener) => listen(() => App.addListener("appUrlOpen", (e) => listener(e.url))),
      onResume: (listener) => listen(() => App.addListener("resume", listener)),
    },
    push: {
      available: () => Capacitor.isPluginAvailable("PushNotifications"),
      checkPermissions: async () => (await PushNotifications.checkPermissions()).receive as PushPermissionState,
      requestPermissions: async () => (await PushNotifications.requestPermissions()).receive as PushPermissionState,
      register: () => PushNotifications.register(),
      unregister: () => PushNotifications.unregister(),
      onRegistration: (listener) =>
        listen(() => PushNotifications.addListener("registration", (t) => listener(t.value))),
      onRegistrationError: (listener) =>
        listen(() => PushNotifications.addListener("registrationError", (e) => listener(String(e.error)))),
      onNotificationTap: (listener) =>
        listen(() =>
          PushNotifications.addListener("pushNotificationActionPerformed", (a) =>
            listener(stringData(a.notification.data)),
          ),
        ),
      createChannel: async (c) => {
        if (platform !== "android") return;
        await PushNotifications.createChannel({
          id: c.id,
          name: c.name,
          description: c.description,
          importance: c.importance,
          lights: c.lights,
          vibration: c.vibration,
          visibility: 1,
        });
      },
    },
    playServices: {
      isAvailable: async () => platform !== "android" || (await PlayServices.isAvailable()).available,
    },
    secureStorage: {
      get: async (key) => {
        const value = await SecureStorage.get(key, false);
        return typeof value === "string" ? value : null;
      },
      set: (key, value) => SecureStorage.set(key, value, false),
      remove: async (key) => {
        await SecureStorage.remove(key);
      },
    },
    socialLogin: {
      initialize: (ids) =>
        SocialLogin.initialize({
          ...(ids.googleWebClientId || ids.googleIosClientId
            ? { google: { webClientId: ids.googleWebClientId, iOSClientId: ids.googleIosClientId, mode: "online" } }
            : {}),
          ...(ids.appleClientId ? { apple: { clientId: ids.appleClientId } } : {}),
        }),
      google: async ({ nonce }) => {
        const res = await SocialLogin.login({ provider: "google", options: { nonce } });
        const result = res.result as { idToken?: string | null };
        return { idToken: result.idToken ?? null, nonce };
      },
      apple: async ({ nonce }) => {
        const res = await SocialLogin.login({ provider: "apple", options: { scopes: ["email", "name"], nonce } });
        return { idToken: res.result.idToken ?? null, nonce };
      },
    },
    network: {
      connected: async () => (await Network.getStatus()).connected,
      onChange: (listener) => listen(() => Network.addListener("networkStatusChange", (s) => listener(s.connected))),
    },
    files: {
      shareFile: async ({ name, base64 }) => {
        // The cache folder is the one Capacitor's FileProvider shares on Android (res/xml/file_paths.xml).
        const { uri } = await Filesystem.writeFile({ path: name, data: base64, directory: Directory.Cache });
        try {
          await Share.share({ title: name, files: [uri], dialogTitle: name });
        } catch (err) {
          // Closing the sheet without choosing rejects with "Share canceled": not an error to the person.
          if (!/cancel/i.test(String((err as Error)?.message ?? err))) throw err;
        }
      },
    },
  };
}
