/**
 * npm run bench: builds the app, serves it locally with the seeded demo data and prints tables:
 *   1. JS bytes (gzip) loaded before first paint on /
 *   2. Lighthouse mobile scores of /, /listings, a tour and a host page (tests/bench/lighthouse.ts)
 *   3. requests/s of / (HTML through the worker) vs a static asset (straight from the asset store)
 *   4. GET /api/listings p50/p95 for five queries on 10k- and 100k-listing catalogues (tests/bench/search.ts)
 *   5. requests/s of a listing page with share metadata vs the plain index.html, edge cache on and off
 *      (tests/bench/previews.ts)
 *   6. chat: send→receive latency, losses, duplicates and server CPU at 50 and 200 conversations (tests/bench/chat.ts)
 *   7. the conversation room's property test with 1,000 runs (tests/bench/property.ts)
 *   8. checkout: 200 travelers at once taking the seats of 20 departures, deposit paid in test mode: requests/s, p95,
 *      seats sold vs seats available per departure (tests/bench/checkout.ts)
 *   9. admin: the dashboard at 7, 30 and 90 days and each console list, p50/p95 on the 100k catalogue (tests/bench/admin.ts)
 *  10. load: 200 conversations (400 sockets) sending messages while 50 requests/s of mixed API traffic run for 60 s:
 *      p50/p95/p99 per route and for message delivery, errors, lost and duplicated messages, workerd memory before and
 *      after; exits non-zero on any error, loss or duplicate (tests/bench/load.ts)
 * `npm run bench -- page` (tables 1-3), `npm run bench -- lighthouse` (table 2), `npm run bench -- search`, `previews`, `chat`, `property`, `checkout`, `admin` or
 * `load` prints only those.
 * Figures go into the README's performance section by hand.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium-flags";
import { measureInitialJs } from "../../scripts/initial-js";
import { ADMIN_HEAD, adminBench } from "./admin";
import { CHAT_ANCHOR, CHAT_HEAD, CHAT_TITLE, chatBench, chatNotes } from "./chat";
import { CHECKOUT_DEPARTURES_HEAD, CHECKOUT_DEPARTURES_TITLE, CHECKOUT_TITLE, checkoutBench } from "./checkout";
import { LIGHTHOUSE_HEAD, LIGHTHOUSE_TITLE, lighthouseBench } from "./lighthouse";
import { LOAD_HEAD, LOAD_TITLE, loadBench } from "./load";
import { previewBench } from "./previews";
import { propertyBench } from "./property";
import { searchBench } from "./search";

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = CHROMIUM_PATH;

function grid(title: string, head: string[], rows: string[][]) {
  console.log(`\n${title}\n${"-".repeat(title.length)}`);
  console.log(`| ${head.join(" | ")} |`);
  console.log(`|${head.map((h) => "-".repeat(h.length + 2)).join("|")}|`);
  for (const r of rows) console.log(`| ${r.join(" | ")} |`);
}

function table(title: string, rows: [string, string][]) {
  const width = Math.max(...rows.map(([k]) => k.length), 6);
  console.log(`\n${title}\n${"-".repeat(title.length)}`);
  console.log(`| ${"metric".padEnd(width)} | value |`);
  console.log(`|${"-".repeat(width + 2)}|-------|`);
  for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`);
}

async function waitForServer(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server did not answer at ${url}`);
}

function startServer(): ChildProcess {
  return spawn("sh", ["scripts/e2e-server.sh"], {
    env: { ...process.env, E2E_STATE: ".wrangler/bench", E2E_PORT: String(PORT) },
    stdio: "ignore",
    detached: true,
  });
}

async function jsBeforeFirstPaint(): Promise<[string, string][]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(ORIGIN, { waitUntil: "networkidle" });
  const { fcp, scripts } = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      fcp: paint?.startTime ?? Number.POSITIVE_INFINITY,
      scripts: resources.map((r) => ({ url: r.name, end: r.responseEnd })).filter((r) => r.url.endsWith(".js")),
    };
  });
  await browser.close();
  const dist = join("dist", "client");
  const gzipOf = (url: string) => gzipSync(readFileSync(join(dist, new URL(url).pathname))).length;
  const before = scripts.filter((s) => s.end <= fcp);
  const total = before.reduce((n, s) => n + gzipOf(s.url), 0);
  const allJs = readdirSync(join(dist, "assets"))
    .filter((f) => f.endsWith(".js"))
    .reduce((n, f) => n + gzipSync(readFileSync(join(dist, "assets", f))).length, 0);
  const built = measureInitialJs(dist);
  return [
    ["entry + static imports, the budget of npm test (KiB gzip -9)", (built.total / 1024).toFixed(1)],
    ["files index.html loads before first paint", String(built.files.length)],
    ["sections below the hero, after first paint (KiB gzip -9)", (built.belowHero.gzip / 1024).toFixed(1)],
    ["first contentful paint (ms, local)", fcp.toFixed(0)],
    ["JS files fetched before first contentful paint (Chromium)", String(before.length)],
    ["JS fetched before first contentful paint (KiB gzip)", (total / 1024).toFixed(1)],
    ["all JS in the build (KiB gzip)", (allJs / 1024).toFixed(1)],
  ];
}

async function requestsPerSecond(path: string): Promise<number> {
  const result = await autocannon({
    url: `${ORIGIN}${path}`,
    connections: 16,
    duration: 8,
    headers: { Accept: "text/html" },
  });
  return result.requests.average;
}

const only = process.argv[2];
// The chat, checkout, load and property benches need no fresh build (the server only needs dist/ to exist).
const needsBuild = !(
  ((only === "chat" || only === "checkout" || only === "load") && existsSync("dist/client")) ||
  only === "property"
);
if (needsBuild) execFileSync("vite", ["build", "--logLevel", "warn"], { stdio: "inherit" });
if (!only || only === "page") await pageBench();
if (only === "lighthouse") await lighthouseOnly();
if (!only || only === "previews")
  grid(
    "Listing page with share metadata vs plain index.html, local wrangler dev, 10k listings (req/s, 16 connections, 5 rounds of 6 s each; medians, ratio range)",
    ["mode", "index.html", "listing page", "ratio (median, range)", "goal"],
    await previewBench(PORT, waitForServer),
  );
if (!only || only === "search")
  grid(
    "GET /api/listings latency, local wrangler dev, sequential requests (ms)",
    ["query", "10k p50", "10k p95", "100k p50", "100k p95", "p95 100k/10k", "rows"],
    await searchBench(PORT, waitForServer),
  );
if (!only || only === "chat") {
  grid(CHAT_TITLE, CHAT_HEAD, await chatBench(PORT, waitForServer));
  for (const note of chatNotes) console.log(note);
  console.log(CHAT_ANCHOR);
}
if (!only || only === "property") table("Conversation room property test, 1,000 runs in workerd", propertyBench());
if (!only || only === "checkout") {
  const checkout = await checkoutBench(PORT, waitForServer);
  table(CHECKOUT_TITLE, checkout.summary);
  grid(CHECKOUT_DEPARTURES_TITLE, CHECKOUT_DEPARTURES_HEAD, checkout.departures);
}

if (!only || only === "admin") {
  const admin = await adminBench(PORT, waitForServer);
  grid(admin.title, ADMIN_HEAD, admin.rows);
}

if (!only || only === "load") {
  const load = await loadBench(PORT, waitForServer);
  grid(LOAD_TITLE, LOAD_HEAD, load.rows);
  table("Load: messages, server memory and CPU", load.summary);
  if (load.failures.length) {
    console.log(`\nLOAD FAILED: ${load.failures.join("; ")}`);
    process.exitCode = 1;
  }
}

/** `npm run bench -- lighthouse`: only the Lighthouse table of the page bench. */
async function lighthouseOnly() {
  const server = startServer();
  try {
    await waitForServer(`${ORIGIN}/api/config`, 240_000);
    grid(LIGHTHOUSE_TITLE, LIGHTHOUSE_HEAD, await lighthouseBench(ORIGIN));
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

async function pageBench() {
  const server = startServer();
  try {
    await waitForServer(`${ORIGIN}/api/config`, 240_000);
    const asset = readdirSync(join("dist", "client", "assets")).find((f) => f.endsWith(".css"));
    await requestsPerSecond("/"); // warm-up
    const html = await requestsPerSecond("/");
    const stat = await requestsPerSecond(`/assets/${asset}`);
    table("JS before first paint on / (390x844)", await jsBeforeFirstPaint());
    grid(LIGHTHOUSE_TITLE, LIGHTHOUSE_HEAD, await lighthouseBench(ORIGIN));
    table("Throughput, local wrangler dev (16 connections, 8 s)", [
      ["/ (HTML via the worker) req/s", html.toFixed(0)],
      [`static asset req/s`, stat.toFixed(0)],
      ["ratio HTML / static", (html / stat).toFixed(2)],
    ]);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}
