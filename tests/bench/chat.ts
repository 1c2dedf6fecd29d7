/**
 * The chat table of `npm run bench` (issue 15 "Performance"): at each load, a fresh local server (scripts/e2e-server.sh
 * with the per-sender message limit lifted, CHAT_RATE_LIMIT) and N conversations between N new travelers and N new
 * approved hosts, made through the real auth and product APIs: the demo admin creates the accounts
 * (/auth/v1/admin/users), each signs in with the web app's cookie session, the traveler saves a profile, the host
 * applies and the admin approves, the traveler starts the conversation. Each conversation gets two WebSockets (the
 * traveler's and the host's, session cookie + the site's Origin, as a browser opens them); both resume from 0, then
 * each sends RATE messages/s for SECONDS s. Measured: send→receive latency at the other socket, messages lost
 * (acknowledged but never received by the other socket), duplicates, workerd's CPU per message (/proc/<pid>/stat over
 * the sending and draining) and how far behind the server falls (last scheduled send → last message received).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import WebSocket from "ws";
import { Api, percentile, pool, type Session, stopServer } from "./accounts";

// BENCH_CHAT_LOADS="3" BENCH_CHAT_SECONDS=3: a quick try of the bench itself (the table's figures use the defaults).
export const CHAT_LOADS = (process.env.BENCH_CHAT_LOADS ?? "50,200").split(",").map(Number);
const RATE = 5;
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
/** Setting up accounts and conversations this many at a time. */
const SETUP_CONCURRENCY = 8;
/** Give up waiting for the last messages after this long without any arriving. */
const DRAIN_QUIET_MS = 20_000;
const DRAIN_MAX_MS = 180_000;
const STATE = ".wrangler/bench-chat";

export const CHAT_GOALS: Record<number, string> = {
  50: "p50 <= 5 ms, p99 <= 25 ms",
  200: "0 lost, p99 <= 100 ms",
};
export const CHAT_ANCHOR =
  "Anchor: cloudflare/workers-chat-demo on this machine, 2026-11-24 (rate limiter out of the way; broadcasts before it " +
  "persists): p50 5.7 / p95 25.5 / p99 54.5 ms at 50 rooms; fell 9-24 s behind at 200 rooms.";

export interface ChatResult {
  conversations: number;
  sent: number;
  acked: number;
  received: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  lost: number;
  duplicates: number;
  outOfOrder: number;
  unacked: number;
  errors: Record<string, number>;
  cpuMsPerMessage: number;
  workerdCpuS: number;
  behindMs: number;
  /** every message acknowledged and received before the drain gave up (else behindMs is a lower bound) */
  caughtUp: boolean;
  /** seconds from the first scheduled send to the end of the drain (the CPU window) */
  wallS: number;
  maxAckMs: number;
  ackP99: number;
  clientLagMaxMs: number;
  clientCpuS: number;
}

// ───────────────────────────── the server and its CPU ─────────────────────────────

function startServer(port: number): ChildProcess {
  return spawn("sh", ["scripts/e2e-server.sh"], {
    env: {
      ...process.env,
      E2E_STATE: STATE,
      E2E_PORT: String(port),
      E2E_VARS: "--var CHAT_RATE_LIMIT:100000",
    },
    stdio: "ignore",
    detached: true,
  });
}

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** The workerd processes in the server's process group: pid and the fields of /proc/<pid>/stat after "(comm) ". */
export function workerdProcesses(group: number): { pid: string; fields: string[] }[] {
  const out: { pid: string; fields: string[] }[] = [];
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const open = stat.indexOf("(");
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(open + 1, close);
    // after "(comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    const fields = stat.slice(close + 2).split(" ");
    if (Number(fields[2]) === group && comm.startsWith("workerd")) out.push({ pid, fields });
  }
  return out;
}

/** CPU seconds (user + system) so far of the workerd processes in the server's process group. */
export function workerdCpuSeconds(group: number): number {
  let ticks = 0;
  for (const { fields } of workerdProcesses(group)) ticks += Number(fields[11]) + Number(fields[12]);
  return ticks / TICKS_PER_SECOND;
}

// ───────────────────────────── people and conversations, through the real APIs ─────────────────────────────

export interface Pair {
  conversationId: string;
  traveler: Session;
  host: Session;
}

export async function makePair(api: Api, admin: string, i: number, run: string): Promise<Pair> {
  const traveler = await api.account(admin, `bench-traveler-${run}-${i}@example.com`);
  await api.as(traveler, "PATCH", "/api/me/profile", {
    user_type: "traveler",
    first_name: "Bench",
    last_name: `Traveler ${i}`,
    country: "Jordan",
  });
  const host = await api.account(admin, `bench-host-${run}-${i}@example.com`);
  await api.as(host, "POST", "/api/me/host-application", {
    host_type: "guide",
    first_name: "Bench",
    last_name: `Host ${i}`,
    city: "Almaty",
    country: "Kazakhstan",
    bio: "A guide made by the chat benchmark: day hikes above Almaty, lakes and canyons of the Tien Shan.",
    languages: ["English"],
  });
  const application = await api.as<{ id: string }>(host, "GET", "/api/me/host-application");
  await api.json("POST", `/api/admin/hosts/${application.id}/approve`, undefined, {
    Authorization: `Bearer ${admin}`,
  });
  const started = await api.as<{ conversation: { id: string } }>(traveler, "POST", "/api/conversations", {
    with: host.userId,
  });
  return { conversationId: started.conversation.id, traveler, host };
}

// ───────────────────────────── the sockets ─────────────────────────────

export interface Sent {
  at: number;
  acked: boolean;
  /** times the other socket received it */
  received: number;
}

export interface Stats {
  sent: Map<string, Sent>;
  latencies: number[];
  ackDelays: number[];
  duplicates: number;
  outOfOrder: number;
  errors: Record<string, number>;
  lastEventAt: number;
  lastReceiveAt: number;
}

/**
 * One round trip per socket before a measurement (not counted): every path is warm and works. Then the figures start
 * from nothing (error frames too).
 */
export async function warmUp(peers: Peer[], stats: Stats): Promise<void> {
  const warm = peers.map((p) => {
    const clientId = `${p.tag}w`;
    const delivered = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (stats.sent.get(clientId)?.received) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    p.send(clientId);
    return delivered;
  });
  await within(Promise.all(warm), 60_000, "the warm-up messages");
  stats.sent.clear();
  stats.latencies = [];
  stats.ackDelays = [];
  stats.duplicates = 0;
  stats.outOfOrder = 0;
  stats.errors = {};
}
export class Peer {
  ws!: WebSocket;
  lastSeq = 0;
  n = 0;
  private waiters: { test: (f: Frame) => boolean; resolve: () => void }[] = [];

  constructor(
    readonly tag: string,
    readonly stats: Stats,
  ) {}

  open(url: string, who: Session, origin: string): Promise<void> {
    this.ws = new WebSocket(url, { headers: { Cookie: who.cookie, Origin: origin } });
    this.ws.on("message", (data) => this.onFrame(JSON.parse(String(data)) as Frame));
    return new Promise((resolve, reject) => {
      this.ws.once("unexpected-response", (_req, res) => reject(new Error(`${url}: HTTP ${res.statusCode}`)));
      this.ws.once("error", reject);
      this.waiters.push({ test: (f) => f.type === "ready", resolve });
    });
  }

  resume(): Promise<void> {
    const synced = this.waitFor((f) => f.type === "synced" || f.type === "resync");
    this.ws.send(JSON.stringify({ type: "resume", after: 0 }));
    return synced;
  }

  waitFor(test: (f: Frame) => boolean): Promise<void> {
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  send(clientId: string): void {
    const now = performance.now();
    this.stats.sent.set(clientId, { at: now, acked: false, received: 0 });
    this.ws.send(JSON.stringify({ type: "send", clientId, body: `bench message ${clientId}` }));
  }

  private onFrame(f: Frame): void {
    const now = performance.now();
    const s = this.stats;
    if (f.type === "message") {
      if (f.seq <= this.lastSeq) s.outOfOrder++;
      this.lastSeq = Math.max(this.lastSeq, f.seq);
      const sent = f.clientId ? s.sent.get(f.clientId) : undefined;
      if (sent && !f.clientId?.startsWith(this.tag)) {
        sent.received++;
        if (sent.received > 1) s.duplicates++;
        else s.latencies.push(now - sent.at);
        s.lastEventAt = now;
        s.lastReceiveAt = now;
      }
    } else if (f.type === "ack") {
      this.lastSeq = Math.max(this.lastSeq, f.seq);
      const sent = f.clientId ? s.sent.get(f.clientId) : undefined;
      if (sent && !sent.acked) {
        sent.acked = true;
        s.ackDelays.push(now - sent.at);
        s.lastEventAt = now;
      }
    } else if (f.type === "error") {
      s.errors[f.code ?? "?"] = (s.errors[f.code ?? "?"] ?? 0) + 1;
    }
    if (this.waiters.length) {
      const ready = this.waiters.filter((w) => w.test(f));
      this.waiters = this.waiters.filter((w) => !w.test(f));
      for (const w of ready) w.resolve();
    }
  }
}

type Frame = { type: string; seq: number; clientId?: string | null; code?: string };

export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ]);
}

// ───────────────────────────── one load ─────────────────────────────

async function runLoad(
  port: number,
  conversations: number,
  waitForServer: (url: string, timeoutMs: number) => Promise<void>,
): Promise<ChatResult> {
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(port);
  const peers: Peer[] = [];
  try {
    await waitForServer(`${origin}/api/config`, 300_000);
    const api = new Api(origin);
    const admin = await api.adminToken();
    const run = Date.now().toString(36);
    const setupStarted = Date.now();
    const pairs = await pool(conversations, SETUP_CONCURRENCY, (i) => makePair(api, admin, i, run));
    console.log(`  ${conversations} conversations set up in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`);

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
    const ws = origin.replace(/^http/, "ws");
    await pool(conversations, 16, async (i) => {
      const pair = pairs[i] as Pair;
      for (const [who, side] of [
        [pair.traveler, "t"],
        [pair.host, "h"],
      ] as const) {
        const peer = new Peer(`${side}${i}-`, stats);
        peers.push(peer);
        await within(peer.open(`${ws}/ws/conversations/${pair.conversationId}`, who, origin), 30_000, "ready");
      }
    });
    await within(Promise.all(peers.map((p) => p.resume())), 60_000, "every socket synced");

    await warmUp(peers, stats);

    // Every socket sends RATE messages/s, the sockets' phases spread evenly over one period.
    const period = 1000 / RATE;
    const schedule: { at: number; peer: Peer }[] = [];
    const t0 = performance.now() + 200;
    peers.forEach((peer, i) => {
      const offset = (i / peers.length) * period;
      for (let k = 0; k < RATE * SECONDS; k++) schedule.push({ at: t0 + offset + k * period, peer });
    });
    schedule.sort((a, b) => a.at - b.at);
    const lastScheduled = (schedule[schedule.length - 1] as { at: number }).at;

    const group = server.pid as number;
    const cpuBefore = workerdCpuSeconds(group);
    const clientCpuBefore = process.cpuUsage();
    let lag = 0;
    await new Promise<void>((done) => {
      let next = 0;
      const tick = () => {
        const now = performance.now();
        while (next < schedule.length && (schedule[next] as { at: number }).at <= now) {
          const { at, peer } = schedule[next++] as { at: number; peer: Peer };
          lag = Math.max(lag, now - at);
          peer.send(`${peer.tag}${++peer.n}`);
        }
        if (next >= schedule.length) return done();
        setTimeout(tick, Math.max(0, (schedule[next] as { at: number }).at - performance.now()));
      };
      setTimeout(tick, Math.max(0, t0 - performance.now()));
    });

    // Drain: until every message is acknowledged and received, or nothing arrives for DRAIN_QUIET_MS.
    const drainStarted = performance.now();
    const complete = () => [...stats.sent.values()].every((m) => m.acked && m.received > 0);
    while (!complete()) {
      const now = performance.now();
      if (now - Math.max(stats.lastEventAt, drainStarted) > DRAIN_QUIET_MS || now - drainStarted > DRAIN_MAX_MS) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const caughtUp = complete();
    const cpuAfter = workerdCpuSeconds(group);
    const wallS = (performance.now() - t0) / 1000;
    const clientCpu = process.cpuUsage(clientCpuBefore);

    const all = [...stats.sent.values()];
    const acked = all.filter((m) => m.acked).length;
    const lat = [...stats.latencies].sort((a, b) => a - b);
    const acks = [...stats.ackDelays].sort((a, b) => a - b);
    const workerdCpuS = cpuAfter - cpuBefore;
    return {
      conversations,
      sent: all.length,
      acked,
      received: all.filter((m) => m.received > 0).length,
      p50: percentile(lat, 50),
      p95: percentile(lat, 95),
      p99: percentile(lat, 99),
      max: lat[lat.length - 1] ?? Number.NaN,
      lost: all.filter((m) => m.acked && m.received === 0).length,
      duplicates: stats.duplicates,
      outOfOrder: stats.outOfOrder,
      unacked: all.length - acked,
      errors: stats.errors,
      cpuMsPerMessage: (workerdCpuS * 1000) / Math.max(1, acked),
      workerdCpuS,
      behindMs: Math.max(0, (caughtUp ? stats.lastReceiveAt : performance.now()) - lastScheduled),
      caughtUp,
      wallS,
      maxAckMs: acks[acks.length - 1] ?? Number.NaN,
      ackP99: percentile(acks, 99),
      clientLagMaxMs: lag,
      clientCpuS: (clientCpu.user + clientCpu.system) / 1e6,
    };
  } finally {
    for (const p of peers) p.ws?.terminate();
    await stopServer(server);
  }
}

export async function chatBench(
  port: number,
  waitForServer: (url: string, timeoutMs: number) => Promise<void>,
): Promise<string[][]> {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const n of CHAT_LOADS) {
    console.log(`Chat load: ${n} conversations × 2 sockets, ${RATE} messages/s per socket for ${SECONDS} s…`);
    const r = await runLoad(port, n, waitForServer);
    const ms = (v: number) => v.toFixed(1);
    const span = (v: number) => (v >= 10_000 ? `${(v / 1000).toFixed(1)} s` : `${v.toFixed(1)} ms`);
    rows.push([
      `${n} × 2`,
      `${r.acked}/${r.sent}`,
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
      String(r.lost),
      String(r.duplicates),
      (r.cpuMsPerMessage * 1000).toFixed(0),
      r.caughtUp ? span(r.behindMs) : `> ${span(r.behindMs)} (${r.sent - r.received} undelivered)`,
      span(r.maxAckMs),
      CHAT_GOALS[n] ?? "-",
    ]);
    const errors = Object.entries(r.errors).map(([k, v]) => `${k} ${v}`);
    notes.push(
      `${n} × 2: ack p99 ${ms(r.ackP99)} ms; never acknowledged ${r.unacked}; out of order ${r.outOfOrder}; ` +
        `error frames ${errors.length ? errors.join(", ") : "none"}; ` +
        `workerd CPU ${r.workerdCpuS.toFixed(1)} s in ${r.wallS.toFixed(0)} s (${((100 * r.workerdCpuS) / r.wallS).toFixed(0)}% of a core); ` +
        `client: CPU ${r.clientCpuS.toFixed(1)} s, latest send ${ms(r.clientLagMaxMs)} ms behind its schedule`,
    );
  }
  chatNotes = notes;
  return rows;
}

/** Per load, what the table leaves out (printed under it). */
export let chatNotes: string[] = [];

export const CHAT_TITLE = `Chat, local wrangler dev: 2 sockets per conversation, each sending ${RATE} messages/s for ${SECONDS} s (send→receive at the other socket)`;

export const CHAT_HEAD = [
  "load",
  "acked/sent",
  "p50 ms",
  "p95 ms",
  "p99 ms",
  "max ms",
  "lost",
  "duplicates",
  "workerd CPU µs/msg",
  "behind at end",
  "max ack delay",
  "goal",
];
