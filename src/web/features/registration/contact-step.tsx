import { useLingui } from "@lingui/react";
import { SimpleGrid, Stack } from "@mantine/core";
import { US_STATES } from "#shared/reference/us-states.ts";
import { CountrySelect } from "./country-select.tsx";
import { FieldSelect, FieldText, FieldTextarea } from "./form-fields.tsx";
import type { RegistrationForm } from "./registration-form.ts";
import { isUnitedStates } from "./wizard-steps.ts";

const STATE_NAMES = US_STATES.map((state) => state.name);

/**
 * Step 2, Contact Information (docs/product.md §2, §3): email, phone, address. State and postal code apply to
 * the United States only: they are disabled for any other country, and leaving the United States
 * clears them (docs/product.md §4).
 */
export function ContactStep({ form }: { form: RegistrationForm }) {
  const { _ } = useLingui();
  const inUs = isUnitedStates(form.getValues().country);
  const usOnly = inUs ? undefined : _("reg.usOnly");
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldText form={form} field="email" type="email" withAsterisk autoComplete="email" dir="ltr" />
        <FieldText
          form={form}
          field="phone"
          type="tel"
          withAsterisk
          autoComplete="tel"
          placeholder="+966 5x xxx xxxx"
          dir="ltr"
        />
      </SimpleGrid>
      <CountrySelect form={form} field="country" required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldSelect
          form={form}
          field="state"
          placeholder={usOnly ?? _("reg.chooseState")}
          data={STATE_NAMES}
          searchable
          clearable
          withAsterisk={inUs}
          disabled={!inUs}
          nothingFoundMessage={_("reg.noState")}
        />
        <FieldText
          form={form}
          field="postalCode"
          placeholder={usOnly ?? "12345"}
          withAsterisk={inUs}
          disabled={!inUs}
          autoComplete="postal-code"
        />
      </SimpleGrid>
      <FieldText form={form} field="city" withAsterisk autoComplete="address-level2" />
      <FieldTextarea form={form} field="mailingAddress" autosize minRows={2} autoComplete="street-address" />
    </Stack>
  );
}
