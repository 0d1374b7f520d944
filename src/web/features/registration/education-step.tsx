import { Select, Stack, TextInput } from "@mantine/core";
import { DEGREES } from "../../../shared/registration.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import { type RegistrationForm, selectProps } from "./registration-form.ts";
import { universitiesFor } from "./wizard-steps.ts";

/**
 * Step 3, Education & Professional (spec §2, §3): the degree and the universities it needs (spec §5:
 * BSC needs the BSC university, MSC also the MSC one, PHD all three), and the potential workplace.
 */
export function EducationStep({ form }: { form: RegistrationForm }) {
  const shown = universitiesFor(form.getValues().degree);
  return (
    <Stack gap="md">
      <Select
        label={FIELD_LABELS.degree}
        placeholder="Choose your highest degree"
        data={DEGREES}
        withAsterisk
        allowDeselect={false}
        {...selectProps(form, "degree")}
      />
      <TextInput label={FIELD_LABELS.BSC_university} withAsterisk {...form.getInputProps("BSC_university")} />
      {shown.includes("MSC_university") && (
        <TextInput
          label={FIELD_LABELS.MSC_university}
          withAsterisk
          {...form.getInputProps("MSC_university")}
        />
      )}
      {shown.includes("PHD_university") && (
        <TextInput
          label={FIELD_LABELS.PHD_university}
          withAsterisk
          {...form.getInputProps("PHD_university")}
        />
      )}
      <TextInput
        label={FIELD_LABELS.potentialWorkPlace}
        description="Where you plan to work once licensed"
        {...form.getInputProps("potentialWorkPlace")}
      />
    </Stack>
  );
}
