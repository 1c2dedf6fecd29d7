/**
 * Spec §2 "Deep links and notification taps (native app)" and §9 "Native deep link targets": where a link that
 * opens the native app, or a tapped notification, takes the person. A pure table, shared by the shell (which
 * carries out the action: web/src/native/deep-links.ts) and its tests. Decision: docs/decisions/033-deep-links.md.
 *
 * Links come in two forms, both handled alike:
 * - the app's own scheme: `untrodden://chat/{id}`, `untrodden://traveler/{id}`, `untrodden://auth/callback…`;
 * - verified https links on the site's origin (Android App Links, iOS universal links): `https://<origin>/chat/{id}`,
 *   `https://<origin>/chat?conversation={id}`, `https://<origin>/traveler/{id}`; any other path of the site keeps
 *   its path (the page exists in the app too).
 */
import { BRAND } from "./brand";

/** What the shell does with a link or a tapped notification. */
export type DeepLinkAction =
  /** Go to this same-site path (path, query and fragment). */
  | { kind: "navigate"; path: string }
  /** Complete sign-in from the callback URL (a `?code=` to exchange, or tokens in the hash): spec §4/§7. */
  | { kind: "auth-callback"; url: string };

export interface DeepLinkOptions {
  /** The app's URL scheme, without "://". */
  scheme: string;
  /** The https origins whose links the app opens (the site's; also the API origin of a staging build). */
  origins: readonly string[];
}

export const DEFAULT_DEEP_LINK_OPTIONS: DeepLinkOptions = { scheme: BRAND.appScheme, origins: [BRAND.origin] };

/** §2 "Anything else: /chat". */
export const DEEP_LINK_FALLBACK = "/chat";

/**
 * The site paths that verified https links open in the app (§9 targets: auth/callback, chat/{id}, traveler/{id};
 * also /travelers, where a traveler link with no id goes). The worker's apple-app-site-association and the Android
 * manifest's intent filters list exactly these; every other link of the site stays in the browser.
 */
export const VERIFIED_LINK_PATHS = [
  { path: "/auth/callback", prefix: false },
  { path: "/chat", prefix: false },
  { path: "/chat/", prefix: true },
  { path: "/traveler/", prefix: true },
  { path: "/travelers", prefix: false },
] as const;

const MAX_LENGTH = 2048;
const BASE = "https://deep-link.invalid";

const navigate = (path: string): DeepLinkAction => ({ kind: "navigate", path });

const travelerPath = (id: string | null | undefined) => (id ? `/traveler/${encodeURIComponent(id)}` : "/travelers");

const chatPath = (conversationId: string | null | undefined) =>
  conversationId ? `/chat?conversation=${encodeURIComponent(conversationId)}` : "/chat";

/**
 * A same-site path as written in a payload (`/bookings/12?x=1#y`): one leading "/", no "//" or "/\" (another host
 * to a browser), no control characters, resolving on this site. Returns it normalised, or null.
 */
function sitePath(raw: string): string | null {
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  try {
    const url = new URL(raw, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The link's target as path segments plus its query, or null when the app does not open it. */
function linkTarget(
  raw: string,
  options: DeepLinkOptions,
): { segments: string[]; url: URL; appScheme: boolean; relative: boolean; path: string } | null {
  const relative = sitePath(raw);
  if (relative !== null) {
    const url = new URL(relative, BASE);
    const segments = url.pathname.split("/").filter(Boolean).map(decodeSegment);
    return { segments, url, appScheme: false, relative: true, path: relative };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol === `${options.scheme.toLowerCase()}:`) {
    // untrodden://chat/42 parses as host "chat", path "/42"; untrodden:///chat/42 as an empty host.
    const segments = [url.host, ...url.pathname.split("/")].filter(Boolean).map(decodeSegment);
    return { segments, url, appScheme: true, relative: false, path: "" };
  }
  if (url.protocol === "https:" && options.origins.some((o) => sameOrigin(o, url))) {
    const path = sitePath(`${url.pathname}${url.search}${url.hash}`);
    if (path === null) return null;
    const segments = url.pathname.split("/").filter(Boolean).map(decodeSegment);
    return { segments, url, appScheme: false, relative: false, path };
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function sameOrigin(origin: string, url: URL): boolean {
  try {
    return new URL(origin).origin === url.origin;
  } catch {
    return false;
  }
}

/**
 * §2 for a link (a launch URL, a link opened while the app runs, or a notification's deepLink):
 * - auth/callback: completes sign-in;
 * - traveler: /traveler/{id}, or /travelers with no id;
 * - chat: /chat?conversation={id} (the id from /chat/{id} or ?conversation=), or /chat with no id;
 * - another path of the site: that path; anything else: /chat.
 */
export function deepLinkForUrl(raw: string, options: DeepLinkOptions = DEFAULT_DEEP_LINK_OPTIONS): DeepLinkAction {
  const link = raw.trim();
  const target = link.length <= MAX_LENGTH ? linkTarget(link, options) : null;
  if (!target) return navigate(DEEP_LINK_FALLBACK);
  const { segments, url } = target;
  const [first, second] = segments.map((s) => s.toLowerCase());
  if (first === "auth" && second === "callback" && segments.length === 2) {
    // Only a link the system opened the app with completes sign-in; a bare path (a notification's deepLink) never.
    return target.relative ? navigate(DEEP_LINK_FALLBACK) : { kind: "auth-callback", url: link };
  }
  if (first === "traveler" || first === "travelers") {
    const id = segments[1] ?? url.searchParams.get("id") ?? url.searchParams.get("traveler_id");
    return navigate(travelerPath(id));
  }
  if (first === "chat") {
    const id = segments[1] ?? url.searchParams.get("conversation") ?? url.searchParams.get("conversation_id");
    if (id) return navigate(chatPath(id));
    const withUser = url.searchParams.get("with");
    return navigate(withUser ? `/chat?with=${encodeURIComponent(withUser)}` : "/chat");
  }
  if (target.appScheme) return navigate(DEEP_LINK_FALLBACK);
  return navigate(target.path);
}

/**
 * §2 for a tapped notification (§3 payload data: deepLink, type or category, traveler_id, conversation_id):
 * - type or category traveler_signup: /traveler/{traveler_id}, or /travelers with no traveler_id;
 * - a conversation_id: /chat?conversation={conversation_id};
 * - a deepLink (every push the worker sends has one): where that link goes, never a sign-in;
 * - anything else: /chat.
 */
export function deepLinkForNotification(
  data: Readonly<Record<string, string | undefined>>,
  options: DeepLinkOptions = DEFAULT_DEEP_LINK_OPTIONS,
): DeepLinkAction {
  if (data.type === "traveler_signup" || data.category === "traveler_signup")
    return navigate(travelerPath(data.traveler_id));
  if (data.conversation_id) return navigate(chatPath(data.conversation_id));
  if (data.deepLink) {
    const action = deepLinkForUrl(data.deepLink, options);
    if (action.kind === "navigate") return action;
  }
  return navigate(DEEP_LINK_FALLBACK);
}
