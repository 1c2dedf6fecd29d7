import { type Context, Hono } from "hono";
import type { z } from "zod";
import { listingsApi } from "../../domain/api/listings";
import {
  fieldProblems,
  LISTING_SCHEMAS,
  listingInputOf,
  listingPatchSchema,
  type OwnDeparture,
  publishProblems,
} from "../../domain/listing-form";
import { type HostStatus, kindOfTypeParam, LISTING_ROUTE, type ListingKind } from "../../domain/vocabulary";
import { auditStatement } from "../db/audit";
import { countListingView, getListingDetail } from "../db/listing-detail";
import {
  type DepartureChange,
  deleteListing,
  hostOfUser,
  insertListing,
  LISTING_WRITE_ERRORS,
  type LoadedListing,
  listOwnListings,
  loadListing,
  resolveSlug,
  updateListing,
} from "../db/listing-writes";
import { searchListings } from "../db/listings";
import { photoUrlsNotOwnedBy } from "../db/media";
import { movedListingPath } from "../db/slug-redirects";
import type { AppBindings } from "../env";
import { ApiError, errorJson } from "../errors";
import { allow, principal, resolvePrincipal } from "../middleware/auth";
import type { Principal } from "../principal";
import { releasePhotos } from "../services/media-sweep";
import { implement, LARGE_JSON_BODY_LIMIT } from "./implement";
import { movedJson } from "./moved";

const ACTIVE_HOST: ReadonlySet<HostStatus> = new Set(["pending", "approved"]);

function invalid(error: z.ZodError): never {
  const [field, message] = Object.entries(fieldProblems(error))[0] ?? ["body", "is invalid"];
  throw new ApiError(400, "invalid_request", `${field}: ${message}`);
}

/** The caller's host row, when it may create or change listings (pending or approved). */
async function activeHost(d1: D1Database, who: Principal) {
  const host = await hostOfUser(d1, who.userId);
  if (!host) throw new ApiError(403, "not_a_host", "Only hosts can manage listings. Become a host first.");
  if (!ACTIVE_HOST.has(host.status))
    throw new ApiError(403, "host_not_active", "Your host profile is not active, so you cannot change listings");
  return host;
}

/** The listing when the caller owns it (as an active host) or is an admin; else 404 as if it did not exist. */
async function editableListing(d1: D1Database, who: Principal, kind: ListingKind, id: string): Promise<LoadedListing> {
  const loaded = await loadListing(d1, kind, id);
  const isOwner = loaded?.ownerId === who.userId;
  if (!loaded || (!isOwner && !who.isAdmin)) throw new ApiError(404, "not_found", NOT_YOURS);
  if (isOwner && !who.isAdmin && !ACTIVE_HOST.has(loaded.hostStatus))
    throw new ApiError(403, "host_not_active", "Your host profile is not active, so you cannot change listings");
  return loaded;
}

/** New photos must be the owner's own uploads (an admin editing may also add their own). */
async function checkImages(d1: D1Database, images: string[], before: string[], ownerId: string, who: Principal) {
  const added = images.filter((url) => !before.includes(url));
  if (!added.length) return;
  let foreign = await photoUrlsNotOwnedBy(d1, ownerId, added);
  if (foreign.length && who.userId !== ownerId) foreign = await photoUrlsNotOwnedBy(d1, who.userId, foreign);
  if (foreign.length)
    throw new ApiError(400, "invalid_request", `images: ${foreign[0]} is not one of your uploaded photos`);
}

/**
 * After the answer: the photos a saved or deleted listing no longer shows are deleted when nothing else uses them
 * (releasePhotos). A failure is only logged: uploads whose rows are still there are left to the housekeeping cron's
 * sweep; an R2 delete that failed after its row was gone leaves an orphan object (in the log).
 */
function releaseAfterResponse(c: Context<AppBindings>, dropped: string[]) {
  if (!dropped.length) return;
  c.executionCtx.waitUntil(
    releasePhotos(c.env, dropped).catch((err) =>
      console.error(JSON.stringify({ error: "media_release_failed", detail: String(err) })),
    ),
  );
}

const today = () => new Date().toISOString().slice(0, 10);

type DepartureIn = { id?: string; start_date: string; end_date?: string | null; seats_total: number };

/**
 * What the saved departures become: new ones not in the past, existing ones (by id) never below their booked
 * seats nor moved into the past, and removed ones only without bookings (409). The booking rules are checked here
 * against what was read, and again by the write's batch against what is there then (updateListing).
 */
function planDepartures(wanted: DepartureIn[], existing: OwnDeparture[], booked: Set<string>): DepartureChange {
  const change: DepartureChange = { insert: [], update: [], remove: [] };
  const seen = new Set<string>();
  const now = today();
  wanted.forEach((d, i) => {
    const at = `departures.${i}`;
    const end_date = d.end_date ?? null;
    if (d.id) {
      const old = existing.find((e) => e.id === d.id);
      if (!old || seen.has(d.id))
        throw new ApiError(400, "invalid_request", `${at}.id: is not a departure of this group tour`);
      seen.add(d.id);
      if (d.seats_total < old.seats_booked)
        throw new ApiError(400, "invalid_request", LISTING_WRITE_ERRORS.seatsBelowBooked(at, old.seats_booked));
      if (d.start_date !== old.start_date && d.start_date < now)
        throw new ApiError(400, "invalid_request", `${at}.start_date: must not be in the past`);
      change.update.push({ id: d.id, start_date: d.start_date, end_date, seats_total: d.seats_total, field: at });
    } else {
      if (d.start_date < now) throw new ApiError(400, "invalid_request", `${at}.start_date: must not be in the past`);
      change.insert.push({ id: crypto.randomUUID(), start_date: d.start_date, end_date, seats_total: d.seats_total });
    }
  });
  for (const old of existing) {
    if (seen.has(old.id)) continue;
    if (booked.has(old.id) || old.seats_booked > 0)
      throw new ApiError(409, "departure_has_bookings", LISTING_WRITE_ERRORS.departureHasBookings(old.start_date));
    change.remove.push(old.id);
  }
  return change;
}

/** Saved values as the form's input: nulls left out so a missing required field reads "is required". */
function savedInput(loaded: LoadedListing): Record<string, unknown> {
  const { slug: _slug, ...input } = listingInputOf(loaded.listing) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null));
}

const NOT_YOURS = "This listing does not exist or is not yours";

/** Public: browse, search and read published listings (spec §2 /listings); hosts write their own (issue 6). */
export const listingRoutes = implement(
  listingsApi,
  {
    search: async (c, { query }) => {
      const page = await searchListings(c.env.DB, query);
      c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=120");
      return page;
    },
    detail: async (c, { params: { type: kind, slugOrId } }) => {
      const viewer = await resolvePrincipal(c);
      const data = await getListingDetail(c.env.DB, kind, slugOrId, viewer?.userId ?? null, viewer?.isAdmin ?? false);
      if (!data) {
        // A slug the listing had before: 301 to its page now (worker/db/slug-redirects.ts).
        const moved = await movedListingPath(c.env.DB, kind, slugOrId, viewer ?? undefined);
        if (moved) return movedJson(c, moved, "private, max-age=30");
        return errorJson(c, 404, "not_found", "This listing does not exist or is not published");
      }
      if (data.preview) {
        c.header("Cache-Control", "private, no-store");
      } else {
        c.header("Cache-Control", "private, max-age=30");
        const count = countListingView(c.env.DB, kind, data.listing.id, {
          userId: viewer?.userId ?? null,
          ip: c.req.header("CF-Connecting-IP") ?? null,
        }).catch((err) => console.error(JSON.stringify({ error: "listing_view_count_failed", detail: String(err) })));
        c.executionCtx.waitUntil(count);
      }
      return data;
    },
    create: async (c, { params: { type: kind }, body }) => {
      const who = principal(c);
      const host = await activeHost(c.env.DB, who);
      const parsed = LISTING_SCHEMAS[kind].safeParse(body);
      if (!parsed.success) invalid(parsed.error);
      const values = parsed.data as Record<string, unknown>;
      await checkImages(c.env.DB, values.images as string[], [], who.userId, who);
      const departures =
        kind === "group_tour"
          ? planDepartures(
              (values.departures as DepartureIn[]).map(({ id: _id, ...d }) => d),
              [],
              new Set(),
            )
          : { insert: [], update: [], remove: [] };
      const id = await insertListing(c.env.DB, kind, host.id, parsed.data, departures);
      const created = await loadListing(c.env.DB, kind, id);
      if (!created) throw new ApiError(500, "listing_not_saved", "The listing could not be saved");
      c.status(201);
      return created.listing;
    },
    update: async (c, { params: { type: kind, id }, body }) => {
      const who = principal(c);
      const loaded = await editableListing(c.env.DB, who, kind, id);
      const current = loaded.listing;
      const parsed = listingPatchSchema(kind).safeParse(body);
      if (!parsed.success) invalid(parsed.error);
      const { status, ...patch } = parsed.data as Record<string, unknown> & { status?: typeof current.status };
      const target = status ?? current.status;
      const publishing = status === "published" && current.status !== "published";
      if (publishing && loaded.hostStatus !== "approved")
        throw new ApiError(
          403,
          "host_not_approved",
          who.userId === loaded.ownerId
            ? "Only verified hosts can publish listings; yours is still being reviewed"
            : "This host is not verified, so the listing cannot be published",
        );

      const fields = Object.keys(patch).filter((k) => k !== "slug");
      const values: Record<string, unknown> = {};
      if (fields.length || target === "published") {
        const merged = LISTING_SCHEMAS[kind].safeParse({ ...savedInput(loaded), ...patch, slug: undefined });
        if (!merged.success) invalid(merged.error);
        const full = merged.data as Record<string, unknown>;
        for (const f of fields) values[f] = full[f];
        if (target === "published") {
          const [problem] = publishProblems(kind, full as { images: string[] });
          if (problem) throw new ApiError(422, "listing_incomplete", `${problem.field}: ${problem.message}`);
        }
        if (fields.includes("images"))
          await checkImages(c.env.DB, full.images as string[], current.images, loaded.ownerId, who);
      }

      if ("slug" in patch) {
        const wanted = typeof patch.slug === "string" && patch.slug ? patch.slug : null;
        if (!wanted || wanted !== current.slug)
          values.slug = await resolveSlug(c.env.DB, kind, wanted, String(values.title ?? current.title), id);
      }

      let departures: DepartureChange | undefined;
      if (current.kind === "group_tour" && "departures" in values) {
        departures = planDepartures(values.departures as DepartureIn[], current.departures, loaded.bookedDepartures);
        delete values.departures;
      }

      const extra =
        who.userId !== loaded.ownerId
          ? [
              auditStatement(c.env.DB, {
                actorId: who.userId,
                action: "listing_edited_by_admin",
                entityType: kind,
                entityId: id,
                details: { fields: Object.keys(values), status: status ?? null },
              }),
            ]
          : [];
      await updateListing(c.env.DB, kind, id, {
        values,
        status: status && status !== current.status ? status : undefined,
        departures,
        extra,
      });
      const saved = await loadListing(c.env.DB, kind, id);
      if (!saved) throw new ApiError(404, "not_found", NOT_YOURS);
      releaseAfterResponse(
        c,
        current.images.filter((url) => !saved.listing.images.includes(url)),
      );
      return saved.listing;
    },
    remove: async (c, { params: { type: kind, id } }) => {
      const who = principal(c);
      const loaded = await editableListing(c.env.DB, who, kind, id);
      // deleteListing refuses a published listing (409 listing_published) or one with bookings (409
      // listing_has_bookings) as it is when the delete runs, writing nothing.
      const extra =
        who.userId !== loaded.ownerId
          ? [
              auditStatement(c.env.DB, {
                actorId: who.userId,
                action: "listing_deleted_by_admin",
                entityType: kind,
                entityId: id,
                details: { title: loaded.listing.title },
              }),
            ]
          : [];
      await deleteListing(c.env.DB, kind, id, extra);
      releaseAfterResponse(c, loaded.listing.images);
      return c.body(null, 204);
    },
    mine: async (c) => {
      const items = await listOwnListings(c.env.DB, principal(c).userId);
      if (!items) return errorJson(c, 403, "not_a_host", "Only hosts have listings. Become a host first.");
      c.header("Cache-Control", "private, no-store");
      return { items };
    },
    mineOne: async (c, { params: { type: kind, id } }) => {
      const who = principal(c);
      const loaded = await loadListing(c.env.DB, kind, id);
      if (!loaded || (loaded.ownerId !== who.userId && !who.isAdmin)) return errorJson(c, 404, "not_found", NOT_YOURS);
      c.header("Cache-Control", "private, no-store");
      return loaded.listing;
    },
  },
  { jsonLimit: { create: LARGE_JSON_BODY_LIMIT, update: LARGE_JSON_BODY_LIMIT } },
);

/**
 * The resource's path segments are the kinds' (tour, group-tour, rental-car, driver). The /listings type names
 * (tours, group-tours, cars, drivers) that GET once accepted too are sent on for every method alike: 308 to the
 * same path with the kind's segment, so a body is sent again as it was.
 */
export const oldListingPaths = new Hono<AppBindings>().all(
  "/api/listings/:type{tours|group-tours|cars|drivers}/*",
  allow("public"),
  (c) => {
    const url = new URL(c.req.url);
    const [, , , old = "", ...rest] = url.pathname.split("/");
    const kind = kindOfTypeParam(old);
    if (!kind) return errorJson(c, 404, "not_found", "No such listing type");
    url.pathname = ["", "api", "listings", LISTING_ROUTE[kind], ...rest].join("/");
    return c.redirect(`${url.pathname}${url.search}`, 308);
  },
);
