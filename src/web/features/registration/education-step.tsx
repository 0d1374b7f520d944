import { useLingui } from "@lingui/react";
import { Stack } from "@mantine/core";
import { FieldChoice, FieldText } from "./form-fields.tsx";
import type { RegistrationForm } from "./registration-form.ts";
import { universitiesFor } from "./wizard-steps.ts";

/**
 * Step 3, Education & Professional (docs/product.md §2, §3): the degree and the universities it needs (docs/product.md §5:
 * BSC needs the BSC university, MSC also the MSC one, PHD all three), and the potential workplace.
 */
export function EducationStep({ form }: { form: RegistrationForm }) {
  const { _ } = useLingui();
  const shown = universitiesFor(form.getValues().degree);
  return (
    <Stack gap="md">
      <FieldChoice form={form} field="degree" placeholder={_("reg.chooseDegree")} />
      <FieldText form={form} field="BSC_university" withAsterisk />
      {shown.includes("MSC_university") && <FieldText form={form} field="MSC_university" withAsterisk />}
      {shown.includes("PHD_university") && <FieldText form={form} field="PHD_university" withAsterisk />}
      <FieldText form={form} field="potentialWorkPlace" description={_("reg.workplaceHint")} />
    </Stack>
  );
}
