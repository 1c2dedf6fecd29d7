import { homeApi } from "../../domain/api/home";
import { getHomeData } from "../db/home";
import { implement } from "./implement";

/** Public: the home page's data in one D1 round trip, and the deployment's client configuration. */
export const homeRoutes = implement(homeApi, {
  home: async (c, { query }) => {
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
    return getHomeData(c.env.DB, query);
  },
  config: (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return {
      mapTileUrl: c.env.MAP_TILE_URL || null,
      googleClientId: c.env.GOOGLE_CLIENT_ID || null,
      appleClientId: c.env.APPLE_CLIENT_ID || null,
    };
  },
});
