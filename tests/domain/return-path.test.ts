import { describe, expect, it } from "vitest";
import { guestRedirect, pathAfterSignIn } from "../../domain/auth-routing";
import { MESSAGES } from "../../domain/messages";
import { authPathReturningTo, INTENTS, safeReturnPath, withIntent } from "../../domain/return-path";

describe("safeReturnPath", () => {
  it("keeps a same-site path with its query and fragment", () => {
    expect(safeReturnPath("/tour/charyn-canyon?intent=message-host#book")).toBe(
      "/tour/charyn-canyon?intent=message-host#book",
    );
    expect(safeReturnPath("/hosts?location=K%C3%B6k-T%C3%B6be")).toBe("/hosts?location=K%C3%B6k-T%C3%B6be");
  });

  it.each([
    ["an absolute URL", "https://evil.example/phish"],
    ["a protocol-relative URL", "//evil.example/phish"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a backslash later on", "/tour\\..\\@evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "tour/x"],
    ["a control character", "/tour/x\n//evil.example"],
    ["a tab", "/\t/evil.example"],
    ["nothing", ""],
    ["null", null],
    ["an overlong path", `/${"a".repeat(2000)}`],
  ])("refuses %s", (_what, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it("never returns to a sign-in screen, which would loop", () => {
    for (const path of [
      "/auth",
      "/auth?tab=sign-up",
      "/AUTH",
      "/simple-auth",
      "/reset-password",
      "/register/step-2",
      "/complete-profile",
    ])
      expect(safeReturnPath(path)).toBeNull();
  });

  it("resolves dot segments before deciding", () => {
    expect(safeReturnPath("/hosts/../auth")).toBeNull();
    expect(safeReturnPath("/a/../hosts")).toBe("/hosts");
  });
});

describe("authPathReturningTo and withIntent", () => {
  it("carries the page, encoded, in /auth's redirect parameter", () => {
    expect(authPathReturningTo(withIntent("/tour/x?from=home", INTENTS.messageHost))).toBe(
      `/auth?redirect=${encodeURIComponent("/tour/x?from=home&intent=message-host")}`,
    );
  });

  it("is plain /auth for the home page or a path it cannot return to", () => {
    expect(authPathReturningTo("/")).toBe("/auth");
    expect(authPathReturningTo("//evil.example")).toBe("/auth");
  });
});

describe("guestRedirect", () => {
  it("asks a guest on a profile page to log in to view their profile (spec §8)", () => {
    expect(guestRedirect("/edit-traveler-profile")).toEqual({
      to: "/auth?redirect=%2Fedit-traveler-profile",
      message: MESSAGES.loginToViewProfile,
    });
    expect(guestRedirect("/profile-under-review").message).toBe(MESSAGES.loginToViewProfile);
    expect(guestRedirect("/edit-profile").message).toBe(MESSAGES.loginToViewProfile);
  });

  it("asks to log in to continue elsewhere, keeping the query", () => {
    expect(guestRedirect("/chat?with=u-1")).toEqual({
      to: `/auth?redirect=${encodeURIComponent("/chat?with=u-1")}`,
      message: MESSAGES.loginToContinue,
    });
  });
});

describe("pathAfterSignIn with a return path", () => {
  const complete = { is_admin: false, user_type: "traveler" };
  it("goes back to the page the person came from instead of /", () => {
    expect(pathAfterSignIn({ pathname: "/auth", confirmed: true, profile: complete, returnTo: "/tour/x" })).toBe(
      "/tour/x",
    );
  });

  it("ignores a return path to another site", () => {
    expect(pathAfterSignIn({ pathname: "/auth", confirmed: true, profile: complete, returnTo: "//evil.example" })).toBe(
      "/",
    );
  });

  it("keeps a person with something left to do on the sign-in screen", () => {
    const incomplete = { is_admin: false, user_type: null };
    expect(
      pathAfterSignIn({ pathname: "/auth", confirmed: true, profile: incomplete, returnTo: "/tour/x" }),
    ).toBeNull();
    expect(pathAfterSignIn({ pathname: "/auth", confirmed: false, profile: complete, returnTo: "/tour/x" })).toBeNull();
  });
});
