import { Hono } from "hono";
import { z } from "zod";
import { kindOfRoute } from "../../domain/vocabulary";
import { listOwnListings, loadListing } from "../db/listing-writes";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow, principal } from "../middleware/auth";
import { validate } from "../middleware/validate";

const idParams = z.object({
  type: z.string().transform((t, ctx) => {
    const kind = kindOfRoute(t);
    if (kind) return kind;
    ctx.addIssue({ code: "custom", message: "must be tour, group-tour, rental-car or driver" });
    return z.NEVER;
  }),
  id: z.string().trim().min(1).max(64),
});

/** GET /api/me/listings…: a host's own listings, drafts and archived ones included (issue 6). */
export const myListingRoutes = new Hono<AppBindings>()
  .get("/", allow("signed-in"), async (c) => {
    const items = await listOwnListings(c.env.DB, principal(c).userId);
    if (!items) return errorJson(c, 403, "not_a_host", "Only hosts have listings. Become a host first.");
    c.header("Cache-Control", "private, no-store");
    return c.json({ items });
  })
  .get("/:type/:id", allow("signed-in"), validate("param", idParams), async (c) => {
    const { type: kind, id } = c.req.valid("param");
    const who = principal(c);
    const loaded = await loadListing(c.env.DB, kind, id);
    if (!loaded || (loaded.ownerId !== who.userId && !who.isAdmin))
      return errorJson(c, 404, "not_found", "This listing does not exist or is not yours");
    c.header("Cache-Control", "private, no-store");
    return c.json(loaded.listing);
  });
