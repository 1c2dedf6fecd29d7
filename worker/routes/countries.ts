import { Hono } from "hono";
import type { CountriesResponse } from "../../domain/api-types";
import { getDb } from "../db/client";
import { getCountriesWithListings } from "../db/countries";
import type { AppBindings } from "../env";

/** Public: countries with listings (the header's Destinations menu). */
export const countryRoutes = new Hono<AppBindings>().get("/", async (c) => {
  const countries = await getCountriesWithListings(getDb(c.env.DB));
  c.header("Cache-Control", "public, max-age=300, stale-while-revalidate=600");
  return c.json<CountriesResponse>({ countries });
});
