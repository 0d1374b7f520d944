import { Alert, Box, Group, LoadingOverlay, Paper, Stack, Text, Title } from "@mantine/core";
import { useSelection } from "@mantine/hooks";
import { useEffect, useMemo } from "react";
import { STUDENT_PAGE_SIZE } from "../../../shared/students.ts";
import { ColumnChooser } from "../../components/data-table/column-chooser.tsx";
import { useColumnChoice } from "../../components/data-table/use-column-choice.ts";
import { PageNumbers } from "../../components/page-numbers.tsx";
import { useCanCall } from "../../lib/permissions.ts";
import { useStudents } from "./api.ts";
import { StudentExportButton } from "./student-export-button.tsx";
import { StudentFilters } from "./student-filters.tsx";
import { hasActiveFilters, pageCount } from "./student-search-params.ts";
import { StudentSelectionBar } from "./student-selection-bar.tsx";
import { STUDENT_LIST_COLUMNS, StudentTable, StudentTableSkeleton } from "./student-table.tsx";
import { useStudentSearchParams } from "./use-student-search-params.ts";

const countLabel = (total: number) => `${total.toLocaleString()} ${total === 1 ? "student" : "students"}`;

/**
 * The dashboard's student list (spec §2 "Student list"): filters, total count, Export to Excel of
 * the whole filtered result; the selection bar with a checkbox per row and select-all for the
 * roles the policy table lets change states (admin, auditor; spec §1), its Delete only for those
 * it lets delete (admin); the table and numbered pages of 8 (spec §9), all driven by the URL
 * search params (STYLE.md §10). The selection is of the page shown and clears when it changes.
 * "Columns" lets the user show the lesser columns (kept in localStorage, issue 11 item 2).
 */
export function StudentList() {
  const { search, setFilters, setPage, resetFilters } = useStudentSearchParams();
  const { data, isPending, isError, error, isFetching, isPlaceholderData } = useStudents(search);
  const pages = pageCount(data?.total ?? 0, STUDENT_PAGE_SIZE);
  const canChangeState = useCanCall("PATCH /api/students/change-state");
  const canDelete = useCanCall("DELETE /api/students");
  const selectable = canChangeState || canDelete;
  const pageIds = useMemo(() => (data?.students ?? []).map((s) => s.id), [data]);
  const [selected, selection] = useSelection({ data: pageIds, resetSelectionOnDataChange: true });
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const columns = useColumnChoice("students", STUDENT_LIST_COLUMNS);

  // A link to a page past the end (e.g. after deletions) moves to the last page.
  const pastEnd = data !== undefined && !isPlaceholderData && data.total > 0 && search.page > pages;
  useEffect(() => {
    if (pastEnd) setPage(pages, { replace: true });
  }, [pastEnd, pages, setPage]);

  const filtered = hasActiveFilters(search);

  return (
    <Stack gap="md">
      <StudentFilters filters={search.filters} onChange={setFilters} onReset={resetFilters} />

      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          Students
        </Title>
        <Group gap="sm">
          {data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {countLabel(data.total)}
            </Text>
          )}
          <ColumnChooser tableLabel="Students" choice={columns} />
          <StudentExportButton filters={search.filters} />
        </Group>
      </Group>

      {selectable && (
        <StudentSelectionBar
          selectedIds={selected}
          onDone={selection.resetSelection}
          allowStateChange={canChangeState}
          allowDelete={canDelete}
        />
      )}

      {isError ? (
        <Alert color="red" title="Could not load students" role="alert">
          {error.message}
        </Alert>
      ) : isPending ? (
        <StudentTableSkeleton />
      ) : (
        <Box pos="relative" aria-busy={isFetching}>
          <LoadingOverlay visible={isFetching} overlayProps={{ blur: 1 }} zIndex={5} />
          {data.students.length === 0 ? (
            <Paper withBorder p="xl" ta="center">
              <Title order={3} size="h4">
                No students found
              </Title>
              <Text c="dimmed" mt="xs">
                {filtered ? "Try adjusting or resetting the filters." : "No candidates have registered yet."}
              </Text>
            </Paper>
          ) : (
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
        </Box>
      )}

      {data && data.total > 0 && (
        <PageNumbers pages={pages} page={search.page} onChange={(page) => setPage(page)} />
      )}
    </Stack>
  );
}
