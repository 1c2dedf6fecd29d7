/**
 * How the app reaches its own server. The web app installs nothing: same-origin paths, the session in HttpOnly
 * cookies. The native shell installs its transport before the first render (web/src/native/session-transport.ts):
 * the API origin, Bearer tokens from the device's secure storage, no cookies.
 */
export interface Transport {
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** The URL of a path on the server. */
  url(path: string): string;
  socket(url: string): WebSocket;
  /** The session's headers for a request the app makes itself (an upload's XMLHttpRequest). */
  headers(): Record<string, string>;
  /** A JSON answer made usable by the page (media paths made absolute). */
  answer(body: unknown): unknown;
  /** A JSON body as the server expects it (absolute media URLs back to the paths it stores). */
  request(body: unknown): unknown;
}

let installed: Transport | null = null;

export function installTransport(transport: Transport | null): void {
  installed = transport;
}

export const transport = (): Transport | null => installed;

/** fetch through the installed transport, else the browser's own. */
export const appFetch = (url: string, init: RequestInit): Promise<Response> =>
  installed ? installed.fetch(url, init) : fetch(url, init);
