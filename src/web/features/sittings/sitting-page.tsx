import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { Link, useParams } from "react-router";
import type { StudentState } from "#shared/candidates/pipeline.ts";
import { type RosterEntry, type Sitting, sittingStart } from "#shared/sittings/sittings.ts";
import { StateBadge } from "#web/components/candidates/state-badge.tsx";
import { isolated } from "#web/components/data-table/isolated.tsx";
import NotFoundPage from "#web/components/not-found-page.tsx";
import { PrintPdfButton } from "#web/components/print-pdf-button.tsx";
import { StaffScreen } from "#web/components/staff-page.tsx";
import { ListTable, LoadingRows } from "#web/components/table-state.tsx";
import { ApiError } from "#web/lib/api.ts";
import { messageOr } from "#web/lib/api-message.ts";
import { EMPTY_VALUE, formatTimestamp } from "#web/lib/format.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { SITTINGS_PATH, studentPath } from "#web/lib/paths.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import {
  centerLocalFromIso,
  dayLabel,
  fillColor,
  fillLabel,
  isBookable,
  statusLabel,
} from "#web/lib/sitting-format.ts";
import { useReleaseSeat, useSitting } from "#web/lib/sitting-queries.ts";
import { AddCandidates } from "./add-candidates.tsx";
import { CancelSittingModal } from "./cancel-sitting-modal.tsx";
import { ImportResultsModal, RecordResultsModal, ResultBadge } from "./results-modals.tsx";
import { sittingValues } from "./sitting-form.ts";
import { SittingFormModal } from "./sitting-form-modal.tsx";

/** `/sittings/{id}`: staff only, never indexed. */
export const meta = () => staffPageMeta("Sitting");

/** "09:00–12:00". */
function timeRange(sitting: Sitting) {
  const [h, m] = sitting.startTime.split(":").map(Number) as [number, number];
  const end = h * 60 + m + sitting.durationMinutes;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${sitting.startTime}–${pad(Math.floor(end / 60) % 24)}:${pad(end % 60)}`;
}

/** A label and its value in the facts grid. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** The sitting's facts: when, where, seats, exams, window, deadline, notes. */
function SittingFacts({ sitting }: { sitting: Sitting }) {
  const local = (iso: string | null, fallback: string) =>
    iso ? centerLocalFromIso(iso).replace("T", " ") : fallback;
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label="Date">{dayLabel(sitting.date)}</Fact>
        <Fact label="Time">
          {timeRange(sitting)} ({sitting.durationMinutes} min)
        </Fact>
        <Fact label="Test center">{isolated(sitting.testCenter)}</Fact>
        <Fact label="Room">{sitting.room ? isolated(sitting.room) : EMPTY_VALUE}</Fact>
        <Fact label="Seats">
          <span data-testid="sitting-fill">{fillLabel(sitting)}</span> booked, {sitting.free} free
        </Fact>
        <Fact label="Exams">
          {sitting.examName
            ? `${sitting.examCategory} · ${sitting.examName}`
            : sitting.examCategory
              ? `All ${sitting.examCategory} exams`
              : "All exams"}
        </Fact>
        <Fact label="Booking window">
          {local(sitting.bookingOpensAt, "From publication")} →{" "}
          {local(sitting.bookingClosesAt, "until the deadline")}
        </Fact>
        <Fact label="Change deadline">{sitting.changeDeadlineHours} h before the start</Fact>
      </SimpleGrid>
      {sitting.notes && (
        <Text size="sm" mt="md" style={{ whiteSpace: "pre-wrap" }}>
          {isolated(sitting.notes)}
        </Text>
      )}
    </Paper>
  );
}

const ROSTER_COLUMNS = ["Reference", "Name", "Exam", "State", "Booked", "Result"];

/** The booked candidates, with "Give seat back" per row for those who may. */
function Roster({
  sitting,
  roster,
  canRelease,
  canRecord,
}: {
  sitting: Sitting;
  roster: RosterEntry[];
  canRelease: boolean;
  /** True when the caller may record results and the sitting has started (docs/product.md §11). */
  canRecord: boolean;
}) {
  const [recordOpened, recordModal] = useDisclosure(false);
  const [importOpened, importModal] = useDisclosure(false);
  const release = useReleaseSeat(sitting.id);
  const giveBack = (entry: RosterEntry) =>
    modals.openConfirmModal({
      title: "Give this seat back?",
      children: (
        <Text size="sm">
          <bdi>{entry.fullName}</bdi> (<bdi>{entry.reference}</bdi>) loses the seat; their exam date, time and
          place are cleared and they wait to be booked again. The candidate is told by e-mail.
        </Text>
      ),
      labels: { confirm: "Give seat back", cancel: "Keep the seat" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        release.mutate(entry.studentId, {
          onSuccess: () => notifications.show({ color: "teal", message: "Seat given back." }),
          onError: (error) =>
            notifications.show({ color: "red", message: messageOr(error, "Could not give the seat back.") }),
        }),
    });
  // Seats are given back until the start (docs/product.md §10); walk-ins are booked later that day,
  // so "bookable" alone would offer a button the server refuses (409) once the sitting has begun.
  const started = Date.now() >= sittingStart(sitting.date, sitting.startTime).getTime();
  const live = canRelease && sitting.status !== "cancelled" && !started;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Roster ({roster.length})
        </Title>
        {canRecord && roster.length > 0 && (
          <Group gap="sm">
            <Button variant="light" onClick={recordModal.open}>
              Record results
            </Button>
            <Button variant="default" onClick={importModal.open}>
              Import result file
            </Button>
          </Group>
        )}
      </Group>
      {canRecord && recordOpened && (
        <RecordResultsModal opened onClose={recordModal.close} sitting={sitting} roster={roster} />
      )}
      {canRecord && (
        <ImportResultsModal opened={importOpened} onClose={importModal.close} sitting={sitting} />
      )}
      {roster.length === 0 ? (
        <Text size="sm" c="dimmed">
          No candidate holds a seat yet.
        </Text>
      ) : (
        <ListTable
          label="Roster"
          minWidth={820}
          columns={live ? [...ROSTER_COLUMNS, "Action"] : ROSTER_COLUMNS}
          verticalSpacing={undefined}
        >
          {roster.map((entry) => (
            <Table.Tr key={entry.studentId}>
              <Table.Td>{isolated(entry.reference)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={studentPath(entry.studentId)}
                  size="sm"
                  c="inherit"
                  underline="always"
                >
                  {isolated(entry.fullName)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {entry.examCategory} · {isolated(entry.examName)}
              </Table.Td>
              <Table.Td>
                <StateBadge state={entry.state as StudentState} />
              </Table.Td>
              <Table.Td>
                {formatTimestamp(entry.bookedAt, true)}
                {entry.bookedBy ? <> by {isolated(entry.bookedBy)}</> : null}
              </Table.Td>
              <Table.Td>
                <ResultBadge result={entry.result} />
              </Table.Td>
              {live && (
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    onClick={() => giveBack(entry)}
                    aria-label={`Give seat back: ${entry.fullName}`}
                  >
                    Give seat back
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Stack>
  );
}

function SittingView({ id }: { id: number }) {
  const { data, isPending, isError, error } = useSitting(id);
  const canEdit = useCanCall("PATCH /api/sittings/:id");
  const canCancel = useCanCall("POST /api/sittings/:id/cancel");
  const canBook = useCanCall("POST /api/sittings/:id/bookings");
  const canRelease = useCanCall("DELETE /api/sittings/:id/bookings/:studentId");
  // The exam-day papers (docs/product.md §11): every booked candidate's letter, the attendance sheet.
  const canPrint = useCanCall("GET /api/sittings/:id/admission-letters.pdf");
  const canResults = useCanCall("PUT /api/sittings/:id/results");
  const [editOpened, edit] = useDisclosure(false);
  const [cancelOpened, cancel] = useDisclosure(false);

  if (isError && error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return (
      <Alert color="yellow" title="Sitting not found">
        This sitting does not exist, or belongs to another test center.{" "}
        <Anchor component={Link} to={SITTINGS_PATH}>
          Back to the calendar
        </Anchor>
      </Alert>
    );
  }
  if (isError) {
    return (
      <Alert color="red" title="Could not load the sitting" role="alert">
        {messageOr(error, "Please try again.")}
      </Alert>
    );
  }
  if (isPending) {
    return <LoadingRows label="Loading the sitting" />;
  }
  const { sitting, roster } = data;
  const cancelled = sitting.status === "cancelled";
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={`${SITTINGS_PATH}?month=${sitting.date.slice(0, 7)}&center=${sitting.testCenterId}`}
          size="sm"
        >
          ‹ Sittings calendar
        </Anchor>
        <Group justify="space-between" align="center" wrap="wrap">
          <Group gap="sm" align="center">
            <Title order={1} td={cancelled ? "line-through" : undefined}>
              Sitting {dayLabel(sitting.date)}, {sitting.startTime}
            </Title>
            <Badge
              color={fillColor(sitting)}
              variant={sitting.status === "draft" ? "outline" : "light"}
              size="lg"
            >
              {statusLabel(sitting.status)}
            </Badge>
          </Group>
          {!cancelled && (
            <Group gap="sm">
              {canPrint && roster.length > 0 && (
                <>
                  <PrintPdfButton
                    path={`/api/sittings/${sitting.id}/admission-letters.pdf`}
                    fileName={`admission-letters-sitting-${sitting.id}.pdf`}
                  >
                    Print all letters
                  </PrintPdfButton>
                  <PrintPdfButton
                    path={`/api/sittings/${sitting.id}/attendance.pdf`}
                    fileName={`attendance-sitting-${sitting.id}.pdf`}
                  >
                    Attendance sheet
                  </PrintPdfButton>
                </>
              )}
              {canEdit && (
                <Button variant="default" onClick={edit.open}>
                  Edit
                </Button>
              )}
              {canCancel && (
                <Button color="red" variant="light" onClick={cancel.open}>
                  Cancel sitting
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
      <SittingFacts sitting={sitting} />
      <Roster
        sitting={sitting}
        roster={roster}
        canRelease={canRelease}
        canRecord={
          canResults && !cancelled && Date.now() >= sittingStart(sitting.date, sitting.startTime).getTime()
        }
      />
      {canBook && !cancelled && isBookable(sitting) && <AddCandidates sitting={sitting} />}
      {canEdit && (
        <SittingFormModal
          opened={editOpened}
          onClose={edit.close}
          initialValues={sittingValues(sitting)}
          centers={[{ id: sitting.testCenterId, name: sitting.testCenter }]}
          sitting={sitting}
        />
      )}
      {canCancel && <CancelSittingModal opened={cancelOpened} onClose={cancel.close} sitting={sitting} />}
    </Stack>
  );
}

/**
 * `/sittings/{id}` (docs/product.md §10): the sitting's facts, Edit and Cancel (asking where its
 * candidates go), the roster with "Give seat back" and each candidate's result ("Record results"
 * and "Import result file" once the sitting has started, docs/product.md §11), and "Add candidates" (the center's candidates
 * waiting for a seat, booked in bulk). Actions follow the policy table (auditors read).
 */
export default function SittingPage() {
  const { id = "" } = useParams();
  const sittingId = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(sittingId) || sittingId < 1) return <NotFoundPage />;
  return (
    <StaffScreen page="/sittings/:id">
      <SittingView id={sittingId} />
    </StaffScreen>
  );
}
