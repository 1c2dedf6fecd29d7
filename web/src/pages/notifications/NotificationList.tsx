import { Link } from "react-router";
import type { NotificationItem } from "../../../../domain/api/notifications";
import { safeReturnPath } from "../../../../domain/return-path";
import { markRead } from "./notifications-data";

const MINUTE = 60_000;
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Just now", "5 min ago", "3 h ago", else the date and time ("26 Nov, 14:05"). */
export function whenLabel(iso: string, now = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  if (ago < MINUTE) return "Just now";
  if (ago < 60 * MINUTE) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < 24 * 60 * MINUTE) return `${Math.floor(ago / (60 * MINUTE))} h ago`;
  return dateTime.format(new Date(iso));
}

/**
 * Notifications as a list of links to their places: unread ones stand out (a dot, bold title, and "Unread" for
 * screen readers); opening one marks it read.
 */
export function NotificationList({ items, compact = false }: { items: NotificationItem[]; compact?: boolean }) {
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-800" data-testid="notification-list">
      {items.map((n) => (
        <li key={n.id}>
          <Link
            to={safeReturnPath(n.link) ?? "/notifications"}
            onClick={() => !n.read && markRead(n.id)}
            data-read={n.read}
            className={`flex gap-3 hover:bg-stone-50 dark:hover:bg-stone-800/60 ${compact ? "px-4 py-3" : "px-4 py-4 sm:px-5"} ${
              n.read ? "" : "bg-brand-50/60 dark:bg-stone-800/40"
            }`}
          >
            <span
              aria-hidden="true"
              className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.read ? "bg-transparent" : "bg-brand-700 dark:bg-brand-300"}`}
            />
            <span className="min-w-0 flex-1">
              <span
                className={`block text-stone-900 dark:text-white ${n.read ? "font-medium" : "font-semibold"} ${compact ? "text-sm" : ""}`}
              >
                {!n.read && <span className="sr-only">Unread: </span>}
                {n.title}
              </span>
              {n.body && (
                <span
                  className={`mt-0.5 block text-stone-600 dark:text-stone-300 ${compact ? "line-clamp-2 text-sm" : "text-sm sm:text-base"}`}
                >
                  {n.body}
                </span>
              )}
              <time dateTime={n.createdAt} className="mt-1 block text-xs text-stone-600 dark:text-stone-400">
                {whenLabel(n.createdAt)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Grey rows while the list loads. */
export function NotificationListSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-stone-200 dark:divide-stone-800">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <div key={i} aria-hidden="true" className="flex gap-3 px-4 py-4">
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-stone-200 dark:bg-stone-800" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-2/3 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
            <span className="block h-3 w-full animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
            <span className="block h-3 w-20 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
          </span>
        </div>
      ))}
    </div>
  );
}
