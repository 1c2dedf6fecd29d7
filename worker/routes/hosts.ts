import { hostsApi } from "../../domain/api/hosts";
import { getHostProfile, getHostReviews, listHosts } from "../db/hosts";
import { movedHostPath } from "../db/slug-redirects";
import { errorJson } from "../errors";
import { implement } from "./implement";
import { movedJson } from "./moved";

const notFound = "No approved host has this profile link";
const PUBLIC_CACHE = "public, max-age=30, stale-while-revalidate=120";

/** Public: approved hosts only (spec §2 /hosts and /host/{hostSlug}); anyone else's profile is a 404. */
export const hostRoutes = implement(hostsApi, {
  list: async (c, { query }) => {
    c.header("Cache-Control", PUBLIC_CACHE);
    return listHosts(c.env.DB, query);
  },
  profile: async (c, { params }) => {
    const data = await getHostProfile(c.env.DB, params.slug);
    if (!data) {
      // A slug the host had before: 301 to their page now (no live slug matched, so this does not shadow anyone).
      const moved = await movedHostPath(c.env.DB, params.slug);
      if (moved) return movedJson(c, moved, PUBLIC_CACHE);
      return errorJson(c, 404, "not_found", notFound);
    }
    c.header("Cache-Control", PUBLIC_CACHE);
    return data;
  },
  reviews: async (c, { params, query }) => {
    const data = await getHostReviews(c.env.DB, params.slug, query);
    if (!data) return errorJson(c, 404, "not_found", notFound);
    c.header("Cache-Control", PUBLIC_CACHE);
    return data;
  },
});
