import { Select } from "@mantine/core";
import { COUNTRIES } from "../../../shared/reference/countries.ts";
import type { RegistrationField } from "../../../shared/registration.ts";
import { type RegistrationForm, selectProps } from "./registration-form.ts";

interface CountrySelectProps {
  form: RegistrationForm;
  field: RegistrationField;
  label: string;
  /** Required fields show an asterisk and cannot be cleared; optional ones can. */
  required?: boolean;
}

/** A searchable choice among the countries of spec §3 (country, ID issuing country, nationality). */
export function CountrySelect({ form, field, label, required = false }: CountrySelectProps) {
  return (
    <Select
      label={label}
      placeholder="Choose a country"
      data={COUNTRIES}
      searchable
      withAsterisk={required}
      clearable={!required}
      allowDeselect={!required}
      nothingFoundMessage="No country found"
      {...selectProps(form, field)}
    />
  );
}
