import type { ConfigResponse, CountriesResponse, HomeResponse } from "../../../domain/api-types";

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

export const api = {
  home: (signal?: AbortSignal) => getJson<HomeResponse>("/api/home", signal),
  countries: (signal?: AbortSignal) => getJson<CountriesResponse>("/api/countries", signal),
  config: (signal?: AbortSignal) => getJson<ConfigResponse>("/api/config", signal),
};
