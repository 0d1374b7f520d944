import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { DOB_MAX, dobMin, GENDERS } from "../../../shared/registration.ts";
import { CountrySelect } from "./country-select.tsx";
import { FIELD_LABELS } from "./field-labels.ts";
import { type RegistrationForm, selectProps } from "./registration-form.ts";

/** Step 1, Personal & Identity Information (spec §2, §3): names, ID or passport, date of birth, gender. */
export function PersonalStep({ form }: { form: RegistrationForm }) {
  // The earliest date of birth moves with the current year; the page is prerendered at build time,
  // so the bound is set only in the browser to keep the hydrated HTML identical.
  const mounted = useMounted();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={FIELD_LABELS.firstName}
          withAsterisk
          autoComplete="given-name"
          {...form.getInputProps("firstName")}
        />
        <TextInput
          label={FIELD_LABELS.lastName}
          withAsterisk
          autoComplete="family-name"
          {...form.getInputProps("lastName")}
        />
      </SimpleGrid>
      <TextInput
        label={FIELD_LABELS.fullName}
        description="As written on your ID or passport"
        withAsterisk
        autoComplete="name"
        {...form.getInputProps("fullName")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={FIELD_LABELS.nationalId}
          description="National ID or passport number: at least one"
          {...form.getInputProps("nationalId")}
        />
        <TextInput
          label={FIELD_LABELS.passportNumber}
          description="National ID or passport number: at least one"
          {...form.getInputProps("passportNumber")}
        />
      </SimpleGrid>
      <CountrySelect form={form} field="governmentIdIssuingCountry" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={FIELD_LABELS.dob}
          type="date"
          withAsterisk
          autoComplete="bday"
          min={mounted ? dobMin() : undefined}
          max={DOB_MAX}
          {...form.getInputProps("dob")}
        />
        <Select
          label={FIELD_LABELS.gender}
          placeholder="Choose"
          data={GENDERS}
          withAsterisk
          allowDeselect={false}
          {...selectProps(form, "gender")}
        />
      </SimpleGrid>
      <CountrySelect form={form} field="nationality" />
    </Stack>
  );
}
