import { Box, Checkbox, Table, VisuallyHidden } from "@mantine/core";
import { type DataColumn, type DataRow, type DataTableProps, selectionOfPage } from "./columns.ts";
import { DataCards } from "./data-cards.tsx";
import classes from "./data-table.module.css";
import { isolated } from "./isolated.tsx";

/** A column's heading and cells alike: its alignment, and whether its text may wrap. */
const cellProps = (column: Pick<DataColumn<unknown>, "align" | "wrap">) => ({
  ta: column.align,
  className: column.wrap ? classes.wrap : undefined,
});

/**
 * A staff table (decision 0009): the selection column, the given columns and the row's action
 * pinned to the right edge, so the columns a user acts on stay in view while lesser ones scroll;
 * below Mantine's `sm` breakpoint (phones) the same rows as cards (`DataCards`) instead.
 */
export function DataTable<T extends DataRow>({ rowProps, ...cards }: DataTableProps<T>) {
  const { label, rows, columns, selection, action } = cards;
  const page = selection ? selectionOfPage(rows, selection.selected) : undefined;
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={0} type="native">
          <Table
            striped
            highlightOnHover
            aria-label={label}
            verticalSpacing="xs"
            // 6 px a side (Mantine's default is 10): the default columns of the dashboard, with the
            // reference (docs/product.md §2 "Student registration"), fit the 1 030 px box of a 1366 px screen (table-columns.spec).
            horizontalSpacing={6}
            fz="sm"
            style={{ whiteSpace: "nowrap" }}
          >
            <Table.Thead>
              <Table.Tr>
                {selection && page && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={selection.allLabel}
                      checked={page.all}
                      indeterminate={page.some}
                      onChange={selection.onToggleAll}
                    />
                  </Table.Th>
                )}
                {columns.map((column) => (
                  <Table.Th key={column.key} {...cellProps(column)}>
                    {column.label}
                  </Table.Th>
                ))}
                {action && (
                  <Table.Th className={classes.action}>
                    {action.hideLabel ? <VisuallyHidden>{action.label}</VisuallyHidden> : action.label}
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const id = row.id;
                return (
                  <Table.Tr
                    key={id}
                    aria-selected={selection ? selection.selected.has(id) : undefined}
                    {...rowProps?.(row)}
                  >
                    {selection && (
                      // The checkbox selects; a click on its cell must not open the row.
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <Checkbox
                          aria-label={selection.rowLabel(row)}
                          checked={selection.selected.has(id)}
                          onChange={() => selection.onToggle(id)}
                          onKeyDown={(event) => event.stopPropagation()}
                        />
                      </Table.Td>
                    )}
                    {columns.map((column) => (
                      <Table.Td key={column.key} {...cellProps(column)}>
                        {isolated(column.cell(row))}
                      </Table.Td>
                    ))}
                    {action && <Table.Td className={classes.action}>{action.cell(row, "table")}</Table.Td>}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Box hiddenFrom="sm">
        <DataCards {...cards} />
      </Box>
    </>
  );
}
