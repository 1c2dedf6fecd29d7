import { SHELL_MESSAGES } from "./shell-messages";

/**
 * Every user-facing message of spec §8 (toasts and messages) and §2 (error screen, notification
 * onboarding), plus the validation messages of §5, kept verbatim: the spec's wording is the contract,
 * punctuation included, and tests elsewhere compare against these strings. The few the site's shell shows before
 * the rest has loaded are written in domain/shell-messages.ts.
 */
export const MESSAGES = {
  // Session and sign-in (§8)
  sessionExpired: SHELL_MESSAGES.sessionExpired,
  signOutFailed: SHELL_MESSAGES.signOutFailed,
  googleSignInFailed: "Failed to sign in with Google",
  unexpected: "An unexpected error occurred",
  googleTokenInvalid: "Google sign-in token is invalid. Please try again.",
  googleOriginNotAllowed: "This domain is not authorized for Google sign-in. Please contact support.",
  googleCredentialFailed: "Google sign-in failed. Please try again.",
  signInFailed: "Sign-in failed. Please try again.",
  googleSignInSuccess: "Successfully signed in with Google!",

  // Geolocation (§8)
  geolocationUnsupported: "Geolocation is not supported by this browser",
  locationUnavailable: "Location unavailable. Using your profile location instead.",
  locationTimeout: "Location request timed out. Using your profile location instead.",
  locationFailed: "Unable to get your location. Using your profile location instead.",

  // Profiles and settings (§8)
  loginToViewProfile: SHELL_MESSAGES.loginToViewProfile,
  profileLoadFailed: "Unable to load profile. Please try again.",
  profileNotFound: "Profile not found",
  profileViewFailed: "Unable to view profile. Please try again.",
  settingsUpdateFailed: "Failed to update settings",
  loginToContinue: SHELL_MESSAGES.loginToContinue,
  newConversationsEnabled: "New conversations enabled",
  newConversationsDisabled: "New conversations disabled",

  // Destination images (§8)
  requiredFields: "Please fill in all required fields",
  destinationImageUpdateFailed: "Failed to update destination image",
  destinationImageResetFailed: "Failed to reset image",
  destinationImageLoadFailed: "Failed to load image",
  destinationImageUpdated: "Destination image updated successfully",
  destinationImageReset: "Reset to default image",

  // Empty states, startup, home (§8, §2)
  noListings: "No featured listings available at the moment.",
  noHosts: "No hosts available at the moment.",
  initTimeout: SHELL_MESSAGES.initTimeout,
  mapPlaceholder: "Map will load when visible",

  // Generic error boundary (§4)
  somethingWentWrong: SHELL_MESSAGES.somethingWentWrong,
  attemptingRecovery: SHELL_MESSAGES.attemptingRecovery,
  refreshToTry: SHELL_MESSAGES.refreshToTry,
  refreshPage: SHELL_MESSAGES.refreshPage,

  // Connection / authentication error screen (§2 "Error screen")
  connectionProblemTitle: "Connection Problem",
  connectionProblemText: "Unable to connect to our servers. Please check your internet connection.",
  offlineDetected: "No internet connection detected",
  // The spec names the three tips without quoting them; this wording is ours.
  tipCheckConnection: "Check your internet connection",
  tipSwitchNetwork: "Try switching to a different network",
  tipWaitForRestore: "Wait a moment for the connection to be restored",
  authErrorTitle: "Authentication Error",
  authErrorText: "We encountered an authentication issue. This is usually temporary.",
  errorDetails: "Error details",
  tryAgain: "Try Again",
  recovering: "Recovering...",
  reloadPage: "Reload Page",

  // Validation (§5)
  emailOrPhoneAndPassword: "You must provide either an email or phone number and a password",
  emailOrPhone: "You must provide either an email or phone number.",
  appleSignInCancelled: "Apple Sign-In was cancelled",
  invalidGoogleCredential: "Invalid credential received from Google",

  // Account forms (§5 leaves these texts open; this wording is ours)
  invalidEmail: "Enter a valid e-mail address.",
  invalidPhone: "Enter the phone number with its country code, e.g. +7 701 123 4567.",
  passwordsDiffer: "The two passwords do not match.",
  invalidCode: "Enter the 6-digit code.",
  passwordUpdated: "Your password has been changed.",

  // Account deletion (the spec shows no texts for it; this wording is ours)
  accountDeleted: "Your account has been deleted.",

  // Notification onboarding dialog (§2)
  enableNotificationsTitle: "Enable Notifications",
  allowNotifications: "Allow Notifications",
  settingUp: "Setting up...",
  skipForNow: "Skip for Now",
  skip: "Skip",
  continue: "Continue",
  notificationsEnabled: "Notifications enabled successfully!",
  setupFailed: "Setup failed",
  // The spec describes the dialog's text and hints without quoting them; this wording is ours.
  enableNotificationsText:
    "Stay updated with new messages and booking notifications. You can change this anytime in settings.",
  onboardingHintSettings: "Notifications may be turned off in your device settings.",
  onboardingHintNetwork: "There may be a problem with your network connection.",
  onboardingHintPermission: "The app may not have permission to send notifications.",
  onboardingHintManual: "Please enable notifications manually in your device settings.",

  // Push permission results (§8)
  permissionsGranted: "Permissions granted",
  permissionsDenied: "Permissions denied",
  pushNotSupportedOnWeb: "Push notifications not supported on web",
  pushPluginUnavailable: "PushNotifications plugin not available",
  playServicesUnavailable: "Google Play Services not available or outdated",
  // §8 says only that the wait times out and registration fails; this wording is ours.
  pushTokenTimeout: "Timed out waiting for the push token",
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Retries on the connection error screen, after which the button reloads the page (spec §4, §9). */
export const ERROR_SCREEN_MAX_RETRIES = 3;

/** The error screen's retry button, e.g. "Try Again (1/3)". */
export function tryAgainLabel(attempt: number): string {
  return `${MESSAGES.tryAgain} (${attempt}/${ERROR_SCREEN_MAX_RETRIES})`;
}

/** Default alt text of a destination image when the admin leaves it empty (spec §5). */
export function destinationAltText(country: string): string {
  return `${country} destination`;
}
