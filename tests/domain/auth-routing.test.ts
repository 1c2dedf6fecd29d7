import { describe, expect, it } from "vitest";
import {
  isProtectedPath,
  mayPromptOneTap,
  ONE_TAP_SUPPRESS_MS,
  type OneTapSituation,
  pathAfterSignIn,
} from "../../domain/auth-routing";

const traveler = { is_admin: false, user_type: "traveler" };
const incomplete = { is_admin: false, user_type: null };
const admin = { is_admin: true, user_type: null };

describe("protected paths (spec §2)", () => {
  it.each([
    "/profile",
    "/profile/edit",
    "/profile-under-review",
    "/dashboard",
    "/host-dashboard",
    "/chat",
    "/chat/abc",
    "/bookings",
    "/manage-listings",
    "/CHAT",
  ])("%s sends a signed-out person to /", (path) => {
    expect(isProtectedPath(path)).toBe(true);
  });

  it.each(["/", "/auth", "/hosts", "/my-bookings", "/listings", "/edit-profile", "/complete-profile"])(
    "%s is open to a signed-out person",
    (path) => {
      expect(isProtectedPath(path)).toBe(false);
    },
  );
});

describe("routing after SIGNED_IN (spec §4)", () => {
  it("leaves admins where they are, whatever the page and profile", () => {
    for (const pathname of ["/auth", "/hosts", "/register/step-2", "/chat"]) {
      expect(pathAfterSignIn({ pathname, confirmed: false, profile: admin })).toBeNull();
    }
  });

  it("leaves everyone on /reset-password, even without a profile", () => {
    expect(pathAfterSignIn({ pathname: "/reset-password", confirmed: true, profile: null })).toBeNull();
    expect(pathAfterSignIn({ pathname: "/reset-password/", confirmed: false, profile: incomplete })).toBeNull();
  });

  it("leaves a person without a profile on /delete-account, so an account made by mistake can be deleted", () => {
    expect(pathAfterSignIn({ pathname: "/delete-account", confirmed: true, profile: null })).toBeNull();
    expect(pathAfterSignIn({ pathname: "/delete-account", confirmed: true, profile: incomplete })).toBeNull();
  });

  it.each([
    "/auth",
    "/auth/",
    "/register",
    "/register-host",
    "/register/step-2",
    "/complete-profile",
    "/simple-complete-profile",
    "/new-registration-flow",
  ])("sends a confirmed person with a user_type from %s to /", (pathname) => {
    expect(pathAfterSignIn({ pathname, confirmed: true, profile: traveler })).toBe("/");
  });

  it.each([
    ["unconfirmed", false, traveler],
    ["without a profile", true, null],
    ["without a user_type", true, incomplete],
  ])("keeps a person %s on /auth, /register* and /complete-profile", (_, confirmed, profile) => {
    for (const pathname of [
      "/auth",
      "/register",
      "/complete-profile",
      "/simple-complete-profile",
      "/new-registration-flow",
    ]) {
      expect(pathAfterSignIn({ pathname, confirmed, profile })).toBeNull();
    }
  });

  it("sends a person without a profile or user_type elsewhere to /auth", () => {
    expect(pathAfterSignIn({ pathname: "/hosts", confirmed: true, profile: null })).toBe("/auth");
    expect(pathAfterSignIn({ pathname: "/simple-auth", confirmed: true, profile: incomplete })).toBe("/auth");
    expect(pathAfterSignIn({ pathname: "/", confirmed: false, profile: incomplete })).toBe("/auth");
  });

  it("leaves a person with a user_type elsewhere where they are, confirmed or not", () => {
    expect(pathAfterSignIn({ pathname: "/hosts", confirmed: true, profile: traveler })).toBeNull();
    expect(
      pathAfterSignIn({ pathname: "/chat", confirmed: false, profile: { is_admin: false, user_type: "host" } }),
    ).toBeNull();
  });
});

describe("the one-tap prompt (spec §4)", () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const guest: OneTapSituation = {
    hasUser: false,
    hasSession: false,
    loading: false,
    disabled: false,
    dismissedAt: null,
    now,
  };

  it("is shown to a guest who never dismissed it", () => {
    expect(mayPromptOneTap(guest)).toBe(true);
  });

  it.each([
    ["a user", { hasUser: true }],
    ["a session", { hasSession: true }],
    ["loading", { loading: true }],
    ["disabled", { disabled: true }],
  ])("is not shown with %s", (_, change) => {
    expect(mayPromptOneTap({ ...guest, ...change })).toBe(false);
  });

  it("stays away for 24 hours after a dismissal, then comes back", () => {
    expect(mayPromptOneTap({ ...guest, dismissedAt: now - 60_000 })).toBe(false);
    expect(mayPromptOneTap({ ...guest, dismissedAt: now - ONE_TAP_SUPPRESS_MS + 1 })).toBe(false);
    expect(mayPromptOneTap({ ...guest, dismissedAt: now - ONE_TAP_SUPPRESS_MS })).toBe(true);
  });

  it("is not suppressed for ever by a dismissal time in the future (a clock set back)", () => {
    expect(mayPromptOneTap({ ...guest, dismissedAt: now + 3_600_000 })).toBe(true);
  });
});
