import type { CapacitorConfig } from "@capacitor/cli";
import { BRAND } from "./domain/brand";

/**
 * The native app (Capacitor) wraps the same React build, made with the native flag (`npm run native:build`:
 * `vite build --mode native` into dist/native, then `cap sync`). The WebView serves it from
 * https://localhost (Android) and capacitor://localhost (iOS); the app talks to the server at its configured
 * origin with Bearer tokens (no cookies), which the worker allows through CORS for exactly those origins.
 */
const config: CapacitorConfig = {
  appId: BRAND.appId,
  appName: BRAND.name,
  webDir: "dist/native",
  android: { path: "android" },
  ios: { path: "ios", scheme: BRAND.name },
  server: { androidScheme: "https", iosScheme: "capacitor" },
  plugins: {
    // A notification that arrives while the app is open still shows (badge, sound, banner).
    PushNotifications: { presentationOptions: ["badge", "sound", "alert"] },
  },
};

export default config;
