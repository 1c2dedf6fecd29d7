import { Link } from "react-router";
import type { DashboardVerification } from "../../../../domain/dashboard";
import { verificationLink } from "../../../../domain/dashboard";
import { formatDate } from "../../../../domain/date-range";
import { ShieldCheckIcon } from "../../components/icons";
import { buttonClass } from "../../components/ui/Button";
import { Panel } from "./parts";

const BADGE: Record<DashboardVerification["status"], { label: string; tone: string }> = {
  pending: { label: "Pending review", tone: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
  approved: { label: "Verified", tone: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50" },
  rejected: { label: "Not approved", tone: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100" },
  suspended: { label: "Suspended", tone: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100" },
};

function Explanation({ v }: { v: DashboardVerification }) {
  switch (v.status) {
    case "approved":
      return (
        <p>
          Approved{v.approved_at ? ` on ${formatDate(v.approved_at)}` : ""}. Your profile shows the Verified badge and
          you can publish listings.
        </p>
      );
    case "pending":
      return (
        <p>
          Our team is reviewing your application. You can prepare listings as drafts; you can publish them once you are
          approved.
        </p>
      );
    case "rejected":
      return (
        <>
          <p>We could not approve your application.</p>
          {v.rejection_reason && (
            <p className="mt-2">
              <span className="font-semibold">Reason: </span>
              {v.rejection_reason}
            </p>
          )}
        </>
      );
    case "suspended":
      return <p>Your host profile is suspended, so travelers cannot see it. Our team has e-mailed you the details.</p>;
  }
}

/** A host's verification state and where to go about it. */
export function VerificationPanel({
  verification,
  publicPath,
}: {
  verification: DashboardVerification;
  publicPath: string | null;
}) {
  const badge = BADGE[verification.status];
  const next = verificationLink(verification.status);
  return (
    <Panel id="dashboard-verification" title="Verification">
      <p className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${badge.tone}`}>
        {verification.status === "approved" && <ShieldCheckIcon width={16} height={16} />}
        {badge.label}
      </p>
      <div className="mt-3 text-stone-700 dark:text-stone-200">
        <Explanation v={verification} />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {next && (
          <Link to={next.href} className={buttonClass({ variant: "secondary", size: "md" })}>
            {next.label}
          </Link>
        )}
        {publicPath && (
          <Link to={publicPath} className={buttonClass({ variant: "secondary", size: "md" })}>
            View your public profile
          </Link>
        )}
      </div>
    </Panel>
  );
}
