import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ServerFrame } from "../../durable-objects/protocol";

async function connect(ns: DurableObjectNamespace, name: string) {
  const stub = ns.get(ns.idFromName(name));
  const res = await stub.fetch(`https://do.internal/connect?name=${name}`, { headers: { Upgrade: "websocket" } });
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error("no WebSocket in the upgrade response");
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener("message", (e) => {
    frames.push(JSON.parse(String(e.data)) as ServerFrame);
    waiters.shift()?.();
  });
  ws.accept();
  const next = async (count: number) => {
    while (frames.length < count) await new Promise<void>((r) => waiters.push(r));
    return frames[count - 1] as ServerFrame;
  };
  return { ws, next };
}

describe.each([
  ["ConversationRoom", () => env.CONVERSATION_ROOM, "conversation"],
  ["UserHub", () => env.USER_HUB, "user"],
] as const)("%s", (_name, ns, room) => {
  it("accepts a WebSocket and greets it", async () => {
    const { ws, next } = await connect(ns() as unknown as DurableObjectNamespace, "c-1");
    expect(await next(1)).toEqual({ type: "ready", room, name: "c-1" });
    ws.close(1000, "done");
  });

  it("answers a ping with a pong and bad frames with an error frame", async () => {
    const { ws, next } = await connect(ns() as unknown as DurableObjectNamespace, "c-2");
    await next(1);
    ws.send(JSON.stringify({ type: "ping", id: "p1" }));
    expect(await next(2)).toEqual({ type: "pong", id: "p1" });
    ws.send("not json");
    expect(await next(3)).toMatchObject({ type: "error", code: "bad_frame" });
    ws.send(JSON.stringify({ type: "shout" }));
    expect(await next(4)).toMatchObject({ type: "error", code: "unknown_type" });
    ws.send("x".repeat(20_000));
    expect(await next(5)).toMatchObject({ type: "error", code: "frame_too_large" });
    ws.close(1000, "done");
  });

  it("refuses a plain HTTP request with 426", async () => {
    const n = ns() as unknown as DurableObjectNamespace;
    const res = await n.get(n.idFromName("c-3")).fetch("https://do.internal/connect");
    expect(res.status).toBe(426);
  });
});
