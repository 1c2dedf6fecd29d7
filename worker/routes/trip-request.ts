import { Hono } from "hono";
import { TRIP_REQUEST_SCHEMA } from "../../domain/trip-request";
import { profileBasics } from "../db/me";
import { getMyTripRequest, putMyTripRequest } from "../db/trip-requests";
import type { AppBindings } from "../env";
import { errorJson } from "../errors";
import { allow, principal } from "../middleware/auth";
import { validate } from "../middleware/validate";

/**
 * GET/PUT /api/me/trip-request: the caller's own trip request (destinations, dates, group size, interests, budget,
 * description, public or not). Only travelers have one; a public one shows on /travelers and their traveler page.
 */
export const tripRequestRoutes = new Hono<AppBindings>()
  .get("/", allow("signed-in"), async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await getMyTripRequest(c.env.DB, principal(c).userId));
  })
  .put("/", allow("signed-in"), validate("json", TRIP_REQUEST_SCHEMA), async (c) => {
    const { userId } = principal(c);
    const basics = await profileBasics(c.env.DB, userId);
    if (!basics) return errorJson(c, 401, "unauthorized", "Your account no longer exists");
    if (basics.user_type !== "traveler" || basics.host_status !== null) {
      return errorJson(
        c,
        403,
        "not_a_traveler",
        basics.user_type === null
          ? "Complete your traveler profile before posting a trip request"
          : "Only travelers post trip requests",
      );
    }
    await putMyTripRequest(c.env.DB, userId, c.req.valid("json"));
    c.header("Cache-Control", "private, no-store");
    return c.json(await getMyTripRequest(c.env.DB, userId));
  });
