import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import worker from "../../worker/index";
import { type ErrorBody, ORIGIN } from "./helpers";
import type { Person } from "./people";

/**
 * Fault injection for the resilience tests (issue 21): the worker called with an environment whose D1 fails its
 * n-th write, or whose R2 fails its puts, as a real outage or a dropped connection would. Everything else (the other
 * statements, the Durable Objects, the asset store) is the real binding.
 */

const WRITE = /^\s*(insert|update|delete|replace)\b/i;
const CTE_WRITE = /^\s*with\b[\s\S]*\b(insert|update|delete|replace)\b/i;
export const isWrite = (sql: string) => WRITE.test(sql) || CTE_WRITE.test(sql);

export class InjectedFault extends Error {}

/** Counts write operations (a statement, or a whole batch with a write in it) and fails the chosen one. */
class Plan {
  writes = 0;
  failed: string | null = null;
  constructor(readonly failAt: number) {}

  /** Before an operation: throws if it is the write to fail. */
  check(sqls: string[]) {
    if (!sqls.some(isWrite)) return;
    const n = this.writes++;
    if (n === this.failAt) {
      this.failed = sqls.find(isWrite) ?? "";
      throw new InjectedFault("D1_ERROR: Network connection lost. (injected)");
    }
  }
}

class FaultyStatement {
  constructor(
    readonly real: D1PreparedStatement,
    readonly sql: string,
    private readonly plan: Plan,
  ) {}
  bind(...values: unknown[]) {
    return new FaultyStatement(this.real.bind(...values), this.sql, this.plan);
  }
  private async guard<T>(run: () => Promise<T>): Promise<T> {
    this.plan.check([this.sql]);
    return run();
  }
  first(column?: string) {
    return this.guard(() => (column === undefined ? this.real.first() : this.real.first(column)));
  }
  run() {
    return this.guard(() => this.real.run());
  }
  all() {
    return this.guard(() => this.real.all());
  }
  raw(options?: { columnNames?: boolean }) {
    return this.guard(() => (options?.columnNames ? this.real.raw({ columnNames: true }) : this.real.raw()));
  }
}

function faultyD1(real: D1Database, plan: Plan): D1Database {
  const faulty = {
    prepare: (sql: string) => new FaultyStatement(real.prepare(sql), sql, plan),
    async batch(statements: FaultyStatement[]) {
      // A batch is one transaction: failing it before it runs leaves what a failed batch leaves, nothing.
      plan.check(statements.map((s) => s.sql));
      return real.batch(statements.map((s) => s.real));
    },
    exec: (sql: string) => {
      plan.check([sql]);
      return real.exec(sql);
    },
    dump: () => real.dump(),
    withSession: () => faulty,
  };
  return faulty as unknown as D1Database;
}

/** An R2 bucket whose writes (put, multipart, delete) fail when `fail` says so. */
function faultyR2(real: R2Bucket, fail: (op: "put" | "delete", key: string) => boolean): R2Bucket {
  return new Proxy(real, {
    get(target, prop) {
      if (prop === "put")
        return async (key: string, ...rest: unknown[]) => {
          if (fail("put", key)) throw new InjectedFault("put: We encountered an internal error. (injected)");
          return (target.put as (...a: unknown[]) => unknown)(key, ...rest);
        };
      if (prop === "delete")
        return async (keys: string | string[]) => {
          for (const key of [keys].flat())
            if (fail("delete", key)) throw new InjectedFault("delete: We encountered an internal error. (injected)");
          return target.delete(keys);
        };
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export interface Faults {
  /** Fail the n-th write operation to D1 (0-based); null: D1 works. */
  d1FailAt?: number | null;
  /** Fail R2 writes for which this answers true. */
  r2Fails?: (op: "put" | "delete", key: string) => boolean;
}

export interface FaultyCall {
  res: Response;
  /** The statement that was made to fail, if the call reached it. */
  failed: string | null;
  /** Write operations the call attempted on D1. */
  writes: number;
}

/** Calls the worker as `who` (a guest when null) with the faults, waiting for its after-response work too. */
export async function callWithFaults(
  who: Person | null,
  path: string,
  init: RequestInit & { json?: unknown },
  faults: Faults,
): Promise<FaultyCall> {
  const plan = new Plan(faults.d1FailAt ?? -1);
  const faultyEnv = {
    ...env,
    DB: faultyD1(env.DB, plan),
    MEDIA: faults.r2Fails ? faultyR2(env.MEDIA, faults.r2Fails) : env.MEDIA,
  };
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (who?.token) headers.set("Authorization", `Bearer ${who.token}`);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(`${ORIGIN}${path}`, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, faultyEnv, ctx);
  await waitOnExecutionContext(ctx);
  return { res, failed: plan.failed, writes: plan.writes };
}

/**
 * Tables whose rows may change on a refused or failed call: a spent rate-limit token is not half a write, and the
 * queue of share previews to purge (preview_changes) is drained by any request's after-response work.
 */
const MAY_CHANGE = new Set(["rate_limits", "d1_migrations", "preview_changes"]);

/** Every row of every table (FTS shadow tables included, as rows), in a stable order: the database's state. */
export async function snapshot(): Promise<Record<string, string[]>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND sql NOT LIKE 'CREATE VIRTUAL%'",
  ).all<{ name: string }>();
  const state: Record<string, string[]> = {};
  for (const { name } of results) {
    if (MAY_CHANGE.has(name)) continue;
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    state[name] = rows.results.map((r) => JSON.stringify(r)).sort();
  }
  return state;
}

/** The tables whose rows differ between two snapshots, with the rows only one side has. */
export function difference(before: Record<string, string[]>, after: Record<string, string[]>) {
  const changed: Record<string, { gone: string[]; added: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = new Set(before[table] ?? []);
    const b = new Set(after[table] ?? []);
    const gone = [...a].filter((r) => !b.has(r));
    const added = [...b].filter((r) => !a.has(r));
    if (gone.length || added.length) changed[table] = { gone, added };
  }
  return changed;
}

export interface EveryWriteOptions {
  /** R2 objects listed before and after each failed call must be the same too. */
  r2?: boolean;
  /** Status of the successful call (200 unless told). */
  okStatus?: number;
  /**
   * The call is made whole by trying again rather than by one transaction (sign-up: an account whose confirmation
   * could not be sent gets it on the next try): failed calls may leave rows, the test checks the final state.
   */
  recoverable?: true;
}

/**
 * Makes the call fail at its first write, then its second, and so on, until it goes through: every failed call must
 * answer with the one error shape (500, the spec's "An unexpected error occurred") and leave the database (and R2)
 * exactly as it was, so the person can simply try again. Returns the successful answer, the writes made to fail,
 * and the write that failed in the after-answer work of the successful call, if any.
 */
export async function failAtEveryWrite(
  who: Person | null,
  path: string,
  init: () => RequestInit & { json?: unknown },
  options: EveryWriteOptions = {},
): Promise<{ res: Response; failurePoints: string[]; failedAfterAnswer: string | null }> {
  const failurePoints: string[] = [];
  for (let n = 0; n < 50; n++) {
    const before = await snapshot();
    const objectsBefore = options.r2 ? await r2Keys() : [];
    const call = await callWithFaults(who, path, init(), { d1FailAt: n });
    // No fault reached, or only one in the work after the answer (e-mail delivery, cache purges): the call went
    // through, and the test checks what it made.
    if (call.failed === null || call.res.ok) {
      expect(call.res.status, await call.res.clone().text()).toBe(options.okStatus ?? 200);
      return { res: call.res, failurePoints, failedAfterAnswer: call.failed };
    }
    failurePoints.push(call.failed.replace(/\s+/g, " ").slice(0, 80));
    const body = await call.res.clone().text();
    expect(call.res.status, `failing write ${n} (${call.failed}) answered ${body}`).toBe(500);
    // The one error shape (the auth routes add the fields of the auth client's own shape around it).
    expect(JSON.parse(body) as ErrorBody).toMatchObject({ error: { message: "An unexpected error occurred" } });
    if (!options.recoverable)
      expect(difference(before, await snapshot()), `failing write ${n}: ${call.failed}`).toEqual({});
    if (options.r2) expect(await r2Keys(), `failing write ${n}: R2`).toEqual(objectsBefore);
  }
  throw new Error(`${path} still failing after 50 writes`);
}

export async function r2Keys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor, limit: 1000 });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}
