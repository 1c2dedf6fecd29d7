import { vi } from "vitest";

/**
 * Fakes for the connectivity probes (web/src/lib/connectivity.ts): a network of hosts that answer, fail, answer
 * with an error or never answer, and time-outs that run on vitest's fake timers (Node's AbortSignal.timeout does
 * not).
 */

/** How a probed address behaves: answers 200, cannot be reached, answers 503, or never answers. */
export type Host = "up" | "down" | "error" | "hang";

const TIMEOUT_MS = Symbol("timeoutMs");

type TimedSignal = AbortSignal & { [TIMEOUT_MS]?: number };

/** AbortSignal.timeout on the fake clock; the signal remembers its time-out for the test to read. */
export function fakeProbeTimeouts() {
  return vi.spyOn(AbortSignal, "timeout").mockImplementation((ms: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException("The operation timed out.", "TimeoutError")), ms);
    return Object.assign(controller.signal, { [TIMEOUT_MS]: ms });
  });
}

export interface ProbeRequest {
  url: string;
  method: string | undefined;
  cache: RequestCache | undefined;
  mode: RequestMode | undefined;
  timeoutMs: number | undefined;
}

/**
 * A fake fetch over `hosts` (mutable: the test changes an address's behaviour as it goes); addresses not listed
 * cannot be reached. Records every request and which ones were given up on.
 */
export function probeNetwork(hosts: Record<string, Host>) {
  const requests: ProbeRequest[] = [];
  const aborted: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const signal = init?.signal as TimedSignal | undefined;
    requests.push({
      url,
      method: init?.method,
      cache: init?.cache,
      mode: init?.mode,
      timeoutMs: signal?.[TIMEOUT_MS],
    });
    const host = hosts[url] ?? "down";
    if (host === "up") return Promise.resolve(new Response(null, { status: 200 }));
    if (host === "error") return Promise.resolve(new Response(null, { status: 503 }));
    if (host === "down") return Promise.reject(new TypeError("Failed to fetch"));
    return new Promise<Response>((_, reject) =>
      signal?.addEventListener("abort", () => {
        aborted.push(url);
        reject(signal.reason);
      }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, aborted: () => [...aborted], fetchMock };
}
