import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboardResponse } from "../../domain/api/admin-dashboard";
import { allBatch } from "../../worker/db/client";
import { dashboardKpis, kpiQueries, rangeBounds } from "../../worker/db/kpis";
import { forgetDashboard } from "../../worker/routes/admin-dashboard";
import type { ErrorBody } from "./helpers";
import { type Person, person } from "./people";

/**
 * The admin dashboard's KPIs (issue 19 item 2) against rows written at known moments, with every expected figure
 * worked out by hand below. NOW is far from the real clock, so the people the route tests sign in (created now) fall
 * in neither range. Range 7 as of NOW: the current range is 2030-03-04T00:00Z … NOW (days 03-04 … 03-10), the
 * previous one 2030-02-25T00:00Z … 2030-03-03T15:00Z (as long, ending 7 days before NOW).
 */
const NOW = new Date("2030-03-10T15:00:00.000Z");
const t = (s: string) => `2030-${s}:00.000Z`; // "03-10T09:00" → ISO

let seq = 0;
const uid = (p: string) => `${p}-${++seq}-${crypto.randomUUID().slice(0, 6)}`;

function user(created: string, type: "traveler" | "host" | null, deleted = false): [string, D1PreparedStatement[]] {
  const id = uid("u");
  const statements = [
    env.DB.prepare("INSERT INTO users (id, email, created_at, deleted_at) VALUES (?, ?, ?, ?)").bind(
      id,
      deleted ? null : `${id}@example.org`,
      t(created),
      deleted ? t(created) : null,
    ),
  ];
  if (type)
    statements.push(
      env.DB.prepare(
        "INSERT INTO profiles (user_id, user_type, first_name, created_at) VALUES (?, ?, 'Fixture', ?)",
      ).bind(id, type, t(created)),
    );
  return [id, statements];
}

function host(
  created: string,
  status: "pending" | "approved",
  deleted = false,
): [string, string, D1PreparedStatement[]] {
  const [userId, statements] = user(created, "host", deleted);
  const hostId = uid("h");
  statements.push(
    env.DB.prepare("INSERT INTO hosts (id, user_id, status, host_type, created_at) VALUES (?, ?, ?, 'guide', ?)").bind(
      hostId,
      userId,
      status,
      t(created),
    ),
  );
  return [userId, hostId, statements];
}

/** A conversation with its messages as [who, when] in order; returns the statements. */
function conversation(
  traveler: string,
  hostUser: string,
  kind: "direct" | "support",
  said: ["traveler" | "host", string][],
): D1PreparedStatement[] {
  const id = uid("c");
  const first = said[0]?.[1] as string;
  return [
    env.DB.prepare(
      "INSERT INTO conversations (id, traveler_id, host_id, kind, created_at) VALUES (?, ?, ?, ?, ?)",
    ).bind(id, traveler, hostUser, kind, t(first)),
    ...said.map(([who, when], i) =>
      env.DB.prepare(
        "INSERT INTO messages (id, conversation_id, sender_id, body, seq, created_at) VALUES (?, ?, ?, 'hello', ?, ?)",
      ).bind(uid("m"), id, who === "traveler" ? traveler : hostUser, i + 1, t(when)),
    ),
  ];
}

function booking(
  traveler: string,
  hostUser: string,
  b: { created: string; paid?: string; cancelled?: string; deposit?: number },
): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO bookings (id, listing_type, listing_id, traveler_id, host_id, start_date, party_size, total_cents,
       deposit_cents, status, created_at, deposit_paid_at, cancelled_at)
     VALUES (?, 'tours', 'a-tour', ?, ?, '2030-06-01', 1, 100000, ?, ?, ?, ?, ?)`,
  ).bind(
    uid("b"),
    traveler,
    hostUser,
    b.deposit ?? 1000,
    b.cancelled ? "cancelled" : b.paid ? "deposit_paid" : "requested",
    t(b.created),
    b.paid ? t(b.paid) : null,
    b.cancelled ? t(b.cancelled) : null,
  );
}

function listing(
  table: "tours" | "group_tours" | "rental_cars" | "drivers",
  hostId: string,
  status: "published" | "draft" | "archived",
  published: string,
): D1PreparedStatement {
  const extra = {
    tours: ["", ""],
    group_tours: [", price_per_person", ", 5000"],
    rental_cars: [", city, country, price_per_day", ", 'Almaty', 'Kazakhstan', 5000"],
    drivers: [", city, country, price_per_day", ", 'Almaty', 'Kazakhstan', 5000"],
  }[table];
  return env.DB.prepare(
    `INSERT INTO ${table} (id, host_id, title, status, published_at${extra[0]}) VALUES (?, ?, 'A listing', ?, ?${extra[1]})`,
  ).bind(uid("l"), hostId, status, t(published));
}

beforeAll(async () => {
  const all: D1PreparedStatement[] = [];
  const add = <T extends unknown[]>(r: [...T, D1PreparedStatement[]]) => {
    all.push(...(r.at(-1) as D1PreparedStatement[]));
    return r;
  };
  // Travelers: in the current range 03-04T00:00 (its first instant) and 03-10T09:00; after NOW (left out); in the gap
  // between the ranges (left out); in the previous range 03-03T14:00 and 02-25T00:00 (its first instant); before it.
  // Not travelers: a host, an erased traveler, a person who never chose a type.
  const [t1] = add(user("03-04T00:00", "traveler"));
  const [t2] = add(user("03-10T09:00", "traveler"));
  add(user("03-10T16:00", "traveler"));
  add(user("03-03T23:00", "traveler"));
  add(user("03-03T14:00", "traveler"));
  add(user("02-25T00:00", "traveler"));
  add(user("02-24T23:59", "traveler"));
  add(user("03-05T12:00", "host"));
  add(user("03-05T12:00", "traveler", true));
  add(user("03-05T12:00", null));

  // Hosts: two applications on 03-06 (one pending), one pending in the previous range, one of an erased account.
  const [h1, h1Host] = add(host("03-06T08:00", "approved"));
  add(host("03-06T09:00", "pending"));
  add(host("02-28T09:00", "pending"));
  add(host("03-07T09:00", "pending", true));
  await env.DB.batch(all);

  await env.DB.batch([
    // Listings: two published on 03-05, one on 02-26 (previous); a draft and an archived one never count.
    listing("tours", h1Host, "published", "03-05T10:00"),
    listing("group_tours", h1Host, "published", "03-05T11:00"),
    listing("drivers", h1Host, "published", "02-26T10:00"),
    listing("rental_cars", h1Host, "draft", "03-05T12:00"),
    listing("tours", h1Host, "archived", "03-06T12:00"),

    // Conversation A (current): waits of 30 min (03-08; the second traveler message opens none) and 90 min (03-09);
    // the third wait's answer comes after NOW (no sample; that answer is no message of the range either).
    ...conversation(t1, h1, "direct", [
      ["traveler", "03-08T10:00"],
      ["traveler", "03-08T10:05"],
      ["host", "03-08T10:30"],
      ["traveler", "03-09T08:00"],
      ["host", "03-09T09:30"],
      ["traveler", "03-10T14:00"],
      ["host", "03-10T16:00"],
    ]),
    // Conversation B (opened in the previous range): a 20-minute wait then, a 360-minute wait opened on 03-08.
    ...conversation(t2, h1, "direct", [
      ["traveler", "03-01T10:00"],
      ["host", "03-01T10:20"],
      ["traveler", "03-08T20:00"],
      ["host", "03-09T02:00"],
    ]),
    // The support line: its messages count, it is no conversation started and has no response time.
    ...conversation(t1, "support", "support", [
      ["traveler", "03-08T12:00"],
      ["host", "03-08T12:10"],
    ]),

    // Bookings (requested on, deposit paid on, cancelled on):
    booking(t1, h1, { created: "03-05T10:00", paid: "03-06T10:00", deposit: 5000 }),
    booking(t1, h1, { created: "03-05T11:00", cancelled: "03-07T10:00" }),
    booking(t1, h1, { created: "03-09T10:00", paid: "03-10T10:00", deposit: 7000 }),
    booking(t1, h1, { created: "03-10T12:00", paid: "03-10T16:00", deposit: 9000 }), // paid after NOW
    booking(t2, h1, { created: "02-27T10:00", paid: "02-28T10:00", cancelled: "03-05T09:00", deposit: 3000 }),
    booking(t2, h1, { created: "02-26T10:00" }),
    booking(t2, h1, { created: "02-28T10:00" }),
    booking(t2, h1, { created: "03-03T20:00", paid: "03-04T01:00", deposit: 4000 }), // requested in the gap
  ]);
});

const DAYS = ["03-04", "03-05", "03-06", "03-07", "03-08", "03-09", "03-10"].map((d) => `2030-${d}`);
/** A series over DAYS from the days that have a value (the others: `rest`). */
const series = (values: Record<string, number>, rest: number | null = 0) => DAYS.map((d) => values[d.slice(5)] ?? rest);

describe("the KPIs, computed by hand", () => {
  let k: AdminDashboardResponse;
  beforeAll(async () => {
    k = await dashboardKpis(env.DB, 7, NOW);
  });

  it("names the range's days and the moment it runs to", () => {
    expect(k.range).toBe(7);
    expect(k.now).toBe(NOW.toISOString());
    expect(k.days).toEqual(DAYS);
  });

  it("counts new travelers and host applications by the day they arrived, and pending applications now", () => {
    expect(k.kpis.new_travelers).toEqual({ total: 2, previous: 2, series: series({ "03-04": 1, "03-10": 1 }) });
    expect(k.kpis.new_hosts).toEqual({ total: 2, previous: 1, series: series({ "03-06": 2 }) });
    expect(k.hosts_pending).toBe(2);
  });

  it("counts listings published, conversations started and messages", () => {
    expect(k.kpis.listings_published).toEqual({ total: 2, previous: 1, series: series({ "03-05": 2 }) });
    expect(k.kpis.conversations_started).toEqual({ total: 1, previous: 1, series: series({ "03-08": 1 }) });
    // 03-08: A's three, B's one, the support line's two; 03-09: A's two, B's one; 03-10: A's one before NOW.
    expect(k.kpis.messages).toEqual({
      total: 10,
      previous: 2,
      series: series({ "03-08": 6, "03-09": 3, "03-10": 1 }),
    });
  });

  it("counts booking requests and the share of them paid by now", () => {
    expect(k.kpis.booking_requests).toEqual({
      total: 4,
      previous: 3,
      series: series({ "03-05": 2, "03-09": 1, "03-10": 1 }),
    });
    // Paid: one of 03-05's two, 03-09's one; 03-10's is paid only after NOW. Previous: one of three.
    expect(k.kpis.conversion).toEqual({
      total: 2 / 4,
      previous: 1 / 3,
      series: series({ "03-05": 0.5, "03-09": 1, "03-10": 0 }, null),
    });
  });

  it("sums deposits on the day they were paid, and counts cancellations on theirs", () => {
    expect(k.kpis.deposits).toEqual({
      total: 4000 + 5000 + 7000,
      previous: 3000,
      series: series({ "03-04": 4000, "03-06": 5000, "03-10": 7000 }),
    });
    expect(k.kpis.cancellations).toEqual({ total: 2, previous: 0, series: series({ "03-05": 1, "03-07": 1 }) });
  });

  it("takes the median host response time of the waits opened in each range and day", () => {
    // Current waits 30, 90, 360 → 90; 03-08: 30 and 360 → 195; 03-09: 90. Previous: 20.
    expect(k.kpis.response_time).toEqual({
      total: 90,
      previous: 20,
      series: series({ "03-08": 195, "03-09": 90 }, null),
    });
  });

  it("reads the longer ranges the same way", async () => {
    // Range 30 as of NOW: 02-09 … NOW; previous 01-10T00:00 … 02-08T15:00 (nothing there). Every row above before
    // NOW counts: the travelers of 03-04, 03-10T09:00, the gap, 03-03T14:00, 02-25 and 02-24T23:59.
    const month = await dashboardKpis(env.DB, 30, NOW);
    expect(month.days).toHaveLength(30);
    expect(month.days[0]).toBe("2030-02-09");
    expect(month.kpis.new_travelers).toMatchObject({ total: 6, previous: 0 });
    expect(month.kpis.booking_requests).toMatchObject({ total: 8, previous: 0 });
    expect(month.kpis.deposits).toMatchObject({ total: 3000 + 4000 + 5000 + 7000, previous: 0 });
    // Waits 20, 30, 90, 360 → (30 + 90) / 2.
    expect(month.kpis.response_time).toMatchObject({ total: 60, previous: null });
    expect(month.kpis.conversion.previous).toBeNull();
    const quarter = await dashboardKpis(env.DB, 90, NOW);
    expect(quarter.days).toHaveLength(90);
    expect(quarter.kpis.messages.series.reduce<number>((s, n) => s + (n ?? 0), 0)).toBe(12);
  });

  it("answers zeros and nulls over a range without any activity", async () => {
    const empty = await dashboardKpis(env.DB, 7, new Date("2031-01-01T00:00:00Z"));
    expect(empty.kpis.messages).toEqual({ total: 0, previous: 0, series: Array(7).fill(0) });
    expect(empty.kpis.conversion).toEqual({ total: null, previous: null, series: Array(7).fill(null) });
    expect(empty.kpis.response_time).toEqual({ total: null, previous: null, series: Array(7).fill(null) });
  });

  const TIME_INDEX: Record<string, RegExp> = {
    new_travelers: /^SEARCH u USING INDEX users_created \(created_at>\? AND created_at<\?\)/,
    new_hosts: /^SEARCH h USING INDEX hosts_created/,
    hosts_pending: /^SEARCH h USING INDEX hosts_status_rating \(status=\?\)/,
    listings_published:
      /tours_status_published.*group_tours_status_published.*rental_cars_status_published.*drivers_status_published/,
    conversations_started: /^SEARCH conversations USING INDEX conversations_created/,
    messages: /^SEARCH messages USING COVERING INDEX messages_created/,
    bookings: /^SEARCH bookings USING INDEX bookings_created/,
    deposits: /^SEARCH bookings USING INDEX bookings_deposit_paid/,
    cancellations: /^SEARCH bookings USING COVERING INDEX bookings_cancelled/,
    response_time: /SEARCH m USING INDEX messages_created .*messages_conversation_seq/,
  };

  it("walks an index for every query (EXPLAIN QUERY PLAN): no full scan of a table", async () => {
    const queries = Object.entries(kpiQueries(rangeBounds(7, NOW)));
    const plans = await allBatch<{ detail: string }[]>(
      env.DB,
      queries.map(([, q]) => sql`EXPLAIN QUERY PLAN ${q}`),
    );
    for (const [i, [name]] of queries.entries()) {
      const details = (plans[i] as { detail: string }[]).map((p) => p.detail);
      // "SCAN <table>" without an index is a full scan; scans of CTEs and subqueries' results are fine.
      const fullScans = details.filter((d) => /^SCAN (?!.*(USING|waits|answered|buckets|ranked|\(subquery))/.test(d));
      expect(fullScans, `${name}: ${details.join(" | ")}`).toEqual([]);
      // Each range query starts from its timestamp's index (not from, say, every traveler's profile).
      expect(details.join(" | "), name).toMatch(TIME_INDEX[name] as RegExp);
    }
  });
});

describe("GET /api/admin/dashboard", () => {
  let admin: Person;
  let traveler: Person;
  beforeAll(async () => {
    [admin, traveler] = await Promise.all([person("admin"), person("traveler")]);
  });

  it("answers an admin the KPIs of the range asked for (30 days without one), up to now", async () => {
    forgetDashboard();
    const before = Date.now();
    const res = await admin.fetch("/api/admin/dashboard?range=7");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const body = await res.json<AdminDashboardResponse>();
    expect(body.range).toBe(7);
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(before);
    // The people signed in above signed up just now: the admin and the traveler (a traveler profile) count.
    expect(body.kpis.new_travelers.total).toBeGreaterThanOrEqual(1);
    expect(body.kpis.new_travelers.series.at(-1)).toBeGreaterThanOrEqual(1);
    expect(Object.keys(body.kpis)).toEqual([
      "new_travelers",
      "new_hosts",
      "listings_published",
      "conversations_started",
      "messages",
      "booking_requests",
      "conversion",
      "deposits",
      "cancellations",
      "response_time",
    ]);
    const month = await (await admin.fetch("/api/admin/dashboard")).json<AdminDashboardResponse>();
    expect(month.range).toBe(30);
    expect(month.days).toHaveLength(30);
    expect(
      (await (await admin.fetch("/api/admin/dashboard?range=90")).json<AdminDashboardResponse>()).days,
    ).toHaveLength(90);
  });

  it("reuses an answer for a minute (the range's own `now` says as of when), then computes afresh", async () => {
    forgetDashboard();
    const first = await (await admin.fetch("/api/admin/dashboard?range=7")).json<AdminDashboardResponse>();
    await person("traveler");
    const again = await (await admin.fetch("/api/admin/dashboard?range=7")).json<AdminDashboardResponse>();
    expect(again).toEqual(first);
    forgetDashboard();
    const fresh = await (await admin.fetch("/api/admin/dashboard?range=7")).json<AdminDashboardResponse>();
    expect(Date.parse(fresh.now)).toBeGreaterThan(Date.parse(first.now));
    expect(fresh.kpis.new_travelers.total).toBe((first.kpis.new_travelers.total ?? 0) + 1);
  });

  it("refuses a guest (401) and anyone but an admin (403)", async () => {
    const guest = await person("guest");
    const refused = await guest.fetch("/api/admin/dashboard?range=7");
    expect(refused.status).toBe(401);
    const forbidden = await traveler.fetch("/api/admin/dashboard?range=7");
    expect(forbidden.status).toBe(403);
    const host = await person("approved-host");
    expect((await host.fetch("/api/admin/dashboard")).status).toBe(403);
  });

  it("refuses a range other than 7, 30 or 90 (400), naming the field", async () => {
    for (const range of ["14", "0", "seven", "7.0", ""]) {
      const res = await admin.fetch(`/api/admin/dashboard?range=${range}`);
      expect(res.status, range).toBe(400);
      const body = await res.json<ErrorBody>();
      expect(body.error.message).toContain("range");
    }
    expect((await admin.fetch("/api/admin/dashboard?range=7&extra=1")).status).toBe(400);
  });
});
