import { type Context, Hono } from "hono";
import type { z } from "zod";
import { listingsApi } from "../../domain/api/listings";
import { type DepartureChange, type DepartureIn, NO_DEPARTURE_CHANGE, planDepartures } from "../../domain/departures";
import { fieldProblems, LISTING_SCHEMAS, listingInputOf, listingPatchSchema } from "../../domain/listing-form";
import {
  incompleteRefusal,
  type ListingRefusal,
  listingManager,
  mayManageListings,
  publishingHostRefusal,
} from "../../domain/listing-rules";
import type { Outcome } from "../../domain/outcome";
import { kindOfTypeParam, LISTING_ROUTE, type ListingKind } from "../../domain/vocabulary";
import { auditStatement } from "../db/audit";
import { countListingView, getListingDetail } from "../db/listing-detail";
import { clearAdminUnpublish } from "../db/listing-moderation";
import { resolveSlug } from "../db/listing-slugs";
import { deleteListing, insertListing, updateListing } from "../db/listing-writes";
import { searchListings } from "../db/listings";
import { photoUrlsNotOwnedBy } from "../db/media";
import { hostOfUser, type LoadedListing, listOwnListings, loadListing } from "../db/own-listings";
import { movedListingPath } from "../db/slug-redirects";
import type { AppBindings } from "../env";
import { ApiError, errorJson } from "../errors";
import { allow, principal, resolvePrincipal } from "../middleware/auth";
import type { Principal } from "../principal";
import { releasePhotos } from "../services/media-sweep";
import { implement, LARGE_JSON_BODY_LIMIT } from "./implement";
import { listingRefusalError } from "./listing-refusals";
import { movedJson } from "./moved";

function invalid(error: z.ZodError): never {
  const [field, message] = Object.entries(fieldProblems(error))[0] ?? ["body", "is invalid"];
  throw new ApiError(400, "invalid_request", `${field}: ${message}`);
}

/** Stops the request with the refusal's answer, if there is one. */
function refuse(refusal: ListingRefusal | null) {
  if (refusal) throw listingRefusalError(refusal);
}

/** What was decided or written, or the refusal's answer. */
function settled<T>(outcome: Outcome<T, ListingRefusal>): T {
  if (!outcome.ok) throw listingRefusalError(outcome.refusal);
  return outcome.value;
}

/** The listing when the caller owns it (as an active host) or is an admin; else 404 as if it did not exist. */
async function editableListing(d1: D1Database, who: Principal, kind: ListingKind, id: string): Promise<LoadedListing> {
  const loaded = await loadListing(d1, kind, id);
  const isOwner = loaded?.ownerId === who.userId;
  if (!loaded || (!isOwner && !who.isAdmin)) throw new ApiError(404, "not_found", NOT_YOURS);
  if (isOwner && !who.isAdmin && !mayManageListings(loaded.hostStatus)) refuse({ reason: "host_not_active" });
  return loaded;
}

/** New photos must be the owner's own uploads (an admin editing may also add their own). */
async function checkImages(d1: D1Database, images: string[], before: string[], ownerId: string, who: Principal) {
  const added = images.filter((url) => !before.includes(url));
  if (!added.length) return;
  let foreign = await photoUrlsNotOwnedBy(d1, ownerId, added);
  if (foreign.length && who.userId !== ownerId) foreign = await photoUrlsNotOwnedBy(d1, who.userId, foreign);
  if (foreign[0]) refuse({ reason: "photo_not_yours", url: foreign[0] });
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

/** The audit row written with an admin's change to someone else's listing; none when the owner acts. */
function adminAudit(
  c: Context<AppBindings>,
  who: Principal,
  listing: { ownerId: string; kind: ListingKind; id: string },
  action: "listing_edited_by_admin" | "listing_deleted_by_admin",
  details: Record<string, unknown>,
) {
  if (who.userId === listing.ownerId) return [];
  return [
    auditStatement(c.env.DB, { actorId: who.userId, action, entityType: listing.kind, entityId: listing.id, details }),
  ];
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
      const host = settled(listingManager(await hostOfUser(c.env.DB, who.userId)));
      const parsed = LISTING_SCHEMAS[kind].safeParse(body);
      if (!parsed.success) invalid(parsed.error);
      const values = parsed.data as Record<string, unknown>;
      await checkImages(c.env.DB, values.images as string[], [], who.userId, who);
      const departures =
        kind === "group_tour"
          ? settled(
              planDepartures(
                (values.departures as DepartureIn[]).map(({ id: _id, ...d }) => d),
                [],
                new Set(),
                today(),
              ),
            )
          : NO_DEPARTURE_CHANGE;
      const id = settled(await insertListing(c.env.DB, kind, host.id, parsed.data, departures));
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
      if (status === "published" && current.status !== "published")
        refuse(publishingHostRefusal(loaded.hostStatus, who.userId === loaded.ownerId));

      const fields = Object.keys(patch).filter((k) => k !== "slug");
      const values: Record<string, unknown> = {};
      if (fields.length || target === "published") {
        const merged = LISTING_SCHEMAS[kind].safeParse({ ...savedInput(loaded), ...patch, slug: undefined });
        if (!merged.success) invalid(merged.error);
        const full = merged.data as Record<string, unknown>;
        for (const f of fields) values[f] = full[f];
        if (target === "published") refuse(incompleteRefusal(kind, full as { images: string[] }));
        if (fields.includes("images"))
          await checkImages(c.env.DB, full.images as string[], current.images, loaded.ownerId, who);
      }

      if ("slug" in patch) {
        const wanted = typeof patch.slug === "string" && patch.slug ? patch.slug : null;
        if (!wanted || wanted !== current.slug)
          values.slug = settled(await resolveSlug(c.env.DB, kind, wanted, String(values.title ?? current.title), id));
      }

      let departures: DepartureChange | undefined;
      if (current.kind === "group_tour" && "departures" in values) {
        departures = settled(
          planDepartures(values.departures as DepartureIn[], current.departures, loaded.bookedDepartures, today()),
        );
        delete values.departures;
      }

      const extra = adminAudit(c, who, { ownerId: loaded.ownerId, kind, id }, "listing_edited_by_admin", {
        fields: Object.keys(values),
        status: status ?? null,
      });
      settled(
        await updateListing(c.env.DB, kind, id, {
          values,
          status: status && status !== current.status ? status : undefined,
          departures,
          // Published again: an admin's unpublish (and its reason on the host's card) is settled.
          extra:
            status === "published" && current.status !== "published"
              ? [...extra, clearAdminUnpublish(c.env.DB, id)]
              : extra,
        }),
      );
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
      // deleteListing refuses a published listing or one with bookings as it is when the delete runs, writing nothing.
      const extra = adminAudit(c, who, { ownerId: loaded.ownerId, kind, id }, "listing_deleted_by_admin", {
        title: loaded.listing.title,
      });
      settled(await deleteListing(c.env.DB, kind, id, extra));
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
