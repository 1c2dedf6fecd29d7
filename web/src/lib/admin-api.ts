import type {
  AdminHostRow,
  AdminHostsResponse,
  AdminRejectBody,
  HostStatus,
  MyHostApplication,
} from "../../../domain/api-types";
import { ApiRequestError, toQuery } from "./api";

/** The session cookie goes along (same origin); the browser adds Origin, which the server's CSRF check wants. */
async function send<T>(method: "GET" | "POST", path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiRequestError(0, "network_error", err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiRequestError(res.status, data?.error?.code ?? "http_error", data?.error?.message ?? res.statusText);
  }
  return (await res.json()) as T;
}

const seg = encodeURIComponent;

/**
 * Host applications for admins (/api/admin/hosts). Errors are ApiRequestError with the server's code: 401/403 for
 * non-admins, 404 not_found (unknown id), 409 not_pending (already decided), 400 invalid_request ("reason: …").
 */
export const adminApi = {
  hosts: (status: HostStatus, cursor?: string, signal?: AbortSignal) =>
    send<AdminHostsResponse>("GET", `/api/admin/hosts${toQuery({ status, cursor })}`, undefined, signal),
  approveHost: (id: string) => send<AdminHostRow>("POST", `/api/admin/hosts/${seg(id)}/approve`),
  rejectHost: (id: string, body: AdminRejectBody) =>
    send<AdminHostRow>("POST", `/api/admin/hosts/${seg(id)}/reject`, body),
  /** Opened in a new tab with the session cookie (the document never has a public address). */
  hostDocumentUrl: (id: string) => `/api/admin/hosts/${seg(id)}/document`,
};

/** The signed-in person's own host application; null when they have not applied. */
export async function myHostApplication(signal?: AbortSignal): Promise<MyHostApplication | null> {
  try {
    return await send<MyHostApplication>("GET", "/api/me/host-application", undefined, signal);
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}
