import { useState } from "react";
import { COUNTRIES } from "../../../../domain/geo";
import { destinationCountry } from "../../../../domain/profile-form";
import { ChipList } from "../../components/form/ChipsInput";
import { PlaceAutocompleteField } from "../../components/form/PlaceAutocompleteField";
import { type FieldErrors, fieldDomId } from "./fields";

const countrySlug = (label: string) =>
  COUNTRIES.find((c) => c.label.toLowerCase() === label.trim().toLowerCase())?.value;

/**
 * Several places as chips, picked with the house autocomplete. Countries must be destinations of the marketplace;
 * cities are suggested from the chosen country (when there is one) but any name is kept: villages are not all listed.
 */
export function PlacesField({
  field,
  kind,
  label,
  values,
  onChange,
  errors,
  max,
  country,
  hint,
}: {
  field: string;
  kind: "countries" | "cities";
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  errors: FieldErrors;
  max: number;
  /** Cities: suggestions from this country's list (its label). */
  country?: string;
  hint?: string;
}) {
  const [text, setText] = useState("");
  const itemName = kind === "countries" ? "country" : "city";
  const add = (value: string) => {
    const v = kind === "countries" ? destinationCountry(value) : value.trim().replace(/\s+/g, " ");
    if (!v) return;
    if (values.length < max && !values.some((x) => x.toLowerCase() === v.toLowerCase())) onChange([...values, v]);
    setText("");
  };
  const full = values.length >= max;
  return (
    <div>
      <ChipList
        label={label}
        values={values}
        itemName={itemName}
        onRemove={(v) => onChange(values.filter((x) => x !== v))}
      />
      <PlaceAutocompleteField
        id={fieldDomId(field)}
        label={label}
        kinds={kind}
        country={kind === "cities" && country ? countrySlug(country) : undefined}
        value={text}
        onChange={setText}
        onSelect={(o) => add(o.label)}
        onEnter={add}
        placeholder={full ? `Up to ${max}` : `Type to add a ${itemName}`}
        recentsKey={`listing-${kind}`}
        hint={hint}
        error={errors[field]}
      />
    </div>
  );
}

/** One country (a destination) for rental cars and drivers. */
export function CountryField({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
}) {
  return (
    <PlaceAutocompleteField
      id={fieldDomId("country")}
      label="Country"
      kinds="countries"
      value={value}
      onChange={onChange}
      onSelect={(o) => onChange(o.label)}
      recentsKey="listing-country"
      error={errors.country}
    />
  );
}

/** The city of a rental car or driver, suggested from the chosen country's cities. */
export function CityField({
  value,
  country,
  onChange,
  errors,
}: {
  value: string;
  country: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
}) {
  return (
    <PlaceAutocompleteField
      id={fieldDomId("city")}
      label="City or town"
      kinds="cities"
      country={countrySlug(country)}
      value={value}
      onChange={onChange}
      onSelect={(o) => onChange(o.label)}
      recentsKey="listing-city"
      error={errors.city}
    />
  );
}
