import type { ServerFrame } from "../../durable-objects/protocol";
import type { Timers } from "../../web/src/realtime/connection";

/** Test doubles of the realtime client's edges: a socket the test drives and timers it advances by hand. */

/** A WebSocket the test drives: it records what was sent and lets the test open, answer and close it. */
export class FakeSocket extends EventTarget {
  sent: unknown[] = [];
  closed: { code: number } | null = null;
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closed = { code };
  }
  open() {
    this.dispatchEvent(new Event("open"));
  }
  receive(frame: ServerFrame | string) {
    this.dispatchEvent(
      new MessageEvent("message", { data: typeof frame === "string" ? frame : JSON.stringify(frame) }),
    );
  }
  drop(code = 1006) {
    this.dispatchEvent(new CloseEvent("close", { code }));
  }
}

/** The sockets a client under test opens, in order: `createSocket` for its options, `last` the newest. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string) => {
    const s = new FakeSocket(url);
    sockets.push(s);
    return s as unknown as WebSocket;
  };
  return { sockets, createSocket, last: () => sockets.at(-1) as FakeSocket };
}

/** Timers the test advances by hand. */
export function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => {
      pending.delete(id as number);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = until;
  };
  return { timers, advance, pending: () => pending.size, now: () => now };
}
