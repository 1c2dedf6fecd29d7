/**
 * The shell's deep links and notification taps (spec §2, §4, §9; decision 033): the link the app was started with
 * (cold start), links opened while it runs, and tapped notifications, each turned into an action by the routing
 * table (domain/deep-links.ts) and carried out here: sign-in completes through completeAuthCallback (then opens the
 * page it names), everything else navigates.
 *
 * Navigation tries the registered navigation handler first (ShellRoot registers react-router's); the fallbacks
 * apply only if none is set or it fails: before the app has rendered, the start address is replaced so the router
 * starts on the target page (and the page is opened once the handler registers, if the router had already started
 * elsewhere); after that, a full page load of the path.
 */
import { BRAND } from "../../../domain/brand";
import {
  DEFAULT_DEEP_LINK_OPTIONS,
  type DeepLinkAction,
  type DeepLinkOptions,
  deepLinkForNotification,
  deepLinkForUrl,
} from "../../../domain/deep-links";
import { completeAuthCallback } from "./auth-callback";
import type { NativePlugins, NotificationData, Unsubscribe } from "./plugins";

/** Opens a same-site path in the app; false (or a throw) means it could not, and the fallback runs. */
export type NavigationHandler = (path: string) => boolean | undefined | Promise<boolean | undefined>;

/** The last resort: a full page load. An object so tests can stand in for the browser's navigation. */
export const pageLoad = {
  to(path: string): void {
    window.location.assign(path);
  },
};

/**
 * Per app process (sessionStorage): the last link handled. After a fallback page load the launch URL is asked for
 * again (iOS even answers with the last link opened), and that link was already opened.
 */
const LAST_LINK_KEY = `${BRAND.storagePrefix}.last-link`;

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Carries out navigations: the registered handler first, else the fallbacks (see the top of this file). */
export class DeepLinkNavigator {
  private handler: NavigationHandler | null = null;
  /** True once a handler was registered: the router runs, so the start address can no longer be replaced. */
  private routerStarted = false;
  /** A path reached before any handler was registered. */
  private pending: string | null = null;

  /** Registers the navigation handler (one at a time); returns the function that removes it. */
  setHandler(next: NavigationHandler): Unsubscribe {
    this.handler = next;
    this.routerStarted = true;
    const path = this.pending;
    this.pending = null;
    if (path !== null && path !== currentPath()) void this.navigateTo(path);
    return () => {
      if (this.handler === next) this.handler = null;
    };
  }

  async navigateTo(path: string): Promise<void> {
    const current = this.handler;
    if (current) {
      try {
        if ((await current(path)) !== false) return;
      } catch (err) {
        console.error(JSON.stringify({ event: "deep_link_navigation_failed", path, error: String(err) }));
      }
      pageLoad.to(path);
      return;
    }
    if (this.routerStarted) {
      pageLoad.to(path);
      return;
    }
    window.history.replaceState(window.history.state, "", path);
    this.pending = path;
  }
}

/** The shell's one navigator: startShell feeds it, ShellRoot registers react-router's navigation with it. */
export const shellNavigator = new DeepLinkNavigator();

async function run(action: DeepLinkAction, navigator: DeepLinkNavigator): Promise<void> {
  if (action.kind === "navigate") return navigator.navigateTo(action.path);
  let next: string | null = null;
  try {
    next = await completeAuthCallback(action.url);
  } catch (err) {
    // §8: auth deep-link failures are logged only (the callback itself tells the person what they need to know).
    console.error(JSON.stringify({ event: "auth_deep_link_failed", error: String(err) }));
  }
  // The page the e-mail was sent for (or the new-password page of a recovery link).
  if (next) await navigator.navigateTo(next);
}

/** The origins whose https links the app opens: the site's, and the server this build talks to. */
export function deepLinkOptions(apiOrigin: string | undefined = import.meta.env.VITE_API_ORIGIN): DeepLinkOptions {
  const origins = new Set(DEFAULT_DEEP_LINK_OPTIONS.origins);
  if (apiOrigin) {
    try {
      origins.add(new URL(apiOrigin).origin);
    } catch {
      // not a URL: only the site's own links
    }
  }
  return { scheme: DEFAULT_DEEP_LINK_OPTIONS.scheme, origins: [...origins] };
}

export interface DeepLinkContext {
  navigator?: DeepLinkNavigator;
  options?: DeepLinkOptions;
}

/** A link that opened the app (app scheme or a verified https link). */
export function openLink(
  url: string,
  { navigator = shellNavigator, options = deepLinkOptions() }: DeepLinkContext = {},
) {
  return run(deepLinkForUrl(url, options), navigator);
}

/** A tapped notification's data. */
export function openNotification(
  data: NotificationData,
  { navigator = shellNavigator, options = deepLinkOptions() }: DeepLinkContext = {},
): Promise<void> {
  return run(deepLinkForNotification(data, options), navigator);
}

/**
 * Before the first render (startShell): handles the launch URL and listens for links and notification taps.
 * A sign-in link completes in the background (the startup screen does not wait for the network).
 */
export async function startDeepLinks(plugins: NativePlugins, context: DeepLinkContext = {}): Promise<Unsubscribe> {
  let launchUrl: string | null = null;
  try {
    launchUrl = await plugins.app.getLaunchUrl();
  } catch (err) {
    console.error(JSON.stringify({ event: "launch_url_failed", error: String(err) }));
  }
  // iOS also hands the launch URL to the URL listener once it is added (kept until a listener takes it): that copy
  // is not a second opening. Android sends the listener only links that arrive while the app runs.
  let echo = plugins.platform === "ios" ? launchUrl : null;
  const stopUrls = plugins.app.onUrlOpen((url) => {
    const isEcho = echo !== null && url === echo;
    echo = null;
    if (isEcho) return;
    sessionStorage.setItem(LAST_LINK_KEY, url);
    void openLink(url, context);
  });
  const stopTaps = plugins.push.onNotificationTap((data) => {
    void openNotification(data, context);
  });
  if (launchUrl && sessionStorage.getItem(LAST_LINK_KEY) !== launchUrl) {
    sessionStorage.setItem(LAST_LINK_KEY, launchUrl);
    void openLink(launchUrl, context);
  }
  return () => {
    stopUrls();
    stopTaps();
  };
}
