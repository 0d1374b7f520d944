import { Box, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { type DataRow, type DataTableProps, selectionOfPage } from "./columns.ts";
import { isolated } from "./isolated.tsx";

/**
 * A staff table's rows as cards, for phones (decision 0009): each card has the row's checkbox,
 * its title column (the name) with the state badge beside it, the other shown columns as labelled
 * lines, and the row's action below them, so nothing needs sideways scrolling.
 */
export function DataCards<T extends DataRow>({
  label,
  rows,
  columns,
  selection,
  action,
}: Omit<DataTableProps<T>, "rowProps">) {
  const title = columns.find((column) => column.card === "title") ?? columns[0];
  const aside = columns.find((column) => column.card === "aside");
  const lines = columns.filter((column) => column !== title && column !== aside);
  const page = selection ? selectionOfPage(rows, selection.selected) : undefined;
  return (
    <Stack gap="sm">
      {selection && page && (
        <Checkbox
          label={selection.allLabel}
          checked={page.all}
          indeterminate={page.some}
          onChange={selection.onToggleAll}
        />
      )}
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {rows.map((row) => {
          const id = row.id;
          return (
            <Paper component="li" key={id} withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  {selection && (
                    <Checkbox
                      mt={2}
                      aria-label={selection.rowLabel(row)}
                      checked={selection.selected.has(id)}
                      onChange={() => selection.onToggle(id)}
                    />
                  )}
                  {title && (
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {isolated(title.cell(row))}
                    </Text>
                  )}
                </Group>
                {aside && <Box style={{ flexShrink: 0 }}>{aside.cell(row)}</Box>}
              </Group>
              {lines.length > 0 && (
                <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={6} mt="xs" mb={0}>
                  {lines.map((column) => (
                    <div key={column.key} style={{ minWidth: 0 }}>
                      <Text component="dt" size="xs" c="dimmed">
                        {column.label}
                      </Text>
                      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
                        {isolated(column.cell(row))}
                      </Text>
                    </div>
                  ))}
                </SimpleGrid>
              )}
              {action && <Box mt="sm">{action.cell(row, "card")}</Box>}
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
