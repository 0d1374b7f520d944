import { Button, Group, Paper, Select, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { BACK_OFFICE_MESSAGES } from "#shared/back-office-messages.ts";
import { STUDENT_STATES, type StudentState } from "#shared/student-states.ts";
import { stateLabel } from "#web/lib/format.ts";
import { useChangeState, useDeleteStudents } from "#web/lib/student-queries.ts";

const STATE_OPTIONS = STUDENT_STATES.map((state) => ({ value: state, label: stateLabel(state) }));

export interface StudentSelectionBarProps {
  /** Ids of the selected candidates (on the page shown). */
  selectedIds: readonly number[];
  /** Called after a successful change or deletion, to clear the selection. */
  onDone: () => void;
  /** Offer the state drop-down and Apply (`useCanCall("PATCH /api/students/change-state")`). */
  allowStateChange?: boolean;
  /** Offer Delete (the dashboard, to those who may call `DELETE /api/students`; not the stage lists). */
  allowDelete?: boolean;
}

/**
 * The selection bar of the dashboard and the stage lists (spec §2, §5 "Bulk state change"): a
 * state drop-down of the eight states in pipeline order and Apply, and Delete behind a confirm
 * dialog. Without a state or a selection it says 'Please select a state and at least one
 * student.'. Toasts (3 s): 'State updated successfully!' / 'Failed to change state'; 'Failed to
 * delete student(s)'. The caller shows it, and each action, only to roles the policy table admits
 * (spec §1: admin and auditor change states; only admin deletes); the server enforces the same.
 */
export function StudentSelectionBar({
  selectedIds,
  onDone,
  allowStateChange = true,
  allowDelete = false,
}: StudentSelectionBarProps) {
  const [state, setState] = useState<StudentState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const changeState = useChangeState();
  const deleteStudents = useDeleteStudents();
  const count = selectedIds.length;

  const apply = () => {
    if (!state || count === 0) {
      setProblem(BACK_OFFICE_MESSAGES.selectStateAndStudents);
      return;
    }
    setProblem(null);
    changeState.mutate(
      { studentIds: [...selectedIds], state },
      {
        onSuccess: () => {
          notifications.show({ color: "teal", message: BACK_OFFICE_MESSAGES.stateUpdated });
          onDone();
        },
        onError: () => notifications.show({ color: "red", message: BACK_OFFICE_MESSAGES.changeStateFailed }),
      },
    );
  };

  const remove = () => {
    if (count === 0) {
      setProblem("Please select at least one student.");
      return;
    }
    setProblem(null);
    const ids = [...selectedIds];
    modals.openConfirmModal({
      title: count === 1 ? "Delete this student?" : `Delete ${count} students?`,
      children: (
        <Text size="sm">
          {count === 1 ? "The selected student leaves" : `The ${count} selected students leave`} every list
          and count. Their records and history are kept and can be restored by an administrator of the
          database.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        deleteStudents.mutate(
          { studentIds: ids },
          {
            onSuccess: () => {
              notifications.show({
                color: "teal",
                message: ids.length === 1 ? "Student deleted." : `${ids.length} students deleted.`,
              });
              onDone();
            },
            onError: () =>
              notifications.show({
                color: "red",
                message:
                  ids.length === 1
                    ? BACK_OFFICE_MESSAGES.deleteStudentFailed
                    : BACK_OFFICE_MESSAGES.deleteStudentsFailed,
              }),
          },
        ),
    });
  };

  return (
    <Paper withBorder p="sm" role="region" aria-label="Selection">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite" miw={90}>
          {count === 1 ? "1 selected" : `${count} selected`}
        </Text>
        {allowStateChange && (
          <>
            <Select
              label="Change state to"
              placeholder="Choose a state"
              data={STATE_OPTIONS}
              value={state || null}
              onChange={(value) => setState(value as StudentState | null)}
              clearable
              w={220}
              comboboxProps={{ withinPortal: true }}
            />
            <Button onClick={apply} loading={changeState.isPending}>
              Apply
            </Button>
          </>
        )}
        {allowDelete && (
          <Button color="red" variant="light" onClick={remove} loading={deleteStudents.isPending}>
            Delete
          </Button>
        )}
      </Group>
      {problem && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {problem}
        </Text>
      )}
    </Paper>
  );
}
