import type { DataTableSelection } from "#web/components/data-table/columns.ts";

/**
 * A student table's selection as its page keeps it (for roles the selection bar offers an action to):
 * the ids chosen, one candidate's toggle, and select-all of the page (none when all are selected).
 */
export type StudentRowSelection = Pick<DataTableSelection<never>, "selected" | "onToggle" | "onToggleAll">;

/**
 * The row selection of a table of candidates (the dashboard's, a stage's) with the checkboxes'
 * names: "Select <full name>" and "Select all students on this page".
 */
export function studentRowSelection<Row extends { full_name: string }>(
  selection: StudentRowSelection,
): DataTableSelection<Row> {
  return {
    ...selection,
    rowLabel: (student) => `Select ${student.full_name}`,
    allLabel: "Select all students on this page",
  };
}
