import { Hono } from "hono";
import type { CountriesResponse } from "../../domain/api/home";
import { getDb } from "../db/client";
import { getCountriesWithListings } from "../db/countries";
import type { AppBindings } from "../env";
import { allow } from "../middleware/auth";

/** Public: countries with listings (the header's Destinations menu). */
export const countryRoutes = new Hono<AppBindings>().get("/", allow("public"), async (c) => {
  const countries = await getCountriesWithListings(getDb(c.env.DB));
  c.header("Cache-Control", "public, max-age=300, stale-while-revalidate=600");
  return c.json<CountriesResponse>({ countries });
});
