import { useState } from "react";
import { Link } from "react-router";
import { useToast } from "../../lib/toast";
import { useNoticeCount } from "../../realtime/unread-dot";
import { NotificationList, NotificationListSkeleton } from "./NotificationList";
import { markAllRead, useNotifications } from "./notifications-data";

/** The bell's dropdown shows this many; the rest are on /notifications. */
const PANEL_SIZE = 8;

const TEXT_BUTTON =
  "rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-200 dark:hover:bg-stone-800";

/** Mark all read: clears the bell; a refusal is said in a toast. */
export function MarkAllReadButton({ className = TEXT_BUTTON }: { className?: string }) {
  const unread = useNoticeCount();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await markAllRead();
    } catch {
      toast("Could not mark your notifications read. Try again.", "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={run}
      disabled={busy || unread === 0}
      aria-busy={busy || undefined}
      className={className}
    >
      Mark all read
    </button>
  );
}

/** The bell's dropdown (desktop): the latest notifications, mark all read, and the ways to the full list and settings. */
export function NotificationsPanel() {
  const { query, notifications } = useNotifications(PANEL_SIZE);
  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3 dark:border-stone-800">
        <h2 className="font-semibold text-stone-900 dark:text-white">Notifications</h2>
        <MarkAllReadButton />
      </div>
      <div className="max-h-[60vh] overflow-y-auto">
        {query.isPending ? (
          <NotificationListSkeleton rows={3} label="Loading your notifications…" />
        ) : query.isError ? (
          <p role="alert" className="px-4 py-6 text-sm text-stone-600 dark:text-stone-300">
            Your notifications could not be loaded.{" "}
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="font-semibold text-brand-700 underline dark:text-brand-200"
            >
              Try again
            </button>
          </p>
        ) : notifications.length === 0 ? (
          <p className="px-4 py-6 text-sm text-stone-600 dark:text-stone-300">
            Nothing new. Booking requests, messages and replies from hosts and travelers show up here.
          </p>
        ) : (
          <NotificationList items={notifications.slice(0, PANEL_SIZE)} compact />
        )}
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-stone-200 px-4 py-2.5 text-sm dark:border-stone-800">
        <Link to="/notifications" className="font-semibold text-brand-700 hover:underline dark:text-brand-200">
          See all notifications
        </Link>
        <Link to="/notification-settings" className="text-stone-700 hover:underline dark:text-stone-300">
          Settings
        </Link>
      </div>
    </div>
  );
}
