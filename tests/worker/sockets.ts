import { env } from "cloudflare:workers";
import { IDENTITY_HEADER, type ServerFrame } from "../../durable-objects/protocol";
import { get } from "./helpers";

/** A client's end of a realtime socket in workerd: every frame it received, in order, and ways to wait for more. */
export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Resolves with the first matching frame not already returned by an earlier call, or throws after 5 s. */
  waitFor: <T extends ServerFrame>(match: (f: ServerFrame) => f is T, what?: string) => Promise<T>;
  send: (frame: unknown) => void;
  closed: () => { code: number } | null;
  closedWith: () => Promise<{ code: number }>;
  close: () => void;
}

const TIMEOUT_MS = 5_000;

function wrap(ws: WebSocket): TestSocket {
  const frames: ServerFrame[] = [];
  let waiters: (() => void)[] = [];
  let closed: { code: number } | null = null;
  const wake = () => {
    const now = waiters;
    waiters = [];
    for (const w of now) w();
  };
  ws.addEventListener("message", (e) => {
    frames.push(JSON.parse(String(e.data)) as ServerFrame);
    wake();
  });
  ws.addEventListener("close", (e) => {
    closed = { code: e.code };
    wake();
  });
  ws.accept();
  const used = new Set<number>();
  const until = async (done: () => boolean, what: string) => {
    const deadline = Date.now() + TIMEOUT_MS;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return {
    ws,
    frames,
    async waitFor(match, what = "a frame") {
      let found: ServerFrame | undefined;
      await until(() => {
        const at = frames.findIndex((f, i) => !used.has(i) && match(f));
        if (at >= 0) {
          used.add(at);
          found = frames[at];
          return true;
        }
        if (closed) throw new Error(`socket closed (${closed.code}) while waiting for ${what}`);
        return false;
      }, what);
      return found as never;
    },
    send: (frame) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    closed: () => closed,
    async closedWith() {
      await until(() => closed !== null, "the close");
      return closed as unknown as { code: number };
    },
    close: () => {
      try {
        ws.close(1000, "bye");
      } catch {
        // already closed
      }
    },
  };
}

/** Opens a socket through the worker (authorization, Origin and all). */
export async function openThroughWorker(path: string, headers: Record<string, string>): Promise<TestSocket> {
  const res = await get(path, { headers: { Upgrade: "websocket", ...headers } });
  if (res.status !== 101 || !res.webSocket) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return wrap(res.webSocket);
}

/** Opens a socket straight on a conversation's room, as the worker does after it authorized the person. */
export async function openRoom(conversationId: string, userId: string, readOnly = false): Promise<TestSocket> {
  const stub = env.CONVERSATION_ROOM.get(env.CONVERSATION_ROOM.idFromName(conversationId));
  const res = await stub.fetch(`https://realtime.internal/connect?name=${encodeURIComponent(conversationId)}`, {
    headers: { Upgrade: "websocket", [IDENTITY_HEADER]: JSON.stringify({ userId, readOnly }) },
  });
  if (res.status !== 101 || !res.webSocket) throw new Error(`room: ${res.status} ${await res.text()}`);
  return wrap(res.webSocket);
}

export const is =
  <K extends ServerFrame["type"]>(type: K, also: (f: Extract<ServerFrame, { type: K }>) => boolean = () => true) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: K }> =>
    f.type === type && also(f as Extract<ServerFrame, { type: K }>);

/** Two bare accounts (users rows) and a conversation between them: for tests that connect to rooms directly. */
export async function bareConversation(): Promise<{ id: string; travelerId: string; hostId: string }> {
  return (await bareConversations(1))[0] as { id: string; travelerId: string; hostId: string };
}

/** `count` bare conversations, each between its own two accounts, written in one batch. */
export async function bareConversations(count: number) {
  const made = Array.from({ length: count }, () => ({
    id: crypto.randomUUID(),
    travelerId: crypto.randomUUID(),
    hostId: crypto.randomUUID(),
  }));
  await env.DB.batch(
    made.flatMap((c) => [
      env.DB.prepare("INSERT INTO users (id) VALUES (?), (?)").bind(c.travelerId, c.hostId),
      env.DB.prepare("INSERT INTO conversations (id, traveler_id, host_id) VALUES (?, ?, ?)").bind(
        c.id,
        c.travelerId,
        c.hostId,
      ),
    ]),
  );
  return made;
}

export const roomStub = (conversationId: string) =>
  env.CONVERSATION_ROOM.get(env.CONVERSATION_ROOM.idFromName(conversationId));
