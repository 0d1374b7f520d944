import { Alert, Button, Loader, Radio, SimpleGrid, Stack } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { examsOf, REGULATORS, specialtiesOf } from "#shared/reference/regulators.ts";
import { REGISTRATION_PLACES } from "#shared/registration.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import { FieldSelect, FieldText } from "./form-fields.tsx";
import { choiceProps, type RegistrationForm } from "./registration-form.ts";
import { exampleDateRange } from "./wizard-steps.ts";

const CATEGORIES = REGULATORS.map((r) => ({ value: r.code, label: `${r.code} – ${r.name}` }));

/**
 * Step 4, Exam Details (spec §2, §3): regulator, specialty and exam (each choice narrowing the next
 * and clearing what followed it, spec §4), test month with its no-seats warning, requested dates,
 * test center (from `GET /api/test-center`) and where the candidate registers from.
 */
export function ExamStep({ form }: { form: RegistrationForm }) {
  const values = form.getValues();
  const specialties = specialtiesOf(values.examCategory);
  const exams = examsOf(values.examCategory, values.examSpecialty);
  const centers = useTestCenters();
  const mounted = useMounted();
  const center = centers.data?.find((c) => String(c.id) === values.test_center);

  return (
    <Stack gap="md">
      <FieldSelect
        form={form}
        field="examCategory"
        placeholder="Choose a regulator"
        data={CATEGORIES}
        withAsterisk
        allowDeselect={false}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldSelect
          form={form}
          field="examSpecialty"
          placeholder={values.examCategory ? "Choose a specialty" : "Choose an exam category first"}
          data={specialties}
          searchable
          withAsterisk
          allowDeselect={false}
          disabled={!values.examCategory}
          nothingFoundMessage="No specialty found"
        />
        <FieldSelect
          form={form}
          field="examName"
          placeholder={values.examSpecialty ? "Choose an exam" : "Choose a specialty first"}
          data={exams}
          searchable
          withAsterisk
          allowDeselect={false}
          disabled={!values.examSpecialty}
          nothingFoundMessage="No exam found"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldSelect
          form={form}
          field="Trail_month"
          placeholder="Choose a month"
          data={TRIAL_MONTHS}
          withAsterisk
          allowDeselect={false}
        />
        <FieldText
          form={form}
          field="requestedDateRange"
          // Computed in the browser: the prerendered page must not carry a build-time date.
          placeholder={mounted ? `e.g. ${exampleDateRange()}` : undefined}
          withAsterisk
        />
      </SimpleGrid>
      {values.Trail_month && (
        <Alert color="yellow" variant="light" title="No seats available">
          No seats are currently available for {values.Trail_month}. Our staff will contact you if seats
          become available.
        </Alert>
      )}
      <FieldSelect
        form={form}
        field="test_center"
        placeholder={centers.isPending ? "Loading test centers…" : "Choose a test center"}
        data={(centers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        description={center?.address}
        withAsterisk
        allowDeselect={false}
        disabled={!centers.isSuccess}
        rightSection={centers.isPending ? <Loader size="xs" aria-label="Loading test centers" /> : undefined}
        nothingFoundMessage="No test center available"
      />
      {centers.isError && (
        <Alert color="red" variant="light" title="Test centers unavailable">
          <Stack gap="xs" align="flex-start">
            {centers.error.message || "An unexpected error occurred."}
            <Button size="xs" variant="light" color="red" onClick={() => centers.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      <Radio.Group
        label={FIELD_LABELS.registered_from}
        withAsterisk
        {...choiceProps(form, "registered_from")}
      >
        <Stack gap="xs" mt="xs">
          {REGISTRATION_PLACES.map((place) => (
            <Radio key={place.value} value={place.value} label={place.label} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
