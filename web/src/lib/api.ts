import type { ConfigResponse, CountriesResponse, DestinationResponse, HomeResponse } from "../../../domain/api/home";
import type { HostResponse, HostsQuery, HostsResponse, ReviewsResponse } from "../../../domain/api/hosts";
import type { ListingDetailResponse, ListingsQuery, ListingsResponse } from "../../../domain/api/listings";
import type { TravelerResponse, TravelersResponse } from "../../../domain/api/travelers";
import { LISTING_ROUTE, type ListingKind } from "../../../domain/vocabulary";

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
    res = await fetch(path, {
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

const getJson = <T>(path: string, signal?: AbortSignal) => send<T>("GET", path, undefined, signal);

/** Query string from an object; empty, undefined and null values are left out. */
export function toQuery(params: object): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

const seg = encodeURIComponent;

export const api = {
  home: (signal?: AbortSignal) => getJson<HomeResponse>("/api/home", signal),
  countries: (signal?: AbortSignal) => getJson<CountriesResponse>("/api/countries", signal),
  config: (signal?: AbortSignal) => getJson<ConfigResponse>("/api/config", signal),
  listings: (q: ListingsQuery, signal?: AbortSignal) => getJson<ListingsResponse>(`/api/listings${toQuery(q)}`, signal),
  listing: (kind: ListingKind, slugOrId: string, signal?: AbortSignal) =>
    getJson<ListingDetailResponse>(`/api/listings/${LISTING_ROUTE[kind]}/${seg(slugOrId)}`, signal),
  hosts: (q: HostsQuery, signal?: AbortSignal) => getJson<HostsResponse>(`/api/hosts${toQuery(q)}`, signal),
  host: (slug: string, signal?: AbortSignal) => getJson<HostResponse>(`/api/hosts/${seg(slug)}`, signal),
  hostReviews: (slug: string, cursor?: string, signal?: AbortSignal) =>
    getJson<ReviewsResponse>(`/api/hosts/${seg(slug)}/reviews${toQuery({ cursor })}`, signal),
  travelers: (cursor?: string, signal?: AbortSignal) =>
    getJson<TravelersResponse>(`/api/travelers${toQuery({ cursor })}`, signal),
  traveler: (idOrSlug: string, signal?: AbortSignal) =>
    getJson<TravelerResponse>(`/api/travelers/${seg(idOrSlug)}`, signal),
  destination: (country: string, signal?: AbortSignal) =>
    getJson<DestinationResponse>(`/api/destinations/${seg(country)}`, signal),
};
