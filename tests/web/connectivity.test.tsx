import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAVICON_PROBE, PUSH_PROBE } from "../../domain/connectivity";
import { checkConnectivity, configureConnectivity, waitForConnectivity } from "../../web/src/lib/connectivity";
import { fakeProbeTimeouts, type Host, probeNetwork } from "./probe-fakes";

const PUSH = PUSH_PROBE.url;
const FAVICON = FAVICON_PROBE.url;
const BACKEND = "/api/config";

/** The shell's configuration: a device network the test controls, and the two probes beyond our server. */
function nativeDevice(online = true) {
  const device = { online: () => online, subscribe: () => () => {} };
  configureConnectivity({ network: device, probes: [PUSH_PROBE, FAVICON_PROBE] });
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
}

describe("connectivity probes", () => {
  let hosts: Record<string, Host>;
  let net: ReturnType<typeof probeNetwork>;

  beforeEach(() => {
    vi.useFakeTimers();
    fakeProbeTimeouts();
    hosts = { [BACKEND]: "up", [PUSH]: "up", [FAVICON]: "up" };
    net = probeNetwork(hosts);
    setOnline(true);
  });
  afterEach(() => {
    configureConnectivity(null);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("on the web asks only the backend: one HEAD to /api/config past every cache, given 5 seconds", async () => {
    expect(await checkConnectivity()).toEqual({ online: true, backend: true });
    expect(net.requests).toEqual([{ url: BACKEND, method: "HEAD", cache: "no-store", mode: "cors", timeoutMs: 5000 }]);
  });

  it("asks nothing while the device says it is offline", async () => {
    setOnline(false);
    expect(await checkConnectivity()).toEqual({ online: false, backend: false });
    nativeDevice(false);
    expect(await checkConnectivity()).toEqual({ online: false, backend: false });
    expect(net.requests).toEqual([]);
  });

  it("in the app also probes the push endpoint and a public favicon, with time-outs of 5, 5 and 3 seconds", async () => {
    nativeDevice();
    expect(await checkConnectivity()).toEqual({ online: true, backend: true });
    const byUrl = Object.fromEntries(net.requests.map((r) => [r.url, r]));
    expect(Object.keys(byUrl).sort()).toEqual([BACKEND, FAVICON, PUSH].sort());
    expect(byUrl[BACKEND]).toMatchObject({ method: "HEAD", timeoutMs: 5000, mode: "cors" });
    expect(byUrl[PUSH]).toMatchObject({ method: "HEAD", timeoutMs: 5000, mode: "no-cors" });
    expect(byUrl[FAVICON]).toMatchObject({ method: "HEAD", timeoutMs: 3000, mode: "no-cors" });
  });

  it("tells a server that does not answer from a device with no internet", async () => {
    nativeDevice();
    hosts[BACKEND] = "down";
    expect(await checkConnectivity()).toEqual({ online: true, backend: false });
    hosts[PUSH] = "down";
    expect(await checkConnectivity()).toEqual({ online: true, backend: false }); // the favicon still answers
    hosts[FAVICON] = "down";
    expect(await checkConnectivity()).toEqual({ online: false, backend: false });
    hosts[BACKEND] = "up"; // our server answering is the internet enough
    expect(await checkConnectivity()).toEqual({ online: true, backend: true });
  });

  it("counts a backend that answers with an error as unreachable", async () => {
    hosts[BACKEND] = "error";
    expect(await checkConnectivity()).toEqual({ online: true, backend: false });
  });

  it("gives up on a backend that hangs after 5 seconds and on the favicon after 3", async () => {
    nativeDevice();
    hosts[BACKEND] = "hang";
    hosts[PUSH] = "down";
    hosts[FAVICON] = "hang";
    let result: unknown = null;
    void checkConnectivity().then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeNull();
    expect(net.aborted()).toEqual([FAVICON]);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ online: false, backend: false });
    expect(net.aborted().sort()).toEqual([BACKEND, FAVICON].sort());
  });
});

describe("waiting for connectivity", () => {
  let hosts: Record<string, Host>;
  let net: ReturnType<typeof probeNetwork>;

  beforeEach(() => {
    vi.useFakeTimers();
    fakeProbeTimeouts();
    hosts = { [BACKEND]: "down" };
    net = probeNetwork(hosts);
    setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("checks every second and says yes as soon as the backend answers", async () => {
    let result: boolean | null = null;
    void waitForConnectivity().then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(3000);
    expect(net.requests).toHaveLength(4); // at 0, 1, 2 and 3 seconds
    expect(result).toBeNull();
    hosts[BACKEND] = "up";
    await vi.advanceTimersByTimeAsync(1000);
    expect(result).toBe(true);
    expect(net.requests).toHaveLength(5);
  });

  it("says no after 10 seconds without an answer", async () => {
    let result: boolean | null = null;
    void waitForConnectivity().then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(9999);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    expect(net.requests).toHaveLength(11); // at 0, 1, … 10 seconds
    await vi.advanceTimersByTimeAsync(5000);
    expect(net.requests).toHaveLength(11);
  });

  it("stops asking when its caller is gone", async () => {
    const stop = new AbortController();
    let result: boolean | null = null;
    void waitForConnectivity({ signal: stop.signal }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(1500);
    stop.abort();
    await vi.advanceTimersByTimeAsync(3000);
    expect(result).toBe(false);
    expect(net.requests).toHaveLength(2);
  });
});
