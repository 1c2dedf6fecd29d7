import { useState } from "react";
import { useLocation } from "react-router";
import type { MeProfile } from "../../../../domain/api/account";
import { pageTitle } from "../../../../domain/titles";
import { FormSection } from "../../components/form/FormSection";
import {
  isProfileCompleteState,
  ProfileCompleteNotice,
  TRIP_REQUEST_SECTION_ID,
} from "../../components/profile-form/ProfileCompleteNotice";
import { PageSkeleton } from "../../components/Skeletons";
import { call, urlFor } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { DetailsFields, DetailsForm, detailsPatch, useDetailsForm } from "./profile-details";
import { ConversationsSetting, EditPageFrame, ProfileLoadFailed, useEditor } from "./profile-parts";
import { TripRequestSection } from "./TripRequestForm";

const FORM_ID = "traveler-profile";

/** /traveler/{profile_slug}, or the user id while there is no slug. */
const travelerPath = (p: MeProfile) => `/traveler/${encodeURIComponent(p.profile_slug || p.user_id)}`;

function TravelerProfileForm({
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
    kind: "traveler",
    refreshProfile,
    onComplete,
    save: async (d) => {
      const saved = await call("PATCH /api/me/profile", { body: detailsPatch(d, profile) });
      return {
        paths: [
          urlFor("GET /api/travelers"),
          urlFor("GET /api/travelers/:idOrSlug", { params: { idOrSlug: saved.profile_slug || saved.user_id } }),
        ],
        queryKeys: ["travelers", "traveler"],
      };
    },
  });

  return (
    <DetailsForm label="Your traveler profile" formId={FORM_ID} form={form}>
      <DetailsFields formId={FORM_ID} draft={form.draft} errors={form.errors} update={form.update} base="/traveler" />
    </DetailsForm>
  );
}

/**
 * /edit-traveler-profile (the mobile drawer's "Edit Trip Request"): the traveler's profile, the receive-new-
 * conversations switch and the trip request shown on /travelers and their traveler page.
 */
export function Component() {
  usePageTitle(pageTitle("Edit your profile"));
  const editor = useEditor("traveler");
  // Arriving from /complete-profile or the wizard, or the first save that completes the profile, confirms it.
  const { state } = useLocation();
  const [complete, setComplete] = useState(() => isProfileCompleteState(state));
  if (editor.state === "loading") return <PageSkeleton />;
  if (editor.state === "failed") return <ProfileLoadFailed retry={editor.retry} />;
  const { profile, auth } = editor;
  return (
    <EditPageFrame
      title="Edit your profile"
      intro="Hosts see your first name, the initial of your last name, where you live and your trip request."
    >
      {complete && <ProfileCompleteNotice kind="traveler" />}
      <FormSection id="traveler-details-title" title="Your profile">
        <TravelerProfileForm
          key={profile.user_id}
          profile={profile}
          refreshProfile={auth.refreshProfile}
          onComplete={() => setComplete(true)}
        />
      </FormSection>
      <FormSection id="traveler-messages-title" title="Messages">
        <ConversationsSetting />
      </FormSection>
      <FormSection
        id={TRIP_REQUEST_SECTION_ID}
        title="Your trip request"
        intro="Where you want to go, when and with how many people: hosts who work there can offer to help."
      >
        <TripRequestSection key={profile.user_id} publicPath={travelerPath(profile)} />
      </FormSection>
    </EditPageFrame>
  );
}
