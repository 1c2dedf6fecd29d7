/**
 * How the one notify() service (worker/services/notify/, docs/decisions/023-notify.md) paces what it sends: the
 * burst window of a conversation's pushes and the most hosts one traveler's signup is news to.
 */
import { EMAIL_BATCH_MS } from "./chat-notifications";

/**
 * A conversation's pushes while the person is away: the first message of a burst pushes at once; the ones that
 * follow within this window collapse into one summary push ("3 new messages from Aigerim K.") at its end, under
 * the same tag, so a chatty counterpart rings a phone at most twice per window. It is the e-mail's batching window
 * (the hub's one alarm ends both).
 */
export const PUSH_BURST_MS = EMAIL_BATCH_MS;

/** The push tag of a conversation: its pushes replace each other on the device. */
export const conversationTag = (conversationId: string) => `conversation:${conversationId}`;

/**
 * A traveler who signs up with the countries they want to visit is news to the verified hosts of those countries;
 * at most this many (the best rated first), so a traveler interested in a busy country does not fan out to every
 * host there, and one request stays well inside a Worker's budget.
 */
export const TRAVELER_SIGNUP_HOST_CAP = 50;

/** The page a traveler_signup notice opens (spec §2 /traveler/{id}). */
export const travelerLink = (travelerId: string) => `/traveler/${encodeURIComponent(travelerId)}`;
