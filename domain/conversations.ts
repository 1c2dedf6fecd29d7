/**
 * Who may talk to whom (issue 15 item 4): a conversation is always between one traveler and one approved host, one
 * per pair. A traveler starts one with an approved host; an approved host with a traveler, unless the traveler
 * switched off new conversations (profiles.receive_new_conversations) and they have none yet.
 */
import { done, type Outcome, refused } from "./outcome";
import { hostName, isHost, isTraveler, lastInitial, travelerName } from "./people";
import type { ConversationKind, HostStatus, ReportReason, UserType } from "./vocabulary";

/** What the pair rule reads about each side. */
export interface Party {
  userId: string;
  user_type: UserType | null;
  host_status: HostStatus | null;
  receive_new_conversations: boolean;
}

export type PairRefusal =
  /** asking to talk to oneself */
  | "yourself"
  /** the caller is neither a traveler nor an approved host (a pending host, an incomplete profile) */
  | "caller_cannot_start"
  /** the other person is not on the other side (traveler with traveler, host with host, a pending host) */
  | "not_a_pair";

export interface Pair {
  travelerId: string;
  hostId: string;
  /** who asks: a host needs the traveler's consent to a new conversation */
  startedBy: "traveler" | "host";
}

const isApprovedHost = (p: Party) => isHost(p) && p.host_status === "approved";

/** The traveler and host of a conversation `me` asks to have with `other`, or why there can be none. */
export function conversationPair(me: Party, other: Party): Outcome<Pair, PairRefusal> {
  if (me.userId === other.userId) return refused("yourself");
  if (isTraveler(me)) {
    return isApprovedHost(other)
      ? done({ travelerId: me.userId, hostId: other.userId, startedBy: "traveler" })
      : refused("not_a_pair");
  }
  if (isApprovedHost(me)) {
    return isTraveler(other)
      ? done({ travelerId: other.userId, hostId: me.userId, startedBy: "host" })
      : refused("not_a_pair");
  }
  return refused("caller_cannot_start");
}

/** A host may open a new conversation with a traveler only while the traveler receives new conversations. */
export const mayStartNew = (pair: Pair, traveler: Party): boolean =>
  pair.startedBy === "traveler" || traveler.receive_new_conversations;

/** The refusals' messages (`error.message` of POST /api/conversations). */
export const CONVERSATION_MESSAGES = {
  yourself: "with: you cannot start a conversation with yourself",
  callerCannotStart:
    "Only travelers and approved hosts can start conversations. Complete your profile or wait for your host application to be approved.",
  travelerToHostOnly: "with: travelers can start conversations with approved hosts only",
  hostToTravelerOnly: "with: hosts can start conversations with travelers only",
  noPerson: "with: no person has this id",
  notReceiving: "This traveler has switched off new conversations, so you cannot start one with them",
  badListing: "listing: must be a published listing of the host you are writing to",
  noConversation: "No such conversation",
  adminsReadOnly: "Admins can read conversations but not mark them as read",
  participantsOnly: "Only the two people of a conversation can block or report it",
  cannotBlockSupport: "Support cannot be blocked. If a message from Support worries you, report it instead",
} as const;

/** A conversation's two people and its kind, as the access rule reads them. */
export interface ConversationPeople {
  travelerId: string;
  hostId: string;
  /** "support": the admins' line to one person (travelerId); hostId is the system user SUPPORT_USER_ID. */
  kind?: ConversationKind;
}

/**
 * How a person may open a conversation with these participants: as one of them, as an admin, or not at all (null;
 * another person's conversation then answers exactly like one that does not exist). The rule of both the HTTP API
 * and /ws/conversations/:id. In a direct conversation an admin only watches (read-only, each read audit-logged); in
 * a support conversation the person is its participant and every admin writes in it as Support (`maySend`).
 */
export function conversationAccess(
  people: ConversationPeople | null,
  who: { userId: string; isAdmin: boolean },
): "participant" | "admin" | null {
  if (!people) return null;
  if (people.travelerId === who.userId || people.hostId === who.userId) return "participant";
  return who.isAdmin ? "admin" : null;
}

/**
 * Whether someone with this access may send messages in the conversation: its participants, and admins in a
 * support conversation (each admin's message is stored under their own id and shown to the person as Support).
 */
export function maySend(people: ConversationPeople, access: "participant" | "admin"): boolean {
  return access === "participant" || people.kind === "support";
}

/** The name a support conversation shows for the admins who write in it. */
export const SUPPORT_NAME = "Support";

/** How a conversation's list shows the last message: its first line's start, at most this many characters. */
export const PREVIEW_CHARS = 120;

export function messagePreview(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : flat;
}

/**
 * The name a conversation shows for the other person, as the rest of the app shows people: a host's full name
 * (hosts are businesses), a traveler's first name and last initial.
 */
export function counterpartyName(side: "traveler" | "host", first: string | null, last: string | null): string {
  return side === "host" ? hostName({ first_name: first, last_name: last }) : travelerName(first, lastInitial(last));
}

/** How a report's reason reads to admins. */
export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  spam: "Spam",
  scam: "Scam or fraud",
  harassment: "Harassment",
  inappropriate: "Inappropriate content",
  off_platform_payment: "Payment outside the site",
  other: "Other",
};
