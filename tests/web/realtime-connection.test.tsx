import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ServerFrame } from "../../durable-objects/protocol";
import { type ConnectionState, RealtimeConnection, reconnectDelay, socketUrl } from "../../web/src/realtime/connection";
import { useConnectionState } from "../../web/src/realtime/useConnectionState";
import { fakeSockets, manualTimers } from "./realtime-fakes";

/** What the UI would show: the connection's state. */
function State({ connection }: { connection: RealtimeConnection }) {
  return <p>{useConnectionState(connection)}</p>;
}

function setup(options: { online?: () => boolean } = {}) {
  const { sockets, createSocket, last } = fakeSockets();
  const frames: ServerFrame[] = [];
  const states: ConnectionState[] = [];
  const clock = manualTimers();
  const online = new EventTarget();
  let ended = 0;
  const connection = new RealtimeConnection({
    url: "wss://untrodden.test/ws/me",
    onFrame: (f) => frames.push(f),
    onSessionEnded: () => {
      ended++;
    },
    heartbeatMs: 25_000,
    pongTimeoutMs: 10_000,
    createSocket,
    timers: clock.timers,
    random: () => 1,
    isOnline: options.online ?? (() => true),
    onlineEvents: online as unknown as Window,
  });
  connection.subscribe((s) => states.push(s));
  return {
    connection,
    sockets,
    last,
    frames,
    states,
    clock,
    online,
    /** How often the connection said the session ended. */
    get ended() {
      return ended;
    },
  };
}

describe("the realtime connection", () => {
  it("connects, reports open, and hands server frames on", () => {
    const { connection, last, frames, states } = setup();
    connection.start();
    expect(connection.state).toBe("connecting");
    last().open();
    last().receive({ type: "ready", room: "user", name: "u-1", readOnly: false });
    last().receive("not a frame");
    expect(states).toEqual(["connecting", "open"]);
    expect(frames).toEqual([{ type: "ready", room: "user", name: "u-1", readOnly: false }]);
  });

  it("reconnects after a drop with growing delays, and starts over once open again", () => {
    const { connection, sockets, last, clock, states } = setup();
    connection.start();
    last().open();
    last().drop();
    expect(connection.state).toBe("reconnecting");
    clock.advance(499);
    expect(sockets).toHaveLength(1);
    clock.advance(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    clock.advance(999);
    expect(sockets).toHaveLength(2);
    clock.advance(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(connection.state).toBe("open");
    last().drop();
    clock.advance(500);
    expect(sockets).toHaveLength(4);
    expect(states).toEqual(["connecting", "open", "reconnecting", "open", "reconnecting"]);
  });

  it("a redeploy that drops every socket is recovered within 5 s, even when new sockets are refused for 2 s", () => {
    // Issue 21: 400 clients (the load bench's count), whatever their jitter, all dropped at once (1001: going away).
    const clock = manualTimers();
    const clients = Array.from({ length: 400 }, (_, i) => {
      const { sockets, createSocket, last } = fakeSockets();
      const connection = new RealtimeConnection({
        url: `wss://untrodden.test/ws/conversations/c-${i >> 1}`,
        onFrame: () => undefined,
        createSocket,
        timers: clock.timers,
        random: () => (i % 100) / 99,
        isOnline: () => true,
      });
      connection.start();
      last().open();
      return { connection, sockets, last };
    });
    let acceptingFrom = Number.POSITIVE_INFINITY;
    const recoveredAt = new Map<number, number>();
    const dead = new WeakSet<object>();
    const step = () => {
      for (const [i, c] of clients.entries()) {
        const s = c.last();
        if (recoveredAt.has(i) || dead.has(s)) continue;
        // A socket opened after the new version started answering opens; one opened before is refused.
        if (clock.now() >= acceptingFrom) {
          s.open();
          recoveredAt.set(i, clock.now());
        } else {
          dead.add(s);
          s.drop(1006);
        }
      }
    };
    for (const c of clients) {
      dead.add(c.last());
      c.last().drop(1001);
    }
    acceptingFrom = 2_000;
    for (let t = 0; t < 5_000; t += 10) {
      clock.advance(10);
      step();
    }
    expect(recoveredAt.size).toBe(400);
    expect(Math.max(...recoveredAt.values())).toBeLessThanOrEqual(5_000);
    expect(clients.every((c) => c.connection.state === "open")).toBe(true);
  });

  it("spreads reconnects out: exponential, capped, jittered between half and all of the step", () => {
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(4_000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
  });

  it("pings while open and replaces a socket whose pong does not come back", () => {
    const { connection, sockets, last, clock } = setup();
    connection.start();
    last().open();
    clock.advance(25_000);
    expect(last().sent).toEqual([{ type: "ping", id: "hb-1" }]);
    last().receive({ type: "pong", id: "hb-1" });
    clock.advance(25_000);
    expect(last().sent).toHaveLength(2);
    clock.advance(10_000);
    expect(sockets[0]?.closed).toEqual({ code: 1000 });
    expect(connection.state).toBe("reconnecting");
    clock.advance(500);
    expect(sockets).toHaveLength(2);
  });

  it("waits while the browser is offline and reconnects as soon as it is back", () => {
    let online = true;
    const { connection, sockets, last, online: events } = setup({ online: () => online });
    connection.start();
    last().open();
    online = false;
    last().drop();
    expect(connection.state).toBe("offline");
    online = true;
    events.dispatchEvent(new Event("online"));
    expect(sockets).toHaveLength(2);
    expect(connection.state).toBe("reconnecting");
  });

  it("closes an open socket when the browser goes offline (it could linger unnoticed), and opens a new one online", () => {
    let online = true;
    const { connection, sockets, last, online: events } = setup({ online: () => online });
    connection.start();
    last().open();
    online = false;
    events.dispatchEvent(new Event("offline"));
    expect(last().closed).toEqual({ code: 1000 });
    expect(connection.state).toBe("offline");
    expect(connection.send({ type: "typing" })).toBe(false);
    online = true;
    events.dispatchEvent(new Event("online"));
    expect(sockets).toHaveLength(2);
    last().open();
    expect(connection.state).toBe("open");
  });

  it("stops for good when the session ended (4401), saying so once, and when stopped", () => {
    const a = setup();
    a.connection.start();
    a.last().open();
    a.last().drop(4401);
    a.clock.advance(60_000);
    expect(a.sockets).toHaveLength(1);
    expect(a.connection.state).toBe("closed");
    expect(a.ended).toBe(1);

    const b = setup();
    b.connection.start();
    b.last().open();
    b.connection.stop();
    expect(b.last().closed).toEqual({ code: 1000 });
    expect(b.connection.state).toBe("closed");
    expect(b.ended).toBe(0);
    expect(b.clock.pending()).toBe(0);
  });

  it("sends frames only while open", () => {
    const { connection, last } = setup();
    connection.start();
    expect(connection.send({ type: "ping", id: "early" })).toBe(false);
    last().open();
    expect(connection.send({ type: "ping", id: "now" })).toBe(true);
    expect(last().sent).toEqual([{ type: "ping", id: "now" }]);
  });

  it("builds ws: and wss: URLs for this site", () => {
    expect(socketUrl("/ws/me", { href: "https://untrodden.travel/chat" })).toBe("wss://untrodden.travel/ws/me");
    expect(socketUrl("/ws/me", { href: "http://localhost:8787/" })).toBe("ws://localhost:8787/ws/me");
  });

  it("gives the UI its state as it changes", () => {
    const { connection, last } = setup();
    render(<State connection={connection} />);
    expect(screen.getByText("idle")).toBeTruthy();
    act(() => connection.start());
    expect(screen.getByText("connecting")).toBeTruthy();
    act(() => last().open());
    expect(screen.getByText("open")).toBeTruthy();
  });
});
