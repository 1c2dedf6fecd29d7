import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { SECOND_FACTOR_TEXT as T } from "../../domain/second-factor";
import { makeUser, rememberSession, renderAuthApp, sessionBody, VERIFIED_TOTP } from "./auth-harness";
import { json } from "./render";

// A file of its own: the prompt's screen is loaded once per file, and only its first showing waits for it.
it("holds the code prompt's place, announced as loading, while its screen loads", async () => {
  const withAuthenticator = makeUser({ factors: [VERIFIED_TOTP] });
  rememberSession();
  renderAuthApp("/", (call) => {
    if (call.url === "/auth/v1/user") return json(withAuthenticator);
    if (call.url === "/auth/v1/token?grant_type=refresh_token")
      return json({ ...sessionBody(withAuthenticator), aal: "aal1" });
    return undefined;
  });
  const loading = await screen.findByRole("status");
  expect(loading.textContent).toBe("Loading…");
  expect(loading.getAttribute("aria-busy")).toBe("true");
  await screen.findByRole("heading", { name: T.promptTitle });
  expect(screen.queryByText("Loading…")).toBeNull();
});
