import { Button, Skeleton, Stack, Text } from "@mantine/core";
import type { KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { STUDENT_PAGE_SIZE, type Student } from "#shared/candidates/candidates.ts";
import { StateBadge } from "#web/components/candidates/state-badge.tsx";
import {
  type StudentRowSelection,
  studentRowSelection,
} from "#web/components/candidates/student-row-selection.ts";
import type { DataColumn } from "#web/components/data-table/columns.ts";
import { DataTable } from "#web/components/data-table/data-table.tsx";
import { studentPath } from "#web/lib/paths.ts";
import { STUDENT_TABLE_COLUMNS } from "./student-fields.ts";

/** Rows of the loading skeleton: one page (docs/product.md §9: 8 per page). */
const SKELETON_ROWS = Array.from({ length: STUDENT_PAGE_SIZE }, (_, row) => `row-${row}`);

/** The columns a user acts on: always shown, first after the selection (decision 0009). */
const ESSENTIAL: readonly (keyof Student)[] = ["full_name", "state"];

/**
 * Lesser columns, shown once picked in the chooser: contact details and education are on the
 * detail page, and Confirmed repeats what State says. The defaults (name, state, reference,
 * national ID, exam name, registered) fit the 1 030 px table box of a 1366 px screen.
 */
const HIDDEN_BY_DEFAULT: ReadonlySet<keyof Student> = new Set<keyof Student>([
  "phone",
  "email",
  "exam_category",
  "confirmed",
  "BSC_university",
  "MSC_university",
  "PHD_university",
  "test_center",
  "locale",
]);

/** Free text that may run long: wraps instead of widening the table. */
const WRAPPING: ReadonlySet<keyof Student> = new Set<keyof Student>([
  "full_name",
  "email",
  "exam_name",
  "BSC_university",
  "MSC_university",
  "PHD_university",
  "test_center",
]);

/**
 * The dashboard table's columns (docs/product.md §2 "Student list", `STUDENT_COLUMNS`): name and state first,
 * then the others in the spec's order; College2 is the PHD university.
 */
export const STUDENT_LIST_COLUMNS: readonly DataColumn<Student>[] = [
  ...ESSENTIAL.map((key) => STUDENT_TABLE_COLUMNS.find((column) => column.key === key)!),
  ...STUDENT_TABLE_COLUMNS.filter((column) => !ESSENTIAL.includes(column.key)),
].map((field) => ({
  key: field.key,
  label: field.label,
  cell: field.key === "state" ? (s: Student) => <StateBadge state={s.state} /> : field.format,
  essential: ESSENTIAL.includes(field.key),
  hiddenByDefault: HIDDEN_BY_DEFAULT.has(field.key),
  wrap: WRAPPING.has(field.key),
  card: field.key === "full_name" ? "title" : field.key === "state" ? "aside" : undefined,
}));

export interface StudentTableProps {
  students: readonly Student[];
  /** The columns chosen (`useColumnChoice("students", STUDENT_LIST_COLUMNS).shown`). */
  columns: readonly DataColumn<Student>[];
  /** When given, a checkbox column with select-all on the page (docs/product.md §2 "selection bar"). */
  selection?: StudentRowSelection;
}

/**
 * The dashboard's student table (docs/product.md §2 "Student list"): the chosen columns with name and state
 * first and Details pinned to the right edge; cards on a phone. A row opens the candidate's
 * details in the same tab (click, or Enter when the row has focus); its Details button opens them
 * in a new tab.
 */
export function StudentTable({ students, columns, selection }: StudentTableProps) {
  const navigate = useNavigate();

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: number) => {
    // Only the row itself: Enter on the Details link must not also open the page here.
    if (event.key === "Enter" && event.target === event.currentTarget) navigate(studentPath(id));
  };

  return (
    <DataTable
      label="Students"
      rows={students}
      columns={columns}
      selection={selection && studentRowSelection(selection)}
      rowProps={(student) => ({
        tabIndex: 0,
        style: { cursor: "pointer" },
        onClick: () => navigate(studentPath(student.id)),
        onKeyDown: (event) => onRowKeyDown(event, student.id),
      })}
      action={{
        label: "Actions",
        hideLabel: true,
        cell: (student, place) => (
          <Button
            component="a"
            href={studentPath(student.id)}
            target="_blank"
            rel="noopener noreferrer"
            size={place === "card" ? "sm" : "compact-sm"}
            fullWidth={place === "card"}
            variant="light"
            title={`Open the details of ${student.full_name} in a new tab`}
            onClick={(event) => event.stopPropagation()}
          >
            Details
          </Button>
        ),
      }}
    />
  );
}

/** Placeholder of the student table while the first page loads. */
export function StudentTableSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading students">
      <Text size="sm" c="dimmed">
        Loading students...
      </Text>
      {SKELETON_ROWS.map((row) => (
        <Skeleton key={row} height={32} />
      ))}
    </Stack>
  );
}
