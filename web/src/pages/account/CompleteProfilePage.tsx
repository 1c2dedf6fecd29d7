import { useLocation } from "react-router";
import type { ProfileDraft } from "../../../../domain/profile-form";
import {
  BioField,
  draftFrom,
  HostTypeField,
  LanguagesField,
  NameAndPlaceFields,
} from "../../components/profile-form/ProfileFields";
import { OnePageProfileForm, type ProfileFormProps, ProfileSetupPage } from "./profile-setup";

/** /simple-complete-profile hands a host over with what they entered there. */
function handedOver(state: unknown): Partial<ProfileDraft> {
  const draft = (state as { draft?: Partial<ProfileDraft> } | null)?.draft;
  return typeof draft === "object" && draft !== null ? draft : {};
}

function CompleteProfileForm({ profile, user }: ProfileFormProps) {
  const { state } = useLocation();
  return (
    <OnePageProfileForm
      formId="complete-profile"
      screen="full"
      initial={() => ({ ...draftFrom(profile, user), ...handedOver(state) })}
      hostSubmitLabel="Submit application"
    >
      {(fields) =>
        fields.draft.account_type && (
          <>
            <NameAndPlaceFields {...fields} />
            {fields.draft.account_type === "host" && (
              <>
                <HostTypeField {...fields} />
                <BioField {...fields} />
                <LanguagesField {...fields} />
                <p className="text-sm text-stone-600 dark:text-stone-300">
                  Our team reviews every host application, usually within two working days. We'll e-mail you the result.
                </p>
              </>
            )}
          </>
        )
      }
    </OnePageProfileForm>
  );
}

/** /complete-profile: choose host or traveler and give the details that role needs. */
export function Component() {
  return (
    <ProfileSetupPage
      documentTitle="Complete your profile"
      title="Complete your profile"
      intro="Tell us whether you are here to travel or to host, and a little about yourself."
      Form={CompleteProfileForm}
    />
  );
}
