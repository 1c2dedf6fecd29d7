import { type ComponentType, type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { MeProfile } from "../../../../domain/api/account";
import type { AuthUser } from "../../../../domain/api/auth";
import { MESSAGES } from "../../../../domain/messages";
import { pageTitle } from "../../../../domain/meta";
import {
  EMPTY_DRAFT,
  hostApplication,
  type ProfileDraft,
  requiredFields,
  travelerPatch,
  validateDraft,
} from "../../../../domain/profile-form";
import { type AuthState, useAuth } from "../../auth/context";
import { PageSkeleton } from "../../components/Skeletons";
import { ApiRequestError, call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useToast } from "../../lib/toast";
import {
  AccountCard,
  AccountTypeField,
  ErrorSummary,
  type FieldProps,
  focusSummary,
  PRIMARY,
  SECONDARY,
} from "./ProfileFields";

/**
 * The account screens are for signed-in people: a signed-out visitor goes to /auth with "Please log in to continue"
 * (the page to come back to travels in the history state). Returns the auth state once signed in, else null.
 * `leaving` stops the redirect when the page itself signs the person out (account deletion).
 */
export function useSignedIn(leaving = false): AuthState | null {
  const auth = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { pathname } = useLocation();
  const away = auth.status === "signed-out" && !leaving;
  const sent = useRef(false);
  useEffect(() => {
    if (!away || sent.current) return;
    sent.current = true;
    toast(MESSAGES.loginToContinue);
    navigate("/auth", { replace: true, state: { from: pathname } });
  }, [away, navigate, toast, pathname]);
  return auth.status === "signed-in" ? auth : null;
}

const metaText = (user: AuthUser | null, key: string) => {
  const value = user?.user_metadata?.[key];
  return typeof value === "string" ? value : "";
};

/** What the person already told us (profile, or the names given at sign-up) fills the form in. */
export function draftFrom(profile: MeProfile | null, user: AuthUser | null): ProfileDraft {
  return {
    ...EMPTY_DRAFT,
    account_type: profile?.user_type ?? null,
    first_name: profile?.first_name ?? metaText(user, "first_name"),
    last_name: profile?.last_name ?? metaText(user, "last_name"),
    city: profile?.city ?? "",
    country: profile?.country ?? "",
    host_type: profile?.host?.host_type ?? null,
  };
}

export function errorText(err: unknown): string {
  if (err instanceof ApiRequestError) {
    if (err.status === 0) return "We couldn't reach the server. Check your connection and try again.";
    if (err.status < 500 && err.message) return err.message;
  }
  return MESSAGES.unexpected;
}

/**
 * Saves a completed profile: a traveler's details (PATCH /api/me/profile) then home, or a host application
 * (POST /api/me/host-application) then /profile-under-review. The profile is re-read first, so the header and
 * the routing rules know the person's type when the next page opens.
 */
export function useSaveProfile() {
  const { refreshProfile } = useAuth();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (draft: ProfileDraft) => {
    setSaving(true);
    setError(null);
    try {
      if (draft.account_type === "host") await call("POST /api/me/host-application", { body: hostApplication(draft) });
      else await call("PATCH /api/me/profile", { body: travelerPatch(draft) });
      await refreshProfile().catch(() => undefined);
      navigate(draft.account_type === "host" ? "/profile-under-review" : "/", { replace: true });
    } catch (err) {
      setError(errorText(err));
      setSaving(false);
    }
  };
  return { save, saving, error };
}

/** A form-level failure (the server refused or could not be reached). */
export function SaveError({ message }: { message: string | null }) {
  return message ? (
    <p
      role="alert"
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  ) : null;
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
          <Link to={pending ? "/profile-under-review" : "/dashboard"} className={PRIMARY}>
            {pending ? "See your application" : "Go to your dashboard"}
          </Link>
        ) : (
          <Link to="/" className={PRIMARY}>
            Go to the home page
          </Link>
        )}
        <Link to={host ? "/edit-profile" : "/edit-traveler-profile"} className={SECONDARY}>
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

/** Form state with `update` for partial changes and per-field errors cleared as the field changes. */
export function useDraft(initial: () => ProfileDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileDraft, string>>>({});
  const update = (patch: Partial<ProfileDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof ProfileDraft)[]) delete next[key];
      return next;
    });
  };
  return { draft, errors, setErrors, update };
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
  const { draft, errors, setErrors, update } = useDraft(initial);
  const { save, saving, error } = useSaveProfile();
  const fields = { formId, draft, errors, update };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = validateDraft(draft, requiredFields(screen, draft.account_type));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusSummary(formId);
    if (submitValid) submitValid(draft, save);
    else void save(draft);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Your profile">
      <ErrorSummary formId={formId} errors={errors} />
      <SaveError message={error} />
      <AccountTypeField {...fields} />
      {children(fields)}
      <button type="submit" disabled={saving} aria-busy={saving} className={`${PRIMARY} w-full sm:w-auto`}>
        {saving ? "Saving…" : draft.account_type === "host" ? hostSubmitLabel : "Save and continue"}
      </button>
    </form>
  );
}
