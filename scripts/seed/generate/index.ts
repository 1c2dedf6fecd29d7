/**
 * The demo marketplace as rows, generated deterministically from a seed: hosts, listings of the four
 * kinds, travelers with trip requests, conversations, bookings, reviews, articles. Pure (no I/O), so the
 * same generator feeds `npm start`, the worker tests (inside workerd) and the large benchmark catalogues.
 */
import { addBookings } from "./bookings";
import { startSeeding } from "./context";
import { addConversations } from "./conversations";
import type { SeedData } from "./data";
import { addEditorial } from "./editorial";
import { addHosts } from "./hosts";
import { addListings } from "./listings";
import { addMarketing } from "./marketing";
import { addReviews } from "./reviews";
import { addAdmin, addIncompleteSignUps, addTravelers } from "./travelers";

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoDocument,
  type PhotoJob,
  SEED_TABLES,
  type SeedData,
  type SeedTable,
} from "./data";

export interface SeedOptions {
  seed?: number;
  hosts?: number;
  listings?: number;
  travelers?: number;
  conversations?: number;
  bookings?: number;
  /** the moment the demo is anchored to: last-seen times and departures are relative to it */
  now?: Date;
}

export function generateSeed(options: SeedOptions = {}): SeedData {
  const now = (options.now ?? new Date()).getTime();
  const hostCount = Math.max(options.hosts ?? 96, Math.ceil((options.listings ?? 0) / 6));
  const listingCount = options.listings ?? 320;
  const travelerCount = options.travelers ?? 64;

  // The steps run in the order of the random draws: reordering them changes the whole demo.
  const s = startSeeding(options.seed ?? 2026, now);
  const { hosts, demoHost } = addHosts(s, hostCount);
  const { travelers, demoTraveler } = addTravelers(s, travelerCount);
  const adminId = addAdmin(s);
  addIncompleteSignUps(s);
  const approved = hosts.filter((h) => h.status === "approved");
  addListings(s, hosts, demoHost, listingCount);
  addConversations(s, { demoHost, approved, travelers }, options.conversations ?? 48);
  const completedBookings = addBookings(s, { hosts, demoHost, demoTraveler, travelers }, options.bookings ?? 72);
  addReviews(s, { completedBookings, approved, demoHost, travelers, adminId });
  addEditorial(s, adminId);
  addMarketing(s, adminId, hosts);
  return s.data;
}
