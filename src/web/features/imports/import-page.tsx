import { useLingui } from "@lingui/react";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Progress,
  Select,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import {
  type ColumnMapping,
  IMPORT_FIELDS,
  type ImportPreview,
  type ImportReport,
  importLineSchema,
  importPreviewSchema,
  importReportSchema,
} from "#shared/imports/candidates.ts";
import { SHEET_FILE_TYPES } from "#shared/kit/sheet-files.ts";
import type { RegistrationField } from "#shared/registration/registration.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { staffPageInLanguage, staffRoute } from "#web/components/staff-page.tsx";
import { ListTable } from "#web/components/table-state.tsx";
import { importAr } from "#web/i18n/messages/import.ar.ts";
import { importEn } from "#web/i18n/messages/import.en.ts";
import { ApiError, api, request } from "#web/lib/api.ts";
import { saveBlob } from "#web/lib/download.ts";
import { useSession } from "#web/lib/session.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";

/** `/import`: its texts in both languages (staff read it in either, its own switch); never indexed. */
export const { handle, meta } = staffRoute("Import candidates", { en: importEn, ar: importAr });

const IGNORE = "";
const fileType = (file: File) =>
  /\.xlsx$/i.test(file.name) ? SHEET_FILE_TYPES.xlsx[0] : SHEET_FILE_TYPES.csv[0];

/** Where the import stands: progress, then the counts or why it stopped. */
type Run =
  | { state: "running"; done: number; total: number }
  | { state: "done"; created: number; updated: number }
  | { state: "failed"; message: string };

/** The upload, mapping, dry run and import, in the chosen language. */
function ImportScreen() {
  const { i18n } = useLingui();
  const session = useSession();
  const admin = session?.claims.role === "admin";
  const centers = useTestCenters();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [center, setCenter] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<"reading" | "checking" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);

  const fail = (e: unknown) =>
    setError(i18n._("import.error", { message: e instanceof ApiError ? e.message : String(e) }));
  const query = () => ({
    mapping: JSON.stringify(mapping),
    testCenterId: admin ? center : null,
  });

  async function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setReport(null);
    setRun(null);
    setError(null);
    if (!chosen) return;
    setBusy("reading");
    try {
      const { data } = await api<unknown>("/api/imports/candidates/preview", {
        method: "POST",
        file: { body: chosen, contentType: fileType(chosen) },
      });
      const parsed = importPreviewSchema.parse(data);
      setPreview(parsed);
      setMapping(parsed.mapping as ColumnMapping);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  async function dryRun() {
    if (!file) return;
    setBusy("checking");
    setError(null);
    setRun(null);
    try {
      const { data } = await api<unknown>("/api/imports/candidates", {
        method: "POST",
        query: { ...query(), dryRun: "true" },
        file: { body: file, contentType: fileType(file) },
      });
      setReport(importReportSchema.parse(data));
    } catch (e) {
      setReport(null);
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  async function download(format: "csv" | "xlsx") {
    if (!file) return;
    try {
      const response = await request("/api/imports/candidates", {
        method: "POST",
        query: { ...query(), dryRun: "true", report: format },
        file: { body: file, contentType: fileType(file) },
      });
      saveBlob(await response.blob(), `import-problems.${format}`);
    } catch (e) {
      fail(e);
    }
  }

  async function importFile() {
    if (!file || !report) return;
    setError(null);
    setRun({ state: "running", done: 0, total: report.creates + report.updates });
    try {
      const response = await request("/api/imports/candidates", {
        method: "POST",
        query: { ...query(), dryRun: "false" },
        file: { body: file, contentType: fileType(file) },
      });
      // NDJSON: one line per committed batch, then the end.
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (value) buffered += value;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const text of lines) {
          if (!text.trim()) continue;
          const line = importLineSchema.parse(JSON.parse(text));
          if (line.type === "progress") setRun({ state: "running", done: line.done, total: line.total });
          else if (line.type === "done")
            setRun({ state: "done", created: line.created, updated: line.updated });
          else setRun({ state: "failed", message: line.message });
        }
        if (done) break;
      }
    } catch (e) {
      setRun(null);
      fail(e);
    }
  }

  const fieldOptions = [
    { value: IGNORE, label: i18n._("import.ignore") },
    ...IMPORT_FIELDS.map((field) => ({ value: field, label: field })),
  ];

  return (
    <Stack gap="md">
      <Text size="sm">{i18n._("import.intro")}</Text>
      <FileInput
        label={i18n._("import.file")}
        placeholder={i18n._("import.filePlaceholder")}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={choose}
        clearable
        maw={420}
      />
      {busy === "reading" && <Text size="sm">{i18n._("import.reading")}</Text>}
      <FormFailure failure={error} />
      {preview && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light">{i18n._("import.rows", { n: preview.rows })}</Badge>
            <Badge variant="light" color={preview.remembered ? "teal" : "gray"}>
              {i18n._(preview.remembered ? "import.remembered" : "import.guessed")}
            </Badge>
          </Group>
          <ListTable
            label={i18n._("import.mappingTable")}
            minWidth={560}
            columns={[i18n._("import.column"), i18n._("import.sample"), i18n._("import.field")]}
          >
            {preview.headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns, fixed while it is shown (names may repeat).
              <Table.Tr key={index}>
                <Table.Td>{isolated(header)}</Table.Td>
                <Table.Td>{isolated(preview.sample[0]?.[index] ?? "")}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${i18n._("import.field")}: ${header}`}
                    data={fieldOptions}
                    value={mapping[index] ?? IGNORE}
                    searchable
                    allowDeselect={false}
                    onChange={(value) => {
                      setReport(null);
                      setMapping((old) =>
                        old.map((field, i) =>
                          i === index ? (value ? (value as RegistrationField) : null) : field,
                        ),
                      );
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
          {admin && (
            <Select
              label={i18n._("import.center")}
              placeholder={i18n._("import.centerPlaceholder")}
              data={(centers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={center}
              onChange={(value) => {
                setReport(null);
                setCenter(value);
              }}
              clearable
              maw={420}
            />
          )}
          <Group>
            <Button onClick={dryRun} loading={busy === "checking"} disabled={run?.state === "running"}>
              {i18n._("import.dryRun")}
            </Button>
          </Group>
        </Stack>
      )}
      {report && (
        <Stack gap="sm" aria-live="polite">
          <Text fw={600}>
            {i18n._("import.summary", {
              creates: report.creates,
              updates: report.updates,
              invalid: report.invalidRows,
            })}
          </Text>
          {report.problems.length === 0 ? (
            <Text size="sm">{i18n._("import.allGood")}</Text>
          ) : (
            <>
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => download("csv")}>
                  {i18n._("import.downloadCsv")}
                </Button>
                <Button variant="default" size="xs" onClick={() => download("xlsx")}>
                  {i18n._("import.downloadXlsx")}
                </Button>
              </Group>
              {report.truncated && <Text size="sm">{i18n._("import.more")}</Text>}
              <ListTable
                label={i18n._("import.problems")}
                minWidth={560}
                maxHeight={420}
                columns={[i18n._("import.row"), i18n._("import.column"), i18n._("import.problem")]}
              >
                {report.problems.map((p) => (
                  <Table.Tr key={`${p.row}-${p.field}`}>
                    <Table.Td>{p.row}</Table.Td>
                    <Table.Td>{isolated(p.column ?? p.field)}</Table.Td>
                    <Table.Td>{isolated(p.message)}</Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            </>
          )}
          {report.creates + report.updates > 0 && run?.state !== "done" && (
            <Group>
              <Button color="teal" onClick={importFile} loading={run?.state === "running"}>
                {i18n._("import.run", { n: report.creates + report.updates })}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {run?.state === "running" && (
        <Stack gap={4}>
          <Progress
            value={run.total === 0 ? 0 : (100 * run.done) / run.total}
            aria-label={i18n._("import.progress", { done: run.done, total: run.total })}
            animated
          />
          <Text size="sm">{i18n._("import.progress", { done: run.done, total: run.total })}</Text>
        </Stack>
      )}
      {run?.state === "done" && (
        <Alert color="teal" role="status">
          {i18n._("import.done", { created: run.created, updated: run.updated })}{" "}
          <Anchor component={Link} to="/Admin">
            {i18n._("import.openList")}
          </Anchor>
        </Alert>
      )}
      {run?.state === "failed" && (
        <Alert color="red" role="alert">
          {i18n._("import.failed", { message: run.message })}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * `/import` (docs/product.md §12 "Staff at speed", decision 0032): upload a candidate list, map
 * its columns (remembered per file layout), check it with the wizard's rules, download the
 * problems, import with a progress bar. Admins and test_center users; English or Arabic (kept on
 * the device).
 */
export default staffPageInLanguage(
  "/import",
  {
    handle,
    title: "import.title",
    languageLabel: "import.language",
    storageKey: "exam-portal:import-locale",
  },
  ImportScreen,
);
