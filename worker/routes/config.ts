import { Hono } from "hono";
import type { ConfigResponse } from "../../domain/api/home";
import type { AppBindings } from "../env";
import { allow } from "../middleware/auth";

/** Public: client configuration that comes from the deployment (the map tile source, sign-in client ids). */
export const configRoutes = new Hono<AppBindings>().get("/", allow("public"), (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json<ConfigResponse>({
    mapTileUrl: c.env.MAP_TILE_URL || null,
    googleClientId: c.env.GOOGLE_CLIENT_ID || null,
    appleClientId: c.env.APPLE_CLIENT_ID || null,
  });
});
