import { describe, expect, it } from "vitest";
import {
  ONBOARDING_START,
  type OnboardingEvent,
  type OnboardingState,
  onboardingReducer,
  onboardingView,
  shouldOfferOnboarding,
} from "../../domain/notification-onboarding";

const run = (events: OnboardingEvent[], from: OnboardingState = ONBOARDING_START) =>
  events.reduce(onboardingReducer, from);
const fail: OnboardingEvent[] = [{ type: "start" }, { type: "failed", reason: "Permissions denied" }];

describe("notification onboarding dialog states (§2, §4)", () => {
  it("starts with Allow Notifications and Skip for Now", () => {
    expect(onboardingView(ONBOARDING_START)).toEqual({
      action: "Allow Notifications",
      dismiss: "Skip for Now",
      status: null,
      hints: [],
    });
  });

  it("reads Setting up... while registering", () => {
    expect(onboardingView(run([{ type: "start" }])).action).toBe("Setting up...");
  });

  it("ends in granted with Notifications enabled successfully! and no buttons", () => {
    const state = run([{ type: "start" }, { type: "succeeded" }]);
    expect(state.phase).toBe("granted");
    expect(onboardingView(state)).toEqual({
      action: null,
      dismiss: null,
      status: "Notifications enabled successfully!",
      hints: [],
    });
  });

  it("offers Try Again and Skip with the hints after the first and the second failure", () => {
    for (const state of [run(fail), run([...fail, ...fail])]) {
      const view = onboardingView(state);
      expect(view.status).toBe("Setup failed");
      expect(view.action).toBe("Try Again");
      expect(view.dismiss).toBe("Skip");
      expect(view.hints).toEqual([
        "Notifications may be turned off in your device settings.",
        "There may be a problem with your network connection.",
        "The app may not have permission to send notifications.",
      ]);
    }
  });

  it("after the two retries failed offers only Continue and points to the device settings", () => {
    const state = run([...fail, ...fail, ...fail]);
    expect(state.failures).toBe(3);
    expect(onboardingView(state)).toEqual({
      action: null,
      dismiss: "Continue",
      status: "Setup failed",
      hints: ["Please enable notifications manually in your device settings."],
    });
    expect(onboardingReducer(state, { type: "start" })).toBe(state);
  });

  it("keeps the reason of the last failure", () => {
    expect(
      run([{ type: "start" }, { type: "failed", reason: "Google Play Services not available or outdated" }]).reason,
    ).toBe("Google Play Services not available or outdated");
  });

  it("ignores a second start while registering and results that arrive when nothing runs", () => {
    const working = run([{ type: "start" }]);
    expect(onboardingReducer(working, { type: "start" })).toBe(working);
    expect(onboardingReducer(ONBOARDING_START, { type: "succeeded" })).toBe(ONBOARDING_START);
    expect(onboardingReducer(ONBOARDING_START, { type: "failed", reason: "x" })).toBe(ONBOARDING_START);
  });
});

describe("when the dialog is offered (§4)", () => {
  it.each([
    [false, false, true],
    [true, false, false],
    [false, true, false],
    [true, true, false],
  ])("shown before %s, permission granted %s → offered %s", (alreadyShown, permissionGranted, offered) => {
    expect(shouldOfferOnboarding({ alreadyShown, permissionGranted })).toBe(offered);
  });
});
