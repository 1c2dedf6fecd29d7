import { describe, expect, it } from "vitest";
import type { FeedTrip } from "../../worker/db/calendar-feeds";
import { calendarFeed, foldLine, icsText } from "../../worker/services/calendar-feed";

const trip = (over: Partial<FeedTrip> = {}): FeedTrip => ({
  id: "b-1",
  listing_title: "Horse trek to the Kolsai lakes",
  start_date: "2027-06-01",
  end_date: "2027-06-03",
  party_size: 2,
  pickup_place: "Hotel Kazakhstan, Almaty",
  status: "confirmed",
  traveler_first: "Aida",
  traveler_last: "Kasymova",
  updated_at: "2027-05-02T09:08:07.654Z",
  ...over,
});

const octets = (s: string) => new TextEncoder().encode(s).length;
/** The feed's logical lines: continuation lines (starting with a space) joined back, as a calendar app reads them. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(icsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets, continuation lines starting with a space, never inside a character", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    const long = `SUMMARY:${"Ä".repeat(80)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const [i, line] of lines.entries()) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(" ")).toBe(true);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(octets(lines[0] ?? "")).toBe(74);
  });
});

describe("a host's calendar feed", () => {
  const ics = calendarFeed(
    [trip(), trip({ id: "b-2", end_date: null, start_date: "2027-07-09", pickup_place: null, party_size: 1 })],
    "https://untrodden.test",
    "untrodden.test",
  );
  const lines = unfold(ics);

  it("is one VCALENDAR of CRLF lines, ending in CRLF, every physical line at most 75 octets", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//Untrodden//Bookings//EN");
    expect(lines).toContain("X-WR-CALNAME:Untrodden trips");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("has an all-day event per trip, DTEND the day after the last day (a one-day trip ends the next day)", () => {
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("UID:b-1@untrodden.test");
    expect(lines).toContain("DTSTART;VALUE=DATE:20270601");
    expect(lines).toContain("DTEND;VALUE=DATE:20270604");
    expect(lines).toContain("DTSTART;VALUE=DATE:20270709");
    expect(lines).toContain("DTEND;VALUE=DATE:20270710");
    expect(lines).toContain("DTSTAMP:20270502T090807Z");
  });

  it("names the listing and the traveler (first name and initial), escaped, with the pickup and a link", () => {
    expect(lines).toContain("SUMMARY:Horse trek to the Kolsai lakes (Aida K.)");
    expect(lines).toContain(
      "DESCRIPTION:Aida K.\\, 2 people.\\nPickup: Hotel Kazakhstan\\, Almaty.\\nhttps://untrodden.test/my-bookings?booking=b-1",
    );
    expect(lines).toContain("DESCRIPTION:Aida K.\\, 1 person.\\nhttps://untrodden.test/my-bookings?booking=b-2");
  });

  it("is an empty calendar when there are no trips", () => {
    const empty = unfold(calendarFeed([], "https://untrodden.test", "untrodden.test"));
    expect(empty).not.toContain("BEGIN:VEVENT");
    expect(empty.at(-2)).toBe("END:VCALENDAR");
  });
});
