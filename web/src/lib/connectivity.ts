import {
  BACKEND_PROBE_KEY,
  BACKEND_PROBE_TIMEOUT_MS,
  CONNECTIVITY_WAIT_MS,
  CONNECTIVITY_WAIT_STEP_MS,
  type Probe,
} from "../../../domain/connectivity";
import { urlFor } from "./api";

/**
 * Spec §4 "Connection error screen" and §7 "Connectivity probes": is the device online, and does our server answer?
 * The device's own report comes first (no probe while it says offline). The web app probes only the backend: its
 * page may not connect elsewhere (Content-Security-Policy connect-src 'self') and a visitor's browser should not
 * ping third parties every 3 seconds. The native shell adds the push endpoint and the public favicon, and the
 * device's network report from its plugin (web/src/native/connectivity.ts; docs/decisions/036).
 */

/** The device's own idea of being online, readable at once and kept current through `subscribe`. */
export interface DeviceNetwork {
  online(): boolean;
  subscribe(onChange: () => void): () => void;
}

const browserNetwork: DeviceNetwork = {
  online: () => navigator.onLine,
  subscribe(onChange) {
    window.addEventListener("online", onChange);
    window.addEventListener("offline", onChange);
    return () => {
      window.removeEventListener("online", onChange);
      window.removeEventListener("offline", onChange);
    };
  },
};

let device: DeviceNetwork = browserNetwork;
let internetProbes: readonly Probe[] = [];

/** The native shell's network report and its probes of the internet beyond our server; `null` restores the web's. */
export function configureConnectivity(native: { network: DeviceNetwork; probes: readonly Probe[] } | null): void {
  device = native?.network ?? browserNetwork;
  internetProbes = native?.probes ?? [];
}

export const deviceNetwork = (): DeviceNetwork => device;

/**
 * One HEAD request, given up after its time-out. Another site answers opaquely (no-cors: any answer means the
 * internet is reachable); our own server must answer with success.
 */
export async function probe({ url, timeoutMs }: Probe, elsewhere = false): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: "HEAD",
      cache: "no-store",
      credentials: "omit",
      mode: elsewhere ? "no-cors" : "cors",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return elsewhere || res.ok;
  } catch {
    return false;
  }
}

/** The backend probe: the API's origin (urlFor is absolute in the native app), past every cache. */
export const backendProbe = (): Probe => ({ url: urlFor(BACKEND_PROBE_KEY), timeoutMs: BACKEND_PROBE_TIMEOUT_MS });

export interface Connectivity {
  /** The device is online and (when probed) something on the internet answers. */
  online: boolean;
  /** Our server answers. */
  backend: boolean;
}

/** All probes at once; when the backend answers the device is online whatever the others say. */
export async function checkConnectivity(): Promise<Connectivity> {
  if (!device.online()) return { online: false, backend: false };
  const [backend, ...internet] = await Promise.all([
    probe(backendProbe()),
    ...internetProbes.map((p) => probe(p, true)),
  ]);
  return { backend, online: backend || internet.length === 0 || internet.some(Boolean) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec §9 "connectivity wait": checks every `stepMs` until the device is online and the backend answers (true), or
 * `timeoutMs` has passed (false), or `signal` is aborted (false).
 */
export async function waitForConnectivity({
  timeoutMs = CONNECTIVITY_WAIT_MS,
  stepMs = CONNECTIVITY_WAIT_STEP_MS,
  signal,
}: {
  timeoutMs?: number;
  stepMs?: number;
  signal?: AbortSignal;
} = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!signal?.aborted) {
    const { online, backend } = await checkConnectivity();
    if (online && backend) return !signal?.aborted;
    if (Date.now() + stepMs > deadline) return false;
    await wait(stepMs);
  }
  return false;
}
