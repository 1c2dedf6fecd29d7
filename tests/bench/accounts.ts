/**
 * What the benchmarks that drive the product through its real APIs share: accounts made by the demo admin and signed
 * in with the web app's cookie session, requests as them, a bounded worker pool, percentiles, and stopping a server
 * started in its own process group.
 */
import type { ChildProcess } from "node:child_process";

const ADMIN = { email: "admin@example.com", password: "demo-pass-2026" };
/** The password of every account the benches make. */
export const PASSWORD = "a long walk to Song-Kol";

export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? Number.NaN;
}

/** Runs work(0…n-1), at most `limit` at a time; the results in order. */
export async function pool<T>(n: number, limit: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      for (let i = next++; i < n; i = next++) out[i] = await work(i);
    }),
  );
  return out;
}

/** Stops a server started with `detached: true` (its whole process group) and waits for it to go. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (!server.pid || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  await new Promise((r) => setTimeout(r, 1000));
}

export interface Session {
  userId: string;
  cookie: string;
}

export interface Answer<T> {
  status: number;
  body: T;
  ms: number;
}

export class Api {
  constructor(readonly origin: string) {}

  async json<T>(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<T> {
    const res = await fetch(`${this.origin}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async adminToken(): Promise<string> {
    const body = await this.json<{ access_token: string }>("POST", "/auth/v1/token?grant_type=password", ADMIN, {});
    return body.access_token;
  }

  /** A new confirmed account, signed in with the web app's cookie session. */
  async account(admin: string, email: string): Promise<Session> {
    const user = await this.json<{ id: string }>(
      "POST",
      "/auth/v1/admin/users",
      { email, password: PASSWORD, email_confirm: true },
      { Authorization: `Bearer ${admin}` },
    );
    const res = await fetch(`${this.origin}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Session-Transport": "cookie", Origin: this.origin },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { userId: user.id, cookie };
  }

  /** A cookie-session request, with the site's Origin as the browser sends it. */
  as<T>(who: Session, method: string, path: string, body?: unknown): Promise<T> {
    return this.json<T>(method, path, body, { Cookie: who.cookie, Origin: this.origin });
  }

  /** The same request, answered whatever its status, timed (ms from sending to the whole body read). */
  async timed<T>(who: Session, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const started = performance.now();
    const res = await fetch(`${this.origin}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Cookie: who.cookie, Origin: this.origin },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, ms: performance.now() - started };
  }
}
