import { beforeAll, describe, expect, it } from "vitest";
import type { ListingDetailResponse } from "../../domain/api/listings";
import type { OwnListing } from "../../domain/listing-form";
import { LISTING_ROUTE, type ListingKind } from "../../domain/vocabulary";
import { get, seedSmall } from "./helpers";
import { type Person, person } from "./people";

/** The demo marketplace's listings pass the owners' form: an edit of one field is not refused for old data. */
describe("editing the demo marketplace's listings", () => {
  let seed: Awaited<ReturnType<typeof seedSmall>>;
  let admin: Person;
  beforeAll(async () => {
    seed = await seedSmall();
    admin = await person("admin");
  });

  const approved = () => new Set(seed.hosts.filter((h) => h.status === "approved").map((h) => h.id));
  const tables = () =>
    ({ tour: seed.tours, group_tour: seed.group_tours, rental_car: seed.rental_cars, driver: seed.drivers }) as Record<
      ListingKind,
      { id: string; host_id: string; status: string }[]
    >;

  for (const kind of ["tour", "group_tour", "rental_car", "driver"] as ListingKind[]) {
    it(`every published ${kind} takes a new title and keeps its slug and photos`, async () => {
      const listings = tables()[kind].filter((l) => l.status === "published" && approved().has(l.host_id));
      expect(listings.length).toBeGreaterThan(0);
      for (const l of listings) {
        const path = `/api/listings/${LISTING_ROUTE[kind]}/${l.id}`;
        const before = await (await admin.fetch(`/api/me/listings/${LISTING_ROUTE[kind]}/${l.id}`)).json<OwnListing>();
        const res = await admin.fetch(path, { method: "PATCH", json: { title: `${before.title} (updated)` } });
        expect(res.status, `${kind} ${l.id}: ${await res.clone().text()}`).toBe(200);
        const after = await res.json<OwnListing>();
        expect([after.slug, after.images, after.status]).toEqual([before.slug, before.images, "published"]);
        const pub = await get(path);
        expect((await pub.json<ListingDetailResponse>()).listing.title).toBe(`${before.title} (updated)`);
      }
    });
  }
});
