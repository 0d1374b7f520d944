import { Button, Modal, Select, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { DialogActions } from "#web/components/dialog-actions.tsx";
import { centerToday, isBookable, sittingOptionLabel } from "#web/lib/sitting-format.ts";
import { bookingRefusal, useBookSeats, useSittings } from "#web/lib/sitting-queries.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";

export interface BookIntoSittingProps {
  /** The candidates to seat. */
  studentIds: readonly number[];
  /** Their center, offered first (the candidate page); null: any center. */
  testCenterId?: number | null;
  /** The button's text. */
  label: string;
  /** Called after a booking. */
  onDone?: () => void;
  /** Explains an empty selection instead of opening (the stage lists). */
  onEmpty?: () => void;
}

/** The center picker's value for every center. */
const ALL_CENTERS = "all";

function BookBody({
  studentIds,
  testCenterId = null,
  onClose,
  onDone,
}: Omit<BookIntoSittingProps, "label" | "onEmpty"> & { onClose: () => void }) {
  const [center, setCenter] = useState<string>(testCenterId === null ? ALL_CENTERS : String(testCenterId));
  const [sittingId, setSittingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const centers = useTestCenters();
  const { data, isPending } = useSittings({
    testCenterId: center === ALL_CENTERS ? null : Number(center),
    from: centerToday(),
  });
  const choices = (data ?? []).filter((s) => isBookable(s) && s.free > 0);
  const book = useBookSeats();
  const count = studentIds.length;

  const submit = () => {
    if (!sittingId) {
      setProblem("Choose a sitting.");
      return;
    }
    setProblem(null);
    book.mutate(
      { sittingId: Number(sittingId), studentIds },
      {
        onSuccess: (result) => {
          notifications.show({
            color: "teal",
            message: `${count === 1 ? "1 candidate" : `${count} candidates`} booked; ${result.free} ${result.free === 1 ? "seat" : "seats"} left in that sitting.`,
          });
          onDone?.();
          onClose();
        },
        onError: (error) => setProblem(bookingRefusal(error, count)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {count === 1 ? "The candidate gets" : `The ${count} candidates get`} a seat (all or none); a seat held
        in another sitting moves. Each is moved to Exam Details and e-mailed the exam details.
      </Text>
      <Select
        label="Test center"
        data={[
          { value: ALL_CENTERS, label: "All centers" },
          ...(centers.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        value={center}
        onChange={(value) => {
          setCenter(value ?? ALL_CENTERS);
          setSittingId(null);
        }}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Sitting"
        placeholder={
          isPending
            ? "Loading sittings…"
            : choices.length === 0
              ? "No sitting with free seats"
              : "Choose a sitting"
        }
        data={choices.map((s) => ({
          value: String(s.id),
          label: `${sittingOptionLabel(s, center === ALL_CENTERS)} (${s.free} free)`,
        }))}
        value={sittingId}
        onChange={setSittingId}
        disabled={choices.length === 0}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <DialogActions failure={problem} failureTestId="booking-problem" onCancel={onClose}>
        <Button onClick={submit} loading={book.isPending}>
          Book
        </Button>
      </DialogActions>
    </Stack>
  );
}

/**
 * A button opening the choice of a sitting for candidates (docs/product.md §10: bulk from a stage
 * list, one from the candidate page) and booking them into it, all or none; a refusal says how many
 * seats are free. The caller shows it only to roles that may book (`POST /api/sittings/{id}/bookings`).
 */
export function BookIntoSitting({ label, onEmpty, ...props }: BookIntoSittingProps) {
  const [opened, modal] = useDisclosure(false);
  const open = () => (props.studentIds.length === 0 && onEmpty ? onEmpty() : modal.open());
  return (
    <>
      <Button variant="light" onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Book into a sitting">
        <BookBody {...props} onClose={modal.close} />
      </Modal>
    </>
  );
}
