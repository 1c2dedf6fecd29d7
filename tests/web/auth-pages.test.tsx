import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../domain/messages";
import { PASSWORD_MESSAGES } from "../../domain/password-policy";
import {
  authError,
  makeProfile,
  makeUser,
  noContent,
  rememberSession,
  renderAuthApp,
  sessionBody,
} from "./auth-harness";
import { json } from "./render";

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
const click = (name: RegExp | string) => fireEvent.click(screen.getByRole("button", { name }));
function expectText(element: HTMLElement, text: string | RegExp) {
  if (typeof text === "string") expect(element.textContent).toContain(text);
  else expect(element.textContent).toMatch(text);
}

describe("/auth sign in", () => {
  it("asks for an e-mail or phone and a password before calling the server (spec §5)", async () => {
    const { callsTo } = renderAuthApp("/auth");
    await screen.findByRole("heading", { name: "Welcome back" });
    click("Sign in");
    expectText(await screen.findByRole("alert"), MESSAGES.emailOrPhoneAndPassword);
    expect(screen.getByLabelText("E-mail address").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo("POST", "/auth/v1")).toHaveLength(0);
  });

  it("gives the fields the right keyboard and autofill hints, by e-mail or by phone", async () => {
    renderAuthApp("/auth");
    const email = await screen.findByLabelText("E-mail address");
    expect([email.getAttribute("type"), email.getAttribute("autocomplete")]).toEqual(["email", "email"]);
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("current-password");
    fireEvent.click(screen.getByRole("radio", { name: "Phone" }));
    const phone = screen.getByLabelText("Phone number");
    expect([phone.getAttribute("type"), phone.getAttribute("autocomplete"), phone.getAttribute("inputmode")]).toEqual([
      "tel",
      "tel",
      "tel",
    ]);
  });

  it("shows the server's message for a wrong password", async () => {
    renderAuthApp("/auth", (call) =>
      call.url === "/auth/v1/token?grant_type=password"
        ? authError(400, "invalid_credentials", "Invalid login credentials")
        : undefined,
    );
    type("E-mail address", "traveler@example.com");
    type("Password", "wrong-password");
    click("Sign in");
    expectText(await screen.findByRole("alert"), "Invalid login credentials");
  });

  it("signs in over the cookie transport and, once the profile is complete, goes to /", async () => {
    const { callsTo, router } = renderAuthApp("/auth", (call) => {
      if (call.url === "/auth/v1/token?grant_type=password") return json(sessionBody());
      if (call.url === "/api/me/profile") return json(makeProfile());
      return undefined;
    });
    type("E-mail address", " traveler@example.com ");
    type("Password", "demo-pass-2026");
    click("Sign in");
    await screen.findByRole("heading", { name: "You're signed in" });
    const [signIn] = callsTo("POST", "/auth/v1/token");
    expect(signIn?.body).toEqual({ email: "traveler@example.com", password: "demo-pass-2026" });
    expect(signIn?.headers["X-Session-Transport"]).toBe("cookie");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 3000 });
    expect(callsTo("POST", "/api/me/activity")[0]?.body).toEqual({ is_online: true });
  });

  it("offers to resend the confirmation when the e-mail is not confirmed yet", async () => {
    const { callsTo } = renderAuthApp("/auth", (call) => {
      if (call.url.startsWith("/auth/v1/token")) return authError(400, "email_not_confirmed", "Email not confirmed");
      if (call.url.startsWith("/auth/v1/resend")) return json({});
      return undefined;
    });
    type("E-mail address", "new@example.com");
    type("Password", "some-password");
    click("Sign in");
    expectText(await screen.findByRole("alert"), /confirm your e-mail address first/);
    click("Resend the confirmation e-mail");
    expect(await screen.findByText("We sent a new one to new@example.com.")).toBeTruthy();
    expect(callsTo("POST", "/auth/v1/resend")[0]?.body).toEqual({ type: "signup", email: "new@example.com" });
  });

  it("sends the recovery e-mail from Forgot password, without saying whether the account exists", async () => {
    const { callsTo } = renderAuthApp("/auth", (call) =>
      call.url.startsWith("/auth/v1/recover") ? json({}) : undefined,
    );
    type("E-mail address", "someone@example.com");
    click("Forgot password?");
    await screen.findByRole("heading", { name: "Reset your password" });
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("someone@example.com");
    click("Send reset link");
    expectText(await screen.findByRole("status"), "If someone@example.com has an account");
    const [recover] = callsTo("POST", "/auth/v1/recover");
    expect(recover?.body).toEqual({ email: "someone@example.com" });
    expect(decodeURIComponent(recover?.url ?? "")).toMatch(/redirect_to=http.*\/reset-password$/);
  });
});

describe("/auth sign up", () => {
  it("switches between the sign-in and sign-up tabs with the arrow keys, keeping the tab in the URL", async () => {
    const { router } = renderAuthApp("/auth");
    const signInTab = await screen.findByRole("tab", { name: "Sign in" });
    expect(signInTab.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(signInTab, { key: "ArrowRight" });
    const signUpTab = screen.getByRole("tab", { name: "Sign up" });
    expect(signUpTab.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(signUpTab);
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=sign-up");
    fireEvent.keyDown(signUpTab, { key: "Home" });
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeTruthy();
  });

  it("checks the password's length before calling the server", async () => {
    const { callsTo } = renderAuthApp("/auth?tab=sign-up");
    await screen.findByRole("heading", { name: "Create your account" });
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("new-password");
    type("E-mail address", "new@example.com");
    type("Password", "short");
    click("Create account");
    expectText(await screen.findByRole("alert"), PASSWORD_MESSAGES.tooShort);
    expect(callsTo("POST", "/auth/v1")).toHaveLength(0);
  });

  it("shows the server's refusal of a common password", async () => {
    renderAuthApp("/auth?tab=sign-up", (call) =>
      call.url.startsWith("/auth/v1/signup") ? authError(422, "weak_password", PASSWORD_MESSAGES.pwned) : undefined,
    );
    type("E-mail address", "new@example.com");
    type("Password", "password123");
    click("Create account");
    expectText(await screen.findByRole("alert"), PASSWORD_MESSAGES.pwned);
  });

  it("asks to check the inbox after sign-up, with the confirmation link back to /auth and a resend", async () => {
    const { callsTo } = renderAuthApp("/auth?tab=sign-up", (call) => {
      if (call.url.startsWith("/auth/v1/signup"))
        return json(makeUser({ email: "new@example.com", email_confirmed_at: null }));
      if (call.url.startsWith("/auth/v1/resend")) return json({});
      return undefined;
    });
    type("E-mail address", "new@example.com");
    type("Password", "a long enough phrase");
    click("Create account");
    await screen.findByRole("heading", { name: "Check your e-mail" });
    expect(screen.getByText("new@example.com")).toBeTruthy();
    const [signUp] = callsTo("POST", "/auth/v1/signup");
    expect(signUp?.body).toEqual({ email: "new@example.com", password: "a long enough phrase" });
    expect(decodeURIComponent(signUp?.url ?? "")).toMatch(/redirect_to=http.*\/auth$/);
    click("Resend the confirmation e-mail");
    expect(await screen.findByText("We sent a new one to new@example.com.")).toBeTruthy();
  });

  it("sends a confirmation link that comes back to the page the guest started from", async () => {
    const { callsTo } = renderAuthApp("/auth?tab=sign-up&redirect=%2Ftour%2Fcharyn%3Fintent%3Dmessage-host", (call) =>
      call.url.startsWith("/auth/v1/signup")
        ? json(makeUser({ email: "new@example.com", email_confirmed_at: null }))
        : undefined,
    );
    type("E-mail address", "new@example.com");
    type("Password", "a long enough phrase");
    click("Create account");
    await screen.findByRole("heading", { name: "Check your e-mail" });
    const back = new URL(
      new URL(callsTo("POST", "/auth/v1/signup")[0]?.url ?? "", "http://x").searchParams.get("redirect_to") ?? "",
    );
    expect(back.pathname).toBe("/auth");
    expect(back.searchParams.get("redirect")).toBe("/tour/charyn?intent=message-host");
  });

  it("confirms a phone sign-up with the texted code", async () => {
    const { callsTo } = renderAuthApp("/auth?tab=sign-up", (call) => {
      if (call.url.startsWith("/auth/v1/signup")) return json(makeUser({ email: null, phone: "77011234567" }));
      if (call.url === "/auth/v1/verify") return json(sessionBody(makeUser({ email: null, phone: "77011234567" })));
      return undefined;
    });
    fireEvent.click(await screen.findByRole("radio", { name: "Phone" }));
    type("Phone number", "+7 701 123 45 67");
    type("Password", "a long enough phrase");
    click("Create account");
    await screen.findByRole("heading", { name: "Check your phone" });
    type("6-digit code", "123456");
    click("Confirm");
    await screen.findByRole("heading", { name: "You're signed in" });
    expect(callsTo("POST", "/auth/v1/verify")[0]?.body).toEqual({
      phone: "+77011234567",
      type: "sms",
      token: "123456",
    });
  });
});

describe("/auth after an e-mail link", () => {
  it("says the e-mail is confirmed and points a person without a profile to its completion", async () => {
    const { router } = renderAuthApp("/auth#type=signup", (call) => {
      if (call.url === "/auth/v1/token?grant_type=refresh_token") return json(sessionBody());
      if (call.url === "/api/me/profile") return json(makeProfile({ user_type: null }));
      return undefined;
    });
    await screen.findByRole("heading", { name: "Your e-mail is confirmed" });
    const link = await screen.findByRole("link", { name: "Complete your profile" }, { timeout: 3000 });
    expect(link.getAttribute("href")).toBe("/complete-profile");
    expect(router.state.location.pathname).toBe("/auth");
    expect(router.state.location.hash).toBe("");
  });

  it("lets the person follow the link onward, and the address stays where they went", async () => {
    const { router } = renderAuthApp("/auth#type=signup", (call) => {
      if (call.url === "/auth/v1/token?grant_type=refresh_token") return json(sessionBody());
      if (call.url === "/api/me/profile") return json(makeProfile({ user_type: null }));
      return undefined;
    });
    const link = await screen.findByRole("link", { name: "Complete your profile" }, { timeout: 3000 });
    fireEvent.click(link);
    await screen.findByRole("heading", { name: "Complete profile" });
    expect(router.state.location.pathname).toBe("/complete-profile");
    expect(screen.queryByRole("heading", { name: "Your e-mail is confirmed" })).toBeNull();
  });

  it("explains a used or expired link", async () => {
    renderAuthApp(
      "/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    expectText(await screen.findByRole("alert"), "That link didn't work");
    expectText(screen.getByRole("alert"), "Email link is invalid or has expired.");
  });

  it("says what the first link of an e-mail change did and that the other address must confirm too", async () => {
    renderAuthApp("/auth#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email");
    expect(
      await screen.findByText("Confirmation link accepted. Please proceed to confirm link sent to the other email"),
    ).toBeTruthy();
  });
});

describe("identity-provider buttons", () => {
  it("are absent without client ids", async () => {
    renderAuthApp("/auth");
    await screen.findByRole("heading", { name: "Welcome back" });
    await waitFor(() => expect(screen.queryByText("or")).toBeNull());
    expect(screen.queryByRole("button", { name: "Continue with Apple" })).toBeNull();
  });

  it("show Apple's when its client id is configured", async () => {
    renderAuthApp("/auth", () => undefined, { appleClientId: "travel.untrodden.web" });
    expect(await screen.findByRole("button", { name: "Continue with Apple" })).toBeTruthy();
  });
});

describe("/simple-auth", () => {
  it("wants an e-mail (spec §5 code message)", async () => {
    renderAuthApp("/simple-auth");
    await screen.findByRole("heading", { name: "Sign in with a code" });
    click("Send me a code");
    expectText(await screen.findByRole("alert"), MESSAGES.emailOrPhone);
  });

  it("e-mails a code, refuses a wrong one with the server's message, and signs in with the right one", async () => {
    const { callsTo, router } = renderAuthApp("/simple-auth", (call) => {
      if (call.url === "/auth/v1/otp") return json({});
      if (call.url === "/auth/v1/verify") {
        return (call.body as { token: string }).token === "424242"
          ? json(sessionBody())
          : authError(403, "otp_expired", "Token has expired or is invalid");
      }
      if (call.url === "/api/me/profile") return json(makeProfile());
      return undefined;
    });
    type("E-mail address", "amira@example.com");
    click("Send me a code");
    expect(await screen.findByText(/We sent a 6-digit code to/)).toBeTruthy();
    expect(callsTo("POST", "/auth/v1/otp")[0]?.body).toEqual({ email: "amira@example.com", create_user: true });
    const code = screen.getByLabelText("6-digit code");
    expect([code.getAttribute("inputmode"), code.getAttribute("autocomplete")]).toEqual(["numeric", "one-time-code"]);
    type("6-digit code", "111111");
    click("Sign in");
    expectText(await screen.findByRole("alert"), "Token has expired or is invalid");
    type("6-digit code", "424242");
    click("Sign in");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 3000 });
    expect(callsTo("POST", "/auth/v1/verify")[1]?.body).toEqual({
      type: "email",
      email: "amira@example.com",
      token: "424242",
    });
  });
});

describe("/reset-password", () => {
  it("without a session, sends a new link instead", async () => {
    renderAuthApp(
      "/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    await screen.findByRole("heading", { name: "Reset your password" });
    expectText(screen.getByRole("alert"), "Email link is invalid or has expired.");
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeTruthy();
  });

  it("arrives signed in from the recovery link, stays, and saves the new password typed twice", async () => {
    const { callsTo, router } = renderAuthApp("/reset-password#type=recovery", (call) => {
      if (call.url === "/auth/v1/token?grant_type=refresh_token") return json(sessionBody());
      if (call.url === "/api/me/profile") return json(makeProfile());
      if (call.method === "PUT" && call.url === "/auth/v1/user") return json(makeUser());
      return undefined;
    });
    await screen.findByRole("heading", { name: "Choose a new password" });
    type("New password", "a brand new phrase");
    type("Repeat the new password", "a brand new phrase!");
    click("Save new password");
    expectText(await screen.findByRole("alert"), MESSAGES.passwordsDiffer);
    expect(callsTo("PUT", "/auth/v1/user")).toHaveLength(0);
    // The post-sign-in routing has run by now (profile read) and left the person here (spec §4 rule 2).
    await waitFor(() => expect(callsTo("GET", "/api/me/profile")).toHaveLength(1), { timeout: 3000 });
    expect(router.state.location.pathname).toBe("/reset-password");
    type("Repeat the new password", "a brand new phrase");
    click("Save new password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(callsTo("PUT", "/auth/v1/user")[0]?.body).toEqual({ password: "a brand new phrase" });
    expect(screen.getByText(MESSAGES.passwordUpdated)).toBeTruthy();
  });
});

describe("a returning session", () => {
  it("is read from the server without a refresh while it is fresh, and a complete profile leaves /auth for /", async () => {
    rememberSession();
    const { callsTo, router } = renderAuthApp("/auth", (call) => {
      if (call.url === "/auth/v1/user") return json(makeUser());
      if (call.url === "/api/me/profile") return json(makeProfile());
      return undefined;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(callsTo("POST", "/auth/v1/token")).toHaveLength(0);
  });

  it("without a profile type, is sent from another page to /auth", async () => {
    rememberSession();
    const { router } = renderAuthApp("/hosts", (call) => {
      if (call.url === "/auth/v1/user") return json(makeUser());
      if (call.url === "/api/me/profile") return json(makeProfile({ user_type: null }));
      return undefined;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
  });

  it("of an admin stays on /auth", async () => {
    rememberSession();
    const { callsTo } = renderAuthApp("/auth", (call) => {
      if (call.url === "/auth/v1/user") return json(makeUser());
      if (call.url === "/api/me/profile") return json(makeProfile({ is_admin: true }));
      return undefined;
    });
    expect(await screen.findByRole("link", { name: "Go to the home page" })).toBeTruthy();
    expect(callsTo("GET", "/api/me/profile")).toHaveLength(1);
  });
});

describe("signing out", () => {
  it("cleans local storage as spec §4 says and goes to /auth", async () => {
    rememberSession();
    localStorage.setItem("theme", "dark");
    localStorage.setItem("selectedCurrency", "USD");
    localStorage.setItem("locationRequested_u-1", "true");
    localStorage.setItem("untrodden:recent-places:city", "[]");
    const { router, callsTo } = renderAuthApp("/auth", (call) => {
      if (call.url === "/auth/v1/user") return json(makeUser());
      if (call.url === "/api/me/profile") return json(makeProfile({ user_type: null }));
      if (call.url.startsWith("/auth/v1/logout")) return noContent();
      return undefined;
    });
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    await screen.findByRole("heading", { name: "Welcome back" });
    expect(callsTo("POST", "/auth/v1/logout?scope=local")).toHaveLength(1);
    expect(Object.keys(localStorage).sort()).toEqual(["selectedCurrency", "theme"]);
    expect(router.state.location.pathname).toBe("/auth");
  });

  it("says so when the server fails, and keeps the session", async () => {
    rememberSession();
    renderAuthApp("/auth", (call) => {
      if (call.url === "/auth/v1/user") return json(makeUser());
      if (call.url === "/api/me/profile") return json(makeProfile({ user_type: null }));
      if (call.url.startsWith("/auth/v1/logout")) return authError(500, "unexpected_failure", "boom");
      return undefined;
    });
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByText(MESSAGES.signOutFailed)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "You're signed in" })).toBeTruthy();
  });

  it("treats a session the server no longer knows as signed out", async () => {
    rememberSession();
    renderAuthApp("/auth", (call) => {
      if (call.url === "/auth/v1/user") return json(makeUser());
      if (call.url === "/api/me/profile") return json(makeProfile({ user_type: null }));
      if (call.url.startsWith("/auth/v1/logout")) return authError(404, "session_not_found", "Session not found");
      return undefined;
    });
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    await screen.findByRole("heading", { name: "Welcome back" });
    expect(screen.queryByText(MESSAGES.signOutFailed)).toBeNull();
  });
});

describe("protected paths", () => {
  it("send a guest to /auth once the status is known, and back to the page after signing in", async () => {
    const { router } = renderAuthApp("/chat?with=u-9", (call) => {
      if (call.url === "/auth/v1/token?grant_type=password") return json(sessionBody());
      if (call.url === "/api/me/profile") return json(makeProfile());
      return undefined;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/chat?with=u-9");
    expect(await screen.findByText(MESSAGES.loginToContinue)).toBeTruthy();
    expect(screen.getByText("You'll come back to the page you were on once you're in.")).toBeTruthy();
    type("E-mail address", "traveler@example.com");
    type("Password", "demo-pass-2026");
    click("Sign in");
    await screen.findByRole("heading", { name: "Chat" }, { timeout: 3000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/chat?with=u-9");
  });

  it("keep the page to come back to when the person switches to sign-up", async () => {
    const { router } = renderAuthApp("/auth?redirect=%2Fhosts");
    fireEvent.click(await screen.findByRole("tab", { name: "Sign up" }));
    await screen.findByRole("heading", { name: "Create your account" });
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get("tab"), params.get("redirect")]).toEqual(["sign-up", "/hosts"]);
  });

  it("never follow a return path to another site", async () => {
    const { router } = renderAuthApp("/auth?redirect=%2F%2Fevil.example%2Fphish", (call) => {
      if (call.url === "/auth/v1/token?grant_type=password") return json(sessionBody());
      if (call.url === "/api/me/profile") return json(makeProfile());
      return undefined;
    });
    await screen.findByRole("heading", { name: "Welcome back" });
    expect(screen.queryByText("You'll come back to the page you were on once you're in.")).toBeNull();
    type("E-mail address", "traveler@example.com");
    type("Password", "demo-pass-2026");
    click("Sign in");
    await screen.findByRole("heading", { name: "Home" }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe("/");
  });

  it("let a signed-in person stay", async () => {
    rememberSession();
    const { router } = renderAuthApp("/chat", (call) => {
      if (call.url === "/auth/v1/user") return json(makeUser());
      if (call.url === "/api/me/profile") return json(makeProfile());
      return undefined;
    });
    await screen.findByRole("heading", { name: "Chat" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/chat"));
  });
});
