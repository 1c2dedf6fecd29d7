import { Link, useLocation } from "react-router";
import { type DashboardResponse, HOST_PROFILE_PAGE, TRAVELER_PROFILE_PAGE } from "../../../../domain/dashboard";
import { HOST_TYPE_LABEL } from "../../../../domain/people";
import { pageTitle } from "../../../../domain/titles";
import { useSignedIn } from "../../auth/useSignedIn";
import { AccountCard } from "../../components/AccountCard";
import { LoadError } from "../../components/PageStates";
import { buttonClass } from "../../components/ui/Button";
import { usePageTitle } from "../../lib/page-title";
import { BookingsPanel, MessagesPanel } from "./ActivityPanels";
import { CompletenessPanel } from "./CompletenessPanel";
import { DashboardSkeleton } from "./DashboardSkeleton";
import { isNoProfile, useDashboard } from "./dashboard-query";
import { ListingsPanel } from "./ListingsPanel";
import { TripRequestPanel } from "./TripRequestPanel";
import { VerificationPanel } from "./VerificationPanel";

function Heading({ data }: { data: DashboardResponse }) {
  const host = data.role === "host";
  return (
    <header className="space-y-1">
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">
        {host ? "Host dashboard" : "Your dashboard"}
      </h1>
      <p className="text-stone-600 dark:text-stone-300">
        {data.first_name ? `Welcome back, ${data.first_name}.` : "Welcome back."}
        {host && data.host_type ? ` ${HOST_TYPE_LABEL[data.host_type]}.` : ""}
      </p>
    </header>
  );
}

function HostDashboard({ data }: { data: DashboardResponse }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {data.verification && <VerificationPanel verification={data.verification} publicPath={data.public_path} />}
      <CompletenessPanel completeness={data.completeness} editPath={HOST_PROFILE_PAGE} />
      {data.listings && (
        <div className="min-w-0 lg:col-span-2">
          <ListingsPanel listings={data.listings} />
        </div>
      )}
      <MessagesPanel messages={data.messages} side="host" />
      <BookingsPanel bookings={data.bookings} side="host" />
    </div>
  );
}

function TravelerDashboard({ data }: { data: DashboardResponse }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <CompletenessPanel completeness={data.completeness} editPath={TRAVELER_PROFILE_PAGE} />
      <TripRequestPanel trip={data.trip_request} />
      <MessagesPanel messages={data.messages} side="traveler" />
      <BookingsPanel bookings={data.bookings} side="traveler" />
    </div>
  );
}

function NoProfile() {
  return (
    <AccountCard title="Finish setting up your account">
      <div className="space-y-4">
        <p className="text-stone-700 dark:text-stone-200">
          Your dashboard appears once you have told us who you are: a traveler, or a local host.
        </p>
        <Link to="/complete-profile" className={buttonClass()}>
          Complete your profile
        </Link>
      </div>
    </AccountCard>
  );
}

/** /dashboard and /host-dashboard: the state of the signed-in person's own account (host or traveler). */
export function Component() {
  const { pathname } = useLocation();
  const auth = useSignedIn();
  const query = useDashboard(auth !== null);
  const role = query.data?.role ?? (pathname.startsWith("/host-dashboard") ? "host" : "traveler");
  usePageTitle(pageTitle(role === "host" ? "Host dashboard" : "Dashboard"));

  if (!auth || query.isPending) return <DashboardSkeleton />;
  if (query.isError) {
    if (isNoProfile(query.error)) return <NoProfile />;
    return (
      <LoadError
        variant="page"
        title="We couldn't load your dashboard."
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  const data = query.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <Heading data={data} />
      {data.role === "host" ? <HostDashboard data={data} /> : <TravelerDashboard data={data} />}
    </div>
  );
}
