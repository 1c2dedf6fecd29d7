import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { requiredFields, validateDraft } from "../../../../domain/profile-form";
import {
  draftFrom,
  type ProfileFormProps,
  ProfileSetupPage,
  SaveError,
  useDraft,
  useSaveProfile,
} from "./account-state";
import { AccountTypeField, CountryField, ErrorSummary, focusSummary, NameField, PRIMARY } from "./ProfileFields";

const FORM_ID = "simple-profile";

/**
 * The minimum: role, first name, country. A traveler is done with that; a host application needs more for the
 * review (bio, languages, what they offer), so a host continues on /complete-profile with these answers kept.
 */
function SimpleProfileForm({ profile, user }: ProfileFormProps) {
  const navigate = useNavigate();
  const { draft, errors, setErrors, update } = useDraft(() => draftFrom(profile, user));
  const { save, saving, error } = useSaveProfile();
  const host = draft.account_type === "host";
  const fields = { formId: FORM_ID, draft, errors, update };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = validateDraft(draft, requiredFields("simple", draft.account_type));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusSummary(FORM_ID);
    if (host) navigate("/complete-profile", { state: { draft } });
    else void save(draft);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Your profile">
      <ErrorSummary formId={FORM_ID} errors={errors} />
      <SaveError message={error} />
      <AccountTypeField {...fields} />
      <NameField field="first_name" {...fields} />
      {draft.account_type && <CountryField {...fields} />}
      {host && (
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Hosts tell travelers a little more (what you offer, languages, a short bio) on the next page, so our team can
          review the application.
        </p>
      )}
      <button type="submit" disabled={saving} aria-busy={saving} className={`${PRIMARY} w-full sm:w-auto`}>
        {saving ? "Saving…" : host ? "Continue" : "Save and continue"}
      </button>
    </form>
  );
}

/** /simple-complete-profile: the shortest way to a usable account. */
export function Component() {
  return (
    <ProfileSetupPage
      documentTitle="Quick profile"
      title="Just the basics"
      intro={
        <>
          Three answers and you are in. You can add more later, or{" "}
          <Link
            to="/complete-profile"
            className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
          >
            fill in your full profile now
          </Link>
          .
        </>
      }
      Form={SimpleProfileForm}
    />
  );
}
