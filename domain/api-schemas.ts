/**
 * zod schemas of the browse API's inputs, shared by the worker (which validates with them) and the web app.
 * Limits are generous for people and tight enough that no input can make a query expensive.
 */
import { z } from "zod";
import { LISTING_SORTS } from "./api/listings";
import { LISTING_TYPE_PARAMS } from "./vocabulary";

export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
export const MAX_SEARCH_LENGTH = 500;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-05-31");
const place = z.string().trim().min(1).max(100);
const cents = z.coerce.number().int().min(0).max(100_000_000);
const days = z.coerce.number().int().min(1).max(365);
const limit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);
const cursor = z.string().min(1).max(400);

export const listingsQuerySchema = z
  .strictObject({
    type: z.enum(LISTING_TYPE_PARAMS),
    country: place,
    city: place,
    search: z.string().max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`),
    sort: z.enum(LISTING_SORTS),
    min_price: cents,
    max_price: cents,
    min_days: days,
    max_days: days,
    departure_from: isoDate,
    departure_to: isoDate,
    min_rating: z.coerce.number().min(0).max(5),
    cursor,
  })
  .partial()
  .extend({ limit })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: "must not be above max_price",
    path: ["min_price"],
  })
  .refine((q) => q.min_days === undefined || q.max_days === undefined || q.min_days <= q.max_days, {
    message: "must not be above max_days",
    path: ["min_days"],
  })
  .refine((q) => q.departure_from === undefined || q.departure_to === undefined || q.departure_from <= q.departure_to, {
    message: "must not be after departure_to",
    path: ["departure_from"],
  });

export type ListingsInput = z.infer<typeof listingsQuerySchema>;

export const hostsQuerySchema = z
  .strictObject({ location: z.string().trim().max(200), country: place, cursor })
  .partial()
  .extend({ limit });

export type HostsInput = z.infer<typeof hostsQuerySchema>;

export const pageQuerySchema = z.strictObject({ cursor: cursor.optional(), limit });
