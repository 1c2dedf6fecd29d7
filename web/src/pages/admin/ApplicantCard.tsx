import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminHostRow } from "../../../../domain/api/admin-hosts";
import { formatDate } from "../../../../domain/date-range";
import { HOST_TYPE_LABEL } from "../../../../domain/people";
import { Avatar } from "../../components/Avatar";
import { Button, buttonClass } from "../../components/ui/Button";
import { urlFor } from "../../lib/api";

export const fullName = (h: AdminHostRow) =>
  [h.first_name, h.last_name].filter(Boolean).join(" ") || "Unnamed applicant";

export const placeOf = (h: AdminHostRow) => [h.city, h.country].filter(Boolean).join(", ") || "No place";

const SMALL_LINK = buttonClass({ variant: "secondary", size: "sm" });

/** The applicant's ID document (a new tab, with the session cookie), or the lack of one. */
export function DocumentLink({ host }: { host: AdminHostRow }) {
  return host.has_document ? (
    <a
      href={urlFor("GET /api/admin/hosts/:id/document", { params: { id: host.id } })}
      target="_blank"
      rel="noopener noreferrer"
      className={SMALL_LINK}
    >
      View ID document<span className="sr-only"> of {fullName(host)} (opens in a new tab)</span>
    </a>
  ) : (
    <p className="text-sm font-medium text-amber-800 dark:text-amber-200">No ID document uploaded</p>
  );
}

/** An approved host's public page. */
export function HostPageLink({ host }: { host: AdminHostRow }) {
  if (host.status !== "approved" || !host.profile_slug) return null;
  return (
    <Link to={`/host/${host.profile_slug}`} className={SMALL_LINK}>
      Host page<span className="sr-only"> of {fullName(host)}</span>
    </Link>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7.5rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-stone-600 dark:text-stone-300">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** A pending application with everything the review needs: photo, details, bio, ID document, the two decisions. */
export function ApplicantCard({
  host,
  busy,
  onApprove,
  onReject,
}: {
  host: AdminHostRow;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const name = fullName(host);
  const headingId = `applicant-${host.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10"
      >
        <div className="flex items-start gap-4">
          <Avatar src={host.profile_photo_url} name={name} size={72} alt={`Photo of ${name}`} />
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="font-display text-xl font-semibold text-stone-900 dark:text-white">
              {name}
            </h3>
            <p className="text-sm text-stone-600 dark:text-stone-300">
              {HOST_TYPE_LABEL[host.host_type]} · {placeOf(host)}
            </p>
            {host.email && (
              <a
                href={`mailto:${host.email}`}
                className="text-sm break-all text-brand-700 underline underline-offset-2 dark:text-brand-200"
              >
                {host.email}
              </a>
            )}
          </div>
        </div>
        <dl className="mt-4 space-y-2">
          <Detail label="Languages">{host.languages.join(", ") || "None given"}</Detail>
          <Detail label="Submitted">{formatDate(host.updated_at)}</Detail>
          <Detail label="About">
            <span className="whitespace-pre-line">{host.bio || "No bio"}</span>
          </Detail>
        </dl>
        <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4 dark:border-stone-800">
          <DocumentLink host={host} />
          <span className="ml-auto flex flex-wrap gap-2">
            <Button variant="danger-outline" size="sm" onClick={onReject} disabled={busy}>
              Reject<span className="sr-only"> {name}</span>
            </Button>
            <Button size="sm" onClick={onApprove} busy={busy}>
              Approve<span className="sr-only"> {name}</span>
            </Button>
          </span>
        </div>
      </article>
    </li>
  );
}
