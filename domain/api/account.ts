/**
 * The signed-in person's own account (everything under /api/me is about the caller only: no route takes another
 * person's id): profile, host details and application, trip request, activity, dashboard, sessions, export and
 * deletion. Field rules: domain/profile-form.ts and domain/trip-request.ts.
 */
import { z } from "zod";
import type { DashboardResponse } from "../dashboard";
import { cityName, hostBio, hostCountry, hostLanguages, hostTypeField, personName } from "../profile-form";
import { profileSlugSchema, TRIP_REQUEST_SCHEMA } from "../trip-request";
import type { Aal, HostStatus, HostType, UserType } from "../vocabulary";
import { del, get, patch, post, put, reply } from "./endpoint";
import { plainText } from "./fields";

/** The account routes' refusals (their `error.message`). */
export const ACCOUNT_MESSAGES = {
  noAccount: "Your account no longer exists",
  hostCannotBecomeTraveler:
    "You are registered as a host, so your account cannot be switched to a traveler account here. Contact support to change it.",
  reauthenticationFailed: "The password or confirmation code is not correct",
  notAHost: "Only hosts have a host profile. Apply at /become-host.",
  notYourPhoto: "profile_photo_url: must be a photo you uploaded",
  slugTaken: (slug: string) => `profile_slug: "${slug}" is already taken`,
  hostAlreadyReviewed: "Your host profile has already been reviewed, so the application cannot be changed here.",
  foreignDocument: "id_document_key: must be a document you uploaded",
  noApplication: "You have not applied to host yet.",
  noSession: "No such session",
  notATraveler: "Only travelers post trip requests",
  profileFirst: "Complete your traveler profile before posting a trip request",
  noDashboard: "Complete your profile to see your dashboard.",
  openBookings: (n: number) =>
    `You have ${n === 1 ? "a booking" : `${n} bookings`} still under way. Cancel or decline ${n === 1 ? "it" : "them"} in My bookings, or wait until the trip is over, before deleting your account.`,
} as const;

const atLeastOne = <T extends Record<string, unknown>>(p: T) => Object.values(p).some((v) => v !== undefined);

/** PATCH /api/me/profile: any of these; `country` is checked by who the person is (host or traveler). */
export const profilePatch = z
  .strictObject({
    user_type: z
      .literal("traveler", { error: 'can only be "traveler" here (hosts apply at /api/me/host-application)' })
      .optional(),
    first_name: personName.optional(),
    last_name: personName.optional(),
    city: cityName.optional(),
    country: plainText().optional(),
    receive_new_conversations: z.boolean({ error: "must be true or false" }).optional(),
    /** The public link's {slug} (/host/{slug}, /traveler/{slug}); unique across people. */
    profile_slug: profileSlugSchema.optional(),
    /** A photo the person uploaded (/media/p/…), or null to remove it. */
    profile_photo_url: plainText("must be a photo's address or null").trim().max(500).nullable().optional(),
  })
  .refine(atLeastOne, { message: "nothing to update", path: ["body"] });
export type MeProfilePatch = z.input<typeof profilePatch>;

/** PATCH /api/me/host: what a host tells travelers about themselves (hosts only). */
export const hostPatch = z
  .strictObject({ host_type: hostTypeField.optional(), bio: hostBio.optional(), languages: hostLanguages.optional() })
  .refine(atLeastOne, { message: "nothing to update", path: ["body"] });
export type MeHostPatch = z.input<typeof hostPatch>;

/** POST /api/me/host-application: applying, or applying again while pending or after a rejection. */
export const hostApplicationBody = z.strictObject({
  host_type: hostTypeField,
  first_name: personName,
  last_name: personName,
  city: cityName,
  country: hostCountry,
  bio: hostBio,
  languages: hostLanguages,
  /** The profile photo: a `/media/p/…` photo the applicant uploaded (or their current photo). */
  profile_photo_url: plainText("must be the address of a photo you uploaded").max(512).optional(),
  /** The private ID or licence document the applicant uploaded (`private/docs/…`); only admins can open it. */
  id_document_key: plainText("must be the key of a document you uploaded").max(512).optional(),
});
export type HostApplicationBody = z.input<typeof hostApplicationBody>;

/** PUT /api/me/trip-request: the whole request. */
export type TripRequestBody = z.output<typeof TRIP_REQUEST_SCHEMA>;

/** DELETE /api/me: re-authenticated by the password, or by the e-mailed code of GET /auth/v1/reauthenticate. */
export const deletionProof = z
  .strictObject({
    password: z.string({ error: "must be text" }).min(1, "is required").max(1024).optional(),
    nonce: plainText().trim().min(1, "is required").max(32).optional(),
  })
  .refine((b) => b.password !== undefined || b.nonce !== undefined, {
    message: "give your password or the code from /auth/v1/reauthenticate",
    path: ["password"],
  });
export type DeletionProof = z.input<typeof deletionProof>;

/** The account data a person downloads (GET /api/me/export): everything stored about them, as JSON. */
export type MyDataExport = Record<string, unknown> & { service: string; exported_at: string };

/** GET/PUT /api/me/trip-request: the person's own trip request, public or not (null when they have none). */
export interface TripRequestResponse {
  trip_request: (TripRequestBody & { updated_at: string }) | null;
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

/** One of the signed-in person's sessions: GET /api/me/sessions. */
export interface MySession {
  id: string;
  /** the session this request was made with */
  current: boolean;
  user_agent: string | null;
  ip: string | null;
  aal: Aal;
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

export const accountApi = {
  profile: get("/api/me/profile", { access: "signed-in", response: reply<MeProfile>() }),
  updateProfile: patch("/api/me/profile", { access: "signed-in", body: profilePatch, response: reply<MeProfile>() }),
  updateHost: patch("/api/me/host", { access: "signed-in", body: hostPatch, response: reply<MeProfile>() }),
  /** The activity heartbeat (spec §4): online now or not. */
  activity: post("/api/me/activity", {
    access: "signed-in",
    body: z.strictObject({ is_online: z.boolean({ error: "must be true or false" }) }),
    response: reply<void>(),
  }),
  /** A download (Content-Disposition: attachment). */
  export: get("/api/me/export", { access: "signed-in", response: reply<MyDataExport>() }),
  remove: del("/api/me", { access: "signed-in", body: deletionProof, response: reply<void>() }),
  tripRequest: get("/api/me/trip-request", { access: "signed-in", response: reply<TripRequestResponse>() }),
  saveTripRequest: put("/api/me/trip-request", {
    access: "signed-in",
    body: TRIP_REQUEST_SCHEMA,
    response: reply<TripRequestResponse>(),
  }),
  /** 404 when the person has not applied. */
  hostApplication: get("/api/me/host-application", { access: "signed-in", response: reply<MyHostApplication>() }),
  applyAsHost: post("/api/me/host-application", {
    access: "signed-in",
    body: hostApplicationBody,
    response: reply<MeProfile>(),
  }),
  dashboard: get("/api/me/dashboard", {
    access: "signed-in",
    query: z.strictObject({}),
    response: reply<DashboardResponse>(),
  }),
  sessions: get("/api/me/sessions", { access: "signed-in", response: reply<MySessionsResponse>() }),
  /** Signs one of the caller's sessions out; another person's session is a 404. */
  endSession: del("/api/me/sessions/:id", {
    access: "signed-in",
    params: z.object({ id: z.uuid() }),
    response: reply<void>(),
  }),
};
