import { Button, Group, List, Paper, Select, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { type ReactNode, useState } from "react";
import { bulkResultSchema, type MoveConflict, moveConflictSchema } from "#shared/candidates/actions.ts";
import { STUDENT_STATES, type StudentState, stateLabel } from "#shared/candidates/pipeline.ts";
import { BACK_OFFICE_TEXTS } from "#shared/texts/back-office.ts";
import { showDoneNotification } from "#web/components/undo-notification.tsx";
import { ApiError } from "#web/lib/api.ts";
import { useChangeState, useDeleteStudents } from "#web/lib/student-queries.ts";
import { useActionProblem } from "#web/lib/use-action-problem.ts";

const STATE_OPTIONS = STUDENT_STATES.map((state) => ({ value: state, label: stateLabel(state) }));

/** The 409 of a move the data contradicts (docs/product.md §4 "Moves against the data"), if `error` is one. */
function moveConflictOf(error: unknown): MoveConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = moveConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/**
 * Says that a bulk change worked: with "Undo" for the undo window when the answer carries a token
 * (decision 0029), else a plain toast.
 */
function announceDone(data: unknown, message: string) {
  showDoneNotification({ undoToken: bulkResultSchema.safeParse(data).data?.undoToken, message });
}

/** Most contradicting candidates the dialog names one by one (the rest are counted). */
const LISTED_MAX = 20;

export interface StudentSelectionBarProps {
  /** Ids of the selected candidates (on the page shown). */
  selectedIds: readonly number[];
  /** Called after a successful change or deletion, to clear the selection. */
  onDone: () => void;
  /** Offer the state drop-down and Apply (`useCanCall("PATCH /api/students/change-state")`). */
  allowStateChange?: boolean;
  /** Offer Delete (the dashboard, to those who may call `DELETE /api/students`; not the stage lists). */
  allowDelete?: boolean;
  /** Further bulk actions of the selection (the stage lists' "Book into sitting…"). */
  children?: ReactNode;
}

/**
 * The selection bar of the dashboard and the stage lists (docs/product.md §2, §5 "Bulk state change"): a
 * state drop-down of the eight states in pipeline order and Apply, and Delete behind a confirm
 * dialog. Without a state or a selection it says 'Please select a state and at least one
 * student.'. Toasts: 'State updated successfully!' (with "Undo" for 10 s, docs/product.md §12 "Undo
 * and restore") / 'Failed to change state'; 'Failed to delete student(s)'. The caller shows it, and each action, only to roles the policy table admits
 * (docs/product.md §1: admin and auditor change states; only admin deletes); the server enforces the same.
 * A move the data contradicts (docs/product.md §4 "Moves against the data") opens a dialog listing
 * the candidates concerned and why; "Move anyway" sends it again with `confirm: true`.
 */
export function StudentSelectionBar({
  selectedIds,
  onDone,
  allowStateChange = true,
  allowDelete = false,
  children,
}: StudentSelectionBarProps) {
  const [state, setState] = useState<StudentState | null>(null);
  const { problem, setProblem, check } = useActionProblem();
  const changeState = useChangeState();
  const deleteStudents = useDeleteStudents();
  const count = selectedIds.length;

  const apply = () => {
    if (!state || count === 0) {
      setProblem(BACK_OFFICE_TEXTS.selectStateAndStudents);
      return;
    }
    setProblem(null);
    move([...selectedIds], state, false);
  };

  const move = (studentIds: number[], target: StudentState, confirm: boolean) =>
    changeState.mutate(
      { studentIds, state: target, ...(confirm ? { confirm: true } : {}) },
      {
        onSuccess: (data) => {
          announceDone(data, BACK_OFFICE_TEXTS.stateUpdated);
          onDone();
        },
        onError: (error) => {
          const conflict = confirm ? null : moveConflictOf(error);
          if (conflict) askToConfirm(studentIds, target, conflict);
          else notifications.show({ color: "red", message: BACK_OFFICE_TEXTS.changeStateFailed });
        },
      },
    );

  const askToConfirm = (studentIds: number[], target: StudentState, conflict: MoveConflict) => {
    const { warnings } = conflict;
    modals.openConfirmModal({
      title: `Move to ${stateLabel(target)} against the data?`,
      children: (
        <>
          <Text size="sm" mb="xs">
            {warnings.length === 1
              ? "The data of 1 selected student contradicts this move:"
              : `The data of ${warnings.length} selected students contradicts this move:`}
          </Text>
          <List size="sm" spacing={4} data-testid="move-warnings">
            {warnings.slice(0, LISTED_MAX).map((w) => (
              <List.Item key={w.studentId}>
                <bdi>{w.name}</bdi> (<bdi>{w.reference}</bdi>): {w.message}
              </List.Item>
            ))}
          </List>
          {warnings.length > LISTED_MAX && (
            <Text size="sm" mt={4}>
              …and {warnings.length - LISTED_MAX} more.
            </Text>
          )}
          <Text size="sm" mt="xs">
            Move anyway only if the data is behind (the candidate's status page and e-mails follow the state).
            The history records that the move was confirmed despite the warning.
          </Text>
        </>
      ),
      labels: { confirm: "Move anyway", cancel: "Cancel" },
      confirmProps: { color: "orange" },
      onConfirm: () => move(studentIds, target, true),
    });
  };

  const remove = () => {
    if (!check(count > 0, "Please select at least one student.")) return;
    const ids = [...selectedIds];
    modals.openConfirmModal({
      title: count === 1 ? "Delete this student?" : `Delete ${count} students?`,
      children: (
        <Text size="sm">
          {count === 1 ? "The selected student leaves" : `The ${count} selected students leave`} every list
          and count. Their records and history are kept: Undo brings them back at once, and an administrator
          can restore them from the Trash.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        deleteStudents.mutate(
          { studentIds: ids },
          {
            onSuccess: (data) => {
              announceDone(data, ids.length === 1 ? "Student deleted." : `${ids.length} students deleted.`);
              onDone();
            },
            onError: () =>
              notifications.show({
                color: "red",
                message:
                  ids.length === 1
                    ? BACK_OFFICE_TEXTS.deleteStudentFailed
                    : BACK_OFFICE_TEXTS.deleteStudentsFailed,
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
        {children}
      </Group>
      {problem && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {problem}
        </Text>
      )}
    </Paper>
  );
}
