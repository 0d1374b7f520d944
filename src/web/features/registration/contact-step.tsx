import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { US_STATES } from "../../../shared/reference/us-states.ts";
import { CountrySelect } from "./country-select.tsx";
import { FIELD_LABELS } from "./field-labels.ts";
import { type RegistrationForm, selectProps } from "./registration-form.ts";
import { isUnitedStates } from "./wizard-steps.ts";

const STATE_NAMES = US_STATES.map((state) => state.name);

/**
 * Step 2, Contact Information (spec §2, §3): email, phone, address. State and postal code apply to
 * the United States only: they are disabled for any other country, and leaving the United States
 * clears them (spec §4).
 */
export function ContactStep({ form }: { form: RegistrationForm }) {
  const inUs = isUnitedStates(form.getValues().country);
  const usOnly = inUs ? undefined : "United States only";
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={FIELD_LABELS.email}
          type="email"
          withAsterisk
          autoComplete="email"
          {...form.getInputProps("email")}
        />
        <TextInput
          label={FIELD_LABELS.phone}
          type="tel"
          withAsterisk
          autoComplete="tel"
          placeholder="+966 5x xxx xxxx"
          {...form.getInputProps("phone")}
        />
      </SimpleGrid>
      <CountrySelect form={form} field="country" required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={FIELD_LABELS.state}
          placeholder={usOnly ?? "Choose a state"}
          data={STATE_NAMES}
          searchable
          clearable
          withAsterisk={inUs}
          disabled={!inUs}
          nothingFoundMessage="No state found"
          {...selectProps(form, "state")}
        />
        <TextInput
          label={FIELD_LABELS.postalCode}
          placeholder={usOnly ?? "12345"}
          withAsterisk={inUs}
          disabled={!inUs}
          autoComplete="postal-code"
          {...form.getInputProps("postalCode")}
        />
      </SimpleGrid>
      <TextInput
        label={FIELD_LABELS.city}
        withAsterisk
        autoComplete="address-level2"
        {...form.getInputProps("city")}
      />
      <Textarea
        label={FIELD_LABELS.mailingAddress}
        autosize
        minRows={2}
        autoComplete="street-address"
        {...form.getInputProps("mailingAddress")}
      />
    </Stack>
  );
}
