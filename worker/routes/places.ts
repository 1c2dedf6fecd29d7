import { placesApi } from "../../domain/api/places";
import { getCountries } from "../db/countries";
import { getDestination } from "../db/destinations";
import { errorJson } from "../errors";
import { implement } from "./implement";

/** Public: the countries we have (the header's Destinations menu, /destinations) and a country page (spec §2 /kazakhstan…). */
export const placeRoutes = implement(placesApi, {
  countries: async (c) => {
    c.header("Cache-Control", "public, max-age=300, stale-while-revalidate=600");
    return { countries: await getCountries(c.env.DB) };
  },
  destination: async (c, { params }) => {
    const data = await getDestination(c.env.DB, params.country);
    if (!data) return errorJson(c, 404, "not_found", "We have no hosts or listings in this country yet");
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
    return data;
  },
});
