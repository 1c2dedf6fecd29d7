import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { type ProfileDraft, requiredFields, validateDraft } from "../../../../domain/profile-form";
import {
  draftFrom,
  type ProfileFormProps,
  ProfileSetupPage,
  SaveError,
  useDraft,
  useSaveProfile,
} from "./account-state";
import {
  AccountTypeField,
  BioField,
  ErrorSummary,
  focusSummary,
  HostTypeField,
  LanguagesField,
  NameAndPlaceFields,
  PRIMARY,
} from "./ProfileFields";

const FORM_ID = "complete-profile";

/** /simple-complete-profile hands a host over with what they entered there. */
function handedOver(state: unknown): Partial<ProfileDraft> {
  const draft = (state as { draft?: Partial<ProfileDraft> } | null)?.draft;
  return typeof draft === "object" && draft !== null ? draft : {};
}

function CompleteProfileForm({ profile, user }: ProfileFormProps) {
  const { state } = useLocation();
  const { draft, errors, setErrors, update } = useDraft(() => ({ ...draftFrom(profile, user), ...handedOver(state) }));
  const { save, saving, error } = useSaveProfile();
  const host = draft.account_type === "host";
  const fields = { formId: FORM_ID, draft, errors, update };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = validateDraft(draft, requiredFields("full", draft.account_type));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusSummary(FORM_ID);
    void save(draft);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Your profile">
      <ErrorSummary formId={FORM_ID} errors={errors} />
      <SaveError message={error} />
      <AccountTypeField {...fields} />
      {draft.account_type && (
        <>
          <NameAndPlaceFields {...fields} />
          {host && (
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
      )}
      <button type="submit" disabled={saving} aria-busy={saving} className={`${PRIMARY} w-full sm:w-auto`}>
        {saving ? "Saving…" : host ? "Submit application" : "Save and continue"}
      </button>
    </form>
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
