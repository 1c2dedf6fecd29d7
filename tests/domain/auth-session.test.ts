import { describe, expect, it } from "vitest";
import {
  callbackErrorClearsSession,
  parseAuthRedirect,
  REFRESH_MARGIN_MS,
  refreshDelay,
  refreshDue,
  refreshRetryDelay,
  storageKeysToClear,
} from "../../domain/auth-session";

describe("refresh timing", () => {
  const now = 1_800_000_000_000;
  const inAnHour = now / 1000 + 3600;

  it("refreshes a margin before the session expires", () => {
    expect(refreshDelay(inAnHour, now)).toBe(3_600_000 - REFRESH_MARGIN_MS);
    expect(refreshDue(inAnHour, now)).toBe(false);
  });

  it("is due at once inside the margin and past expiry", () => {
    expect(refreshDelay(now / 1000 + 30, now)).toBe(0);
    expect(refreshDue(now / 1000 - 10, now)).toBe(true);
  });

  it("backs off from 200 ms, doubling (spec §9)", () => {
    expect([0, 1, 2, 3, 4].map(refreshRetryDelay)).toEqual([200, 400, 800, 1600, 3200]);
  });
});

describe("sign-out clean-up of local storage (spec §4)", () => {
  it("removes location entries and every key containing the product prefix, keeping theme and currency", () => {
    const keys = [
      "theme",
      "selectedCurrency",
      "locationRequested_u1",
      "hostCurrentLocation_u1",
      "untrodden:session-expires-at",
      "untrodden:recent-places:city",
      "x-Untrodden-flag",
      "somethingElse",
    ];
    expect(storageKeysToClear(keys, "untrodden")).toEqual([
      "locationRequested_u1",
      "hostCurrentLocation_u1",
      "untrodden:session-expires-at",
      "untrodden:recent-places:city",
      "x-Untrodden-flag",
    ]);
  });
});

describe("returns from e-mail links", () => {
  it.each(["signup", "recovery", "email_change", "magiclink"])("reads #type=%s", (type) => {
    expect(parseAuthRedirect(`#type=${type}`)).toEqual({ kind: "link", type });
  });

  it("reads the server's link error with its code and description", () => {
    const hash = "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired";
    expect(parseAuthRedirect(hash)).toEqual({
      kind: "error",
      error: "access_denied",
      code: "otp_expired",
      description: "Email link is invalid or has expired",
    });
  });

  it("reads an error from the query string too, but not a query string's unrelated type", () => {
    expect(parseAuthRedirect("", "?error=server_error&error_description=Boom")).toMatchObject({
      kind: "error",
      description: "Boom",
    });
    expect(parseAuthRedirect("", "?type=tours")).toBeNull();
    expect(parseAuthRedirect("", "?error=x")).toBeNull();
  });

  it("reads the message of a step that waits for another (a secure e-mail change's first link)", () => {
    expect(
      parseAuthRedirect("#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email"),
    ).toEqual({
      kind: "message",
      text: "Confirmation link accepted. Please proceed to confirm link sent to the other email",
    });
  });

  it("ignores fragments that are not about auth", () => {
    expect(parseAuthRedirect("#reviews")).toBeNull();
    expect(parseAuthRedirect("#type=whatever")).toBeNull();
    expect(parseAuthRedirect("")).toBeNull();
  });

  it("keeps the session only for the identity-linking errors (spec §8)", () => {
    for (const code of ["identity_already_exists", "identity_not_found", "single_identity_not_deletable"]) {
      expect(callbackErrorClearsSession(code)).toBe(false);
    }
    expect(callbackErrorClearsSession("otp_expired")).toBe(true);
    expect(callbackErrorClearsSession(null)).toBe(true);
  });
});
