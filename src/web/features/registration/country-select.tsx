import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { COUNTRIES } from "#shared/reference/countries.ts";
import { COUNTRY_CODES } from "#shared/reference/country-codes.ts";
import type { RegistrationField } from "#shared/registration/registration.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { countryName } from "#web/lib/country-name.ts";
import { FieldSelect } from "./form-fields.tsx";
import type { RegistrationForm } from "./registration-form.ts";

interface CountrySelectProps {
  form: RegistrationForm;
  field: RegistrationField;
  /** Required fields show an asterisk and cannot be cleared; optional ones can. */
  required?: boolean;
}

/**
 * A searchable choice among the countries of docs/product.md §3 (country, ID issuing country, nationality).
 * The value is the list's English name (the wire value); the option shows the country's name in
 * the page's language (Arabic: `Intl.DisplayNames`, sorted in Arabic order).
 */
export function CountrySelect({ form, field, required = false }: CountrySelectProps) {
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  const data = useMemo(() => {
    if (locale === "en") return [...COUNTRIES];
    const collator = new Intl.Collator(locale);
    return COUNTRIES.map((name) => ({ value: name, label: countryName(name, locale, COUNTRY_CODES) })).sort(
      (a, b) => collator.compare(a.label, b.label),
    );
  }, [locale]);
  return (
    <FieldSelect
      form={form}
      field={field}
      placeholder={_("reg.chooseCountry")}
      data={data}
      searchable
      withAsterisk={required}
      clearable={!required}
      allowDeselect={!required}
      nothingFoundMessage={_("reg.noCountry")}
    />
  );
}
