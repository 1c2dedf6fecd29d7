import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConnectionProblem } from "../../web/src/components/ConnectionProblem";
import { LoadError } from "../../web/src/components/PageStates";
import { ApiRequestError } from "../../web/src/lib/api";
import { Component as HostsPage } from "../../web/src/pages/hosts/HostsPage";
import { apiError, json, renderApp, renderRoutes } from "./render";

const networkDown = () => new ApiRequestError(0, "network_error", "Failed to fetch");

/** What the screen's connectivity check asks: GET /api/config answers (the server is up) or not. */
function serverAnswers(up: boolean) {
  const fetchMock = vi.fn((input: RequestInfo | URL) =>
    up && String(input) === "/api/config"
      ? Promise.resolve(json({}))
      : Promise.reject(new TypeError("Failed to fetch")),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

const button = () => screen.getByRole("button");
const tick = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe("ConnectionProblem", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    serverAnswers(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the spec's title, text and tips", () => {
    renderApp(<ConnectionProblem onRetry={() => {}} />);
    expect(screen.getByRole("heading", { name: "Connection Problem" })).toBeTruthy();
    expect(screen.getByText("Unable to connect to our servers. Please check your internet connection.")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(button().textContent).toBe("Try Again (1/3)");
  });

  it("waits a second before retrying, reads Recovering... meanwhile, and counts each retry", async () => {
    let finish = () => {};
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderApp(<ConnectionProblem onRetry={onRetry} />, "/listings?sort=rating");

    fireEvent.click(button());
    expect(button().textContent).toBe("Recovering...");
    await tick(999);
    expect(onRetry).not.toHaveBeenCalled();
    await tick(1);
    expect(onRetry).toHaveBeenCalledTimes(1);
    fireEvent.click(button()); // a press while recovering is ignored
    await act(async () => finish());
    expect(button().textContent).toBe("Try Again (2/3)");

    fireEvent.click(button());
    await tick(1000);
    await act(async () => finish());
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(button().textContent).toBe("Reload Page");
  });

  it("keeps the count when the page draws the screen anew after a failed retry", async () => {
    const onRetry = vi.fn(() => Promise.resolve());
    const { unmount } = renderApp(<ConnectionProblem onRetry={onRetry} />, "/hosts?location=Almaty");
    fireEvent.click(button());
    await tick(1000);
    unmount();
    const again = renderApp(<ConnectionProblem onRetry={onRetry} />, "/hosts?location=Almaty");
    expect(button().textContent).toBe("Try Again (2/3)");
    again.unmount();
    // Another page (or another visit of it) counts from the start.
    renderApp(<ConnectionProblem onRetry={onRetry} />, "/hosts?location=Tbilisi");
    expect(button().textContent).toBe("Try Again (1/3)");
  });

  it("says no internet connection is detected while the browser is offline", () => {
    setOnline(false);
    renderApp(<ConnectionProblem onRetry={() => {}} />);
    expect(screen.getByText("No internet connection detected")).toBeTruthy();
    setOnline(true);
    expect(screen.queryByText("No internet connection detected")).toBeNull();
  });

  it("checks every 3 seconds and retries by itself once the browser is online and the server answers", async () => {
    const onRetry = vi.fn(() => Promise.resolve());
    setOnline(false);
    const fetchMock = serverAnswers(true);
    renderApp(<ConnectionProblem onRetry={onRetry} />);
    await tick(3000);
    expect(fetchMock).not.toHaveBeenCalled(); // offline: nothing to ask

    setOnline(true);
    await tick(0);
    // Past the browser's cache: its copy of /api/config would answer while the server is down.
    expect(fetchMock).toHaveBeenCalledWith("/api/config", expect.objectContaining({ cache: "no-store" }));
    expect(button().textContent).toBe("Recovering...");
    await tick(1000);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe("Try Again (1/3)"); // an automatic retry is not one of the three
  });

  it("when the browser comes back online, asks every second for up to 10 seconds and retries as soon as the server answers", async () => {
    const onRetry = vi.fn(() => Promise.resolve());
    setOnline(false);
    let fetchMock = serverAnswers(false);
    renderApp(<ConnectionProblem onRetry={onRetry} />);
    setOnline(true);
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock = serverAnswers(true); // the network is back a moment after the radio
    await tick(1000);
    // Before the 3-second check: the wait's own next step found the server.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe("Recovering...");
    await tick(1000);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("does not retry while the server cannot be reached", async () => {
    const onRetry = vi.fn(() => Promise.resolve());
    const fetchMock = serverAnswers(false);
    renderApp(<ConnectionProblem onRetry={onRetry} />);
    await tick(3000);
    await tick(3000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await tick(1000);
    expect(onRetry).not.toHaveBeenCalled();
    expect(button().textContent).toBe("Try Again (1/3)");
  });
});

describe("ConnectionProblem for an authentication error", () => {
  const refused = () => new ApiRequestError(401, "unauthorized", "Please log in to continue");

  beforeEach(() => {
    vi.useFakeTimers();
    serverAnswers(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the spec's title and text with the error's details folded away, and only logs it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = refused();
    renderApp(<LoadError title="We couldn't load hosts." error={error} onRetry={() => {}} variant="page" />);
    expect(screen.getByRole("heading", { level: 1, name: "Authentication Error" })).toBeTruthy();
    expect(screen.getByText("We encountered an authentication issue. This is usually temporary.")).toBeTruthy();
    const details = screen.getByText("Error details").closest("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain("401 unauthorized: Please log in to continue");
    expect(screen.queryAllByRole("listitem")).toHaveLength(0); // the tips are about the connection
    expect(screen.queryByText("Connection Problem")).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.any(String), error);
  });

  it("retries with the same button, but never by itself", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = vi.mocked(fetch);
    const onRetry = vi.fn(() => Promise.resolve());
    renderApp(<ConnectionProblem kind="auth" error={refused()} onRetry={onRetry} />);
    await tick(9000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(button());
    expect(button().textContent).toBe("Recovering...");
    await tick(1000);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe("Try Again (2/3)");
  });
});

describe("LoadError", () => {
  it("shows the connection screen for a network failure and the page's own state for others", () => {
    const { unmount } = renderApp(
      <LoadError title="We couldn't load hosts." error={networkDown()} onRetry={() => {}} />,
    );
    expect(screen.getByRole("heading", { name: "Connection Problem" })).toBeTruthy();
    unmount();
    renderApp(
      <LoadError
        title="We couldn't load hosts."
        error={new ApiRequestError(500, "internal_error", "Boom")}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText("We couldn't load hosts.")).toBeTruthy();
    expect(screen.queryByText("Connection Problem")).toBeNull();
  });

  it("is what a data page shows when its request never reaches the server", async () => {
    renderRoutes([{ path: "/hosts", element: <HostsPage /> }], "/hosts", () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await screen.findByRole("heading", { name: "Connection Problem" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again (1/3)" })).toBeTruthy();
  });

  it("leaves a server error to the page's own error state", async () => {
    renderRoutes([{ path: "/hosts", element: <HostsPage /> }], "/hosts", () => apiError(500));
    expect(await screen.findByText("We couldn't load hosts.")).toBeTruthy();
    expect(screen.queryByText("Connection Problem")).toBeNull();
  });
});
