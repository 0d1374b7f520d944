import { useLingui } from "@lingui/react";
import { SimpleGrid, Stack } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { DOB_MAX, dobMin } from "#shared/registration/registration.ts";
import { CountrySelect } from "./country-select.tsx";
import { FieldChoice, FieldText } from "./form-fields.tsx";
import type { RegistrationForm } from "./registration-form.ts";

/** Step 1, Personal & Identity Information (docs/product.md §2, §3): names, ID or passport, date of birth, gender. */
export function PersonalStep({ form }: { form: RegistrationForm }) {
  // The earliest date of birth moves with the current year; the page is prerendered at build time,
  // so the bound is set only in the browser to keep the hydrated HTML identical.
  const mounted = useMounted();
  const { _ } = useLingui();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldText form={form} field="firstName" withAsterisk autoComplete="given-name" />
        <FieldText form={form} field="lastName" withAsterisk autoComplete="family-name" />
      </SimpleGrid>
      <FieldText
        form={form}
        field="fullName"
        description={_("reg.fullNameHint")}
        withAsterisk
        autoComplete="name"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldText form={form} field="nationalId" description={_("reg.idHint")} />
        <FieldText form={form} field="passportNumber" description={_("reg.idHint")} />
      </SimpleGrid>
      <CountrySelect form={form} field="governmentIdIssuingCountry" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldText
          form={form}
          field="dob"
          type="date"
          withAsterisk
          autoComplete="bday"
          min={mounted ? dobMin() : undefined}
          max={DOB_MAX}
        />
        <FieldChoice form={form} field="gender" placeholder={_("reg.choose")} />
      </SimpleGrid>
      <CountrySelect form={form} field="nationality" />
    </Stack>
  );
}
