import { Button, Checkbox, Skeleton, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { STUDENT_PAGE_SIZE, type Student } from "../../../shared/students.ts";
import { StateBadge } from "./state-badge.tsx";
import { STUDENT_TABLE_COLUMNS } from "./student-fields.ts";

/** Rows of the loading skeleton: one page (spec §9: 8 per page). */
const SKELETON_ROWS = Array.from({ length: STUDENT_PAGE_SIZE }, (_, row) => `row-${row}`);

/** Path of a candidate's detail page (spec §2 /students/{id}). */
export const studentPath = (id: number) => `/students/${id}`;

/** Row selection of the table (for roles the selection bar offers an action to: it acts on it). */
export interface StudentSelection {
  selected: ReadonlySet<number>;
  /** Select or unselect one candidate. */
  onToggle: (id: number) => void;
  /** Select every candidate of the page, or none when all are selected. */
  onToggleAll: () => void;
}

export interface StudentTableProps {
  students: readonly Student[];
  /** When given, a checkbox column with select-all on the page (spec §2 "selection bar"). */
  selection?: StudentSelection;
}

/**
 * The dashboard's student table (spec §2 "Student list"): the spec's columns, College2 being the
 * PHD university. A row opens the candidate's details in the same tab (click, or Enter when the
 * row has focus); its Details button opens them in a new tab.
 */
export function StudentTable({ students, selection }: StudentTableProps) {
  const navigate = useNavigate();
  const selectedOnPage = selection ? students.filter((s) => selection.selected.has(s.id)).length : 0;

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: number) => {
    // Only the row itself: Enter on the Details link must not also open the page here.
    if (event.key === "Enter" && event.target === event.currentTarget) navigate(studentPath(id));
  };

  return (
    <Table.ScrollContainer minWidth={1500} type="native" pos="relative">
      <Table
        striped
        highlightOnHover
        aria-label="Students"
        verticalSpacing="xs"
        fz="sm"
        style={{ whiteSpace: "nowrap" }}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all students on this page"
                  checked={students.length > 0 && selectedOnPage === students.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < students.length}
                  onChange={selection.onToggleAll}
                />
              </Table.Th>
            )}
            {STUDENT_TABLE_COLUMNS.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr
              key={student.id}
              tabIndex={0}
              style={{ cursor: "pointer" }}
              onClick={() => navigate(studentPath(student.id))}
              onKeyDown={(event) => onRowKeyDown(event, student.id)}
              aria-selected={selection ? selection.selected.has(student.id) : undefined}
            >
              {selection && (
                // The checkbox selects; clicks on it must not open the row.
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={`Select ${student.full_name}`}
                    checked={selection.selected.has(student.id)}
                    onChange={() => selection.onToggle(student.id)}
                    onKeyDown={(event) => event.stopPropagation()}
                  />
                </Table.Td>
              )}
              {STUDENT_TABLE_COLUMNS.map((column) => (
                <Table.Td key={column.label}>
                  {column.key === "state" ? <StateBadge state={student.state} /> : column.format(student)}
                </Table.Td>
              ))}
              <Table.Td>
                <Button
                  component="a"
                  href={studentPath(student.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="compact-sm"
                  variant="light"
                  title={`Open the details of ${student.full_name} in a new tab`}
                  onClick={(event) => event.stopPropagation()}
                >
                  Details
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
