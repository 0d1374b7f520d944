import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import {
  isStudentChoiceFilter,
  STUDENT_FILTER_CHOICES,
  STUDENT_FILTERS,
  type StudentChoiceFilter,
  type StudentFilter,
} from "#shared/candidates/candidates.ts";
import { LANGUAGE_LABELS } from "#shared/candidates/field-labels.ts";
import { stateLabel } from "#shared/candidates/pipeline.ts";
import type { ActiveFilter } from "#web/components/data-table/filter-bar.tsx";
import { FILTER_VALUE_MAX } from "#web/lib/list-search.ts";
import { FILTER_LABELS } from "./student-fields.ts";
import {
  draftFromFilters,
  reconcileDraft,
  type StudentFilterValues,
  type TextFilter,
  type TextFilterDraft,
} from "./student-search-params.ts";

/** Delay before typed search text reaches the URL and the server (docs/product.md §5, §9: 1 second). */
export const SEARCH_DEBOUNCE_MS = 1000;

const SELECT_DATA: Record<StudentChoiceFilter, { value: string; label: string }[]> = {
  state: STUDENT_FILTER_CHOICES.state.map((state) => ({ value: state, label: stateLabel(state) })),
  gender: STUDENT_FILTER_CHOICES.gender.map((gender) => ({ value: gender, label: gender })),
  locale: STUDENT_FILTER_CHOICES.locale.map((locale) => ({ value: locale, label: LANGUAGE_LABELS[locale] })),
};

/**
 * The active filters as their chips show them, in the panel's order: choices by their option's
 * label ("Invoice Confirmed", "Arabic"), text as typed.
 */
export function activeStudentFilters(filters: StudentFilterValues): ActiveFilter[] {
  return STUDENT_FILTERS.flatMap((filter) => {
    const value = filters[filter];
    if (!value) return [];
    const shown = isStudentChoiceFilter(filter)
      ? (SELECT_DATA[filter].find((option) => option.value === value)?.label ?? value)
      : value;
    return [{ key: filter, label: FILTER_LABELS[filter], value: shown }];
  });
}

export interface StudentFiltersProps {
  /** Active filters, as read from the URL. */
  filters: StudentFilterValues;
  /** Applies filter changes (empty clears); text filters arrive debounced, selects at once. */
  onChange: (patch: Partial<Record<StudentFilter, string | null>>) => void;
  /** Clears every filter. */
  onReset: () => void;
}

/**
 * The dashboard's filters panel (docs/product.md §2 "Student list"): one input per filter of
 * STUDENT_FILTERS, text inputs debounced by 1 s (docs/product.md §9), State, Gender and Language as selects
 * applied at once, and a Reset filters button. What is typed is kept locally and follows the URL
 * when it changes from elsewhere (reset, a removed chip, back/forward). Folded behind the list's
 * "Filters" button (decision 0009).
 */
export function StudentFilters({ filters, onChange, onReset }: StudentFiltersProps) {
  const [draft, setDraft] = useState<TextFilterDraft>(() => draftFromFilters(filters));
  const commit = useDebouncedCallback((next: TextFilterDraft) => onChange(next), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    // While typed text waits to be applied, the URL is about to follow the draft, not the reverse.
    if (commit.isPending()) return;
    setDraft((current) => reconcileDraft(current, filters));
  }, [filters, commit]);

  const changeText = (filter: TextFilter, value: string) => {
    const next = { ...draft, [filter]: value };
    setDraft(next);
    commit(next);
  };

  const reset = () => {
    commit.cancel();
    setDraft(draftFromFilters({}));
    onReset();
  };

  const anyFilter =
    Object.keys(filters).length > 0 || Object.values(draft).some((value) => value.trim() !== "");

  return (
    <Paper withBorder p="md" component="section" aria-label="Student filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
        {STUDENT_FILTERS.map((filter) =>
          isStudentChoiceFilter(filter) ? (
            <Select
              key={filter}
              label={FILTER_LABELS[filter]}
              placeholder="Any"
              data={SELECT_DATA[filter]}
              value={filters[filter] ?? null}
              onChange={(value) => onChange({ [filter]: value })}
              clearable
              allowDeselect
            />
          ) : (
            <TextInput
              key={filter}
              label={FILTER_LABELS[filter]}
              placeholder="Search..."
              type="search"
              maxLength={FILTER_VALUE_MAX}
              value={draft[filter]}
              onChange={(event) => changeText(filter, event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") commit.flush();
              }}
            />
          ),
        )}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={reset} disabled={!anyFilter}>
          Reset filters
        </Button>
      </Group>
    </Paper>
  );
}
