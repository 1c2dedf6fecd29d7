import { act, render, screen, waitFor } from "@testing-library/react";
import { BrowserRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { completeAuthCallback } from "../../../web/src/native/auth-callback";
import { DeepLinkNavigation } from "../../../web/src/native/DeepLinkNavigation";
import { DeepLinkNavigator, pageLoad, startDeepLinks } from "../../../web/src/native/deep-links";
import { startShell } from "../../../web/src/native/shell-root";
import { fakePlugins } from "./fake-plugins";

// Spec §2 "Deep links and notification taps", §4 deep-link callback, §8 auth deep-link failures logged only:
// the shell on a fake plugin layer, with react-router's BrowserRouter as in the app.

vi.mock("../../../web/src/native/auth-callback", () => ({
  completeAuthCallback: vi.fn(async (): Promise<string | null> => null),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The app's router with the shell's navigation handler, as ShellRoot mounts it. */
function renderApp(navigator: DeepLinkNavigator) {
  return render(
    <BrowserRouter>
      <DeepLinkNavigation navigator={navigator} />
      <Where />
    </BrowserRouter>,
  );
}

const where = () => screen.getByTestId("where").textContent;
const flush = () => act(async () => {});

let navigator: DeepLinkNavigator;
let pageLoads: string[];

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  navigator = new DeepLinkNavigator();
  pageLoads = [];
  vi.spyOn(pageLoad, "to").mockImplementation((path) => {
    pageLoads.push(path);
  });
  vi.mocked(completeAuthCallback).mockReset().mockResolvedValue(null);
});

afterEach(() => vi.restoreAllMocks());

describe("cold start (the launch URL)", () => {
  it("opens the app on the chat the link names, without first showing the home page", async () => {
    const fake = fakePlugins({ launchUrl: "untrodden://chat/c-42" });
    await startDeepLinks(fake, { navigator });
    // Before the first render the router does not exist yet: it starts where the link points.
    expect(window.location.pathname + window.location.search).toBe("/chat?conversation=c-42");
    renderApp(navigator);
    expect(where()).toBe("/chat?conversation=c-42");
    await flush();
    expect(where()).toBe("/chat?conversation=c-42");
    expect(pageLoads).toEqual([]);
  });

  it("opens a verified https link's page", async () => {
    await startDeepLinks(fakePlugins({ launchUrl: "https://untrodden.travel/traveler/anna-k" }), { navigator });
    renderApp(navigator);
    expect(where()).toBe("/traveler/anna-k");
  });

  it("still gets there when the router had started elsewhere before the handler registered", async () => {
    await startDeepLinks(fakePlugins({ launchUrl: "untrodden://traveler" }), { navigator });
    window.history.replaceState(null, "", "/"); // e.g. a redirect between setup and the shell's first render
    renderApp(navigator);
    await waitFor(() => expect(where()).toBe("/travelers"));
  });

  it("completes sign-in from an app-scheme auth/callback launch URL and stays where the app opened", async () => {
    const url = "untrodden://auth/callback?code=one-time-code";
    await startDeepLinks(fakePlugins({ launchUrl: url }), { navigator });
    renderApp(navigator);
    await flush();
    expect(completeAuthCallback).toHaveBeenCalledWith(url);
    expect(where()).toBe("/");
  });

  it("does nothing without a launch URL, or when the launch URL cannot be read", async () => {
    const fake = fakePlugins({ failing: { "app.getLaunchUrl": new Error("bridge gone") } });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await startDeepLinks(fake, { navigator });
    renderApp(navigator);
    await flush();
    expect(where()).toBe("/");
    expect(log).toHaveBeenCalled();
    // The listeners are there all the same.
    expect(fake.listenerCount("urlOpen")).toBe(1);
    expect(fake.listenerCount("notificationTap")).toBe(1);
  });

  it("does not open the launch URL twice when iOS also hands it to the URL listener", async () => {
    const fake = fakePlugins({ platform: "ios", launchUrl: "untrodden://chat/c-1" });
    await startDeepLinks(fake, { navigator });
    renderApp(navigator);
    await act(() => navigator.navigateTo("/hosts")); // the person moved on
    expect(where()).toBe("/hosts");
    act(() => {
      fake.fire.urlOpen("untrodden://chat/c-1");
    });
    await flush();
    expect(where()).toBe("/hosts");
    // The same link opened again later is a new opening.
    act(() => {
      fake.fire.urlOpen("untrodden://chat/c-1");
    });
    await waitFor(() => expect(where()).toBe("/chat?conversation=c-1"));
  });

  it("on Android, opens the launch link again when it is opened again while the app runs", async () => {
    const fake = fakePlugins({ platform: "android", launchUrl: "untrodden://chat/c-1" });
    await startDeepLinks(fake, { navigator });
    renderApp(navigator);
    await act(() => navigator.navigateTo("/hosts"));
    act(() => {
      fake.fire.urlOpen("untrodden://chat/c-1");
    });
    await waitFor(() => expect(where()).toBe("/chat?conversation=c-1"));
  });

  it("on iOS, opens the launch link through the listener when the launch URL was not known yet", async () => {
    const fake = fakePlugins({ platform: "ios", launchUrl: null });
    await startDeepLinks(fake, { navigator });
    act(() => {
      fake.fire.urlOpen("https://untrodden.travel/chat/c-4"); // the event kept for the first listener
    });
    renderApp(navigator);
    await waitFor(() => expect(where()).toBe("/chat?conversation=c-4"));
  });

  it("does not reopen after a page load a link this app process already opened", async () => {
    const fake = fakePlugins({ platform: "ios" });
    await startDeepLinks(fake, { navigator });
    renderApp(navigator);
    act(() => {
      fake.fire.urlOpen("untrodden://traveler/t-6");
    });
    await waitFor(() => expect(where()).toBe("/traveler/t-6"));
    // The fallback loaded the page anew on /hosts; iOS now answers the launch URL with the last link opened.
    window.history.replaceState(null, "", "/hosts");
    const again = new DeepLinkNavigator();
    await startDeepLinks(fakePlugins({ platform: "ios", launchUrl: "untrodden://traveler/t-6" }), { navigator: again });
    expect(window.location.pathname).toBe("/hosts");
  });

  it("does not reopen a launch URL already handled by this app process (after a fallback page load)", async () => {
    await startDeepLinks(fakePlugins({ launchUrl: "untrodden://chat/c-5" }), { navigator });
    window.history.replaceState(null, "", "/listings");
    const again = new DeepLinkNavigator();
    await startDeepLinks(fakePlugins({ launchUrl: "untrodden://chat/c-5" }), { navigator: again });
    renderApp(again);
    await flush();
    expect(where()).toBe("/listings");
  });
});

describe("while the app runs", () => {
  async function running() {
    const fake = fakePlugins();
    await startDeepLinks(fake, { navigator });
    renderApp(navigator);
    return fake;
  }

  it.each([
    ["untrodden://chat/c-9", "/chat?conversation=c-9"],
    ["untrodden://traveler/t-2", "/traveler/t-2"],
    ["https://untrodden.travel/chat?conversation=c-3", "/chat?conversation=c-3"],
    ["https://untrodden.travel/bookings/12", "/bookings/12"],
    ["untrodden://somewhere-else", "/chat"],
  ])("a link %s opens %s in the app", async (url, path) => {
    const fake = await running();
    act(() => {
      expect(fake.fire.urlOpen(url)).toBe(1);
    });
    await waitFor(() => expect(where()).toBe(path));
    expect(pageLoads).toEqual([]);
  });

  it.each<[Record<string, string>, string]>([
    [{ type: "new_message", conversation_id: "c-7", deepLink: "/chat?conversation=c-7" }, "/chat?conversation=c-7"],
    [{ type: "traveler_signup", traveler_id: "t-4", deepLink: "/traveler/t-4" }, "/traveler/t-4"],
    [{ category: "traveler_signup" }, "/travelers"],
    [{ type: "booking", deepLink: "/bookings/3" }, "/bookings/3"],
    [{ type: "unknown" }, "/chat"],
  ])("a tapped notification %o opens %s", async (data, path) => {
    const fake = await running();
    act(() => {
      expect(fake.fire.notificationTap(data)).toBe(1);
    });
    await waitFor(() => expect(where()).toBe(path));
  });

  it("hands an auth/callback link to sign-in, and only logs when it fails", async () => {
    const fake = await running();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(completeAuthCallback).mockRejectedValueOnce(new Error("invalid_grant"));
    const url = "untrodden://auth/callback#access_token=a&refresh_token=r";
    act(() => {
      fake.fire.urlOpen(url);
    });
    await flush();
    expect(completeAuthCallback).toHaveBeenCalledWith(url);
    expect(log.mock.calls.flat().join(" ")).toContain("invalid_grant");
    expect(where()).toBe("/");
  });

  it("opens the page a completed sign-in link names (a recovery link's new-password page)", async () => {
    const fake = await running();
    vi.mocked(completeAuthCallback).mockResolvedValueOnce("/reset-password");
    const url = "untrodden://auth/callback?next=%2Freset-password&code=c-1";
    act(() => {
      fake.fire.urlOpen(url);
    });
    await waitFor(() => expect(where()).toBe("/reset-password"));
    expect(completeAuthCallback).toHaveBeenCalledWith(url);
  });

  it("never signs in from a notification", async () => {
    const fake = await running();
    act(() => {
      fake.fire.notificationTap({ deepLink: "untrodden://auth/callback?code=x" });
    });
    await waitFor(() => expect(where()).toBe("/chat"));
    expect(completeAuthCallback).not.toHaveBeenCalled();
  });

  it("stops listening once stopped", async () => {
    const fake = fakePlugins();
    const stop = await startDeepLinks(fake, { navigator });
    stop();
    expect(fake.listenerCount("urlOpen")).toBe(0);
    expect(fake.listenerCount("notificationTap")).toBe(0);
  });
});

describe("the registered navigation handler first, the fallbacks only without it", () => {
  it("loads the page when the handler fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    navigator.setHandler(() => {
      throw new Error("router gone");
    });
    await navigator.navigateTo("/chat?conversation=c-1");
    expect(pageLoads).toEqual(["/chat?conversation=c-1"]);
    expect(log).toHaveBeenCalled();
  });

  it("loads the page when the handler answers false", async () => {
    navigator.setHandler(() => false);
    await navigator.navigateTo("/travelers");
    expect(pageLoads).toEqual(["/travelers"]);
  });

  it("uses only the handler when it succeeds", async () => {
    const seen: string[] = [];
    navigator.setHandler((path) => {
      seen.push(path);
      return true;
    });
    await navigator.navigateTo("/traveler/t-1");
    expect(seen).toEqual(["/traveler/t-1"]);
    expect(pageLoads).toEqual([]);
  });

  it("loads the page when the app has rendered but no handler is set any more", async () => {
    const stop = navigator.setHandler(() => true);
    stop();
    await navigator.navigateTo("/chat");
    expect(pageLoads).toEqual(["/chat"]);
  });
});

describe("startShell", () => {
  it("wires the shell's deep links: the launch URL and both listeners", async () => {
    const fake = fakePlugins({ launchUrl: "untrodden://traveler/t-8" });
    await startShell(fake);
    expect(fake.callsTo("app.getLaunchUrl")).toHaveLength(1);
    expect(fake.listenerCount("urlOpen")).toBe(1);
    expect(fake.listenerCount("notificationTap")).toBe(1);
    expect(window.location.pathname).toBe("/traveler/t-8");
  });
});
