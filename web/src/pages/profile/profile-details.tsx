import { type FormEvent, type ReactNode, useState } from "react";
import type { MeProfile, MeProfilePatch } from "../../../../domain/api/account";
import { type CompletenessInput, profileDetailsComplete } from "../../../../domain/dashboard";
import {
  type DraftField,
  destinationCountry,
  FIELD_LABEL,
  type ProfileDraft,
  validateDraft,
  worldCountry,
} from "../../../../domain/profile-form";
import { profileSlugProblem } from "../../../../domain/trip-request";
import type { UserType } from "../../../../domain/vocabulary";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import type { FormErrors } from "../../components/form/Field";
import { errorText, FormError } from "../../components/form/FormError";
import { useFormDraft } from "../../components/form/useFormDraft";
import { ProfilePhotoField } from "../../components/media";
import { fieldId, NameAndPlaceFields } from "../../components/profile-form/ProfileFields";
import { Button } from "../../components/ui/Button";
import { useToast } from "../../lib/toast";
import { fieldErrorFrom, ProfileLinkField, useRefreshPublicPages } from "./profile-parts";

/** The edit pages' own fields next to the account form's (domain/profile-form.ts). */
export interface DetailsDraft extends ProfileDraft {
  profile_slug: string;
  profile_photo_url: string | null;
}

/** Field names as the messages and the error summary say them (the API's field names as keys). */
export const DETAILS_LABEL: Record<string, string> = {
  ...FIELD_LABEL,
  profile_slug: "Profile link",
  profile_photo_url: "Profile photo",
};

export function detailsFrom(profile: MeProfile, type: UserType): DetailsDraft {
  return {
    account_type: type,
    first_name: profile.first_name ?? "",
    last_name: profile.last_name ?? "",
    city: profile.city ?? "",
    country: profile.country ?? "",
    host_type: profile.host?.host_type ?? null,
    bio: profile.host?.bio ?? "",
    languages: profile.host?.languages ?? [],
    profile_slug: profile.profile_slug ?? "",
    profile_photo_url: profile.profile_photo_url,
  };
}

/**
 * Problems with the draft, field by field: hosts fill in everything travelers see on their page; a traveler needs a
 * first name and country (last name and city are optional, as on the short sign-up form).
 */
export function checkDetails(d: DetailsDraft, hostFields: boolean, hadSlug: boolean): FormErrors {
  const fields: DraftField[] = hostFields
    ? ["first_name", "last_name", "country", "city", "host_type", "bio", "languages"]
    : ["first_name", "country"];
  if (!hostFields && d.last_name.trim()) fields.push("last_name");
  if (!hostFields && d.city.trim()) fields.push("city");
  const errors: FormErrors = { ...validateDraft(d, fields) };
  // A link once set cannot be emptied (it can be changed); someone who never had one may leave it empty.
  const slug = d.profile_slug.trim();
  const problem = slug ? profileSlugProblem(slug) : hadSlug ? "is required" : null;
  if (problem) errors.profile_slug = `Profile link: ${problem}`;
  return errors;
}

/** PATCH /api/me/profile body: what changed since `profile` (a slug or photo left as it was is not sent). */
export function detailsPatch(d: DetailsDraft, profile: MeProfile): MeProfilePatch {
  const host = d.account_type === "host";
  const patch: MeProfilePatch = {
    first_name: d.first_name.trim(),
    country: (host ? destinationCountry(d.country) : worldCountry(d.country)) ?? d.country.trim(),
  };
  if (d.last_name.trim()) patch.last_name = d.last_name.trim();
  if (d.city.trim()) patch.city = d.city.trim();
  const slug = d.profile_slug.trim();
  if (slug && slug !== (profile.profile_slug ?? "")) patch.profile_slug = slug;
  if (d.profile_photo_url !== profile.profile_photo_url) patch.profile_photo_url = d.profile_photo_url;
  return patch;
}

function completenessOf(p: MeProfile): CompletenessInput {
  return { ...p, bio: p.host?.bio ?? null, languages: p.host?.languages ?? [] };
}

/** The profile as the draft saved it (a traveler without a link gets one with their name). */
function draftCompleteness(d: DetailsDraft, p: MeProfile): CompletenessInput {
  return {
    user_type: d.account_type,
    first_name: d.first_name,
    last_name: d.last_name,
    city: d.city,
    country: d.country,
    profile_photo_url: d.profile_photo_url,
    profile_slug: d.profile_slug.trim() || p.profile_slug || (d.account_type === "traveler" ? d.first_name : null),
    bio: d.bio,
    languages: d.languages,
  };
}

/** What a save changed, for useRefreshPublicPages: API paths to re-read and query keys to drop. */
export interface SavedPages {
  paths: string[];
  queryKeys: string[];
}

/**
 * One edit page's profile form: the draft (per-field errors cleared as the field changes), checked with
 * checkDetails before `save` runs; then the profile is re-read, the public pages that changed refreshed and "Profile
 * saved" shown. A refusal naming a field goes to that field (and the summary takes focus), any other to the form.
 */
export function useDetailsForm({
  profile,
  kind,
  refreshProfile,
  save,
  onComplete,
}: {
  profile: MeProfile;
  kind: UserType;
  refreshProfile: () => Promise<void>;
  save: (draft: DetailsDraft) => Promise<SavedPages>;
  /** After the save that first makes the profile complete (profileDetailsComplete). */
  onComplete?: () => void;
}) {
  const { draft, errors, update, report, attempt } = useFormDraft(() => detailsFrom(profile, kind));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();
  const refreshPages = useRefreshPublicPages();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (report(checkDetails(draft, kind === "host", Boolean(profile.profile_slug)))) return;
    setSaving(true);
    try {
      const changed = await save(draft);
      await refreshProfile().catch(() => undefined);
      refreshPages(changed.paths, changed.queryKeys);
      toast("Profile saved", "success");
      if (!profileDetailsComplete(completenessOf(profile)) && profileDetailsComplete(draftCompleteness(draft, profile)))
        onComplete?.();
    } catch (err) {
      const named = fieldErrorFrom(err, DETAILS_LABEL);
      if (named) report({ [named.field]: named.message });
      else setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return { draft, errors, attempt, update, saving, error, submit };
}

/** Photo, names, country and city, and the profile link: what both edit pages ask. */
export function DetailsFields({
  formId,
  draft,
  errors,
  update,
  base,
}: {
  formId: string;
  draft: DetailsDraft;
  errors: FormErrors;
  update: (patch: Partial<DetailsDraft>) => void;
  base: "/host" | "/traveler";
}) {
  const fields = { formId, draft, errors, update };
  return (
    <>
      <ProfilePhotoField
        label="Profile photo"
        value={draft.profile_photo_url}
        onChange={(url) => update({ profile_photo_url: url })}
        error={errors.profile_photo_url ?? null}
      />
      <NameAndPlaceFields {...fields} />
      <ProfileLinkField
        formId={formId}
        value={draft.profile_slug}
        onChange={(profile_slug) => update({ profile_slug })}
        errors={errors}
        base={base}
      />
    </>
  );
}

/** An edit page's profile form: the summary of problems, the form's own failure, `children`'s fields, Save. */
export function DetailsForm({
  label,
  formId,
  form,
  children,
  actions,
}: {
  label: string;
  formId: string;
  form: ReturnType<typeof useDetailsForm>;
  children: ReactNode;
  /** Beside the Save button. */
  actions?: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.submit} className="space-y-6" aria-label={label}>
      <ErrorSummary errors={form.errors} fieldId={(f) => fieldId(formId, f)} attempt={form.attempt} />
      <FormError message={form.error} />
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={form.saving} busyLabel="Saving…" className="w-full sm:w-auto">
          Save profile
        </Button>
        {actions}
      </div>
    </form>
  );
}
