import { LISTING_LIMITS as L } from "../../../../domain/listing-form";
import { FormSection } from "../../components/form/FormSection";
import { FIELD_LABEL } from "./editor-draft";
import { CheckboxField, MoneyField, NumberField, RadioField, TextField } from "./fields";
import { CityField, CountryField } from "./place-fields";
import type { SectionProps } from "./sections";

/** Where a car or driver is based (one city in one destination country). */
export function BaseSection({ draft, errors, update }: SectionProps) {
  return (
    <FormSection id="base-heading" title="Where">
      <div className="grid gap-5 sm:grid-cols-2">
        <CountryField value={draft.country} onChange={(country) => update({ country })} errors={errors} />
        <CityField value={draft.city} country={draft.country} onChange={(city) => update({ city })} errors={errors} />
      </div>
    </FormSection>
  );
}

const TRANSMISSIONS = [
  { value: "manual" as const, label: "Manual" },
  { value: "automatic" as const, label: "Automatic" },
];

/** The car, its seats and gearbox, whether a driver comes with it, and the daily price. */
export function RentalCarSection({ draft, errors, update }: SectionProps) {
  return (
    <FormSection id="car-heading" title="The car" intro="Price in euros.">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          field="car_type"
          label={FIELD_LABEL.car_type}
          value={draft.car_type}
          onChange={(car_type) => update({ car_type })}
          errors={errors}
          maxLength={L.shortText + 10}
          placeholder="e.g. SUV 4x4"
        />
        <TextField
          field="make_model"
          label={FIELD_LABEL.make_model}
          value={draft.make_model}
          onChange={(make_model) => update({ make_model })}
          errors={errors}
          maxLength={L.shortText + 10}
          placeholder="e.g. Toyota Land Cruiser"
        />
      </div>
      <NumberField
        field="seats"
        label={FIELD_LABEL.seats}
        suffix="seats"
        value={draft.seats}
        onChange={(seats) => update({ seats })}
        errors={errors}
      />
      <RadioField
        field="transmission"
        label={FIELD_LABEL.transmission}
        options={TRANSMISSIONS}
        value={draft.transmission}
        onChange={(transmission) => update({ transmission })}
        errors={errors}
      />
      <CheckboxField
        field="driver_included"
        label="A driver is included"
        checked={draft.driver_included}
        onChange={(driver_included) => update({ driver_included })}
        hint="Leave it unticked if travelers drive themselves."
      />
      <MoneyField
        field="price_per_day"
        label={FIELD_LABEL.price_per_day}
        unit="per day"
        value={draft.price_per_day}
        onChange={(price_per_day) => update({ price_per_day })}
        errors={errors}
      />
    </FormSection>
  );
}
