import type { ComponentType, FormEvent, ReactNode } from "react";
import { useState } from "react";
import { Link } from "react-router";
import type { MeProfile } from "../../../../domain/api/account";
import type { AuthUser } from "../../../../domain/api/auth";
import {
  hostApplication,
  type ProfileDraft,
  requiredFields,
  travelerPatch,
  validateDraft,
} from "../../../../domain/profile-form";
import { pageTitle } from "../../../../domain/titles";
import { useAuth } from "../../auth/context";
import { forgetReturnPath, pendingReturnPath } from "../../auth/return-path";
import { useSignedIn } from "../../auth/useSignedIn";
import { AccountCard } from "../../components/AccountCard";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { errorText, FormError } from "../../components/form/FormError";
import { useFormDraft } from "../../components/form/useFormDraft";
import type { ProfileCompleteState } from "../../components/profile-form/ProfileCompleteNotice";
import { AccountTypeField, type FieldProps, fieldId } from "../../components/profile-form/ProfileFields";
import { PageSkeleton } from "../../components/Skeletons";
import { Button, buttonClass } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { usePageTitle } from "../../lib/page-title";

/**
 * Saves a completed profile: a traveler's details (PATCH /api/me/profile) then /edit-traveler-profile (next step: a
 * trip request), or a host application (POST /api/me/host-application) then /profile-under-review (next step: a
 * listing); either page confirms it. The profile is re-read first, so the header and
 * the routing rules know the person's type when the next page opens.
 */
export function useSaveProfile() {
  const { refreshProfile } = useAuth();
  const navigate = useStableNavigate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (draft: ProfileDraft) => {
    setSaving(true);
    setError(null);
    try {
      if (draft.account_type === "host") await call("POST /api/me/host-application", { body: hostApplication(draft) });
      else await call("PATCH /api/me/profile", { body: travelerPatch(draft) });
      await refreshProfile().catch(() => undefined);
      // A traveler who came to sign in from a page goes back to it (issue 14); otherwise the next page confirms the
      // profile and offers the next step (ProfileCompleteNotice); an applicant sees the review screen.
      const back = draft.account_type === "host" ? null : pendingReturnPath();
      forgetReturnPath();
      if (back) {
        navigate(back, { replace: true });
        return;
      }
      const completed: ProfileCompleteState = { profileComplete: true };
      navigate(draft.account_type === "host" ? "/profile-under-review" : "/edit-traveler-profile", {
        replace: true,
        state: completed,
      });
    } catch (err) {
      setError(errorText(err));
      setSaving(false);
    }
  };
  return { save, saving, error };
}

/** Shown instead of the form to someone whose profile already has a type. */
function ProfileAlreadyComplete({ profile }: { profile: MeProfile }) {
  const host = profile.user_type === "host";
  const pending = host && profile.host?.status !== "approved";
  return (
    <div className="space-y-4">
      <p className="text-stone-700 dark:text-stone-200">
        {host
          ? pending
            ? "You have already applied to host. We'll e-mail you when your application has been reviewed."
            : "Your host profile is set up."
          : "Your traveler profile is set up."}
      </p>
      <div className="flex flex-wrap gap-3">
        {host ? (
          <Link to={pending ? "/profile-under-review" : "/dashboard"} className={buttonClass()}>
            {pending ? "See your application" : "Go to your dashboard"}
          </Link>
        ) : (
          <Link to="/" className={buttonClass()}>
            Go to the home page
          </Link>
        )}
        <Link to={host ? "/edit-profile" : "/edit-traveler-profile"} className={buttonClass({ variant: "secondary" })}>
          Edit your profile
        </Link>
      </div>
    </div>
  );
}

/** The footer of the account screens: the way out for someone who signed up by mistake or changed their mind. */
export function DeleteAccountLink({ lead = "Signed up by mistake?" }: { lead?: string }) {
  return (
    <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-300">
      {lead}{" "}
      <Link
        to="/delete-account"
        className="font-medium text-stone-800 underline underline-offset-2 dark:text-stone-100"
      >
        Delete this account
      </Link>
    </p>
  );
}

/** The form of a profile-creating page, filled in from what the person already told us. */
export type ProfileFormProps = { profile: MeProfile | null; user: AuthUser | null };

/**
 * A page that creates the profile (/complete-profile, /simple-complete-profile, the registration wizard): signed-in
 * only, a skeleton while the profile loads, then `Form` (or, for someone whose profile already has a type, where to
 * go instead), with the way out below.
 */
export function ProfileSetupPage({
  documentTitle,
  title,
  intro,
  Form,
}: {
  documentTitle: string;
  title: string;
  intro: ReactNode;
  Form: ComponentType<ProfileFormProps>;
}) {
  usePageTitle(pageTitle(documentTitle));
  const auth = useSignedIn();
  if (!auth || auth.profileLoading) return <PageSkeleton />;
  return (
    <AccountCard title={title} intro={intro}>
      {auth.profile?.user_type ? (
        <ProfileAlreadyComplete profile={auth.profile} />
      ) : (
        <Form profile={auth.profile} user={auth.user} />
      )}
      <DeleteAccountLink />
    </AccountCard>
  );
}

/**
 * A one-page profile form (/complete-profile, /simple-complete-profile): the account type first, then `children`'s
 * fields for it, checked against the `screen`'s required fields before `submitValid` (saving, by default) runs.
 */
export function OnePageProfileForm({
  formId,
  screen,
  initial,
  hostSubmitLabel,
  submitValid,
  children,
}: {
  formId: string;
  screen: "full" | "simple";
  initial: () => ProfileDraft;
  hostSubmitLabel: string;
  /** What a valid draft leads to; gets the save that would run otherwise. */
  submitValid?: (draft: ProfileDraft, save: (draft: ProfileDraft) => Promise<void>) => void;
  children: (fields: FieldProps) => ReactNode;
}) {
  const { draft, errors, update, report, attempt } = useFormDraft(initial);
  const { save, saving, error } = useSaveProfile();
  const fields = { formId, draft, errors, update };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = validateDraft(draft, requiredFields(screen, draft.account_type));
    if (report(problems)) return;
    if (submitValid) submitValid(draft, save);
    else void save(draft);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Your profile">
      <ErrorSummary errors={errors} fieldId={(f) => fieldId(formId, f)} attempt={attempt} />
      <FormError message={error} />
      <AccountTypeField {...fields} />
      {children(fields)}
      <Button type="submit" busy={saving} busyLabel="Saving…" className="w-full sm:w-auto">
        {draft.account_type === "host" ? hostSubmitLabel : "Save and continue"}
      </Button>
    </form>
  );
}
