import { describe, expect, it } from "vitest";
import { BRAND } from "../../domain/brand";
import { destinationAltText, MESSAGES, tryAgainLabel } from "../../domain/messages";

describe("MESSAGES", () => {
  it.each([
    ["sessionExpired", "Session expired. Please sign in again."],
    ["signOutFailed", "Error signing out. Please try again."],
    ["loginToContinue", "Please log in to continue"],
    ["loginToViewProfile", "Please log in to view your profile"],
    ["geolocationUnsupported", "Geolocation is not supported by this browser"],
    ["locationTimeout", "Location request timed out. Using your profile location instead."],
    ["googleOriginNotAllowed", "This domain is not authorized for Google sign-in. Please contact support."],
    ["googleSignInSuccess", "Successfully signed in with Google!"],
    ["requiredFields", "Please fill in all required fields"],
    ["noListings", "No featured listings available at the moment."],
    ["noHosts", "No hosts available at the moment."],
    ["initTimeout", "Initialization timeout"],
    ["unexpected", "An unexpected error occurred"],
    ["mapPlaceholder", "Map will load when visible"],
    ["somethingWentWrong", "Something went wrong"],
    ["attemptingRecovery", "Attempting to recover..."],
    ["refreshToTry", "Please refresh the page to try again."],
    ["refreshPage", "Refresh Page"],
    ["connectionProblemTitle", "Connection Problem"],
    ["connectionProblemText", "Unable to connect to our servers. Please check your internet connection."],
    ["authErrorText", "We encountered an authentication issue. This is usually temporary."],
    ["emailOrPhone", "You must provide either an email or phone number."],
  ] as const)("words %s exactly as the spec does", (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it("holds only non-empty texts without stray whitespace", () => {
    for (const text of Object.values(MESSAGES)) {
      expect(text).toBe(text.trim());
      expect(text.length).toBeGreaterThan(0);
    }
  });
});

describe("message helpers", () => {
  it.each([
    [1, "Try Again (1/3)"],
    [3, "Try Again (3/3)"],
  ])("labels retry %i as %j", (attempt, expected) => {
    expect(tryAgainLabel(attempt)).toBe(expected);
  });

  it.each([
    ["Nepal", "Nepal destination"],
    ["Sri Lanka", "Sri Lanka destination"],
  ])("gives %s the default alt text %j", (country, expected) => {
    expect(destinationAltText(country)).toBe(expected);
  });
});

describe("BRAND", () => {
  it("names the product in one place", () => {
    expect(BRAND).toEqual({
      name: "Untrodden",
      tagline: "Local hosts in the places guidebooks skip",
      supportEmail: "support@untrodden.travel",
      storagePrefix: "untrodden",
      origin: "https://untrodden.travel",
      appId: "travel.untrodden.app",
      appScheme: "untrodden",
    });
  });
});
