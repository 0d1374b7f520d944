import { Button, Group, List, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import type { CreateSittingBody, Sitting } from "#shared/sittings/sittings.ts";
import { DialogActions } from "#web/components/dialog-actions.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { addDays, dayLabel, sittingOptionLabel, weekStartOf } from "#web/lib/sitting-format.ts";
import { useCreateSitting, useSittings } from "#web/lib/sitting-queries.ts";

const DAY_MS = 86_400_000;

/** An instant moved by `days`, or null. */
const shiftInstant = (iso: string | null, days: number) =>
  iso === null ? null : new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** A day input that names the week it picks ("Week starting …"; `week` is its Sunday, "" for none). */
function WeekField({
  label,
  day,
  onChange,
  week,
  error,
}: {
  label: string;
  day: string;
  onChange: (day: string) => void;
  week: string;
  error?: string;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={day}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={week ? `Week starting ${dayLabel(week)}` : undefined}
      error={error}
    />
  );
}

/** The draft copy of `sitting`, `days` later (its booking window moves with it; no seats are taken). */
export function copyOf(sitting: Sitting, days: number): CreateSittingBody {
  return {
    testCenterId: sitting.testCenterId,
    date: addDays(sitting.date, days),
    startTime: sitting.startTime,
    durationMinutes: sitting.durationMinutes,
    seats: sitting.seats,
    examCategory: sitting.examCategory as CreateSittingBody["examCategory"],
    examName: sitting.examName,
    room: sitting.room,
    notes: sitting.notes,
    bookingOpensAt: shiftInstant(sitting.bookingOpensAt, days),
    bookingClosesAt: shiftInstant(sitting.bookingClosesAt, days),
    changeDeadlineHours: sitting.changeDeadlineHours,
    status: "draft",
  };
}

export interface CopyWeekModalProps {
  opened: boolean;
  onClose: () => void;
  /** The center whose week is copied; null: every center the user sees. */
  testCenterId: number | null;
  /** A day of the week offered first (the month shown). */
  initialDay: string;
}

function CopyWeekBody({ onClose, testCenterId, initialDay }: Omit<CopyWeekModalProps, "opened">) {
  const [sourceDay, setSourceDay] = useState(initialDay);
  const source = sourceDay ? weekStartOf(sourceDay) : "";
  const [targetDay, setTargetDay] = useState(addDays(weekStartOf(initialDay), 7));
  const target = targetDay ? weekStartOf(targetDay) : "";
  const { data, isPending } = useSittings(
    { testCenterId, from: source, to: source ? addDays(source, 6) : undefined },
    source !== "",
  );
  const toCopy = (data ?? []).filter((s) => s.status !== "cancelled");
  const create = useCreateSitting();
  const [copying, setCopying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sameWeek = source !== "" && source === target;

  const copy = async () => {
    if (!source || !target || sameWeek) return;
    const days = Math.round((Date.parse(target) - Date.parse(source)) / DAY_MS);
    setCopying(true);
    setFailure(null);
    let created = 0;
    const failed: string[] = [];
    // One at a time: each is its own sitting, and a refusal names the one refused.
    for (const sitting of toCopy) {
      try {
        await create.mutateAsync(copyOf(sitting, days));
        created += 1;
      } catch (error) {
        failed.push(`${sittingOptionLabel(sitting)}: ${messageOr(error, "not copied")}`);
      }
    }
    setCopying(false);
    if (failed.length > 0) {
      setFailure(`${created} copied; ${failed.length} not copied. ${failed.join(" ")}`);
      return;
    }
    notifications.show({
      color: "teal",
      message: `${created === 1 ? "1 sitting" : `${created} sittings`} copied to the week of ${dayLabel(target)} as drafts.`,
    });
    onClose();
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        Every sitting of the chosen week (Sunday to Saturday) is created again in the target week, on the same
        weekday and time, as a draft with no candidates.
      </Text>
      <Group grow align="flex-start">
        <WeekField label="Copy the week of" day={sourceDay} onChange={setSourceDay} week={source} />
        <WeekField
          label="To the week of"
          day={targetDay}
          onChange={setTargetDay}
          week={target}
          error={sameWeek ? "Choose another week than the one copied." : undefined}
        />
      </Group>
      {source && !isPending && (
        <Text size="sm" fw={600} aria-live="polite">
          {toCopy.length === 0
            ? "No sittings in that week."
            : `${toCopy.length === 1 ? "1 sitting" : `${toCopy.length} sittings`} to copy:`}
        </Text>
      )}
      {toCopy.length > 0 && (
        <List size="sm" spacing={2}>
          {toCopy.map((s) => (
            <List.Item key={s.id}>{sittingOptionLabel(s)}</List.Item>
          ))}
        </List>
      )}
      <DialogActions failure={failure} onCancel={onClose}>
        <Button onClick={copy} loading={copying} disabled={toCopy.length === 0 || !target || sameWeek}>
          Copy week
        </Button>
      </DialogActions>
    </Stack>
  );
}

/** "Copy week": creates every sitting of a week again in another week, as drafts (docs/product.md §10). */
export function CopyWeekModal({ opened, ...props }: CopyWeekModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Copy a week of sittings" size="lg">
      <CopyWeekBody {...props} />
    </Modal>
  );
}
