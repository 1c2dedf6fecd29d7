import type { NativePlugins } from "./plugins";

/**
 * The plugin layer the shell runs on: Capacitor's (./capacitor.ts, installed by ./shell initShell) in the app,
 * a fake one in tests. Nothing here imports a plugin.
 */
let current: NativePlugins | null = null;

export function installPlugins(plugins: NativePlugins | null): void {
  current = plugins;
}

export function nativePlugins(): NativePlugins {
  if (!current) throw new Error("The native plugin layer is not installed");
  return current;
}

/** The plugin layer when running in the shell, else null (the web app). */
export function maybeNativePlugins(): NativePlugins | null {
  return current;
}
