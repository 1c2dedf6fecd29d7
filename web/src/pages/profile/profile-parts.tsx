import { type ReactNode, useEffect } from "react";
import type { MeProfile } from "../../../../domain/api/account";
import { MESSAGES } from "../../../../domain/messages";
import { PROFILE_SLUG_LIMITS } from "../../../../domain/trip-request";
import type { UserType } from "../../../../domain/vocabulary";
import type { AuthState } from "../../auth/context";
import { useSignedIn } from "../../auth/useSignedIn";
import { Field, type FormErrors, HINT, TextInput } from "../../components/form/Field";
import { ConversationsSwitch } from "../../components/layout/AccountMenuParts";
import { LoadError } from "../../components/PageStates";
import { fieldId } from "../../components/profile-form/ProfileFields";
import { ApiRequestError } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { queryClient } from "../../lib/query";

/**
 * A refusal from the API as a field error when its message names a field of this form ("profile_slug: … is already
 * taken"), else null (then the message is shown for the whole form).
 */
export function fieldErrorFrom(
  err: unknown,
  labels: Record<string, string>,
): { field: string; message: string } | null {
  if (!(err instanceof ApiRequestError) || err.status >= 500) return null;
  const match = /^([a-z_]+)(?:\.\d+)?: (.*)$/.exec(err.message);
  const field = match?.[1];
  if (!field || !match?.[2] || !(field in labels)) return null;
  return { field, message: `${labels[field]}: ${match[2]}` };
}

export function EditPageFrame({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">{title}</h1>
      <div className="mt-2 text-stone-600 dark:text-stone-300">{intro}</div>
      <div className="mt-8 space-y-8">{children}</div>
    </div>
  );
}

/** Skeleton of an edit page's form while the profile loads. */
export function FormSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-5">
      {Array.from({ length: rows }, (_, n) => `row-${n}`).map((key) => (
        <div key={key} className="space-y-2">
          <div className="h-4 w-32 rounded bg-stone-200 dark:bg-stone-800" />
          <div className="h-11 rounded-xl bg-stone-200 dark:bg-stone-800" />
        </div>
      ))}
    </div>
  );
}

const isHostProfile = (p: MeProfile | null) => p?.user_type === "host" || Boolean(p?.host);

export type Editor =
  | { state: "loading" }
  /** Signed in, but the profile could not be read: the page offers to try again. */
  | { state: "failed"; retry: () => Promise<void> }
  | { state: "ready"; auth: AuthState; profile: MeProfile };

/**
 * The signed-in person for an edit page of `kind`: guests go to /auth ("Please log in to view your profile") and come
 * back here after signing in, a person
 * without a profile type to /complete-profile, a host on the traveler page to /edit-profile and anyone else on the
 * host page to /edit-traveler-profile. A signed-in person always has a profile answer (empty fields when there is no
 * row), so no profile once loading is over means the read failed.
 */
export function useEditor(kind: UserType): Editor {
  const auth = useSignedIn();
  const navigate = useStableNavigate();
  const profile = auth && !auth.profileLoading ? auth.profile : undefined;
  const target = !profile
    ? null
    : !profile.user_type && !profile.host
      ? "/complete-profile"
      : kind === "host" && !isHostProfile(profile)
        ? "/edit-traveler-profile"
        : kind === "traveler" && isHostProfile(profile)
          ? "/edit-profile"
          : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  if (!auth || profile === undefined || target) return { state: "loading" };
  if (profile === null) return { state: "failed", retry: auth.refreshProfile };
  return { state: "ready", auth, profile };
}

/** The whole page when the profile could not be read (§8 "Unable to load profile. Please try again."). */
export function ProfileLoadFailed({ retry }: { retry: () => Promise<void> }) {
  return <LoadError variant="page" title={MESSAGES.profileLoadFailed} onRetry={() => void retry()} />;
}

/**
 * After a save: the public pages' cached answers are out of date. Drops them from the query cache and re-reads the
 * ones this person's pages use past the browser's HTTP cache (they are cached publicly for 30 s), so the next visit
 * shows the change at once.
 */
export function useRefreshPublicPages() {
  return (paths: string[], queryKeys: string[]) => {
    for (const key of queryKeys) void queryClient.invalidateQueries({ queryKey: [key] });
    for (const path of paths) {
      void fetch(path, { cache: "reload", headers: { Accept: "application/json" }, credentials: "same-origin" }).catch(
        () => undefined,
      );
    }
  };
}

/**
 * The profile link: the {slug} of /host/{slug} or /traveler/{slug}, typed in lower case (what is typed is tidied
 * as it goes: capitals lowered, spaces become hyphens).
 */
export function ProfileLinkField({
  formId,
  value,
  onChange,
  errors,
  base,
}: {
  formId: string;
  value: string;
  onChange: (slug: string) => void;
  errors: FormErrors;
  base: "/host" | "/traveler";
}) {
  const shown = value.trim() || "…";
  return (
    <Field
      id={fieldId(formId, "profile_slug")}
      label="Profile link"
      error={errors.profile_slug}
      hint={
        <>
          Your page:{" "}
          <span className="font-medium break-all text-stone-800 dark:text-stone-100">{`${base}/${shown}`}</span>.{" "}
          {PROFILE_SLUG_LIMITS.min}–{PROFILE_SLUG_LIMITS.max} lowercase letters, digits and hyphens. Changing it moves
          your page; the old link stops working.
        </>
      }
    >
      <div className="flex items-stretch">
        <span className="flex items-center rounded-l-xl border border-r-0 border-stone-300 bg-stone-100 px-3 text-sm text-stone-700 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-200">
          {base}/
        </span>
        <TextInput
          name="profile_slug"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={PROFILE_SLUG_LIMITS.max + 10}
          value={value}
          onChange={(e) => onChange(e.target.value.toLowerCase().replace(/\s+/g, "-"))}
          className="rounded-l-none"
        />
      </div>
    </Field>
  );
}

/**
 * The avatar menu's Receive New Conversations switch (saved at once, with the §8 toasts), framed with what it means.
 */
export function ConversationsSetting() {
  return (
    <div className="rounded-2xl border border-stone-200 p-4 dark:border-stone-700">
      <ConversationsSwitch className="font-medium text-stone-900 dark:text-white" />
      <p className={HINT}>
        Whether people may start new conversations with you. Saved as soon as you switch it; the conversations you
        already have carry on.
      </p>
    </div>
  );
}
