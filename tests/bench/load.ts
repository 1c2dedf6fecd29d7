/**
 * The load table of `npm run bench` (issue 21 "Load"): the whole product at once on a fresh local server with the demo
 * catalogue (scripts/e2e-server.sh). Set up first, not measured: CONVERSATIONS conversations between new travelers and
 * new approved hosts (the chat bench's makePair) and the checkout bench's 20 group-tour departures (12 seats each).
 * Then for SECONDS s, at the same time:
 * - every conversation's two WebSockets (traveler and host, session cookie + Origin) each send one message every
 *   MESSAGE_EVERY_MS, the sockets' phases spread evenly over that period;
 * - an open-loop scheduler starts RPS requests/s on a fixed timetable, whatever is still in flight, in the mix of MIX:
 *   the home page's API, listing search with varied queries, listing details of the demo catalogue, password sign-in
 *   (cookie session), booking requests on the departures (party of 1) and photo uploads (small JPEG, PNG and WebP files
 *   made here, each different).
 * Measured: per route the latency (request sent → whole body read; before the window, ALONE sequential requests of
 * each route with the sockets open and quiet give its latency alone) and every answer; an error is any answer a route
 * does not expect (booking requests expect 201 or 409 departure_full once a departure is sold out; uploads 201;
 * the others 200), a failed or timed-out request, a socket closed, an error frame or a message never acknowledged.
 * Messages: send → `message` at the other socket; after the SECONDS s the bench waits until every message is
 * acknowledged and received (or nothing arrives for DRAIN_QUIET_MS), then counts lost (acknowledged, never received
 * by the other socket) and duplicated ones. Server memory: VmRSS of wrangler dev's two workerd processes (its proxy and
 * the worker's runtime; /proc/<pid>/status, summed) after start-up, before the measured window (after setup), after
 * the drain and IDLE_MS later. The rate limits are lifted for this server: the per-sender
 * message limit (CHAT_RATE_LIMIT) and the per-IP sign-in and sign-up limits (AUTH_IP_LIMIT_FACTOR), since every
 * request comes from 127.0.0.1.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import type { ListingsResponse } from "../../domain/api/listings";
import { LISTING_ROUTE } from "../../domain/vocabulary";
import { Api, PASSWORD, percentile, pool, stopServer } from "./accounts";
import { makePair, type Pair, Peer, type Stats, warmUp, within, workerdCpuSeconds, workerdProcesses } from "./chat";
import { type Departure, departures } from "./checkout";

// BENCH_LOAD_SECONDS=10 BENCH_LOAD_CONVERSATIONS=10: a quick try of the bench itself (the table uses the defaults);
// BENCH_LOAD_RPS and BENCH_LOAD_MESSAGE_EVERY_MS: what this machine's local server sustains.
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONVERSATIONS = Number(process.env.BENCH_LOAD_CONVERSATIONS ?? 200);
/** Each socket sends one message this often: 400 sockets → 133 messages/s. */
const MESSAGE_EVERY_MS = Number(process.env.BENCH_LOAD_MESSAGE_EVERY_MS ?? 3000);
const RPS = Number(process.env.BENCH_LOAD_RPS ?? 50);
/** Memory is read once more after this long with nothing to do (does the window's growth stay?). */
const IDLE_MS = 30_000;
/** Sequential requests of each route before the window: its latency with nothing else running. */
const ALONE = 10;
const SEATS_PER_DEPARTURE = 12;
const SETUP_CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 60_000;
const DRAIN_QUIET_MS = 20_000;
const DRAIN_MAX_MS = 180_000;
/**
 * The server's local state (D1, Durable Objects, R2). BENCH_LOAD_STATE=/dev/shm/… puts it in memory, so the single
 * workerd thread no longer waits for the disk's fsyncs (the README's table has both).
 */
const STATE = process.env.BENCH_LOAD_STATE ?? ".wrangler/bench-load";

type Route = "home" | "search" | "details" | "sign-in" | "booking" | "upload";

/** The mix: requests of each route out of every 20. */
const MIX: [Route, number][] = [
  ["home", 3],
  ["search", 6],
  ["details", 5],
  ["sign-in", 2],
  ["booking", 2],
  ["upload", 2],
];
const MIX_TOTAL = MIX.reduce((n, [, w]) => n + w, 0);

const ROUTE_LABEL: Record<Route, string> = {
  home: "GET /api/home",
  search: "GET /api/listings (search)",
  details: "GET /api/listings/:type/:slug",
  "sign-in": "POST /auth/v1/token (password sign-in)",
  booking: "POST /api/bookings (group-tour seat)",
  upload: "POST /api/media (photo)",
};

/** Varied searches of the demo catalogue: text, places, types, prices, durations, sorts, pages. */
const SEARCHES = [
  "search=lake",
  "search=canyon&country=kazakhstan",
  "type=drivers&city=Almaty",
  "min_price=3000&max_price=6000&sort=price_asc",
  "",
  "type=tours&sort=rating",
  "search=desert",
  "type=group-tours",
  "country=uzbekistan&sort=newest",
  "type=cars&sort=price_desc",
  "search=mountain%20hike&type=tours",
  "min_days=2&max_days=5",
  "search=horse&country=kyrgyzstan",
  "limit=24",
];

export const LOAD_TITLE = `Load, local wrangler dev: ${CONVERSATIONS} conversations × 2 sockets (one message per socket every ${
  MESSAGE_EVERY_MS / 1000
} s) and ${RPS} requests/s of mixed API traffic for ${SECONDS} s`;
export const LOAD_HEAD = [
  "route",
  "share",
  "p50 ms alone",
  "requests",
  "expected answers",
  "errors",
  "p50 ms",
  "p95 ms",
  "p99 ms",
  "max ms",
];

function startServer(port: number): ChildProcess {
  return spawn("sh", ["scripts/e2e-server.sh"], {
    env: {
      ...process.env,
      E2E_STATE: STATE,
      E2E_PORT: String(port),
      E2E_VARS: "--var CHAT_RATE_LIMIT:100000 --var AUTH_IP_LIMIT_FACTOR:1000",
    },
    stdio: "ignore",
    detached: true,
  });
}

/**
 * Resident and peak memory (MiB) of the server's workerd processes: in all, and of the worker's runtime alone (the one
 * wrangler dev starts with an inspector; the other is its proxy).
 */
function workerdMemory(group: number): { rss: number; peak: number; runtime: number } {
  let rss = 0;
  let peak = 0;
  let runtime = 0;
  for (const { pid } of workerdProcesses(group)) {
    let status: string;
    let cmdline: string;
    try {
      status = readFileSync(`/proc/${pid}/status`, "utf8");
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      continue;
    }
    const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    rss += kib("VmRSS");
    peak += kib("VmHWM");
    if (cmdline.includes("--inspector-addr")) runtime += kib("VmRSS");
  }
  return { rss: rss / 1024, peak: peak / 1024, runtime: runtime / 1024 };
}

/**
 * Seconds the workerd threads so far spent runnable but waiting for a CPU (/proc/<pid>/task/<tid>/schedstat, second
 * field): how much of the server's slowness is the machine's other work rather than its own.
 */
function workerdRunQueueSeconds(group: number): number {
  let ns = 0;
  for (const { pid } of workerdProcesses(group)) {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[1]);
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return ns / 1e9;
}

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** Small photos, each different (uploads are content-addressed: the same file twice is not a new upload). */
async function photos(n: number): Promise<{ bytes: Uint8Array; name: string; type: string }[]> {
  const formats = ["jpeg", "png", "webp"] as const;
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const format = formats[i % formats.length] as (typeof formats)[number];
      const background = { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53 + Math.floor(i / 256)) % 256 };
      const image = sharp({ create: { width: 320, height: 240, channels: 3, background } })
        .composite([
          {
            input: Buffer.from(
              `<svg width="320" height="240"><circle cx="${40 + (i % 240)}" cy="120" r="30" fill="#fff"/></svg>`,
            ),
          },
        ])
        .toFormat(format);
      const bytes = new Uint8Array(await image.toBuffer());
      return { bytes, name: `load-${i}.${format === "jpeg" ? "jpg" : format}`, type: `image/${format}` };
    }),
  );
}

interface RouteStats {
  latencies: number[];
  requests: number;
  ok: number;
  expected: Record<string, number>;
  errors: Record<string, number>;
}

export interface LoadResult {
  rows: string[][];
  summary: [string, string][];
  /** What fails the bench: unexpected answers, losses, duplicates. */
  failures: string[];
}

export async function loadBench(
  port: number,
  waitForServer: (url: string, timeoutMs: number) => Promise<void>,
): Promise<LoadResult> {
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(port);
  const group = server.pid as number;
  const peers: Peer[] = [];
  let closing = false;
  try {
    await waitForServer(`${origin}/api/config`, 300_000);
    const memoryAtStart = workerdMemory(group);
    const api = new Api(origin);
    const admin = await api.adminToken();
    const run = `load-${Date.now().toString(36)}`;
    const setupStarted = Date.now();
    const deps: Departure[] = await departures(api, admin, run, () => SEATS_PER_DEPARTURE);
    const pairs: Pair[] = await pool(CONVERSATIONS, SETUP_CONCURRENCY, (i) => makePair(api, admin, i, run));
    const detailPaths: string[] = [];
    for (const type of ["tours", "group-tours", "cars", "drivers"]) {
      const page = await api.json<ListingsResponse>("GET", `/api/listings?type=${type}&limit=48`, undefined, {});
      for (const l of page.listings)
        detailPaths.push(`/api/listings/${LISTING_ROUTE[l.listing_type]}/${l.slug ?? l.id}`);
    }
    if (detailPaths.length === 0) throw new Error("the demo catalogue has no listings");
    const uploadsNeeded =
      Math.ceil((RPS * SECONDS * (MIX.find(([r]) => r === "upload")?.[1] ?? 0)) / MIX_TOTAL) + 1 + ALONE + 10;
    const images = await photos(uploadsNeeded);
    console.log(
      `  ${CONVERSATIONS} conversations, ${deps.length} departures, ${detailPaths.length} catalogue listings and ` +
        `${images.length} photos set up in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
    );

    // ── the sockets: open, resume, one warm-up round trip each (not counted) ──
    const stats: Stats = {
      sent: new Map(),
      latencies: [],
      ackDelays: [],
      duplicates: 0,
      outOfOrder: 0,
      errors: {},
      lastEventAt: 0,
      lastReceiveAt: 0,
    };
    let socketsClosed = 0;
    const ws = origin.replace(/^http/, "ws");
    await pool(CONVERSATIONS, 16, async (i) => {
      const pair = pairs[i] as Pair;
      for (const [who, side] of [
        [pair.traveler, "t"],
        [pair.host, "h"],
      ] as const) {
        const peer = new Peer(`${side}${i}-`, stats);
        peers.push(peer);
        await within(peer.open(`${ws}/ws/conversations/${pair.conversationId}`, who, origin), 30_000, "ready");
        peer.ws.on("close", () => {
          if (!closing) socketsClosed++;
        });
      }
    });
    await within(Promise.all(peers.map((p) => p.resume())), 60_000, "every socket synced");
    await warmUp(peers, stats);

    // ── the HTTP requests ──
    const routes = Object.fromEntries(
      MIX.map(([r]) => [r, { latencies: [], requests: 0, ok: 0, expected: {}, errors: {} } as RouteStats]),
    ) as Record<Route, RouteStats>;
    const count = (m: Record<string, number>, k: string) => {
      m[k] = (m[k] ?? 0) + 1;
    };
    const nth: Record<Route, number> = { home: 0, search: 0, details: 0, "sign-in": 0, booking: 0, upload: 0 };
    let measuring = false;

    const alone = Object.fromEntries(MIX.map(([r]) => [r, [] as number[]])) as Record<Route, number[]>;

    async function request(route: Route): Promise<void> {
      const k = nth[route]++;
      let path: string;
      const init: RequestInit = { headers: { Origin: origin } };
      let ok: (status: number) => boolean = (status) => status === 200;
      let expected: (status: number, code?: string) => boolean = () => false;
      if (route === "home") path = "/api/home";
      else if (route === "search") path = `/api/listings?${SEARCHES[k % SEARCHES.length]}`;
      else if (route === "details") path = detailPaths[k % detailPaths.length] as string;
      else if (route === "sign-in") {
        path = "/auth/v1/token?grant_type=password";
        init.method = "POST";
        init.headers = { Origin: origin, "Content-Type": "application/json", "X-Session-Transport": "cookie" };
        init.body = JSON.stringify({
          email: `bench-traveler-${run}-${(k * 7) % CONVERSATIONS}@example.com`,
          password: PASSWORD,
        });
      } else if (route === "booking") {
        const who = (pairs[(k * 13) % CONVERSATIONS] as Pair).traveler;
        const d = deps[k % deps.length] as Departure;
        path = "/api/bookings";
        init.method = "POST";
        init.headers = { Origin: origin, Cookie: who.cookie, "Content-Type": "application/json" };
        init.body = JSON.stringify({ listing: { type: "group-tour", id: d.tour }, departure_id: d.id, party_size: 1 });
        ok = (status) => status === 201;
        expected = (status, code) => status === 409 && code === "departure_full";
      } else {
        const who = (pairs[k % CONVERSATIONS] as Pair).host;
        const image = images[k % images.length] as (typeof images)[number];
        const form = new FormData();
        form.set("purpose", "photo");
        form.set("file", new File([image.bytes as Uint8Array<ArrayBuffer>], image.name, { type: image.type }));
        path = "/api/media";
        init.method = "POST";
        init.headers = { Origin: origin, Cookie: who.cookie };
        init.body = form;
        ok = (status) => status === 201;
      }
      const s = routes[route];
      const counted = measuring;
      const started = performance.now();
      let status = 0;
      let code: string | undefined;
      try {
        const res = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        status = res.status;
        const text = await res.text();
        if (!res.ok) {
          try {
            code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
          } catch {
            code = undefined;
          }
        }
      } catch (err) {
        code = err instanceof Error ? err.name : String(err);
      }
      const ms = performance.now() - started;
      if (!counted) {
        if (!ok(status)) throw new Error(`warm-up ${route} ${path} answered ${status} ${code ?? ""}`);
        alone[route].push(ms);
        return;
      }
      s.requests++;
      s.latencies.push(ms);
      if (ok(status)) s.ok++;
      else if (expected(status, code)) count(s.expected, `${status} ${code}`);
      else count(s.errors, `${status || "no answer"} ${code ?? ""}`.trim());
    }

    // One request of each route first (not counted): every path is warm and works.
    for (const [r] of MIX) await request(r);
    for (const [r] of MIX) alone[r] = [];
    for (const [r] of MIX) for (let i = 0; i < ALONE; i++) await request(r);

    // ── the measured window ──
    const slots: Route[] = MIX.flatMap(([r, w]) =>
      Array.from({ length: w }, (_, j) => ({ r, at: ((j + 0.5) * MIX_TOTAL) / w })),
    )
      .sort((a, b) => a.at - b.at)
      .map((x) => x.r);
    const httpSchedule = Array.from({ length: RPS * SECONDS }, (_, i) => ({
      offset: (i * 1000) / RPS,
      route: slots[i % slots.length] as Route,
    }));
    const messageSchedule: { offset: number; peer: Peer }[] = [];
    peers.forEach((peer, i) => {
      const phase = (i / peers.length) * MESSAGE_EVERY_MS;
      for (let t = phase; t < SECONDS * 1000; t += MESSAGE_EVERY_MS) messageSchedule.push({ offset: t, peer });
    });
    messageSchedule.sort((a, b) => a.offset - b.offset);

    const memoryBefore = workerdMemory(group);
    const loadBefore = loadAverage();
    const cpuBefore = workerdCpuSeconds(group);
    const waitBefore = workerdRunQueueSeconds(group);
    const clientCpuBefore = process.cpuUsage();
    measuring = true;
    const inFlight: Promise<void>[] = [];
    let lag = 0;
    const t0 = performance.now() + 200;
    await new Promise<void>((done) => {
      let h = 0;
      let m = 0;
      const tick = () => {
        const now = performance.now();
        while (h < httpSchedule.length && t0 + (httpSchedule[h] as { offset: number }).offset <= now) {
          const { offset, route } = httpSchedule[h++] as { offset: number; route: Route };
          lag = Math.max(lag, now - (t0 + offset));
          inFlight.push(request(route));
        }
        while (m < messageSchedule.length && t0 + (messageSchedule[m] as { offset: number }).offset <= now) {
          const { offset, peer } = messageSchedule[m++] as { offset: number; peer: Peer };
          lag = Math.max(lag, now - (t0 + offset));
          peer.send(`${peer.tag}${++peer.n}`);
        }
        const nextAt = Math.min(
          t0 + ((httpSchedule[h] as { offset: number } | undefined)?.offset ?? Number.POSITIVE_INFINITY),
          t0 + ((messageSchedule[m] as { offset: number } | undefined)?.offset ?? Number.POSITIVE_INFINITY),
        );
        if (!Number.isFinite(nextAt)) return done();
        setTimeout(tick, Math.max(0, nextAt - performance.now()));
      };
      setTimeout(tick, Math.max(0, t0 - performance.now()));
    });
    const sendingEnded = performance.now();
    const loadEnd = loadAverage();

    // ── drain: every request answered, every message acknowledged and received ──
    await Promise.all(inFlight);
    const httpDoneS = (performance.now() - sendingEnded) / 1000;
    const drainStarted = performance.now();
    const complete = () => [...stats.sent.values()].every((x) => x.acked && x.received > 0);
    while (!complete()) {
      const now = performance.now();
      if (now - Math.max(stats.lastEventAt, drainStarted) > DRAIN_QUIET_MS || now - drainStarted > DRAIN_MAX_MS) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // A late duplicate would arrive after the last original: listen a little longer.
    await new Promise((r) => setTimeout(r, 2000));
    const behindS = (Math.max(stats.lastReceiveAt, sendingEnded) - sendingEnded) / 1000;
    const cpuS = workerdCpuSeconds(group) - cpuBefore;
    const waitS = workerdRunQueueSeconds(group) - waitBefore;
    const wallS = (performance.now() - t0) / 1000;
    const memoryAfter = workerdMemory(group);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const memoryIdle = workerdMemory(group);

    // ── the table ──
    const rows: string[][] = [];
    const failures: string[] = [];
    const fmt = (v: number) => (Number.isFinite(v) ? (v >= 1000 ? v.toFixed(0) : v.toFixed(1)) : "-");
    const latencyCells = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [
        fmt(percentile(sorted, 50)),
        fmt(percentile(sorted, 95)),
        fmt(percentile(sorted, 99)),
        fmt(sorted[sorted.length - 1] ?? Number.NaN),
      ];
    };
    const listed = (m: Record<string, number>) =>
      Object.entries(m)
        .map(([k, v]) => `${v} × ${k}`)
        .join(", ");
    let allRequests = 0;
    let allErrors = 0;
    const allLatencies: number[] = [];
    for (const [r, w] of MIX) {
      const s = routes[r];
      const errors = Object.values(s.errors).reduce((n, v) => n + v, 0);
      const refusals = Object.values(s.expected).reduce((n, v) => n + v, 0);
      allRequests += s.requests;
      allErrors += errors;
      allLatencies.push(...s.latencies);
      if (errors) failures.push(`${ROUTE_LABEL[r]}: ${listed(s.errors)}`);
      rows.push([
        ROUTE_LABEL[r],
        `${((100 * w) / MIX_TOTAL).toFixed(0)}%`,
        fmt(
          percentile(
            [...alone[r]].sort((a, b) => a - b),
            50,
          ),
        ),
        String(s.requests),
        refusals ? `${s.ok} + ${listed(s.expected)}` : String(s.ok),
        errors ? `${errors} (${listed(s.errors)})` : "0",
        ...latencyCells(s.latencies),
      ]);
    }
    rows.push([
      "all HTTP",
      "100%",
      "-",
      String(allRequests),
      String(allRequests - allErrors),
      String(allErrors),
      ...latencyCells(allLatencies),
    ]);
    const messages = [...stats.sent.values()];
    const acked = messages.filter((x) => x.acked).length;
    const lost = messages.filter((x) => x.acked && x.received === 0).length;
    const unacked = messages.length - acked;
    const errorFrames = Object.values(stats.errors).reduce((n, v) => n + v, 0);
    const messageErrors = unacked + errorFrames + socketsClosed;
    rows.push([
      "message delivery (send → other socket)",
      "-",
      "-",
      String(messages.length),
      `${acked} acknowledged`,
      messageErrors
        ? `${messageErrors} (${unacked} unacknowledged, ${errorFrames} error frames ${listed(stats.errors)}, ${socketsClosed} sockets closed)`
        : "0",
      ...latencyCells(stats.latencies),
    ]);
    if (unacked) failures.push(`${unacked} messages never acknowledged`);
    if (errorFrames) failures.push(`error frames: ${listed(stats.errors)}`);
    if (socketsClosed) failures.push(`${socketsClosed} sockets closed during the run`);
    if (lost) failures.push(`${lost} messages lost`);
    if (stats.duplicates) failures.push(`${stats.duplicates} messages duplicated`);

    const mib = (m: { rss: number; peak: number; runtime: number }) =>
      `${m.rss.toFixed(0)} MiB, the worker's runtime ${m.runtime.toFixed(0)} MiB (peak so far ${m.peak.toFixed(0)} MiB)`;
    const summary: [string, string][] = [
      [
        "HTTP requests / errors (unexpected answers)",
        `${allRequests} in ${SECONDS} s (${(allRequests / SECONDS).toFixed(1)}/s) / ${allErrors}`,
      ],
      [
        "messages sent / acknowledged / received once at the other socket",
        `${messages.length} / ${acked} / ${messages.filter((x) => x.received === 1).length}`,
      ],
      ["messages lost / duplicated / out of order", `${lost} / ${stats.duplicates} / ${stats.outOfOrder}`],
      ["last message received after the last send", `${behindS.toFixed(1)} s`],
      ["last HTTP answer after the last request sent", `${httpDoneS.toFixed(1)} s`],
      ["workerd RSS after start-up (seeded, idle)", mib(memoryAtStart)],
      ["workerd RSS before the window (after setup)", mib(memoryBefore)],
      ["workerd RSS after the window and drain", mib(memoryAfter)],
      [`workerd RSS ${IDLE_MS / 1000} s later, idle`, mib(memoryIdle)],
      [
        "workerd CPU over the window and drain",
        `${cpuS.toFixed(1)} s in ${wallS.toFixed(0)} s (${((100 * cpuS) / wallS).toFixed(0)}% of a core)`,
      ],
      ["workerd threads runnable but waiting for a CPU, same span", `${waitS.toFixed(1)} s`],
      ["load average (1/5/15 min) before / at the end of the window", `${loadBefore} / ${loadEnd}`],
      [
        "client (this bench): CPU / latest start behind its timetable",
        `${((clientCpu.user + clientCpu.system) / 1e6).toFixed(1)} s / ${lag.toFixed(1)} ms`,
      ],
    ];
    return { rows, summary, failures };
  } finally {
    closing = true;
    for (const p of peers) p.ws?.terminate();
    await stopServer(server);
  }
}
