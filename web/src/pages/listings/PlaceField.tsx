import { useState } from "react";
import { titleSlug } from "../../../../domain/listing-slug";
import { PlaceAutocomplete, type PlaceOption } from "../../components/PlaceAutocomplete";

export const FIELD_CLASS =
  "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400";

/** The option lists' country slug ("Sri Lanka" → "sri-lanka"), which restricts a city list to that country. */
export function countrySlug(country: string): string {
  return titleSlug(country.trim());
}

/**
 * A country or city filter: typing only edits the field; choosing a suggestion, Enter or leaving the field
 * applies it (half a place name would match nothing while typing). An emptied field clears the filter.
 */
export function PlaceField({
  label,
  kinds,
  value,
  placeholder,
  country,
  recentsKey,
  onCommit,
}: {
  label: string;
  kinds: "countries" | "cities";
  value: string;
  placeholder?: string;
  /** Cities are restricted to this country (a label, as in the URL) when set. */
  country?: string;
  recentsKey: string;
  /** The text to apply, and the suggestion it came from when one was chosen. */
  onCommit: (value: string, option?: PlaceOption) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  const commit = (text: string) => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the combobox (it bubbles here) applies the text
    <div onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && commit(draft)}>
      <PlaceAutocomplete
        label={label}
        kinds={kinds}
        country={country ? countrySlug(country) : undefined}
        recentsKey={recentsKey}
        placeholder={placeholder}
        value={draft}
        onChange={setDraft}
        onSelect={(option) => onCommit(option.label, option)}
        onEnter={commit}
        inputClassName={FIELD_CLASS}
      />
    </div>
  );
}
