/** What the generator produces: the rows of every seeded table, the photos to render, the demo sign-ins. */
import type * as schema from "../../../worker/db/schema";
import type { Scene } from "../content/types";

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export const DEMO_PASSWORD = "demo-pass-2026";
export const DEMO_ACCOUNTS = {
  admin: "admin@example.com",
  host: "host@example.com",
  traveler: "traveler@example.com",
} as const;

export interface PhotoJob {
  key: string;
  kind: "landscape" | "portrait" | "document";
  seed: number;
  scene?: Scene;
  /** For a demo ID document (a private object under private/, only admins open it): what the card shows. */
  document?: DemoDocument;
}

/** A made-up ID or licence card for an applicant of the demo data, clearly marked as a sample. */
export interface DemoDocument {
  title: string;
  name: string;
  country: string;
  number: string;
  issued: string;
}

export interface SeedData {
  users: Row<typeof schema.users>[];
  profiles: Row<typeof schema.profiles>[];
  identities: Row<typeof schema.identities>[];
  hosts: Row<typeof schema.hosts>[];
  user_activity: Row<typeof schema.user_activity>[];
  trip_requests: Row<typeof schema.trip_requests>[];
  tours: Row<typeof schema.tours>[];
  group_tours: Row<typeof schema.group_tours>[];
  group_tour_departures: Row<typeof schema.group_tour_departures>[];
  rental_cars: Row<typeof schema.rental_cars>[];
  drivers: Row<typeof schema.drivers>[];
  conversations: Row<typeof schema.conversations>[];
  messages: Row<typeof schema.messages>[];
  bookings: Row<typeof schema.bookings>[];
  /** Days a tour, car or driver is held by a booking (what makes a second booking of the day fail). */
  listing_days: Row<typeof schema.listing_days>[];
  payments: Row<typeof schema.payments>[];
  reviews: Row<typeof schema.reviews>[];
  blog_articles: Row<typeof schema.blog_articles>[];
  destination_images: Row<typeof schema.destination_images>[];
  /** Marketing consent (kind "marketing", opt-in) of some demo people. */
  notification_settings: Row<typeof schema.notification_settings>[];
  marketing_templates: Row<typeof schema.marketing_templates>[];
  photos: PhotoJob[];
  /** users whose password is the demo password (hashed by the caller, which has WebCrypto) */
  passwordUserIds: string[];
}

/** Table names in foreign-key order: insert in this order, delete in reverse. */
export const SEED_TABLES = [
  "users",
  "identities",
  "profiles",
  "hosts",
  "user_activity",
  "trip_requests",
  "tours",
  "group_tours",
  "group_tour_departures",
  "rental_cars",
  "drivers",
  "conversations",
  "messages",
  "bookings",
  "listing_days",
  "payments",
  "reviews",
  "blog_articles",
  "destination_images",
  "notification_settings",
  "marketing_templates",
] as const satisfies readonly (keyof SeedData)[];
export type SeedTable = (typeof SEED_TABLES)[number];
