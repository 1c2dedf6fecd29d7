import { beforeAll, describe, expect, it, vi } from "vitest";
import type { CalendarFeedResponse } from "../../domain/api/availability";
import { act, inDays, payInTestMode, publishedListing, requestBooking } from "./booking-fixtures";
import { get, ORIGIN } from "./helpers";
import { type Person, person } from "./people";

/**
 * A host's private calendar feed (issue 16 item 6): a secret .ics address of their booked trips for Google or Apple
 * calendars, shown once when made, replaced (the old address stops working) or removed on demand.
 */

let host: Person;
let traveler: Person;
let tour: string;

beforeAll(async () => {
  [host, traveler] = await Promise.all([
    person("approved-host", { first_name: "Aigerim" }),
    person("traveler", { first_name: "Aida", last_name: "Kasymova" }),
  ]);
  tour = (await publishedListing(host, "tour")).id;
});

const newFeed = async (who: Person) => {
  const res = await who.fetch("/api/me/calendar-feed", { method: "POST" });
  expect(res.status).toBe(201);
  return res.json<CalendarFeedResponse>();
};
/** The feed as a calendar app fetches it: no session, only the secret address. */
const subscribe = (url: string) => get(new URL(url).pathname);

describe("the calendar feed", () => {
  it("lists the host's booked trips (deposit paid or more), not requests or cancelled ones", async () => {
    const booked = await requestBooking(traveler, {
      listing: { type: "tour", id: tour },
      start_date: inDays(30),
      party_size: 2,
      pickup_place: "Hotel Kazakhstan, Almaty",
    });
    await act(host, booked.id, "confirm");
    await payInTestMode(traveler, booked.id);
    const requested = await requestBooking(traveler, {
      listing: { type: "tour", id: tour },
      start_date: inDays(40),
      party_size: 1,
    });
    const cancelled = await requestBooking(traveler, {
      listing: { type: "tour", id: tour },
      start_date: inDays(50),
      party_size: 1,
    });
    await act(host, cancelled.id, "confirm");
    await payInTestMode(traveler, cancelled.id);
    await act(traveler, cancelled.id, "cancel", {});

    const feed = await newFeed(host);
    expect(feed.active).toBe(true);
    expect(feed.url).toMatch(new RegExp(`^${ORIGIN}/calendar/[A-Za-z0-9_-]{20,100}\\.ics$`));
    const res = await subscribe(feed.url ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    const ics = (await res.text()).replace(/\r\n /g, "");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain(`UID:${booked.id}@untrodden.test`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${inDays(30).replace(/-/g, "")}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${inDays(33).replace(/-/g, "")}`);
    expect(ics).toContain("SUMMARY:Horse trek to the Kolsai lakes (Aida K.)");
    expect(ics).toContain("Pickup: Hotel Kazakhstan\\, Almaty.");
    expect(ics).not.toContain(requested.id);
    expect(ics).not.toContain(cancelled.id);
  });

  it("is served with the security headers of every response", async () => {
    const feed = await newFeed(host);
    const res = await subscribe(feed.url ?? "");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("made anew revokes the old address; removed, no address works", async () => {
    const first = await newFeed(host);
    const second = await newFeed(host);
    expect(second.url).not.toBe(first.url);
    expect((await subscribe(first.url ?? "")).status).toBe(404);
    expect((await subscribe(second.url ?? "")).status).toBe(200);
    const status = await (await host.fetch("/api/me/calendar-feed")).json<CalendarFeedResponse>();
    expect(status).toMatchObject({ active: true, url: null });
    const removed = await host.fetch("/api/me/calendar-feed", { method: "DELETE" });
    expect(await removed.json()).toEqual({ active: false, created_at: null, url: null });
    expect((await subscribe(second.url ?? "")).status).toBe(404);
    expect((await (await host.fetch("/api/me/calendar-feed")).json<CalendarFeedResponse>()).active).toBe(false);
  });

  it("is for hosts: a traveler is refused (403), a guest 401, and a made-up address is 404", async () => {
    const res = await traveler.fetch("/api/me/calendar-feed", { method: "POST" });
    expect(res.status).toBe(403);
    expect((await res.json<{ error: { message: string } }>()).error.message).toBe("Calendar feeds are for hosts");
    expect((await (await person("guest")).fetch("/api/me/calendar-feed", { method: "POST" })).status).toBe(401);
    expect((await get(`/calendar/${"a".repeat(43)}.ics`)).status).toBe(404);
    expect((await get("/calendar/short.ics")).status).toBe(404);
  });
});

describe("the feed's secret address", () => {
  it("never reaches the request log: the token in the path is written as [secret]", async () => {
    const { url } = await newFeed(host);
    const token =
      new URL(url ?? "").pathname
        .split("/")
        .pop()
        ?.replace(/\.ics$/, "") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(20);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      expect((await subscribe(url ?? "")).status).toBe(200);
      const lines = log.mock.calls.map((args) => args.join(" "));
      expect(lines.some((l) => l.includes('"path":"/calendar/[secret].ics"'))).toBe(true);
      expect(lines.filter((l) => l.includes(token))).toEqual([]);
    } finally {
      log.mockRestore();
    }
  });
});
