/**
 * Telling the other side of a booking (issue 16 item 3): each change writes its in-app notices and queues its
 * e-mails in the change's own batch (so a notice exists exactly when the change does), then, once it has landed,
 * pushes the notices live to the recipients' hubs and delivers the e-mails. Push notifications join here when they
 * exist (issue 18).
 */
import { type BookingEvent, bookingNotices, type Notice, type NoticeBooking } from "../../../domain/bookings/notices";
import { type BookingRow, bookingParties, type Party } from "../../db/bookings";
import { outboxStatement } from "../../db/email-outbox";
import { notificationStatement } from "../../db/notifications";
import { siteOrigin } from "../../site-origin";
import { deliverOutbox, emailSender } from "../email/outbox";
import { bookingUpdateEmail } from "../email/templates";
import { type BookingCtx, logEffect } from "./context";

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
  const parties = await bookingParties(ctx.env.DB, b);
  const booking: NoticeBooking = { ...b, ...extra.booking };
  const words = bookingNotices({
    event,
    booking,
    travelerName: parties.traveler.name,
    hostName: parties.host.name,
    refundCents: extra.refundCents,
  });
  const origin = siteOrigin(ctx.env);
  const statements: D1PreparedStatement[] = [];
  const live: { userId: string; notice: Notice & { id: string; createdAt: string } }[] = [];
  const emailIds: string[] = [];
  const send = (party: Party, notice: Notice | null, side: "traveler" | "host") => {
    if (!notice || side === actorSide) return;
    const id = crypto.randomUUID();
    const createdAt = new Date().toISOString();
    statements.push(
      notificationStatement(ctx.env.DB, {
        id,
        createdAt,
        userId: party.userId,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        data: { deepLink: notice.link, booking_id: b.id },
      }),
    );
    live.push({ userId: party.userId, notice: { ...notice, id, createdAt } });
    if (party.email) {
      const email = outboxStatement(ctx.env.DB, {
        to: party.email,
        ...bookingUpdateEmail({ origin, firstName: party.firstName, ...notice }),
      });
      statements.push(email.statement);
      emailIds.push(email.id);
    }
  };
  send(parties.traveler, words.traveler, "traveler");
  send(parties.host, words.host, "host");
  return {
    statements,
    after: async () => {
      await Promise.all(
        live.map(({ userId, notice }) =>
          ctx.env.USER_HUB.get(ctx.env.USER_HUB.idFromName(userId))
            .notify(notice)
            .catch((error) => logEffect("hub_notify", error)),
        ),
      );
      if (emailIds.length)
        await deliverOutbox(ctx.env, emailSender(ctx.env), { ids: emailIds }).catch((error) =>
          logEffect("email_delivery", error),
        );
    },
  };
}
