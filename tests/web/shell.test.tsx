import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BottomNav } from "../../web/src/components/layout/BottomNav";
import { StartupGate } from "../../web/src/components/StartupGate";
import { ToastProvider } from "../../web/src/lib/toast";
import { HeroSearch } from "../../web/src/pages/home/HeroSearch";
import { StatsBand } from "../../web/src/pages/home/StaticSections";
import { guest, WithAuth } from "./account-fixtures";
import { renderApp } from "./render";

const GuestBottomNav = () => (
  <WithAuth auth={guest()}>
    <BottomNav />
  </WithAuth>
);

afterEach(() => vi.useRealTimers());

describe("StartupGate", () => {
  it("shows nothing for 150 ms, then the initializing screen, then opens the app on timeout with a toast", async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <StartupGate setup={() => new Promise(() => {})}>
          <p>App</p>
        </StartupGate>
      </ToastProvider>,
    );
    expect(screen.queryByRole("status")).toBeNull();
    await act(async () => vi.advanceTimersByTime(150));
    expect(screen.getByText("Getting things ready…")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(7849));
    expect(screen.queryByText("App")).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText("App")).toBeTruthy();
    expect(screen.queryByText("Getting things ready…")).toBeNull();
    expect(screen.getByText("Initialization timeout")).toBeTruthy();
  });

  it("opens the app when slow setup completes within 8 seconds, and says nothing of a timeout later", async () => {
    vi.useFakeTimers();
    let finish = () => {};
    render(
      <ToastProvider>
        <StartupGate setup={() => new Promise<void>((resolve) => (finish = resolve))}>
          <p>App</p>
        </StartupGate>
      </ToastProvider>,
    );
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByText("Getting things ready…")).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByText("App")).toBeTruthy();
    expect(screen.queryByText("Getting things ready…")).toBeNull();
    await act(async () => vi.advanceTimersByTime(8000));
    expect(screen.queryByText("Initialization timeout")).toBeNull();
  });

  it("opens the app when setup fails, logging the failure without a timeout toast", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ToastProvider>
        <StartupGate setup={() => Promise.reject(new Error("bridge gone"))}>
          <p>App</p>
        </StartupGate>
      </ToastProvider>,
    );
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText("App")).toBeTruthy();
    expect(error).toHaveBeenCalledWith("Platform setup failed", expect.any(Error));
    await act(async () => vi.advanceTimersByTime(8000));
    expect(screen.queryByText("Initialization timeout")).toBeNull();
    error.mockRestore();
  });

  it("opens the app without a flash when setup finishes at once", async () => {
    render(
      <ToastProvider>
        <StartupGate setup={() => Promise.resolve()}>
          <p>App</p>
        </StartupGate>
      </ToastProvider>,
    );
    expect(await screen.findByText("App")).toBeTruthy();
    expect(screen.queryByText("Getting things ready…")).toBeNull();
  });
});

describe("BottomNav", () => {
  it("shows the four guest tabs and marks the one matching the route", () => {
    renderApp(<GuestBottomNav />, "/hosts?country=Nepal");
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Hosts", "Listings", "Blog", "Account"]);
    expect(screen.getByRole("link", { name: "Hosts" }).getAttribute("aria-current")).toBe("page");
    // Signing in from here comes back here (issue 14).
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("href")).toBe(
      `/auth?redirect=${encodeURIComponent("/hosts?country=Nepal")}`,
    );
  });

  it("slides away when the on-screen keyboard shrinks the viewport by more than 150 px", () => {
    const viewport = Object.assign(new EventTarget(), { height: window.innerHeight });
    vi.stubGlobal("visualViewport", viewport);
    renderApp(<GuestBottomNav />, "/listings");
    const nav = screen.getByRole("navigation");
    const resize = (height: number) =>
      act(() => {
        viewport.height = height;
        viewport.dispatchEvent(new Event("resize"));
      });
    resize(window.innerHeight - 150);
    expect(nav.className).not.toContain("translate-y-full");
    resize(window.innerHeight - 151);
    expect(nav.className).toContain("translate-y-full");
    resize(window.innerHeight);
    expect(nav.className).not.toContain("translate-y-full");
    vi.unstubAllGlobals();
  });

  it("hides from 768 px up on the web, but shows at any width in the native app", () => {
    const { unmount } = renderApp(<GuestBottomNav />, "/hosts");
    expect(screen.getByRole("navigation").className.split(" ")).toContain("md:hidden");
    unmount();
    vi.stubGlobal("Capacitor", { isNativePlatform: () => true, getPlatform: () => "android" });
    renderApp(<GuestBottomNav />, "/hosts");
    const nav = screen.getByRole("navigation", { name: "Bottom navigation" });
    expect(nav.className.split(" ").filter((c) => /^(sm|md|lg|xl):/.test(c))).toEqual([]);
    vi.unstubAllGlobals();
  });

  it.each(["/chat", "/chat/abc", "/admin", "/admin/hosts"])("is hidden on %s", (path) => {
    renderApp(<GuestBottomNav />, path);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("HeroSearch", () => {
  // First in this file: the suggestions' code has not loaded yet.
  it("takes typing and Enter before its suggestions have loaded, then hands text and focus to the suggestions box", async () => {
    const { router } = renderApp(<HeroSearch />);
    const plain = screen.getByRole("searchbox", { name: "Where do you want to go?" });
    plain.focus();
    fireEvent.change(plain, { target: { value: "Alm" } });
    const box = await screen.findByRole("combobox", { name: "Where do you want to go?" });
    expect((box as HTMLInputElement).value).toBe("Alm");
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(router.state.location.pathname).toBe("/");
  });

  it("goes to /hosts?location=… on Enter and to /hosts when empty", async () => {
    const { router } = renderApp(<HeroSearch />);
    const input = await screen.findByRole("combobox");
    fireEvent.change(input, { target: { value: "  Kök-Töbe " } });
    const form = input.closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    expect(router.state.location.pathname).toBe("/hosts");
    expect(router.state.location.search).toBe(`?location=${encodeURIComponent("Kök-Töbe")}`);
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.submit(form);
    expect(router.state.location.search).toBe("");
  });
});

describe("StatsBand", () => {
  it("shows placeholders, not numbers, while the stats load", () => {
    render(<StatsBand stats={undefined} />);
    expect(screen.getByRole("region", { name: "Statistics" }).getAttribute("aria-busy")).toBe("true");
    expect(screen.getAllByTestId("stat-placeholder")).toHaveLength(4);
    expect(screen.getByTestId("stat-countries").textContent).toBe("countries");
  });

  it("shows the spec's defaults when the stats fail, as one consistent set with a note, never 9 travelers", () => {
    render(<StatsBand stats={undefined} failed />);
    expect(screen.getByTestId("stat-countries").textContent).toBe("countries23");
    expect(screen.getByTestId("stat-local-experts").textContent).toBe("local experts40");
    expect(screen.getByTestId("stat-travelers").textContent).toBe("travelers33,009");
    expect(screen.getByTestId("stat-satisfaction").textContent).toBe("satisfaction96%");
    expect(screen.queryAllByTestId("stat-placeholder")).toHaveLength(0);
    expect(screen.getByText("Figures from our last count.")).toBeTruthy();
  });

  it("adds 33000 to the traveler count and shows 98% once loaded", () => {
    render(<StatsBand stats={{ countries_count: 21, hosts_count: 87, travelers_count: 64 }} />);
    expect(screen.getByTestId("stat-travelers").textContent).toContain("33,064");
    expect(screen.getByTestId("stat-local-experts").textContent).toContain("87");
    expect(screen.getByTestId("stat-satisfaction").textContent).toContain("98%");
    expect(screen.queryByText("Figures from our last count.")).toBeNull();
  });
});
