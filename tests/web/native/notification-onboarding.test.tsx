import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "../../../domain/api/auth";
import { ONBOARDING_SHOWN_KEY } from "../../../domain/notification-onboarding";
import { AuthContext, type AuthState, SessionControlContext } from "../../../web/src/auth/context";
import { ToastProvider } from "../../../web/src/lib/toast";
import { NotificationOnboardingDialog, PushOnboarding } from "../../../web/src/native/NotificationOnboarding";
import type { NativePlugins } from "../../../web/src/native/plugins";
import { installPlugins } from "../../../web/src/native/runtime";
import { ShellRoot } from "../../../web/src/native/shell-root";
import { type FakePushOptions, fakePush, fakeServer } from "./push-fake";

const USER = { id: "user-1", email: "ana@example.com" } as AuthUser;

function auth(status: AuthState["status"]): AuthState {
  return {
    status,
    user: status === "signed-in" ? USER : null,
    profile: null,
    profileLoading: false,
    role: status === "signed-in" ? "traveler" : "guest",
    secondFactorDue: false,
    event: status === "signed-in" ? "SIGNED_IN" : "SIGNED_OUT",
    signOut: async () => {},
    refreshProfile: async () => {},
  };
}

const SESSION_CONTROL = {
  acceptSession: () => {},
  userUpdated: () => {},
  sessionEnded: () => {},
  verifyCode: async () => {},
  reloadUser: async () => {},
  linkReturn: null,
};

const As = ({ status, children }: { status: AuthState["status"]; children: ReactNode }) => (
  <AuthContext.Provider value={auth(status)}>
    <SessionControlContext.Provider value={SESSION_CONTROL}>{children}</SessionControlContext.Provider>
  </AuthContext.Provider>
);

function renderShell(options: FakePushOptions, status: AuthState["status"] = "signed-in") {
  const fake = fakePush(options);
  const result = render(
    <As status={status}>
      <PushOnboarding plugins={fake.plugins} />
    </As>,
  );
  const rerenderAs = (next: AuthState["status"]) =>
    result.rerender(
      <As status={next}>
        <PushOnboarding plugins={fake.plugins} />
      </As>,
    );
  return { ...fake, rerenderAs };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole("dialog");
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
const buttons = () => screen.queryAllByRole("button").map((b) => b.textContent);

describe("notification onboarding (§2, §4)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("opens 2 seconds after a person is known when permission is not granted, and remembers it was shown", async () => {
    renderShell({ permission: "prompt" });
    await tick(1999);
    expect(dialog()).toBeNull();
    await tick(1);

    expect(screen.getByRole("heading", { name: "Enable Notifications" })).toBeTruthy();
    expect(
      screen.getByText(
        "Stay updated with new messages and booking notifications. You can change this anytime in settings.",
      ),
    ).toBeTruthy();
    expect(buttons()).toEqual(["Allow Notifications", "Skip for Now"]);
    expect(localStorage.getItem(ONBOARDING_SHOWN_KEY)).not.toBeNull();
  });

  it("is shown once per device", async () => {
    localStorage.setItem(ONBOARDING_SHOWN_KEY, "2026-01-01T00:00:00.000Z");
    const { calls } = renderShell({ permission: "prompt" });
    await tick(5000);
    expect(dialog()).toBeNull();
    expect(calls).not.toContain("register");
  });

  it("waits for a person: nobody signed in, nothing is asked", async () => {
    const { calls } = renderShell({ permission: "prompt" }, "signed-out");
    await tick(5000);
    expect(dialog()).toBeNull();
    expect(calls).toEqual([]);
  });

  it("offers nothing when the app build has no push plugin", async () => {
    const { calls } = renderShell({ permission: "prompt", pluginAvailable: false });
    await tick(5000);
    expect(dialog()).toBeNull();
    expect(calls).toEqual([]);
  });

  it("registers silently, without the dialog, when permission is already granted", async () => {
    const { requests } = fakeServer();
    const { calls } = renderShell({ permission: "granted" });
    await tick(2000);

    expect(dialog()).toBeNull();
    expect(calls).not.toContain("requestPermissions");
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ["POST", "/api/push-tokens", { token: "fcm-token-1", platform: "android" }],
    ]);
  });

  it("Allow Notifications reads Setting up... while working, then succeeds and closes after 2 seconds", async () => {
    const { requests } = fakeServer();
    const { settings } = renderShell({ permission: "prompt", requestAnswers: ["granted"], onRegister: "nothing" });
    await tick(2000);

    await click("Allow Notifications");
    const busy = screen.getByRole("button", { name: "Setting up..." }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);

    settings.onRegister = { token: "late-token" };
    await tick(10_000);
    expect(screen.getByText("Timed out waiting for the push token")).toBeTruthy();
    await click("Try Again");
    expect(screen.getByText("Notifications enabled successfully!")).toBeTruthy();
    expect(buttons()).toEqual([]);
    expect(requests[0]?.body).toEqual({ token: "late-token", platform: "android" });

    await tick(1999);
    expect(dialog()).not.toBeNull();
    await tick(1);
    expect(dialog()).toBeNull();
  });

  it("offers Try Again for the first two failures, then only Continue with the manual-settings hint", async () => {
    const { calls } = renderShell({ permission: "denied", requestAnswers: ["denied"] });
    await tick(2000);

    await click("Allow Notifications");
    expect(screen.getByText("Setup failed")).toBeTruthy();
    expect(screen.getByText("Permissions denied")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Notifications may be turned off in your device settings.",
      "There may be a problem with your network connection.",
      "The app may not have permission to send notifications.",
    ]);
    expect(buttons()).toEqual(["Try Again", "Skip"]);

    await click("Try Again");
    expect(buttons()).toEqual(["Try Again", "Skip"]);

    await click("Try Again");
    expect(buttons()).toEqual(["Continue"]);
    expect(screen.getByText("Please enable notifications manually in your device settings.")).toBeTruthy();
    expect(calls.filter((c) => c === "requestPermissions")).toHaveLength(3);

    await click("Continue");
    expect(dialog()).toBeNull();
  });

  it("Skip for Now closes the dialog without asking for anything", async () => {
    const { calls } = renderShell({ permission: "prompt" });
    await tick(2000);
    await click("Skip for Now");
    expect(dialog()).toBeNull();
    expect(calls).toEqual(["checkPermissions"]);
  });

  it("stores a token the OS rotates while the person is signed in, once, and no longer after sign-out", async () => {
    const { requests } = fakeServer();
    const shell = renderShell({ permission: "granted" });
    await tick(2000);
    expect(requests).toHaveLength(1);

    shell.rotate("fcm-token-2");
    await tick(0);
    expect(requests.map((r) => r.body)).toEqual([
      { token: "fcm-token-1", platform: "android" },
      { token: "fcm-token-2", platform: "android" },
    ]);
    shell.rotate("fcm-token-2");
    await tick(0);
    expect(requests).toHaveLength(2);

    shell.rerenderAs("signed-out");
    await tick(0);
    shell.rotate("fcm-token-3");
    await tick(0);
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(2);
  });

  it("back in the app after allowing notifications in the settings, registers silently without asking", async () => {
    const { requests } = fakeServer();
    const shell = renderShell({ permission: "prompt" });
    await tick(2000);
    await click("Skip for Now");

    shell.resume();
    await tick(0);
    expect(requests).toEqual([]);
    expect(shell.calls).not.toContain("register");

    shell.setPermission("granted");
    shell.resume();
    await tick(0);
    expect(dialog()).toBeNull();
    expect(shell.calls).not.toContain("requestPermissions");
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ["POST", "/api/push-tokens", { token: "fcm-token-1", platform: "android" }],
    ]);
    // The server has it: the next return to the app stores nothing again.
    shell.resume();
    await tick(0);
    expect(requests).toHaveLength(1);
  });

  it("unregisters the device when the person signs out, not when nobody was signed in", async () => {
    const guest = renderShell({ permission: "granted" }, "signed-out");
    guest.rerenderAs("signed-out");
    expect(guest.calls).not.toContain("unregister");
    guest.rerenderAs("loading");

    fakeServer();
    guest.rerenderAs("signed-in");
    await tick(2000);
    guest.rerenderAs("signed-out");
    await tick(0);
    expect(guest.calls.at(-1)).toBe("unregister");
  });
});

describe("the shell's part of the page", () => {
  afterEach(() => {
    installPlugins(null);
    vi.useRealTimers();
  });

  it("runs the onboarding on the installed plugin layer", async () => {
    vi.useFakeTimers();
    installPlugins(fakePush({ permission: "prompt" }).plugins);
    // Inside the router and the session, as AppShell mounts it.
    render(
      <ToastProvider>
        <MemoryRouter>
          <As status="signed-in">
            <ShellRoot />
          </As>
        </MemoryRouter>
      </ToastProvider>,
    );
    await tick(2000);
    expect(screen.getByRole("heading", { name: "Enable Notifications" })).toBeTruthy();
  });
});

describe("the dialog without a person", () => {
  it("keeps Allow Notifications disabled", () => {
    const { plugins } = fakePush();
    render(<NotificationOnboardingDialog plugins={plugins as NativePlugins} userId={null} onClose={() => {}} />);
    expect((screen.getByRole("button", { name: "Allow Notifications" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
