import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import type { Student } from "#shared/candidates/candidates.ts";
import {
  type StudentEditField,
  type StudentEditInput,
  studentEditExamIssue,
  studentEditSchema,
} from "#shared/candidates/edit.ts";
import { studentEditBody } from "#shared/candidates/edit-body.ts";
import { isEditableIn, stateLabel, statesUnlocking } from "#shared/candidates/pipeline.ts";
import { examOptions, regulatorOptions, specialtyOptions, withKept } from "#shared/catalogue/exam-choice.ts";
import { COUNTRIES, UNITED_STATES } from "#shared/reference/countries.ts";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { US_STATES } from "#shared/reference/us-states.ts";
import {
  DEGREES,
  GENDERS,
  REGISTRATION_PLACES,
  requiredUniversities,
} from "#shared/registration/registration.ts";
import { BACK_OFFICE_TEXTS } from "#shared/texts/back-office.ts";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { ApiError } from "#web/lib/api.ts";
import { usePublishedCatalogue } from "#web/lib/use-published-catalogue.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { useEditStudent } from "./api.ts";

type Values = Record<StudentEditField, string>;

const STATES = US_STATES.map((s) => s.name);

/** The form's starting values: the candidate as read, blanks as empty strings. */
function initialValues(s: Student): Values {
  const read = Object.entries(studentEditBody(s)).map(([field, value]) => [
    field,
    value === null ? "" : String(value),
  ]);
  return Object.fromEntries(read) as Values;
}

/**
 * Edit Student Data (docs/product.md §2, §5 "Student edit form"): every editable field of the candidate with
 * the spec's required/optional rules, checked with the shared schema before sending and again by the
 * server (`PUT /api/students/{id}`). Exam category, specialty (`examSubcategory`) and exam narrow
 * each other over what the published catalogue offers (docs/product.md §13 "The catalogue"), the
 * candidate's own choice kept among them even when retired; a newly chosen one must be offered.
 * State and postal code apply to the United States only (50 states); Exam Date and Exam Location are editable only in a state that unlocks them (docs/product.md §4: Exam_Details; `unlocks` in pipeline.ts). Saved
 * changes go to the candidate's history.
 */
export function StudentEditForm({ student, onSaved }: { student: Student; onSaved?: () => void }) {
  const form = useForm<Values>({ mode: "controlled", initialValues: initialValues(student) });
  const save = useEditStudent(String(student.id));
  const centers = useTestCenters();
  const catalogue = usePublishedCatalogue();
  const lists = catalogue.data;
  const values = form.getValues();
  // The published catalogue's bookable choices; the candidate's own (a retired exam, an imported
  // name) stays among them, so it can be kept.
  const kept = studentEditBody(student);
  const examPicker = (options: { value: string; label: string }[], field: StudentEditField) => ({
    data: withKept(options, values[field] === String(kept[field] ?? "") ? values[field] : ""),
    disabled: !lists,
    placeholder: catalogue.isPending ? "Loading exams…" : undefined,
  });
  /** Disabled, with where it can be changed, unless the candidate's state unlocks `field` (docs/product.md §4). */
  const stateLocked = (field: StudentEditField) =>
    isEditableIn(field, student.state)
      ? {}
      : {
          disabled: true,
          description: `Editable in state ${statesUnlocking(field).map(stateLabel).join(" or ")}`,
        };
  const inUs = values.country === UNITED_STATES;
  // How many universities the degree asks for, minus one (docs/product.md §5: BSC 0, MSC 1, PHD 2).
  const level = requiredUniversities(values.degree).length - 1;

  const input = (field: StudentEditField) => ({
    ...form.getInputProps(field),
    name: field,
    id: `edit-${field}`,
  });
  const select = (field: StudentEditField, after?: (value: string) => void) => ({
    ...input(field),
    value: values[field] || null,
    onChange: (value: string | null) => {
      form.setFieldValue(field, value ?? "");
      after?.(value ?? "");
    },
  });

  const submit = form.onSubmit(async (raw) => {
    const parsed = studentEditSchema.safeParse(raw);
    // A newly chosen exam must be one the published catalogue offers (the server checks it again).
    const examIssue = lists ? studentEditExamIssue(lists, raw, kept) : null;
    const issues = [
      ...(parsed.success
        ? []
        : parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }))),
      ...(examIssue ? [examIssue] : []),
    ];
    if (issues.length > 0) {
      const errors: Record<string, string> = {};
      for (const issue of issues) errors[issue.field] ??= issue.message;
      form.setErrors(errors);
      const first = issues[0]?.field;
      if (first !== undefined) document.getElementById(`edit-${first}`)?.focus();
      return;
    }
    try {
      const answer = await save.mutateAsync(raw as unknown as StudentEditInput);
      notifications.show({ color: "teal", message: answer.message });
      form.resetDirty();
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiError && error.field) form.setFieldError(error.field, error.message);
    }
  });

  const failure =
    save.error instanceof ApiError
      ? save.error.status === 401 || save.error.status === 403
        ? BACK_OFFICE_TEXTS.userDetailsMissing
        : save.error.messageOr(BACK_OFFICE_TEXTS.studentUpdateFailed)
      : save.error
        ? BACK_OFFICE_TEXTS.studentUpdateFailed
        : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Edit Student Data">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Fields marked * are required. At least one of National ID or Passport number is needed.
        </Text>
        <Fieldset legend="Personal and identity">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput label="First name" withAsterisk {...input("first_name")} />
            <TextInput label="Last name" withAsterisk {...input("last_name")} />
            <TextInput label="Full name" withAsterisk {...input("full_name")} />
            <TextInput label="National ID" {...input("national_id")} />
            <TextInput label="Passport number" {...input("passport_number")} />
            <Select
              label="ID issuing country"
              data={COUNTRIES}
              searchable
              clearable
              {...select("government_id_issuing_country")}
            />
            <TextInput label="Date of birth" type="date" withAsterisk {...input("date_of_birth")} />
            <Select label="Gender" data={GENDERS} withAsterisk allowDeselect={false} {...select("gender")} />
            <Select label="Nationality" data={COUNTRIES} searchable clearable {...select("nationality")} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Contact">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput label="Email" type="email" withAsterisk {...input("email")} />
            <TextInput label="Phone" type="tel" withAsterisk {...input("phone")} />
            <Select
              label="Country"
              data={COUNTRIES}
              searchable
              withAsterisk
              allowDeselect={false}
              {...select("country", (country) => {
                if (country !== UNITED_STATES) {
                  form.setFieldValue("country_state", "");
                  form.setFieldValue("postal_code", "");
                }
              })}
            />
            {inUs && (
              <Select label="State" data={STATES} searchable withAsterisk {...select("country_state")} />
            )}
            {inUs && <TextInput label="Postal code" withAsterisk {...input("postal_code")} />}
            <TextInput label="City" withAsterisk {...input("city")} />
            <TextInput label="Mailing address" {...input("mailing_address")} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Education and work">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <Select label="Degree" data={DEGREES} withAsterisk allowDeselect={false} {...select("degree")} />
            <TextInput label="BSC university" withAsterisk={level >= 0} {...input("BSC_university")} />
            <TextInput label="MSC university" withAsterisk={level >= 1} {...input("MSC_university")} />
            <TextInput label="PHD university" withAsterisk={level >= 2} {...input("PHD_university")} />
            <TextInput label="College" {...input("college")} />
            <TextInput label="Potential workplace" {...input("potential_work_place")} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Exam">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <Select
              label="Exam category"
              {...examPicker(lists ? regulatorOptions(lists, "en") : [], "exam_category")}
              withAsterisk
              allowDeselect={false}
              {...select("exam_category", () => {
                form.setFieldValue("examSubcategory", "");
                form.setFieldValue("exam_name", "");
              })}
            />
            <Select
              label="Exam subcategory"
              {...examPicker(
                lists ? specialtyOptions(lists, values.exam_category, "en") : [],
                "examSubcategory",
              )}
              searchable
              withAsterisk
              allowDeselect={false}
              {...select("examSubcategory", () => form.setFieldValue("exam_name", ""))}
            />
            <Select
              label="Exam name"
              {...examPicker(
                lists ? examOptions(lists, values.exam_category, values.examSubcategory, "en") : [],
                "exam_name",
              )}
              searchable
              withAsterisk
              allowDeselect={false}
              {...select("exam_name")}
            />
            <Select
              label="Test month"
              data={TRIAL_MONTHS}
              withAsterisk
              allowDeselect={false}
              {...select("Trail_month")}
            />
            <TextInput label="Requested date range" {...input("requested_date_range")} />
            <Select
              label="Test center"
              data={(centers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              withAsterisk
              allowDeselect={false}
              {...select("test_center_id")}
            />
            <Select
              label="Registered from"
              data={REGISTRATION_PLACES.map((p) => ({ value: p.value, label: p.label }))}
              withAsterisk
              allowDeselect={false}
              {...select("registered_from")}
            />
            <TextInput label="Exam date" type="date" {...stateLocked("ExamDate")} {...input("ExamDate")} />
            <TextInput label="Exam location" {...stateLocked("ExamLocation")} {...input("ExamLocation")} />
            <TextInput label="Exam time" placeholder="e.g. 09:00" {...input("exam_time")} />
            <TextInput label="Confirmation number" {...input("confirmation_number")} />
          </SimpleGrid>
        </Fieldset>

        <FormFailure failure={failure} title="Not saved" />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
            Discard changes
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
