import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SECOND_FACTOR_TEXT as T } from "../../domain/second-factor";
import { SessionControlContext } from "../../web/src/auth/context";
import * as AdminHome from "../../web/src/pages/admin/AdminHomePage";
import * as DebugIndex from "../../web/src/pages/admin/DebugIndexPage";
import {
  ACTION_FAILED,
  ENROLL_UNAVAILABLE,
  Component as SecurityPage,
  SIGNED_OUT_DEVICE,
} from "../../web/src/pages/security/SecurityPage";
import { authUser, fakeAuth, meProfile, stubFetch, WithAuth } from "./account-fixtures";
import { VERIFIED_TOTP } from "./auth-harness";
import { json, renderApp } from "./render";

const FACTOR = VERIFIED_TOTP;

const SESSIONS = {
  sessions: [
    {
      id: "s-here",
      current: true,
      user_agent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
      ip: null,
      aal: "aal1",
      created_at: "2026-11-28T08:00:00Z",
      last_active_at: "2026-11-29T08:00:00Z",
    },
    {
      id: "s-phone",
      current: false,
      user_agent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1",
      ip: null,
      aal: "aal1",
      created_at: "2026-11-20T08:00:00Z",
      last_active_at: "2026-11-27T08:00:00Z",
    },
  ],
};

const control = () => ({
  acceptSession: vi.fn(),
  userUpdated: vi.fn(),
  sessionEnded: vi.fn(),
  verifyCode: vi.fn(async () => {}),
  reloadUser: vi.fn(async () => {}),
  linkReturn: null,
});

function renderSecurity(factors: (typeof FACTOR)[] = [], ctl = control()) {
  const auth = fakeAuth(meProfile(), { user: authUser({ factors }) });
  renderApp(
    <WithAuth auth={auth}>
      <SessionControlContext value={ctl}>
        <SecurityPage />
      </SessionControlContext>
    </WithAuth>,
    "/security",
  );
  return ctl;
}

describe("/security", () => {
  it("lists the devices signed in, and signs another one out", async () => {
    const calls = stubFetch((c) => (c.url === "/api/me/sessions" ? json(SESSIONS) : undefined));
    renderSecurity();
    const phone = (await screen.findByText("Safari on iOS")).closest("li") as HTMLElement;
    expect(
      within(screen.getByText("Chrome on Linux").closest("li") as HTMLElement).getByText("This device"),
    ).toBeTruthy();
    expect(within(screen.getByText("Chrome on Linux").closest("li") as HTMLElement).queryByRole("button")).toBeNull();
    fireEvent.click(within(phone).getByRole("button", { name: "Sign out Safari on iOS" }));
    expect(await screen.findByText(SIGNED_OUT_DEVICE)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/me/sessions/s-phone")).toBe(true);
    await waitFor(() => expect(screen.queryByText("Safari on iOS")).toBeNull());
  });

  it("sets up an authenticator: shows the QR code and the key, and turns on with the app's first code", async () => {
    const calls = stubFetch((c) => {
      if (c.url === "/api/me/sessions") return json(SESSIONS);
      if (c.url === "/auth/v1/factors")
        return json({
          id: "f-new",
          type: "totp",
          friendly_name: "Authenticator app",
          totp: {
            qr_code: '<svg xmlns="http://www.w3.org/2000/svg"/>',
            secret: "ABCDEFGHIJKLMNOP",
            uri: "otpauth://x",
          },
        });
      return undefined;
    });
    const ctl = renderSecurity();
    fireEvent.click(await screen.findByRole("button", { name: "Set up an authenticator app" }));
    const qr = (await screen.findByRole("img", { name: "QR code for your authenticator app" })) as HTMLImageElement;
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText("ABCD EFGH IJKL MNOP")).toBeTruthy();
    expect(calls.find((c) => c.url === "/auth/v1/factors")?.body).toEqual({
      factor_type: "totp",
      friendly_name: "Authenticator app",
    });
    fireEvent.change(screen.getByLabelText(T.codeLabel, { selector: "input" }), { target: { value: "246810" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText(T.enrolled)).toBeTruthy();
    expect(ctl.verifyCode).toHaveBeenCalledWith("f-new", "246810");
  });

  it("says so when set-up is not available, and keeps two-step sign-in off", async () => {
    stubFetch((c) => {
      if (c.url === "/api/me/sessions") return json(SESSIONS);
      if (c.url === "/auth/v1/factors") return json({ code: "mfa_totp_enroll_not_enabled", msg: "off" }, 503);
      return undefined;
    });
    renderSecurity();
    fireEvent.click(await screen.findByRole("button", { name: "Set up an authenticator app" }));
    expect(await screen.findByText(ENROLL_UNAVAILABLE)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Set up an authenticator app" })).toBeTruthy();
  });

  it("turns two-step sign-in off after asking, and reports a failure without losing the setting", async () => {
    let fail = true;
    const calls = stubFetch((c) => {
      if (c.url === "/api/me/sessions") return json(SESSIONS);
      if (c.method === "DELETE" && c.url === "/auth/v1/factors/f-1")
        return fail ? json({ code: "unexpected_failure", msg: "boom" }, 500) : json({ id: "f-1" });
      return undefined;
    });
    const ctl = renderSecurity([FACTOR]);
    fireEvent.click(await screen.findByRole("button", { name: "Turn off two-step sign-in" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText(ACTION_FAILED)).toBeTruthy();
    expect(ctl.reloadUser).not.toHaveBeenCalled();
    fail = false;
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText(T.removed)).toBeTruthy();
    expect(ctl.reloadUser).toHaveBeenCalled();
    expect(calls.filter((c) => c.method === "DELETE" && c.url === "/auth/v1/factors/f-1")).toHaveLength(2);
  });
});

describe("/security, turning off when the user cannot be re-read", () => {
  it("still says two-step sign-in is off (it is): the next refresh brings the user", async () => {
    stubFetch((c) => {
      if (c.url === "/api/me/sessions") return json(SESSIONS);
      if (c.method === "DELETE" && c.url === "/auth/v1/factors/f-1") return json({ id: "f-1" });
      return undefined;
    });
    const ctl = control();
    ctl.reloadUser.mockRejectedValueOnce(new Error("offline"));
    renderSecurity([FACTOR], ctl);
    fireEvent.click(await screen.findByRole("button", { name: "Turn off two-step sign-in" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText(T.removed)).toBeTruthy();
    expect(screen.queryByText(ACTION_FAILED)).toBeNull();
  });
});

describe("the admin overview", () => {
  const renderHome = (factors: (typeof FACTOR)[]) => {
    stubFetch(() => json({ error: { code: "not_found", message: "Not found" } }, 404));
    const admin = fakeAuth(meProfile({ is_admin: true }), { user: authUser({ factors }) });
    renderApp(
      <WithAuth auth={admin}>
        <AdminHome.Component />
      </WithAuth>,
      "/admin",
    );
  };

  it("asks an admin without an authenticator to set one up", () => {
    renderHome([]);
    expect(screen.getByText(AdminHome.ADMIN_TWO_STEP_NUDGE)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Set up an authenticator app" }).getAttribute("href")).toBe("/security");
  });

  it("says nothing to an admin who has one", () => {
    renderHome([FACTOR]);
    expect(screen.queryByText(AdminHome.ADMIN_TWO_STEP_NUDGE)).toBeNull();
  });
});

describe("/debug-index's restore-user-auth", () => {
  it("removes two-step sign-in only when the admin ticks it", async () => {
    const calls = stubFetch((c) =>
      c.url === "/api/admin/restore-user-auth"
        ? json({ success: true, error: null, done: ["Removed two-step sign-in (1 authenticator)."] })
        : c.url === "/api/admin/environment"
          ? json({ status: "SUCCESS", secretsCheck: {}, missingSecrets: [] })
          : undefined,
    );
    renderApp(<DebugIndex.Component />, "/debug-index");
    const region = screen.getByRole("region", { name: "Restore a person's sign-in" });
    fireEvent.change(within(region).getByLabelText("E-mail address"), { target: { value: "host@example.org" } });
    fireEvent.click(within(region).getByRole("button", { name: "Restore sign-in" }));
    await within(region).findByText("Sign-in restored for host@example.org.");
    fireEvent.click(within(region).getByRole("checkbox", { name: /Also remove their two-step sign-in/ }));
    fireEvent.click(within(region).getByRole("button", { name: "Restore sign-in" }));
    await within(region).findByText("Removed two-step sign-in (1 authenticator).");
    expect(calls.filter((c) => c.url === "/api/admin/restore-user-auth").map((c) => c.body)).toEqual([
      { email: "host@example.org" },
      { email: "host@example.org", remove_authenticators: true },
    ]);
  });
});
