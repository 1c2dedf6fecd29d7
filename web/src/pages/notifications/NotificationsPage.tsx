import { Link } from "react-router";
import { NOTIFICATIONS_PAGE_SIZE } from "../../../../domain/api/notifications";
import { pageTitle } from "../../../../domain/titles";
import { useSignedIn } from "../../auth/useSignedIn";
import { EmptyState, LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { usePageTitle } from "../../lib/page-title";
import { NotificationList, NotificationListSkeleton } from "./NotificationList";
import { MarkAllReadButton } from "./NotificationsPanel";
import { useNotifications } from "./notifications-data";

const SHELL = "mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10";
const CARD = "overflow-hidden rounded-2xl bg-white ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10";

function Notifications() {
  const { query, notifications } = useNotifications(NOTIFICATIONS_PAGE_SIZE);
  if (query.isPending) return <NotificationListSkeleton label="Loading your notifications…" />;
  if (query.isError && notifications.length === 0)
    return (
      <LoadError title="Your notifications could not be loaded" error={query.error} onRetry={() => query.refetch()} />
    );
  if (notifications.length === 0)
    return (
      <EmptyState>
        No notifications yet. When someone asks to book, answers your request or writes to you, it shows up here.
      </EmptyState>
    );
  return (
    <>
      <div className={CARD}>
        <NotificationList items={notifications} />
      </div>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            busyLabel="Loading…"
            onClick={() => void query.fetchNextPage()}
            className="min-w-40"
          >
            Show older notifications
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * /notifications: every notification of the signed-in person, newest first, with the unread ones marked; opening
 * one goes to its place and marks it read. The bell opens it on phones (a dropdown shows the latest on wider screens).
 */
export function Component() {
  usePageTitle(pageTitle("Notifications"));
  const auth = useSignedIn();
  return (
    <div className={SHELL}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
            Notifications
          </h1>
          <p className="text-stone-600 dark:text-stone-300">
            Bookings, messages and news about your account.{" "}
            <Link
              to="/notification-settings"
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
            >
              Choose what you hear about
            </Link>
          </p>
        </div>
        {auth && (
          <MarkAllReadButton className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 disabled:opacity-60 dark:border-stone-700 dark:text-white dark:hover:bg-stone-800" />
        )}
      </header>
      {auth ? <Notifications /> : <NotificationListSkeleton label="Loading your notifications…" />}
    </div>
  );
}
