import type { MeProfile } from "../../../../domain/api/account";
import { pageTitle } from "../../../../domain/titles";
import { FormSection } from "../../components/form/FormSection";
import { PageSkeleton } from "../../components/Skeletons";
import { call, urlFor } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { DetailsFields, DetailsForm, detailsPatch, useDetailsForm } from "./profile-details";
import { ConversationsSetting, EditPageFrame, ProfileLoadFailed, useEditor } from "./profile-parts";
import { TripRequestSection } from "./TripRequestForm";

const FORM_ID = "traveler-profile";

/** /traveler/{profile_slug}, or the user id while there is no slug. */
const travelerPath = (p: MeProfile) => `/traveler/${encodeURIComponent(p.profile_slug || p.user_id)}`;

function TravelerProfileForm({ profile, refreshProfile }: { profile: MeProfile; refreshProfile: () => Promise<void> }) {
  const form = useDetailsForm({
    profile,
    kind: "traveler",
    refreshProfile,
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
  if (editor.state === "loading") return <PageSkeleton />;
  if (editor.state === "failed") return <ProfileLoadFailed retry={editor.retry} />;
  const { profile, auth } = editor;
  return (
    <EditPageFrame
      title="Edit your profile"
      intro="Hosts see your first name, the initial of your last name, where you live and your trip request."
    >
      <FormSection id="traveler-details-title" title="Your profile">
        <TravelerProfileForm key={profile.user_id} profile={profile} refreshProfile={auth.refreshProfile} />
      </FormSection>
      <FormSection id="traveler-messages-title" title="Messages">
        <ConversationsSetting />
      </FormSection>
      <FormSection
        id="trip-title"
        title="Your trip request"
        intro="Where you want to go, when and with how many people: hosts who work there can offer to help."
      >
        <TripRequestSection key={profile.user_id} publicPath={travelerPath(profile)} />
      </FormSection>
    </EditPageFrame>
  );
}
