/**
 * The admin console's table of `npm run bench` (`npm run bench -- admin`; issue 19 "Performance"): on the 100k-listing
 * catalogue of the search table (tests/bench/search.ts, the same state directory, seeded once and kept), signed in as
 * the seeded admin, times the dashboard at each range and each console list's first page. A path the app does not
 * have (404) prints "n/a". Goal: p95 ≤ 100 ms locally. BENCH_ADMIN_LISTINGS=10000 measures on the 10k catalogue.
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Api, percentile } from "./accounts";
import { ensureCatalogue, serve } from "./search";

/** What is timed, in order: extend this list as the console grows. */
export const ADMIN_BENCH_PATHS = [
  "/api/admin/dashboard?range=7",
  "/api/admin/dashboard?range=30",
  "/api/admin/dashboard?range=90",
  "/api/admin/hosts",
  "/api/admin/bookings",
  "/api/admin/conversations",
  "/api/admin/reviews",
  "/api/admin/travelers",
  "/api/admin/travelers?sort=name&dir=asc",
  "/api/admin/travelers?q=example.com",
  "/api/admin/listings",
  "/api/admin/listings?sort=title&dir=asc",
  "/api/admin/listings?kind=driver&status=published&sort=views_count",
  "/api/admin/listings?q=lake",
  "/api/admin/incomplete-users",
  "/api/admin/audit",
  "/api/admin/audit?entity_type=booking",
];

export const ADMIN_HEAD = ["request", "p50 (ms)", "p95 (ms)", "p95 ≤ 100 ms"];
const GOAL_MS = 100;
const WARMUP = 10;
const SAMPLES = 100;

async function timePath(origin: string, path: string, token: string): Promise<string[]> {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };
  const first = await once();
  if (first.status === 404) return [path, "n/a", "n/a", "n/a"];
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
  for (let i = 1; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push((await once()).ms);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return [path, percentile(times, 50).toFixed(1), p95.toFixed(1), p95 <= GOAL_MS ? "yes" : "no"];
}

/**
 * The demo catalogue has few people (65 travelers, 72 bookings, no audit rows): the console's people-side lists would
 * time empty tables. Added once per state directory: 30,000 travelers (1,500 of them never chose a role), 2,000
 * conversations of 50 messages, 20,000 bookings (half paid, a tenth cancelled) and 100,000 audit rows, spread over
 * the last 180 days.
 */
export const PEOPLE_PADDING = {
  travelers: 30_000,
  conversations: 2_000,
  messagesEach: 50,
  bookings: 20_000,
  audit: 100_000,
};

function padPeople(dir: string) {
  const marker = join(dir, "admin-padded-v1");
  if (existsSync(marker)) return;
  const p = PEOPLE_PADDING;
  const ago = (days: string, minutes = "0") =>
    `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${days}) || ' days', '+' || (${minutes}) || ' minutes')`;
  const seq = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
  const hostOf = "(SELECT user_id FROM hosts WHERE rowid = (i % 16000) + 1)";
  const sqlText = [
    `${seq(p.travelers)} INSERT INTO users (id, email, email_confirmed_at, last_sign_in_at, created_at, updated_at)
      SELECT 'bench-t-' || i, 'bench-traveler-' || i || '@example.com', ${ago("i % 180")}, ${ago("i % 30")},
        ${ago("i % 180", "i % 1440")}, ${ago("i % 180")} FROM n;`,
    `${seq(p.travelers)} INSERT INTO profiles (user_id, user_type, first_name, last_name)
      SELECT 'bench-t-' || i, CASE WHEN i % 20 = 0 THEN NULL ELSE 'traveler' END, 'Bench', 'Traveler ' || i FROM n;`,
    `${seq(p.conversations)} INSERT INTO conversations (id, traveler_id, host_id, kind, last_message_at, created_at)
      SELECT 'bench-c-' || i, 'bench-t-' || i, ${hostOf}, 'direct', ${ago("i % 180", String(p.messagesEach * 37))},
        ${ago("i % 180")} FROM n;`,
    `${seq(p.conversations * p.messagesEach)} INSERT INTO messages (id, conversation_id, sender_id, body, seq, created_at)
      SELECT 'bench-m-' || i, 'bench-c-' || ((i - 1) / ${p.messagesEach} + 1),
        CASE WHEN i % 2 = 1 THEN 'bench-t-' || ((i - 1) / ${p.messagesEach} + 1)
          ELSE (SELECT host_id FROM conversations WHERE id = 'bench-c-' || ((i - 1) / ${p.messagesEach} + 1)) END,
        'Is the pass open in May?', (i - 1) % ${p.messagesEach} + 1,
        ${ago(`((i - 1) / ${p.messagesEach} + 1) % 180`, `((i - 1) % ${p.messagesEach}) * 37`)} FROM n;`,
    `${seq(p.bookings)} INSERT INTO bookings (id, listing_type, listing_id, listing_title, traveler_id, host_id,
        start_date, party_size, total_cents, deposit_cents, status, deposit_paid_at, cancelled_at, created_at, updated_at)
      SELECT 'bench-b-' || i, 'tours', 'bench-listing', 'Bench tour', 'bench-t-' || (i % ${p.travelers} + 1), ${hostOf},
        date('now', '+30 days'), 2, 40000, 8000,
        CASE WHEN i % 10 = 0 THEN 'cancelled' WHEN i % 2 = 0 THEN 'confirmed' ELSE 'requested' END,
        CASE WHEN i % 2 = 0 THEN ${ago("i % 180", "600")} END, CASE WHEN i % 10 = 0 THEN ${ago("i % 180", "900")} END,
        ${ago("i % 180", "i % 1440")}, ${ago("i % 180")} FROM n;`,
    `${seq(p.audit)} INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at)
      SELECT 'bench-a-' || i, 'bench-t-' || (i % 50 + 1),
        CASE i % 4 WHEN 0 THEN 'booking.confirm' WHEN 1 THEN 'listing_published' WHEN 2 THEN 'user.suspend' ELSE 'host_approved' END,
        CASE i % 4 WHEN 0 THEN 'booking' WHEN 1 THEN 'tour' WHEN 2 THEN 'user' ELSE 'host' END,
        'bench-e-' || (i % 5000), '{}', ${ago("i % 180", "i % 1440")} FROM n;`,
  ].join("\n");
  const file = join(tmpdir(), "untrodden-admin-padding.sql");
  writeFileSync(file, sqlText);
  console.log("Adding travelers, conversations, bookings and audit rows to the catalogue (once)…");
  execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", dir, "--file", file, "--yes"], {
    stdio: "ignore",
  });
  writeFileSync(marker, new Date().toISOString());
}

export async function adminBench(
  port: number,
  waitForServer: (url: string, timeoutMs: number) => Promise<void>,
): Promise<{ title: string; rows: string[][] }> {
  const listings = Number(process.env.BENCH_ADMIN_LISTINGS ?? 100_000);
  const dir = join(".wrangler", `bench-${listings / 1000}k`);
  ensureCatalogue(dir, listings);
  padPeople(dir);
  const server = serve(dir, port);
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${origin}/api/config`, 120_000);
    const token = await new Api(origin).adminToken();
    const rows: string[][] = [];
    for (const path of ADMIN_BENCH_PATHS) rows.push(await timePath(origin, path, token));
    return {
      title: `Admin console API latency, local wrangler dev, ${listings / 1000}k listings, signed in as the admin, sequential requests (ms)`,
      rows,
    };
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
  }
}
