import { Collapse, Group, Stack, Text, Title } from "@mantine/core";
import { useSelection } from "@mantine/hooks";
import { useId, useMemo, useState } from "react";
import { STUDENT_PAGE_SIZE } from "#shared/candidates/candidates.ts";
import { StudentSelectionBar } from "#web/components/candidates/student-selection-bar.tsx";
import { ColumnChooser } from "#web/components/data-table/column-chooser.tsx";
import { ActiveFilterChips, FiltersButton } from "#web/components/data-table/filter-bar.tsx";
import { useColumnChoice } from "#web/components/data-table/use-column-choice.ts";
import { PageNumbers } from "#web/components/page-numbers.tsx";
import { TableState } from "#web/components/table-state.tsx";
import { hasActiveFilters, pageCount } from "#web/lib/list-search.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useLastPageClamp, useListSearch } from "#web/lib/use-list-search.ts";
import { useStudents } from "./api.ts";
import { StudentExportButton } from "./student-export-button.tsx";
import { activeStudentFilters, StudentFilters } from "./student-filters.tsx";
import { STUDENT_LIST_URL } from "./student-search-params.ts";
import { STUDENT_LIST_COLUMNS, StudentTable, StudentTableSkeleton } from "./student-table.tsx";

const countLabel = (total: number) => `${total.toLocaleString()} ${total === 1 ? "student" : "students"}`;

/**
 * The dashboard's student list (docs/product.md §2 "Student list"): total count, the filters folded behind
 * one "Filters" button with the active ones as removable chips (so the table starts on the first
 * screen at 1366×768, decision 0009), Export to Excel of the whole filtered result; the selection
 * bar with a checkbox per row and select-all for the roles the policy table lets change states
 * (admin, auditor; docs/product.md §1), its Delete only for those it lets delete (admin); the table and
 * numbered pages of 8 (docs/product.md §9), all driven by the URL search params (STYLE.md §10). The selection is of the page shown and clears when it changes.
 * "Columns" lets the user show the lesser columns (kept in localStorage, decision 0009).
 */
export function StudentList() {
  const { search, setFilters, setPage, resetFilters } = useListSearch(STUDENT_LIST_URL);
  const query = useStudents(search);
  const { data, isPlaceholderData } = query;
  const pages = pageCount(data?.total ?? 0, STUDENT_PAGE_SIZE);
  const canChangeState = useCanCall("PATCH /api/students/change-state");
  const canDelete = useCanCall("DELETE /api/students");
  const selectable = canChangeState || canDelete;
  const pageIds = useMemo(() => (data?.students ?? []).map((s) => s.id), [data]);
  const [selected, selection] = useSelection({ data: pageIds, resetSelectionOnDataChange: true });
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const columns = useColumnChoice("students", STUDENT_LIST_COLUMNS);

  useLastPageClamp(search.page, pages, data?.total, !isPlaceholderData, setPage);

  const filtered = hasActiveFilters(search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const active = activeStudentFilters(search.filters);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm" align="baseline">
          <Title order={2} size="h3">
            Students
          </Title>
          {data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {countLabel(data.total)}
            </Text>
          )}
        </Group>
        <Group gap="sm">
          <FiltersButton
            opened={filtersOpen}
            onToggle={() => setFiltersOpen((open) => !open)}
            activeCount={active.length}
            panelId={filtersId}
          />
          <ColumnChooser tableLabel="Students" choice={columns} />
          <StudentExportButton filters={search.filters} />
        </Group>
      </Group>

      <ActiveFilterChips
        filters={active}
        onRemove={(key) => setFilters({ [key]: null })}
        onClear={resetFilters}
      />
      {/* Kept mounted while folded: text typed in the last second still reaches the URL. */}
      <Collapse expanded={filtersOpen} keepMountedMode="display-none" id={filtersId}>
        <StudentFilters filters={search.filters} onChange={setFilters} onReset={resetFilters} />
      </Collapse>

      {selectable && (
        <StudentSelectionBar
          selectedIds={selected}
          onDone={selection.resetSelection}
          allowStateChange={canChangeState}
          allowDelete={canDelete}
        />
      )}

      <TableState
        query={query}
        texts={{
          failedTitle: "Could not load students",
          loading: "Loading students",
          empty: "No students found",
          emptyHint: filtered
            ? "Try adjusting or resetting the filters."
            : "No candidates have registered yet.",
        }}
        skeleton={<StudentTableSkeleton />}
        empty={data?.students.length === 0}
        emptyHeadingOrder={3}
      >
        {data && (
          <StudentTable
            students={data.students}
            columns={columns.shown}
            selection={
              selectable
                ? {
                    selected: selectedSet,
                    onToggle: selection.toggle,
                    onToggleAll: () =>
                      selection.isAllSelected()
                        ? selection.resetSelection()
                        : selection.setSelection(pageIds),
                  }
                : undefined
            }
          />
        )}
      </TableState>

      {data && data.total > 0 && (
        <PageNumbers pages={pages} page={search.page} onChange={(page) => setPage(page)} />
      )}
    </Stack>
  );
}
