import type { Page } from "./cards";

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
