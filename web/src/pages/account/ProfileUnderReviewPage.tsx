import { Link, useLocation } from "react-router";
import type { MeProfile } from "../../../../domain/api/account";
import { BRAND } from "../../../../domain/brand";
import { formatDate } from "../../../../domain/date-range";
import { HOST_TYPE_LABEL } from "../../../../domain/people";
import { pageTitle } from "../../../../domain/titles";
import { useSignedIn } from "../../auth/useSignedIn";
import { AccountCard } from "../../components/AccountCard";
import { ShieldCheckIcon } from "../../components/icons";
import { LoadError } from "../../components/PageStates";
import { isProfileCompleteState, ProfileCompleteNotice } from "../../components/profile-form/ProfileCompleteNotice";
import { PageSkeleton } from "../../components/Skeletons";
import { buttonClass } from "../../components/ui/Button";
import { usePageTitle } from "../../lib/page-title";
import { DeleteAccountLink } from "./profile-setup";

type HostStatus = NonNullable<MeProfile["host"]>["status"];

const STATUS: Record<HostStatus, { label: string; tone: string }> = {
  pending: { label: "Pending review", tone: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
  approved: { label: "Approved", tone: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50" },
  rejected: { label: "Not approved", tone: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100" },
  suspended: { label: "Suspended", tone: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100" },
};

const NEXT_STEPS = [
  "Our team reads your application and checks your details, usually within two working days.",
  "If we need anything else, such as a guide licence or an ID document, we will e-mail you.",
  "Once you are approved, your profile gets the Verified badge, travelers can find and message you, and you can publish tours and services from your dashboard.",
];

function Summary({ profile, host }: { profile: MeProfile; host: NonNullable<MeProfile["host"]> }) {
  const rows = [
    { label: "Name", value: [profile.first_name, profile.last_name].filter(Boolean).join(" ") },
    { label: "Host type", value: HOST_TYPE_LABEL[host.host_type] },
    { label: "Location", value: [profile.city, profile.country].filter(Boolean).join(", ") },
    { label: "Languages", value: host.languages?.join(", ") ?? "" },
    { label: "About you", value: host.bio ?? "" },
    { label: "Submitted", value: host.created_at ? formatDate(host.created_at) : "" },
  ].filter((r) => r.value);
  return (
    <dl className="divide-y divide-stone-200 dark:divide-stone-800">
      {rows.map((r) => (
        <div key={r.label} className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-stone-600 dark:text-stone-300">{r.label}</dt>
          <dd className="break-words whitespace-pre-line text-stone-900 dark:text-white">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusText({ host }: { host: NonNullable<MeProfile["host"]> }) {
  switch (host.status) {
    case "pending":
      return <p>Thank you for applying. Your application is waiting for our team's review.</p>;
    case "approved":
      return (
        <p>
          Your application was approved: travelers can now find you.{" "}
          <Link
            to="/dashboard"
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
          >
            Go to your dashboard
          </Link>
        </p>
      );
    case "rejected":
      return (
        <>
          <p>We could not approve your application.</p>
          {host.rejection_reason && (
            <p className="mt-2">
              <span className="font-semibold">Reason: </span>
              {host.rejection_reason}
            </p>
          )}
          <p className="mt-2">
            Questions? Write to us at{" "}
            <a href={`mailto:${BRAND.supportEmail}`} className="font-semibold underline underline-offset-2">
              {BRAND.supportEmail}
            </a>
            .
          </p>
        </>
      );
    case "suspended":
      return <p>Your host profile is suspended. Our team has e-mailed you the details.</p>;
  }
}

/** Someone who never applied: the way to apply (or to finish their profile first), not the applicants' page. */
function NoApplication({ profile }: { profile: MeProfile }) {
  if (!profile.user_type) {
    return (
      <div className="space-y-4">
        <p>You have not applied to host yet. Complete your profile first: you can apply to host from there.</p>
        <Link to="/complete-profile" className={buttonClass()}>
          Complete your profile
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p>
        You have not applied to host. Guides, drivers, tour operators and rental car providers can apply: we check every
        host before travelers can book.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/become-host" className={buttonClass()}>
          Become a host
        </Link>
        <Link to="/hosts" className={buttonClass({ variant: "secondary" })}>
          Browse hosts
        </Link>
      </div>
    </div>
  );
}

function Application({ profile }: { profile: MeProfile }) {
  const host = profile.host;
  if (!host) return <NoApplication profile={profile} />;
  const status = STATUS[host.status];
  return (
    <div className="space-y-8">
      <section aria-labelledby="review-status" className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="review-status" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
            Status
          </h2>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${status.tone}`}>{status.label}</span>
        </div>
        <div className="text-stone-700 dark:text-stone-200">
          <StatusText host={host} />
        </div>
      </section>
      {host.status === "pending" && (
        <section aria-labelledby="review-next" className="space-y-3">
          <h2 id="review-next" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
            What happens next
          </h2>
          <ol className="space-y-3">
            {NEXT_STEPS.map((text, n) => (
              <li key={text} className="flex gap-3 text-stone-700 dark:text-stone-200">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800 dark:bg-stone-800 dark:text-brand-200"
                >
                  {n + 1}
                </span>
                <span>{text}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-labelledby="review-summary" className="space-y-1">
        <h2 id="review-summary" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
          Your application
        </h2>
        <Summary profile={profile} host={host} />
      </section>
    </div>
  );
}

/**
 * /profile-under-review: a host applicant's status, what happens next, and what they sent; someone who never applied
 * is offered to.
 */
export function Component() {
  usePageTitle(pageTitle("Application under review"));
  const auth = useSignedIn();
  const { state } = useLocation();
  if (!auth || auth.profileLoading) return <PageSkeleton />;
  const pending = auth.profile?.host?.status === "pending";
  const applied = Boolean(auth.profile?.host);
  return (
    <AccountCard
      title={pending ? "Your profile is under review" : "Your host application"}
      intro={
        <p className="flex items-start gap-2">
          <ShieldCheckIcon width={20} height={20} className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-200" />
          Every host on the marketplace is checked by a person before travelers can book.
        </p>
      }
    >
      {applied && isProfileCompleteState(state) && (
        <div className="mb-8">
          <ProfileCompleteNotice kind="host" approved={auth.profile?.host?.status === "approved"} />
        </div>
      )}
      {auth.profile ? (
        <Application profile={auth.profile} />
      ) : (
        <LoadError title="We couldn't load your application." onRetry={() => void auth.refreshProfile()} />
      )}
      {applied && <WhileYouWait />}
      {/* Someone who never applied has nothing to change their mind about; one who has not finished may leave. */}
      {applied ? (
        <DeleteAccountLink lead="Changed your mind about hosting?" />
      ) : (
        !auth.profile?.user_type && auth.profile && <DeleteAccountLink />
      )}
    </AccountCard>
  );
}

function WhileYouWait() {
  return (
    <nav aria-label="While you wait" className="mt-8 border-t border-stone-200 pt-6 dark:border-stone-800">
      <p className="font-semibold text-stone-900 dark:text-white">While you wait</p>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">See how other hosts present their trips.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to="/hosts" className={buttonClass({ variant: "secondary" })}>
          Browse hosts
        </Link>
        <Link to="/listings" className={buttonClass({ variant: "secondary" })}>
          Browse listings
        </Link>
        <Link to="/destinations" className={buttonClass({ variant: "secondary" })}>
          Destinations
        </Link>
      </div>
    </nav>
  );
}
