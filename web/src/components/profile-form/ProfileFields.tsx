import type { MeProfile } from "../../../../domain/api/account";
import type { AuthUser } from "../../../../domain/api/auth";
import { COUNTRIES } from "../../../../domain/geo";
import { HOST_TYPE_LABEL } from "../../../../domain/people";
import {
  addLanguage,
  destinationCountry,
  EMPTY_DRAFT,
  FIELD_LABEL,
  PROFILE_LIMITS,
  type ProfileDraft,
  worldCountry,
} from "../../../../domain/profile-form";
import { HOST_TYPES, type UserType } from "../../../../domain/vocabulary";
import { ChipsInput } from "../form/ChipsInput";
import { CHOICE, Field, FieldSet, type FormErrors, TextArea, TextInput } from "../form/Field";
import { PlaceAutocompleteField } from "../form/PlaceAutocompleteField";

/**
 * The profile's fields, shared by the account screens, the profile editors and the host application. Every field
 * of a form gets `${formId}-${field}` as its id, so the error summary can link to it.
 */
export const fieldId = (formId: string, field: string) => `${formId}-${field}`;

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

export interface FieldProps {
  formId: string;
  draft: ProfileDraft;
  errors: FormErrors;
  update: (patch: Partial<ProfileDraft>) => void;
}

const ACCOUNT_TYPES: { value: UserType; title: string; text: string }[] = [
  {
    value: "traveler",
    title: "I'm traveling",
    text: "Find local hosts, message them and book trips.",
  },
  {
    value: "host",
    title: "I'm a local host",
    text: "Guide, drive or run tours. We check every host before travelers can book.",
  },
];

/** A country already chosen stays when the type changes, if it is one the new type can choose. */
function countryFor(type: UserType, country: string): string {
  return (type === "host" ? destinationCountry(country) : worldCountry(country)) ?? "";
}

/** `labelledBy`: the id of a heading that already says "Account type" (the wizard's step), so it is said once. */
export function AccountTypeField({ formId, draft, errors, update, labelledBy }: FieldProps & { labelledBy?: string }) {
  return (
    <FieldSet
      id={fieldId(formId, "account_type")}
      legend={FIELD_LABEL.account_type}
      labelledBy={labelledBy}
      error={errors.account_type}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {ACCOUNT_TYPES.map((t) => (
          <label key={t.value} className={CHOICE}>
            <input
              type="radio"
              name={`${formId}-account_type`}
              value={t.value}
              checked={draft.account_type === t.value}
              onChange={() => update({ account_type: t.value, country: countryFor(t.value, draft.country) })}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-stone-900 dark:text-white">{t.title}</span>
              <span className="block text-sm text-stone-600 dark:text-stone-300">{t.text}</span>
            </span>
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

/** First and last name side by side, then country and city side by side (from 640 px; stacked below). */
export function NameAndPlaceFields(fields: FieldProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField field="first_name" {...fields} />
        <NameField field="last_name" {...fields} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountryField {...fields} />
        <CityField {...fields} />
      </div>
    </>
  );
}

export function NameField({
  field,
  formId,
  draft,
  errors,
  update,
}: FieldProps & { field: "first_name" | "last_name" }) {
  return (
    <Field id={fieldId(formId, field)} label={FIELD_LABEL[field]} error={errors[field]}>
      <TextInput
        name={field}
        autoComplete={field === "first_name" ? "given-name" : "family-name"}
        maxLength={PROFILE_LIMITS.name + 10}
        value={draft[field]}
        onChange={(e) => update({ [field]: e.target.value })}
      />
    </Field>
  );
}

/**
 * The country, with the autocomplete for everyone: hosts pick the destination they work in (the marketplace's
 * countries); travelers the country they live in, which can be any.
 */
export function CountryField({ formId, draft, errors, update }: FieldProps) {
  const id = fieldId(formId, "country");
  if (draft.account_type === "host") {
    return (
      <PlaceAutocompleteField
        id={id}
        label="Country you host in"
        kinds="countries"
        value={draft.country}
        onChange={(country) => update({ country })}
        onSelect={(o) => update({ country: o.label })}
        recentsKey="profile-country"
        error={errors.country}
      />
    );
  }
  return (
    <PlaceAutocompleteField
      id={id}
      label="Country you live in"
      kinds="world-countries"
      value={draft.country}
      onChange={(country) => update({ country })}
      onSelect={(o) => update({ country: o.label })}
      recentsKey="profile-home-country"
      error={errors.country}
    />
  );
}

/** A host's city is suggested from their country's cities; any name is accepted (villages are not all listed). */
export function CityField({ formId, draft, errors, update }: FieldProps) {
  const id = fieldId(formId, "city");
  const countrySlug = COUNTRIES.find((c) => c.label.toLowerCase() === draft.country.trim().toLowerCase())?.value;
  if (draft.account_type === "host" && countrySlug) {
    return (
      <PlaceAutocompleteField
        id={id}
        label="City or town"
        kinds="cities"
        country={countrySlug}
        value={draft.city}
        onChange={(city) => update({ city })}
        onSelect={(o) => update({ city: o.label })}
        recentsKey="profile-city"
        error={errors.city}
      />
    );
  }
  return (
    <Field id={id} label="City or town" error={errors.city}>
      <TextInput
        name="city"
        autoComplete="address-level2"
        maxLength={PROFILE_LIMITS.city + 10}
        value={draft.city}
        onChange={(e) => update({ city: e.target.value })}
      />
    </Field>
  );
}

export function HostTypeField({ formId, draft, errors, update }: FieldProps) {
  return (
    <FieldSet id={fieldId(formId, "host_type")} legend={FIELD_LABEL.host_type} error={errors.host_type}>
      <div className="grid gap-2 sm:grid-cols-3">
        {HOST_TYPES.map((t) => (
          <label key={t} className={`${CHOICE} items-center py-3`}>
            <input
              type="radio"
              name={`${formId}-host_type`}
              value={t}
              checked={draft.host_type === t}
              onChange={() => update({ host_type: t })}
              className="accent-brand-700"
            />
            <span className="font-medium text-stone-900 dark:text-white">{HOST_TYPE_LABEL[t]}</span>
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

export function BioField({ formId, draft, errors, update }: FieldProps) {
  return (
    <Field
      id={fieldId(formId, "bio")}
      label={FIELD_LABEL.bio}
      hint={`What you show travelers, where you take them, what you know best. At least ${PROFILE_LIMITS.bioMin} characters (${draft.bio.trim().length}/${PROFILE_LIMITS.bioMax}).`}
      error={errors.bio}
    >
      <TextArea name="bio" rows={5} value={draft.bio} onChange={(e) => update({ bio: e.target.value })} />
    </Field>
  );
}

const COMMON_LANGUAGES = ["English", "Russian", "French", "German", "Spanish"];

/** Languages as removable chips; typed ones (capitalised) are added with Enter or the Add button. */
export function LanguagesField({ formId, draft, errors, update }: FieldProps) {
  return (
    <Field id={fieldId(formId, "languages")} label={FIELD_LABEL.languages} error={errors.languages}>
      <ChipsInput
        values={draft.languages}
        onChange={(languages) => update({ languages })}
        add={addLanguage}
        listLabel="Languages you speak"
        maxLength={PROFILE_LIMITS.language}
        placeholder="e.g. Kazakh"
        suggestions={COMMON_LANGUAGES}
      />
    </Field>
  );
}
