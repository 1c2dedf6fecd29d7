/**
 * The native session's wiring (docs/decisions/034-native-session.md): the transport is installed from secure
 * storage before the first render (startNativeSession, from startShell), and <NativeSession/> (in ShellRoot) hands
 * sessions that arrive by link to the running session manager and clears the stored tokens on SIGNED_OUT.
 */
import { useEffect } from "react";
import { BRAND } from "../../../domain/brand";
import type { CookieSession } from "../auth/client";
import { useAuth, useSessionControl } from "../auth/context";
import { SESSION_HINT_KEY } from "../auth/session";
import { storage } from "../lib/storage";
import { installTransport } from "../lib/transport";
import type { NativePlugins } from "./plugins";
import { createNativeTransport, type NativeTransport, type NativeTransportOptions } from "./session-transport";

/** The server the app talks to: VITE_API_ORIGIN of the native build (scripts/native-build.sh), else the site. */
export function apiOrigin(): string {
  return (import.meta.env.VITE_API_ORIGIN as string | undefined) || BRAND.origin;
}

let installed: NativeTransport | null = null;

export function nativeSession(): NativeTransport | null {
  return installed;
}

/**
 * Restores the stored tokens and installs the native transport. Tokens without the session hint in local storage
 * are dropped: the hint goes with every sign-out's clean-up, and iOS keeps keychain entries after the app is
 * deleted, so a reinstalled app must not sign its new user in as the old one.
 */
export async function startNativeSession(
  plugins: Pick<NativePlugins, "secureStorage">,
  options: Partial<NativeTransportOptions> = {},
): Promise<NativeTransport> {
  const transport = createNativeTransport({ apiOrigin: apiOrigin(), storage: plugins.secureStorage, ...options });
  const tokens = await transport.restore();
  if (tokens && storage.get(SESSION_HINT_KEY) === null) await transport.clear();
  installTransport(transport);
  installed = transport;
  return transport;
}

interface SessionHooks {
  accept: (session: CookieSession) => void;
  signedIn: () => boolean;
  signOut: () => Promise<void>;
}

let hooks: SessionHooks | null = null;
let pending: CookieSession | null = null;

/** Starts a session that came with a link (SIGNED_IN); held until the app's session manager is there. */
export function acceptLinkSession(session: CookieSession): void {
  if (hooks) hooks.accept(session);
  else pending = session;
}

/** Ends the current session (an auth link's error, spec §8): the app's sign-out when it runs, else local clean-up. */
export async function endLinkSession(): Promise<void> {
  pending = null;
  if (hooks?.signedIn()) await hooks.signOut();
  else storage.remove(SESSION_HINT_KEY);
  await installed?.clear();
}

/** ShellRoot's part: connects link sessions to AuthProvider and clears the stored tokens when a session ends. */
export function NativeSession() {
  const { acceptSession } = useSessionControl();
  const auth = useAuth();
  const { status, event, signOut } = auth;

  useEffect(() => {
    hooks = { accept: acceptSession, signedIn: () => status === "signed-in", signOut };
    if (pending) {
      acceptSession(pending);
      pending = null;
    }
    return () => {
      hooks = null;
    };
  }, [acceptSession, status, signOut]);

  useEffect(() => {
    if (event === "SIGNED_OUT") void installed?.clear();
  }, [event]);

  return null;
}
