import { LISTING_LIMITS as L } from "../../../../domain/listing-form";
import { FormSection } from "../../components/form/FormSection";
import { FIELD_LABEL } from "./editor-draft";
import { ChipsField, MoneyField, NumberField, TextField } from "./fields";
import type { SectionProps } from "./sections";

const COMMON_LANGUAGES = ["English", "Russian", "French", "German", "Spanish"];

/** A driver's vehicle, seats, languages, the areas they cover and the daily price. */
export function DriverSection({ draft, errors, update }: SectionProps) {
  return (
    <FormSection id="driver-heading" title="The service" intro="Price in euros.">
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <TextField
          field="vehicle"
          label={FIELD_LABEL.vehicle}
          value={draft.vehicle}
          onChange={(vehicle) => update({ vehicle })}
          errors={errors}
          maxLength={L.shortText + 10}
          placeholder="e.g. Mitsubishi Delica minivan"
        />
        <NumberField
          field="seats"
          label="Passenger seats"
          value={draft.seats}
          onChange={(seats) => update({ seats })}
          errors={errors}
        />
      </div>
      <ChipsField
        field="languages"
        label={FIELD_LABEL.languages}
        itemName="language"
        values={draft.languages}
        onChange={(languages) => update({ languages })}
        errors={errors}
        max={L.languages}
        placeholder="e.g. Kazakh"
        suggestions={COMMON_LANGUAGES}
      />
      <ChipsField
        field="areas_served"
        label={FIELD_LABEL.areas_served}
        itemName="area"
        values={draft.areas_served}
        onChange={(areas_served) => update({ areas_served })}
        errors={errors}
        max={L.areas}
        placeholder="e.g. Charyn Canyon"
        hint={`Optional, up to ${L.areas}: towns, valleys, parks you drive to.`}
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
