import {
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type ReactNode, useState } from "react";
import {
  EXAM_OUTCOMES,
  type ExamOutcome,
  type ExamResult,
  type ImportResultsResponse,
  OUTCOME_LABELS,
} from "#shared/sittings/results.ts";
import type { RosterEntry, Sitting } from "#shared/sittings/sittings.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { DialogActions } from "#web/components/dialog-actions.tsx";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { ListTable } from "#web/components/table-state.tsx";
import { messageOr } from "#web/lib/api-message.ts";
import { useImportResults, useRecordResults } from "#web/lib/sitting-queries.ts";

const OUTCOME_COLORS: Record<ExamOutcome, string> = { pass: "teal", fail: "red", absent: "gray" };

/** The notice after results are saved, by hand or from a file. */
const notifyRecorded = ({ recorded, moved }: { recorded: number; moved: number }) =>
  notifications.show({
    color: "teal",
    message: `${recorded} result(s) recorded; ${moved} candidate(s) moved to Send score.`,
  });

/** A results dialog of the sitting page (docs/product.md §11 "Results"): `title`, `intro`, then `children`. */
function ResultsDialog({
  opened,
  onClose,
  title,
  intro,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        {children}
      </Stack>
    </Modal>
  );
}

/** A recorded result on the roster: "Pass 612" as a badge, or a dash. */
export function ResultBadge({ result }: { result: ExamResult | null }) {
  if (!result) return <Text size="sm">—</Text>;
  return (
    <Badge color={OUTCOME_COLORS[result.outcome]} variant="light" title={`Received ${result.receivedOn}`}>
      {OUTCOME_LABELS[result.outcome]}
      {result.score === null ? "" : ` ${result.score}`}
    </Badge>
  );
}

/** Today in the centers' time zone (UTC+3), as `YYYY-MM-DD`. */
const centerToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

interface Draft {
  outcome: ExamOutcome | null;
  score: number | string;
}

/**
 * "Record results" (docs/product.md §11 "Results"): an outcome and a score per candidate of the
 * roster and the date the results were received; only the rows with an outcome are sent. Saving
 * moves those candidates to Send score and e-mails them their result.
 */
export function RecordResultsModal({
  opened,
  onClose,
  sitting,
  roster,
}: {
  opened: boolean;
  onClose: () => void;
  sitting: Sitting;
  roster: RosterEntry[];
}) {
  const record = useRecordResults(sitting.id);
  const [receivedOn, setReceivedOn] = useState(centerToday);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(
      roster.map((entry) => [
        entry.studentId,
        { outcome: entry.result?.outcome ?? null, score: entry.result?.score ?? "" },
      ]),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const set = (id: number, patch: Partial<Draft>) =>
    setDrafts((current) => ({
      ...current,
      [id]: { ...(current[id] ?? { outcome: null, score: "" }), ...patch },
    }));
  const chosen = roster.filter((entry) => drafts[entry.studentId]?.outcome);
  const save = () => {
    setError(null);
    record.mutate(
      chosen.map((entry) => {
        const draft = drafts[entry.studentId]!;
        return {
          studentId: entry.studentId,
          outcome: draft.outcome!,
          score: draft.outcome === "absent" || draft.score === "" ? null : Number(draft.score),
          receivedOn,
        };
      }),
      {
        onSuccess: ({ recorded, moved }) => {
          notifyRecorded({ recorded, moved });
          onClose();
        },
        onError: (failure) => setError(messageOr(failure, "Could not record the results.")),
      },
    );
  };
  return (
    <ResultsDialog
      opened={opened}
      onClose={onClose}
      title="Record results"
      intro="Choose each candidate's result; leave a row empty to skip it. Saving moves the candidates to Send score and e-mails each their result (a retake link for a fail or an absence)."
    >
      <TextInput
        type="date"
        label="Results received on"
        value={receivedOn}
        onChange={(event) => setReceivedOn(event.currentTarget.value)}
        w={220}
      />
      <ListTable
        label="Results to record"
        minWidth={640}
        columns={["Reference", "Name", "Result", "Score"]}
        striped={false}
        highlightOnHover={false}
        verticalSpacing={undefined}
      >
        {roster.map((entry) => {
          const draft = drafts[entry.studentId] ?? { outcome: null, score: "" };
          return (
            <Table.Tr key={entry.studentId}>
              <Table.Td>{isolated(entry.reference)}</Table.Td>
              <Table.Td>{isolated(entry.fullName)}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Result: ${entry.fullName}`}
                  data={EXAM_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
                  value={draft.outcome}
                  onChange={(value) => set(entry.studentId, { outcome: value as ExamOutcome | null })}
                  clearable
                  size="xs"
                  w={130}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Score: ${entry.fullName}`}
                  value={draft.score}
                  onChange={(value) => set(entry.studentId, { score: value })}
                  disabled={draft.outcome === "absent"}
                  min={0}
                  decimalScale={2}
                  size="xs"
                  w={110}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      <DialogActions failure={error} onCancel={onClose} cancelLabel="Close">
        <Button onClick={save} loading={record.isPending} disabled={chosen.length === 0}>
          Save {chosen.length} result(s)
        </Button>
      </DialogActions>
    </ResultsDialog>
  );
}

const PROBLEM_LABELS: Record<string, string> = {
  unmatched: "Unmatched",
  ambiguous: "Ambiguous",
  invalid: "Invalid",
  not_booked: "Not in this sitting",
  duplicate: "Duplicate",
};

/**
 * "Import result file" (docs/product.md §11 "Results"): the delivery company's CSV or xlsx is first
 * checked (a dry run: problem rows first, nothing changes), then "Apply" records the matching rows.
 */
export function ImportResultsModal({
  opened,
  onClose,
  sitting,
}: {
  opened: boolean;
  onClose: () => void;
  sitting: Sitting;
}) {
  const importer = useImportResults(sitting.id);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResultsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    importer.mutate(
      { file, dryRun },
      {
        onSuccess: (answer) => {
          if (dryRun) {
            setPreview(answer);
            return;
          }
          notifyRecorded(answer);
          setPreview(null);
          setFile(null);
          onClose();
        },
        onError: (failure) => setError(messageOr(failure, "Could not read the file.")),
      },
    );
  };
  return (
    <ResultsDialog
      opened={opened}
      onClose={onClose}
      title="Import result file"
      intro="A CSV or Excel file with a header row: a reference, national ID or passport column, a result column (pass, fail, absent), and optionally score and date received."
    >
      <FileInput
        label="Result file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={(value) => {
          setFile(value);
          setPreview(null);
        }}
        clearable
      />
      <FormFailure failure={error} />
      {preview && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {preview.matched} row(s) will be recorded; {preview.problems} row(s) will be left out.
          </Text>
          {/* The check second: on a phone it is what shows without scrolling the table sideways. */}
          <ListTable
            label="Rows of the file"
            minWidth={640}
            columns={["Row", "Check", "Identifier", "Candidate", "Result"]}
            striped={false}
            highlightOnHover={false}
            verticalSpacing={undefined}
          >
            {preview.rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  {row.problem ? (
                    <Badge color="red" variant="light" title={row.message ?? undefined}>
                      {PROBLEM_LABELS[row.problem] ?? row.problem}
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light">
                      OK
                    </Badge>
                  )}
                  {row.message && (
                    <Text size="xs" c="dimmed">
                      {row.message}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{isolated(row.key)}</Table.Td>
                <Table.Td>{row.fullName ? isolated(row.fullName) : "—"}</Table.Td>
                <Table.Td>
                  {row.outcome
                    ? `${OUTCOME_LABELS[row.outcome]}${row.score === null ? "" : ` ${row.score}`}`
                    : "—"}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button
          variant="light"
          onClick={() => send(true)}
          disabled={!file}
          loading={importer.isPending && !preview}
        >
          Check file
        </Button>
        <Button
          onClick={() => send(false)}
          disabled={!preview || preview.matched === 0}
          loading={importer.isPending && preview !== null}
        >
          Apply {preview?.matched ?? 0} result(s)
        </Button>
      </Group>
    </ResultsDialog>
  );
}
