import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useSelection } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { type ClientLoaderFunctionArgs, Link, useParams } from "react-router";
import { type Stage, stageFetchFailedMessage, stageFromSegment } from "#shared/candidates/pipeline.ts";
import { STAGE_PAGE_SIZE, type StageStudent } from "#shared/candidates/stages.ts";
import { BACK_OFFICE_TEXTS } from "#shared/texts/back-office.ts";
import { BookIntoSitting } from "#web/components/candidates/book-into-sitting.tsx";
import { StateBadge } from "#web/components/candidates/state-badge.tsx";
import { studentRowSelection } from "#web/components/candidates/student-row-selection.ts";
import { StudentSelectionBar } from "#web/components/candidates/student-selection-bar.tsx";
import { ColumnChooser } from "#web/components/data-table/column-chooser.tsx";
import type { DataColumn } from "#web/components/data-table/columns.ts";
import { DataTable } from "#web/components/data-table/data-table.tsx";
import { useColumnChoice } from "#web/components/data-table/use-column-choice.ts";
import NotFoundPage from "#web/components/not-found-page.tsx";
import { PageNumbers } from "#web/components/page-numbers.tsx";
import { StaffScreen } from "#web/components/staff-page.tsx";
import { TableState, type TableTexts } from "#web/components/table-state.tsx";
import { EMPTY_VALUE } from "#web/lib/format.ts";
import { PAGES_ONLY, pageCount, parseListSearch } from "#web/lib/list-search.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { studentPath } from "#web/lib/paths.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { prefetchFor } from "#web/lib/query-client.ts";
import { useListSearch } from "#web/lib/use-list-search.ts";
import { stageStudentsQuery, useStageStudents } from "./api.ts";

/** A stage list is staff-only and never indexed; its title is the stage's (docs/product.md §2). */
export function meta({ params }: { params: { stage?: string } }) {
  const stage = stageFromSegment(params.stage ?? "");
  return staffPageMeta(stage?.title ?? "Stage");
}

/** Starts the stage's list as soon as this code has arrived (decision 0021). */
export function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const stage = stageFromSegment(params.stage ?? "");
  if (!stage) return null;
  const { page } = parseListSearch(PAGES_ONLY, new URL(request.url).searchParams);
  return prefetchFor("/stage/:stage", stageStudentsQuery(stage, page));
}

const orEmpty = (value: string | null) => value ?? EMPTY_VALUE;

/**
 * Columns of every stage list (docs/product.md §3: id, full_name, national_id, state): name and state, the
 * columns a user acts on, first and always shown; the others can be hidden ("Columns").
 */
const STAGE_COLUMNS: readonly DataColumn<StageStudent>[] = [
  {
    key: "full_name",
    label: "Full name",
    cell: (s) => s.full_name,
    essential: true,
    wrap: true,
    card: "title",
  },
  {
    key: "state",
    label: "State",
    cell: (s) => <StateBadge state={s.state} />,
    essential: true,
    card: "aside",
  },
  { key: "national_id", label: "National ID", cell: (s) => orEmpty(s.national_id) },
  // Passport-only candidates have no National ID (docs/product.md §2 "Student list").
  { key: "passport_number", label: "Passport", cell: (s) => orEmpty(s.passport_number) },
];

/** Exam Waiting Students also shows Exam Date and Exam Location (docs/product.md §2). */
const EXAM_STAGE_COLUMNS: readonly DataColumn<StageStudent>[] = [
  ...STAGE_COLUMNS,
  { key: "ExamDate", label: "Exam date", cell: (s) => orEmpty(s.ExamDate) },
  { key: "ExamLocation", label: "Exam location", cell: (s) => orEmpty(s.ExamLocation), wrap: true },
];

/** The stage table's texts (docs/product.md §8: the stage's own failure message). */
const stageTableTexts = (stage: Stage): TableTexts => ({
  failedTitle: "Could not load this stage",
  failed: stageFetchFailedMessage(stage),
  loading: "Loading students",
  empty: BACK_OFFICE_TEXTS.noStudentsInStage,
});

function StageList({ stage }: { stage: Stage }) {
  const {
    search: { page },
    setPage,
  } = useListSearch(PAGES_ONLY);
  const query = useStageStudents(stage, page);
  const { data } = query;
  // Stage lists only change states (no Delete): admin and auditor (docs/product.md §1, policy table).
  const canChangeState = useCanCall("PATCH /api/students/change-state");
  // Booking seats (docs/product.md §10): admins here (test_center users have no stage lists).
  const canBook = useCanCall("POST /api/sittings/:id/bookings");
  const ids = useMemo(() => (data?.students ?? []).map((s) => s.id), [data]);
  const [selected, selection] = useSelection({ data: ids, resetSelectionOnDataChange: true });
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  // One choice for all eight lists: they are one table of different states.
  const columns = useColumnChoice("stage-list", stage.showsExamDetails ? EXAM_STAGE_COLUMNS : STAGE_COLUMNS);
  const pages = pageCount(data?.total ?? 0, STAGE_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{stage.title}</Title>
        <Group gap="sm">
          {data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {data.total === 1 ? "1 student" : `${data.total.toLocaleString()} students`}
            </Text>
          )}
          <ColumnChooser tableLabel={stage.title} choice={columns} />
        </Group>
      </Group>

      {canChangeState && (
        <StudentSelectionBar selectedIds={selected} onDone={selection.resetSelection}>
          {canBook && (
            <BookIntoSitting
              label="Book into sitting…"
              studentIds={selected}
              onDone={selection.resetSelection}
              onEmpty={() =>
                notifications.show({ color: "red", message: "Please select at least one student." })
              }
            />
          )}
        </StudentSelectionBar>
      )}

      <TableState
        query={query}
        texts={stageTableTexts(stage)}
        skeletonRows={6}
        empty={data?.students.length === 0}
      >
        {data && (
          <DataTable
            label={stage.title}
            rows={data.students}
            columns={columns.shown}
            selection={
              canChangeState
                ? studentRowSelection({
                    selected: selectedSet,
                    onToggle: selection.toggle,
                    onToggleAll: () =>
                      selection.isAllSelected() ? selection.resetSelection() : selection.setSelection(ids),
                  })
                : undefined
            }
            action={{
              label: "Details",
              cell: (student, place) => (
                <Button
                  component={Link}
                  to={studentPath(student.id)}
                  size={place === "card" ? "sm" : "compact-sm"}
                  fullWidth={place === "card"}
                  variant="light"
                  aria-label={`Details of ${student.full_name}`}
                >
                  Details
                </Button>
              ),
            }}
          />
        )}
      </TableState>

      {data && data.total > STAGE_PAGE_SIZE && (
        <PageNumbers pages={pages} page={page} onChange={(next) => setPage(next)} />
      )}
    </Stack>
  );
}

/**
 * A stage list (docs/product.md §2 "Staff screens"): `/stage/{state}` and every `/Stage/...` spelling, for
 * admin and auditor (others → /404, no session → /login). Side menu, the bulk state-change control
 * (admin and auditor, docs/product.md §1), a checkbox table with select-all, Details → /students/{id} pinned
 * to the right edge (cards on a phone); Exam Waiting Students also shows Exam Date and Exam
 * Location. "Columns" hides the lesser columns (decision 0009). Pages of 20 on the server, the
 * page in the URL.
 */
export default function StagePage() {
  const { stage: segment = "" } = useParams();
  const stage = stageFromSegment(segment);
  if (!stage) return <NotFoundPage />;
  return (
    <StaffScreen page="/stage/:stage">
      <StageList key={stage.state} stage={stage} />
    </StaffScreen>
  );
}
