import { Link, useLocation } from "react-router";
import { useAuth } from "../../auth/context";
import { ClockIcon } from "../icons";

export const PENDING_HOST_TEXT =
  "Your host application is under review. Until it is approved, travelers cannot find your profile or book with you.";

/**
 * Spec §4 "a pending host access banner": shown to a host whose application is still pending, on every page but
 * the one that already explains it (/profile-under-review). Pages may also place it themselves.
 */
export function PendingHostBanner() {
  const { profile } = useAuth();
  const { pathname } = useLocation();
  if (profile?.host?.status !== "pending" || pathname === "/profile-under-review") return null;
  return (
    <aside
      aria-label="Host application"
      className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
        <ClockIcon width={18} height={18} className="shrink-0" />
        <p className="flex-1">{PENDING_HOST_TEXT}</p>
        <Link to="/profile-under-review" className="font-semibold underline underline-offset-2">
          See your application
        </Link>
      </div>
    </aside>
  );
}
