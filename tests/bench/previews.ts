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
const SECONDS = 8;

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

async function measure(
  port: number,
  extra: string[],
  waitForServer: (url: string, ms: number) => Promise<void>,
): Promise<{ index: number; listing: number; path: string }> {
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
    return { index: await rps(`${origin}/index.html`), listing: await rps(`${origin}${path}`), path };
  } finally {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
  }
}

export async function previewBench(
  port: number,
  waitForServer: (url: string, ms: number) => Promise<void>,
): Promise<string[][]> {
  ensureCatalogue(DIR, 10_000);
  const cached = await measure(port, [], waitForServer);
  const uncached = await measure(port, ["--var", "PREVIEW_CACHE:off"], waitForServer);
  const row = (name: string, m: typeof cached, goal: number) => [
    name,
    m.index.toFixed(0),
    m.listing.toFixed(0),
    (m.listing / m.index).toFixed(2),
    `>= ${goal}`,
  ];
  return [row("edge cache on", cached, 0.95), row("cache off (D1 + splice)", uncached, 0.9)];
}
