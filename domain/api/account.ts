import type { HostStatus, HostType, UserType } from "../vocabulary";

/** PATCH /api/me/profile (the contract's fields; the server checks them again). */
export interface MeProfilePatch {
  user_type?: "traveler";
  first_name?: string;
  last_name?: string;
  city?: string;
  country?: string;
  receive_new_conversations?: boolean;
  /** The public link's {slug} (/host/{slug}, /traveler/{slug}); unique across people. */
  profile_slug?: string;
  /** A photo the person uploaded (/media/p/…), or null to remove it. */
  profile_photo_url?: string | null;
}

/** PATCH /api/me/host: what a host tells travelers about themselves (hosts only). */
export interface MeHostPatch {
  host_type?: HostType;
  bio?: string;
  languages?: string[];
}

/** PUT /api/me/trip-request (the whole request; domain/trip-request.ts has the rules). */
export interface TripRequestBody {
  destinations: string[];
  start_date: string | null;
  end_date: string | null;
  group_size: number;
  interests: string[];
  budget: "budget" | "mid-range" | "comfort" | "luxury" | null;
  description: string | null;
  is_public: boolean;
}

/** GET/PUT /api/me/trip-request: the person's own trip request, public or not (null when they have none). */
export interface TripRequestResponse {
  trip_request: (TripRequestBody & { updated_at: string }) | null;
}

/** POST /api/me/host-application. */
export interface HostApplicationBody {
  host_type: HostType;
  first_name: string;
  last_name: string;
  city: string;
  country: string;
  bio: string;
  languages: string[];
  /** The profile photo: a `/media/p/…` photo the applicant uploaded (or their current photo). */
  profile_photo_url?: string | null;
  /** The private ID or licence document the applicant uploaded (`private/docs/…`), only admins can open it. */
  id_document_key?: string | null;
}

/** GET /api/me/host-application: the signed-in person's own application (404 when they have none). */
export interface MyHostApplication {
  id: string;
  status: HostStatus;
  host_type: HostType;
  bio: string | null;
  languages: string[];
  profile_photo_url: string | null;
  /** The private ID or licence document on file (its key; only its owner and admins are told it), or null. */
  id_document_key: string | null;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** How an account deletion is re-authenticated: the password, or the e-mailed code of GET /auth/v1/reauthenticate. */
export type DeletionProof = { password: string } | { nonce: string };

/** One of the signed-in person's sessions: GET /api/me/sessions. */
export interface MySession {
  id: string;
  /** the session this request was made with */
  current: boolean;
  user_agent: string | null;
  ip: string | null;
  aal: "aal1" | "aal2";
  created_at: string;
  last_active_at: string;
}

export interface MySessionsResponse {
  sessions: MySession[];
}

/** What a signed-in person's own profile looks like to the web app: GET /api/me/profile. */
export interface MeProfile {
  user_id: string;
  email: string | null;
  email_confirmed: boolean;
  user_type: UserType | null;
  first_name: string | null;
  last_name: string | null;
  city: string | null;
  country: string | null;
  profile_photo_url: string | null;
  is_admin: boolean;
  profile_slug: string | null;
  receive_new_conversations: boolean;
  host: {
    id: string;
    status: HostStatus;
    host_type: HostType;
    profile_slug: string | null;
    /** The application as submitted, for /profile-under-review's summary (read when present). */
    bio?: string | null;
    languages?: string[];
    /** Why an application was rejected, when the reviewer gave a reason. */
    rejection_reason?: string | null;
    /** When the application was submitted (ISO 8601). */
    created_at?: string;
  } | null;
}
