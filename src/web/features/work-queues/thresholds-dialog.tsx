import { Button, Group, Modal, NumberInput, Skeleton, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  THRESHOLD_LABELS,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  type WorkQueueSettings,
  workQueueSettingsSchema,
} from "#shared/dashboard/work-queues.ts";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { formatTimestamp } from "#web/lib/format.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import { useSaveWorkQueueSettings, useWorkQueueSettings } from "./api.ts";

const FIELDS = Object.keys(THRESHOLD_LABELS) as (keyof WorkQueueSettings)[];

/** The form of the thresholds: editable for admins, read-only for the others who may read them. */
function ThresholdsForm({
  settings,
  editable,
  onDone,
}: {
  settings: WorkQueueSettings;
  editable: boolean;
  onDone: () => void;
}) {
  const save = useSaveWorkQueueSettings();
  const { form, failure, onSubmit } = useStaffForm<WorkQueueSettings>({
    initialValues: settings,
    validate: workQueueSettingsSchema,
    fields: FIELDS,
    failureMessage: "The thresholds were not saved.",
  });
  const submit = onSubmit(async (values) => {
    await save.mutateAsync(values);
    notifications.show({ color: "teal", message: "Thresholds saved." });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={THRESHOLD_LABELS[field]}
            suffix=" days"
            min={THRESHOLD_MIN}
            max={THRESHOLD_MAX}
            allowDecimal={false}
            allowNegative={false}
            readOnly={!editable}
            {...form.getInputProps(field)}
          />
        ))}
        {failure && <FormFailure failure={failure} />}
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save thresholds
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * "Thresholds" (docs/product.md §12 "Work queues"): when each queue counts an item as late. Admins
 * change them; auditors read them (the policy's `PUT`/`GET /api/work-queues/settings`).
 */
export function ThresholdsButton() {
  const canRead = useCanCall("GET /api/work-queues/settings");
  const editable = useCanCall("PUT /api/work-queues/settings");
  const [opened, { open, close }] = useDisclosure(false);
  const query = useWorkQueueSettings(opened && canRead);
  if (!canRead) return null;
  return (
    <>
      <Button variant="default" size="xs" onClick={open}>
        Thresholds
      </Button>
      <Modal opened={opened} onClose={close} title="Work queue thresholds">
        {query.data ? (
          <Stack gap="xs">
            <ThresholdsForm settings={query.data.settings} editable={editable} onDone={close} />
            <Text size="xs" c="dimmed">
              {query.data.updatedAt
                ? `Saved ${formatTimestamp(query.data.updatedAt, true)} by ${query.data.updatedBy ?? "?"}`
                : "The defaults: no admin has saved thresholds yet."}
            </Text>
          </Stack>
        ) : query.isError ? (
          <FormFailure failure={messageOr(query.error, "The thresholds could not be loaded.")} />
        ) : (
          <Skeleton height={260} aria-label="Loading the thresholds" />
        )}
      </Modal>
    </>
  );
}
