import { useEffect, useRef, useSyncExternalStore } from "react";
import type { ServerFrame } from "../../../durable-objects/protocol";
import { afterFirstPaint } from "../lib/after-paint";

/**
 * The red dot of the header's message icon and the bottom navigation's Messages tab (spec §2, §4): whether any
 * message from another person is unread. This module is part of the first load, so it only holds the value; the
 * hub connection that feeds it (./unread.ts) is imported after the first paint, once someone is signed in.
 */
let unread = 0;
const listeners = new Set<() => void>();

export function setUnreadTotal(total: number): void {
  if (total === unread) return;
  unread = total;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the signed-in person has unread messages. */
export function useUnreadDot(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unread > 0,
    () => false,
  );
}

/** The bell's count: the person's unread in-app notifications (the hub's `notices` frames; 0 when signed out). */
let notices = 0;

export function setNoticeCount(count: number): void {
  if (count === notices) return;
  notices = count;
  for (const listener of listeners) listener();
}

/** The bell's count, live. */
export function useNoticeCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => 0,
  );
}

/** A message from someone else that just arrived in one of the person's conversations (the hub's frame). */
export type ArrivedMessage = Extract<ServerFrame, { type: "conversation" }>;
/** An in-app notification the hub pushed (a booking changed…). */
export type ArrivedNotice = Extract<ServerFrame, { type: "notification" }>;

/**
 * Keeps the dot current for `userId` (null: nobody signed in, no dot); called once by the layout, which also hears
 * of each message from someone else as it arrives (`onMessage`) and of each in-app notification (`onNotice`).
 */
export function useUnreadWatcher(
  userId: string | null,
  onMessage?: (message: ArrivedMessage) => void,
  onNotice?: (notice: ArrivedNotice) => void,
  onSessionEnded?: () => void,
): void {
  const heard = useRef(onMessage);
  heard.current = onMessage;
  const told = useRef(onNotice);
  told.current = onNotice;
  const ended = useRef(onSessionEnded);
  ended.current = onSessionEnded;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let live = true;
    void afterFirstPaint()
      .then(() => import("./unread"))
      .then((m) => {
        if (!live) return;
        const stopWatching = m.watchUnread(userId, setUnreadTotal, setNoticeCount, () => ended.current?.());
        const stopHearing = m.onHubFrame((frame) => {
          if (frame.type === "conversation" && frame.senderId !== userId) heard.current?.(frame);
          else if (frame.type === "notification") told.current?.(frame);
        });
        stop = () => {
          stopHearing();
          stopWatching();
        };
      })
      // A failed lookup shows no dot (spec §6: silent).
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
      setUnreadTotal(0);
      setNoticeCount(0);
    };
  }, [userId]);
}
