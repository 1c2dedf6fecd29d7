import { type FormEvent, type ReactNode, useState } from "react";
import type { MeProfile, MyHostApplication } from "../../../../domain/api/account";
import type { AuthUser } from "../../../../domain/api/auth";
import {
  destinationCountry,
  hostApplication,
  type ProfileDraft,
  requiredFields,
  validateDraft,
} from "../../../../domain/profile-form";
import { useAuth } from "../../auth/context";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { errorText, FormError } from "../../components/form/FormError";
import { useFormDraft } from "../../components/form/useFormDraft";
import { DocumentUploadField, ProfilePhotoField } from "../../components/media";
import {
  BioField,
  CityField,
  CountryField,
  draftFrom,
  type FieldProps,
  fieldId,
  HostTypeField,
  LanguagesField,
  NameField,
} from "../../components/profile-form/ProfileFields";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { useToast } from "../../lib/toast";

const FORM_ID = "become-host";

/** The two uploads are required here (the registration wizard's host application asks for neither). */
export const UPLOAD_MESSAGES = {
  photo: "Profile photo: add a photo of yourself, so travelers and our team can see who you are.",
  document: "ID or licence: upload a photo or PDF of your ID document or guide licence.",
} as const;

/** What the person already told us fills the form: their profile, and a rejected application as it was sent. */
export function initialDraft(profile: MeProfile | null, user: AuthUser | null): ProfileDraft {
  const base = draftFrom(profile, user);
  return {
    ...base,
    account_type: "host",
    country: destinationCountry(base.country) ?? "",
    city: destinationCountry(base.country) ? base.city : "",
    host_type: profile?.host?.host_type ?? null,
    bio: profile?.host?.bio ?? "",
    languages: profile?.host?.languages ?? [],
  };
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 border-t border-stone-200 pt-6 first-of-type:border-0 first-of-type:pt-0 dark:border-stone-800">
      <legend className="float-left mb-1 w-full font-display text-xl font-semibold text-stone-900 dark:text-white">
        {title}
      </legend>
      {hint && <p className="clear-both text-sm text-stone-600 dark:text-stone-300">{hint}</p>}
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

/**
 * The host application of /become-host: who you are, where you host, what you offer, a photo and an ID or licence
 * document. Sends POST /api/me/host-application, re-reads the profile and opens /profile-under-review.
 */
export function ApplicationForm({
  profile,
  user,
  previous,
}: {
  profile: MeProfile | null;
  user: AuthUser | null;
  /** A rejected application: its photo and document are kept unless replaced. */
  previous: MyHostApplication | null;
}) {
  const { refreshProfile } = useAuth();
  const navigate = useStableNavigate();
  const { toast } = useToast();
  // The messages are the profile fields' plus the two uploads' (anchored like the others: `${FORM_ID}-photo`).
  const { draft, errors, setErrors, update, report, attempt } = useFormDraft(() => initialDraft(profile, user));
  const [photo, setPhoto] = useState<string | null>(previous?.profile_photo_url ?? profile?.profile_photo_url ?? null);
  const [document, setDocument] = useState<string | null>(previous?.id_document_key ?? null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields: FieldProps = { formId: FORM_ID, draft, errors, update };
  const again = previous?.status === "rejected";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateDraft(draft, requiredFields("full", "host"));
    const missing = {
      ...(photo ? {} : { photo: UPLOAD_MESSAGES.photo }),
      ...(document ? {} : { document: UPLOAD_MESSAGES.document }),
    };
    if (report({ ...problems, ...missing })) return;
    setSaving(true);
    setFailure(null);
    try {
      await call("POST /api/me/host-application", {
        body: {
          ...hostApplication(draft),
          profile_photo_url: photo ?? undefined,
          id_document_key: document ?? undefined,
        },
      });
      await refreshProfile().catch(() => undefined);
      toast(again ? "Your application was sent again." : "Your application was sent.");
      navigate("/profile-under-review");
    } catch (err) {
      setFailure(errorText(err));
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${FORM_ID}-title`} className="space-y-8">
      {/* ErrorSummary links each message to `${FORM_ID}-${field}`; the uploads' wrappers carry those ids too. */}
      <ErrorSummary errors={errors} fieldId={(f) => fieldId(FORM_ID, f)} attempt={attempt} />
      <FormError message={failure} />
      <Group title="Who you are">
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField field="first_name" {...fields} />
          <NameField field="last_name" {...fields} />
        </div>
        <HostTypeField {...fields} />
      </Group>
      <Group title="Where you host" hint="The destination you work in and your home town.">
        <CountryField {...fields} />
        <CityField {...fields} />
      </Group>
      <Group title="What you offer">
        <BioField {...fields} />
        <LanguagesField {...fields} />
      </Group>
      <Group
        title="Photo and ID"
        hint="Your photo appears on your profile. Your ID or licence is private: only our review team can open it."
      >
        <div id={`${FORM_ID}-photo`} tabIndex={-1} className="outline-none">
          <ProfilePhotoField
            label="Profile photo"
            value={photo}
            onChange={(url) => {
              setPhoto(url);
              setErrors(({ photo: _, ...rest }) => rest);
            }}
            error={errors.photo}
          />
        </div>
        <div id={`${FORM_ID}-document`} tabIndex={-1} className="outline-none">
          <DocumentUploadField
            label="ID document or guide licence"
            value={document}
            onChange={(key) => {
              setDocument(key);
              setErrors(({ document: _, ...rest }) => rest);
            }}
            error={errors.document}
          />
        </div>
      </Group>
      <div className="flex flex-wrap items-center gap-4 border-t border-stone-200 pt-6 dark:border-stone-800">
        <Button type="submit" busy={saving} busyLabel="Sending…">
          {again ? "Send my application again" : "Submit application"}
        </Button>
        <p className="text-sm text-stone-600 dark:text-stone-300">We usually reply within two working days.</p>
      </div>
    </form>
  );
}
