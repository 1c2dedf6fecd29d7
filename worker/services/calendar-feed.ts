/**
 * A host's trips as an iCalendar feed (RFC 5545) for Google, Apple and Outlook calendars: all-day events (DTEND is
 * the day after the last, as the RFC wants for dates), text escaped, lines folded at 75 octets. Written here rather
 * than with a library: the feed needs a dozen lines of the format, and the libraries bring date and validation
 * dependencies several times that size into the worker (docs/decisions/016-bookings.md).
 */
import { addDays } from "../../domain/bookings/pricing";
import { BRAND } from "../../domain/brand";
import { lastInitial, travelerName } from "../../domain/people";
import type { FeedTrip } from "../db/calendar-feeds";

/** Escapes TEXT values (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line to at most 75 octets per line, continuation lines starting with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = "";
  for (const ch of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (bytes.encode(current + ch).length > limit) {
      out.push(current);
      current = ch;
    } else current += ch;
  }
  out.push(current);
  return out.join("\r\n ");
}

const icsDate = (isoDate: string) => isoDate.replace(/-/g, "");
const icsStamp = (iso: string) => `${iso.replace(/[-:]/g, "").replace(/\.\d+/, "").slice(0, 15)}Z`;

export function calendarFeed(trips: readonly FeedTrip[], origin: string, host: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${BRAND.name}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(`${BRAND.name} trips`)}`,
  ];
  for (const t of trips) {
    const traveler = travelerName(t.traveler_first, lastInitial(t.traveler_last));
    const people = t.party_size === 1 ? "1 person" : `${t.party_size} people`;
    const description = [
      `${traveler}, ${people}.`,
      t.pickup_place ? `Pickup: ${t.pickup_place}.` : null,
      `${origin}/my-bookings?booking=${t.id}`,
    ]
      .filter(Boolean)
      .join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${t.id}@${host}`,
      `DTSTAMP:${icsStamp(t.updated_at)}`,
      `DTSTART;VALUE=DATE:${icsDate(t.start_date)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(t.end_date ?? t.start_date, 1))}`,
      `SUMMARY:${icsText(`${t.listing_title} (${traveler})`)}`,
      `DESCRIPTION:${icsText(description)}`,
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
