import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { HostsResponse } from "../../domain/api/hosts";
import type { ListingsResponse } from "../../domain/api/listings";
import { REGIONS } from "../../domain/geo";
import { generateSeed } from "../../scripts/seed/generate";
import { insertSeed } from "../../scripts/seed/insert";
import { get } from "./helpers";

/**
 * The autocomplete offers regions (domain/geo.ts REGIONS) next to countries and cities; each must be a search
 * that finds hosts and listings in the demo marketplace, or the suggestion would lead to "No hosts found".
 */
beforeAll(async () => {
  await insertSeed(env.DB, generateSeed(), "pbkdf2-sha256$1$AA==$AA==");
});

describe("every region the autocomplete suggests finds hosts and listings in the demo data", () => {
  it.each(REGIONS.map((r) => [r.label]))("%s", async (label) => {
    const q = encodeURIComponent(label);
    const hosts = await (await get(`/api/hosts?limit=1&location=${q}`)).json<HostsResponse>();
    const listings = await (await get(`/api/listings?limit=1&search=${q}`)).json<ListingsResponse>();
    expect(hosts.total, label).toBeGreaterThan(0);
    expect(listings.total, label).toBeGreaterThan(0);
  });
});
