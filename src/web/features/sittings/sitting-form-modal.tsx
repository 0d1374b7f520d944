import { Button, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { Sitting } from "#shared/sittings/sittings.ts";
import { DialogActions } from "#web/components/dialog-actions.tsx";
import { type StaffTextField, StaffTextInputs } from "#web/components/staff-text-inputs.tsx";
import { useCreateSitting, useUpdateSitting } from "#web/lib/sitting-queries.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import {
  createBody,
  EXAM_CATEGORY_OPTIONS,
  examOptions,
  SITTING_FORM_FIELDS,
  type SittingFormValues,
  updateBody,
  validateCreate,
  validateUpdate,
} from "./sitting-form.ts";

/** When candidates may book, in the center's time (docs/product.md §10); empty: the defaults. */
const BOOKING_WINDOW_FIELDS: StaffTextField<keyof SittingFormValues>[] = [
  {
    field: "bookingOpensAt",
    type: "datetime-local",
    label: "Booking opens",
    description: "Center time; empty: when published.",
  },
  {
    field: "bookingClosesAt",
    type: "datetime-local",
    label: "Booking closes",
    description: "Center time; empty: at the change deadline.",
  },
];

export interface SittingFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The form's starting values (a new sitting's or the edited one's). */
  initialValues: SittingFormValues;
  /** The centers the user may choose from (one for a test_center user). */
  centers: readonly { id: number; name: string }[];
  /** The sitting being edited; none: a new one. */
  sitting?: Sitting;
  /** Called with the saved sitting. */
  onSaved?: (sitting: Sitting) => void;
}

/** Shown inside the modal so each opening starts from its own values (the modal unmounts it on close). */
function SittingFormBody({
  onClose,
  initialValues,
  centers,
  sitting,
  onSaved,
}: Omit<SittingFormModalProps, "opened">) {
  const editing = sitting !== undefined;
  const create = useCreateSitting();
  const update = useUpdateSitting(sitting?.id ?? 0);
  const { form, failure, onSubmit, required } = useStaffForm<SittingFormValues>({
    initialValues,
    validate: editing ? validateUpdate : validateCreate,
    fields: SITTING_FORM_FIELDS,
    failureMessage: "Could not save the sitting. Please try again.",
  });
  const saving = create.isPending || update.isPending;
  const exams = examOptions(form.values.examCategory);
  const statuses = editing
    ? [
        { value: "draft", label: "Draft (staff only)" },
        { value: "published", label: "Published (candidates can book)" },
        { value: "closed", label: "Closed (no more candidate bookings)" },
      ]
    : [
        { value: "draft", label: "Draft (staff only)" },
        { value: "published", label: "Published (candidates can book)" },
      ];

  const submit = onSubmit(async (values) => {
    const saved = editing
      ? await update.mutateAsync(updateBody(values))
      : await create.mutateAsync(createBody(values));
    notifications.show({ color: "teal", message: editing ? "Sitting saved." : "Sitting created." });
    onSaved?.(saved);
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Test center"
          data={centers.map((c) => ({ value: String(c.id), label: c.name }))}
          disabled={editing || centers.length === 1}
          searchable
          {...required("testCenterId")}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput type="date" label="Date" {...required("date")} />
          <TextInput type="time" label="Start time" {...required("startTime")} />
          <NumberInput
            label="Duration (minutes)"
            min={15}
            max={720}
            step={15}
            {...required("durationMinutes")}
          />
          <NumberInput label="Seats" min={1} max={1000} {...required("seats")} />
          <Select
            label="Exam category"
            placeholder="All exams"
            data={EXAM_CATEGORY_OPTIONS}
            clearable
            {...form.getInputProps("examCategory")}
            onChange={(value) => {
              form.setFieldValue("examCategory", value);
              form.setFieldValue("examName", null);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Exam"
            placeholder={form.values.examCategory ? "All of its exams" : "Choose a category first"}
            data={exams}
            disabled={exams.length === 0}
            searchable
            clearable
            {...form.getInputProps("examName")}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label="Room" {...form.getInputProps("room")} />
          <NumberInput
            label="Change deadline (hours before the start)"
            description="Until then a candidate may move or give back the seat."
            min={0}
            max={720}
            {...required("changeDeadlineHours")}
          />
          <StaffTextInputs fields={BOOKING_WINDOW_FIELDS} form={form} required={required} />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} maxRows={5} {...form.getInputProps("notes")} />
        <Select
          label="Status"
          data={statuses}
          allowDeselect={false}
          {...required("status")}
          comboboxProps={{ withinPortal: true }}
        />
        <DialogActions failure={failure} onCancel={onClose}>
          <Button type="submit" loading={saving}>
            {editing ? "Save sitting" : "Create sitting"}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/** The create / edit form of a sitting in a modal (docs/product.md §10). */
export function SittingFormModal({ opened, ...props }: SittingFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.sitting ? "Edit sitting" : "New sitting"}
      size="lg"
    >
      <SittingFormBody {...props} />
    </Modal>
  );
}
