import { Button, Modal, Radio, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import type { Sitting } from "#shared/sittings/sittings.ts";
import { DialogActions } from "#web/components/dialog-actions.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { centerToday, isBookable, sittingOptionLabel } from "#web/lib/sitting-format.ts";
import { freeSeatsOf, useCancelSitting, useSittings } from "#web/lib/sitting-queries.ts";

export interface CancelSittingModalProps {
  opened: boolean;
  onClose: () => void;
  sitting: Sitting;
}

function CancelBody({ onClose, sitting }: Omit<CancelSittingModalProps, "opened">) {
  const booked = sitting.booked;
  const [where, setWhere] = useState<"move" | "pool">(booked > 0 ? "move" : "pool");
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelSitting(sitting.id);
  // The center's other published sittings from today with room for every booked candidate.
  const { data } = useSittings({ testCenterId: sitting.testCenterId, from: centerToday() }, booked > 0);
  const targets = (data ?? []).filter(
    (s) => s.id !== sitting.id && s.status === "published" && isBookable(s) && s.free >= booked,
  );

  const confirm = () => {
    if (booked > 0 && where === "move" && !moveTo) {
      setProblem("Choose the sitting to move the candidates to.");
      return;
    }
    setProblem(null);
    cancel.mutate(booked > 0 && where === "move" ? Number(moveTo) : null, {
      onSuccess: () => {
        notifications.show({
          color: "teal",
          message: "Sitting cancelled. Its candidates are told by e-mail.",
        });
        onClose();
      },
      onError: (error) => {
        const free = freeSeatsOf(error);
        setProblem(
          free === null
            ? messageOr(error, "Could not cancel the sitting.")
            : `That sitting has only ${free} free ${free === 1 ? "seat" : "seats"} for ${booked} candidates. Nothing changed.`,
        );
      },
    });
  };

  return (
    <Stack gap="sm">
      {booked === 0 ? (
        <Text size="sm">No candidate holds a seat in this sitting.</Text>
      ) : (
        <Radio.Group
          label={`${booked === 1 ? "1 candidate holds" : `${booked} candidates hold`} a seat. Where do they go?`}
          value={where}
          onChange={(value) => setWhere(value as "move" | "pool")}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="move" label="Move them to another sitting" />
            {where === "move" && (
              <Select
                label="Sitting"
                placeholder={
                  targets.length === 0 ? "No other published sitting has room" : "Choose a sitting"
                }
                data={targets.map((s) => ({ value: String(s.id), label: sittingOptionLabel(s, false) }))}
                value={moveTo}
                onChange={setMoveTo}
                disabled={targets.length === 0}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Radio
              value="pool"
              label="Back to the pool (their exam date is cleared; they wait for a new seat)"
            />
          </Stack>
        </Radio.Group>
      )}
      <Text size="sm" c="dimmed">
        Each booked candidate is e-mailed about the change.
      </Text>
      <DialogActions failure={problem} onCancel={onClose} cancelLabel="Keep the sitting">
        <Button color="red" onClick={confirm} loading={cancel.isPending}>
          Cancel sitting
        </Button>
      </DialogActions>
    </Stack>
  );
}

/** Cancelling a sitting: asks where its booked candidates go (another sitting or the pool). */
export function CancelSittingModal({ opened, ...props }: CancelSittingModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Cancel this sitting?">
      <CancelBody {...props} />
    </Modal>
  );
}
