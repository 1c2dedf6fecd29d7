import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { expect, it } from "vitest";
import type { ServerFrame } from "../../durable-objects/protocol";
import { bareConversation, bareConversations, is, openRoom, roomStub, type TestSocket } from "./sockets";

// Exactly once, in order (issue 15 item 2), as a property: whatever happens between two participants (sends, sends
// whose socket drops before the ack, retries, evictions with sockets hibernated or closed, going offline,
// reconnecting and resuming), every acknowledged message reaches the other participant exactly once, in seq order,
// and D1 holds each message once under an unbroken run of seqs.

// FC_RUNS (vitest.config.ts passes it through): `npm run bench -- property` runs it 1,000 times.
const RUNS = Number(env.FC_RUNS ?? 200);
const WAIT_MS = 5_000;

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** A participant's app, as the web client behaves: one socket at a time, an outbox, the last seq it saw. */
class Client {
  socket: TestSocket | null = null;
  lastSeen = 0;
  /** Every message frame taken from the current socket, over all its sockets: [seq, senderId, clientId]. */
  received: { seq: number; senderId: string | null; clientId: string | null }[] = [];
  acked = new Map<string, number>();
  acks = 0;
  /** Sent, not acknowledged yet, in the order written. */
  outbox: string[] = [];
  problems: string[] = [];
  private n = 0;

  constructor(
    readonly conversationId: string,
    readonly userId: string,
    readonly tag: string,
  ) {}

  async connect(): Promise<void> {
    this.drop();
    const socket = await openRoom(this.conversationId, this.userId);
    this.socket = socket;
    socket.ws.addEventListener("message", (e) => {
      if (this.socket !== socket) return; // a replaced socket's late frames are ignored, as the web client does
      const f = JSON.parse(String(e.data)) as ServerFrame;
      if (f.type === "message") {
        if (f.seq <= this.lastSeen) this.problems.push(`${this.tag}: message ${f.seq} after ${this.lastSeen}`);
        this.lastSeen = f.seq;
        this.received.push({ seq: f.seq, senderId: f.senderId, clientId: f.clientId });
      } else if (f.type === "ack") {
        const before = this.acked.get(f.clientId);
        if (before !== undefined && before !== f.seq)
          this.problems.push(`${this.tag}: ${f.clientId} acked as ${before} and ${f.seq}`);
        this.acked.set(f.clientId, f.seq);
        this.outbox = this.outbox.filter((c) => c !== f.clientId);
        this.lastSeen = Math.max(this.lastSeen, f.seq);
        this.acks++;
      } else if (f.type === "error" || f.type === "resync") {
        this.problems.push(`${this.tag}: ${JSON.stringify(f)}`);
      }
    });
    socket.ws.addEventListener("close", () => {
      if (this.socket === socket) this.socket = null;
    });
    await socket.waitFor(is("ready"));
    socket.send({ type: "resume", after: this.lastSeen });
    await socket.waitFor((f): f is ServerFrame => f.type === "synced" || f.type === "resync", "synced");
    // Back online: the outbox goes out, oldest first.
    for (const clientId of [...this.outbox]) await this.transmit(clientId);
  }

  drop(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** A new message: out now when connected (waiting for its ack), else kept in the outbox. */
  async send(dropBeforeAck: boolean): Promise<void> {
    const clientId = `${this.tag}${++this.n}`;
    this.outbox.push(clientId);
    if (!this.socket) return;
    if (dropBeforeAck) {
      this.socket.send({ type: "send", clientId, body: bodyOf(clientId) });
      this.drop();
      return;
    }
    await this.transmit(clientId);
  }

  /** Sends an already acknowledged message again (its ack was "lost"): answered with the same seq. */
  async retry(pick: number): Promise<void> {
    const done = [...this.acked.keys()];
    if (!this.socket || !done.length) return;
    await this.transmit(done[pick % done.length] as string);
  }

  private async transmit(clientId: string): Promise<void> {
    const socket = this.socket;
    if (!socket) return;
    const acks = this.acks;
    socket.send({ type: "send", clientId, body: bodyOf(clientId) });
    await until(() => this.acks > acks || this.socket !== socket, `the ack of ${clientId}`);
  }
}

const bodyOf = (clientId: string) => `message ${clientId}`;

type Command =
  | { kind: "send"; who: 0 | 1; drop: boolean }
  | { kind: "retry"; who: 0 | 1; pick: number }
  | { kind: "reconnect"; who: 0 | 1 }
  | { kind: "offline"; who: 0 | 1 }
  | { kind: "evict"; close: boolean };

const who = fc.constantFrom<0 | 1>(0, 1);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("send" as const), who, drop: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("retry" as const), who, pick: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("reconnect" as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("offline" as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("evict" as const), close: fc.boolean() }) },
);

it(`delivers every acknowledged message to the other participant exactly once, in seq order (${RUNS} runs)`, async () => {
  const started = Date.now();
  // A fresh conversation (and room) per run, made in one go.
  const pool = await bareConversations(RUNS);
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
      const { id, travelerId, hostId } = pool.pop() ?? (await bareConversation());
      const clients = [new Client(id, travelerId, "t"), new Client(id, hostId, "h")] as const;
      const stub = roomStub(id);
      try {
        for (const c of clients) await c.connect();
        for (const cmd of commands) {
          switch (cmd.kind) {
            case "send":
              await clients[cmd.who].send(cmd.drop);
              break;
            case "retry":
              await clients[cmd.who].retry(cmd.pick);
              break;
            case "reconnect":
              await clients[cmd.who].connect();
              break;
            case "offline":
              clients[cmd.who].drop();
              break;
            case "evict":
              await stub.latestSeq(); // running, so there is something to evict
              await evictDurableObject(stub, { webSockets: cmd.close ? "close" : "hibernate" });
              if (cmd.close) await until(() => clients.every((c) => c.socket === null), "the sockets to close");
              break;
          }
        }
        // Everyone comes back online, the outboxes empty (a connected client's is empty), everyone catches up.
        for (const c of clients) if (!c.socket) await c.connect();
        const latest = await stub.latestSeq();
        await until(() => clients.every((c) => c.lastSeen >= latest), "everyone to catch up");

        for (const c of clients) expect(c.problems).toEqual([]);
        for (const [me, other] of [clients, [clients[1], clients[0]]] as const) {
          expect(me.outbox).toEqual([]);
          for (const [clientId, seq] of other.acked) {
            const got = me.received.filter((m) => m.seq === seq);
            expect(got, `${me.tag} got ${clientId} (seq ${seq})`).toEqual([{ seq, senderId: other.userId, clientId }]);
          }
        }
        const { results } = await env.DB.prepare(
          "SELECT seq, sender_id, body FROM messages WHERE conversation_id = ? ORDER BY seq",
        )
          .bind(id)
          .all<{ seq: number; sender_id: string; body: string }>();
        expect(results.map((r) => r.seq)).toEqual(Array.from({ length: latest }, (_, i) => i + 1));
        expect(new Set(results.map((r) => r.body)).size).toBe(results.length);
        const ackedCount = clients[0].acked.size + clients[1].acked.size;
        expect(results.length).toBe(ackedCount);
      } finally {
        for (const c of clients) c.drop();
      }
    }),
    { numRuns: RUNS },
  );
  console.log(JSON.stringify({ property: "conversation-room", runs: RUNS, ms: Date.now() - started }));
}, 120_000);
