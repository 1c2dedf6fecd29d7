import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAVICON_PROBE, PUSH_PROBE } from "../../../domain/connectivity";
import { ConnectionProblem } from "../../../web/src/components/ConnectionProblem";
import { installConnectivity } from "../../../web/src/native/connectivity";
import type { NetworkPlugin } from "../../../web/src/native/plugins";
import { fakeProbeTimeouts, type Host, probeNetwork } from "../probe-fakes";
import { renderApp } from "../render";

/** The Network plugin as the shell sees it: the device's answer, and its change events fired by the test. */
function fakeNetwork(connected: boolean) {
  const listeners = new Set<(connected: boolean) => void>();
  const plugin: NetworkPlugin = {
    connected: () => Promise.resolve(connected),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (value: boolean) =>
    act(() => {
      for (const listener of listeners) listener(value);
    });
  return { plugin, change, listeners };
}

const BACKEND = "/api/config";
const NO_INTERNET = "No internet connection detected";
const tick = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe("the error screen in the app", () => {
  let hosts: Record<string, Host>;
  let uninstall = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    fakeProbeTimeouts();
    // The WebView's own report says online throughout: the shell must not rely on it.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    hosts = { [BACKEND]: "down", [PUSH_PROBE.url]: "down", [FAVICON_PROBE.url]: "down" };
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("takes the device's network report from the Network plugin", async () => {
    const network = fakeNetwork(false);
    const net = probeNetwork(hosts);
    uninstall = installConnectivity({ network: network.plugin });
    renderApp(<ConnectionProblem onRetry={() => {}} />);
    await tick(0); // the plugin's first answer
    expect(screen.getByText(NO_INTERNET)).toBeTruthy();
    await tick(3000);
    expect(net.requests).toEqual([]); // offline: nothing to ask
    network.change(true);
    expect(screen.queryByText(NO_INTERNET)).toBeNull();
  });

  it("says there is no internet when the device is connected but neither the backend, the push endpoint nor the favicon answer", async () => {
    const network = fakeNetwork(true);
    const net = probeNetwork(hosts);
    uninstall = installConnectivity({ network: network.plugin });
    renderApp(<ConnectionProblem onRetry={() => {}} />);
    expect(screen.queryByText(NO_INTERNET)).toBeNull();
    await tick(3000);
    expect(net.requests.map((r) => r.url).sort()).toEqual([BACKEND, FAVICON_PROBE.url, PUSH_PROBE.url].sort());
    expect(screen.getByText(NO_INTERNET)).toBeTruthy();

    hosts[FAVICON_PROBE.url] = "up"; // the internet is there, only our server is not
    await tick(3000);
    expect(screen.queryByText(NO_INTERNET)).toBeNull();
    expect(screen.getByRole("button").textContent).toBe("Try Again (1/3)");
  });

  it("retries by itself when the device reconnects and the backend answers", async () => {
    const network = fakeNetwork(false);
    probeNetwork(hosts);
    uninstall = installConnectivity({ network: network.plugin });
    const onRetry = vi.fn(() => Promise.resolve());
    renderApp(<ConnectionProblem onRetry={onRetry} />);
    await tick(0);
    hosts[BACKEND] = "up";
    network.change(true);
    await tick(0);
    expect(screen.getByRole("button").textContent).toBe("Recovering...");
    await tick(1000);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("hands the web's own network report back when the shell is torn down", () => {
    const network = fakeNetwork(false);
    installConnectivity({ network: network.plugin })();
    expect(network.listeners.size).toBe(0);
    renderApp(<ConnectionProblem onRetry={() => {}} />);
    expect(screen.queryByText(NO_INTERNET)).toBeNull();
  });
});
