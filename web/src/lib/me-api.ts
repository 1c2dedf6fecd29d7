import type {
  DeletionProof,
  HostApplicationBody,
  MeHostPatch,
  MeProfile,
  MeProfilePatch,
  TripRequestBody,
  TripRequestResponse,
} from "../../../domain/api/account";
import { send } from "./api";

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
