/**
 * Where a person goes around signing in and out (spec §2 "Behaviours common to routes", §4 "Authentication",
 * §4 "One-tap sign-in prompt"). Pure rules: the web app's AuthProvider applies them.
 */

import { authPathReturningTo, isOnboardingPath, normalizePath as normalize, safeReturnPath } from "./return-path";
import { SHELL_MESSAGES } from "./shell-messages";

/** Spec §2: these path prefixes send a signed-out person to /. Plain prefixes, as written (so /profile-under-review too). */
export const PROTECTED_PREFIXES = [
  "/profile",
  "/dashboard",
  "/host-dashboard",
  "/chat",
  "/bookings",
  "/manage-listings",
];

export function isProtectedPath(pathname: string): boolean {
  const path = normalize(pathname);
  return PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Spec §8: which words a guest sent to /auth from a page for signed-in people reads. */
function isProfilePath(path: string): boolean {
  return path.startsWith("/profile") || path === "/edit-profile" || path === "/edit-traveler-profile";
}

/**
 * Where a guest who opens a page for signed-in people goes (issue 14): to /auth, returning to that page after
 * sign-in, told "Please log in to view your profile" on the profile pages and "Please log in to continue" elsewhere
 * (spec §8). Spec §2 sends a signed-out person on a protected prefix to /: that stays the rule when someone signs
 * out there (AuthProvider), while a guest who opens such a page is offered the way in and back.
 */
export function guestRedirect(pathAndQuery: string): { to: string; message: string } {
  const path = normalize(pathAndQuery.split(/[?#]/, 1)[0] ?? "/");
  return {
    to: authPathReturningTo(pathAndQuery),
    message: isProfilePath(path) ? SHELL_MESSAGES.loginToViewProfile : SHELL_MESSAGES.loginToContinue,
  };
}

/** Spec §9: the post-sign-in setup (mark online, read the profile, route) waits 1 second. */
export const POST_SIGN_IN_DELAY_MS = 1000;

/** Screens a signed-in person stays on whatever their profile: a password reset, and deleting the account. */
const STAY_PATHS = new Set(["/reset-password", "/delete-account"]);

export interface SignedInSituation {
  pathname: string;
  /** The account's e-mail (or phone) is confirmed. */
  confirmed: boolean;
  /** The person's profile; null when there is none. */
  profile: { is_admin: boolean; user_type: string | null } | null;
  /** The same-site page the person was on before signing in (`/auth?redirect=`), if any. */
  returnTo?: string | null;
}

/**
 * Spec §4, after SIGNED_IN: where to send the person, or null to stay.
 * 1. admins stay; 2. /reset-password stays (and /delete-account: someone who signed up by mistake may leave without
 * completing a profile); 3. on /auth, /register* or /complete-profile (and the other onboarding screens) a confirmed
 * person whose profile has a user_type goes to / (or back to the page they came from, issue 14), anyone else stays
 * there; 4. elsewhere no profile or no user_type → /auth.
 */
export function pathAfterSignIn({ pathname, confirmed, profile, returnTo }: SignedInSituation): string | null {
  if (profile?.is_admin) return null;
  const path = normalize(pathname);
  if (STAY_PATHS.has(path)) return null;
  if (isOnboardingPath(path)) return confirmed && profile?.user_type ? (safeReturnPath(returnTo) ?? "/") : null;
  return profile?.user_type ? null : "/auth";
}

/** Spec §9: the one-tap prompt waits 2 seconds and is suppressed for 24 hours after a dismissal. */
export const ONE_TAP_DELAY_MS = 2000;
export const ONE_TAP_SUPPRESS_MS = 24 * 60 * 60 * 1000;

export interface OneTapSituation {
  hasUser: boolean;
  hasSession: boolean;
  loading: boolean;
  disabled: boolean;
  /** Milliseconds since the epoch of the last dismissal, or null. */
  dismissedAt: number | null;
  now: number;
}

/** Spec §4: only with no user, no session and nothing loading, not disabled, and not dismissed within 24 hours. */
export function mayPromptOneTap(s: OneTapSituation): boolean {
  if (s.hasUser || s.hasSession || s.loading || s.disabled) return false;
  if (s.dismissedAt === null) return true;
  const since = s.now - s.dismissedAt;
  // A dismissal "in the future" (the clock was set back) does not suppress the prompt indefinitely.
  return since >= ONE_TAP_SUPPRESS_MS || since < 0;
}
