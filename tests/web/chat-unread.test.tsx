import { describe, expect, it } from "vitest";
import { UNREAD_FALLBACK_MS, UNREAD_RECHECK_MS, UnreadWatcher } from "../../web/src/realtime/unread";
import { fakeSockets, manualTimers } from "./realtime-fakes";

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(lookups: (() => Promise<number>)[]) {
  const { sockets, createSocket, last } = fakeSockets();
  const clock = manualTimers();
  const totals: number[] = [];
  const frames: unknown[] = [];
  let asked = 0;
  const watcher = new UnreadWatcher({
    onTotal: (t) => totals.push(t),
    fetchTotal: () => {
      const answer = lookups[Math.min(asked, lookups.length - 1)] ?? (() => Promise.resolve(0));
      asked += 1;
      return answer();
    },
    frames: new Set([(f) => frames.push(f)]),
    timers: clock.timers,
    connection: {
      createSocket,
      timers: clock.timers,
      random: () => 1,
      isOnline: () => true,
      onlineEvents: undefined,
    },
  });
  return { watcher, sockets, clock, totals, frames, asked: () => asked, last };
}

describe("the unread dot's watcher", () => {
  it("follows the hub's unread frames, and passes new-message frames on to the chat page", async () => {
    const { watcher, last, totals, frames, asked } = setup([() => Promise.resolve(0)]);
    watcher.start();
    expect(last().url).toMatch(/\/ws\/me$/);
    await flush();
    expect(totals).toEqual([0]);
    last().open();
    last().receive({ type: "unread", total: 2, conversations: 1 });
    const conversation = {
      type: "conversation" as const,
      conversationId: "c-1",
      seq: 5,
      senderId: "someone",
      preview: "Hello",
      createdAt: "2026-11-25T10:00:00Z",
    };
    last().receive(conversation);
    last().receive({ type: "unread", total: 0, conversations: 0 });
    expect(totals).toEqual([0, 2, 0]);
    expect(frames).toContainEqual(conversation);
    // The hub counts: no lookups while it does.
    expect(asked()).toBe(1);
    watcher.stop();
  });

  it("asks the conversation list while the hub is not open, and again a second after a change", async () => {
    const { watcher, last, clock, totals, asked } = setup([
      () => Promise.resolve(0),
      () => Promise.resolve(3),
      () => Promise.resolve(1),
    ]);
    watcher.start();
    await flush();
    last().open();
    last().drop();
    await flush();
    expect(totals).toEqual([0, 3]);
    clock.advance(500);
    last().open();
    // The hub is open but has said nothing about unread messages: a new message is re-checked after 1 s.
    last().receive({
      type: "conversation",
      conversationId: "c-1",
      seq: 6,
      senderId: "someone",
      preview: "Hi",
      createdAt: "2026-11-25T10:00:00Z",
    });
    clock.advance(UNREAD_RECHECK_MS - 1);
    expect(asked()).toBe(2);
    clock.advance(1);
    await flush();
    expect(totals).toEqual([0, 3, 1]);
    watcher.stop();
  });

  it("keeps quiet when the lookup fails (no dot, no error), and tries again later", async () => {
    const { watcher, clock, totals, asked } = setup([
      () => Promise.reject(new Error("network")),
      () => Promise.resolve(4),
    ]);
    watcher.start();
    await flush();
    expect(totals).toEqual([]);
    clock.advance(UNREAD_FALLBACK_MS);
    await flush();
    expect(asked()).toBe(2);
    expect(totals).toEqual([4]);
    watcher.stop();
  });
});
