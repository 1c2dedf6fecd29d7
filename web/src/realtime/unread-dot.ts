import { useEffect, useSyncExternalStore } from "react";
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

/** Keeps the dot current for `userId` (null: nobody signed in, no dot); called once by the layout. */
export function useUnreadWatcher(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let live = true;
    void afterFirstPaint()
      .then(() => import("./unread"))
      .then((m) => {
        if (live) stop = m.watchUnread(userId, setUnreadTotal);
      })
      // A failed lookup shows no dot (spec §6: silent).
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
      setUnreadTotal(0);
    };
  }, [userId]);
}
