/**
 * Public traveler pages (spec §2 /travelers, /traveler/{userId or profile_slug}): first name and last initial, home
 * place, and only trip requests their owner made public.
 */
import { z } from "zod";
import type { Page } from "./cards";
import { get, reply } from "./endpoint";
import { pageQuery, slugOrId } from "./fields";

export interface TripRequest {
  destinations: string[];
  start_date: string | null;
  end_date: string | null;
  group_size: number;
  interests: string[];
  budget: string | null;
  description: string | null;
  updated_at: string;
}

/** A traveler as /travelers and /traveler/{id} show them: first name and last initial only. */
export interface TravelerRow {
  user_id: string;
  profile_slug: string | null;
  first_name: string | null;
  last_initial: string | null;
  profile_photo_url: string | null;
  city: string | null;
  country: string | null;
  receive_new_conversations: boolean;
  last_seen_at: string | null;
  trip: TripRequest | null;
}

export interface TravelersResponse extends Page {
  travelers: TravelerRow[];
}

export interface TravelerResponse {
  traveler: TravelerRow & { about: string | null; member_since: string };
}

export const travelersApi = {
  list: get("/api/travelers", { access: "public", query: pageQuery, response: reply<TravelersResponse>() }),
  /** 301 `{ redirect }` for a slug the traveler had before (MovedResponse). */
  profile: get("/api/travelers/:idOrSlug", {
    access: "public",
    params: z.object({ idOrSlug: slugOrId.max(120) }),
    response: reply<TravelerResponse>(),
  }),
};
