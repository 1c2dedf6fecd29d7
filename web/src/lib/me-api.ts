import type {
  DeletionProof,
  HostApplicationBody,
  MeHostPatch,
  MeProfile,
  MeProfilePatch,
  TripRequestBody,
  TripRequestResponse,
} from "../../../domain/api-types";
import { ApiRequestError } from "./api";

/** The session cookie goes along (same origin); the browser adds Origin, which the server's CSRF check wants. */
async function send<T>(method: "GET" | "PATCH" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
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
    });
  } catch (err) {
    throw new ApiRequestError(0, "network_error", err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) {
    // /api answers { error: { code, message } }; /auth/v1 answers GoTrue's shape, which carries the same object.
    const data = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
      msg?: string;
    } | null;
    throw new ApiRequestError(
      res.status,
      data?.error?.code ?? "http_error",
      data?.error?.message ?? data?.msg ?? res.statusText,
    );
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The signed-in person's own account (contract "/api/me"). */
export const meApi = {
  updateProfile: (patch: MeProfilePatch) => send<MeProfile>("PATCH", "/api/me/profile", patch),
  /** Hosts only: type, bio, languages. */
  updateHost: (patch: MeHostPatch) => send<MeProfile>("PATCH", "/api/me/host", patch),
  tripRequest: () => send<TripRequestResponse>("GET", "/api/me/trip-request"),
  saveTripRequest: (trip: TripRequestBody) => send<TripRequestResponse>("PUT", "/api/me/trip-request", trip),
  applyAsHost: (application: HostApplicationBody) => send<MeProfile>("POST", "/api/me/host-application", application),
  /** E-mails a 6-digit code that proves it is the account's owner (used as `nonce`). */
  sendReauthenticationCode: () => send<unknown>("GET", "/auth/v1/reauthenticate"),
  deleteAccount: (proof: DeletionProof) => send<void>("DELETE", "/api/me", proof),
};

/** GET /api/me/export: a JSON file the browser downloads with the session cookie. */
export const ME_EXPORT_URL = "/api/me/export";
