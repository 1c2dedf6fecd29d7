import { Link } from "react-router";
import { CountryField, draftFrom, NameField } from "../../components/profile-form/ProfileFields";
import { useStableNavigate } from "../../lib/navigate";
import { OnePageProfileForm, type ProfileFormProps, ProfileSetupPage } from "./profile-setup";

/**
 * The minimum: role, first name, country. A traveler is done with that; a host application needs more for the
 * review (bio, languages, what they offer), so a host continues on /complete-profile with these answers kept.
 */
function SimpleProfileForm({ profile, user }: ProfileFormProps) {
  const navigate = useStableNavigate();
  return (
    <OnePageProfileForm
      formId="simple-profile"
      screen="simple"
      initial={() => draftFrom(profile, user)}
      hostSubmitLabel="Continue"
      submitValid={(draft, save) => {
        if (draft.account_type === "host") navigate("/complete-profile", { state: { draft } });
        else void save(draft);
      }}
    >
      {(fields) => (
        <>
          <NameField field="first_name" {...fields} />
          {fields.draft.account_type && <CountryField {...fields} />}
          {fields.draft.account_type === "host" && (
            <p className="text-sm text-stone-600 dark:text-stone-300">
              Hosts tell travelers a little more (what you offer, languages, a short bio) on the next page, so our team
              can review the application.
            </p>
          )}
        </>
      )}
    </OnePageProfileForm>
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
