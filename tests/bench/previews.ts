/**
 * The share-preview table of `npm run bench`: requests/s of a listing page with its metadata (worker/seo/page.ts)
 * against the plain index.html from the same local server, with the edge cache on and off (PREVIEW_CACHE=off,
 * every request reads D1 and writes the metadata into the HTML). Served from the 10k-listing catalogue of the search bench.
 */
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { ensureCatalogue, serve } from "./search";

const DIR = ".wrangler/bench-10k";
const CONNECTIONS = 16;
const SECONDS = 6;
/**
 * Rounds of index.html then the page, one after the other: the machine's own load drifts within a run, and one pair
 * gave ratios from 0.67 to 0.88 on the same code, so the table gives the median round and the range.
 */
const ROUNDS = 5;

async function rps(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { Accept: "text/html" },
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

async function listingPath(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/listings?type=tours&limit=1`);
  const body = (await res.json()) as { listings: { slug: string | null; id: string }[] };
  const first = body.listings[0];
  if (!first) throw new Error("the bench catalogue has no tours");
  return `/tour/${first.slug ?? first.id}`;
}

interface Measured {
  index: number[];
  listing: number[];
  ratios: number[];
  path: string;
}

async function measure(
  port: number,
  extra: string[],
  waitForServer: (url: string, ms: number) => Promise<void>,
): Promise<Measured> {
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  try {
    server = serve(DIR, port, extra);
    await waitForServer(`${origin}/api/config`, 240_000);
    const path = await listingPath(origin);
    const page = await fetch(`${origin}${path}`);
    if (!(await page.text()).includes('property="og:title"')) throw new Error(`${path} has no share metadata`);
    await rps(`${origin}/index.html`); // warm-up
    await rps(`${origin}${path}`);
    const m: Measured = { index: [], listing: [], ratios: [], path };
    for (let i = 0; i < ROUNDS; i++) {
      const index = await rps(`${origin}/index.html`);
      const listing = await rps(`${origin}${path}`);
      m.index.push(index);
      m.listing.push(listing);
      m.ratios.push(listing / index);
    }
    return m;
  } finally {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function previewBench(
  port: number,
  waitForServer: (url: string, ms: number) => Promise<void>,
): Promise<string[][]> {
  ensureCatalogue(DIR, 10_000);
  const cached = await measure(port, [], waitForServer);
  const uncached = await measure(port, ["--var", "PREVIEW_CACHE:off"], waitForServer);
  const row = (name: string, m: Measured, goal: number) => [
    name,
    median(m.index).toFixed(0),
    median(m.listing).toFixed(0),
    `${median(m.ratios).toFixed(2)} (${Math.min(...m.ratios).toFixed(2)}–${Math.max(...m.ratios).toFixed(2)})`,
    `>= ${goal}`,
  ];
  return [row("edge cache on", cached, 0.95), row("cache off (D1 + splice)", uncached, 0.9)];
}
