import { type accountApi, ACCOUNT_MESSAGES as MESSAGES } from "../../../domain/api/account";
import { isTraveler } from "../../../domain/people";
import { profileBasics } from "../../db/profiles";
import { getMyTripRequest, putMyTripRequest } from "../../db/trip-requests";
import { errorJson } from "../../errors";
import { principal } from "../../middleware/auth";
import type { Handlers } from "../implement";

/**
 * The caller's own trip request (destinations, dates, group size, interests, budget, description, public or not).
 * Only travelers have one; a public one shows on /travelers and their traveler page.
 */
export const tripRequestHandlers: Pick<Handlers<typeof accountApi>, "tripRequest" | "saveTripRequest"> = {
  tripRequest: async (c) => {
    c.header("Cache-Control", "private, no-store");
    return getMyTripRequest(c.env.DB, principal(c).userId);
  },
  saveTripRequest: async (c, { body }) => {
    const { userId } = principal(c);
    const basics = await profileBasics(c.env.DB, userId);
    if (!basics) return errorJson(c, 401, "unauthorized", MESSAGES.noAccount);
    if (!isTraveler(basics))
      return errorJson(
        c,
        403,
        "not_a_traveler",
        basics.user_type === null ? MESSAGES.profileFirst : MESSAGES.notATraveler,
      );
    await putMyTripRequest(c.env.DB, userId, body);
    c.header("Cache-Control", "private, no-store");
    return getMyTripRequest(c.env.DB, userId);
  },
};
