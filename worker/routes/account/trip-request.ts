import { type accountApi, ACCOUNT_MESSAGES as MESSAGES } from "../../../domain/api/account";
import { isTraveler, lastInitial, travelerName } from "../../../domain/people";
import { profileBasics } from "../../db/profiles";
import { getMyTripRequest, putMyTripRequest } from "../../db/trip-requests";
import { errorJson } from "../../errors";
import { principal } from "../../middleware/auth";
import { travelerSignupNews } from "../../services/notify/traveler-signup";
import type { Handlers } from "../implement";

/**
 * The caller's own trip request (destinations, dates, group size, interests, budget, description, public or not).
 * Only travelers have one; a public one shows on /travelers and their traveler page. The first public one with
 * countries tells those countries' verified hosts (traveler_signup, through notify()).
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
    // Finishing signing up (the first trip request, public, with countries) is news to those countries' hosts.
    const first = (await getMyTripRequest(c.env.DB, userId)).trip_request === null;
    const news =
      first && body.is_public && body.destinations.length
        ? await travelerSignupNews(
            c.env,
            { userId, name: travelerName(basics.first_name, lastInitial(basics.last_name)) },
            body.destinations,
          )
        : null;
    await putMyTripRequest(c.env.DB, userId, body, news?.statements);
    if (news) c.executionCtx.waitUntil(news.after());
    c.header("Cache-Control", "private, no-store");
    return getMyTripRequest(c.env.DB, userId);
  },
};
