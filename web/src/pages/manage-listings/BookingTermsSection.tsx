import { CANCELLATION_POLICIES, POLICY_NAME, POLICY_TEXT } from "../../../../domain/bookings/cancellation";
import { BALANCE_DUE_DAYS, DEPOSIT_PERCENT } from "../../../../domain/bookings/pricing";
import { CHOICE, FieldSet } from "../../components/form/Field";
import { FormSection } from "../../components/form/FormSection";
import { FIELD_LABEL } from "./editor-draft";
import { fieldDomId, NumberField } from "./fields";
import type { SectionProps } from "./sections";

/**
 * What travelers agree to when they book (issue 16 items 1 and 5): the share they pay to book and the cancellation
 * policy, each policy in the words travelers read before paying.
 */
export function BookingTermsSection({ draft, errors, update }: SectionProps) {
  return (
    <FormSection
      id="terms-heading"
      title="Booking terms"
      intro="Travelers see these on your listing and before they pay anything."
    >
      <NumberField
        field="deposit_percent"
        label={FIELD_LABEL.deposit_percent}
        suffix="% of the price"
        value={draft.deposit_percent}
        onChange={(deposit_percent) => update({ deposit_percent })}
        errors={errors}
        hint={`${DEPOSIT_PERCENT.min} to ${DEPOSIT_PERCENT.max}%. Travelers pay it to book; the rest is due ${BALANCE_DUE_DAYS} days before the trip.`}
      />
      <FieldSet
        id={fieldDomId("cancellation_policy")}
        legend={FIELD_LABEL.cancellation_policy}
        error={errors.cancellation_policy}
      >
        <div className="grid gap-2">
          {CANCELLATION_POLICIES.map((policy) => {
            const id = `${fieldDomId("cancellation_policy")}-${policy}`;
            return (
              <label key={policy} className={`${CHOICE} items-start`}>
                <input
                  type="radio"
                  name="cancellation_policy"
                  value={policy}
                  checked={draft.cancellation_policy === policy}
                  onChange={() => update({ cancellation_policy: policy })}
                  aria-labelledby={`${id}-name`}
                  aria-describedby={`${id}-text`}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span id={`${id}-name`} className="block font-medium text-stone-900 dark:text-white">
                    {POLICY_NAME[policy]}
                  </span>
                  <span id={`${id}-text`} className="block text-sm text-stone-600 dark:text-stone-300">
                    {POLICY_TEXT[policy]}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </FieldSet>
    </FormSection>
  );
}
