import { FAVICON_PROBE, PUSH_PROBE } from "../../../domain/connectivity";
import { configureConnectivity, type DeviceNetwork } from "../lib/connectivity";
import type { NativePlugins } from "./plugins";

/**
 * The shell's part of the connectivity check (spec §7): the device's network report comes from the Network plugin
 * (a WebView's navigator.onLine lags behind the radio), and besides the backend the error screen probes the push
 * endpoint and a public favicon, so "No internet connection detected" also shows when the device is connected to
 * a network that reaches nothing. Until the plugin's first answer the device counts as online.
 */
export function installConnectivity({ network }: Pick<NativePlugins, "network">): () => void {
  let connected = true;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (value === connected) return;
    connected = value;
    for (const listener of listeners) listener();
  };
  const device: DeviceNetwork = {
    online: () => connected,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const stop = network.onChange(set);
  network.connected().then(set, (err: unknown) => console.warn("Network status unavailable", err));
  configureConnectivity({ network: device, probes: [PUSH_PROBE, FAVICON_PROBE] });
  return () => {
    stop();
    configureConnectivity(null);
  };
}
