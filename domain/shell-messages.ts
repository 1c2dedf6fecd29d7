/**
 * The messages of spec §8 and §4 that the site's shell can show before anything but the first paint's code has
 * loaded (session expiry, sign-out failure, a guest sent to sign in, the startup timeout, the error boundary).
 * They live apart from `MESSAGES` (domain/messages.ts, which includes each of them under the same key) so that the
 * first paint of `/` does not carry the other hundred texts (docs/decisions/012-initial-js.md).
 */
export const SHELL_MESSAGES = {
  sessionExpired: "Session expired. Please sign in again.",
  signOutFailed: "Error signing out. Please try again.",
  loginToViewProfile: "Please log in to view your profile",
  loginToContinue: "Please log in to continue",
  initTimeout: "Initialization timeout",
  somethingWentWrong: "Something went wrong",
  attemptingRecovery: "Attempting to recover...",
  refreshToTry: "Please refresh the page to try again.",
  refreshPage: "Refresh Page",
} as const;
