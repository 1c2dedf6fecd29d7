import { describe, expect, it } from "vitest";
import { errorKind } from "../../domain/error-kind";

class ApiLikeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

describe("errorKind", () => {
  it.each([
    new Error("Network request failed"),
    new Error("fetch failed"),
    new Error("Connection reset by peer"),
    new Error("Request timeout"),
    new Error("You are offline"),
    new TypeError("Failed to fetch"),
    new TypeError("Load failed"),
    new ApiLikeError("network_error", "Failed to fetch"),
    "offline",
  ])("classes %s as a network error", (error) => {
    expect(errorKind(error)).toBe("network");
  });

  it.each([
    new Error("Invalid Refresh Token"),
    new Error("Session not found"),
    new ApiLikeError("forbidden", "Admins only"),
  ])("classes %s as an auth error", (error) => {
    expect(errorKind(error)).toBe("auth");
  });

  it.each([
    new Error("Cannot read properties of undefined"),
    new TypeError("x is not a function"),
    new ApiLikeError("internal_error", "An unexpected error occurred"),
    null,
    42,
  ])("classes %s as another error", (error) => {
    expect(errorKind(error)).toBe("other");
  });
});
