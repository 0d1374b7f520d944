import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useNetwork } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  type AttendanceEntry,
  type AttendanceStatus,
  type CheckInRefusalBody,
  type CheckInSitting,
  checkInRefusalSchema,
  checkInResponseSchema,
} from "#shared/sittings/check-in.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { ExcelExportButton } from "#web/components/excel-export-button.tsx";
import { staffPageInLanguage, staffRoute } from "#web/components/staff-page.tsx";
import { checkInAr } from "#web/i18n/messages/checkin.ar.ts";
import { checkInEn } from "#web/i18n/messages/checkin.en.ts";
import { ApiError, api } from "#web/lib/api.ts";
import { messageOr } from "#web/lib/api-message.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useSession } from "#web/lib/session.ts";
import { centerLocalFromIso } from "#web/lib/sitting-format.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { checkInKeys, useAttendance, useCloseSitting, useReopenSitting, useTodaySittings } from "./api.ts";
import { type CheckInOutcome, useCheckInQueue } from "./check-in-queue.ts";
import { type Lookup, lookUp } from "./lookup.ts";
import { Scanner } from "./scanner.tsx";

/** `/check-in`: its texts in both languages (staff read it in either, its own switch); never indexed. */
export const { handle, meta } = staffRoute("Check-in", { en: checkInEn, ar: checkInAr });

/** A time of day at the centers, "09:05", from an ISO instant. */
const centerClock = (iso: string) => centerLocalFromIso(iso).slice(11, 16);

const STATUS_COLORS: Record<AttendanceStatus | "queued", string> = {
  expected: "gray",
  present: "teal",
  late: "orange",
  absent: "red",
  queued: "blue",
};

/** What the screen says after a lookup or a check-in. */
type Notice = { color: string; text: string; role: "status" | "alert" };

/** The words of a server refusal (its `reason`), with the seat's date and time when named. */
function refusalText(i18n: I18n, refusal: CheckInRefusalBody | null, fallback: string): string {
  if (!refusal) return i18n._("checkIn.refusal.failed", { message: fallback });
  return i18n._(`checkIn.refusal.${refusal.reason}`, {
    date: refusal.seatDate ?? "",
    time: refusal.seatTime ?? "",
  });
}

/** The candidate found by a scan or a reference: what to compare with the ID card, and "Mark present". */
function CandidateCard({
  entry,
  room,
  queued,
  canWrite,
  onMark,
  onCancel,
}: {
  entry: AttendanceEntry;
  room: string;
  queued: boolean;
  canWrite: boolean;
  onMark: () => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const waiting = entry.status === "expected" && !queued;
  return (
    <Paper withBorder p="md" radius="md" aria-label={i18n._("checkIn.compare")} component="section">
      <Stack gap="xs">
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          {i18n._("checkIn.compare")}
        </Text>
        <Text size="xl" fw={700} data-testid="candidate-name">
          {isolated(entry.fullName)}
        </Text>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {i18n._("checkIn.idType")}
            </Text>
            <Text fw={600}>{entry.idType ? i18n._(`checkIn.idType.${entry.idType}`) : "—"}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {i18n._("checkIn.idNumber")}
            </Text>
            <Text fw={600} data-testid="candidate-id-number">
              {entry.idNumber ? isolated(entry.idNumber) : "—"}
            </Text>
          </div>
        </Group>
        <div>
          <Text size="xs" c="dimmed">
            {i18n._("checkIn.seat")}
          </Text>
          <Text fw={600}>{i18n._("checkIn.seatLine", { line: entry.line, room })}</Text>
        </div>
        {!waiting && (
          <Badge color={STATUS_COLORS[queued ? "queued" : entry.status]} size="lg">
            {i18n._(`checkIn.status.${queued ? "queued" : entry.status}`)}
            {entry.checkedInAt ? ` · ${centerClock(entry.checkedInAt)}` : ""}
          </Badge>
        )}
        <Stack gap="xs">
          {waiting && canWrite && (
            <Button size="lg" color="teal" onClick={onMark} fullWidth>
              {i18n._("checkIn.markPresent")}
            </Button>
          )}
          <Button size="md" variant="default" onClick={onCancel}>
            {i18n._("checkIn.cancel")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** One sitting's check-in: scan or type, compare, mark present; the roster; close; the sheet. */
function SittingCheckIn({ sittingId, today }: { sittingId: number; today: readonly CheckInSitting[] }) {
  const { i18n } = useLingui();
  const { data, isError, error } = useAttendance(sittingId);
  const queryClient = useQueryClient();
  const { online } = useNetwork();
  const canWrite = useCanCall("POST /api/sittings/:id/check-ins");
  const canClose = useCanCall("POST /api/sittings/:id/attendance/close");
  const close = useCloseSitting(sittingId);
  const canReopen = useCanCall("POST /api/sittings/:id/attendance/reopen");
  const reopen = useReopenSitting(sittingId);
  const [scanning, setScanning] = useState(false);
  const [reference, setReference] = useState("");
  const [found, setFound] = useState<Extract<Lookup, { found: true }> | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: checkInKeys.all });
  const announce = (outcome: CheckInOutcome) => {
    void refresh();
    if (outcome.kind === "refused") {
      setNotice({ color: "red", role: "alert", text: refusalText(i18n, outcome.refusal, outcome.message) });
      return;
    }
    const { candidate, alreadyCheckedIn } = outcome.answer;
    const values = {
      name: candidate.fullName,
      time: centerClock(candidate.checkedInAt ?? new Date().toISOString()),
    };
    setNotice({
      color: alreadyCheckedIn ? "yellow" : "teal",
      role: "status",
      text: alreadyCheckedIn
        ? i18n._("checkIn.already", values)
        : candidate.status === "late"
          ? i18n._("checkIn.doneLate", values)
          : i18n._("checkIn.done", values),
    });
  };
  const queue = useCheckInQueue(announce);
  const waitingHere = queue.queued.filter((entry) => entry.sittingId === sittingId);
  const queuedIds = new Set(waitingHere.map((entry) => entry.studentId));

  if (isError && !data) {
    return (
      <Alert color="red" role="alert">
        {error instanceof ApiError
          ? error.messageOr(i18n._("checkIn.loadFailed"))
          : i18n._("checkIn.loadFailed")}
      </Alert>
    );
  }
  if (!data) return <Text c="dimmed">…</Text>;
  const { sitting, roster } = data;
  const room = sitting.room ?? i18n._("checkIn.noRoom");
  const closed = sitting.closedAt !== null;

  /** Online, the server words why a candidate is not on this roster; offline, the screen says so. */
  const ask = async (body: { code: string } | { reference: string }) => {
    if (!online) {
      setNotice({ color: "red", role: "alert", text: i18n._("checkIn.refusal.offline_unknown") });
      return;
    }
    try {
      const { data: answer } = await api<unknown>(`/api/sittings/${sittingId}/check-ins`, {
        method: "POST",
        body: { ...body, at: new Date().toISOString() },
        onDenied: "handle",
      });
      const parsed = checkInResponseSchema.parse(answer);
      announce({
        kind: "done",
        entry: { key: "", sittingId, studentId: parsed.candidate.studentId, fullName: "", body: { at: "" } },
        answer: parsed,
      });
    } catch (failure) {
      const refusal = failure instanceof ApiError ? checkInRefusalSchema.safeParse(failure.body) : null;
      setNotice({
        color: "red",
        role: "alert",
        text: refusalText(
          i18n,
          refusal?.success ? refusal.data : null,
          failure instanceof Error ? failure.message : String(failure),
        ),
      });
    }
  };

  const show = (result: Lookup) => {
    setNotice(null);
    if (result.found) {
      setFound(result);
      return;
    }
    setFound(null);
    if (result.reason === "ask") {
      void ask(result.body);
      return;
    }
    setNotice({
      color: "red",
      role: "alert",
      text: i18n._(`checkIn.refusal.${result.reason}`, { time: "", date: "", ...result.values }),
    });
  };

  const onCode = (text: string) => {
    setScanning(false);
    show(lookUp(text, true, sitting, roster, today));
  };

  const mark = () => {
    if (!found) return;
    const at = new Date().toISOString();
    queue.enqueue({
      sittingId,
      studentId: found.entry.studentId,
      fullName: found.entry.fullName,
      body: { ...found.body, at },
    });
    setNotice({
      color: "blue",
      role: "status",
      text: i18n._("checkIn.queued", { name: found.entry.fullName, time: centerClock(at) }),
    });
    setFound(null);
    setReference("");
  };

  /** A failed write's alert: the server's message, else the screen's text `key`. */
  const failedNotice = (key: "checkIn.reopenFailed" | "checkIn.closeFailed") => (failure: unknown) =>
    setNotice({ color: "red", role: "alert", text: messageOr(failure, i18n._(key)) });

  const confirmReopen = () =>
    modals.openConfirmModal({
      title: i18n._("checkIn.reopenConfirmTitle"),
      children: <Text size="sm">{i18n._("checkIn.reopenConfirm")}</Text>,
      labels: { confirm: i18n._("checkIn.reopen"), cancel: i18n._("checkIn.reopenKeep") },
      onConfirm: () =>
        reopen.mutate(undefined, {
          onSuccess: (result) =>
            setNotice({
              color: "teal",
              role: "status",
              text: i18n._("checkIn.reopened", { n: result.revertedAbsent }),
            }),
          onError: failedNotice("checkIn.reopenFailed"),
        }),
    });

  const confirmClose = () =>
    modals.openConfirmModal({
      title: i18n._("checkIn.closeConfirmTitle"),
      children: <Text size="sm">{i18n._("checkIn.closeConfirm", { n: sitting.counts.expected })}</Text>,
      labels: { confirm: i18n._("checkIn.close"), cancel: i18n._("checkIn.closeKeep") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        close.mutate(undefined, {
          onSuccess: (result) =>
            setNotice({
              color: "teal",
              role: "status",
              text: i18n._("checkIn.closed", { n: result.markedAbsent }),
            }),
          onError: failedNotice("checkIn.closeFailed"),
        }),
    });

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {i18n._("checkIn.sittingAt", { time: sitting.startTime, room })}
        </Title>
        <Text size="sm" data-testid="check-in-counts">
          {i18n._("checkIn.counts", sitting.counts)}
        </Text>
        {closed && (
          <Text size="sm" c="dimmed">
            {i18n._("checkIn.closedAt", { time: centerClock(sitting.closedAt ?? "") })}
          </Text>
        )}
      </Stack>
      {!online && (
        <Alert color="yellow" role="status">
          {i18n._("checkIn.offline")}
        </Alert>
      )}
      {waitingHere.length > 0 && (
        <Text size="sm" c="blue" data-testid="check-in-waiting">
          {i18n._("checkIn.waiting", { n: waitingHere.length })}
        </Text>
      )}
      {!closed && canWrite && (
        <Stack gap="sm">
          <Button
            size="lg"
            variant={scanning ? "default" : "filled"}
            onClick={() => setScanning((on) => !on)}
          >
            {scanning ? i18n._("checkIn.stopScan") : i18n._("checkIn.scan")}
          </Button>
          {scanning && <Scanner onCode={onCode} />}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (reference.trim() !== "") show(lookUp(reference, false, sitting, roster, today));
            }}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                size="md"
                label={i18n._("checkIn.reference")}
                placeholder={i18n._("checkIn.referencePlaceholder")}
                value={reference}
                onChange={(event) => setReference(event.currentTarget.value)}
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={64}
                dir="ltr"
              />
              <Button size="md" type="submit">
                {i18n._("checkIn.find")}
              </Button>
            </Group>
          </form>
        </Stack>
      )}
      {notice && (
        <Alert
          color={notice.color}
          role={notice.role}
          title={notice.role === "alert" ? i18n._("checkIn.refusedTitle") : undefined}
        >
          {notice.text}
        </Alert>
      )}
      {found && (
        <CandidateCard
          entry={roster.find((e) => e.studentId === found.entry.studentId) ?? found.entry}
          room={room}
          queued={queuedIds.has(found.entry.studentId)}
          canWrite={canWrite && !closed}
          onMark={mark}
          onCancel={() => setFound(null)}
        />
      )}
      <Stack gap="xs">
        <Title order={3} size="h4">
          {i18n._("checkIn.roster", { n: roster.length })}
        </Title>
        <Stack
          gap={6}
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-label={i18n._("checkIn.roster", { n: roster.length })}
        >
          {roster.map((entry) => {
            const status =
              queuedIds.has(entry.studentId) && entry.status === "expected" ? "queued" : entry.status;
            return (
              <Paper key={entry.studentId} withBorder p="xs" component="li" data-testid="roster-entry">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Box style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {entry.line}. {isolated(entry.fullName)}
                    </Text>
                    <Text size="xs" c="dimmed" dir="ltr" style={{ textAlign: "start" }}>
                      {entry.reference}
                    </Text>
                  </Box>
                  <Badge color={STATUS_COLORS[status]} style={{ flexShrink: 0 }}>
                    {i18n._(`checkIn.status.${status}`)}
                    {entry.checkedInAt ? ` ${centerClock(entry.checkedInAt)}` : ""}
                  </Badge>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
      <Group gap="sm">
        {canClose && !closed && (
          <Button
            color="red"
            variant="light"
            onClick={confirmClose}
            disabled={waitingHere.length > 0}
            loading={close.isPending}
          >
            {i18n._("checkIn.close")}
          </Button>
        )}
        {canReopen && closed && (
          <Button variant="light" onClick={confirmReopen} loading={reopen.isPending}>
            {i18n._("checkIn.reopen")}
          </Button>
        )}
        <ExcelExportButton
          path={`/api/sittings/${sittingId}/attendance.xlsx`}
          fileName={`Attendance_${sitting.date}_${sitting.startTime.replace(":", "")}.xlsx`}
          label={i18n._("checkIn.sheet")}
        />
      </Group>
    </Stack>
  );
}

/** Today's sittings as cards to open, or the chosen one's check-in. */
function CheckInScreen() {
  const { i18n } = useLingui();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const ownCenter = session?.claims.role === "test_center";
  const centerParam = Number(params.get("center"));
  const center = ownCenter ? null : Number.isSafeInteger(centerParam) && centerParam > 0 ? centerParam : null;
  const sittingParam = Number(params.get("sitting"));
  const sittingId = Number.isSafeInteger(sittingParam) && sittingParam > 0 ? sittingParam : null;
  const centers = useTestCenters();
  const today = useTodaySittings(center, ownCenter || center !== null);
  const options = useMemo(
    () => (centers.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [centers.data],
  );
  const keep = (next: Record<string, string | null>) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) search.delete(key);
      else search.set(key, value);
    }
    setParams(search);
  };

  return (
    <Stack gap="md">
      {!ownCenter && !sittingId && (
        <Select
          label={i18n._("checkIn.center")}
          placeholder={i18n._("checkIn.centerPlaceholder")}
          data={options}
          value={center === null ? null : String(center)}
          onChange={(value) => keep({ center: value, sitting: null })}
          searchable
        />
      )}
      {today.isError && (
        <Alert color="red" role="alert">
          {i18n._("checkIn.loadFailed")}
        </Alert>
      )}
      {today.data && !sittingId && (
        <Stack gap="sm">
          <Text fw={600}>{i18n._("checkIn.today", { date: today.data.date })}</Text>
          {today.data.sittings.length === 0 && <Text c="dimmed">{i18n._("checkIn.noSittings")}</Text>}
          {today.data.sittings.map((sitting) => (
            <UnstyledButton
              key={sitting.id}
              component={Link}
              to={`?${new URLSearchParams({ ...(center ? { center: String(center) } : {}), sitting: String(sitting.id) })}`}
              aria-label={`${sitting.startTime} ${sitting.testCenter} ${sitting.room ?? ""}`.trim()}
            >
              <Paper withBorder p="md" radius="md">
                <Text fw={700}>
                  {i18n._("checkIn.sittingAt", {
                    time: sitting.startTime,
                    room: sitting.room ?? i18n._("checkIn.noRoom"),
                  })}
                </Text>
                <Text size="sm">{isolated(sitting.testCenter)}</Text>
                <Text size="sm" c="dimmed">
                  {i18n._("checkIn.counts", sitting.counts)}
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {sittingId && (
        <Stack gap="sm">
          <Anchor component={Link} to={center ? `?center=${center}` : "?"} size="sm">
            {i18n._("checkIn.allSittings")}
          </Anchor>
          <SittingCheckIn sittingId={sittingId} today={today.data?.sittings ?? []} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * `/check-in` (docs/product.md §11 "Check-in"): the day's sittings of the user's center (an admin
 * or auditor picks one), each roster with its attendance, check-in by the letter's QR code (the
 * device camera) or the reference, kept on the device while the network is away, closing the
 * sitting and its attendance sheet. Made for a phone at 360 px; English or Arabic (kept on the
 * device).
 */
export default staffPageInLanguage(
  "/check-in",
  {
    handle,
    title: "checkIn.title",
    languageLabel: "checkIn.language",
    storageKey: "exam-portal:check-in-locale",
    maw: 640,
  },
  CheckInScreen,
);
