import { env } from "cloudflare:workers";
import type { ServerFrame } from "../../durable-objects/protocol";
import { type Person, type PersonOptions, person } from "./people";
import { is, openThroughWorker, type TestSocket } from "./sockets";

/** Fixtures of the realtime tests: real people, real sessions, sockets through the worker. */

export const bearer = (p: Person) => ({ Authorization: `Bearer ${p.token}` });

/** A conversation between a new traveler and a new approved host, both signed in. */
export async function pair(options: { traveler?: PersonOptions; host?: PersonOptions } = {}) {
  const [traveler, host] = await Promise.all([
    person("traveler", options.traveler),
    person("approved-host", options.host),
  ]);
  const id = await conversationBetween(traveler, host);
  return { id, traveler, host };
}

export async function conversationBetween(traveler: Person, host: Person): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO conversations (id, traveler_id, host_id) VALUES (?, ?, ?)")
    .bind(id, traveler.id, host.id)
    .run();
  return id;
}

/** Connects to a conversation's room through the worker and resumes after `after`; resolves once caught up. */
export async function join(conversationId: string, p: Person, after = 0): Promise<TestSocket> {
  const s = await openThroughWorker(`/ws/conversations/${conversationId}`, bearer(p));
  await s.waitFor(is("ready"));
  s.send({ type: "resume", after });
  await s.waitFor((f): f is ServerFrame => f.type === "synced" || f.type === "resync", "synced");
  return s;
}

/** Opens the person's hub (/ws/me) and waits for its greeting. */
export async function hub(p: Person): Promise<TestSocket> {
  const s = await openThroughWorker("/ws/me", bearer(p));
  await s.waitFor(is("ready"));
  return s;
}

let sent = 0;
/** Sends a message and waits for its ack (stored in D1); returns its seq. */
export async function say(s: TestSocket, body: string): Promise<number> {
  const clientId = `c-${++sent}`;
  s.send({ type: "send", clientId, body });
  const answer = await s.waitFor(
    (f): f is Extract<ServerFrame, { type: "ack" | "error" }> =>
      (f.type === "ack" || f.type === "error") && f.clientId === clientId,
    `the answer to ${clientId}`,
  );
  if (answer.type === "error") throw new Error(`${clientId} refused: ${answer.code} ${answer.message}`);
  return answer.seq;
}

/** A round trip on the socket: every frame the object sent it before this answer has arrived. */
export async function roundTrip(s: TestSocket): Promise<void> {
  const id = `rt-${++sent}`;
  s.send({ type: "ping", id });
  await s.waitFor(
    is("pong", (f) => f.id === id),
    "pong",
  );
}

export async function rows<T>(sql: string, ...bind: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...bind)
      .all<T>()
  ).results;
}

/** Polls `check` until it returns something truthy (the work happens after the answer), or fails after 5 s. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const frameTypes = (s: TestSocket) => s.frames.map((f) => f.type);
