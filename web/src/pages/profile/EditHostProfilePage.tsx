import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MeProfile } from "../../../../domain/api/account";
import { pageTitle } from "../../../../domain/meta";
import { PageSkeleton } from "../../components/Skeletons";
import { call, urlFor } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { SaveError } from "../account/account-state";
import { BioField, ErrorSummary, HostTypeField, LanguagesField, PRIMARY, SECONDARY } from "../account/ProfileFields";
import { DetailsFields, detailsPatch, useDetailsForm } from "./profile-details";
import { ConversationsSetting, EditPageFrame, ProfileLoadFailed, Section, useEditor } from "./profile-parts";

const FORM_ID = "host-profile";

const LINK = "font-semibold underline underline-offset-2";

/** What a host who is not (or no longer) approved needs to know on this page. */
const STATUS_TEXT: Partial<Record<string, ReactNode>> = {
  pending: (
    <>
      Your application is being reviewed. Your public page goes live once we approve it.{" "}
      <Link to="/profile-under-review" className={LINK}>
        See your application
      </Link>
    </>
  ),
  rejected: (
    <>
      Your application was not approved.{" "}
      <Link to="/become-host" className={LINK}>
        Update it and apply again
      </Link>
    </>
  ),
  suspended: "Your host profile is hidden from travelers. Contact support to restore it.",
};

function HostProfileForm({ profile, refreshProfile }: { profile: MeProfile; refreshProfile: () => Promise<void> }) {
  const { draft, errors, update, saving, error, submit } = useDetailsForm({
    formId: FORM_ID,
    profile,
    kind: "host",
    refreshProfile,
    save: async (d) => {
      const oldSlug = profile.profile_slug;
      await call("PATCH /api/me/profile", { body: detailsPatch(d, profile) });
      if (!d.host_type) throw new Error("host type is checked before saving");
      const saved = await call("PATCH /api/me/host", {
        body: { host_type: d.host_type, bio: d.bio.trim(), languages: d.languages },
      });
      return {
        paths: [saved.profile_slug, oldSlug]
          .filter((s): s is string => Boolean(s))
          .map((slug) => urlFor("GET /api/hosts/:slug", { params: { slug } })),
        queryKeys: ["host", "hosts"],
      };
    },
  });
  const approved = profile.host?.status === "approved";
  const fields = { formId: FORM_ID, draft, errors, update };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Your host profile">
      <ErrorSummary formId={FORM_ID} errors={errors} />
      <SaveError message={error} />
      <DetailsFields {...fields} base="/host" />
      <HostTypeField {...fields} />
      <BioField {...fields} />
      <LanguagesField {...fields} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={saving} aria-busy={saving} className={`${PRIMARY} w-full sm:w-auto`}>
          {saving ? "Saving…" : "Save profile"}
        </button>
        {approved && profile.profile_slug && (
          <Link
            to={`/host/${encodeURIComponent(profile.profile_slug)}`}
            className={`${SECONDARY} w-full text-center sm:w-auto`}
          >
            View your public page
          </Link>
        )}
      </div>
    </form>
  );
}

/** /edit-profile (hosts): what travelers see on /host/{slug}, and the receive-new-conversations switch. */
export function Component() {
  usePageTitle(pageTitle("Edit your host profile"));
  const editor = useEditor("host");
  if (editor.state === "loading") return <PageSkeleton />;
  if (editor.state === "failed") return <ProfileLoadFailed retry={editor.retry} />;
  const { profile, auth } = editor;
  const status = profile.host?.status ?? "pending";
  return (
    <EditPageFrame
      title="Edit your host profile"
      intro="Travelers read this on your public page and next to each of your listings."
    >
      {STATUS_TEXT[status] && (
        <p
          role="note"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {STATUS_TEXT[status]}
        </p>
      )}
      <Section id="host-details" title="Your profile">
        {/* Re-mounted when the saved profile changes identity (another account in the same tab). */}
        <HostProfileForm key={profile.user_id} profile={profile} refreshProfile={auth.refreshProfile} />
      </Section>
      <Section id="host-messages" title="Messages">
        <ConversationsSetting />
      </Section>
    </EditPageFrame>
  );
}
