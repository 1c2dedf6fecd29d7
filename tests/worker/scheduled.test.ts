import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CRON } from "../../worker/cron";

const NOW = new Date("2026-11-22T12:00:00Z");
const DAYS_AGO = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

beforeAll(async () => {
  const user = (id: string, email: string) =>
    env.DB.prepare("INSERT INTO users (id, email, created_at) VALUES (?, ?, ?)").bind(id, email, DAYS_AGO(3));
  await env.DB.batch([
    user("u-host", "host@test.dev"),
    user("u-trav", "trav@test.dev"),
    user("u-incomplete", "=cmd|'/c calc'!A1"),
    user("u-noprofile", "nobody@test.dev"),
    env.DB.prepare(
      "INSERT INTO profiles (user_id, user_type, first_name) VALUES ('u-host', 'host', 'Aru'), ('u-trav', 'traveler', 'Tom'), ('u-incomplete', NULL, 'Ina')",
    ),
    env.DB.prepare(
      "INSERT INTO hosts (id, user_id, host_type, status) VALUES ('h-1', 'u-host', 'tour_operator', 'approved')",
    ),
    env.DB.prepare(
      "INSERT INTO group_tours (id, host_id, title, status, price_per_person) VALUES ('g-1', 'h-1', 'Silk Road', 'published', 50000)",
    ),
    env.DB.prepare(
      "INSERT INTO group_tour_departures (id, group_tour_id, start_date, seats_total, seats_booked) VALUES ('d-1', 'g-1', '2027-01-10', 12, 7)",
    ),
    env.DB.prepare(
      `INSERT INTO bookings (id, listing_type, listing_id, departure_id, traveler_id, host_id, start_date, party_size,
        total_cents, deposit_cents, status, deposit_due_at) VALUES
       ('b-overdue', 'group_tours', 'g-1', 'd-1', 'u-trav', 'u-host', '2027-01-10', 3, 150000, 30000, 'awaiting_deposit', ?),
       ('b-due-later', 'group_tours', 'g-1', 'd-1', 'u-trav', 'u-host', '2027-01-10', 2, 100000, 20000, 'awaiting_deposit', ?)`,
    ).bind(DAYS_AGO(1), new Date(NOW.getTime() + 86_400_000).toISOString()),
    env.DB.prepare(
      "INSERT INTO push_tokens (id, user_id, token, platform, active, updated_at) VALUES ('p-old', 'u-host', 'tok-old', 'android', 1, ?), ('p-new', 'u-trav', 'tok-new', 'ios', 1, ?)",
    ).bind(DAYS_AGO(31), DAYS_AGO(2)),
    env.DB.prepare(
      "INSERT INTO one_time_tokens (id, user_id, token_type, token_hash, relates_to, expires_at) VALUES ('t-expired', 'u-trav', 'otp', 'h1', 'trav@test.dev', ?), ('t-live', 'u-trav', 'otp', 'h2', 'trav@test.dev', ?)",
    ).bind(DAYS_AGO(1), new Date(NOW.getTime() + 600_000).toISOString()),
    env.DB.prepare(
      "INSERT INTO sessions (id, user_id, created_at, refreshed_at) VALUES ('s-idle', 'u-trav', ?, ?), ('s-active', 'u-trav', ?, ?)",
    ).bind(DAYS_AGO(60), DAYS_AGO(31), DAYS_AGO(60), DAYS_AGO(1)),
  ]);
});

// The plugin's loopback for the default export runs the worker's scheduled() handler.
const worker = exports.default as unknown as { scheduled(c: { cron: string; scheduledTime: Date }): Promise<void> };
const run = (cron: string) => worker.scheduled({ cron, scheduledTime: NOW });

describe("scheduled()", () => {
  it("token refresh marks push tokens older than 30 days stale and deletes expired one-time tokens", async () => {
    await run(CRON.tokenRefresh);
    const tokens = await env.DB.prepare("SELECT id, active FROM push_tokens ORDER BY id").all<{
      id: string;
      active: number;
    }>();
    expect(tokens.results).toEqual([
      { id: "p-new", active: 1 },
      { id: "p-old", active: 0 },
    ]);
    const otps = await env.DB.prepare("SELECT id FROM one_time_tokens").all<{ id: string }>();
    expect(otps.results.map((r) => r.id)).toEqual(["t-live"]);
  });

  it("token refresh deletes sessions idle for longer than 30 days", async () => {
    await run(CRON.tokenRefresh);
    const sessions = await env.DB.prepare("SELECT id FROM sessions").all<{ id: string }>();
    expect(sessions.results.map((r) => r.id)).toEqual(["s-active"]);
  });

  it("incomplete-user export writes a CSV of users without a user type to R2 and lists it", async () => {
    await run(CRON.incompleteUserExport);
    const row = await env.DB.prepare("SELECT r2_key, row_count FROM incomplete_user_exports").first<{
      r2_key: string;
      row_count: number;
    }>();
    expect(row?.row_count).toBe(2);
    const csv = await (await env.MEDIA.get(row?.r2_key ?? ""))?.text();
    const lines = csv?.split("\r\n") ?? [];
    expect(lines[0]).toBe(
      '"User id","E-mail","Phone","Name","Signed up","How far they got","Last sign-in","Last reminder"',
    );
    expect(lines.some((l) => l.startsWith('"u-noprofile","nobody@test.dev"'))).toBe(true);
    // A formula-looking value is neutralised so spreadsheets never evaluate it.
    expect(lines.some((l) => l.includes(`"'=cmd|'/c calc'!A1"`))).toBe(true);
  });

  it("housekeeping expires bookings whose deposit is overdue and releases their seats", async () => {
    await run(CRON.housekeeping);
    const bookings = await env.DB.prepare("SELECT id, status FROM bookings ORDER BY id").all<{
      id: string;
      status: string;
    }>();
    expect(bookings.results).toEqual([
      { id: "b-due-later", status: "awaiting_deposit" },
      { id: "b-overdue", status: "expired" },
    ]);
    const seats = await env.DB.prepare("SELECT seats_booked FROM group_tour_departures WHERE id = 'd-1'").first<number>(
      "seats_booked",
    );
    expect(seats).toBe(4);
  });

  it("logs an error for a cron expression with no jobs", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await run("0 0 1 1 *");
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('No jobs registered for cron \\"0 0 1 1 *\\"'));
    errors.mockRestore();
  });
});
