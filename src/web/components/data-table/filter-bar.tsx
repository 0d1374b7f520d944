import { Badge, Button, Group, VisuallyHidden } from "@mantine/core";
import { IconFilter, IconX } from "@tabler/icons-react";

/** One active filter of a list, as its chip shows it. */
export interface ActiveFilter {
  /** The filter's name in the URL (`full_name`, `state`). */
  key: string;
  /** What staff read: "Full name", "State". */
  label: string;
  /** The value as staff read it: "Invoice Confirmed", "Arabic". */
  value: string;
}

export interface FiltersButtonProps {
  /** Whether the panel of filters is open. */
  opened: boolean;
  onToggle: () => void;
  /** How many filters are active (shown on the button). */
  activeCount: number;
  /** The id of the panel it opens (`aria-controls`). */
  panelId: string;
}

/**
 * The one "Filters" control of a staff list (decision 0009): the list's many filter inputs stay
 * folded behind it, so the table starts on the first screen of a 1366×768 laptop; it says how many
 * filters are active and whether the panel is open (`aria-expanded`).
 */
export function FiltersButton({ opened, onToggle, activeCount, panelId }: FiltersButtonProps) {
  return (
    <Button
      variant={opened ? "light" : "default"}
      size="sm"
      leftSection={<IconFilter size={16} aria-hidden />}
      rightSection={
        activeCount > 0 ? (
          <Badge size="sm" circle>
            {activeCount}
            <VisuallyHidden> active</VisuallyHidden>
          </Badge>
        ) : undefined
      }
      aria-expanded={opened}
      aria-controls={panelId}
      onClick={onToggle}
    >
      Filters
    </Button>
  );
}

export interface ActiveFilterChipsProps {
  filters: readonly ActiveFilter[];
  /** Removes one filter. */
  onRemove: (key: string) => void;
  /** Removes them all. */
  onClear: () => void;
}

/**
 * The active filters of a staff list as chips, under its toolbar, while the panel is folded: each
 * a button that removes its filter ("Full name: Lina ×"), then "Clear all". Nothing when none.
 */
export function ActiveFilterChips({ filters, onRemove, onClear }: ActiveFilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Active filters">
      {filters.map((filter) => (
        <Button
          key={filter.key}
          variant="light"
          size="compact-sm"
          radius="xl"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={`Remove filter ${filter.label}: ${filter.value}`}
          onClick={() => onRemove(filter.key)}
          styles={{ label: { maxWidth: "22rem", overflow: "hidden", textOverflow: "ellipsis" } }}
        >
          {`${filter.label}: ${filter.value}`}
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" color="gray" onClick={onClear}>
        Clear all
      </Button>
    </Group>
  );
}
