/**
 * The admin console's table of `npm run bench` (`npm run bench -- admin`; issue 19 "Performance"): on the 100k-listing
 * catalogue of the search table (tests/bench/search.ts, the same state directory, seeded once and kept), signed in as
 * the seeded admin, times the dashboard at each range and each console list's first page. A path the app does not
 * have (404) prints "n/a". Goal: p95 ≤ 100 ms locally. BENCH_ADMIN_LISTINGS=10000 measures on the 10k catalogue.
 */
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

export async function adminBench(
  port: number,
  waitForServer: (url: string, timeoutMs: number) => Promise<void>,
): Promise<{ title: string; rows: string[][] }> {
  const listings = Number(process.env.BENCH_ADMIN_LISTINGS ?? 100_000);
  const dir = join(".wrangler", `bench-${listings / 1000}k`);
  ensureCatalogue(dir, listings);
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
