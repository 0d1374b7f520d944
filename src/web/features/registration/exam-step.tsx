import { useLingui } from "@lingui/react";
import { Alert, Button, Loader, Radio, SimpleGrid, Stack } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { examOptions, regulatorOptions, specialtyOptions, withKept } from "#shared/catalogue/exam-choice.ts";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { REGISTRATION_PLACES } from "#shared/registration/registration.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { useAvailability } from "#web/lib/use-availability.ts";
import { usePublishedCatalogue } from "#web/lib/use-published-catalogue.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { FieldSelect, FieldText } from "./form-fields.tsx";
import { choiceProps, type RegistrationForm } from "./registration-form.ts";
import { fieldLabelId } from "./registration-text.ts";
import { exampleDateRange, monthName } from "./wizard-steps.ts";

/** A list the step could not load: why, and "Try again". */
function Unavailable({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { _ } = useLingui();
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="xs" align="flex-start">
        {error.message || _("reg.unexpectedError")}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {_("reg.tryAgain")}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The specialty and the exam: each chosen within the choice before it (docs/product.md §4). */
const NARROWED_CHOICES = [
  {
    field: "examSpecialty",
    after: "examCategory",
    choose: "reg.chooseSpecialty",
    chooseFirst: "reg.chooseCategoryFirst",
    nothingFound: "reg.noSpecialty",
  },
  {
    field: "examName",
    after: "examSpecialty",
    choose: "reg.chooseExam",
    chooseFirst: "reg.chooseSpecialtyFirst",
    nothingFound: "reg.noExam",
  },
] as const;

/**
 * Step 4, Exam Details (docs/product.md §2, §3): regulator, specialty and exam from the published
 * catalogue (`GET /api/catalogue`, docs/product.md §13 "The catalogue"; the prerendered page has
 * none, so the three pickers wait, disabled, for it), each choice narrowing the next and clearing
 * what followed it (docs/product.md §4); test month with its no-seats warning, requested dates,
 * test center (from `GET /api/test-center`) and where the candidate registers from. Once a center
 * and an exam are chosen, each month says whether it has seats (docs/product.md §10) and the
 * warning shows only for a month without; until then, or when that answer fails, it shows for any.
 */
export function ExamStep({ form }: { form: RegistrationForm }) {
  const values = form.getValues();
  const catalogue = usePublishedCatalogue();
  const centers = useTestCenters();
  const mounted = useMounted();
  const center = centers.data?.find((c) => String(c.id) === values.test_center);
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  // From the published catalogue, in the page's language (values: the code and the English names).
  // A choice it no longer offers (a draft's retired exam) stays shown; Register says why it cannot.
  const lists = catalogue.data;
  const categories = lists ? withKept(regulatorOptions(lists, locale), values.examCategory) : [];
  const specialties = lists
    ? withKept(specialtyOptions(lists, values.examCategory, locale), values.examSpecialty)
    : [];
  const exams = lists
    ? withKept(examOptions(lists, values.examCategory, values.examSpecialty, locale), values.examName)
    : [];

  const month = values.Trail_month ? monthName(values.Trail_month, locale) : "";
  const seats = useAvailability(values.test_center, values.examName).data;
  const noSeats = Boolean(values.Trail_month) && seats?.get(values.Trail_month)?.open !== true;
  const monthLabel = (value: string) => {
    const level = seats?.get(value)?.level;
    if (!level) return monthName(value, locale);
    const seatText = _(`reg.seats.${level}`);
    return `${monthName(value, locale)} – ${seatText}`;
  };

  return (
    <Stack gap="md">
      <FieldSelect
        form={form}
        field="examCategory"
        placeholder={catalogue.isPending ? _("reg.loadingExams") : _("reg.chooseRegulator")}
        data={categories}
        withAsterisk
        allowDeselect={false}
        disabled={!lists}
        rightSection={
          catalogue.isPending ? <Loader size="xs" aria-label={_("reg.loadingExams")} /> : undefined
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NARROWED_CHOICES.map((choice) => (
          <FieldSelect
            key={choice.field}
            form={form}
            field={choice.field}
            placeholder={values[choice.after] ? _(choice.choose) : _(choice.chooseFirst)}
            data={choice.field === "examSpecialty" ? specialties : exams}
            searchable
            withAsterisk
            allowDeselect={false}
            disabled={!lists || !values[choice.after]}
            nothingFoundMessage={_(choice.nothingFound)}
          />
        ))}
      </SimpleGrid>
      {catalogue.isError && (
        <Unavailable
          title={_("reg.examsUnavailable")}
          error={catalogue.error}
          onRetry={() => catalogue.refetch()}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldSelect
          form={form}
          field="Trail_month"
          placeholder={_("reg.chooseMonth")}
          data={TRIAL_MONTHS.map((value) => ({ value, label: monthLabel(value) }))}
          withAsterisk
          allowDeselect={false}
        />
        <FieldText
          form={form}
          field="requestedDateRange"
          // Computed in the browser: the prerendered page must not carry a build-time date.
          placeholder={
            mounted ? _("reg.dateRangeExample", { range: exampleDateRange(new Date(), locale) }) : undefined
          }
          withAsterisk
        />
      </SimpleGrid>
      {noSeats && (
        <Alert color="yellow" variant="light" title={_("reg.noSeatsTitle")} data-testid="no-seats-warning">
          {_("reg.noSeats", { month })}
        </Alert>
      )}
      <FieldSelect
        form={form}
        field="test_center"
        placeholder={centers.isPending ? _("reg.loadingCenters") : _("reg.chooseCenter")}
        data={(centers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        description={center?.address}
        withAsterisk
        allowDeselect={false}
        disabled={!centers.isSuccess}
        rightSection={
          centers.isPending ? <Loader size="xs" aria-label={_("reg.loadingCenters")} /> : undefined
        }
        nothingFoundMessage={_("reg.noCenter")}
      />
      {centers.isError && (
        <Unavailable
          title={_("reg.centersUnavailable")}
          error={centers.error}
          onRetry={() => centers.refetch()}
        />
      )}
      <Radio.Group
        label={_(fieldLabelId("registered_from"))}
        withAsterisk
        {...choiceProps(form, "registered_from")}
      >
        <Stack gap="xs" mt="xs">
          {REGISTRATION_PLACES.map((place) => (
            <Radio key={place.value} value={place.value} label={_(`reg.place.${place.value}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
