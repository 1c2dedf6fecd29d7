import { call } from "./api";
import { useAppQuery } from "./query";

/**
 * The countries we have (GET /api/countries, worker/db/countries.ts), one cache entry for every place that shows
 * them: the Destinations menu, /destinations and the nearest places of a search that found nobody.
 */
export function useCountries() {
  return useAppQuery({
    queryKey: ["countries"],
    queryFn: ({ signal }) => call("GET /api/countries", { signal }),
  });
}
