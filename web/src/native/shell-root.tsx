import { installConnectivity } from "./connectivity";
import { DeepLinkNavigation } from "./DeepLinkNavigation";
import { startDeepLinks } from "./deep-links";
import { NativeDownloads } from "./NativeDownloads";
import { PushOnboarding } from "./NotificationOnboarding";
import type { NativePlugins } from "./plugins";
import { createPushChannels } from "./push";
import { NativeSession, startNativeSession } from "./session";

/**
 * The shell's setup before the first render (platform setup, inside the startup screen's 8 seconds), written
 * against the plugin layer so tests run it on a fake one.
 */
export async function startShell(plugins: NativePlugins): Promise<void> {
  installConnectivity(plugins);
  await startNativeSession(plugins);
  await createPushChannels(plugins);
  // Last: the launch URL may complete a sign-in, after the stored session is restored.
  await startDeepLinks(plugins);
}

/**
 * The shell's part of the page, inside the router and the session (AppShell): the native session, deep links and
 * notification taps, push registration and the notification onboarding dialog, downloads to the share sheet.
 */
export function ShellRoot() {
  return (
    <>
      <NativeSession />
      <DeepLinkNavigation />
      <PushOnboarding />
      <NativeDownloads />
    </>
  );
}
