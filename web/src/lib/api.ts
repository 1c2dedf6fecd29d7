import type { ApiByKey, ApiKey } from "../../../domain/api";
import { type CallInput, pathOf, queryString, type ResponseOf } from "../../../domain/api/endpoint";
import { appFetch, transport } from "./transport";

/** An API failure carrying the server's `{ error: { code, message } }`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A public lookup by a slug the host, traveler or listing no longer has: the server answers 301 with the page's
 * current path (`{ redirect }`, domain/api-types MovedResponse); the page replaces the address with it.
 */
export class ApiMovedError extends ApiRequestError {
  constructor(readonly to: string) {
    super(301, "moved", `This page has moved to ${to}`);
  }
}

/** Where an old link now lives, when `error` says it moved; else null. */
export function movedTo(error: unknown): string | null {
  return error instanceof ApiMovedError ? error.to : null;
}

/** The ApiRequestError a failed response carries: `{ error: { code, message } }` (GoTrue's `msg` as a fallback). */
export async function responseError(res: Response): Promise<ApiRequestError> {
  const data = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
    msg?: string;
  } | null;
  return new ApiRequestError(
    res.status,
    data?.error?.code ?? "http_error",
    data?.error?.message ?? data?.msg ?? res.statusText,
  );
}

export type HttpMethod = "GET" | "PATCH" | "POST" | "PUT" | "DELETE";

/**
 * One JSON request to the app's own server. The session cookie goes along (same origin); the browser adds Origin,
 * which the server's CSRF check wants; /auth/v1 paths ask for the cookie session transport. A failure throws
 * ApiRequestError: the server's code and message, or status 0 "network_error" when the request never completed (an
 * aborted signal rethrows its own error). An empty answer (204) resolves to undefined.
 */
export async function send<T>(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await appFetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(path.startsWith("/auth/v1/") ? { "X-Session-Transport": "cookie" } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiRequestError(0, "network_error", err instanceof Error ? err.message : String(err));
  }
  if (res.status === 301) {
    const moved = (await res.json().catch(() => null)) as { redirect?: unknown } | null;
    // Only a path on this site: never an address elsewhere.
    if (typeof moved?.redirect === "string" && /^\/(?!\/)/.test(moved.redirect))
      throw new ApiMovedError(moved.redirect);
  }
  if (!res.ok) throw await responseError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type Input<K extends ApiKey> = CallInput<ApiByKey[K]>;

/**
 * Calls an API endpoint by its contract key ("GET /api/hosts/:slug", domain/api/): the path's parameters, the
 * query and the JSON body are typed by the contract, and so is the answer. A key or field the contract does not
 * have is a compile error. Failures throw ApiRequestError (see `send`).
 */
export function call<K extends ApiKey>(
  key: K,
  ...[input]: object extends Input<K> ? [input?: Input<K>] : [input: Input<K>]
): Promise<ResponseOf<ApiByKey[K]>> {
  const { body, signal } = (input ?? {}) as { body?: unknown; signal?: AbortSignal };
  return send<ResponseOf<ApiByKey[K]>>(
    methodOf(key),
    urlFor(key, input as Pick<Input<K>, "params" | "query">),
    body,
    signal,
  );
}

const methodOf = (key: ApiKey) => key.slice(0, key.indexOf(" ")) as HttpMethod;

/**
 * The URL of an endpoint for these inputs, for what the browser fetches itself (a download link, a document opened
 * in a new tab, an upload with progress, a cache refresh): a path on the web, absolute in the native shell.
 */
export function urlFor<K extends ApiKey>(key: K, input?: Pick<Input<K>, "params" | "query">): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: object };
  const path = `${pathOf(key.slice(key.indexOf(" ") + 1), params)}${queryString(query)}`;
  return transport()?.url(path) ?? path;
}

/** Query string from an object (leading "?"); empty, undefined and null values are left out. */
export const toQuery = queryString;
