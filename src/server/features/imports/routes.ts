/**
 * Candidate import (docs/product.md §12 "Staff at speed", decision 0032): upload a candidate list
 * (CSV or xlsx as the request body, at most `CANDIDATE_FILE_MAX_BYTES` and
 * `CANDIDATE_FILE_MAX_ROWS` rows), map its columns, dry-run it with the wizard's validation, then
 * import it with streamed progress. Admins import into any center; a test_center user only into
 * their own (`src/shared/access/policy.ts`; checked here and per row).
 */
import { Readable } from "node:stream";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { testCenters } from "#server/db/schema.ts";
import type { Actor } from "#server/domain/actor.ts";
import type { PublishedCatalogueCache } from "#server/domain/catalogue.ts";
import { badRequest, forbidden } from "#server/errors.ts";
import { acceptSheetBodies, readSheet, sheetBody } from "#server/lib/sheet-file.ts";
import { attachment, sendXlsx } from "#server/lib/xlsx-stream.ts";
import {
  CANDIDATE_FILE_MAX_BYTES,
  CANDIDATE_FILE_MAX_ROWS,
  type ColumnMapping,
  IMPORT_BATCH_ROWS,
  type ImportLine,
  type ImportReport,
  importCandidatesQuerySchema,
  importPreviewSchema,
  importReportSchema,
  REPORT_INLINE_MAX,
} from "#shared/imports/candidates.ts";
import { deniedResponses, errorResponses } from "#shared/kit/schemas.ts";
import { applyBatch } from "./apply.ts";
import { guessMapping, rememberedMapping, rememberLayout } from "./layouts.ts";
import { type ImportPlan, planImport } from "./plan.ts";
import { reportCsv, reportXlsx } from "./report.ts";

/** What the import routes need. */
export interface ImportRouteOptions {
  db: Db;
  /** The published catalogue the rows' exam choices are checked against (docs/product.md §13). */
  catalogue: PublishedCatalogueCache;
  /** Clock (ms since the epoch). */
  now?: () => number;
}

const tags = ["imports"];

/** The plan's report: counts and the first {@link REPORT_INLINE_MAX} problems. */
function reportOf(plan: ImportPlan, dryRun: boolean): ImportReport {
  const creates = plan.apply.filter((row) => row.existing === null).length;
  return {
    success: true,
    dryRun,
    rows: plan.rows,
    creates,
    updates: plan.apply.length - creates,
    invalidRows: plan.invalidRows,
    problems: plan.problems.slice(0, REPORT_INLINE_MAX),
    truncated: plan.problems.length > REPORT_INLINE_MAX,
  };
}

/** 403 when a test_center user names another center; 400 for an unknown one. */
async function checkCenter(db: Db, actor: Actor, testCenterId: number | undefined) {
  if (actor.role === "test_center") {
    if (actor.testCenterId === null) throw forbidden("Your account has no test center.");
    if (testCenterId !== undefined && testCenterId !== actor.testCenterId) {
      throw forbidden("You may import candidates only into your own test center.");
    }
    return;
  }
  if (testCenterId === undefined) return;
  const [center] = await db
    .select({ id: testCenters.id })
    .from(testCenters)
    .where(and(eq(testCenters.id, testCenterId), isNull(testCenters.deletedAt)));
  if (!center) throw badRequest("Unknown test center.", "testCenterId");
}

/** 400 (field `mapping`) unless the mapping has one entry per header column and maps every required field. */
function checkMapping(header: readonly string[], mapping: ColumnMapping) {
  if (mapping.length !== header.length) {
    throw badRequest(
      `The mapping names ${mapping.length} columns; the file has ${header.length}.`,
      "mapping",
    );
  }
  if (!mapping.includes("nationalId") && !mapping.includes("passportNumber")) {
    throw badRequest("Map a column to the national ID or the passport number.", "mapping");
  }
}

export const importRoutes: FastifyPluginAsyncZod<ImportRouteOptions> = async (app, options) => {
  const { db, catalogue, now = Date.now } = options;
  // Candidate files arrive as the body; this plugin's scope only (encapsulated).
  acceptSheetBodies(app, CANDIDATE_FILE_MAX_BYTES);

  /** The file's header, first rows and the mapping to start from (remembered, else guessed). 400 unreadable, 413 too large. */
  app.post(
    "/api/imports/candidates/preview",
    {
      bodyLimit: CANDIDATE_FILE_MAX_BYTES,
      schema: {
        tags,
        response: { 200: importPreviewSchema, ...errorResponses(400, 413), ...deniedResponses },
      },
    },
    async (request) => {
      const { type, body } = sheetBody(request.headers["content-type"], request.body);
      const sheet = await readSheet(body, type, CANDIDATE_FILE_MAX_ROWS);
      const remembered = await rememberedMapping(db, sheet.header);
      return {
        headers: sheet.header,
        sample: sheet.lines.slice(0, 5).map((line) => sheet.header.map((_, i) => line.cells[i] ?? "")),
        rows: sheet.lines.length,
        mapping: remembered ?? guessMapping(sheet.header),
        remembered: remembered !== null,
      };
    },
  );

  /**
   * `dryRun=true` (default): the report of what the file would do, changing no candidate (inline
   * JSON, or `report=csv|xlsx` for a download of every problem). `dryRun=false`: imports the rows
   * without problems in batches of `IMPORT_BATCH_ROWS`, one transaction each, answering
   * `application/x-ndjson` lines (`ImportLine`): progress after each batch, then done (with the
   * report) or failed. Both remember the mapping for the file's layout.
   */
  app.post(
    "/api/imports/candidates",
    {
      bodyLimit: CANDIDATE_FILE_MAX_BYTES,
      schema: {
        tags,
        querystring: importCandidatesQuerySchema,
        produces: ["application/json", "application/x-ndjson", "text/csv"],
        response: {
          200: z.union([
            importReportSchema,
            z.unknown().describe("NDJSON progress lines, or the report file"),
          ]),
          ...errorResponses(400, 413),
          ...deniedResponses,
        },
      },
    },
    async (request, reply) => {
      const { dryRun, mapping, testCenterId, report } = request.query;
      const actor = request.actor();
      await checkCenter(db, actor, testCenterId);
      const { type, body } = sheetBody(request.headers["content-type"], request.body);
      const sheet = await readSheet(body, type, CANDIDATE_FILE_MAX_ROWS);
      checkMapping(sheet.header, mapping);
      const { tree } = await catalogue.get();
      const plan = await planImport(db, sheet, mapping, actor, testCenterId, tree);
      await rememberLayout(db, sheet.header, mapping, actor);
      if (dryRun) {
        if (report === "csv") {
          return reply
            .header("Content-Type", "text/csv; charset=utf-8")
            .header("Content-Disposition", attachment("import-problems.csv"))
            .header("Cache-Control", "no-store")
            .send(await reportCsv(plan.problems));
        }
        if (report === "xlsx") {
          return sendXlsx(
            reply,
            "import-problems.xlsx",
            reportXlsx(plan.problems, (error) => request.log.error({ err: error }, "import report failed")),
          );
        }
        return reportOf(plan, true);
      }
      const at = new Date(now());
      const total = plan.apply.length;
      async function* lines(): AsyncGenerator<string> {
        const counts = { created: 0, updated: 0 };
        let done = 0;
        for (let i = 0; i < total; i += IMPORT_BATCH_ROWS) {
          const batch = plan.apply.slice(i, i + IMPORT_BATCH_ROWS);
          try {
            const written = await applyBatch(db, batch, mapping, actor, at);
            counts.created += written.created;
            counts.updated += written.updated;
            done += batch.length;
          } catch (error) {
            request.log.error({ err: error }, "candidate import batch failed");
            const failed: ImportLine = {
              type: "failed",
              message: `Rows from file row ${batch[0]!.row} on could not be imported; the ${done} rows before were. Importing the file again updates them and adds the rest.`,
              done,
              ...counts,
            };
            yield `${JSON.stringify(failed)}\n`;
            return;
          }
          const progress: ImportLine = { type: "progress", done, total, ...counts };
          yield `${JSON.stringify(progress)}\n`;
        }
        const final: ImportLine = { type: "done", ...counts, report: reportOf(plan, false) };
        yield `${JSON.stringify(final)}\n`;
      }
      return reply
        .header("Content-Type", "application/x-ndjson; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send(Readable.from(lines()));
    },
  );
};
