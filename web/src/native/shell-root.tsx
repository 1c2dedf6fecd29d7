import { installConnectivity } from "./connectivity";
import type { NativePlugins } from "./plugins";

/**
 * The shell's setup before the first render (platform setup, inside the startup screen's 8 seconds), written
 * against the plugin layer so tests run it on a fake one.
 */
export async function startShell(plugins: NativePlugins): Promise<void> {
  installConnectivity(plugins);
}

/**
 * The shell's part of the page, inside the router and the session (AppShell): deep links and notification taps,
 * push registration and the notification onboarding dialog.
 */
export function ShellRoot() {
  return null;
}
