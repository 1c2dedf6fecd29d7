/**
 * Where a guest comes back to after signing in or signing up (issue 14): the page they were on, and the action
 * they had started there. The path travels as `/auth?redirect=<path>` (so it survives a reload and the e-mailed
 * confirmation link, which returns to that same /auth address), and only a same-site path is ever followed.
 */

/** The query parameter of /auth that carries the return path. */
export const RETURN_PARAM = "redirect";

/** The query parameter that names the action to resume on the page returned to. */
export const INTENT_PARAM = "intent";

/** Actions a page resumes after sign-in. */
export const INTENTS = {
  messageHost: "message-host",
  applyToHost: "apply-to-host",
  requestBooking: "request-booking",
} as const;
export type Intent = (typeof INTENTS)[keyof typeof INTENTS];

const MAX_LENGTH = 1024;
/** A base that no real page has: a path that resolves to another origin is refused. */
const BASE = "https://return-path.invalid";

/** Lower-cased, without a trailing slash (react-router matches paths case-insensitively). */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}

/**
 * Screens where a signed-in person may still have something to do: confirm the e-mail or complete the profile.
 * The spec names /auth, /register* and /complete-profile; /simple-complete-profile and /new-registration-flow are
 * the same kind of screen (§2 lists them together), so they follow the same rule.
 */
export function isOnboardingPath(path: string): boolean {
  return (
    path === "/auth" ||
    path.startsWith("/register") ||
    path === "/complete-profile" ||
    path === "/simple-complete-profile" ||
    path === "/new-registration-flow"
  );
}

/**
 * Screens that are part of signing in: returning to them would loop, so they are never a return path (the
 * onboarding screens come after sign-in on their own).
 */
function isSignInScreen(pathname: string): boolean {
  const path = normalizePath(pathname);
  return isOnboardingPath(path) || path.startsWith("/auth/") || path === "/simple-auth" || path === "/reset-password";
}

/**
 * The same-site path to return to, or null. Accepts only a path that starts with one "/" (not "//" or "/\", which
 * browsers read as another host), without control characters, that stays on this site once resolved, and that is
 * not a sign-in screen. Returns it normalised (pathname, query and fragment).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (isSignInScreen(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /auth address that returns to `path` after sign-in (plain /auth when the path cannot be returned to). */
export function authPathReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe && safe !== "/" ? `/auth?${RETURN_PARAM}=${encodeURIComponent(safe)}` : "/auth";
}

/** `path` with `intent` added to its query, for an action to resume after sign-in. */
export function withIntent(path: string, intent: Intent): string {
  const url = new URL(path, BASE);
  url.searchParams.set(INTENT_PARAM, intent);
  return `${url.pathname}${url.search}${url.hash}`;
}
