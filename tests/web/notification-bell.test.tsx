import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UNREAD_FALLBACK_MS, UnreadWatcher } from "../../web/src/realtime/unread";
import { setNoticeCount, useNoticeCount } from "../../web/src/realtime/unread-dot";
import { fakeSockets, manualTimers } from "./realtime-fakes";

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(noticeLookups: number[]) {
  const { createSocket, last } = fakeSockets();
  const clock = manualTimers();
  const counts: number[] = [];
  const frames: unknown[] = [];
  let asked = 0;
  const watcher = new UnreadWatcher({
    onTotal: () => undefined,
    fetchTotal: () => Promise.resolve(0),
    onNotices: (n) => counts.push(n),
    fetchNotices: () => Promise.resolve(noticeLookups[Math.min(asked++, noticeLookups.length - 1)] ?? 0),
    frames: new Set([(f) => frames.push(f)]),
    timers: clock.timers,
    connection: { createSocket, timers: clock.timers, random: () => 1, isOnline: () => true, onlineEvents: undefined },
  });
  return { watcher, last, clock, counts, frames, asked: () => asked };
}

function Bell() {
  return <span data-testid="count">{useNoticeCount()}</span>;
}

describe("the bell's count", () => {
  it("follows the hub's notices frames and passes notifications on, without asking the API while the hub counts", async () => {
    const { watcher, last, counts, frames, asked } = setup([9]);
    watcher.start();
    await flush();
    last().open();
    last().receive({ type: "notices", unread: 2 });
    const notice = {
      type: "notification" as const,
      id: "n-1",
      kind: "booking_requested",
      title: "New booking request",
      body: "Aisha asks to book your car.",
      link: "/my-bookings?booking=b-1",
      createdAt: "2026-11-26T10:00:00Z",
    };
    last().receive(notice);
    last().receive({ type: "notices", unread: 3 });
    last().receive({ type: "notices", unread: 0 });
    expect(counts).toEqual([2, 3, 0]);
    expect(frames).toContainEqual(notice);
    expect(frames).toContainEqual({ type: "notices", unread: 3 });
    expect(asked()).toBe(0);
    watcher.stop();
  });

  it("asks GET /api/notifications while the hub is not open, and stops once the hub counts again", async () => {
    const { watcher, last, clock, counts, asked } = setup([4, 5]);
    watcher.start();
    await flush();
    last().open();
    last().drop();
    await flush();
    expect(counts).toEqual([4]);
    clock.advance(UNREAD_FALLBACK_MS);
    await flush();
    expect(counts).toEqual([4, 5]);
    // Reconnected: the hub's count wins and the look-ups stop.
    last().open();
    last().receive({ type: "notices", unread: 1 });
    const before = asked();
    clock.advance(UNREAD_FALLBACK_MS);
    await flush();
    expect(asked()).toBe(before);
    expect(counts.at(-1)).toBe(1);
    watcher.stop();
  });

  it("is a store the header reads live", () => {
    render(<Bell />);
    expect(screen.getByTestId("count").textContent).toBe("0");
    act(() => setNoticeCount(7));
    expect(screen.getByTestId("count").textContent).toBe("7");
    act(() => setNoticeCount(0));
    expect(screen.getByTestId("count").textContent).toBe("0");
  });
});
