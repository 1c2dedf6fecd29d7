import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { MeProfile } from "../../../../domain/api/account";
import { pageTitle } from "../../../../domain/titles";
import { FormSection } from "../../components/form/FormSection";
import { ProfileCompleteNotice } from "../../components/profile-form/ProfileCompleteNotice";
import { BioField, HostTypeField, LanguagesField } from "../../components/profile-form/ProfileFields";
import { PageSkeleton } from "../../components/Skeletons";
import { buttonClass } from "../../components/ui/Button";
import { call, urlFor } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { DetailsFields, DetailsForm, detailsPatch, useDetailsForm } from "./profile-details";
import { ConversationsSetting, EditPageFrame, ProfileLoadFailed, useEditor } from "./profile-parts";

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

function HostProfileForm({
  profile,
  refreshProfile,
  onComplete,
}: {
  profile: MeProfile;
  refreshProfile: () => Promise<void>;
  onComplete: () => void;
}) {
  const form = useDetailsForm({
    profile,
    kind: "host",
    refreshProfile,
    onComplete,
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
  const fields = { formId: FORM_ID, draft: form.draft, errors: form.errors, update: form.update };

  return (
    <DetailsForm
      label="Your host profile"
      formId={FORM_ID}
      form={form}
      actions={
        approved &&
        profile.profile_slug && (
          <Link
            to={`/host/${encodeURIComponent(profile.profile_slug)}`}
            className={`${buttonClass({ variant: "secondary" })} w-full sm:w-auto`}
          >
            View your public page
          </Link>
        )
      }
    >
      <DetailsFields {...fields} base="/host" />
      <HostTypeField {...fields} />
      <BioField {...fields} />
      <LanguagesField {...fields} />
    </DetailsForm>
  );
}

/** /edit-profile (hosts): what travelers see on /host/{slug}, and the receive-new-conversations switch. */
export function Component() {
  usePageTitle(pageTitle("Edit your host profile"));
  const editor = useEditor("host");
  const [complete, setComplete] = useState(false);
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
      {complete && <ProfileCompleteNotice kind="host" approved={status === "approved"} />}
      <FormSection id="host-details-title" title="Your profile">
        {/* Re-mounted when the saved profile changes identity (another account in the same tab). */}
        <HostProfileForm
          key={profile.user_id}
          profile={profile}
          refreshProfile={auth.refreshProfile}
          onComplete={() => setComplete(true)}
        />
      </FormSection>
      <FormSection id="host-messages-title" title="Messages">
        <ConversationsSetting />
      </FormSection>
    </EditPageFrame>
  );
}
