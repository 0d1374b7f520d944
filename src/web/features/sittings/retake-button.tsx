import { Button, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Student } from "#shared/candidates/candidates.ts";
import { hasReached } from "#shared/candidates/pipeline.ts";
import { TRIAL_MONTHS } from "#shared/reference/months.ts";
import { type RetakeChoiceInput, retakeResponseSchema } from "#shared/sittings/retakes.ts";
import { DialogActions } from "#web/components/dialog-actions.tsx";
import { ApiError, api } from "#web/lib/api.ts";
import { studentKeys } from "#web/lib/student-queries.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";

/** `POST /api/students/{id}/retake`; every candidate query reloads when it succeeds. */
function useBookRetake(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RetakeChoiceInput) =>
      retakeResponseSchema.parse(
        (await api<unknown>(`/api/students/${studentId}/retake`, { method: "POST", body })).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

function RetakeBody({ student, onClose }: { student: Student; onClose: () => void }) {
  const centers = useTestCenters();
  const [center, setCenter] = useState(student.test_center_id === null ? "" : String(student.test_center_id));
  const [month, setMonth] = useState(student.Trail_month);
  const [range, setRange] = useState(student.requested_date_range ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  const book = useBookRetake(student.id);

  const submit = () => {
    setFailure(null);
    book.mutate(
      {
        test_center: center,
        Trail_month: month as RetakeChoiceInput["Trail_month"],
        requestedDateRange: range,
      },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: "teal",
            message: answer.waitingList
              ? "Retake booked: back in Invoice, on the month's waiting list (no open seat)."
              : "Retake booked: back in Invoice.",
          });
          onClose();
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiError
              ? error.messageOr("Could not book the retake.")
              : "Could not book the retake.",
          ),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        A new attempt on this registration after a fail or an absence: the previous attempt stays in the
        history, the candidate goes back to Invoice for a new invoice, and is e-mailed.
      </Text>
      <Select
        label="Test center"
        data={(centers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={center || null}
        onChange={(value) => setCenter(value ?? "")}
        allowDeselect={false}
      />
      <Select
        label="Test month"
        data={[...TRIAL_MONTHS]}
        value={month || null}
        onChange={(value) => setMonth(value ?? "")}
        allowDeselect={false}
      />
      <TextInput
        label="Requested date range"
        value={range}
        onChange={(e) => setRange(e.currentTarget.value)}
      />
      <DialogActions failure={failure} failureTestId="retake-failure" onCancel={onClose}>
        <Button onClick={submit} loading={book.isPending}>
          Book retake
        </Button>
      </DialogActions>
    </Stack>
  );
}

/**
 * "Book a retake" on the candidate's page (docs/product.md §11 "Retake", decision 0028): for the
 * roles the policy lets book one (admins), once the candidate's result was sent. The server decides
 * (a pass or no result: its message shows in the dialog).
 */
export function RetakeButton({ student }: { student: Student }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!hasReached(student.state, "result_sent")) return null;
  return (
    <>
      <Button variant="default" onClick={open}>
        Book a retake
      </Button>
      <Modal opened={opened} onClose={close} title="Book a retake">
        {opened && <RetakeBody student={student} onClose={close} />}
      </Modal>
    </>
  );
}
