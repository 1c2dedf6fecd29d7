import { useSyncExternalStore } from "react";
import type { ConnectionState, RealtimeConnection } from "./connection";

/** The connection's state, re-rendering on every change (for a "reconnecting…" line or an offline badge). */
export function useConnectionState(connection: RealtimeConnection): ConnectionState {
  return useSyncExternalStore(connection.subscribe, () => connection.state);
}
