import type {
  ConfigResponse,
  CountriesResponse,
  DestinationResponse,
  HomeResponse,
  HostResponse,
  HostsQuery,
  HostsResponse,
  ListingDetailResponse,
  ListingsQuery,
  ListingsResponse,
  ReviewsResponse,
  TravelerResponse,
  TravelersResponse,
} from "../../../domain/api-types";
import { LISTING_ROUTE, type ListingKind } from "../../../domain/listing-slug";

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

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, { headers: { Accept: "application/json" }, credentials: "same-origin", signal });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiRequestError(res.status, body?.error?.code ?? "http_error", body?.error?.message ?? res.statusText);
  }
  return (await res.json()) as T;
}

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
