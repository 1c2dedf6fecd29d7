/**
 * Telling the other side of a booking (issue 16 item 3), through the one notify() service (issue 18,
 * worker/services/notify/): each change's notices — in-app, e-mail and push per the person's booking settings — go
 * into the change's own batch (so a notice exists exactly when the change does); once it has landed, `after()`
 * pushes them live to the recipients' hubs and delivers the e-mails and pushes. Payments are booking events too.
 */
import { type BookingEvent, bookingNotices, type Notice, type NoticeBooking } from "../../../domain/bookings/notices";
import { DELETED_USER_NAME, hostName, lastInitial, travelerName } from "../../../domain/people";
import type { BookingRow } from "../../db/bookings";
import { type Recipient, recipients } from "../../db/notify";
import { siteOrigin } from "../../site-origin";
import { bookingUpdateEmail } from "../email/templates";
import { type NotifyEvent, notify } from "../notify";
import type { BookingCtx } from "./context";

export interface Notices {
  statements: D1PreparedStatement[];
  /** Pushes and delivers, after the batch landed. */
  after: () => Promise<void>;
}

/**
 * The notices of `event` on booking `b`, to each side that has something to hear, except `actorSide` (who made the
 * change and sees it on their screen).
 */
export async function notices(
  ctx: BookingCtx,
  b: BookingRow,
  event: BookingEvent,
  actorSide: "traveler" | "host" | "admin" | "system",
  extra: { refundCents?: number; booking?: Partial<NoticeBooking> } = {},
): Promise<Notices> {
  // The parties' names, channels, addresses and devices in one query (a deleted account hears nothing).
  const people = await recipients(ctx.env.DB, [b.traveler_id, b.host_id], ["booking"]);
  const parties = {
    traveler: partyOf(people.get(b.traveler_id), "traveler"),
    host: partyOf(people.get(b.host_id), "host"),
  };
  const booking: NoticeBooking = { ...b, ...extra.booking };
  const words = bookingNotices({
    event,
    booking,
    travelerName: parties.traveler.name,
    hostName: parties.host.name,
    refundCents: extra.refundCents,
  });
  const origin = siteOrigin(ctx.env);
  const events: NotifyEvent[] = [];
  const tell = (party: { userId: string | null }, notice: Notice | null, side: "traveler" | "host") => {
    if (!notice || side === actorSide || !party.userId) return;
    events.push({
      userId: party.userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      deepLink: notice.link,
      extra: { booking_id: b.id },
      email: ({ firstName }) => bookingUpdateEmail({ origin, firstName, ...notice }),
      tag: `booking:${b.id}`,
    });
  };
  tell(parties.traveler, words.traveler, "traveler");
  tell(parties.host, words.host, "host");
  const told = await notify(ctx.env, events, { recipients: people });
  return { statements: told.statements, after: told.after };
}

/** How the other side sees a party (a traveler's first name and initial, a host's full name); gone: Deleted user. */
function partyOf(r: Recipient | undefined, side: "traveler" | "host"): { userId: string | null; name: string } {
  if (!r) return { userId: null, name: DELETED_USER_NAME };
  const name =
    side === "host"
      ? hostName({ first_name: r.firstName, last_name: r.lastName })
      : travelerName(r.firstName, lastInitial(r.lastName));
  return { userId: r.userId, name };
}
