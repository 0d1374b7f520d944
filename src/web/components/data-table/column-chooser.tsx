import { Button, Checkbox, Group, Popover, Stack, Text } from "@mantine/core";
import { IconColumns3 } from "@tabler/icons-react";
import type { ColumnChoiceState } from "./use-column-choice.ts";

export interface ColumnChooserProps<T> {
  /** The table's name, for the panel's accessible name ("Columns of Students"). */
  tableLabel: string;
  choice: ColumnChoiceState<T>;
}

/**
 * The "Columns" button of a staff table (decision 0009): a panel of checkboxes for the lesser
 * columns and "Reset to default". The columns a user acts on (name, state, selection, the row's
 * action) are not offered, so they cannot be hidden. The choice is kept by `useColumnChoice`.
 */
export function ColumnChooser<T>({ tableLabel, choice }: ColumnChooserProps<T>) {
  const shownCount = choice.shownKeys.length;
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconColumns3 size={16} aria-hidden />}
          aria-label={`Columns of ${tableLabel}`}
        >
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={`Columns of ${tableLabel}`} role="dialog" maw={320}>
        <Stack gap="sm">
          <Checkbox.Group
            label="Show columns"
            description={`${shownCount} of ${choice.choosable.length} extra columns shown`}
            value={choice.shownKeys}
            onChange={choice.setShownKeys}
          >
            <Stack gap={6} mt="xs">
              {choice.choosable.map((column) => (
                <Checkbox key={column.key} value={column.key} label={column.label} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {`Always shown: ${choice.essential.map((c) => c.label).join(", ")} and the row's actions.`}
            </Text>
            <Button variant="subtle" size="compact-xs" onClick={choice.reset} disabled={!choice.customised}>
              Reset to default
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
