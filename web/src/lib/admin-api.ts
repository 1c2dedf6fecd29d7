import type { MyHostApplication } from "../../../domain/api/account";
import type { AdminHostRow, AdminHostsResponse, AdminRejectBody } from "../../../domain/api/admin-hosts";
import type { HostStatus } from "../../../domain/vocabulary";
import { ApiRequestError, send, toQuery } from "./api";

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
