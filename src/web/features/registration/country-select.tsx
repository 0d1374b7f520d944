import { COUNTRIES } from "#shared/reference/countries.ts";
import type { RegistrationField } from "#shared/registration.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import { FieldSelect } from "./form-fields.tsx";
import type { RegistrationForm } from "./registration-form.ts";

interface CountrySelectProps {
  form: RegistrationForm;
  field: RegistrationField;
  /** Required fields show an asterisk and cannot be cleared; optional ones can. */
  required?: boolean;
}

/** A searchable choice among the countries of spec §3 (country, ID issuing country, nationality), labelled as {@link FIELD_LABELS} names the field. */
export function CountrySelect({ form, field, required = false }: CountrySelectProps) {
  return (
    <FieldSelect
      form={form}
      field={field}
      placeholder="Choose a country"
      data={COUNTRIES}
      searchable
      withAsterisk={required}
      clearable={!required}
      allowDeselect={!required}
      nothingFoundMessage="No country found"
    />
  );
}
