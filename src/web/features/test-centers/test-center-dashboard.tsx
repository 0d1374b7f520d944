import { Center, Container, Group, Loader, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { type ReactNode, useCallback, useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { TEST_CENTER_PAGE_SIZE, type TestCenterStudent } from "#shared/admin/test-centers.ts";
import { safeDisplayText } from "#shared/kit/text-rule.ts";
import { registrationPlaceLabel } from "#shared/registration/registration.ts";
import { BackOfficeLayout } from "#web/components/back-office-layout.tsx";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { PageNumbers } from "#web/components/page-numbers.tsx";
import { RequireRole } from "#web/components/require-role.tsx";
import { ListTable, TableState } from "#web/components/table-state.tsx";
import { PAGES_ONLY, pageCount } from "#web/lib/list-search.ts";
import { useCanOpen } from "#web/lib/permissions.ts";
import { useSession } from "#web/lib/session.ts";
import { useLastPageClamp, useListSearch } from "#web/lib/use-list-search.ts";
import { useCenterStudents, useTestCenter } from "./api.ts";
import { CenterExportButton } from "./center-export-button.tsx";
import {
  centerTitle,
  isDenied,
  NO_CENTER_STUDENTS,
  parseCenterId,
  testCentersErrorMessage,
} from "./test-center-format.ts";

/** Shown while leaving for /404. */
function Leaving() {
  return (
    <Center mih="50vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/** The center's candidates (docs/product.md §2 "Test-center dashboard", §3 test-center student list). */
function CenterStudentTable({ students }: { students: readonly TestCenterStudent[] }) {
  return (
    <ListTable
      label="Test center students"
      minWidth={900}
      columns={["First name", "Last name", "Full name", "Exam category", "Exam name", "Registered from"]}
    >
      {students.map((student) => (
        <Table.Tr key={student.id}>
          <Table.Td>{isolated(student.first_name)}</Table.Td>
          <Table.Td>{isolated(student.last_name)}</Table.Td>
          <Table.Td fw={600}>{isolated(student.full_name)}</Table.Td>
          <Table.Td>{student.exam_category}</Table.Td>
          <Table.Td>{isolated(student.exam_name)}</Table.Td>
          <Table.Td>{registrationPlaceLabel(student.reg_place)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** What a page composing the dashboard shows of other features, for the center shown. */
export interface CenterDashboardSlots {
  /** Between the center's heading and its candidates (e.g. the work queues). */
  above?: (centerId: number) => ReactNode;
  /** Below the candidates (e.g. the charts). */
  below?: (centerId: number) => ReactNode;
}

function CenterDashboard({ centerId, above, below }: { centerId: number } & CenterDashboardSlots) {
  const session = useSession();
  const navigate = useNavigate();
  const {
    search: { page },
    setPage,
  } = useListSearch(PAGES_ONLY);

  // A test_center user sees its own center only (docs/product.md §6); the server refuses others with 403 too.
  const claims = session?.claims;
  const ownCenter = claims?.role !== "test_center" || claims.testCenterId === centerId;
  const queryId = ownCenter ? centerId : null;
  const center = useTestCenter(queryId);
  const list = useCenterStudents(queryId, page);
  const denied = !ownCenter || isDenied(center.error) || isDenied(list.error);

  const goTo404 = useCallback(() => navigate("/404", { replace: true }), [navigate]);
  useEffect(() => {
    if (denied) void goTo404();
  }, [denied, goTo404]);

  const { data, error, isFetching, isPlaceholderData } = list;
  const pages = pageCount(data?.total ?? 0, TEST_CENTER_PAGE_SIZE);

  useLastPageClamp(page, pages, data?.total, !isPlaceholderData, setPage);

  if (denied) return <Leaving />;

  const name = center.data?.name ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          {center.isPending ? (
            <Skeleton height={36} width={280} aria-label="Loading the test center" />
          ) : (
            <Title order={1}>{isolated(centerTitle(name && safeDisplayText(name)))}</Title>
          )}
          {center.data && (
            <Text c="dimmed" size="sm">
              {isolated(center.data.address)}
            </Text>
          )}
          {/* Two facts side by side, no separator: a "·" was left alone when they wrapped. */}
          <Group gap="lg">
            <Text size="sm">
              Logged in as{" "}
              <Text span fw={700}>
                {claims?.username}
              </Text>
            </Text>
            {data && (
              <Text size="sm" aria-live="polite">
                {"Students: "}
                <Text span fw={700}>
                  {data.total.toLocaleString()}
                </Text>
              </Text>
            )}
          </Group>
        </Stack>
        <CenterExportButton centerId={centerId} centerName={name} onDenied={goTo404} />
      </Group>

      {above?.(centerId)}

      <TableState
        query={list}
        texts={{
          failedTitle: "Could not load the students",
          failed: testCentersErrorMessage(error),
          loading: "Loading students",
          empty: NO_CENTER_STUDENTS,
        }}
        skeletonRows={TEST_CENTER_PAGE_SIZE}
        empty={data?.students.length === 0}
        overlay={isFetching && isPlaceholderData}
      >
        {data && <CenterStudentTable students={data.students} />}
      </TableState>

      {data && data.total > TEST_CENTER_PAGE_SIZE && (
        <PageNumbers pages={pages} page={page} onChange={(next) => setPage(next)} />
      )}

      {below?.(centerId)}
    </Stack>
  );
}

/**
 * The page's frame: the back office with its side menu for those who may open its pages (admins);
 * a plain container for a test_center user, whose only staff page this is (the side menu's links
 * are not theirs).
 */
function DashboardFrame({ children }: { children: ReactNode }) {
  const withSideMenu = useCanOpen("/Admin");
  if (withSideMenu) return <BackOfficeLayout>{children}</BackOfficeLayout>;
  return (
    <Container size="xl" py="xl">
      {children}
    </Container>
  );
}

/** Sends a malformed `:testCenterId` (not a positive whole number) to /404. */
function UnknownCenter() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate("/404", { replace: true });
  }, [navigate]);
  return <Leaving />;
}

/**
 * Test-center dashboard `/test-center/{testCenterId}` (docs/product.md §2 "Test-center dashboard", §3
 * test-center student list, §6, §8 "Test-center students", §9 10 per page and the export name):
 * the center's name (else 'Unknown Test Center'), the logged-in username, the number of its
 * candidates and a table of them (first name, last name, full name, exam category, exam name,
 * registered from) in numbered pages of 10 (page in `?page=`, STYLE.md §10), 'No students found
 * for this test center.' when it has none, and Export to Excel of all of them. Open to admins (any
 * center) and to the center's own test_center user; a 401/403 from its calls, or a test_center user
 * on another center's URL, goes to /404 without ending the session. `slots`: what the route module
 * (`src/web/pages/test-center-dashboard-page.tsx`) adds of other features.
 */
export function TestCenterDashboardPage(slots: CenterDashboardSlots) {
  const { testCenterId } = useParams();
  const centerId = parseCenterId(testCenterId);
  return (
    <RequireRole page="/test-center/:testCenterId">
      <DashboardFrame>
        {centerId === null ? (
          <UnknownCenter />
        ) : (
          <CenterDashboard key={centerId} centerId={centerId} {...slots} />
        )}
      </DashboardFrame>
    </RequireRole>
  );
}
