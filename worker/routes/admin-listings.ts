import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type AdminListingRow, adminListingsApi, FEATURED_LISTINGS_MAX } from "../../domain/api/admin-listings";
import { LISTING_KIND_NAME } from "../../domain/listing-form";
import type { Outcome } from "../../domain/outcome";
import type { ListingKind } from "../../domain/vocabulary";
import { adminListing, adminListings } from "../db/admin-listings";
import { featureListing, type ModerationRefusal, unfeatureListing, unpublishListing } from "../db/listing-moderation";
import { loadListing } from "../db/own-listings";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { principal } from "../middleware/auth";
import { allPages, type CsvColumn, csvAnswer, toCsv } from "../services/csv";
import { listingUnpublishedEmail } from "../services/email/templates";
import { notify } from "../services/notify";
import { siteOrigin } from "../site-origin";
import { implement } from "./implement";

type Ctx = Context<AppBindings>;

const NOT_FOUND = "No listing with this id";

const REFUSED: Record<ModerationRefusal, [ContentfulStatusCode, string]> = {
  not_published: [409, "This listing is not published, so there is nothing to unpublish."],
  not_visible: [409, "Only a published listing of an approved host can be featured."],
  already_featured: [409, "This listing is featured already."],
  not_featured: [409, "This listing is not featured."],
  featured_full: [
    409,
    `${FEATURED_LISTINGS_MAX} listings are featured already, as many as the home page shows. Unfeature one first.`,
  ],
};

const csvColumns = (origin: string): CsvColumn<AdminListingRow>[] => [
  { header: "Kind", value: (r) => LISTING_KIND_NAME[r.kind] },
  { header: "Listing id", value: (r) => r.id },
  { header: "Title", value: (r) => r.title },
  { header: "Status", value: (r) => r.status },
  { header: "Visible", value: (r) => (r.visible ? "yes" : "no") },
  { header: "Featured at", value: (r) => r.featured_at },
  { header: "Unpublished by admin at", value: (r) => r.unpublished_at },
  { header: "Unpublish reason", value: (r) => r.unpublish_reason },
  { header: "Countries", value: (r) => r.countries.join("; ") },
  { header: "Views", value: (r) => r.views_count },
  { header: "Created", value: (r) => r.created_at },
  { header: "Updated", value: (r) => r.updated_at },
  { header: "Published", value: (r) => r.published_at },
  { header: "Host", value: (r) => r.host_name },
  { header: "Host e-mail", value: (r) => r.host_email },
  { header: "Host status", value: (r) => r.host_status },
  { header: "Page", value: (r) => `${origin}${r.path}` },
];

/** An action on an existing listing: 404 when there is none, the refusal's answer, or the listing's row after it. */
async function moderate(c: Ctx, kind: ListingKind, id: string, act: () => Promise<Outcome<void, ModerationRefusal>>) {
  const outcome = await act();
  if (!outcome.ok) {
    const [status, message] = REFUSED[outcome.refusal];
    return errorJson(c, status, outcome.refusal, message);
  }
  const listing = await adminListing(c.env.DB, kind, id);
  if (!listing) return errorJson(c, 404, "not_found", NOT_FOUND);
  return { listing };
}

/**
 * /api/admin/listings (issue 19 item 4): every listing with its host and moderation state; unpublishing with a
 * reason (the host is told in-app and by e-mail, in the change's batch) and featuring on the home page. The home
 * page's answer is cached up to 60 s (worker/routes/home.ts), so a feature shows there within a minute.
 */
export const adminListingRoutes = implement(adminListingsApi, {
  list: async (c, { query }) => {
    c.header("Cache-Control", "private, no-store");
    return adminListings(c.env.DB, query);
  },
  export: async (c, { query }) => {
    const { rows, truncated } = await allPages((cursor, limit) => adminListings(c.env.DB, { ...query, cursor, limit }));
    return csvAnswer(c, "listings", toCsv(csvColumns(siteOrigin(c.env)), rows), truncated);
  },
  unpublish: async (c, { params: { type: kind, id }, body }) => {
    const loaded = await loadListing(c.env.DB, kind, id);
    if (!loaded) return errorJson(c, 404, "not_found", NOT_FOUND);
    const { title } = loaded.listing;
    const origin = siteOrigin(c.env);
    const told = await notify(c.env, [
      {
        userId: loaded.ownerId,
        kind: "listing_unpublished",
        title: `We unpublished “${title}”`,
        body: `The reason: ${body.reason} Change what is needed and publish it again from Manage listings.`,
        deepLink: "/manage-listings",
        email: ({ firstName }) => listingUnpublishedEmail({ origin, firstName, title, reason: body.reason }),
      },
    ]);
    const res = await moderate(c, kind, loaded.listing.id, () =>
      unpublishListing(c.env.DB, kind, loaded.listing.id, {
        adminId: principal(c).userId,
        reason: body.reason,
        title,
        notices: told.statements,
      }),
    );
    if (!(res instanceof Response)) c.executionCtx.waitUntil(told.after());
    return res;
  },
  feature: async (c, { params: { type: kind, id } }) => {
    const loaded = await loadListing(c.env.DB, kind, id);
    if (!loaded) return errorJson(c, 404, "not_found", NOT_FOUND);
    return moderate(c, kind, loaded.listing.id, () =>
      featureListing(c.env.DB, kind, loaded.listing.id, principal(c).userId),
    );
  },
  unfeature: async (c, { params: { type: kind, id } }) => {
    const loaded = await loadListing(c.env.DB, kind, id);
    if (!loaded) return errorJson(c, 404, "not_found", NOT_FOUND);
    return moderate(c, kind, loaded.listing.id, () =>
      unfeatureListing(c.env.DB, kind, loaded.listing.id, principal(c).userId),
    );
  },
});
