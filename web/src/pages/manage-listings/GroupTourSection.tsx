import { LISTING_LIMITS as L } from "../../../../domain/listing-form";
import { FormSection } from "../../components/form/FormSection";
import { DeparturesField } from "./DeparturesField";
import { FIELD_LABEL } from "./editor-draft";
import { MoneyField, NumberField } from "./fields";
import type { SectionProps } from "./sections";

/** A group tour's price, group size and departures. */
export function GroupTourSection({ draft, errors, update }: SectionProps) {
  return (
    <FormSection id="group-heading" title="Price, group and departures" intro="Prices in euros.">
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          field="price_per_person"
          label={FIELD_LABEL.price_per_person}
          unit="per person"
          value={draft.price_per_person}
          onChange={(price_per_person) => update({ price_per_person })}
          errors={errors}
        />
        <NumberField
          field="max_group_size"
          label={FIELD_LABEL.max_group_size}
          suffix="people"
          value={draft.max_group_size}
          onChange={(max_group_size) => update({ max_group_size })}
          errors={errors}
          hint={`${L.groupMin} to ${L.groupMax}.`}
        />
      </div>
      <DeparturesField
        departures={draft.departures}
        onChange={(departures) => update({ departures })}
        errors={errors}
      />
    </FormSection>
  );
}
