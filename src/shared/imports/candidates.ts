/**
 * Candidate import (docs/product.md §12 "Staff at speed", decision 0032): staff upload a candidate
 * list (CSV or xlsx), map its columns to the registration's wire fields, dry-run it with the
 * wizard's own validation (`registrationSchema`), then import it; a row whose national ID or
 * passport number belongs to a live candidate updates that candidate instead of adding another.
 */
import { z } from "zod";
import { PG_INT_MAX } from "#shared/kit/schemas.ts";
import { type RegistrationField, registrationFieldsSchema } from "#shared/registration/registration.ts";

/** Largest candidate file accepted (bytes): 20 000 rows of a wide sheet fit. */
export const CANDIDATE_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** Most data rows a candidate file may hold. */
export const CANDIDATE_FILE_MAX_ROWS = 20_000;
/** Rows written per transaction by the import (each batch commits on its own; decision 0032). */
export const IMPORT_BATCH_ROWS = 500;
/** Most problems listed in a JSON answer (the downloadable report lists them all). */
export const REPORT_INLINE_MAX = 2000;

/** The registration fields a file column may fill, in the wizard's order (wire names). */
export const IMPORT_FIELDS = Object.keys(registrationFieldsSchema.shape) as RegistrationField[];

/** Fields a file must map (or the import derives): the wizard's required fields. */
export const IMPORT_REQUIRED_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "dob",
  "city",
  "country",
  "requestedDateRange",
  "gender",
  "degree",
  "Trail_month",
  "examCategory",
  "examSpecialty",
  "examName",
] as const satisfies readonly RegistrationField[];

/**
 * The column mapping: one entry per header column, in file order, the wire field it fills or null
 * (ignored). A field may be filled by one column at most.
 */
export const columnMappingSchema = z
  .array(z.enum(IMPORT_FIELDS as [RegistrationField, ...RegistrationField[]]).nullable(), {
    error: "The mapping must be a list of field names (or null) per column.",
  })
  .max(200, "The mapping may name at most 200 columns.")
  .superRefine((mapping, issue) => {
    const seen = new Set<string>();
    mapping.forEach((field, index) => {
      if (field === null) return;
      if (seen.has(field)) {
        issue.addIssue({ code: "custom", message: `Two columns are mapped to ${field}.`, path: [index] });
      }
      seen.add(field);
    });
  });
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** The mapping as it travels in the query string: JSON text. */
const mappingParam = z
  .string("Give the column mapping.")
  .max(20_000, "The mapping is too long.")
  .transform((text, issue) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      issue.addIssue({ code: "custom", message: "The mapping must be JSON." });
      return z.NEVER;
    }
  })
  .pipe(columnMappingSchema);

/** How the dry run's report is answered: inline JSON, or a download. */
export const REPORT_FORMATS = ["json", "csv", "xlsx"] as const;

/**
 * `POST /api/imports/candidates` query: `dryRun` (default true) reports, false imports (streamed
 * progress); `mapping` (JSON, {@link columnMappingSchema}); `testCenterId`, the center of rows
 * that name none (a test_center user's rows always go to their own center); `report`, the dry
 * run's format.
 */
export const importCandidatesQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], "dryRun must be true or false.")
    .default("true")
    .transform((value) => value === "true"),
  mapping: mappingParam,
  testCenterId: z.coerce
    .number("testCenterId must be a test center's id.")
    .int("testCenterId must be a test center's id.")
    .positive("testCenterId must be a test center's id.")
    .max(PG_INT_MAX, "testCenterId must be a test center's id.")
    .optional(),
  report: z.enum(REPORT_FORMATS, "report must be json, csv or xlsx.").default("json"),
});
export type ImportCandidatesQuery = z.input<typeof importCandidatesQuerySchema>;

/** `POST /api/imports/candidates/preview` answer: what the file holds and how to map it. */
export const importPreviewSchema = z.object({
  headers: z.array(z.string()),
  /** The first rows (at most 5), as text per column. */
  sample: z.array(z.array(z.string())),
  rows: z.number().int(),
  /** The mapping to start from: the one remembered for this header, else one guessed from the names. */
  mapping: z.array(z.string().nullable()),
  /** True when `mapping` is the one staff used before for a file with this header. */
  remembered: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** One problem of a row: its number in the file (header is row 1), the field, the column, why. */
export const rowProblemSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  /** The file column the field came from (its header), or null for a field the file lacks. */
  column: z.string().nullable(),
  message: z.string(),
});
export type RowProblem = z.infer<typeof rowProblemSchema>;

/** The dry run's answer (and the import's final line): what the file would do, row by row. */
export const importReportSchema = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  /** Data rows read. */
  rows: z.number().int(),
  /** Rows that pass and would add a candidate / update one. */
  creates: z.number().int(),
  updates: z.number().int(),
  /** Rows with at least one problem (left out of the import). */
  invalidRows: z.number().int(),
  /** The problems, by row then field order; at most {@link REPORT_INLINE_MAX}. */
  problems: z.array(rowProblemSchema),
  /** True when more problems exist than `problems` lists (download the report for all). */
  truncated: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * One line of the import's streamed answer (`application/x-ndjson`): `progress` after each
 * committed batch; then `done` with the report, or `failed` when a batch could not be written
 * (the batches before it stay imported; importing the same file again updates them).
 */
export const importLineSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("progress"),
    done: z.number().int(),
    total: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
  }),
  z.object({
    type: z.literal("done"),
    created: z.number().int(),
    updated: z.number().int(),
    report: importReportSchema,
  }),
  z.object({
    type: z.literal("failed"),
    message: z.string(),
    done: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
  }),
]);
export type ImportLine = z.infer<typeof importLineSchema>;
