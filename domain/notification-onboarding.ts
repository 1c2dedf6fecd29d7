/**
 * The native app's notification onboarding (spec §2 "Notification onboarding dialog", §4 "Notification
 * onboarding", §9 timing): when it is offered, and the dialog's states. Pure: the shell
 * (web/src/native/NotificationOnboarding.tsx) renders them and runs the timers.
 */
import { MESSAGES } from "./messages";

/** §9: the check runs this long after a person is known. */
export const ONBOARDING_CHECK_DELAY_MS = 2000;
/** §9: after "Notifications enabled successfully!" the dialog closes by itself after this long. */
export const ONBOARDING_SUCCESS_CLOSE_MS = 2000;
/** §9: the dialog offers Try Again at most this many times; the attempt after the last retry is the final one. */
export const ONBOARDING_MAX_RETRIES = 2;

/**
 * The device's "onboarding was shown" flag in local storage. Deliberately WITHOUT the product's storage prefix:
 * §4 sign-out removes every key containing it, and the dialog is shown once per device, not once per sign-in
 * (docs/decisions/035-native-push.md).
 */
export const ONBOARDING_SHOWN_KEY = "notificationOnboardingShown";

/** §4 "Dialog state": initial, then granted or denied; `working` while a registration runs (Setting up...). */
export type OnboardingPhase = "initial" | "working" | "granted" | "denied";

export interface OnboardingState {
  phase: OnboardingPhase;
  /** Registrations that failed so far. */
  failures: number;
  /** Why the last one failed (a §8 push result), shown under Setup failed. */
  reason: string | null;
}

export type OnboardingEvent = { type: "start" } | { type: "succeeded" } | { type: "failed"; reason: string };

export const ONBOARDING_START: OnboardingState = { phase: "initial", failures: 0, reason: null };

/** Whether another attempt is allowed after `failures` failed ones: the first try plus at most two retries. */
export function canRetry(failures: number): boolean {
  return failures <= ONBOARDING_MAX_RETRIES;
}

export function onboardingReducer(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case "start":
      if (state.phase === "working" || state.phase === "granted" || !canRetry(state.failures)) return state;
      return { ...state, phase: "working" };
    case "succeeded":
      return state.phase === "working" ? { ...state, phase: "granted", reason: null } : state;
    case "failed":
      return state.phase === "working"
        ? { phase: "denied", failures: state.failures + 1, reason: event.reason }
        : state;
  }
}

/** What the dialog shows in a state: its buttons' labels (null when the button is not offered) and its texts. */
export interface OnboardingView {
  /** Allow Notifications (Setting up... while working), or Try Again after a failure that may be retried. */
  action: string | null;
  /** Skip for Now before any failure, Skip while retries are left, Continue once they are spent. */
  dismiss: string | null;
  /** Notifications enabled successfully! or Setup failed. */
  status: string | null;
  hints: readonly string[];
}

export const ONBOARDING_HINTS = [
  MESSAGES.onboardingHintSettings,
  MESSAGES.onboardingHintNetwork,
  MESSAGES.onboardingHintPermission,
] as const;

export function onboardingView(state: OnboardingState): OnboardingView {
  switch (state.phase) {
    case "initial":
      return { action: MESSAGES.allowNotifications, dismiss: MESSAGES.skipForNow, status: null, hints: [] };
    case "working":
      return {
        action: MESSAGES.settingUp,
        dismiss: state.failures === 0 ? MESSAGES.skipForNow : MESSAGES.skip,
        status: null,
        hints: [],
      };
    case "granted":
      return { action: null, dismiss: null, status: MESSAGES.notificationsEnabled, hints: [] };
    case "denied": {
      const retry = canRetry(state.failures);
      return {
        action: retry ? MESSAGES.tryAgain : null,
        dismiss: retry ? MESSAGES.skip : MESSAGES.continue,
        status: MESSAGES.setupFailed,
        hints: retry ? ONBOARDING_HINTS : [MESSAGES.onboardingHintManual],
      };
    }
  }
}

/**
 * §4: whether to open the dialog once a person is known: native app, not shown on this device before, and push
 * permission not already granted (then the token is registered silently instead).
 */
export function shouldOfferOnboarding(input: { alreadyShown: boolean; permissionGranted: boolean }): boolean {
  return !input.alreadyShown && !input.permissionGranted;
}
