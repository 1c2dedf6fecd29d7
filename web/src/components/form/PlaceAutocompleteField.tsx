import type { ComponentProps, ReactNode } from "react";
import { PlaceAutocomplete } from "../PlaceAutocomplete";
import { controlAria, Field, INPUT } from "./Field";

type AutocompleteProps = Omit<ComponentProps<typeof PlaceAutocomplete>, "invalid" | "describedBy" | "inputClassName">;

/**
 * The country and city autocomplete as a form field: it labels its own input; the Field around it adds the hint
 * and the message, which the input is described by.
 */
export function PlaceAutocompleteField({
  id,
  hint,
  error,
  ...place
}: AutocompleteProps & { id: string; hint?: ReactNode; error?: string }) {
  const aria = controlAria(id, { error, hint: Boolean(hint) });
  return (
    <Field id={id} hint={hint} error={error}>
      <PlaceAutocomplete
        id={id}
        inputClassName={INPUT}
        invalid={Boolean(error)}
        describedBy={aria["aria-describedby"]}
        {...place}
      />
    </Field>
  );
}
