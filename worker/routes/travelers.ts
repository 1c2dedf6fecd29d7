import { travelersApi } from "../../domain/api/travelers";
import { movedTravelerPath } from "../db/slug-redirects";
import { getTraveler, listTravelers } from "../db/travelers";
import { errorJson } from "../errors";
import { implement } from "./implement";
import { movedJson } from "./moved";

const PUBLIC_CACHE = "public, max-age=30, stale-while-revalidate=120";

/** Public traveler pages: first name and last initial, home place and public trip requests only. */
export const travelerRoutes = implement(travelersApi, {
  list: async (c, { query }) => {
    c.header("Cache-Control", PUBLIC_CACHE);
    return listTravelers(c.env.DB, query);
  },
  profile: async (c, { params }) => {
    const data = await getTraveler(c.env.DB, params.idOrSlug);
    if (!data) {
      // A slug the traveler had before: 301 to their page now.
      const moved = await movedTravelerPath(c.env.DB, params.idOrSlug);
      if (moved) return movedJson(c, moved, PUBLIC_CACHE);
      return errorJson(c, 404, "not_found", "No traveler has this profile link");
    }
    c.header("Cache-Control", PUBLIC_CACHE);
    return data;
  },
});
