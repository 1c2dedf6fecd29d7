import { LISTING_LIMITS as L } from "../../../../domain/listing-form";
import { FormSection } from "../../components/form/FormSection";
import { FIELD_LABEL } from "./editor-draft";
import { MoneyField, NumberField } from "./fields";
import { ItineraryField } from "./ItineraryField";
import { PlacesField } from "./place-fields";
import type { SectionProps } from "./sections";

/** Where a tour goes and for how long (private and group tours). */
export function TripSection({ draft, errors, update }: SectionProps) {
  return (
    <FormSection id="trip-heading" title="The trip">
      <PlacesField
        field="countries"
        kind="countries"
        label="Countries"
        values={draft.countries}
        onChange={(countries) => update({ countries })}
        errors={errors}
        max={L.countries}
        hint={`1 to ${L.countries} countries the trip visits.`}
      />
      <PlacesField
        field="cities"
        kind="cities"
        label="Cities and places"
        values={draft.cities}
        country={draft.countries[0]}
        onChange={(cities) => update({ cities })}
        errors={errors}
        max={L.cities}
        hint={`Optional, up to ${L.cities}.`}
      />
      <NumberField
        field="number_of_days"
        label="Number of days"
        suffix="days"
        value={draft.number_of_days}
        onChange={(number_of_days) => update({ number_of_days })}
        errors={errors}
      />
      <ItineraryField days={draft.itinerary} onChange={(itinerary) => update({ itinerary })} errors={errors} />
    </FormSection>
  );
}

const GROUP_PRICES = ["price_2_persons", "price_3_persons", "price_4_persons"] as const;

/** A private tour's price per person, which may go down as the group grows. */
export function TourPricesSection({ draft, errors, update }: SectionProps) {
  return (
    <FormSection
      id="prices-heading"
      title="Prices"
      intro="In euros, per person. Travelers in a bigger group often pay less each: leave a size empty if you don't offer it."
    >
      <MoneyField
        field="price_1_person"
        label={FIELD_LABEL.price_1_person}
        unit="per person"
        value={draft.price_1_person}
        onChange={(price_1_person) => update({ price_1_person })}
        errors={errors}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {GROUP_PRICES.map((field) => (
          <MoneyField
            key={field}
            field={field}
            label={FIELD_LABEL[field]}
            unit="each"
            value={draft[field]}
            onChange={(value) => update({ [field]: value })}
            errors={errors}
          />
        ))}
      </div>
    </FormSection>
  );
}
