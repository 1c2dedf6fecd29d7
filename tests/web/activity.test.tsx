import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACTIVITY_DEBOUNCE_MS, ACTIVITY_INTERVAL_MS, startActivityHeartbeat } from "../../web/src/auth/activity";
import { reportActivity, resetActivityReports } from "../../web/src/auth/profile";
import { makeProfile, makeUser, rememberSession, renderAuthApp } from "./auth-harness";
import { json } from "./render";

/** The activity heartbeat (spec §4/§7/§9): what reaches POST /api/me/activity, and when. */

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
let visibility: DocumentVisibilityState = "visible";
let stop: (() => void) | null = null;

/** The calls made so far: is_online of each, and whether it was a keepalive request. */
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe("/api/me/activity");
    expect(init?.method).toBe("POST");
    return { online: JSON.parse(String(init?.body)).is_online as boolean, keepalive: Boolean(init?.keepalive) };
  });

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
};

const press = () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") });
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  visibility = "visible";
  resetActivityReports();
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
});

describe("activity heartbeat", () => {
  it("waits until events have stopped for 2 s, then marks the person online once", async () => {
    stop = startActivityHeartbeat();
    press();
    await vi.advanceTimersByTimeAsync(1500);
    window.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("scroll"));
    await vi.advanceTimersByTimeAsync(ACTIVITY_DEBOUNCE_MS - 1);
    expect(calls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toEqual([{ online: true, keepalive: false }]);
  });

  it("sends at most one online report per 5 minutes, counting the sign-in's own report", async () => {
    await reportActivity(true); // what AuthProvider sends after sign-in
    stop = startActivityHeartbeat();
    for (let minute = 0; minute < 4; minute++) {
      press();
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(calls()).toHaveLength(1);
    // Five minutes after the sign-in's report, the next activity marks them online again…
    await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS - 4 * 60_000);
    press();
    await vi.advanceTimersByTimeAsync(ACTIVITY_DEBOUNCE_MS);
    expect(calls()).toEqual([
      { online: true, keepalive: false },
      { online: true, keepalive: false },
    ]);
    // …and then nothing again for another five minutes.
    press();
    await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS - 10_000);
    press();
    await vi.advanceTimersByTimeAsync(ACTIVITY_DEBOUNCE_MS);
    expect(calls()).toHaveLength(2);
  });

  it("does nothing while nobody touches the page", async () => {
    stop = startActivityHeartbeat();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(calls()).toEqual([]);
  });

  it("going hidden marks the person offline with a keepalive request, once; pagehide after it adds nothing", async () => {
    await reportActivity(true);
    stop = startActivityHeartbeat();
    setVisibility("hidden");
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls()).toEqual([
      { online: true, keepalive: false },
      { online: false, keepalive: true },
    ]);
  });

  it("pagehide alone (the tab is closed) marks the person offline", async () => {
    stop = startActivityHeartbeat();
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([{ online: false, keepalive: true }]);
  });

  it("a pending report is dropped when the page goes hidden; coming back after 5 minutes marks them online", async () => {
    await reportActivity(true);
    stop = startActivityHeartbeat();
    await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS);
    press();
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(ACTIVITY_DEBOUNCE_MS * 2);
    expect(calls().map((c) => c.online)).toEqual([true, false]);
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(ACTIVITY_DEBOUNCE_MS);
    expect(calls().map((c) => c.online)).toEqual([true, false, true]);
  });

  it("failures are only logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    stop = startActivityHeartbeat();
    press();
    await vi.advanceTimersByTimeAsync(ACTIVITY_DEBOUNCE_MS);
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls().map((c) => c.online)).toEqual([true, false]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("stops listening when stopped (sign-out)", async () => {
    startActivityHeartbeat()();
    press();
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(ACTIVITY_INTERVAL_MS);
    expect(calls()).toEqual([]);
  });
});

describe("the heartbeat in the app", () => {
  it("runs while signed in: the sign-in marks the person online and leaving the page marks them offline", async () => {
    vi.useRealTimers();
    rememberSession();
    const { callsTo } = renderAuthApp("/hosts", (call) => {
      if (call.url === "/auth/v1/user") return json(makeUser());
      if (call.url === "/api/me/profile") return json(makeProfile());
      return undefined;
    });
    await screen.findByRole("heading", { name: "Hosts" });
    // Leaving the page, again and again until the heartbeat is listening: one offline report all the same.
    await waitFor(() => {
      window.dispatchEvent(new Event("pagehide"));
      expect(callsTo("POST", "/api/me/activity")).toHaveLength(2);
    });
    expect(callsTo("POST", "/api/me/activity").map((c) => c.body)).toEqual([{ is_online: true }, { is_online: false }]);
  });

  it("does not run for a signed-out visitor", async () => {
    vi.useRealTimers();
    const { callsTo } = renderAuthApp("/hosts");
    await screen.findByRole("heading", { name: "Hosts" });
    window.dispatchEvent(new Event("pagehide"));
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo("POST", "/api/me/activity")).toEqual([]);
  });
});
