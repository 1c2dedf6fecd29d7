/**
 * traveler_signup (issue 18; spec §3 payload type `traveler_signup` with `traveler_id`): a traveler who finishes
 * signing up — saves their first trip request, public, with the countries they want to visit — is news to the
 * verified hosts of those countries (at most TRAVELER_SIGNUP_HOST_CAP, the best rated first). The notice opens the
 * traveler's page; it goes in-app and by push by default (NOTIFICATION_DEFAULTS keeps it off e-mail, so a host's
 * inbox is not flooded by other people signing up; a host who switches it on gets the generic notification e-mail).
 */
import { TRAVELER_SIGNUP_HOST_CAP, travelerLink } from "../../../domain/notify";
import { hostsInCountries } from "../../db/notify";
import type { Env } from "../../env";
import { type Notified, notify } from "./index";

export async function travelerSignupNews(
  env: Pick<Env, "DB" | "USER_HUB" | "DEV_MAILBOX" | "EMAIL_API_KEY" | "EMAIL_FROM" | "PUBLIC_ORIGIN">,
  traveler: { userId: string; name: string },
  destinations: readonly string[],
): Promise<Notified> {
  const hosts = await hostsInCountries(env.DB, destinations, TRAVELER_SIGNUP_HOST_CAP, traveler.userId);
  return notify(
    env,
    hosts.map((host) => ({
      userId: host.userId,
      kind: "traveler_signup",
      title: `A traveler is planning a trip to ${host.country}`,
      body: `${traveler.name} just joined and wants to visit ${host.country}. Say hello and tell them what you offer.`,
      deepLink: travelerLink(traveler.userId),
      data: { traveler_id: traveler.userId },
    })),
  );
}
