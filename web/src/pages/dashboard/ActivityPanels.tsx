import { Link } from "react-router";
import type { DashboardBookings, DashboardMessages } from "../../../../domain/dashboard";
import type { UserType } from "../../../../domain/vocabulary";
import { LINK, Panel, Stat } from "./parts";

/** Conversations and unread messages from others. */
export function MessagesPanel({ messages, side }: { messages: DashboardMessages; side: UserType }) {
  return (
    <Panel id="dashboard-messages" title="Messages">
      <div className="grid grid-cols-2 gap-3">
        <Stat value={messages.conversations} label={messages.conversations === 1 ? "Conversation" : "Conversations"} />
        <Stat value={messages.unread} label="Unread" dot={messages.unread > 0} />
      </div>
      {messages.conversations === 0 && (
        <p className="mt-4 text-sm text-stone-600 dark:text-stone-300">
          {side === "host"
            ? "No conversations yet. When a traveler writes to you, it is counted here."
            : "No conversations yet. Message a host from their profile or a listing to plan your trip."}
        </p>
      )}
    </Panel>
  );
}

/** Bookings on the person's side: waiting for an answer, upcoming, all; /my-bookings has them (hosts: the requests). */
export function BookingsPanel({ bookings, side }: { bookings: DashboardBookings; side: UserType }) {
  const host = side === "host";
  return (
    <Panel
      id="dashboard-bookings"
      title="Bookings"
      action={
        <Link to={host ? "/my-bookings?tab=requests" : "/my-bookings"} className={`text-sm ${LINK}`}>
          {host && bookings.requested > 0 ? "Answer requests" : "See all bookings"}
        </Link>
      }
    >
      <div className="grid grid-cols-3 gap-3">
        <Stat value={bookings.requested} label={side === "host" ? "To answer" : "Requested"} />
        <Stat value={bookings.upcoming} label="Upcoming" />
        <Stat value={bookings.total} label="Total" />
      </div>
      {bookings.total === 0 && (
        <p className="mt-4 text-sm text-stone-600 dark:text-stone-300">
          {side === "host"
            ? "No bookings yet. Published listings are how travelers find and book you."
            : "No bookings yet. Browse listings to find a trip with a local host."}
        </p>
      )}
    </Panel>
  );
}
