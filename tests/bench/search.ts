/**
 * The search table of `npm run bench`: seeds catalogues of 10k and 100k listings (each in its own local state,
 * kept between runs), serves each with wrangler dev and times GET /api/listings for five representative queries.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const SEARCH_QUERIES: [string, string][] = [
  ["text", "search=lake"],
  ["text + country", "search=canyon&country=kazakhstan"],
  ["type + city", "type=drivers&city=Almaty"],
  ["price range", "min_price=3000&max_price=6000&sort=price_asc"],
  ["empty", ""],
];

const SIZES = [10_000, 100_000];
const WARMUP = 20;
const SAMPLES = 200;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? Number.NaN;
}

export function ensureCatalogue(dir: string, listings: number) {
  const marker = join(dir, `seeded-${listings}`);
  if (existsSync(marker)) return;
  console.log(`Seeding ${listings} listings into ${dir} (minutes for 100k; kept for later runs)…`);
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], { stdio: "ignore" });
  execFileSync("tsx", ["scripts/seed.ts", "--listings", String(listings), "--persist-to", dir, "--quiet"], {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_LOG: "error" },
  });
  writeFileSync(marker, new Date().toISOString());
}

/**
 * wrangler dev's local trace collector (wrangler 4.15x: every request's spans and logs written to a SQLite store for
 * the local explorer) costs every request about 3 ms here and is not part of the deployed worker: the benches' servers
 * run without it (X_LOCAL_OBSERVABILITY=false), as the e2e server does.
 */
export const BENCH_SERVER_ENV = { WRANGLER_LOG: "error", X_LOCAL_OBSERVABILITY: "false" };

export function serve(dir: string, port: number, extra: string[] = []): ChildProcess {
  // Migrations added since the catalogue was seeded are applied (the triggers backfill the catalog).
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], { stdio: "ignore" });
  return spawn(
    "wrangler",
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      dir,
      "--var",
      `PUBLIC_ORIGIN:http://127.0.0.1:${port}`,
      "--log-level",
      "error",
      ...extra,
    ],
    { stdio: "ignore", detached: true, env: { ...process.env, ...BENCH_SERVER_ENV } },
  );
}

async function timeQuery(origin: string, query: string): Promise<{ p50: number; p95: number; rows: number }> {
  const url = `${origin}/api/listings${query ? `?${query}` : ""}`;
  let rows = 0;
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url);
    const body = (await res.json()) as { listings?: unknown[] };
    if (!res.ok || !body.listings) throw new Error(`${url} answered ${res.status}`);
    rows = body.listings.length;
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rows };
}

export async function searchBench(
  port: number,
  waitForServer: (url: string, timeoutMs: number) => Promise<void>,
): Promise<string[][]> {
  const results = new Map<number, Map<string, { p50: number; p95: number; rows: number }>>();
  for (const size of SIZES) {
    const dir = join(".wrangler", `bench-${size / 1000}k`);
    ensureCatalogue(dir, size);
    const server = serve(dir, port);
    try {
      const origin = `http://127.0.0.1:${port}`;
      await waitForServer(`${origin}/api/config`, 120_000);
      const bySize = new Map<string, { p50: number; p95: number; rows: number }>();
      for (const [name, query] of SEARCH_QUERIES) bySize.set(name, await timeQuery(origin, query));
      results.set(size, bySize);
    } finally {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  const [small, large] = SIZES.map((s) => results.get(s));
  return SEARCH_QUERIES.map(([name, query]) => {
    const a = small?.get(name);
    const b = large?.get(name);
    const f = (n: number | undefined) => (n === undefined ? "-" : n.toFixed(1));
    return [
      `${name} (${query || "no filters"})`,
      f(a?.p50),
      f(a?.p95),
      f(b?.p50),
      f(b?.p95),
      a && b ? (b.p95 / a.p95).toFixed(2) : "-",
      String(b?.rows ?? "-"),
    ];
  });
}
