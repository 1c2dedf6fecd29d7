import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAuth } from "../../auth/context";
import { PageSkeleton } from "../../components/Skeletons";
import { buttonClass } from "../../components/ui/Button";

export type HostAccess =
  | { state: "loading" }
  | { state: "not-host" }
  | { state: "inactive"; status: "rejected" | "suspended" }
  | { state: "host"; approved: boolean };

/**
 * Who may manage listings: hosts whose application is pending (drafts only) or approved (they also publish).
 * A signed-out visitor is sent to / by the auth provider (protected path); until then this reads "loading".
 */
export function useHostAccess(): HostAccess {
  const auth = useAuth();
  if (auth.status !== "signed-in" || auth.profileLoading) return { state: "loading" };
  const host = auth.profile?.host;
  if (!host) return { state: "not-host" };
  if (host.status === "rejected" || host.status === "suspended") return { state: "inactive", status: host.status };
  return { state: "host", approved: host.status === "approved" };
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="font-display text-3xl font-semibold text-stone-900 dark:text-white">{title}</h1>
      {children}
    </section>
  );
}

/** What someone who cannot manage listings sees instead: why, and where to go. */
export function HostAccessNotice({ access }: { access: Exclude<HostAccess, { state: "host" }> }) {
  if (access.state === "loading") return <PageSkeleton />;
  if (access.state === "not-host") {
    return (
      <Notice title="Listings are for hosts">
        <p className="text-stone-600 dark:text-stone-300">
          Local guides, drivers, tour operators and car owners publish tours and services here once we have verified
          them. Tell us about yourself to become a host.
        </p>
        <Link to="/become-host" className={buttonClass()}>
          Become a host
        </Link>
      </Notice>
    );
  }
  return (
    <Notice title="Your listings are on hold">
      <p className="text-stone-600 dark:text-stone-300">
        {access.status === "rejected"
          ? "Your host application was not approved, so you can't create or change listings."
          : "Your host profile is suspended, so you can't create or change listings."}
      </p>
      <Link to="/profile-under-review" className={buttonClass({ variant: "secondary" })}>
        See your application
      </Link>
    </Notice>
  );
}
