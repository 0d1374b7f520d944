import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  LoadingOverlay,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useSelection } from "@mantine/hooks";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { BACK_OFFICE_MESSAGES } from "../../../shared/back-office-messages.ts";
import { type Stage, stageFetchFailedMessage, stageFromSegment } from "../../../shared/stages.ts";
import { STAGE_PAGE_SIZE } from "../../../shared/students.ts";
import { BackOfficeLayout } from "../../components/back-office-layout.tsx";
import NotFoundPage from "../../components/not-found-page.tsx";
import { PageNumbers } from "../../components/page-numbers.tsx";
import { RequireRole } from "../../components/require-role.tsx";
import { useCanCall } from "../../lib/permissions.ts";
import { usePageParam } from "../../lib/use-page-param.ts";
import { StateBadge } from "../students/state-badge.tsx";
import { EMPTY_VALUE } from "../students/student-fields.ts";
import { pageCount } from "../students/student-search-params.ts";
import { StudentSelectionBar } from "../students/student-selection-bar.tsx";
import { studentPath } from "../students/student-table.tsx";
import { useStageStudents } from "./api.ts";

/** A stage list is staff-only and never indexed; its title is the stage's (spec §2). */
export function meta({ params }: { params: { stage?: string } }) {
  const stage = stageFromSegment(params.stage ?? "");
  return [
    { title: `${stage?.title ?? "Stage"} | Exam Registration Portal` },
    { name: "robots", content: "noindex" },
  ];
}

/** Rows of the loading skeleton. */
const SKELETON_ROWS = ["a", "b", "c", "d", "e", "f"];

function StageList({ stage }: { stage: Stage }) {
  const { page, setPage } = usePageParam();
  const { data, isPending, isError, isFetching } = useStageStudents(stage, page);
  // Stage lists only change states (no Delete): admin and auditor (spec §1, policy table).
  const canChangeState = useCanCall("PATCH /api/students/change-state");
  const ids = useMemo(() => (data?.students ?? []).map((s) => s.id), [data]);
  const [selected, selection] = useSelection({ data: ids, resetSelectionOnDataChange: true });
  const pages = pageCount(data?.total ?? 0, STAGE_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{stage.title}</Title>
        {data && (
          <Text c="dimmed" size="sm" aria-live="polite">
            {data.total === 1 ? "1 student" : `${data.total.toLocaleString()} students`}
          </Text>
        )}
      </Group>

      {canChangeState && <StudentSelectionBar selectedIds={selected} onDone={selection.resetSelection} />}

      {isError ? (
        <Alert color="red" role="alert" title="Could not load this stage">
          {stageFetchFailedMessage(stage)}
        </Alert>
      ) : isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading students">
          {SKELETON_ROWS.map((row) => (
            <Skeleton key={row} height={32} />
          ))}
        </Stack>
      ) : data.students.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{BACK_OFFICE_MESSAGES.noStudentsInStage}</Text>
        </Paper>
      ) : (
        <Box pos="relative" aria-busy={isFetching}>
          <LoadingOverlay visible={isFetching} overlayProps={{ blur: 1 }} zIndex={5} />
          <Table.ScrollContainer minWidth={stage.showsExamDetails ? 900 : 700} type="native">
            <Table striped highlightOnHover aria-label={stage.title} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {canChangeState && (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label="Select all students on this page"
                        checked={selection.isAllSelected()}
                        indeterminate={selection.isSomeSelected() && !selection.isAllSelected()}
                        onChange={() =>
                          selection.isAllSelected() ? selection.resetSelection() : selection.setSelection(ids)
                        }
                      />
                    </Table.Th>
                  )}
                  <Table.Th>Full name</Table.Th>
                  <Table.Th>National ID</Table.Th>
                  <Table.Th>State</Table.Th>
                  {stage.showsExamDetails && <Table.Th>Exam date</Table.Th>}
                  {stage.showsExamDetails && <Table.Th>Exam location</Table.Th>}
                  <Table.Th>
                    <Text span size="sm" fw={700}>
                      Details
                    </Text>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.students.map((student) => (
                  <Table.Tr key={student.id}>
                    {canChangeState && (
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${student.full_name}`}
                          checked={selected.includes(student.id)}
                          onChange={() => selection.toggle(student.id)}
                        />
                      </Table.Td>
                    )}
                    <Table.Td>{student.full_name}</Table.Td>
                    <Table.Td>{student.national_id ?? EMPTY_VALUE}</Table.Td>
                    <Table.Td>
                      <StateBadge state={student.state} />
                    </Table.Td>
                    {stage.showsExamDetails && <Table.Td>{student.ExamDate ?? EMPTY_VALUE}</Table.Td>}
                    {stage.showsExamDetails && <Table.Td>{student.ExamLocation ?? EMPTY_VALUE}</Table.Td>}
                    <Table.Td>
                      <Button
                        component={Link}
                        to={studentPath(student.id)}
                        size="compact-sm"
                        variant="light"
                        aria-label={`Details of ${student.full_name}`}
                      >
                        Details
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>
      )}

      {data && data.total > STAGE_PAGE_SIZE && (
        <PageNumbers pages={pages} page={page} onChange={(next) => setPage(next)} />
      )}
    </Stack>
  );
}

/**
 * A stage list (spec §2 "Staff screens"): `/stage/{state}` and every `/Stage/...` spelling, for
 * admin and auditor (others → /404, no session → /login). Side menu, the bulk state-change control
 * (admin and auditor, spec §1), a checkbox table with select-all, Details → /students/{id}; Exam
 * Waiting Students also shows Exam Date and Exam Location. Pages of 20 on the server, the page in
 * the URL.
 */
export default function StagePage() {
  const { stage: segment = "" } = useParams();
  const stage = stageFromSegment(segment);
  if (!stage) return <NotFoundPage />;
  return (
    <RequireRole page="/stage/:stage">
      <BackOfficeLayout>
        <StageList key={stage.state} stage={stage} />
      </BackOfficeLayout>
    </RequireRole>
  );
}
