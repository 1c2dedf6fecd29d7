import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { COUNTRIES } from "../../../../domain/geo";
import { HOST_TYPE_LABEL } from "../../../../domain/people";
import {
  addLanguage,
  type DraftErrors,
  destinationCountry,
  FIELD_LABEL,
  PROFILE_LIMITS,
  type ProfileDraft,
  worldCountry,
} from "../../../../domain/profile-form";
import { HOST_TYPES, type UserType } from "../../../../domain/vocabulary";
import { WORLD_COUNTRIES } from "../../../../domain/world-countries";
import { PlaceAutocomplete } from "../../components/PlaceAutocomplete";

/** Every field of a form gets `${formId}-${field}` as its id, so the error summary can link to it. */
export const fieldId = (formId: string, field: string) => `${formId}-${field}`;
export const errorId = (formId: string, field: string) => `${fieldId(formId, field)}-error`;

export const INPUT =
  "w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 focus:outline-none aria-[invalid=true]:border-red-700 dark:border-stone-700 dark:bg-stone-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
export const LABEL = "mb-1 block text-sm font-medium text-stone-800 dark:text-stone-200";
export const HINT = "mt-1 text-sm text-stone-600 dark:text-stone-300";
/** The white card the account, profile-editing and listing-editing forms sit in. */
export const CARD =
  "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-8 dark:bg-stone-900 dark:ring-white/10";
const CHOICE =
  "flex cursor-pointer gap-3 rounded-2xl border border-stone-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-stone-700 dark:bg-stone-900 dark:has-[:checked]:border-brand-200 dark:has-[:checked]:bg-stone-800";

/** A form's field errors keyed by field name (DraftErrors, or any form's own names such as "profile_slug"). */
type AnyErrors = Partial<Record<string, string>>;

export interface FieldProps {
  formId: string;
  draft: ProfileDraft;
  errors: DraftErrors;
  update: (patch: Partial<ProfileDraft>) => void;
}

/** A field's message under it (its id is what invalidProps points the control at). */
export function FieldError({ formId, field, errors }: { formId: string; field: string; errors: AnyErrors }) {
  const message = errors[field];
  return message ? (
    <p id={errorId(formId, field)} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

/** aria attributes tying a control to its message. */
export function invalidProps(formId: string, field: string, errors: AnyErrors) {
  return errors[field] ? { "aria-invalid": true as const, "aria-describedby": errorId(formId, field) } : {};
}

/**
 * The list of problems at the top of a form after a failed submit, each linking to its field; it takes focus so a
 * screen reader hears it at once.
 */
export function ErrorSummary({ formId, errors }: { formId: string; errors: AnyErrors }) {
  const entries = Object.entries(errors) as [string, string][];
  if (entries.length === 0) return null;
  return (
    <div
      id={`${formId}-summary`}
      role="alert"
      tabIndex={-1}
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">Please check {entries.length === 1 ? "this field" : "these fields"}:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldId(formId, field)}`} className="underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to the error summary after React has rendered it. */
export function focusSummary(formId: string) {
  requestAnimationFrame(() => document.getElementById(`${formId}-summary`)?.focus());
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

export function AccountTypeField({ formId, draft, errors, update }: FieldProps) {
  return (
    <fieldset id={fieldId(formId, "account_type")} tabIndex={-1} {...invalidProps(formId, "account_type", errors)}>
      <legend className={LABEL}>{FIELD_LABEL.account_type}</legend>
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
      <FieldError formId={formId} field="account_type" errors={errors} />
    </fieldset>
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

export function NameField({ field, ...p }: FieldProps & { field: "first_name" | "last_name" }) {
  const { formId, draft, errors, update } = p;
  return (
    <div>
      <label htmlFor={fieldId(formId, field)} className={LABEL}>
        {FIELD_LABEL[field]}
      </label>
      <input
        id={fieldId(formId, field)}
        name={field}
        autoComplete={field === "first_name" ? "given-name" : "family-name"}
        maxLength={PROFILE_LIMITS.name + 10}
        value={draft[field]}
        onChange={(e) => update({ [field]: e.target.value })}
        className={INPUT}
        {...invalidProps(formId, field, errors)}
      />
      <FieldError formId={formId} field={field} errors={errors} />
    </div>
  );
}

/**
 * Hosts pick the destination they work in (the marketplace's countries, with the autocomplete); travelers the
 * country they live in, which can be any.
 */
export function CountryField({ formId, draft, errors, update }: FieldProps) {
  const id = fieldId(formId, "country");
  if (draft.account_type === "host") {
    return (
      <div>
        <PlaceAutocomplete
          id={id}
          label="Country you host in"
          kinds="countries"
          value={draft.country}
          onChange={(country) => update({ country })}
          onSelect={(o) => update({ country: o.label })}
          recentsKey="profile-country"
          inputClassName={INPUT}
          invalid={Boolean(errors.country)}
          describedBy={errors.country ? errorId(formId, "country") : undefined}
        />
        <FieldError formId={formId} field="country" errors={errors} />
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        Country you live in
      </label>
      <select
        id={id}
        name="country"
        autoComplete="country-name"
        value={draft.country}
        onChange={(e) => update({ country: e.target.value })}
        className={INPUT}
        {...invalidProps(formId, "country", errors)}
      >
        <option value="">Choose a country</option>
        {WORLD_COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <FieldError formId={formId} field="country" errors={errors} />
    </div>
  );
}

/** A host's city is suggested from their country's cities; any name is accepted (villages are not all listed). */
export function CityField({ formId, draft, errors, update }: FieldProps) {
  const id = fieldId(formId, "city");
  const countrySlug = COUNTRIES.find((c) => c.label.toLowerCase() === draft.country.trim().toLowerCase())?.value;
  if (draft.account_type === "host" && countrySlug) {
    return (
      <div>
        <PlaceAutocomplete
          id={id}
          label="City or town"
          kinds="cities"
          country={countrySlug}
          value={draft.city}
          onChange={(city) => update({ city })}
          onSelect={(o) => update({ city: o.label })}
          recentsKey="profile-city"
          inputClassName={INPUT}
          invalid={Boolean(errors.city)}
          describedBy={errors.city ? errorId(formId, "city") : undefined}
        />
        <FieldError formId={formId} field="city" errors={errors} />
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        City or town
      </label>
      <input
        id={id}
        name="city"
        autoComplete="address-level2"
        maxLength={PROFILE_LIMITS.city + 10}
        value={draft.city}
        onChange={(e) => update({ city: e.target.value })}
        className={INPUT}
        {...invalidProps(formId, "city", errors)}
      />
      <FieldError formId={formId} field="city" errors={errors} />
    </div>
  );
}

export function HostTypeField({ formId, draft, errors, update }: FieldProps) {
  return (
    <fieldset id={fieldId(formId, "host_type")} tabIndex={-1} {...invalidProps(formId, "host_type", errors)}>
      <legend className={LABEL}>{FIELD_LABEL.host_type}</legend>
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
      <FieldError formId={formId} field="host_type" errors={errors} />
    </fieldset>
  );
}

export function BioField({ formId, draft, errors, update }: FieldProps) {
  const id = fieldId(formId, "bio");
  const hint = `${id}-hint`;
  const length = draft.bio.trim().length;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {FIELD_LABEL.bio}
      </label>
      <textarea
        id={id}
        name="bio"
        rows={5}
        value={draft.bio}
        onChange={(e) => update({ bio: e.target.value })}
        className={INPUT}
        aria-invalid={errors.bio ? true : undefined}
        aria-describedby={errors.bio ? `${errorId(formId, "bio")} ${hint}` : hint}
      />
      <p id={hint} className={HINT}>
        What you show travelers, where you take them, what you know best. At least {PROFILE_LIMITS.bioMin} characters (
        {length}/{PROFILE_LIMITS.bioMax}).
      </p>
      <FieldError formId={formId} field="bio" errors={errors} />
    </div>
  );
}

const COMMON_LANGUAGES = ["English", "Russian", "French", "German", "Spanish"];

/** Languages as removable chips; typed ones are added with Enter or the Add button. */
export function LanguagesField({ formId, draft, errors, update }: FieldProps) {
  const id = fieldId(formId, "languages");
  const [text, setText] = useState("");
  const listId = useId();
  const add = (value: string) => {
    const next = addLanguage(draft.languages, value);
    if (next) update({ languages: next });
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault();
      add(text);
    }
  };
  const suggestions = COMMON_LANGUAGES.filter((l) => !draft.languages.includes(l));
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {FIELD_LABEL.languages}
      </label>
      {draft.languages.length > 0 && (
        <ul id={listId} aria-label="Languages you speak" className="mb-2 flex flex-wrap gap-2">
          {draft.languages.map((l) => (
            <li
              key={l}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 dark:bg-stone-800 dark:text-white"
            >
              {l}
              <button
                type="button"
                aria-label={`Remove ${l}`}
                onClick={() => update({ languages: draft.languages.filter((x) => x !== l) })}
                className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-stone-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={PROFILE_LIMITS.language}
          placeholder="e.g. Kazakh"
          className={INPUT}
          {...invalidProps(formId, "languages", errors)}
        />
        <button
          type="button"
          onClick={() => add(text)}
          className="shrink-0 rounded-xl border border-stone-300 px-4 font-semibold hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
        >
          Add
        </button>
      </div>
      {suggestions.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-600 dark:text-stone-300">Quick add:</span>
          {suggestions.map((l) => (
            <button
              key={l}
              type="button"
              onClick={() => add(l)}
              className="rounded-full border border-stone-300 px-3 py-1 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
            >
              <span className="sr-only">Add </span>
              {l}
            </button>
          ))}
        </div>
      )}
      <FieldError formId={formId} field="languages" errors={errors} />
    </div>
  );
}

/** A centred card for the account screens. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl dark:text-white">{title}</h1>
      {intro && <div className="mt-2 text-stone-600 dark:text-stone-300">{intro}</div>}
      <div className={`mt-8 ${CARD}`}>{children}</div>
    </div>
  );
}

export const PRIMARY =
  "rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70";
export const SECONDARY =
  "rounded-full border border-stone-300 px-6 py-3 font-semibold hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800";
