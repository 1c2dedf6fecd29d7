/**
 * The kinds of in-app notifications about bookings are `booking_<event>` (./notices.ts). A module of its own because
 * the web app's shell, in its first load, tells them apart from other notifications without the notices' words.
 */
export const BOOKING_NOTICE_PREFIX = "booking_";

export const isBookingNotice = (kind: string) => kind.startsWith(BOOKING_NOTICE_PREFIX);
